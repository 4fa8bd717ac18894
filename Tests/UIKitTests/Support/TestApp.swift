import Foundation
import XCTest

@testable import UIKit

/// A headless app for UIKit-only tests: its own media clock, screen, application, window and logs,
/// driven by hand (no SDL).
@MainActor
final class TestApp {
    let clock = MediaClock(time: 0)
    let window: UIWindow
    let events = EventLog()
    let diagnostics = DiagnosticLog()

    init(
        root: UIViewController? = nil, size: CGSize = CGSize(width: 393, height: 852), safeArea: UIEdgeInsets = .zero,
        displayCornerRadius: CGFloat = 0
    ) {
        // A new app: the previous one's state goes first, then this app's objects become current.
        UIKitRuntime.reset()
        clock.makeCurrent()
        events.makeCurrent()
        diagnostics.printsToConsole = false
        diagnostics.makeCurrent()
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1)
        screen.displayCornerRadius = displayCornerRadius
        screen.makeCurrent()
        UIApplication().makeCurrent()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.deviceSafeAreaInsets = safeArea
        window.rootViewController = root
        window.makeKeyAndVisible()
        events.removeAll()
    }

    /// Advances media time in 60 Hz frames, running the frame cycle each frame.
    func advance(seconds: Double) {
        let end = clock.time + seconds
        while clock.time + 1.0 / 60 <= end + 1e-9 {
            clock.advance(by: 1.0 / 60)
            FrameCycle.run(windows: [window])
        }
        clock.advance(to: end)
        FrameCycle.run(windows: [window])
    }

    /// Diagnostic names so far.
    var diagnosticNames: [String] { diagnostics.entries.map(\.name) }
}

/// A view controller that logs nothing itself (the framework logs its appearance calls) and has a
/// title for readable logs.
@MainActor
final class NamedController: UIViewController {
    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
