import Foundation
import XCTest

@testable import UIKit

/// UIKit's classes are `NSObject` subclasses where Apple's are, so `isEqual(_:)`, `==`, `hash`,
/// `isKind(of:)` and `description` behave as on iOS: identity for views, controllers, layers,
/// recognizers; values for colours, fonts, traits and timing functions.
@MainActor
final class NSObjectTreeTests: XCTestCase {
    func testTheClassTreeIsApplesFromNSObjectDown() async {
        let objects: [(NSObject, String)] = [
            (UIView(), "UIView"), (UIWindow(), "UIWindow"), (UIViewController(), "UIViewController"),
            (UIApplication(), "UIApplication"), (CALayer(), "CALayer"), (CABasicAnimation(), "CABasicAnimation"),
            (CAMediaTimingFunction(name: .easeIn), "CAMediaTimingFunction"),
            (UIPanGestureRecognizer(), "UIPanGestureRecognizer"),
            (UIPercentDrivenInteractiveTransition(), "UIPercentDrivenInteractiveTransition"),
            (UIColor.red, "UIColor"), (UIFont.systemFont(ofSize: 12), "UIFont"),
            (UITraitCollection(), "UITraitCollection"), (UIScreen.main, "UIScreen"),
            (UITabBarItem(title: "A", image: nil, tag: 1), "UITabBarItem"),
            (UINavigationItem(title: "A"), "UINavigationItem"), (UIAction { _ in }, "UIAction"),
            (UICubicTimingParameters(), "UICubicTimingParameters"),
            (UISpringTimingParameters(), "UISpringTimingParameters"),
            (UIViewPropertyAnimator(duration: 1, curve: .linear), "UIViewPropertyAnimator"),
            (CADisplayLink { _ in }, "CADisplayLink"), (UICollectionViewFlowLayout(), "UICollectionViewFlowLayout"),
        ]

        for (object, name) in objects {
            XCTAssertEqual(String(describing: type(of: object)), name)
        }
        XCTAssertTrue(UIWindow().isKind(of: UIResponder.self))
        XCTAssertTrue(UIViewController().isKind(of: UIResponder.self))
        XCTAssertTrue(UIApplication().isKind(of: UIResponder.self))
        XCTAssertTrue(UITabBarItem(title: nil, image: nil, tag: 0).isKind(of: UIBarItem.self))
        XCTAssertTrue(UIAction { _ in }.isKind(of: UIMenuElement.self))
        XCTAssertTrue(CASpringAnimation().isKind(of: CAAnimation.self))
        XCTAssertFalse(UIView().isMember(of: UIResponder.self))
    }

    func testViewsAreEqualOnlyToThemselvesAndHashByIdentity() async {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        XCTAssertTrue(a == a)
        XCTAssertFalse(a == b, "same frame, different views")
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(b))
        XCTAssertEqual(Set([a, b, a]).count, 2)
        XCTAssertEqual([a, b].firstIndex(of: b), 1)
    }

    func testColoursFontsTraitsAndCurvesAreEqualByValue() async {
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
        XCTAssertTrue(UIColor(white: 0.5, alpha: 1).isEqual(UIColor.gray))
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash, UIColor.red.hash)
        XCTAssertNotEqual(UIColor.red, UIColor.blue)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17, weight: .regular))
        XCTAssertEqual(
            Set([UIFont.systemFont(ofSize: 17), .systemFont(ofSize: 17), .boldSystemFont(ofSize: 17)]).count, 2)
        XCTAssertEqual(
            UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2),
            UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2))
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        XCTAssertFalse(UIColor.red.isEqual(UIFont.systemFont(ofSize: 1)), "another class is never equal")
    }

    func testAViewDescribesItselfAsUIKitDoes() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50.5))
        view.tag = 7
        view.alpha = 0.5

        let description = view.description

        XCTAssertTrue(description.hasPrefix("<UIView: 0x"), description)
        XCTAssertTrue(description.contains("; frame = (10 20; 100 50.5); alpha = 0.5; tag = 7; layer = <CALayer: 0x"))
        XCTAssertTrue(description.hasSuffix(">>"), description)
        XCTAssertEqual("\(view)", description, "string interpolation uses it")
    }

    func testAnyOtherObjectHasNSObjectsDescriptionWithItsClassAndAddress() async {
        let controller = UIViewController()

        XCTAssertTrue(controller.description.hasPrefix("<UIViewController: 0x"), controller.description)
        XCTAssertEqual(UIColor.red.description, CGColor(red: 1, green: 0, blue: 0, alpha: 1).description)
    }

    func testTouchesInASetAreDistinctObjects() async {
        let first = UITouch(location: .zero, window: nil, view: nil, timestamp: 0)
        let second = UITouch(location: .zero, window: nil, view: nil, timestamp: 0)

        XCTAssertEqual(Set([first, second, first]).count, 2)
    }
}
