import Foundation

/// Tracks whether anything visible changed since the host last drew, so an idle simulator draws nothing.
@MainActor
public enum LayerTreeChanges {
    /// Whether a layer, view or content changed since `consume()` was last called.
    public private(set) static var isDirty: Bool {
        get { UIKitRuntime.current.layerTreeIsDirty }
        set { UIKitRuntime.current.layerTreeIsDirty = newValue }
    }

    /// Marks the tree as changed.
    public static func invalidate() { isDirty = true }

    /// Returns whether the tree changed and clears the flag.
    public static func consume() -> Bool {
        defer { isDirty = false }
        return isDirty
    }
}
