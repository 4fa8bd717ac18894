import Foundation
import UIKit
import XCTest

@MainActor
final class CALayerGeometryTests: XCTestCase {
    private func layer(bounds: CGRect, position: CGPoint) -> CALayer {
        let layer = CALayer()
        layer.bounds = bounds
        layer.position = position
        return layer
    }

    func testFrameIsDerivedFromBoundsSizePositionAndCentredAnchor() async {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))

        // origin = position − anchor·size = (200 − 50, 100 − 25)
        XCTAssertEqual(l.frame, CGRect(x: 150, y: 75, width: 100, height: 50))
    }

    func testFrameWithTopLeftAnchorStartsAtThePosition() async {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))

        l.anchorPoint = .zero

        XCTAssertEqual(l.frame, CGRect(x: 200, y: 100, width: 100, height: 50))
    }

    func testChangingAnchorPointKeepsPositionAndMovesTheFrameAsOnIOS() async {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)

        l.anchorPoint = CGPoint(x: 0, y: 0.5)

        // position stays (50, 50); the left-edge midpoint now sits there: origin (50 − 0, 50 − 50)
        XCTAssertEqual(l.position, CGPoint(x: 50, y: 50))
        XCTAssertEqual(l.frame, CGRect(x: 50, y: 0, width: 100, height: 100))
    }

    func testSettingFrameSetsBoundsSizeAndPositionButKeepsBoundsOrigin() async {
        let l = CALayer()
        l.bounds = CGRect(x: 5, y: 5, width: 1, height: 1)
        l.anchorPoint = CGPoint(x: 0.25, y: 1)

        l.frame = CGRect(x: 10, y: 20, width: 100, height: 40)

        // position = origin + anchor·size = (10 + 25, 20 + 40)
        XCTAssertEqual(l.bounds, CGRect(x: 5, y: 5, width: 100, height: 40))
        XCTAssertEqual(l.position, CGPoint(x: 35, y: 60))
        XCTAssertEqual(l.frame, CGRect(x: 10, y: 20, width: 100, height: 40))
    }

    func testFrameOfAScaledLayerGrowsAboutTheAnchor() async {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 100, y: 100))

        l.transform = CATransform3DMakeScale(2, 2, 1)

        // 200×100 centred on (100, 100): origin (0, 50); bounds are untouched.
        XCTAssertEqual(l.frame, CGRect(x: 0, y: 50, width: 200, height: 100))
        XCTAssertEqual(l.bounds.size, CGSize(width: 100, height: 50))
    }

    func testFrameOfAQuarterTurnedLayerSwapsWidthAndHeight() async {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 100, y: 100))

        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

        // 50×100 centred on (100, 100): origin (75, 50)
        assertRect(l.frame, CGRect(x: 75, y: 50, width: 50, height: 100))
    }

    func testSettingFrameOfAScaledLayerDividesTheSizeByTheScale() async {
        let l = CALayer()
        l.transform = CATransform3DMakeScale(2, 2, 1)

        l.frame = CGRect(x: 0, y: 0, width: 200, height: 100)

        // bounds = 200×100 / 2; position = frame centre
        XCTAssertEqual(l.bounds.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(l.position, CGPoint(x: 100, y: 50))
        XCTAssertEqual(l.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testFrameOfAPerspectiveCardIsTheBoundingBoxOfItsProjectedCorners() async {
        let card = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 120), position: CGPoint(x: 196.5, y: 300))
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500

        card.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)

        // Corners relative to the anchor project to x ∈ [−60.47449, 42.61829], y ∈ [−72.56939, 72.56939]
        // (see CATransform3DTests), then shift by the position (196.5, 300).
        assertRect(
            card.frame,
            CGRect(x: 196.5 - 60.474_488_699, y: 300 - 72.569_386_439, width: 103.092_783_505, height: 145.138_772_877),
            accuracy: 1e-6)
    }

    func testBoundsOriginShiftsWhereSublayersAppear() async {
        let root = CALayer()
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(parent)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 50, width: 10, height: 10)
        parent.addSublayer(child)

        parent.bounds.origin = CGPoint(x: 0, y: 50)

        // Scrolling by 50: the child's top-left (0, 50) in the parent's space is the parent's visible top-left.
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: 0))
        XCTAssertEqual(parent.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testSublayerTransformScalesSublayersAboutTheAnchorOfTheParent() async {
        let root = CALayer()
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.addSublayer(parent)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        parent.addSublayer(child)

        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)

        // Child corner (10,10) is (110,110) in the parent; about the anchor (100,100): (10,10)·2 + 100 = (120,120).
        XCTAssertEqual(child.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: 120, y: 120))
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 100, y: 100))
        // The parent's own frame ignores its sublayerTransform.
        XCTAssertEqual(parent.frame, CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    func testSublayerOrderFollowsInsertionCalls() async {
        let parent = CALayer()
        let (a, b, c) = (CALayer(), CALayer(), CALayer())
        parent.addSublayer(a)
        parent.addSublayer(b)

        parent.insertSublayer(c, below: b)
        parent.insertSublayer(a, above: b)

        XCTAssertEqual(parent.sublayers?.map { ObjectIdentifier($0) }, [c, b, a].map { ObjectIdentifier($0) })
    }

    func testRemovingTheLastSublayerLeavesSublayersNilAsCoreAnimationDoes() async {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)

        child.removeFromSuperlayer()

        XCTAssertNil(parent.sublayers)
        XCTAssertNil(child.superlayer)
    }

    func testSettingSublayersAdoptsTheNewListAndDetachesTheOldAsCoreAnimationDoes() async {
        let parent = CALayer()
        let other = CALayer()
        let (a, b, c) = (CALayer(), CALayer(), CALayer())
        parent.addSublayer(a)
        parent.addSublayer(b)
        other.addSublayer(c)

        parent.sublayers = [c, b]

        XCTAssertEqual(parent.sublayers?.map { ObjectIdentifier($0) }, [c, b].map { ObjectIdentifier($0) })
        XCTAssertNil(a.superlayer, "a sublayer left out of the new list leaves the tree")
        XCTAssertTrue(c.superlayer === parent)
        XCTAssertNil(other.sublayers, "a layer moved into the list leaves its old superlayer")

        parent.sublayers = nil

        XCTAssertNil(parent.sublayers)
        XCTAssertNil(b.superlayer)
        XCTAssertNil(c.superlayer)
    }

    func testSublayersAddedOneByOneKeepTheirOrder() async {
        let parent = CALayer()
        let layers = (0..<2_000).map { _ in CALayer() }
        for layer in layers { parent.addSublayer(layer) }
        parent.insertSublayer(layers[1_999], at: 0)
        layers[0].removeFromSuperlayer()

        XCTAssertEqual(parent.sublayers?.count, 1_999)
        XCTAssertTrue(parent.sublayers?.first === layers[1_999])
        XCTAssertTrue(parent.sublayers?[1] === layers[1])
        XCTAssertTrue(parent.sublayers?.last === layers[1_998])
    }
}

/// The renderer and geometry read `transformToSuperlayer` for every layer of every frame; its
/// shortcut for an identity transform must give the product's bits.
@MainActor
final class TransformToSuperlayerShortcutTests: XCTestCase {
    func testIdentityTransformShortcutGivesTheBitsOfTheThreeFactorProduct() async {
        var generator = SystemRandomNumberGenerator()
        func random(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
        for i in 0..<500 {
            var p = LayerProperties()
            p.bounds = CGRect(x: random(-50...50), y: random(-50...50), width: random(0...500), height: random(0...900))
            p.position = CGPoint(x: random(-400...400), y: random(-900...900))
            p.anchorPoint = i.isMultiple(of: 3) ? CGPoint(x: 0.5, y: 0.5) : CGPoint(x: random(0...1), y: random(0...1))
            p.anchorPointZ = i.isMultiple(of: 4) ? 0 : random(-20...20)
            p.zPosition = i.isMultiple(of: 5) ? 0 : random(-20...20)
            XCTAssertEqual(
                p.transformToSuperlayer.rowMajor.map(\.bitPattern),
                p.transformToSuperlayerByProducts.rowMajor.map(\.bitPattern), "\(p)")
        }
    }
}
