// The corpus's app shell (Corpus/WildAppShell.swift), compiled in Swift 5 mode and run: a tab bar
// controller of navigation controllers with symbols and a badge; life-cycle notifications at
// launch (R294); main-queue work on the frame clock (R294); the tint behind an alert dims (R295).
import UIKit
import XCTest

@MainActor
final class WildAppShellTests: XCTestCase {
    func testR294TheLaunchPostsBecomeActiveToObserversAddedInViewDidLoad() async {
        let shell = AppShellController()
        let phone = HeadlessPhone(root: shell)
        XCTAssertEqual(shell.inbox.events, [], "nothing before the first frame")
        phone.advance(seconds: 0.1)
        XCTAssertEqual(shell.inbox.events, ["active"], "once, in the launch's first frame")
        phone.advance(seconds: 1)
        XCTAssertEqual(shell.inbox.events, ["active"])
        XCTAssertTrue(UIApplication.shared.currentKeyWindow === phone.window)
    }

    func testR294MainQueueWorkRunsOnTheFrameClockAndTheRefreshUpdatesTheBadge() async {
        let shell = AppShellController()
        let phone = HeadlessPhone(root: shell)
        phone.advance(seconds: 0.1)
        shell.inbox.refresh()
        XCTAssertEqual(shell.inbox.events, ["active", "refresh requested"], "asynchronous: not run inside the call")
        phone.advance(seconds: 0.3)
        XCTAssertFalse(shell.inbox.events.contains("refreshed 3"), "not before its 0.5 s")
        phone.advance(seconds: 0.25)
        XCTAssertTrue(shell.inbox.events.contains("refreshed 3"), "in the first frame after 0.5 s of media time")
        XCTAssertEqual(shell.inbox.navigationController?.tabBarItem.badgeValue, "3")
        XCTAssertEqual(shell.inbox.statusLabel.text, "3 unread\nUpdated just now")
        XCTAssertEqual(
            shell.inbox.statusLabel.font, UIFont.preferredFont(forTextStyle: .headline), "the first run's font")
        // The global queue's hop back to the main queue arrives in a later frame (real threads).
        let deadline = Date().addingTimeInterval(5)
        while !shell.inbox.events.contains("fetching") && Date() < deadline {
            phone.advance(seconds: 1.0 / 60)
            usleep(1000)
        }
        XCTAssertTrue(shell.inbox.events.contains("fetching"))
    }

    func testR295AnAlertDimsTheTintBehindItAndTheDismissalRestoresIt() async {
        let shell = AppShellController()
        let phone = HeadlessPhone(root: shell)
        phone.advance(seconds: 0.1)
        let watcher = TintWatchingView(frame: CGRect(x: 0, y: 300, width: 40, height: 40))
        shell.inbox.view.addSubview(watcher)
        XCTAssertEqual(watcher.tintAdjustmentMode, .normal)
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        shell.present(alert, animated: true)
        phone.advance(seconds: 0.6)
        XCTAssertEqual(watcher.tintAdjustmentMode, .dimmed)
        XCTAssertEqual(watcher.tintChanges, [.dimmed])
        var white: CGFloat = 0
        var alpha: CGFloat = 0
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        watcher.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        XCTAssertEqual(red, green, accuracy: 1e-9, "desaturated")
        XCTAssertEqual(green, blue, accuracy: 1e-9)
        watcher.tintColor.getWhite(&white, alpha: &alpha)
        XCTAssertEqual(alpha, 1)
        XCTAssertEqual(alert.view.tintAdjustmentMode, .normal, "the alert itself is not dimmed")
        alert.dismiss(animated: true)
        phone.advance(seconds: 0.6)
        XCTAssertEqual(watcher.tintAdjustmentMode, .normal)
        XCTAssertEqual(watcher.tintChanges, [.dimmed, .normal])
    }

    func testTabsShowTheirSelectedImageAndTheDelegateCrossFades() async {
        let shell = AppShellController()
        let phone = HeadlessPhone(root: shell)
        phone.advance(seconds: 0.1)
        let inboxItem = shell.viewControllers![0].tabBarItem!
        XCTAssertEqual(inboxItem.selectedImage?.name, "tray.fill")
        XCTAssertNotNil(inboxItem.image, "UIImage(systemName: \"tray\") exists")
        XCTAssertEqual(shell.tabBar.standardAppearance.backgroundColor, .systemBackground)
        XCTAssertTrue(shell.tabBar.scrollEdgeAppearance === shell.tabBar.standardAppearance)
        shell.selectedIndex = 0
        XCTAssertFalse(shell.tabBarController(shell, shouldSelect: shell.viewControllers![0]), "already selected")
        XCTAssertTrue(shell.tabBarController(shell, shouldSelect: shell.viewControllers![1]))
    }
}
