// The corpus's matched-geometry push (Corpus/WildMatchedGeometry.swift), compiled in Swift 5 mode
// and run: a photo cell's snapshot flies to the detail's header through convert(_:to:), with the
// detail's text fading in late, then back on pop; images drawn with UIGraphicsImageRenderer.
import UIKit
import XCTest

@MainActor
final class WildMatchedGeometryTests: XCTestCase {
    func testTheCellsImageFliesToTheHeaderAndBack() async throws {
        let grid = PhotoGridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        let delegate = MatchedGeometryNavigationDelegate()
        navigation.delegate = delegate
        let phone = HeadlessPhone(root: navigation)
        phone.advance(seconds: 0.1)
        let cell = try XCTUnwrap(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)
        XCTAssertEqual(cell.imageView.image?.size, CGSize(width: 120, height: 90))
        XCTAssertEqual(cell.imageView.image?.scale, 2, "the renderer's format scale")
        let cellFrame = cell.imageView.convert(cell.imageView.bounds, to: nil)

        grid.collectionView(grid.collectionView, didSelectItemAt: IndexPath(item: 4, section: 0))
        phone.advance(seconds: 0.1)
        let animator = try XCTUnwrap(delegate.lastAnimator)
        XCTAssertEqual(animator.startFrame, cellFrame, "from the cell, in the container's coordinates")
        let detail = try XCTUnwrap(navigation.topViewController as? PhotoDetailViewController)
        XCTAssertEqual(animator.endFrame.width, 393)
        XCTAssertEqual(animator.endFrame.height, 393 * 3 / 4, accuracy: 0.5)
        XCTAssertTrue(
            cell.imageView.isHidden && detail.headerImageView.isHidden, "both hidden while the snapshot flies")
        let flying = try XCTUnwrap(animator.flyingSnapshot?.layer.presentation()?.frame)
        XCTAssertGreaterThan(flying.width, cellFrame.width)
        XCTAssertLessThan(flying.width, 393)
        XCTAssertLessThan(
            detail.textViews[0].layer.presentation()!.opacity, detail.view.layer.presentation()!.opacity,
            "the delayed text is behind the screen's fade")
        phone.advance(seconds: 1)
        XCTAssertFalse(cell.imageView.isHidden || detail.headerImageView.isHidden)
        XCTAssertNil(animator.flyingSnapshot?.superview)
        XCTAssertEqual(detail.textViews[0].alpha, 1)
        XCTAssertEqual(delegate.shown.last, "PhotoDetailViewController")

        navigation.popViewController(animated: true)
        phone.advance(seconds: 0.1)
        let back = try XCTUnwrap(delegate.lastAnimator)
        XCTAssertEqual(back.endFrame, cellFrame, "back to the same cell")
        phone.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === grid)
        XCTAssertFalse(cell.imageView.isHidden)
    }
}
