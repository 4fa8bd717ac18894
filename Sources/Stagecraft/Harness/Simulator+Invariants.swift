import Foundation
import UIKit

/// The app's state checked against what UIKit guarantees (docs/testing.md, "Invariants"): what
/// the fuzz and soak tests check after every action, and what a test can assert at any moment.
extension Simulator {
    /// Checks what must hold now and returns what does not (empty when all is well).
    ///
    /// Always: every presented controller's `presentingViewController` presents it back, and a
    /// presented controller is presented once. At rest — no transition in flight and no finger
    /// down — also: each controller's appearance has settled (appeared or disappeared, R160), a
    /// loaded controller is appeared exactly when its view is in the window (a sheet's or an
    /// over-full-screen presentation's presenter stays appeared in the window, as it gets no
    /// appearance calls; a layout-to-layout push's covered controller shares the collection view
    /// of the one on top), nobody holds a `transitionCoordinator`, no controller says it is being
    /// presented or dismissed, every presentation container (`UITransitionView`) in the window
    /// belongs to a presentation, and touches are not ignored (R18). A rotation under way is not
    /// rest: its coordinator is every presented controller's `transitionCoordinator` (R100).
    ///
    /// With `settled` (the caller stopped giving input and waited longer than any transition
    /// lasts), a transition still in flight is a violation too — unless it is interactive, its
    /// interaction controller was never driven (`interactionNotDriven`) and the scene provokes
    /// that on purpose: on iOS that transition waits for its gesture forever (`Scene.expectedDiagnostics`).
    public func checkInvariants(settled: Bool = false) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        func report(_ name: String, _ message: String) {
            violations.append(InvariantViolation(name: name, message: message))
        }
        let controllers = reachableControllers()
        checkPresentationChains(controllers, report: report)

        let inFlight = UIKitRuntime.transitionsInFlight
        if settled {
            let expected = currentScene?.expectedDiagnostics ?? []
            for transition in inFlight {
                if transition.reportedNotDriven && expected.contains("interactionNotDriven") { continue }
                report(
                    "transitionStuck",
                    "\(transition.name) is still in flight after input stopped and more than its duration (\(ViewTreeDump.number(transition.duration)) s) passed\(transition.reportedHung ? " (its animator never called completeTransition, R19)" : "")\(transition.reportedNotDriven ? " (interactive, and nothing drives it)" : "")"
                )
            }
        }
        // A page view controller turning a page is a transition of its own (R246).
        // So is a container swapping children with transition(from:to:…) (R188).
        let turningPage = controllers.contains {
            ($0 as? UIPageViewController)?.isTurningPage == true || $0.childTransitionsUnderWay > 0
        }
        guard inFlight.isEmpty, !isTouching, !isRotating, !turningPage else { return violations }

        for controller in controllers {
            let name = Self.describe(controller)
            let state = controller.appearanceState
            if state == "appearing" || state == "disappearing" {
                report("appearanceUnsettled", "\(name) is still \(state) with no transition in flight")
            }
            if let view = controller.viewIfLoaded, !forwardingStops(above: controller) {
                let inWindow = view.window === window
                if state == "appeared", !inWindow {
                    report("appearedButNotInWindow", "\(name) is appeared but its view is not in the window")
                } else if state == "disappeared", inWindow,
                    !Self.isShownByAnother(view, than: controller, in: controllers)
                {
                    report("inWindowButNotAppeared", "\(name)'s view is in the window but it is disappeared")
                }
            }
            if controller.ownCoordinatorForInspection != nil {
                report(
                    "transitionCoordinatorAtRest", "\(name) holds a transitionCoordinator with no transition in flight")
            }
            if controller.isBeingPresented || controller.isBeingDismissed {
                report(
                    "beingPresentedAtRest",
                    "\(name) says it is being \(controller.isBeingPresented ? "presented" : "dismissed") with no transition in flight (R11)"
                )
            }
        }
        let containers = Set(
            controllers.compactMap { $0.presentedViewController?.presentationController?.containerView }.map {
                ObjectIdentifier($0)
            })
        for view in Self.presentationContainers(in: window) where !containers.contains(ObjectIdentifier(view)) {
            report(
                "strayTransitionView",
                "a UITransitionView (\(ViewTreeDump.format(view.frame)), \(view.subviews.count) subviews) is in the window but no presentation owns it"
            )
        }
        if application.isIgnoringInteractionEvents {
            report("inputIgnoredAtRest", "the app still ignores interaction events with no transition in flight (R18)")
        }
        return violations
    }

    /// Whether the interface is turning (the window's rotation animation runs, R104).
    public var isRotating: Bool { !(window.layer.animationKeys() ?? []).isEmpty }

    /// Every controller of the window's tree: the root, children, and presented controllers, each once.
    public func reachableControllers() -> [UIViewController] {
        var seen = Set<ObjectIdentifier>()
        var result: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            result.append(controller)
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = window.rootViewController { visit(root) }
        return result
    }

    private func checkPresentationChains(
        _ controllers: [UIViewController], report: (String, String) -> Void
    ) {
        for controller in controllers {
            guard let presented = controller.presentedViewController else { continue }
            guard let presenting = presented.presentingViewController else {
                report(
                    "presentationChainBroken",
                    "\(Self.describe(controller)) presents \(Self.describe(presented)), whose presentingViewController is nil"
                )
                continue
            }
            if presenting.presentedViewController !== presented {
                report(
                    "presentationChainBroken",
                    "\(Self.describe(presented)) names \(Self.describe(presenting)) as its presenter, which presents \(presenting.presentedViewController.map(Self.describe) ?? "nothing")"
                )
            }
        }
    }

    /// Whether some ancestor does not forward appearance calls (its children's appearance is its business).
    private func forwardingStops(above controller: UIViewController) -> Bool {
        var parent = controller.parent
        while let current = parent {
            if !current.shouldAutomaticallyForwardAppearanceMethods { return true }
            parent = current.parent
        }
        return false
    }

    /// Whether an appeared controller shows the same view: a layout-to-layout push's controllers
    /// share one collection view (`useLayoutToLayoutNavigationTransitions`).
    private static func isShownByAnother(
        _ view: UIView, than controller: UIViewController, in controllers: [UIViewController]
    ) -> Bool {
        controllers.contains { $0 !== controller && $0.viewIfLoaded === view && $0.appearanceState == "appeared" }
    }

    static func describe(_ controller: UIViewController) -> String {
        let type = String(describing: Swift.type(of: controller))
        if let title = controller.title, !title.isEmpty, title != type { return "\(type) \"\(title)\"" }
        return type
    }

    static func presentationContainers(in view: UIView) -> [UIView] {
        (UIKitRuntime.isPresentationContainer(view) ? [view] : []) + view.subviews.flatMap(presentationContainers)
    }
}
