import Foundation

/// What a drag session and a drop session share (R342): the items and the touch.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items dragged.
    var items: [UIDragItem] { get }
    /// The touch's location in `view`.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (rather than copy them).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays inside the app (always so on this single-app simulator).
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item offers data conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can make an object of `aClass`.
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// A drag as its source sees it (R342).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the drag (for drops inside the app).
    var localContext: Any? { get set }
}

/// How a drop shows loading progress.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// None.
    case none = 0
    /// The system's (shown when loading takes long).
    case `default` = 1
}

/// A drag as a drop target sees it (R342).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The progress of loading the drop's items (Foundation's `NSProgressReporting` on Apple platforms).
    var progress: Progress { get }
    /// The drag session, when the drag began in this app (always here).
    var localDragSession: UIDragSession? { get }
    /// How loading progress shows.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Makes an object of `aClass` from every item that can; `completion` runs on the main queue
    /// with them, in the items' order (call it in `performDrop`).
    @discardableResult
    func loadObjects(
        ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void
    ) -> Progress
}

extension UIDragDropSession {
    /// Whether some item can make a `String`, `URL` or `Data` (Apple's Swift overlay).
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}

extension UIDropSession {
    /// Makes `String`s, `URL`s or `Data` from the items (Apple's Swift overlay).
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(
        ofClass: T.Type, completion: @escaping ([T]) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self as NSItemProviderReading.Type) { objects in
            completion(
                objects.compactMap { object in
                    guard let bridged = object as? T._ObjectiveCType else { return nil }
                    var result: T?
                    T._forceBridgeFromObjectiveC(bridged, result: &result)
                    return result
                })
        }
    }
}
