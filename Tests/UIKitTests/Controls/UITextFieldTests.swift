import XCTest

@testable import UIKit

/// R236: a text field shows its text or its placeholder, dots when secure, inside its border.
@MainActor
final class UITextFieldTests: XCTestCase {
    func testR236TextOrPlaceholderAndSecureDots() async {
        _ = TestApp()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        XCTAssertEqual(field.borderStyle, .none)
        XCTAssertEqual(field.font, .systemFont(ofSize: 17))
        field.placeholder = "Name"
        XCTAssertEqual(field.displayedText, "Name")
        field.text = "Ada"
        XCTAssertEqual(field.displayedText, "Ada")
        field.isSecureTextEntry = true
        XCTAssertEqual(field.displayedText, "•••")
        field.text = ""
        XCTAssertEqual(field.displayedText, "Name", "empty text shows the placeholder")
        XCTAssertEqual(field.textRect(forBounds: field.bounds), field.bounds)
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.layer.cornerRadius, 5)
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 7, y: 0, width: 186, height: 34))
        XCTAssertEqual(field.intrinsicContentSize.height, 34)
    }
}
