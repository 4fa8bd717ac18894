import XCTest

@testable import UIKit

/// An animator made with a collection view layout moves layout attributes (R279).
@MainActor
final class UIDynamicAnimatorCollectionLayoutTests: XCTestCase {
    /// A layout whose attributes an animator moves, as the springy-list layouts do.
    private final class SpringyLayout: UICollectionViewLayout {
        var invalidations = 0
        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 600) }
        override func invalidateLayout() {
            invalidations += 1
            super.invalidateLayout()
        }
    }

    func test_R279_layoutAttributesAreItems_theContentIsTheReferenceBounds_theLayoutIsInvalidatedEachStep() async {
        let app = TestApp()
        let layout = SpringyLayout()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        attributes.frame = CGRect(x: 10, y: 100, width: 300, height: 50)
        XCTAssertEqual(attributes.bounds, CGRect(x: 0, y: 0, width: 300, height: 50))
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        XCTAssertNil(animator.referenceView)
        let collision = UICollisionBehavior(items: [attributes])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [attributes]))
        animator.addBehavior(collision)
        app.advance(seconds: 2)
        XCTAssertEqual(attributes.frame.maxY, 600, accuracy: 1, "it lands on the content's bottom")
        XCTAssertEqual(attributes.frame.minX, 10, accuracy: 1e-3)
        XCTAssertTrue(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) === attributes)
        XCTAssertNil(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)))
        XCTAssertGreaterThan(layout.invalidations, 30)
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 540, width: 320, height: 60)).count, 1)
    }
}
