import Foundation

/// Where the framework gets its text measurements.
@preconcurrency @MainActor
public enum TextMetrics {
    /// The installed measurer. Until a host installs a real one, an estimate is used and
    /// `isEstimated` is true (only plain UIKit unit tests run that way).
    public static var current: TextMeasuring = EstimatedTextMetrics() {
        didSet { LayerTreeChanges.invalidate() }
    }

    /// Whether text sizes are estimates (no font engine installed).
    public static var isEstimated: Bool { current is EstimatedTextMetrics }
}
