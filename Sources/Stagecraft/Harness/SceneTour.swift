import Foundation
import UIKit

/// What the command line does without a display: renders the home screen and, for every scene of
/// the catalog, its first frame, a frame in the middle of the transition its first button starts,
/// and the frame after it, as PNGs with the device frame.
@MainActor
public struct SceneTour {
    /// The folder the frames go to.
    public var folder: String

    /// Creates a tour writing into `folder`.
    public init(folder: String) { self.folder = folder }

    /// Renders the tour of the simulators' catalog, each scene in a fresh simulator from
    /// `makeSimulator` (a scene may leave a transition in flight until a finger drives it);
    /// `progress` hears each file written. Throws when a simulator cannot be made or a file cannot
    /// be written.
    public func run(makeSimulator: () throws -> Simulator, progress: (String) -> Void) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let first = try makeSimulator()
        first.openHome()
        first.advance(seconds: 0.1)
        try write(first, "home", progress)
        for scene in first.catalog.scenes {
            let simulator = try makeSimulator()
            simulator.diagnosticLog.printsToConsole = false
            simulator.rootViewController = scene.make()
            simulator.advance(seconds: 0.5)
            try write(simulator, scene.id, progress)
            guard let control = Self.firstButton(in: simulator.window) ?? Self.firstControl(in: simulator.window)
            else { continue }
            simulator.tap(control)
            simulator.advance(seconds: 0.15)
            try write(simulator, "\(scene.id)-mid", progress)
            simulator.advance(seconds: 1.3)
            try write(simulator, "\(scene.id)-after", progress)
        }
    }

    private func write(_ simulator: Simulator, _ name: String, _ progress: (String) -> Void) throws {
        let path = "\(folder)/\(name).png"
        try simulator.screenshot(to: path, includeDeviceFrame: true)
        progress(path)
    }

    /// The front-most visible, enabled control smaller than the screen (a thumbnail, a tab item),
    /// for scenes whose first action is not a titled button.
    static func firstControl(in window: UIWindow) -> UIControl? {
        func search(_ view: UIView) -> UIControl? {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return nil }
            if let control = view as? UIControl, control.isEnabled {
                let frame = control.convert(control.bounds, to: nil)
                if window.bounds.intersects(frame) && frame.width < window.bounds.width * 0.9 { return control }
            }
            for subview in view.subviews.reversed() {
                if let found = search(subview) { return found }
            }
            return nil
        }
        return search(window)
    }

    /// The front-most visible, enabled button with a title, searching front to back.
    static func firstButton(in window: UIWindow) -> UIButton? {
        func search(_ view: UIView) -> UIButton? {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return nil }
            if let button = view as? UIButton, button.isEnabled, !(button.currentTitle ?? "").isEmpty,
                window.bounds.intersects(button.convert(button.bounds, to: nil))
            {
                return button
            }
            for subview in view.subviews.reversed() {
                if let found = search(subview) { return found }
            }
            return nil
        }
        return search(window)
    }
}
