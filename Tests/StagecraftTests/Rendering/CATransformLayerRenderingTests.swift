import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// `CATransformLayer` (R287): sublayers keep their 3D positions (not flattened into its plane) and
/// are drawn back to front by depth; its own background is not drawn and its opacity applies to
/// each sublayer alone.
@MainActor
final class CATransformLayerRenderingTests: XCTestCase {
    override func setUp() async throws {
        await MainActor.run {
            UIKitRuntime.reset()
            MediaClock(time: 10).makeCurrent()
        }
    }

    private func face(_ color: CGColor, _ transform: CATransform3D, size: CGFloat = 100) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        layer.position = CGPoint(x: 100, y: 100)
        layer.backgroundColor = color
        layer.transform = transform
        return layer
    }

    /// Two overlapping faces: the red one added last but 20 pt behind the blue one.
    private func twoFaces(in container: CALayer) -> CALayer {
        let blue = face(CGColor(red: 0, green: 0, blue: 1, alpha: 1), CATransform3DMakeTranslation(0, 0, 20))
        let red = face(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CATransform3DMakeTranslation(30, 0, 0))
        container.addSublayer(blue)
        container.addSublayer(red)
        return container
    }

    private func root(_ content: CALayer) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        root.sublayerTransform = perspective
        content.frame = root.bounds
        root.addSublayer(content)
        return root
    }

    func testR287DepthDecidesTheOrderNotTheSublayerOrder() async throws {
        let transformLayer = twoFaces(in: CATransformLayer())
        let canvas = try renderOnWhite(root(transformLayer), width: 200, height: 200).canvas
        // They overlap around x 110: the nearer blue face is on top although added first.
        assertPixel(canvas, 110, 100, is: (0, 0, 255), "R287: nearer face on top")
    }

    func testR287APlainLayerFlattensAndKeepsSublayerOrder() async throws {
        let plain = twoFaces(in: CALayer())
        let canvas = try renderOnWhite(root(plain), width: 200, height: 200).canvas
        assertPixel(canvas, 110, 100, is: (255, 0, 0), "flattened: the later sublayer on top")
    }

    func testR287OwnBackgroundIsIgnoredAndOpacityAppliesPerSublayer() async throws {
        let transformLayer = CATransformLayer()
        transformLayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        transformLayer.opacity = 0.5
        _ = twoFaces(in: transformLayer)
        let canvas = try renderOnWhite(root(transformLayer), width: 200, height: 200).canvas
        assertPixel(canvas, 10, 10, is: (255, 255, 255), "no background of its own")
        // No group: red at 50 % over blue at 50 % over white (blue is nearer, so drawn last).
        // Red at half over white is (255, 128, 128); blue at half over that (128, 64, 191). A
        // group would show only the blue face at half: (128, 128, 255).
        assertPixel(canvas, 110, 100, is: (128, 64, 191), tolerance: 3, "both faces show through each other")
    }

    func testR287ParentPerspectiveAppliesToTrueDepth() async throws {
        // A face 100 pt nearer than the screen is drawn larger under the parent's perspective.
        let transformLayer = CATransformLayer()
        let near = face(CGColor(gray: 0, alpha: 1), CATransform3DMakeTranslation(0, 0, 100), size: 50)
        transformLayer.addSublayer(near)
        let canvas = try renderOnWhite(root(transformLayer), width: 200, height: 200).canvas
        // 50 pt at z 100 with d = 500 spans 50 × 500/400 = 62.5 pt: up to x 131.
        assertPixel(canvas, 129, 100, is: (0, 0, 0), "enlarged by the perspective")
        assertPixel(canvas, 134, 100, is: (255, 255, 255))
    }

    func testR287HitTestNeverReturnsTheTransformLayer() async throws {
        let transformLayer = CATransformLayer()
        transformLayer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let inner = CALayer()
        inner.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        transformLayer.addSublayer(inner)
        XCTAssertTrue(transformLayer.hitTest(CGPoint(x: 10, y: 10)) === inner)
        XCTAssertNil(transformLayer.hitTest(CGPoint(x: 150, y: 150)), "no plane of its own to hit")
    }

    /// A cube of six coloured faces in a transform layer, turned 30° about y and 20° about x, under
    /// the parent's perspective: the three faces towards the viewer show, the back three are hidden
    /// behind them.
    func testR287CubeGolden() async throws {
        let cube = CATransformLayer()
        let half: CGFloat = 50
        let colors: [CGColor] = [
            CGColor(red: 0.95, green: 0.3, blue: 0.3, alpha: 1), CGColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1),
            CGColor(red: 0.3, green: 0.45, blue: 0.95, alpha: 1), CGColor(red: 0.95, green: 0.8, blue: 0.2, alpha: 1),
            CGColor(red: 0.6, green: 0.35, blue: 0.85, alpha: 1), CGColor(red: 0.2, green: 0.8, blue: 0.85, alpha: 1),
        ]
        let faces: [CATransform3D] = [
            CATransform3DMakeTranslation(0, 0, half),  // front
            CATransform3DRotate(CATransform3DMakeTranslation(half, 0, 0), .pi / 2, 0, 1, 0),  // right
            CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -half), .pi, 0, 1, 0),  // back
            CATransform3DRotate(CATransform3DMakeTranslation(-half, 0, 0), -.pi / 2, 0, 1, 0),  // left
            CATransform3DRotate(CATransform3DMakeTranslation(0, -half, 0), .pi / 2, 1, 0, 0),  // top
            CATransform3DRotate(CATransform3DMakeTranslation(0, half, 0), -.pi / 2, 1, 0, 0),  // bottom
        ]
        for (color, transform) in zip(colors, faces) {
            let side = face(color, transform)
            side.borderWidth = 2
            side.borderColor = CGColor(gray: 0.15, alpha: 1)
            cube.addSublayer(side)
        }
        let turned = CATransform3DRotate(CATransform3DMakeRotation(-.pi / 6, 0, 1, 0), -.pi / 9, 1, 0, 0)
        cube.transform = turned
        let scene = root(cube)
        scene.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        let canvas = try renderOnWhite(scene, width: 200, height: 200).canvas
        // The front (red) faces the viewer; the back (blue) is hidden.
        let centre = canvas.pixel(x: 100, y: 105)
        XCTAssertGreaterThan(Int(centre.r), 200, "the front face covers the centre: \(centre)")
        try assertGolden(canvas, named: "layers-transform-cube")
    }
}
