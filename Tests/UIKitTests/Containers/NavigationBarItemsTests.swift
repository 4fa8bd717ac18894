import XCTest

@testable import UIKit

/// Counts the taps a bar button item sends to its target.
@MainActor
final class TapCounter: NSObject {
    var taps = 0
    var senders: [UIBarButtonItem] = []
    func tapped() { taps += 1 }
    func tappedWith(_ sender: UIBarButtonItem) { senders.append(sender) }
}

/// R170: a navigation bar shows its top item's bar button items, title view, prompt and back
/// button as iOS lays them out, and they cross-fade in place (leaving (1 − p)², arriving p²)
/// while the titles slide, scrubbed by an interactive pop and restored on cancel (R96, #13.9).
@MainActor
final class NavigationBarItemsTests: XCTestCase {
    private func makeApp(root: UIViewController) -> TestApp {
        let app = TestApp(root: root, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        root.view.setNeedsLayout()
        app.advance(seconds: 1 / 60.0)
        return app
    }

    private func opacity(_ view: UIView) -> CGFloat { CGFloat(view.layer.presentationProperties.opacity) }

    /// The opacity a view is drawn with: its own times its ancestors' up to the bar.
    private func drawnOpacity(_ view: UIView, in bar: UINavigationBar) -> CGFloat {
        var result = opacity(view)
        var current = view.superview
        while let ancestor = current, ancestor !== bar {
            result *= opacity(ancestor)
            current = ancestor.superview
        }
        return result
    }

    private func textWidth(_ text: String, _ font: UIFont) -> CGFloat { UINavigationBar.textWidth(text, font: font) }

    func testR170ItemsSitAtTheMarginsRightmostFirstWithTheTitleCentredBetween() async {
        let root = NamedController("Inbox")
        let counter = TapCounter()
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .edit, target: counter, action: TapCounter.tapped)
        let share = UIBarButtonItem(title: "Share", style: .plain, target: counter, action: TapCounter.tapped)
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), share]
        let nav = UINavigationController(rootViewController: root)
        _ = makeApp(root: nav)
        let bar = nav.navigationBar
        XCTAssertTrue(bar.backButton.isHidden, "no back button at the root")
        XCTAssertEqual(bar.leftItemViews.count, 1)
        let edit = bar.leftItemViews[0]
        XCTAssertEqual(edit.titleLabel.text, "Edit")
        XCTAssertEqual(
            edit.frame, CGRect(x: 16, y: 59, width: textWidth("Edit", .systemFont(ofSize: 17)), height: 44))
        let add = bar.rightItemViews[0]
        XCTAssertEqual(add.frame, CGRect(x: 393 - 16 - 22, y: 59, width: 22, height: 44), "the first is the rightmost")
        let shareView = bar.rightItemViews[1]
        let shareWidth = textWidth("Share", .systemFont(ofSize: 17))
        XCTAssertEqual(shareView.frame.maxX, add.frame.minX - 8, accuracy: 0.01, "8 pt between items")
        XCTAssertEqual(shareView.frame.width, shareWidth, accuracy: 0.01)
        XCTAssertEqual(bar.titleLabel.frame.midX, 196.5, accuracy: 0.01, "centred on the bar")
        XCTAssertEqual(bar.titleLabel.frame.minY, 59)

        // Taps reach the target; a primary action wins over a target and action (as in UIKit).
        edit.sendActions(for: .touchUpInside)
        XCTAssertEqual(counter.taps, 1)
        var actions = 0
        share.primaryAction = UIAction(title: "Share") { _ in actions += 1 }
        bar.rightItemViews[1].sendActions(for: .touchUpInside)
        XCTAssertEqual(actions, 1)
        XCTAssertEqual(counter.taps, 1)
        share.isEnabled = false
        bar.rightItemViews[1].sendActions(for: .touchUpInside)
        XCTAssertEqual(actions, 1, "a disabled item does nothing")
        XCTAssertEqual(bar.rightItemViews[1].titleLabel.textColor, .systemGray3)
    }

    func testR170DoneIsSemiboldAndASenderTakingActionGetsTheItem() async {
        let root = NamedController("Note")
        let counter = TapCounter()
        let done = UIBarButtonItem(title: "Done", style: .done, target: counter, action: TapCounter.tappedWith)
        root.navigationItem.rightBarButtonItem = done
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: root)
        _ = makeApp(root: nav)
        let view = nav.navigationBar.rightItemViews[0]
        XCTAssertEqual(view.titleLabel.font, .systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(nav.navigationBar.leftItemViews[0].titleLabel.text, "Cancel")
        view.sendActions(for: .touchUpInside)
        XCTAssertTrue(counter.senders.first === done)
    }

    func testR170TitleTextAttributesAndTintColourDrawTheItem() async {
        let root = NamedController("Root")
        let save = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        save.setTitleTextAttributes(
            [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.systemRed], for: .normal)
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        share.tintColor = .systemGreen
        root.navigationItem.rightBarButtonItems = [save, share]
        let nav = UINavigationController(rootViewController: root)
        _ = makeApp(root: nav)
        let views = nav.navigationBar.rightItemViews
        XCTAssertEqual(views[0].titleLabel.font, .systemFont(ofSize: 15))
        XCTAssertEqual(views[0].titleLabel.textColor, .systemRed)
        XCTAssertEqual(views[1].drawnColor, .systemGreen)
        XCTAssertEqual(save.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemRed)
        nav.navigationBar.tintColor = .systemOrange
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        root.navigationItem.leftBarButtonItem = edit
        XCTAssertEqual(nav.navigationBar.leftItemViews[0].drawnColor, .systemOrange, "the bar's tint")
    }

    /// A popover's `barButtonItem` is its source: it shows below the item's view in the bar.
    func testR170APopoverFromABarButtonItemPointsAtItsView() async {
        let root = NamedController("Root")
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = share
        let nav = UINavigationController(rootViewController: root)
        let app = makeApp(root: nav)
        let menu = NamedController("Menu")
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 300)
        menu.popoverPresentationController?.barButtonItem = share
        let delegate = PopoverPresentationTests.AdaptingDelegate(style: .none)
        menu.popoverPresentationController?.delegate = delegate
        root.present(menu, animated: true)
        app.advance(seconds: 1)
        // The item's view is (355, 59; 22 × 44): centred under it, kept 10 pt inside the screen,
        // 13 pt of arrow below its bottom (103).
        XCTAssertEqual(menu.view.frame, CGRect(x: 183, y: 116, width: 200, height: 300))
        XCTAssertEqual(menu.popoverPresentationController?.arrowDirection, .up)
    }

    func testR203TheBackButtonDrawsTheChevronBeforeAPlainTitle() async {
        let root = NamedController("Settings")
        let nav = UINavigationController(rootViewController: root)
        _ = makeApp(root: nav)
        let bar = nav.navigationBar
        nav.pushViewController(NamedController("Wi-Fi"), animated: false)
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.backButton.currentTitle, "Settings", "no chevron character in the title")
        // The chevron: a stroked path 8 pt in, 13 × 21 pt, centred on the 44 pt bar, in the title's colour.
        let chevron = bar.backIndicatorLayer
        XCTAssertTrue(chevron.superlayer === bar.backButton.layer)
        XCTAssertEqual(chevron.frame, CGRect(x: 8, y: 12, width: 13, height: 21))
        XCTAssertEqual(chevron.lineWidth, 3)
        XCTAssertNil(chevron.fillColor)
        XCTAssertEqual(chevron.strokeColor, bar.backButton.currentTitleColor.cgColor)
        XCTAssertEqual(chevron.path?.boundingBox, CGRect(x: 2, y: 1.5, width: 9.5, height: 18))
        // The title starts after the chevron and a 6 pt gap.
        XCTAssertEqual(bar.backTextMinX - bar.backButton.frame.minX, 27)
        XCTAssertEqual(UINavigationBar.backTitleInset, 27)
    }

    func testR170BackTitlesFollowTheItemBelow() async {
        let root = NamedController("Mailboxes")
        let nav = UINavigationController(rootViewController: root)
        _ = makeApp(root: nav)
        let bar = nav.navigationBar
        let detail = NamedController("Inbox")
        nav.pushViewController(detail, animated: false)
        XCTAssertEqual(bar.backButton.currentTitle, "Mailboxes")
        root.navigationItem.backButtonTitle = "Boxes"
        XCTAssertEqual(bar.backButton.currentTitle, "Boxes")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "All", style: .plain, target: nil, action: nil)
        XCTAssertEqual(bar.backButton.currentTitle, "All", "the back item's title wins")
        root.navigationItem.backBarButtonItem = nil
        root.navigationItem.backButtonTitle = nil
        root.navigationItem.backButtonDisplayMode = .generic
        XCTAssertEqual(bar.backButton.currentTitle, "Back")
        root.navigationItem.backButtonDisplayMode = .minimal
        XCTAssertEqual(bar.backButton.currentTitle, "", "the chevron alone (the bar draws it, R203)")
        root.navigationItem.backButtonDisplayMode = .default
        root.title = "A title far too long for a back button"
        XCTAssertEqual(bar.backButton.currentTitle, "Back", "a title that does not fit becomes Back")
        // Left items replace the back button unless they supplement it.
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Close", style: .plain, target: nil, action: nil)
        XCTAssertTrue(bar.backButton.isHidden)
        detail.navigationItem.leftItemsSupplementBackButton = true
        bar.layoutIfNeeded()
        XCTAssertFalse(bar.backButton.isHidden)
        XCTAssertEqual(bar.leftItemViews[0].frame.minX, bar.backButton.frame.maxX + 8)
        detail.navigationItem.hidesBackButton = true
        XCTAssertTrue(bar.backButton.isHidden)
    }

    func testR170ATitleViewAndAPromptTakeTheirPlaces() async {
        let root = NamedController("Root")
        let segment = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 32))
        root.navigationItem.titleView = segment
        root.navigationItem.prompt = "Choose a photo"
        let nav = UINavigationController(rootViewController: root)
        _ = makeApp(root: nav)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.frame.height, 59 + 30 + 44, "a prompt adds 30 pt")
        XCTAssertEqual(root.view.safeAreaInsets.top, 133)
        XCTAssertEqual(bar.promptLabel.text, "Choose a photo")
        XCTAssertEqual(bar.promptLabel.frame, CGRect(x: 0, y: 59, width: 393, height: 30))
        XCTAssertTrue(segment.superview === bar.contentView)
        XCTAssertEqual(segment.frame, CGRect(x: 106.5, y: 59 + 30 + 6, width: 180, height: 32))
        XCTAssertTrue(bar.titleLabel.isHidden)
    }

    /// At 50 % of a scrubbed pop the items of both screens are in their places, the leaving ones
    /// at (1 − 0.5)² and the arriving ones at 0.5², the titles half way; a cancel restores the bar.
    func testR170MidPopItemsCrossFadeInPlaceAndACancelRestoresThem() async {
        let root = NamedController("Inbox")
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .compose, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: root)
        let app = makeApp(root: nav)
        let message = NamedController("Message")
        message.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .reply, target: nil, action: nil),
        ]
        nav.pushViewController(message, animated: false)
        app.advance(seconds: 0.1)
        let bar = nav.navigationBar
        let messageFrames = bar.rightItemViews.map(\.frame)
        XCTAssertEqual(messageFrames[0], CGRect(x: 355, y: 59, width: 22, height: 44))
        XCTAssertEqual(messageFrames[1], CGRect(x: 325, y: 59, width: 22, height: 44))
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        nav.popViewController(animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)

        // The arriving compose item, in place at p².
        XCTAssertEqual(bar.rightItemViews.count, 1)
        let compose = bar.rightItemViews[0]
        XCTAssertEqual(compose.layer.presentationProperties.frame, CGRect(x: 355, y: 59, width: 22, height: 44))
        XCTAssertEqual(drawnOpacity(compose, in: bar), 0.25, accuracy: 0.02)
        // The leaving trash and reply items, in place at (1 − p)².
        let leaving = bar.outgoingView.subviews.compactMap { $0 as? BarButtonView }
        XCTAssertEqual(leaving.map(\.item.systemItem), [.trash, .reply])
        XCTAssertEqual(leaving.map { $0.layer.presentationProperties.frame }, messageFrames)
        for view in leaving { XCTAssertEqual(drawnOpacity(view, in: bar), 0.25, accuracy: 0.02) }
        // The old title half way out to the right, the back label half way to the centre.
        XCTAssertEqual(
            bar.previousTitleLabel.layer.presentationProperties.frame.midX, 196.5 + (393 - 196.5) / 2, accuracy: 1)
        XCTAssertEqual(drawnOpacity(bar.titleLabel, in: bar), 0, accuracy: 0.02, "after the back label has gone")
        XCTAssertEqual(drawnOpacity(bar.previousBackLabel, in: bar), 0, accuracy: 0.02, "gone by half way")
        XCTAssertEqual(drawnOpacity(bar.previousTitleLabel, in: bar), 0.25, accuracy: 0.02, "leaving at (1 − p)²")

        delegate.interactor.cancel()
        app.advance(seconds: 1)
        XCTAssertTrue(nav.topViewController === message)
        XCTAssertEqual(bar.rightItemViews.map(\.item.systemItem), [.trash, .reply])
        XCTAssertEqual(bar.rightItemViews.map(\.frame), messageFrames)
        for view in bar.rightItemViews { XCTAssertEqual(drawnOpacity(view, in: bar), 1) }
        XCTAssertTrue(bar.outgoingView.subviews.allSatisfy { !($0 is BarButtonView) }, "nothing left outgoing")
        XCTAssertEqual(bar.backButton.currentTitle, "Inbox")
        XCTAssertEqual(opacity(bar.contentView), 1)
    }

    func testR170AnAnimatedItemChangeFades() async {
        let root = NamedController("List")
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: root)
        let app = makeApp(root: nav)
        let bar = nav.navigationBar
        let old = bar.leftItemViews[0]
        root.navigationItem.setLeftBarButton(
            UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil), animated: true)
        app.advance(seconds: 0.1)
        XCTAssertEqual(bar.leftItemViews[0].titleLabel.text, "Done")
        XCTAssertTrue(old.superview === bar.outgoingView)
        XCTAssertGreaterThan(opacity(bar.leftItemViews[0]), 0.2)
        XCTAssertLessThan(opacity(bar.leftItemViews[0]), 0.8)
        app.advance(seconds: 0.3)
        XCTAssertNil(old.superview)
        XCTAssertEqual(opacity(bar.leftItemViews[0]), 1)
    }
}
