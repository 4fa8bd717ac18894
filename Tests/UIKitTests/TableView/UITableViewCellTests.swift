import XCTest

@testable import UIKit

/// A cell's default content: the legacy labels for each style, a list content configuration, and
/// the heights they need.
@MainActor
final class UITableViewCellTests: XCTestCase {
    override func setUp() async throws {
        _ = TestApp()
    }

    private func laidOut(_ cell: UITableViewCell, width: CGFloat = 393, height: CGFloat = 44) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        return cell
    }

    func testR181DefaultContentLayoutForTheStyles() async {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        XCTAssertNil(plain.detailTextLabel, ".default has no detail label")
        plain.textLabel?.text = "Wi-Fi"
        plain.accessoryType = .disclosureIndicator
        _ = laidOut(plain)
        XCTAssertEqual(plain.textLabel?.frame.minX, 16)
        XCTAssertEqual(plain.textLabel?.font.pointSize, 17, "body")
        let chevron = plain.subviews.first { $0 is AccessoryGlyphView }
        XCTAssertEqual(chevron?.frame, CGRect(x: 393 - 16 - 8, y: 15, width: 8, height: 14), "at the trailing margin")
        XCTAssertEqual(plain.contentView.frame.maxX, 393 - 16 - 8 - 8, "the content ends before the accessory")
        XCTAssertEqual(plain.separator.frame.minX, 16, "the separator starts at the text (R182)")

        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.textLabel?.text = "Version"
        value.detailTextLabel?.text = "18.0"
        _ = laidOut(value)
        XCTAssertEqual(
            value.detailTextLabel?.frame.maxX ?? 0, 393 - 16, accuracy: 0.5, "the value at the trailing side")
        XCTAssertEqual(value.detailTextLabel?.textColor, .secondaryLabel)

        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Subtitle"
        subtitle.imageView?.image = UIImage(cgImage: CGImage(width: 29, height: 29, rgba: Data(count: 29 * 29 * 4)))
        let fitting = subtitle.fittingHeight(width: 393)
        _ = laidOut(subtitle, height: fitting)
        let text = subtitle.textLabel!.frame
        let detail = subtitle.detailTextLabel!.frame
        XCTAssertEqual(subtitle.imageView?.frame.minX, 16)
        XCTAssertEqual(text.minX, 16 + 29 + 16, "16 pt after the image")
        XCTAssertEqual(detail.minY, text.maxY + 3, accuracy: 0.01, "under the text")
        XCTAssertGreaterThan(fitting, 44, "two lines need more than a row")
        XCTAssertEqual(subtitle.separator.frame.minX, text.minX, "separator after the image, at the text")
    }

    func testR181AContentConfigurationReplacesTheLabels() async {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "Bluetooth"
        configuration.secondaryText = "On"
        cell.contentConfiguration = configuration
        _ = laidOut(cell, height: cell.fittingHeight(width: 393))
        let view = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        XCTAssertNotNil(view, "the configuration's view is in the content view")
        let labels = view?.subviews.compactMap { $0 as? UILabel } ?? []
        XCTAssertEqual(labels.map(\.text), ["Bluetooth", "On"])
        XCTAssertEqual(labels.first?.frame.minX, 16)
        // Setting another configuration of the same kind updates that view.
        configuration.text = "Cellular"
        cell.contentConfiguration = configuration
        XCTAssertTrue(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first === view)
        XCTAssertEqual(labels.first?.text, "Cellular")
        // valueCell: side by side.
        var valueConfiguration = UIListContentConfiguration.valueCell()
        valueConfiguration.text = "Name"
        valueConfiguration.secondaryText = "iPhone"
        XCTAssertTrue(valueConfiguration.prefersSideBySideTextAndSecondaryText)
    }

    func testR185AutomaticHeightsFollowTheContent() async {
        let host = UIViewController()
        let app = TestApp(root: host)
        let source = SubtitleSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
        table.dataSource = source
        host.view.addSubview(table)
        app.advance(seconds: 0.1)
        let one = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let two = table.rectForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(one.height, 44, "one body line: 11 + text + 11, at least 44")
        XCTAssertGreaterThan(two.height, 44, "a subtitle row is taller")
        XCTAssertEqual(two.minY, one.maxY)
        table.rowHeight = 60
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 60, width: 393, height: 60))
    }
}

/// Rows alternating one line and a subtitle, from cells made without registration.
@MainActor
final class SubtitleSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "sub")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "sub")
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = indexPath.row % 2 == 1 ? "More about it" : nil
        return cell
    }
}
