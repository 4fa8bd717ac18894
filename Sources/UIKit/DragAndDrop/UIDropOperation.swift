import Foundation

/// What a drop would do with the items (R342), with UIKit's raw values.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drop is not wanted here; the preview flies back.
    case cancel = 0
    /// Wanted in general but not now (the preview shows a forbidden badge); flies back.
    case forbidden = 1
    /// The items are copied (the preview shows a green plus).
    case copy = 2
    /// The items are moved (only within the app, and when the session allows it).
    case move = 3
}

/// What a drop target would do if the user dropped now (R342).
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// The operation.
    public let operation: UIDropOperation
    /// Whether the drop wants precise placement (the preview is offset above the finger; iPad).
    open var isPrecise = false
    /// Whether the preview should be shown at full size.
    open var prefersFullSizePreview = false

    /// A proposal to perform `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
