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
    /// For an app that launches from its delegate (R335): makes the app delegate and, for a
    /// scene-based app, the scene delegate its Info.plist would name. Such a scene is opened with
    /// `Simulator.launch(appDelegate:sceneDelegate:)`, and `make` gives the window's root
    /// controller after that launch.
    public var app: AppEntry?

    /// How an app launched from its delegate is made (R335).
    public struct AppEntry: Sendable {
        /// Makes the app delegate.
        public var makeAppDelegate: @MainActor @Sendable () -> UIApplicationDelegate
        /// Makes the scene delegate (the Info.plist's `UISceneDelegateClassName`); nil for an app
        /// that is not scene-based.
        public var makeSceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)?
    }

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

    /// A scene that is a whole app, launched from its delegate as iOS launches it (R335):
    /// `app` makes the app delegate (`{ AppDelegate() }`), `sceneDelegate` the scene delegate of a
    /// scene-based app (`{ SceneDelegate() }`, what the Info.plist's scene manifest names).
    public init(
        id: String, title: String, summary: String, expectedDiagnostics: Set<String> = [],
        app: @escaping @MainActor @Sendable () -> UIApplicationDelegate,
        sceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)? = nil
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.expectedDiagnostics = expectedDiagnostics
        self.app = AppEntry(makeAppDelegate: app, makeSceneDelegate: sceneDelegate)
        self.make = {
            // Only reached when something shows the scene without launching it: a plain
            // controller saying so (the simulator launches app scenes, `Simulator.show`).
            let controller = UIViewController()
            controller.view.backgroundColor = .black
            return controller
        }
    }
}
