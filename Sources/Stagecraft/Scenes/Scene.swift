import Foundation
import UIKit

/// One scene of a catalog: an id, a title, and a factory for its root view controller.
public struct Scene: Sendable {
    /// The scene id, as `--scene`, scripts and golden names write it (`S1`, `lab`…).
    public var id: String
    /// The title shown on the home screen.
    public var title: String
    /// One line on what it shows.
    public var summary: String
    /// Makes the scene's root view controller.
    public var make: @MainActor @Sendable () -> UIViewController
    /// Diagnostics the scene provokes on purpose (it shows the trap they explain), by name: the
    /// window shows them as expected, not as an error, and `Simulator.unexpectedDiagnostics`
    /// leaves them out.
    public var expectedDiagnostics: Set<String>

    /// Creates a scene.
    public init(
        id: String, title: String, summary: String, expectedDiagnostics: Set<String> = [],
        make: @escaping @MainActor @Sendable () -> UIViewController
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.expectedDiagnostics = expectedDiagnostics
        self.make = make
    }
}
