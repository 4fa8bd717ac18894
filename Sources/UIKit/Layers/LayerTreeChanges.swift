import Foundation

/// Tracks whether anything visible changed since the host last drew, so an idle simulator draws nothing.
@preconcurrency @MainActor
public enum LayerTreeChanges {
    /// Whether a layer, view or content changed since `consume()` was last called.
    public private(set) static var isDirty: Bool {
        get { UIKitRuntime.current.layerTreeIsDirty }
        set { UIKitRuntime.current.layerTreeIsDirty = newValue }
    }

    /// Marks the tree as changed.
    public static func invalidate() { isDirty = true }

    /// Bumped whenever model geometry that can move a view relative to its window changes (bounds,
    /// position, anchor point, transforms, the tree's shape) or an inset source changes, so the
    /// layout pass knows when safe areas must be measured again (`UIWindow.updateSafeAreaInsets`).
    public private(set) static var geometryGeneration = 0

    /// Marks geometry as changed (and the tree as changed).
    public static func invalidateGeometry() {
        geometryGeneration &+= 1
        isDirty = true
    }

    /// Returns whether the tree changed and clears the flag.
    public static func consume() -> Bool {
        defer { isDirty = false }
        return isDirty
    }
}
