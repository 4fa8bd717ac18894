// The corpus's sheet and keyframe code (Corpus/WildSheetAndKeyframes.swift), compiled in Swift 5
// mode and run: a sheet with a custom detent that leaves the presenter undimmed, expanded with
// animateChanges; a snapshot zoom push with keyframes through a navigation delegate.
import UIKit
import XCTest

final class WildSheetAndKeyframesTests: XCTestCase {
    func testTheFiltersSheetRestsAtMediumAndExpandsToLarge() {
        let root = UIViewController()
        let app = CorpusApp(root: root)
        let filters = FiltersViewController()
        let navigation = UINavigationController(rootViewController: filters)
        root.present(navigation, animated: true)
        // Configured as apps do, before the presentation runs.
        filters.configureSheet()
        XCTAssertTrue(
            filters.sheetPresentationController === navigation.sheetPresentationController,
            "a child's presentation controller is the nearest one managing it: the navigation controller's")
        app.advance(seconds: 1)
        let sheet = navigation.sheetPresentationController!
        XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
        let container = sheet.containerView!.bounds
        func cardTop() -> CGFloat { navigation.view.convert(navigation.view.bounds, to: nil).minY }
        let mediumTop = cardTop()
        XCTAssertEqual(mediumTop, container.height / 2, accuracy: 20, "a medium card covers about half the screen")

        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        app.advance(seconds: 1)
        XCTAssertLessThan(cardTop(), mediumTop - 200, "expanded to large")
        XCTAssertFalse(filters.hasChanges, "a programmatic change does not call the delegate, as on iOS")
    }

    func testARefusedSwipeAsksWithAnActionSheet() {
        let root = UIViewController()
        let app = CorpusApp(root: root)
        let filters = FiltersViewController()
        filters.hasChanges = true
        root.present(filters, animated: true)
        filters.configureSheet()
        app.advance(seconds: 1)
        XCTAssertTrue(filters.isModalInPresentation)
        filters.presentationControllerDidAttemptToDismiss(filters.presentationController!)
        app.advance(seconds: 1)
        let alert = filters.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.preferredStyle, .actionSheet)
        XCTAssertEqual(alert?.actions.map(\.title), ["Discard Changes", "Cancel"])
        XCTAssertEqual(alert?.actions.map(\.style), [.destructive, .cancel])
    }

    func testTheZoomPushRunsItsKeyframesAndRestoresTheSource() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let app = CorpusApp(root: navigation)
        let coordinator = ZoomNavigationCoordinator(navigationController: navigation)
        let thumbnail = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))
        thumbnail.backgroundColor = .systemOrange
        list.view.addSubview(thumbnail)
        coordinator.sourceView = thumbnail
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        navigation.pushViewController(detail, animated: true)
        app.advance(seconds: 0.1)
        XCTAssertTrue(thumbnail.isHidden, "hidden while its snapshot flies")
        XCTAssertLessThan(detail.view.layer.presentation()?.opacity ?? 1, 0.5, "the detail fades in later")
        app.advance(seconds: 0.6)
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertFalse(thumbnail.isHidden)
        XCTAssertEqual(detail.view.alpha, 1)
        XCTAssertNil(navigation.transitionCoordinator)
    }
}
