import XCTest

@testable import UIKit

/// `value(forKeyPath:)` / `setValue(_:forKeyPath:)` for Core Animation's key paths, open geometry
/// properties, and the small gaps of issue #9 item 6 that live next to layers and controls.
@MainActor
final class CALayerKeyPathTests: XCTestCase {
    func testComponentKeyPathsReadTheLayersValues() async {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
        layer.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)

        XCTAssertEqual(layer.value(forKeyPath: "position.x") as? CGFloat, 10)
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size.height") as? CGFloat, 40)
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKeyPath: "opacity") as? Float, 1)
        XCTAssertNil(layer.value(forKeyPath: "position.w"))
    }

    func testSettingAComponentChangesThePropertyAndAnimatesInABlock() async {
        let app = TestApp(root: NamedController("Root"))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        app.window.rootViewController!.view.addSubview(view)

        UIView.animate(withDuration: 1) { view.layer.setValue(2, forKeyPath: "transform.scale") }

        XCTAssertEqual(view.layer.transform.m11, 2)
        XCTAssertEqual(view.layer.transform.m22, 2)
        XCTAssertEqual(view.layer.animationKeys(), ["transform"])
    }

    func testALayerSubclassCanOverrideTheGeometryProperties() async {
        final class TrackingLayer: CALayer {
            var boundsChanges = 0
            override var bounds: CGRect {
                didSet { boundsChanges += 1 }
            }
        }
        let layer = TrackingLayer()

        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)

        XCTAssertEqual(layer.boundsChanges, 1, "frame sets the bounds through the overridable property")
    }

    func testRoundedRectIsTheSystemType() async {
        XCTAssertEqual(UIButton(type: .roundedRect).buttonType, .system)
    }

    func testTheCoordinatorTakesAnAlongsideAnimationWithoutACompletion() async {
        let root = NamedController("Root")
        let app = TestApp(root: root)
        let presented = NamedController("Card")
        let dimming = UIView()
        dimming.alpha = 0
        root.view.addSubview(dimming)
        root.present(presented, animated: true)

        let accepted = presented.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 1 })
        app.advance(seconds: 1)

        XCTAssertEqual(accepted, true)
        XCTAssertEqual(dimming.alpha, 1)
    }
}
