import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// Contacts: a section per letter and the index along the edge.
private final class LettersViewController: UITableViewController {
    let letters = (65...90).map { String(UnicodeScalar($0)!) }
    var asked: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        letters[section]
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(letters[indexPath.section]) name \(indexPath.row + 1)"
        return cell
    }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        asked.append(title)
        return index
    }
}

@MainActor
final class SectionIndexTests: XCTestCase {
    func testR349TheIndexShowsTheTitlesAndATouchScrollsToTheSection() async throws {
        let sim = try Simulator()
        let letters = LettersViewController(style: .plain)
        sim.rootViewController = UINavigationController(rootViewController: letters)
        sim.advance(seconds: 0.1)
        let table = letters.tableView!
        let index = try XCTUnwrap(table.subviews.last { String(describing: type(of: $0)) == "SectionIndexView" })
        let frame = index.convert(index.bounds, to: nil)
        XCTAssertEqual(frame.maxX, 393, accuracy: 0.5, "along the trailing edge")
        XCTAssertEqual(frame.width, 15, accuracy: 0.5)
        try LookFolder.write(sim, named: "section-index.png")
        // The titles are tinted blue, centred in the visible height.
        let canvas = try sim.render()
        var blue = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let p = canvas.pixel(x: x, y: y)
                if p.b > 200 && p.r < 120 { blue += 1 }
            }
        }
        XCTAssertGreaterThan(blue, 200, "26 blue letters")
        // A tap on "M" (the 13th title) brings section M's header to the top of the visible area.
        let mY = frame.midY - 14.5 / 2  // the 13th of 26 rows of 14.5 pt, centred
        sim.tap(at: CGPoint(x: frame.midX, y: mY))
        sim.advance(seconds: 0.1)
        XCTAssertEqual(letters.asked, ["M"])
        let visibleTop = table.contentOffset.y + table.adjustedContentInset.top
        XCTAssertEqual(visibleTop, table.rect(forSection: 12).minY, accuracy: 0.5)
        // A drag down the index goes through the later letters without scrolling the table itself.
        letters.asked = []
        _ = sim.drag(
            along: [CGPoint(x: frame.midX, y: mY), CGPoint(x: frame.midX, y: mY + 5 * 14.5)], duration: 0.3)
        sim.advance(seconds: 0.1)
        XCTAssertEqual(letters.asked.first, "M")
        XCTAssertEqual(letters.asked.last, "R")
        XCTAssertEqual(
            table.contentOffset.y + table.adjustedContentInset.top, table.rect(forSection: 17).minY, accuracy: 0.5)
    }

    func testR349NoTitlesNoIndexAndTheMinimumRowCountHides() async throws {
        let sim = try Simulator()
        let letters = LettersViewController(style: .plain)
        letters.loadViewIfNeeded()
        letters.tableView.sectionIndexMinimumDisplayRowCount = 1000
        letters.tableView.sectionIndexColor = .systemRed
        sim.rootViewController = letters
        sim.advance(seconds: 0.1)
        XCTAssertFalse(letters.tableView.subviews.contains { String(describing: type(of: $0)) == "SectionIndexView" })
        letters.tableView.sectionIndexMinimumDisplayRowCount = 0
        letters.tableView.reloadData()
        sim.advance(seconds: 0.1)
        XCTAssertTrue(letters.tableView.subviews.contains { String(describing: type(of: $0)) == "SectionIndexView" })
        XCTAssertEqual(UITableView.indexSearch, "{search}")
    }
}
