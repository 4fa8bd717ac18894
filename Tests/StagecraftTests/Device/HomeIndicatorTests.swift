import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// R259: the home indicator hides after a while without touches when the app lets it, and comes
/// back on a touch; otherwise it always shows.
@MainActor
final class HomeIndicatorTests: XCTestCase {
    private final class PhotoController: UIViewController {
        var hides = true
        override var prefersHomeIndicatorAutoHidden: Bool { hides }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
    }

    /// The darkest pixel in the middle of the indicator's bar.
    private func indicatorInk(_ sim: Simulator) throws -> Int {
        let canvas = try sim.render()
        let bar = try XCTUnwrap(sim.geometry.homeIndicator)
        return (Int(bar.minX + 20)..<Int(bar.maxX - 20)).map { Int(canvas.pixel(x: $0, y: Int(bar.midY)).r) }.min()
            ?? 255
    }

    func testR259TheIndicatorFadesAfterAWhileWithoutTouchesAndReturnsOnATouch() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let photo = PhotoController()
        sim.rootViewController = photo
        sim.advance(seconds: 0.5)
        XCTAssertLessThan(try indicatorInk(sim), 60, "shown at first")
        sim.advance(seconds: 2.2)
        XCTAssertGreaterThan(try indicatorInk(sim), 200, "faded after two seconds without a touch")
        _ = sim.tap(at: CGPoint(x: 200, y: 400))
        sim.advance(seconds: 0.4)
        XCTAssertLessThan(try indicatorInk(sim), 60, "back after the touch")
        sim.advance(seconds: 2.6)
        XCTAssertGreaterThan(try indicatorInk(sim), 200)
        // A controller that keeps it: shown again, however long nothing is touched.
        photo.hides = false
        photo.setNeedsUpdateOfHomeIndicatorAutoHidden()
        sim.advance(seconds: 5)
        XCTAssertLessThan(try indicatorInk(sim), 60)
    }

    func testR259ANavigationControllerDoesNotForwardUnlessItSaysSo() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let navigation = UINavigationController(rootViewController: PhotoController())
        sim.rootViewController = navigation
        sim.advance(seconds: 3)
        XCTAssertLessThan(try indicatorInk(sim), 60, "the navigation controller's own preference: shown")
    }
}
