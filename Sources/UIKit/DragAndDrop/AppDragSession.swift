import Foundation

/// The drag session of a drag in this app (R342): the items, the touch, the source's context.
@MainActor
final class AppDragSession: NSObject, UIDragSession {
    /// The interaction it began on.
    private(set) weak var source: UIDragInteraction?
    private weak var window: UIWindow?
    var items: [UIDragItem] = []
    var localContext: Any?
    /// The touch, in window coordinates.
    var touchInWindow: CGPoint = .zero
    var allowsMoveOperation = true
    /// A single-app simulator: drags never leave the app.
    var isRestrictedToDraggingApplication: Bool { true }

    init(source: UIDragInteraction, window: UIWindow) {
        self.source = source
        self.window = window
        super.init()
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return touchInWindow }
        return window.convert(touchInWindow, to: view)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

/// The drop session of a drag in this app, as drop targets see it (R342).
@MainActor
final class AppDropSession: NSObject, UIDropSession {
    let drag: AppDragSession
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    nonisolated let progress = Progress(totalUnitCount: 1)
    /// Loads asked for during `performDrop`, run once it returns (UIKit calls back on the main
    /// queue, after the delegate method).
    var pendingLoads: [() -> Void] = []
    /// Whether a target is performing the drop (loads are allowed only then).
    var isPerformingDrop = false

    init(drag: AppDragSession) {
        self.drag = drag
        super.init()
    }

    var items: [UIDragItem] { drag.items }
    var localDragSession: UIDragSession? { drag }
    var allowsMoveOperation: Bool { drag.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { true }
    func location(in view: UIView) -> CGPoint { drag.location(in: view) }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        drag.hasItemsConforming(toTypeIdentifiers: typeIdentifiers)
    }
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool { drag.canLoadObjects(ofClass: aClass) }

    @discardableResult
    func loadObjects(
        ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void
    ) -> Progress {
        let result = Progress(totalUnitCount: Int64(items.count))
        guard isPerformingDrop else {
            DiagnosticLog.current.report(
                "dropLoadOutsidePerformDrop",
                "loadObjects(ofClass:) was called outside dropInteraction(_:performDrop:) (or a collection or table view's performDropWith): UIKit loads a drop's data only while it is performed, and hands nothing back",
                rule: "R342")
            return result
        }
        let providers = items.map(\.itemProvider)
        pendingLoads.append {
            let objects = providers.compactMap { $0.objectNow(ofClass: aClass).0 }
            result.completedUnitCount = result.totalUnitCount
            completion(objects)
        }
        return result
    }

    /// Runs the loads asked for during `performDrop`.
    func runPendingLoads() {
        let loads = pendingLoads
        pendingLoads = []
        for load in loads { load() }
        progress.completedUnitCount = 1
    }
}
