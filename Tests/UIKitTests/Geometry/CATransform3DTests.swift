import Foundation
import UIKit
import XCTest

final class CATransform3DTests: XCTestCase {
    private func assertTransform(
        _ actual: CATransform3D, _ expected: CATransform3D, accuracy: CGFloat = geometryAccuracy,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (index, (a, e)) in zip(actual.rowMajor, expected.rowMajor).enumerated() {
            XCTAssertEqual(
                a, e, accuracy: accuracy, "m\(index / 4 + 1)\(index % 4 + 1) of \(actual)", file: file, line: line)
        }
    }

    // MARK: Make functions

    func testIdentityIsTheUnitMatrixAndIsIdentity() {
        let t = CATransform3DIdentity

        XCTAssertEqual(t.rowMajor, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        XCTAssertTrue(CATransform3DIsIdentity(t))
    }

    func testIsIdentityIsFalseForAnyChangedEntry() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500

        XCTAssertFalse(CATransform3DIsIdentity(t))
    }

    func testMakeTranslationStoresTheOffsetInTheFourthRowAsCoreAnimationDoes() {
        let t = CATransform3DMakeTranslation(1, 2, 3)

        let image = t.apply(x: 0, y: 0, z: 0)

        XCTAssertEqual([t.m41, t.m42, t.m43], [1, 2, 3])
        XCTAssertEqual([t.m14, t.m24, t.m34], [0, 0, 0])
        XCTAssertEqual(image.x, 1)
        XCTAssertEqual(image.y, 2)
        XCTAssertEqual(image.z, 3)
        XCTAssertEqual(image.w, 1)
    }

    func testMakeScaleStoresFactorsOnTheDiagonal() {
        let t = CATransform3DMakeScale(2, 3, 4)

        let image = t.apply(x: 1, y: 1, z: 1)

        XCTAssertEqual([t.m11, t.m22, t.m33, t.m44], [2, 3, 4, 1])
        XCTAssertEqual([image.x, image.y, image.z], [2, 3, 4])
    }

    func testMakeRotationAboutZMatchesTheAffineRotation() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

