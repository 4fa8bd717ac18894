import Foundation
import XCTest

@testable import UIKit

/// R269: a text field's left and right views, shown by their modes, with the text between them.
@MainActor
final class TextFieldSideViewTests: XCTestCase {
    func testR269SideViewsSitAtTheEdgesAndTheTextBetweenThem() async {
        let app = TestApp()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.borderStyle = .roundedRect
        app.window.addSubview(field)
        let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let eye = UIButton(type: .system)
        eye.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        field.leftView = icon
        field.leftViewMode = .always
        field.rightView = eye
        field.rightViewMode = .always
        field.layoutIfNeeded()
        XCTAssertTrue(icon.superview === field)
        XCTAssertEqual(icon.frame, CGRect(x: 0, y: 7, width: 30, height: 20))
        XCTAssertEqual(eye.frame, CGRect(x: 176, y: 5, width: 24, height: 24))
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 30, y: 0, width: 146, height: 34))
        // The clear button goes left of the right view while it shows.
        field.text = "secret"
        field.clearButtonMode = .always
        XCTAssertEqual(field.clearButtonRect(forBounds: field.bounds).maxX, 176 - 6)
        XCTAssertEqual(field.textRect(forBounds: field.bounds).maxX, 176 - 6 - 19)
        // Replacing a side view takes the old one out.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.leftView = other
        XCTAssertNil(icon.superview)
        XCTAssertTrue(other.superview === field)
    }

    func testR269ModesShowTheViewsWhileEditingOrNot() async {
        let app = TestApp()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        app.window.addSubview(field)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = left
        field.leftViewMode = .whileEditing
        field.rightView = right
        field.rightViewMode = .unlessEditing
        field.layoutIfNeeded()
        XCTAssertTrue(left.isHidden)
        XCTAssertFalse(right.isHidden)
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 0, y: 0, width: 180, height: 34))
        XCTAssertTrue(field.becomeFirstResponder())
        field.layoutIfNeeded()
        XCTAssertFalse(left.isHidden)
        XCTAssertTrue(right.isHidden)
        XCTAssertEqual(field.editingRect(forBounds: field.bounds), CGRect(x: 30, y: 0, width: 170, height: 34))
        // Never: not shown, and the text takes the whole width.
        field.leftViewMode = .never
        field.layoutIfNeeded()
        XCTAssertTrue(left.isHidden)
        XCTAssertEqual(field.editingRect(forBounds: field.bounds).minX, 0)
    }
}
