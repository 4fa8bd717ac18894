import Foundation
import XCTest

@testable import UIKit

/// A controller written as iOS code writes one: its own designated initializer calling
/// `super.init(nibName:bundle:)` and the `required init?(coder:)` Xcode inserts.
@MainActor
final class ProfileViewController: UIViewController {
    let userName: String

    init(userName: String) {
        self.userName = userName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A controller overriding every designated initializer, so it inherits `init()`.
@MainActor
final class RoutingViewController: UIViewController {
    private(set) var route: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        route.append("init(nibName:bundle:)")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        route.append("init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        route.append("awakeFromNib")
    }
}

/// A view overriding `init(frame:)` and decoding with `super.init(coder:)`, with a shared setup.
@MainActor
final class BadgeView: UIView {
    let label = UILabel()
    private(set) var framesAtInit: [CGRect] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        framesAtInit.append(frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }
}

/// Initializers as on iOS: `init(nibName:bundle:)` and `init(frame:)` designated, `init()`
/// convenience, `required init?(coder:)` on views and controllers, `awakeFromNib()`.
@MainActor
final class InitializerTests: XCTestCase {
    /// An archive with nothing in it (there are no nibs in the simulator).
    private func emptyArchive() throws -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        return try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    }

    func testASubclassCallingSuperInitNibNameBundleBuildsLinksAndLoadsItsView() async {
        let controller = ProfileViewController(userName: "ada")

        XCTAssertEqual(controller.userName, "ada")
        XCTAssertNil(controller.nibName)
        XCTAssertNotNil(controller.view, "loadView makes the view, as for a nil nib on iOS")
    }

    func testInitOfAControllerGoesThroughItsInitNibNameBundle() async {
        let controller = RoutingViewController()

        XCTAssertEqual(controller.route, ["init(nibName:bundle:)"], "init() is init(nibName: nil, bundle: nil)")
    }

    func testInitNibNameBundleRecordsTheNibAndItsBundle() async {
        let controller = UIViewController(nibName: "Profile", bundle: .main)

        XCTAssertEqual(controller.nibName, "Profile")
        XCTAssertTrue(controller.nibBundle === Bundle.main)
    }

    func testInitOfAViewGoesThroughItsInitFrameWithAZeroFrame() async {
        let view = BadgeView()

        XCTAssertEqual(view.framesAtInit, [.zero], "init() is init(frame: .zero), so the override runs")
        XCTAssertEqual(view.subviews, [view.label])
    }

    func testSubclassesDecodeThroughSuperInitCoderAndGetTheDefaults() async throws {
        let view = try XCTUnwrap(BadgeView(coder: try emptyArchive()))
        let controller = try XCTUnwrap(RoutingViewController(coder: try emptyArchive()))

        XCTAssertEqual(view.frame, .zero)
        XCTAssertEqual(view.subviews, [view.label])
        XCTAssertTrue(view.layer.delegate === view)
        XCTAssertEqual(controller.route, ["init(coder:)"])
        XCTAssertNotNil(controller.view)
    }

    func testTheFrameworksOwnViewsAndControllersDecodeToTheirDefaults() async throws {
        let button = try XCTUnwrap(UIButton(coder: try emptyArchive()))
        let label = try XCTUnwrap(UILabel(coder: try emptyArchive()))
        let scrollView = try XCTUnwrap(UIScrollView(coder: try emptyArchive()))
        let collectionView = try XCTUnwrap(UICollectionView(coder: try emptyArchive()))
        let navigation = try XCTUnwrap(UINavigationController(coder: try emptyArchive()))
        let tabs = try XCTUnwrap(UITabBarController(coder: try emptyArchive()))
        let layer = try XCTUnwrap(CALayer(coder: try emptyArchive()))

        XCTAssertEqual(button.buttonType, .custom)
        XCTAssertTrue(button.titleLabel?.superview === button)
        XCTAssertFalse(label.isUserInteractionEnabled)
        // UIKit's list starts with its private touch-delay recognizer, then the pan (R267).
        XCTAssertTrue(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } ?? false)
        XCTAssertTrue(collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        XCTAssertEqual(navigation.viewControllers, [])
        XCTAssertEqual(tabs.viewControllers ?? [], [])
        XCTAssertEqual(layer.bounds, .zero)
    }

    func testAwakeFromNibExistsAndAnOverrideCanCallSuper() async {
        let controller = RoutingViewController()

        controller.awakeFromNib()
        UIView().awakeFromNib()

        XCTAssertEqual(controller.route, ["init(nibName:bundle:)", "awakeFromNib"])
    }

    func testANavigationControllerOfARootStillInheritsInit() async {
        let empty = UINavigationController()
        let rooted = UINavigationController(rootViewController: ProfileViewController(userName: "b"))

        XCTAssertEqual(empty.viewControllers, [])
        XCTAssertEqual(rooted.viewControllers.count, 1)
    }
}
