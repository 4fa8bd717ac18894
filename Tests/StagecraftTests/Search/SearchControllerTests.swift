import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// A list of names searched through `navigationItem.searchController`, filtering itself (no
/// results controller) or through a results controller.
@MainActor
private final class NamesController: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    /// Ten names, then enough more to scroll.
    let names =
        ["Ada", "Alan", "Barbara", "Donald", "Edsger", "Grace", "Ken", "Margaret", "Niklaus", "Tony"]
        + (1...30).map { "Zed \($0)" }
    var shown: [String] = []
    var log: [String] = []
    let search: UISearchController

    init(results: UIViewController? = nil) {
        search = UISearchController(searchResultsController: results)
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Names"
        shown = names
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.placeholder = "Search Names"
        navigationItem.searchController = search
        definesPresentationContext = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shown[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        log.append("update(\(text), active: \(searchController.isActive))")
        shown = text.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

/// Records a standalone search bar's delegate calls.
@MainActor
private final class BarLog: NSObject, UISearchBarDelegate {
    var calls: [String] = []
    var allowsBegin = true
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("text(\(searchText))") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        calls.append("scope(\(selectedScope))")
    }
}

@MainActor
final class SearchControllerTests: XCTestCase {
    private func launch(_ controller: NamesController, largeTitles: Bool = true) throws -> Simulator {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        sim.rootViewController = navigation
        sim.advance(seconds: 0.3)
        return sim
    }

    private func fieldFrame(_ controller: NamesController, in sim: Simulator) -> CGRect {
        let field = controller.search.searchBar.searchTextField
        return field.convert(field.bounds, to: sim.window)
    }

    /// R306: the search bar sits in the navigation bar below the large title: a 36 pt field at the
    /// bar's side margins, the bar 52 pt taller, the list starting below it.
    func testR306TheSearchBarSitsBelowTheLargeTitle() async throws {
        let controller = NamesController()
        let sim = try launch(controller)
        let bar = try XCTUnwrap(controller.navigationController?.navigationBar)
        let top = sim.window.deviceSafeAreaInsets.top
        XCTAssertEqual(bar.frame.height, top + 44 + 52 + 52, accuracy: 0.5)
        let field = fieldFrame(controller, in: sim)
        XCTAssertEqual(field.height, 36, accuracy: 0.5)
        XCTAssertEqual(field.minX, 16, accuracy: 0.5)
        XCTAssertEqual(field.maxX, sim.window.bounds.width - 16, accuracy: 0.5)
        XCTAssertEqual(field.minY, top + 44 + 52 + 8, accuracy: 0.5)
        XCTAssertEqual(controller.view.safeAreaInsets.top, bar.frame.height, accuracy: 0.5)
        let firstRow = controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(
            controller.tableView.convert(firstRow, to: sim.window).minY, bar.frame.maxY, accuracy: 0.5)
        XCTAssertEqual(controller.search.searchBar.searchTextField.placeholder, "Search Names")
        try LookFolder.write(sim, named: "search-bar-large-title.png")
    }

    /// R306: scrolling up collapses the search bar first, then the large title; scrolling back
    /// brings both back.
    func testR306ScrollingUpCollapsesTheSearchBarThenTheLargeTitle() async throws {
        let controller = NamesController()
        let sim = try launch(controller)
        let bar = try XCTUnwrap(controller.navigationController?.navigationBar)
        let top = sim.window.deviceSafeAreaInsets.top
        let rest = controller.tableView.contentOffset.y
        controller.tableView.contentOffset.y = rest + 30
        sim.advance(frames: 1)
        XCTAssertEqual(bar.searchBandHeight, 22, accuracy: 0.5)
        XCTAssertEqual(bar.largeTitleBandHeight, 52, accuracy: 0.5)
        controller.tableView.contentOffset.y = rest + 80
        sim.advance(frames: 1)
        XCTAssertEqual(bar.searchBandHeight, 0, accuracy: 0.5)
        XCTAssertEqual(bar.largeTitleBandHeight, 24, accuracy: 0.5)
        XCTAssertEqual(bar.frame.height, top + 44 + 24, accuracy: 0.5)
        controller.tableView.contentOffset.y = rest
        sim.advance(frames: 1)
        XCTAssertEqual(bar.frame.height, top + 44 + 52 + 52, accuracy: 0.5)
    }

    /// R306: with `hidesSearchBarWhenScrolling` false the search bar stays while the large title
    /// collapses above it.
    func testR306ASearchBarThatDoesNotHideStaysBelowTheCollapsedTitle() async throws {
        let controller = NamesController()
        controller.loadViewIfNeeded()
        controller.navigationItem.hidesSearchBarWhenScrolling = false
        let sim = try launch(controller)
        let bar = try XCTUnwrap(controller.navigationController?.navigationBar)
        let top = sim.window.deviceSafeAreaInsets.top
        let rest = controller.tableView.contentOffset.y
        controller.tableView.contentOffset.y = rest + 200
        sim.advance(frames: 1)
        XCTAssertEqual(bar.largeTitleBandHeight, 0, accuracy: 0.5)
        XCTAssertEqual(bar.searchBandHeight, 52, accuracy: 0.5)
        XCTAssertEqual(bar.frame.height, top + 44 + 52, accuracy: 0.5)
        XCTAssertEqual(fieldFrame(controller, in: sim).minY, top + 44 + 8, accuracy: 0.5)
    }

    /// R306: a tap in the field activates the search: the search controller is presented from the
    /// context, Cancel slides in, the navigation bar gives way to the search bar, the field keeps
    /// the keyboard, and the updater hears of it.
    func testR306ATapInTheFieldActivatesTheSearch() async throws {
        let controller = NamesController()
        let sim = try launch(controller)
        let field = fieldFrame(controller, in: sim)
        _ = sim.tap(at: CGPoint(x: field.midX, y: field.midY))
        sim.advance(seconds: 0.6)
        let search = controller.search
        XCTAssertTrue(search.isActive)
        XCTAssertTrue(controller.presentedViewController === search)
        XCTAssertTrue(search.searchBar.searchTextField.isFirstResponder)
        XCTAssertTrue(search.searchBar.showsCancelButton)
        XCTAssertEqual(controller.log, ["willPresent", "update(, active: true)", "didPresent"])
        let bar = try XCTUnwrap(controller.navigationController?.navigationBar)
        let top = sim.window.deviceSafeAreaInsets.top
        XCTAssertEqual(bar.frame.height, top + 52, accuracy: 0.5)
        XCTAssertEqual(fieldFrame(controller, in: sim).minY, top + 8, accuracy: 0.5)
        XCTAssertEqual(controller.view.safeAreaInsets.top, top + 52, accuracy: 0.5)
        // The Cancel button at the trailing margin, the field narrowed before it.
        let cancel = search.searchBar.cancelButton.convert(search.searchBar.cancelButton.bounds, to: sim.window)
        XCTAssertEqual(cancel.maxX, sim.window.bounds.width - 16, accuracy: 0.5)
        XCTAssertEqual(fieldFrame(controller, in: sim).maxX, cancel.minX - 8, accuracy: 0.5)
        try LookFolder.write(sim, named: "search-active.png")
    }

    /// R306: typing filters through the updater at every change; Cancel clears the text, ends the
    /// search and the bar comes back.
    func testR306TypingUpdatesAndCancelEndsTheSearch() async throws {
        let controller = NamesController()
        let sim = try launch(controller)
        let field = fieldFrame(controller, in: sim)
        _ = sim.tap(at: CGPoint(x: field.midX, y: field.midY))
        sim.advance(seconds: 0.6)
        XCTAssertTrue(sim.type("al"))
        sim.advance(seconds: 0.1)
        XCTAssertEqual(controller.shown, ["Alan", "Donald"])
        XCTAssertEqual(Array(controller.log.suffix(2)), ["update(a, active: true)", "update(al, active: true)"])
        try LookFolder.write(sim, named: "search-typed.png")
        let cancel = controller.search.searchBar.cancelButton
        _ = sim.tap(cancel)
        sim.advance(seconds: 0.6)
        XCTAssertFalse(controller.search.isActive)
        XCTAssertNil(controller.presentedViewController)
        XCTAssertEqual(controller.search.searchBar.text, "")
        XCTAssertFalse(controller.search.searchBar.searchTextField.isFirstResponder)
        XCTAssertEqual(controller.shown.count, controller.names.count)
        XCTAssertEqual(Array(controller.log.suffix(3)), ["willDismiss", "update(, active: false)", "didDismiss"])
        let bar = try XCTUnwrap(controller.navigationController?.navigationBar)
        XCTAssertEqual(bar.frame.height, sim.window.deviceSafeAreaInsets.top + 44 + 52 + 52, accuracy: 0.5)
        XCTAssertFalse(controller.search.searchBar.showsCancelButton)
    }

    /// R306: a results controller shows once there is text, below the search bar, and hides again
    /// when the text is cleared; with `obscuresBackgroundDuringPresentation` the content is dimmed
    /// until then.
    func testR306TheResultsControllerShowsOnceThereIsText() async throws {
        let results = UIViewController()
        results.view.backgroundColor = .systemBackground
        let controller = NamesController(results: results)
        controller.search.obscuresBackgroundDuringPresentation = true
        let sim = try launch(controller)
        let field = fieldFrame(controller, in: sim)
        _ = sim.tap(at: CGPoint(x: field.midX, y: field.midY))
        sim.advance(seconds: 0.6)
        let searchView = try XCTUnwrap(controller.search.viewIfLoaded as? SearchControllerView)
        XCTAssertTrue(results.view.isHidden)
        XCTAssertFalse(searchView.dimmingView.isHidden)
        try LookFolder.write(sim, named: "search-dimmed.png")
        XCTAssertTrue(sim.type("g"))
        sim.advance(seconds: 0.1)
        XCTAssertFalse(results.view.isHidden)
        XCTAssertTrue(controller.search.showsSearchResultsController)
        let resultsFrame = results.view.convert(results.view.bounds, to: sim.window)
        let bar = try XCTUnwrap(controller.navigationController?.navigationBar)
        XCTAssertEqual(resultsFrame.minY, bar.frame.maxY, accuracy: 0.5)
        XCTAssertTrue(searchView.dimmingView.isHidden)
        sim.press(key: .backspace)
        sim.advance(seconds: 0.1)
        XCTAssertTrue(results.view.isHidden)
    }

    /// R306: setting `isActive` presents without the keyboard (as UIKit: the field is not made
    /// first responder); setting it false dismisses.
    func testR306SettingIsActivePresentsWithoutTheKeyboard() async throws {
        let controller = NamesController()
        let sim = try launch(controller)
        controller.search.isActive = true
        sim.advance(seconds: 0.6)
        XCTAssertTrue(controller.presentedViewController === controller.search)
        XCTAssertFalse(controller.search.searchBar.isFirstResponder)
        XCTAssertEqual(controller.log, ["willPresent", "didPresent"])
        controller.search.isActive = false
        sim.advance(seconds: 0.6)
        XCTAssertNil(controller.presentedViewController)
        XCTAssertEqual(controller.log.suffix(2), ["update(, active: false)", "didDismiss"])
    }

    /// R306: a standalone search bar (a table header) tells its delegate of editing, typing, the
    /// Search key, Cancel and the scope bar; setting `text` tells it nothing.
    func testR306AStandaloneSearchBarTellsItsDelegate() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let controller = UIViewController()
        let searchBar = UISearchBar()
        let log = BarLog()
        searchBar.delegate = log
        searchBar.showsCancelButton = true
        searchBar.scopeButtonTitles = ["All", "Mail"]
        searchBar.showsScopeBar = true
        XCTAssertEqual(searchBar.sizeThatFits(CGSize(width: 393, height: 0)).height, 56 + 44)
        searchBar.frame = CGRect(x: 0, y: 100, width: 393, height: 100)
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(searchBar)
        sim.rootViewController = controller
        sim.advance(seconds: 0.2)
        searchBar.text = "set"
        XCTAssertEqual(log.calls, [])
        searchBar.text = ""
        _ = sim.tap(searchBar.searchTextField)
        XCTAssertTrue(sim.type("hi"))
        XCTAssertTrue(sim.type("\n"))
        try LookFolder.write(sim, named: "search-bar-standalone.png")
        _ = sim.tap(searchBar.cancelButton)
        let mail = searchBar.scopeBar.convert(searchBar.scopeBar.bounds, to: sim.window)
        _ = sim.tap(at: CGPoint(x: mail.maxX - 40, y: mail.midY))
        XCTAssertEqual(
            log.calls, ["shouldBegin", "didBegin", "text(h)", "text(hi)", "search", "cancel", "scope(1)"])
        XCTAssertEqual(searchBar.selectedScopeButtonIndex, 1)
        // A delegate that refuses keeps the field from editing.
        _ = searchBar.resignFirstResponder()
        log.allowsBegin = false
        _ = sim.tap(searchBar.searchTextField)
        XCTAssertFalse(searchBar.isFirstResponder)
    }

    /// R306: a row chosen while searching pushes its detail: the search stays with the list (its
    /// context) and is there again, still active, after the pop.
    func testR306PushingFromAnActiveSearchKeepsItWithTheList() async throws {
        let controller = NamesController()
        let sim = try launch(controller)
        let navigation = try XCTUnwrap(controller.navigationController)
        let field = fieldFrame(controller, in: sim)
        _ = sim.tap(at: CGPoint(x: field.midX, y: field.midY))
        sim.advance(seconds: 0.6)
        XCTAssertTrue(sim.type("gr"))
        let detail = UIViewController()
        detail.title = "Grace"
        detail.view.backgroundColor = .systemBackground
        navigation.pushViewController(detail, animated: true)
        sim.advance(seconds: 0.2)
        try LookFolder.write(sim, named: "search-push-mid.png")
        sim.advance(seconds: 0.6)
        try LookFolder.write(sim, named: "search-pushed.png")
        XCTAssertTrue(navigation.topViewController === detail)
        let bar = navigation.navigationBar
        let top = sim.window.deviceSafeAreaInsets.top
        XCTAssertEqual(bar.frame.height, top + 44, accuracy: 0.5)
        XCTAssertNil(controller.search.searchBar.window, "the search bar left with the list")
        XCTAssertTrue(controller.search.isActive)
        navigation.popViewController(animated: true)
        sim.advance(seconds: 0.8)
        XCTAssertTrue(controller.search.isActive)
        XCTAssertEqual(controller.search.searchBar.text, "gr")
        XCTAssertEqual(bar.frame.height, top + 52, accuracy: 0.5)
        try LookFolder.write(sim, named: "search-popped.png")
    }
}
