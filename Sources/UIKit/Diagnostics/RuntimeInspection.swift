import Foundation

/// A transition in flight as the host's invariant checks see it (package-only: UIKit has no such API).
package struct InFlightTransition {
    /// E.g. "present B".
    package var name: String
    /// Whether a gesture drives it now.
    package var isInteractive: Bool
    /// Whether it has an interaction controller.
    package var hasInteractionController: Bool
    /// Whether `interactionNotDriven` was reported: interactive, and nothing drives it (R4).
    package var reportedNotDriven: Bool
    /// Whether `completeTransitionNotCalled` was reported: its animator never completed it (R19).
    package var reportedHung: Bool
    /// The animator's duration.
    package var duration: TimeInterval
    /// The container view the transition runs in.
    package var containerView: UIView
}

extension UIKitRuntime {
    /// Every transition in flight, oldest first.
    package static var transitionsInFlight: [InFlightTransition] {
        TransitionDriver.inFlight.map { driver in
            let context = driver.context
            return InFlightTransition(
                name: context.name, isInteractive: context.isInteractive,
                hasInteractionController: driver.interactor != nil, reportedNotDriven: context.reportedUndriven,
                reportedHung: context.reportedHung, duration: context.transitionDuration,
                containerView: context.containerView)
        }
    }

    /// Whether `view` is a presentation's container (UIKit's private `UITransitionView`).
    package static func isPresentationContainer(_ view: UIView) -> Bool { view is UITransitionView }
}

extension UIViewController {
    /// Where the controller is in its appearance calls (R160's state machine), as a word:
    /// `disappeared`, `appearing`, `appeared` or `disappearing`.
    package var appearanceState: String {
        switch appearance {
        case .disappeared: return "disappeared"
        case .appearing: return "appearing"
        case .appeared: return "appeared"
        case .disappearing: return "disappearing"
        }
    }

    /// The transition coordinator this controller holds itself (not its parent's), if any.
    package var ownCoordinatorForInspection: UIViewControllerTransitionCoordinator? { ownTransitionCoordinator }
}