        // Same matrix as CGAffineTransform(rotationAngle:): m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
        assertTransform(t, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2)))
        assertPoint(t.project(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1))
    }

    func testMakeRotationAboutYPutsMinusSineInM13SoPositiveAnglesPushTheRightEdgeAway() {
        let angle = CGFloat.pi / 3

        let t = CATransform3DMakeRotation(angle, 0, 1, 0)
        let rightEdge = t.apply(x: 100, y: 0)

        // m11 = cos, m13 = −sin, m31 = sin, m33 = cos. (100,0,0) → (100·cos60, 0, −100·sin60) = (50, 0, −86.60…)
        XCTAssertEqual(t.m11, 0.5, accuracy: geometryAccuracy)
        XCTAssertEqual(t.m13, -sin(angle), accuracy: geometryAccuracy)
        XCTAssertEqual(t.m31, sin(angle), accuracy: geometryAccuracy)
        XCTAssertEqual(rightEdge.x, 50, accuracy: geometryAccuracy)
        XCTAssertEqual(rightEdge.z, -86.602_540_378_443_86, accuracy: 1e-9)
    }

    func testMakeRotationAboutAZeroVectorIsIdentity() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    // MARK: Composition order

    func testConcatAppliesTheFirstTransformFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)

        let p = CATransform3DConcat(scale, move).project(CGPoint(x: 1, y: 1))
        let q = CATransform3DConcat(move, scale).project(CGPoint(x: 1, y: 1))

        // (1,1) ·2 → (2,2) +10 → (12,2);   (1,1) +10 → (11,1) ·2 → (22,2)
        XCTAssertEqual(p, CGPoint(x: 12, y: 2))
        XCTAssertEqual(q, CGPoint(x: 22, y: 2))
    }

    func testTranslateAppliesTheTranslationBeforeTheGivenTransform() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)

        let origin = t.project(.zero)

        // Core Animation: t' = translate · t, so (0,0) +10 → (10,0) ·2 → (20,0).
        XCTAssertEqual(origin, CGPoint(x: 20, y: 0))
        XCTAssertEqual(t.m41, 20)
    }

    func testScaleAppliesTheScaleBeforeTheGivenTransform() {
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)

        let p = t.project(CGPoint(x: 1, y: 0))

        // (1,0) ·2 → (2,0) +10 → (12,0)
        XCTAssertEqual(p, CGPoint(x: 12, y: 0))
    }

    func testRotateAppliesTheRotationBeforeTheGivenTransform() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)

        let p = t.project(CGPoint(x: 1, y: 0))

        // (1,0) rotated 90° about z → (0,1), then +10 → (10,1)
        assertPoint(p, CGPoint(x: 10, y: 1))
    }

    // MARK: Inversion

    func testInvertUndoesATranslationScaleAndRotation() {
        let t = CATransform3DRotate(CATransform3DScale(CATransform3DMakeTranslation(5, 6, 7), 2, 3, 4), 0.4, 1, 1, 0)

        let product = CATransform3DConcat(t, CATransform3DInvert(t))

        assertTransform(product, CATransform3DIdentity)
    }

    func testInvertOfATranslationNegatesIt() {
        assertTransform(
            CATransform3DInvert(CATransform3DMakeTranslation(5, -6, 7)), CATransform3DMakeTranslation(-5, 6, -7))
    }

    func testInvertOfASingularTransformReturnsItUnchanged() {
        let singular = CATransform3DMakeScale(1, 0, 1)

        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    // MARK: Affine bridge

    func testMakeAffineTransformPlacesCoefficientsInTheXYRowsAndTranslationRow() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

        let t = CATransform3DMakeAffineTransform(affine)

        XCTAssertEqual(t.rowMajor, [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
        XCTAssertEqual(t.project(CGPoint(x: 7, y: 8)), CGPoint(x: 7, y: 8).applying(affine))
    }

    func testAPerspectiveTransformIsNotAffine() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500

        XCTAssertFalse(CATransform3DIsAffine(t))
    }

    // MARK: Perspective

    /// A 200×120 card centred on its anchor (corners at x = ±100, y = ±60), turned 60° about y with
    /// `m34 = −1/500` set *before* rotating, as iOS code does.
    private func perspectiveCard() -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return CATransform3DRotate(t, .pi / 3, 0, 1, 0)
    }

    func testPerspectiveRotationShrinksTheFarRightEdgeAndEnlargesTheNearLeftEdge() {
        let t = perspectiveCard()

        let topRight = t.project(CGPoint(x: 100, y: -60))
        let bottomRight = t.project(CGPoint(x: 100, y: 60))
        let topLeft = t.project(CGPoint(x: -100, y: -60))
        let bottomLeft = t.project(CGPoint(x: -100, y: 60))

        // Rotate · P: m14 = m13·m34 = (−sin60)(−1/500) = sin60/500, so for (x, y, 0, 1):
        //   x' = x·cos60, y' = y, z' = −x·sin60, w = 1 + x·sin60/500 = 1 − z'/500.
        // Right edge x = 100: z' = −86.6025 (away), w = 1.1732051, x = 50/w = 42.61829, y = ±60/w = ±51.14195.
        // Left edge x = −100: z' = +86.6025 (near), w = 0.8267949, x = −50/w = −60.47449, y = ±60/w = ±72.56939.
        assertPoint(topRight, CGPoint(x: 42.618_294_806, y: -51.141_953_768), accuracy: 1e-6)
        assertPoint(bottomRight, CGPoint(x: 42.618_294_806, y: 51.141_953_768), accuracy: 1e-6)
        assertPoint(topLeft, CGPoint(x: -60.474_488_699, y: -72.569_386_439), accuracy: 1e-6)
        assertPoint(bottomLeft, CGPoint(x: -60.474_488_699, y: 72.569_386_439), accuracy: 1e-6)
    }

    func testPerspectiveSetAfterRotatingHasNoEffectOnPointsInTheLayerPlane() {
        var t = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        t.m34 = -1.0 / 500

        let topRight = t.project(CGPoint(x: 100, y: -60))

        // w = x·m14 + y·m24 + 0·m34 + m44 = 1 because m14 = 0: only the flat cos60 squeeze remains.
        assertPoint(topRight, CGPoint(x: 50, y: -60))
    }

    func testDescriptionListsRowsCompactly() {
        XCTAssertEqual(
            CATransform3DMakeTranslation(1, 2.5, 0).description, "CATransform3D(1 0 0 0; 0 1 0 0; 0 0 1 0; 1 2.5 0 1)")
    }
}
