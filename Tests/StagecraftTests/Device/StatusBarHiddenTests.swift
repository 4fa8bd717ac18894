import Stagecraft
import UIKit
import XCTest

/// `prefersStatusBarHidden` (R241): the controller that decides the status bar's appearance hides
/// it, and the chrome leaves out the time and battery.
@MainActor
final class StatusBarHiddenTests: XCTestCase {
    private final class Screen: UIViewController {
        var hidesBar = false
        override var prefersStatusBarHidden: Bool { hidesBar }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
    }

    private final class Container: UIViewController {
        let content = Screen()
        override var childForStatusBarHidden: UIViewController? { content }
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(content)
            view.addSubview(content.view)
            content.didMove(toParent: self)
        }
    }

    /// The number of dark pixels where the status bar's time and battery sit (left and right of
    /// the sensor housing).
    private func inkInStatusBar(_ sim: Simulator) throws -> Int {
        let canvas = try sim.render(includeDeviceFrame: false)
        var dark = 0
        for y in 0..<50 {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).r < 100 {
                // The screen's rounded corners and the housing are black too: count beside them.
                if (30..<120).contains(x) || ((canvas.width - 120)..<(canvas.width - 30)).contains(x) { dark += 1 }
            }
        }
        return dark
    }

    func testR241TheCapturingControllerHidesTheStatusBar() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let root = Container()
        sim.rootViewController = root
        XCTAssertFalse(sim.window.effectiveStatusBarHidden)
        XCTAssertGreaterThan(try inkInStatusBar(sim), 100, "the time and battery are drawn")

        root.content.hidesBar = true
        root.setNeedsStatusBarAppearanceUpdate()
        XCTAssertTrue(sim.window.effectiveStatusBarHidden, "R241: asked through childForStatusBarHidden")
        XCTAssertEqual(try inkInStatusBar(sim), 0, "no status bar content")
        XCTAssertGreaterThan(root.view.safeAreaInsets.top, 40, "R241: the housing keeps the top inset")

        // A sheet does not capture the status bar: the root still decides; a full-screen cover does.
        let cover = Screen()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        sim.advance(seconds: 0.1)
        XCTAssertFalse(sim.window.effectiveStatusBarHidden, "the full-screen controller shows it")
        cover.hidesBar = true
        XCTAssertTrue(sim.window.effectiveStatusBarHidden)
    }
}
