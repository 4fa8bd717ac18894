import XCTest

@testable import UIKit

/// Accessibility descriptions, the iOS 16 anchor point and layout direction (R262).
@MainActor
final class AccessibilityAndDirectionTests: XCTestCase {
    func testR262ViewsDescribeThemselvesUntilTheAppSaysMore() async throws {
        UIKitRuntime.reset()
        let label = UILabel()
        label.text = "Total"
        XCTAssertEqual(label.accessibilityLabel, "Total", "a label reads its text")
        XCTAssertTrue(label.isAccessibilityElement)
        XCTAssertEqual(label.accessibilityTraits, .staticText)
        label.accessibilityLabel = "Total price"
        label.text = "€12"
        XCTAssertEqual(label.accessibilityLabel, "Total price", "the app's label wins")

        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        XCTAssertEqual(button.accessibilityLabel, "Buy")
        XCTAssertEqual(button.accessibilityTraits, .button)
        button.isEnabled = false
        XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled])

        let plain = UIView()
        XCTAssertFalse(plain.isAccessibilityElement)
        XCTAssertNil(plain.accessibilityLabel)
        XCTAssertFalse(UIImageView().isAccessibilityElement)
        XCTAssertEqual(UIImageView().accessibilityTraits, .image)

        let container = UIView()
        let card = UIView()
        card.accessibilityIdentifier = "card"
        container.addSubview(UIView())
        container.addSubview(card)
        XCTAssertTrue(container.descendant(withAccessibilityIdentifier: "card") === card)

        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        XCTAssertEqual(item.accessibilityLabel, "Share")
    }

    func testR262AnchorPointAndDirection() async throws {
        UIKitRuntime.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.anchorPoint = CGPoint(x: 0, y: 0.5)
        XCTAssertEqual(view.layer.anchorPoint, CGPoint(x: 0, y: 0.5))
        XCTAssertEqual(view.frame.minX, 50, "the position stays: the frame moves, as the layer's does")
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
    }
}
