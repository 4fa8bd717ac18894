import Foundation
import UIKit

/// The scenes an app shows in the host: what `Simulator(scenes:)`, the tour, scripts and the
/// command line open by id. The host knows no scenes of its own; the `stagecraft` executable
/// passes the gallery's catalog, a user's package passes its own.
public struct SceneCatalog: Sendable {
    /// Makes a home screen; `host` opens scenes for it or hears which one it shows.
    public typealias HomeFactory = @MainActor @Sendable (_ catalog: SceneCatalog, _ host: HomeHost) -> UIViewController

    /// The app's name: the window title, the heading of the plain scene list, the command's help.
    public var title: String
    /// Every scene, in home-screen order.
    public var scenes: [Scene]
    /// Folders `UIImage(named:)` searches for the scenes' images (registered by every `Simulator`).
    public var assetDirectories: [URL]
    /// The catalog's own home screen; nil shows the host's plain list (`SceneListViewController`).
    public var home: HomeFactory?

    /// Creates a catalog.
    public init(title: String, scenes: [Scene], assetDirectories: [URL] = [], home: HomeFactory? = nil) {
        self.title = title
        self.scenes = scenes
        self.assetDirectories = assetDirectories
        self.home = home
    }

    /// No scenes: what a `Simulator` has when it is given a root view controller directly.
    public static let empty = SceneCatalog(title: "Stagecraft", scenes: [])

    /// The scene ids, in home-screen order.
    public var ids: [String] { scenes.map(\.id) }

    /// The scene with an id (case-insensitive), if it exists.
    public func scene(id: String) -> Scene? {
        scenes.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }

    /// Makes the home screen: the catalog's own, or the plain list of its scenes.
    @MainActor
    public func makeHome(host: HomeHost) -> UIViewController {
        if let home { return home(self, host) }
        return SceneListViewController(catalog: self, open: host.open)
    }
}

/// What the host gives a home screen: two ways to show a scene. A home that is a list replacing
/// itself calls `open`; a home that shows scenes inside itself — pushed on its navigation
/// controller or presented over it, as the gallery's does — calls `showing` with the scene when it
/// appears and with nil when the list is back, so the host knows which scene is on screen (its
/// expected diagnostics, screenshots' names, where an input recording restarts).
@MainActor
public struct HomeHost {
    /// Replaces the home screen by the scene (its root view controller becomes the window's).
    public var open: @MainActor (Scene) -> Void
    /// The home shows `scene` inside itself (nil: its list is back on screen).
    public var showing: @MainActor (Scene?) -> Void

    /// Creates a host.
    public init(open: @escaping @MainActor (Scene) -> Void, showing: @escaping @MainActor (Scene?) -> Void) {
        self.open = open
        self.showing = showing
    }
}
