import XCTest

@testable import UIKit

/// A tab's controller that logs the `animated` flag of its appearance calls.
@MainActor
final class AppearanceFlagController: UIViewController {
    private(set) var flags: [String] = []

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) { flags.append("willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { flags.append("didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { flags.append("willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { flags.append("didDisappear(\(animated))") }
}

/// Slides the to-view in from the right, linearly, and records what the context said when it started.
@MainActor
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    private(set) var started = false
    private(set) var toViewWasInContainer = false
    private(set) var style: UIModalPresentationStyle?
    private(set) var frames: (fromInitial: CGRect, toInitial: CGRect, toFinal: CGRect)?
    private(set) var ended: [Bool] = []

    init(duration: TimeInterval = 0.4) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        started = true
        let fromVC = ctx.viewController(forKey: .from)!
        let toVC = ctx.viewController(forKey: .to)!
        let toView = ctx.view(forKey: .to)!
        toViewWasInContainer = toView.superview === ctx.containerView
        style = ctx.presentationStyle
        frames = (ctx.initialFrame(for: fromVC), ctx.initialFrame(for: toVC), ctx.finalFrame(for: toVC))
        let final = ctx.finalFrame(for: toVC)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        ctx.containerView.addSubview(toView)
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveLinear, animations: { toView.frame = final },
            completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A tab bar delegate with an optional animator and interaction controller; it logs its calls.
@MainActor
final class RecordingTabDelegate: NSObject, UITabBarControllerDelegate {
    var animator: TabSlideAnimator?
    var interactor: UIPercentDrivenInteractiveTransition?
    var allowsSelection = true
    private(set) var selected: [String] = []
    private(set) var animatorQueries = 0

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { allowsSelection }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.title ?? "?")
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animatorQueries += 1
        return animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interactor }
}

@MainActor
final class UITabBarControllerTests: XCTestCase {
    var app: TestApp!
    var tabs: UITabBarController!
    var first: AppearanceFlagController!
    var second: AppearanceFlagController!
    var third: AppearanceFlagController!
    var touches: TouchDriver!

    override func setUp() async throws {
        first = AppearanceFlagController("First")
        second = AppearanceFlagController("Second")
        third = AppearanceFlagController("Third")
        app = TestApp()  // resets UIKit's state before the controllers exist
        tabs = UITabBarController()
        tabs.viewControllers = [first, second, third]
        app.window.rootViewController = tabs
        app.advance(seconds: 0.05)
        touches = TouchDriver(app)
        app.events.removeAll()
    }

    /// Taps the centre of the bar button of tab `index`.
    private func tapTab(_ index: Int) {
        let button = tabs.tabBar.buttons[index]
        touches.press(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        app.advance(seconds: 1.0 / 60)
        touches.release()
    }

    private var appearanceLog: [String] {
        app.events.entries.filter { ["First.", "Second.", "Third."].contains(where: $0.hasPrefix) }
    }

    /// Only the selected tab loads and appears; the bar shows every tab's title, the selected one tinted.
    func testOnlyTheSelectedTabAppearsAtFirst() async {
        XCTAssertEqual(first.flags, ["willAppear(false)", "didAppear(false)"])
        XCTAssertFalse(second.isViewLoaded)
        XCTAssertTrue(first.view.superview === tabs.transitionView)
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text }, ["First", "Second", "Third"])
        XCTAssertEqual(tabs.tabBar.buttons.map(\.isSelected), [true, false, false])
        XCTAssertEqual(tabs.tabBar.buttons[0].titleLabel.textColor, .systemBlue)
        XCTAssertEqual(tabs.tabBar.buttons[1].titleLabel.textColor, .systemGray)
        XCTAssertTrue(first.tabBarController === tabs)
        XCTAssertEqual(tabs.selectedIndex, 0)
    }

    /// R97: without an animator a tap switches at once, with R6/R9 appearance order and animated false.
    func testTapWithoutAnimatorSwitchesImmediately() async {
        tapTab(1)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.selectedViewController === second)
        XCTAssertNil(app.window.subviews.first { $0 !== tabs.view }, "no transition chrome")
        XCTAssertEqual(
            appearanceLog,
            [
                "Second.viewDidLoad", "First.viewWillDisappear", "Second.viewWillAppear", "Second.viewDidAppear",
                "First.viewDidDisappear",
            ])
        XCTAssertEqual(second.flags, ["willAppear(false)", "didAppear(false)"])
        XCTAssertNil(first.view.superview, "the old tab's view leaves the hierarchy")
        XCTAssertTrue(second.view.superview === tabs.transitionView)
        XCTAssertEqual(second.view.frame, tabs.view.bounds)
        XCTAssertEqual(tabs.tabBar.buttons.map(\.isSelected), [false, true, false])
        XCTAssertTrue(tabs.tabBar.selectedItem === second.tabBarItem)
        XCTAssertNil(tabs.transitionCoordinator)
    }

    /// R97/R98: a programmatic change uses the delegate's animator: a `.none` one-to-one context
    /// (R30), the to-view added by the animator at the next frame (R67), the selection already the
    /// destination (R99), and no `didSelect`.
    func testProgrammaticSelectionUsesTheCustomAnimator() async {
        let delegate = RecordingTabDelegate()
        let animator = TabSlideAnimator()
        delegate.animator = animator
        tabs.delegate = delegate
        tabs.selectedIndex = 2
        XCTAssertEqual(delegate.animatorQueries, 1)
        XCTAssertFalse(animator.started, "R67: the animator starts at the next frame cycle")
        XCTAssertEqual(tabs.selectedIndex, 2, "R99")
        XCTAssertTrue(tabs.selectedViewController === third)
        XCTAssertTrue(tabs.tabBar.selectedItem === third.tabBarItem)
        XCTAssertNotNil(first.transitionCoordinator, "R63: the tabs see the container's coordinator")
        XCTAssertEqual(third.flags, ["willAppear(true)"])
        app.advance(seconds: 1.0 / 60)
        XCTAssertTrue(animator.started)
        XCTAssertFalse(animator.toViewWasInContainer, "R97: the animator adds the to-view")
        XCTAssertEqual(animator.style, UIModalPresentationStyle.none)
        let bounds = tabs.transitionView.bounds
        XCTAssertEqual(animator.frames?.fromInitial, bounds)
        XCTAssertEqual(animator.frames?.toInitial, .zero)
        XCTAssertEqual(animator.frames?.toFinal, bounds)
        app.advance(seconds: 0.2)
        let x = third.view.layer.presentationProperties.frame.minX
        XCTAssertEqual(x, bounds.width / 2, accuracy: bounds.width * 0.06, "halfway through a linear 0.4 s slide")
        XCTAssertTrue(first.view.superview === tabs.transitionView, "the from-view stays until completion")
        app.advance(seconds: 0.3)
        XCTAssertNil(tabs.transitionCoordinator)
        XCTAssertNil(first.view.superview)
        XCTAssertEqual(third.view.frame, tabs.view.bounds)
        XCTAssertEqual(animator.ended, [true])
        XCTAssertEqual(delegate.selected, [], "R98: didSelect is for user taps only")
        XCTAssertEqual(
            appearanceLog,
            [
                "Third.viewDidLoad", "First.viewWillDisappear", "Third.viewWillAppear", "Third.viewDidAppear",
                "First.viewDidDisappear",
            ])
    }

    /// R98: a tap asks shouldSelect, animates, and sends didSelect once the transition completed;
    /// shouldSelect false keeps the selection.
    func testDidSelectFollowsACompletedTap() async {
        let delegate = RecordingTabDelegate()
        delegate.animator = TabSlideAnimator()
        tabs.delegate = delegate
        delegate.allowsSelection = false
        tapTab(1)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(delegate.animatorQueries, 0)
        delegate.allowsSelection = true
        tapTab(1)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(delegate.selected, [], "not before the transition completed")
        app.advance(seconds: 0.6)
        XCTAssertEqual(delegate.selected, ["Second"])
        let log = app.events.entries
        let didAppear = log.firstIndex(of: "Second.viewDidAppear")!
        let didSelect = log.firstIndex(of: "tabBarDelegate.didSelect Second")!
        let ended = log.firstIndex(of: "animator.animationEnded(true)")!
        XCTAssertLessThan(didAppear, didSelect)
        XCTAssertLessThan(didSelect, ended)
        // Tapping the selected tab reports it again without a transition.
        tapTab(1)
        XCTAssertEqual(delegate.selected, ["Second", "Second"])
        XCTAssertEqual(delegate.animatorQueries, 1)
    }

    /// R99, R14, R15: a cancelled interactive switch restores the selection and the bar's
    /// highlight, sends no didSelect, and the appearance calls reverse.
    func testCancelledInteractiveSwitchRestoresTheSelection() async {
        let delegate = RecordingTabDelegate()
        let animator = TabSlideAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.animator = animator
        delegate.interactor = interactor
        tabs.delegate = delegate
        tapTab(1)
        app.advance(seconds: 1.0 / 60)
        interactor.update(0.4)
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(tabs.selectedIndex, 1, "R99: the destination while the transition runs")
        XCTAssertTrue(tabs.tabBar.selectedItem === second.tabBarItem)
        XCTAssertEqual(second.view.layer.presentationProperties.frame.minX, 0.6 * 393, accuracy: 1)
        interactor.cancel()
        app.advance(seconds: 0.5)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === first)
        XCTAssertTrue(tabs.tabBar.selectedItem === first.tabBarItem)
        XCTAssertEqual(tabs.tabBar.buttons.map(\.isSelected), [true, false, false])
        XCTAssertEqual(delegate.selected, [], "R99: no didSelect for a cancelled switch")
        XCTAssertEqual(animator.ended, [false])
        XCTAssertTrue(first.view.superview === tabs.transitionView)
        XCTAssertNil(second.view.superview)
        XCTAssertEqual(
            appearanceLog,
            [
                "Second.viewDidLoad", "First.viewWillDisappear", "Second.viewWillAppear", "Second.viewWillDisappear",
                "First.viewWillAppear", "First.viewDidAppear", "Second.viewDidDisappear",
            ])
        XCTAssertEqual(first.flags.suffix(3), ["willDisappear(true)", "willAppear(true)", "didAppear(true)"])
        XCTAssertNil(tabs.transitionCoordinator)
    }

    /// A tab switch ends like every transition: it retires, so `lastEndedTransition` records how it
    /// ended — here an interactive switch finished, then one cancelled (R99), as the strip shows them.
    func testInteractiveSwitchesAreRecordedAsTheLastEndedTransition() async throws {
        let delegate = RecordingTabDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.animator = TabSlideAnimator()
        delegate.interactor = interactor
        tabs.delegate = delegate
        XCTAssertNil(UIKitRuntime.lastEndedTransition)

        tapTab(1)
        app.advance(seconds: 1.0 / 60)
        interactor.update(0.6)
        let finishing = try XCTUnwrap(UIKitRuntime.currentTransition)
        interactor.finish()
        app.advance(seconds: 0.5)
        XCTAssertNil(UIKitRuntime.currentTransition)
        let finished = try XCTUnwrap(UIKitRuntime.lastEndedTransition)
        XCTAssertEqual(finished.id, finishing.id)
        XCTAssertEqual(finished.name, "select tab Second")
        XCTAssertEqual(finished.completed, true)
        XCTAssertEqual(finished.decision, .finish)
        XCTAssertFalse(finished.isCancelled)
        XCTAssertTrue(finished.initiallyInteractive)

        tapTab(2)
        app.advance(seconds: 1.0 / 60)
        interactor.update(0.2)
        let cancelling = try XCTUnwrap(UIKitRuntime.currentTransition)
        interactor.cancel()
        app.advance(seconds: 0.5)
        XCTAssertNil(UIKitRuntime.currentTransition)
        XCTAssertEqual(tabs.selectedIndex, 1, "R99: the cancel restored the selection")
        let cancelled = try XCTUnwrap(UIKitRuntime.lastEndedTransition)
        XCTAssertEqual(cancelled.id, cancelling.id)
        XCTAssertEqual(cancelled.name, "select tab Third")
        XCTAssertEqual(cancelled.completed, false)
        XCTAssertEqual(cancelled.decision, .cancel)
        XCTAssertTrue(cancelled.isCancelled)
    }

    /// R97: a switch without an animator ends at once, and is recorded as completed.
    func testSwitchWithoutAnimatorIsRecordedAsCompleted() async throws {
        tapTab(1)
        XCTAssertNil(UIKitRuntime.currentTransition)
        let ended = try XCTUnwrap(UIKitRuntime.lastEndedTransition)
        XCTAssertEqual(ended.name, "select tab Second")
        XCTAssertEqual(ended.completed, true)
        XCTAssertNil(ended.decision)
    }

    /// A second switch while one runs is refused with a diagnostic (and the first one still ends well).
    func testSwitchWhileTransitioningIsRefused() async {
        let delegate = RecordingTabDelegate()
        delegate.animator = TabSlideAnimator()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        app.advance(seconds: 0.1)
        tabs.selectedIndex = 2
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(app.diagnosticNames, ["tabTransitionInProgress"])
        XCTAssertEqual(delegate.animatorQueries, 1)
        app.advance(seconds: 0.5)
        XCTAssertTrue(second.view.superview === tabs.transitionView)
        tabs.selectedIndex = 2
        XCTAssertEqual(tabs.selectedIndex, 2)
    }

    /// The bar is 49 pt plus the home-indicator area at the bottom; a tab's safe area ends above it.
    func testTheBarIsInTheChildrensSafeArea() async {
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        tabs.view.setNeedsLayout()
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        XCTAssertEqual(first.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        XCTAssertEqual(tabs.view.safeAreaInsets.bottom, 34, "the container itself only has the device inset")
        tabs.selectedIndex = 1
        XCTAssertEqual(second.view.safeAreaInsets.bottom, 83)
    }

    /// Appearance calls of the tab bar controller reach the selected tab only.
    func testAppearanceIsForwardedToTheSelectedTabOnly() async {
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        XCTAssertTrue(second.isViewLoaded)
        app.events.removeAll()
        let cover = NamedController("Cover")
        cover.modalPresentationStyle = .fullScreen
        tabs.present(cover, animated: false)
        app.advance(seconds: 0.1)
        XCTAssertEqual(appearanceLog, ["First.viewWillDisappear", "First.viewDidDisappear"])
    }

    /// `setViewControllers` keeps the selected controller selected when it stays, and removes the rest.
    func testSetViewControllersKeepsTheSelectedController() async {
        tabs.selectedIndex = 1
        let fourth = NamedController("Fourth")
        tabs.setViewControllers([fourth, second], animated: false)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.selectedViewController === second)
        XCTAssertNil(first.parent)
        XCTAssertNil(third.parent)
        XCTAssertTrue(fourth.parent === tabs)
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text }, ["Fourth", "Second"])
        tabs.setViewControllers([third], animated: false)
        XCTAssertTrue(tabs.selectedViewController === third)
        XCTAssertTrue(third.view.superview === tabs.transitionView)
        XCTAssertNil(second.view.superview)
        XCTAssertEqual(second.flags.suffix(2), ["willDisappear(false)", "didDisappear(false)"])
    }
}
