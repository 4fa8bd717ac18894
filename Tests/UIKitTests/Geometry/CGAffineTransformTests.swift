import Foundation
import UIKit
import XCTest

final class CGAffineTransformTests: XCTestCase {
    // MARK: Initialisers

    func testIdentityHasUnitDiagonalNoTranslationAndReportsIsIdentity() {
        let t = CGAffineTransform.identity

        XCTAssertEqual(t, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        XCTAssertEqual(CGAffineTransform(), t)
        XCTAssertTrue(t.isIdentity)
    }

    func testScaleInitMultipliesEachAxis() {
        let t = CGAffineTransform(scaleX: 2, y: 3)

        let p = CGPoint(x: 10, y: 10).applying(t)

        // (10·2, 10·3)
        XCTAssertEqual(p, CGPoint(x: 20, y: 30))
        XCTAssertFalse(t.isIdentity)
    }

    func testTranslationInitStoresOffsetInTxTy() {
        let t = CGAffineTransform(translationX: 5, y: -7)

        let p = CGPoint(x: 1, y: 1).applying(t)

        XCTAssertEqual(t.tx, 5)
        XCTAssertEqual(t.ty, -7)
        // (1 + 5, 1 − 7)
        XCTAssertEqual(p, CGPoint(x: 6, y: -6))
    }

    func testRotationByQuarterTurnTurnsXAxisOntoYAxisWhichIsClockwiseOnScreen() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)

        let p = CGPoint(x: 1, y: 0).applying(t)

        // a = cos 90° = 0, b = sin 90° = 1: (1, 0) → (1·a + 0·c, 1·b + 0·d) = (0, 1), i.e. downwards.
        XCTAssertEqual(t.b, 1, accuracy: geometryAccuracy)
        XCTAssertEqual(t.c, -1, accuracy: geometryAccuracy)
        assertPoint(p, CGPoint(x: 0, y: 1))
    }

    // MARK: Composition order

    func testConcatenatingAppliesTheReceiverFirstThenTheArgument() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)

        let scaleThenMove = CGPoint(x: 1, y: 1).applying(scale.concatenating(move))
        let moveThenScale = CGPoint(x: 1, y: 1).applying(move.concatenating(scale))

        // (1,1) ·2 → (2,2) +10 → (12,2);   (1,1) +10 → (11,1) ·2 → (22,2)
        XCTAssertEqual(scaleThenMove, CGPoint(x: 12, y: 2))
        XCTAssertEqual(moveThenScale, CGPoint(x: 22, y: 2))
    }

    func testTranslatedByAppliesTheTranslationBeforeTheExistingTransform() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 5)

        let origin = CGPoint.zero.applying(t)

        // CoreGraphics: t' = translate · t, so (0,0) +(10,5) → (10,5) ·2 → (20,10); tx/ty hold the scaled offset.
        XCTAssertEqual(origin, CGPoint(x: 20, y: 10))
        XCTAssertEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 10))
    }

    func testScaledByAppliesTheScaleBeforeTheExistingTranslation() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)

        let p = CGPoint(x: 1, y: 1).applying(t)

        // (1,1) scaled → (2,3), then translated → (12,3); the translation itself is not scaled.
        XCTAssertEqual(p, CGPoint(x: 12, y: 3))
        XCTAssertEqual(t.tx, 10)
    }

    func testRotatedAppliesTheRotationBeforeTheExistingTranslation() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)

        let p = CGPoint(x: 1, y: 0).applying(t)

        // (1,0) rotated 90° → (0,1), then translated → (10,1). The other order would give (0,11).
        assertPoint(p, CGPoint(x: 10, y: 1))
    }

    // MARK: Inversion

    func testInvertedUndoesScaleAndTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20)

        let inverse = t.inverted()

        // x' = 2x + 10 ⇒ x = x'/2 − 5;  y' = 4y + 20 ⇒ y = y'/4 − 5
        XCTAssertEqual(inverse, CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
        XCTAssertEqual(CGPoint(x: 3, y: 7).applying(t).applying(inverse), CGPoint(x: 3, y: 7))
    }

    func testInvertedOfARotationAndTranslationComposesToIdentity() {
        let t = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 13, y: -4).scaledBy(x: 1.5, y: 0.5)

        let product = t.concatenating(t.inverted())

        XCTAssertEqual(product.a, 1, accuracy: geometryAccuracy)
        XCTAssertEqual(product.b, 0, accuracy: geometryAccuracy)
        XCTAssertEqual(product.c, 0, accuracy: geometryAccuracy)
        XCTAssertEqual(product.d, 1, accuracy: geometryAccuracy)
        XCTAssertEqual(product.tx, 0, accuracy: geometryAccuracy)
        XCTAssertEqual(product.ty, 0, accuracy: geometryAccuracy)
    }

    func testInvertedOfASingularTransformReturnsItUnchangedAsCoreGraphicsDoes() {
        let singular = CGAffineTransform(scaleX: 0, y: 2)

        XCTAssertEqual(singular.inverted(), singular)
    }

    func testIsIdentityAfterATranslationAndItsInverse() {
        let t = CGAffineTransform(translationX: 4, y: 9)

        XCTAssertFalse(t.isIdentity)
        XCTAssertTrue(t.concatenating(t.inverted()).isIdentity)
    }

    // MARK: Applying to sizes and rectangles

    func testApplyingToSizeUsesOnlyTheLinearPartAndKeepsNegativeResults() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 100, ty: 100)

        let size = CGSize(width: 10, height: 10).applying(t)

        // (10·2, 10·−3); the translation is ignored and the sign is kept, as in CoreGraphics.
        XCTAssertEqual(size, CGSize(width: 20, height: -30))
    }

    func testApplyingRotationToSizeSwapsAndNegatesLikeCoreGraphics() {
        let size = CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))

        // width = 10·a + 20·c = 10·0 + 20·(−1) = −20; height = 10·b + 20·d = 10·1 + 20·0 = 10
        assertSize(size, CGSize(width: -20, height: 10))
    }

    func testApplyingToRectReturnsBoundingBoxOfRotatedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)

        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))

        // corners (0,0)→(0,0), (10,0)→(0,10), (0,20)→(−20,0), (10,20)→(−20,10) ⇒ box x −20…0, y 0…10
        assertRect(rotated, CGRect(x: -20, y: 0, width: 20, height: 10))
    }

    func testApplyingScaleAndTranslationToRectMovesAndResizesIt() {
        let t = CGAffineTransform(translationX: 100, y: 50).scaledBy(x: 2, y: 3)

        let r = CGRect(x: 1, y: 2, width: 4, height: 5).applying(t)

        // origin (1·2 + 100, 2·3 + 50) = (102, 56); size (4·2, 5·3) = (8, 15)
        XCTAssertEqual(r, CGRect(x: 102, y: 56, width: 8, height: 15))
    }

    func testApplyingToNullRectKeepsItNull() {
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
