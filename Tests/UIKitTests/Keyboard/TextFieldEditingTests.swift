import XCTest

@testable import UIKit

/// R273: a text field edits as UIKit's: delegate calls, control events and notifications in order.
@MainActor
final class TextFieldEditingTests: XCTestCase {
    final class Delegate: NSObject, UITextFieldDelegate {
        var log: [String] = []
        var allowsBegin = true
        var allowsEnd = true
        var allowsReturn = true
        var rejects: Set<String> = []
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("shouldBegin")
            return allowsBegin
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd")
            return allowsEnd
        }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            log.append("didEnd(\(reason.rawValue))")
        }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            log.append("shouldChange(\(range.location),\(range.length),\"\(string)\")")
            return !rejects.contains(string)
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn")
            return allowsReturn
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            log.append("shouldClear")
            return true
        }
    }

    final class Target: NSObject {
        var log: [String] = []
        func began() { log.append("editingDidBegin") }
        func changed() { log.append("editingChanged") }
        func ended() { log.append("editingDidEnd") }
        func exit() { log.append("editingDidEndOnExit") }
    }

    var app: TestApp!
    var field: UITextField!
    var delegate: Delegate!
    var target: Target!

    override func setUp() async throws {
        let root = NamedController("Form")
        app = TestApp(root: root)
        field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        root.view.addSubview(field)
        delegate = Delegate()
        target = Target()
        field.delegate = delegate
        field.addTarget(target, action: Target.began, for: .editingDidBegin)
        field.addTarget(target, action: Target.changed, for: .editingChanged)
        field.addTarget(target, action: Target.ended, for: .editingDidEnd)
    }

    func testR273DefaultsAsUIKit() async {
        let plain = UITextField()
        XCTAssertEqual(plain.text, "", "text reads as an empty string, never nil")
        plain.text = nil
        XCTAssertEqual(plain.text, "")
        XCTAssertEqual(plain.clearButtonMode, .never)
        XCTAssertEqual(plain.keyboardType, .default)
        XCTAssertEqual(plain.returnKeyType, .default)
        XCTAssertEqual(plain.autocapitalizationType, .sentences)
        XCTAssertEqual(plain.keyboardAppearance, .default)
        XCTAssertFalse(plain.isEditing)
        XCTAssertTrue(plain.canBecomeFirstResponder)
        plain.isEnabled = false
        XCTAssertFalse(plain.canBecomeFirstResponder)
        XCTAssertEqual(UIControl.Event.editingChanged.rawValue, 1 << 17)
        XCTAssertEqual(UIControl.Event.allEditingEvents.rawValue, 0xF0000)
    }

    func testR273BeginTypeEndInUIKitsOrder() async {
        let notes = PostedNotifications(
            [
                UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                UITextField.textDidEndEditingNotification,
            ], object: field)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(delegate.log, ["shouldBegin", "didBegin"])
        XCTAssertEqual(target.log, ["editingDidBegin"])
        field.insertText("Ad")
        field.insertText("a")
        XCTAssertEqual(field.text, "Ada")
        field.deleteBackward()
        XCTAssertEqual(field.text, "Ad")
        XCTAssertEqual(
            delegate.log,
            [
                "shouldBegin", "didBegin", "shouldChange(0,0,\"Ad\")", "shouldChange(2,0,\"a\")",
                "shouldChange(2,1,\"\")",
            ])
        XCTAssertEqual(target.log, ["editingDidBegin", "editingChanged", "editingChanged", "editingChanged"])
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(delegate.log.suffix(2), ["shouldEnd", "didEnd(0)"])
        XCTAssertEqual(target.log.last, "editingDidEnd")
        XCTAssertEqual(
            notes.entries.map(\.name),
            [
                UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                UITextField.textDidChangeNotification, UITextField.textDidChangeNotification,
                UITextField.textDidEndEditingNotification,
            ])
        field.text = "Set in code"
        XCTAssertEqual(target.log.last, "editingDidEnd", "setting text in code sends no editingChanged")
        XCTAssertEqual(notes.entries.count, 5, "nor textDidChangeNotification")
    }

    func testR273TheDelegateCanRefuseBeginEndAndChanges() async {
        delegate.allowsBegin = false
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(target.log, [], "no editingDidBegin when refused")
        delegate.allowsBegin = true
        XCTAssertTrue(field.becomeFirstResponder())
        delegate.rejects = ["x"]
        field.insertText("x")
        field.insertText("y")
        XCTAssertEqual(field.text, "y", "shouldChangeCharactersIn false keeps the text")
        delegate.allowsEnd = false
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.isEditing)
        XCTAssertTrue(field.endEditing(true), "endEditing(true) asks nothing")
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(delegate.log.filter { $0.hasPrefix("shouldEnd") }.count, 1)
        XCTAssertEqual(delegate.log.last, "didEnd(0)")
    }

    func testR273AnotherFieldTakesOverInOrder() async {
        let second = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        field.superview?.addSubview(second)
        let other = Delegate()
        second.delegate = other
        XCTAssertTrue(field.becomeFirstResponder())
        var merged: [String] = []
        delegate.log = []
        XCTAssertTrue(second.becomeFirstResponder())
        merged =
            other.log.prefix(1).map { "B." + $0 } + delegate.log.map { "A." + $0 }
            + other.log.dropFirst().map { "B." + $0 }
        XCTAssertEqual(merged, ["B.shouldBegin", "A.shouldEnd", "A.didEnd(0)", "B.didBegin"])
        XCTAssertFalse(field.isEditing)
        XCTAssertTrue(second.isEditing)
    }

    func testR273ReturnAsksTheDelegateAndResignsOnlyWhenSomethingListensForExit() async {
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("\n")
        XCTAssertEqual(delegate.log.last, "shouldReturn")
        XCTAssertTrue(field.isEditing, "no editingDidEndOnExit action: the field stays first responder")
        field.addTarget(target, action: Target.exit, for: .editingDidEndOnExit)
        delegate.allowsReturn = false
        field.insertText("\n")
        XCTAssertTrue(field.isEditing)
        XCTAssertFalse(target.log.contains("editingDidEndOnExit"))
        delegate.allowsReturn = true
        field.insertText("\n")
        XCTAssertEqual(target.log.suffix(2), ["editingDidEndOnExit", "editingDidEnd"])
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(field.text, "", "Return types nothing")
    }

    func testR273SecureFieldClearsAtTheFirstKeyWhenEditingAgain() async {
        field.isSecureTextEntry = true
        field.text = "secret"
        XCTAssertEqual(field.displayedText, "••••••")
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("n")
        XCTAssertEqual(field.text, "n", "the old password goes at the first key, as on iOS")
        XCTAssertEqual(delegate.log.last, "shouldChange(0,6,\"n\")")
        field.insertText("o")
        XCTAssertEqual(field.text, "no")
    }

    func testR273CaretMovesAndInsertsWhereItIs() async {
        field.text = "ac"
        XCTAssertTrue(field.becomeFirstResponder())
        field.moveCaret(by: -1)
        field.insertText("b")
        XCTAssertEqual(field.text, "abc")
        field.moveCaret(by: -10)
        field.deleteBackward()
        XCTAssertEqual(field.text, "abc", "nothing before the caret at the start")
    }

    func testR273ClearButtonShowsWithTextAndAsksShouldClear() async {
        field.clearButtonMode = .whileEditing
        field.text = "Ada"
        field.layoutIfNeeded()
        XCTAssertTrue(field.clearButton.isHidden, "while editing only")
        XCTAssertTrue(field.becomeFirstResponder())
        field.layoutIfNeeded()
        XCTAssertFalse(field.clearButton.isHidden)
        XCTAssertEqual(field.clearButtonRect(forBounds: field.bounds), CGRect(x: 275, y: 7.5, width: 19, height: 19))
        XCTAssertEqual(field.textRect(forBounds: field.bounds).maxX, 275, "the text stops at the clear button")
        let driver = TouchDriver(app)
        driver.tap(at: field.convert(CGPoint(x: 284, y: 17), to: nil))
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(delegate.log.suffix(2), ["shouldClear", "shouldChange(0,3,\"\")"])
        XCTAssertEqual(target.log.last, "editingChanged")
    }

    func testR273ATapBeginsEditing() async {
        let driver = TouchDriver(app)
        driver.tap(at: CGPoint(x: 100, y: 117))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertFalse(field.caretView.isHidden)
        XCTAssertEqual(target.log, ["editingDidBegin"], "a tap in a text field sends no primary action")
    }

    func testR273AttributedTextCarriesTheTextAndItsFirstRunsStyle() async {
        field.attributedText = NSAttributedString(
            string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
        XCTAssertEqual(field.text, "Bold")
        XCTAssertEqual(field.font, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(field.textColor, .red)
        field.text = "Plain"
        XCTAssertEqual(field.attributedText?.string, "Plain")
    }
}
