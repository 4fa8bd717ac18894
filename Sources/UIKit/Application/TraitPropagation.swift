import Foundation

/// Tells views and view controllers that their traits changed (R213): after a change to the
/// window's traits (appearance, text size, rotation) or to an `overrideUserInterfaceStyle`, every
/// environment below whose traits differ from before is told, environment before contents — the
/// window, then each controller just before its view, each view before its subviews, a
/// controller's children and presented controller after its own view tree. A view first re-resolves
/// what it draws (dynamic colours, fonts that adjust), then hears `traitCollectionDidChange(_:)`,
/// then its `registerForTraitChanges` handlers, all with its new traits as `UITraitCollection.current`.
@MainActor
enum TraitPropagation {
    /// The traits every environment under a root had, in telling order.
    struct Snapshot {
        fileprivate var entries: [(environment: UITraitEnvironment, traits: UITraitCollection)]
    }

    /// Notes the traits of everything under `root` (a view, window or view controller).
    static func snapshot(under root: AnyObject) -> Snapshot {
        Snapshot(entries: environments(under: root).map { ($0, $0.traitCollection) })
    }

    /// Tells each environment of `snapshot` whose traits are not what they were.
    static func tell(_ snapshot: Snapshot) {
        for (environment, previous) in snapshot.entries {
            let now = environment.traitCollection
            guard now != previous else { continue }
            (environment as? UIView)?.refreshTraitDependentContent()
            now.performAsCurrent {
                environment.traitCollectionDidChange(previous)
                (environment as? any UITraitChangeObservable)?.runTraitChangeHandlers(previous: previous)
            }
        }
    }

    /// Runs `change` and tells what it changed under `root`.
    static func change(under root: AnyObject, _ change: () -> Void) {
        let before = snapshot(under: root)
        change()
        tell(before)
    }

    /// Everything under `root`, in telling order, each once.
    static func environments(under root: AnyObject) -> [UITraitEnvironment] {
        var result: [UITraitEnvironment] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ environment: UITraitEnvironment) -> Bool {
            guard seen.insert(ObjectIdentifier(environment)).inserted else { return false }
            result.append(environment)
            return true
        }
        func visit(view: UIView) {
            guard add(view) else { return }
            for subview in view.subviews {
                if let controller = subview.owningViewController as? UIViewController,
                    controller.viewIfLoaded === subview
                {
                    visit(controller: controller)
                } else {
                    visit(view: subview)
                }
            }
        }
        func visit(controller: UIViewController) {
            guard add(controller) else { return }
            if let view = controller.viewIfLoaded { visit(view: view) }
            for child in controller.children { visit(controller: child) }
            if let presented = controller.presentedViewController { visit(controller: presented) }
        }
        if let window = root as? UIWindow {
            visit(view: window)
            if let controller = window.rootViewController { visit(controller: controller) }
        } else if let view = root as? UIView {
            visit(view: view)
        } else if let controller = root as? UIViewController {
            visit(controller: controller)
        }
        return result
    }
}
