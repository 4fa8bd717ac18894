import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A favourites list that shows the empty state while it has no rows (iOS 17's pattern).
private final class FavoritesViewController: UITableViewController {
    var favorites: [String] = [] {
        didSet {
            tableView.reloadData()
            setNeedsUpdateContentUnavailableConfiguration()
        }
    }
    var updates = 0
    var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { favorites.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = favorites[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        updates += 1
        guard favorites.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var config = UIContentUnavailableConfiguration.empty()
        config.image = UIImage(systemName: "star")
        config.text = "No Favorites"
        config.secondaryText = "Your favorite recipes will appear here."
        var button = UIButton.Configuration.filled()
        button.title = "Add Favorite"
        config.button = button
        config.buttonProperties.primaryAction = UIAction { [weak self] _ in
            self?.added += 1
            self?.favorites = ["Pancakes"]
        }
        contentUnavailableConfiguration = config
    }
}

@MainActor
final class ContentUnavailableTests: XCTestCase {
    private func labels(in view: UIView) -> [UILabel] {
        var found: [UILabel] = []
        func walk(_ v: UIView) {
            if let label = v as? UILabel, !label.isHidden, label.text != nil { found.append(label) }
            v.subviews.forEach(walk)
        }
        walk(view)
        return found
    }

    func testR336AnEmptyListShowsTheConfigurationCentredAndItsButtonActs() async throws {
        let sim = try Simulator()
        let favorites = FavoritesViewController(style: .plain)
        sim.rootViewController = UINavigationController(rootViewController: favorites)
        sim.advance(seconds: 0.1)
        XCTAssertEqual(favorites.updates, 1, "asked before the first layout")
        let shown = try XCTUnwrap(favorites.view.subviews.last as? UIContentUnavailableView)
        XCTAssertEqual(shown.frame, favorites.view.bounds)
        let texts = labels(in: shown)
        XCTAssertEqual(
            texts.map(\.text), ["No Favorites", "Your favorite recipes will appear here.", "Add Favorite"],
            "the texts, then the button's title")
        let title = texts[0]
        XCTAssertEqual(title.font.pointSize, 22, "title 2, bold")
        XCTAssertEqual(texts[1].textColor, .secondaryLabel)
        // Centred: the stack's middle is the middle of the area under the bar.
        let titleFrame = title.convert(title.bounds, to: nil)
        let safeTop: CGFloat = 59 + 44 + 52
        XCTAssertLessThan(abs(titleFrame.midY - (safeTop + (852 - 34 - safeTop) / 2)), 60)
        try LookFolder.write(sim, named: "content-unavailable-empty.png")
        let canvas = try sim.render()
        // The star above the title is drawn in the secondary label colour (grey), not the background.
        let image = try XCTUnwrap(shown.subviews.first { $0 is UIImageView && !$0.isHidden })
        let star = image.convert(image.bounds, to: nil)
        var grey = 0
        for y in Int(star.minY)..<Int(star.maxY) {
            for x in Int(star.minX)..<Int(star.maxX) {
                let p = canvas.pixel(x: x, y: y)
                if p.r < 230 && abs(Int(p.r) - Int(p.b)) < 20 { grey += 1 }
            }
        }
        XCTAssertGreaterThan(grey, 40, "the symbol's pixels")
        // The filled button below acts.
        let button = try XCTUnwrap(shown.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
        XCTAssertGreaterThan(button.convert(button.bounds, to: nil).minY, titleFrame.maxY)
        sim.tap(button)
        sim.advance(seconds: 0.1)
        XCTAssertEqual(favorites.added, 1)
        XCTAssertNil(favorites.contentUnavailableConfiguration, "the update took it away")
        XCTAssertFalse(favorites.view.subviews.contains { $0 is UIContentUnavailableView })
        XCTAssertEqual(favorites.tableView.numberOfRows(inSection: 0), 1)
    }

    func testR336SearchNamesTheSearchTextAndLoadingSpins() async throws {
        var search = UIContentUnavailableConfiguration.search()
        XCTAssertEqual(search.text, "No Results")
        XCTAssertEqual(search.secondaryText, "Check the spelling or try a new search.")
        XCTAssertNotNil(search.image)
        let state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection(), searchText: "Tofu")
        XCTAssertEqual(search.updated(for: state).text, "No Results for “Tofu”")
        search.text = "Nothing"
        XCTAssertEqual(search.updated(for: state).text, "Nothing", "a text of your own stays")
        XCTAssertEqual(UIContentUnavailableConfiguration.empty().updated(for: state).text, nil)

        let sim = try Simulator()
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        var loading = UIContentUnavailableConfiguration.loading()
        loading.background.backgroundColor = .systemGroupedBackground
        controller.contentUnavailableConfiguration = loading
        sim.rootViewController = controller
        sim.advance(seconds: 0.2)
        let shown = try XCTUnwrap(controller.view.subviews.last as? UIContentUnavailableView)
        let spinner = try XCTUnwrap(shown.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        XCTAssertEqual(labels(in: shown).map(\.text), ["Loading…"])
        let corner = try sim.render().pixel(x: 20, y: 300)
        XCTAssertEqual(
            [Int(corner.r), Int(corner.g), Int(corner.b)], [242, 242, 247], "the background configuration's fill")
        try LookFolder.write(sim, named: "content-unavailable-loading.png")
    }

    func testR336AStandaloneViewShowsItsConfigurationAndRefusesOthers() async throws {
        var config = UIContentUnavailableConfiguration.empty()
        config.text = "Offline"
        config.alignment = .natural
        let view = UIContentUnavailableView(configuration: config)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        view.layoutIfNeeded()
        XCTAssertTrue(view.supports(config))
        XCTAssertFalse(view.supports(UIListContentConfiguration.cell()))
        view.configuration = UIListContentConfiguration.cell()
        XCTAssertEqual((view.configuration as? UIContentUnavailableConfiguration)?.text, "Offline")
        let label = try XCTUnwrap(labels(in: view).first)
        XCTAssertEqual(label.textAlignment, .natural)
        XCTAssertEqual(label.frame.minX, 16, "inside the 16 pt margins")
    }
}
