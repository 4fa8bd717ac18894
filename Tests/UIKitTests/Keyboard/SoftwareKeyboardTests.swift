import XCTest

@testable import UIKit

/// R274–R275: the software keyboard's motion, notifications and layout guide.
@MainActor
final class SoftwareKeyboardTests: XCTestCase {
    static let names: [Notification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    static func short(_ name: Notification.Name) -> String {
        name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(
            of: "Notification", with: "")
    }

    var app: TestApp!
    var root: NamedController!
    var field: UITextField!

    override func setUp() async throws {
        root = NamedController("Form")
        app = TestApp(root: root, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        root.view.addSubview(field)
        app.advance(seconds: 0.1)
    }

    func testR274ShowPostsWillInsideTheBlockThenDidWithUIKitsUserInfo() async throws {
        let both = PostedNotifications([UITextField.textDidBeginEditingNotification] + Self.names)
        let notes = PostedNotifications(Self.names)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(
            both.entries.map { Self.short($0.name) },
            ["UITextFieldTextDidBeginEditing", "WillChangeFrame", "WillShow"],
            "the field begins editing, then the keyboard's will-notifications")
        let info = try XCTUnwrap(notes.entries.first?.userInfo)
        let end = try XCTUnwrap(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).cgRectValue
        let begin = try XCTUnwrap(info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue).cgRectValue
        XCTAssertEqual(end, CGRect(x: 0, y: 516, width: 393, height: 336), "iOS 18's keyboard on a 393×852 phone")
        XCTAssertEqual(begin, CGRect(x: 0, y: 852, width: 393, height: 336), "it comes from below the screen")
        XCTAssertEqual((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue, 0.25)
        XCTAssertEqual(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double, 0.25)
        XCTAssertEqual((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue, 7)
        XCTAssertEqual(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int, 7)
        XCTAssertEqual(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool, true)
        XCTAssertEqual(notes.entries.map { $0.object == nil }, [true, true], "keyboard notifications have no object")

        let keyboard = try XCTUnwrap(app.window.storedKeyboard?.keyboardView)
        XCTAssertTrue(keyboard.superview === app.window)
        XCTAssertEqual(keyboard.frame, end)
        app.advance(seconds: 0.1)
        let midway = try XCTUnwrap(keyboard.layer.presentation()).frame.minY
        XCTAssertTrue(midway > 516 && midway < 852, "it slides up (\(midway))")
        XCTAssertEqual(notes.entries.count, 2, "the did-notifications wait for the slide to land")
        app.advance(seconds: 1)
        XCTAssertEqual(
            notes.entries.map { Self.short($0.name) }, ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    }

    func testR274ResignHidesAndAnotherFieldRepostsTheSameFrame() async throws {
        let second = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        root.view.addSubview(second)
        XCTAssertTrue(field.becomeFirstResponder())
        app.advance(seconds: 1)
        let notes = PostedNotifications(Self.names)
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertEqual(
            notes.entries.map { Self.short($0.name) }, ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let info = try XCTUnwrap(notes.entries.first?.userInfo)
        XCTAssertEqual(
            (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
            (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        let hide = PostedNotifications(Self.names)
        XCTAssertTrue(second.resignFirstResponder())
        XCTAssertEqual(hide.entries.map { Self.short($0.name) }, ["WillChangeFrame", "WillHide"])
        let hideInfo = try XCTUnwrap(hide.entries.first?.userInfo)
        XCTAssertEqual(
            (hideInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            CGRect(x: 0, y: 852, width: 393, height: 336))
        app.advance(seconds: 1)
        XCTAssertEqual(
            hide.entries.map { Self.short($0.name) }, ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        XCTAssertNil(app.window.storedKeyboard?.keyboardView?.superview, "the keyboard leaves the window")
        XCTAssertFalse(FrameCycle.isAnimating, "no caret blinks once editing ended: the app is idle again")
    }

    func testR274KeyTapsTypeIntoTheFirstResponder() async throws {
        XCTAssertTrue(field.becomeFirstResponder())
        app.advance(seconds: 1)
        let keyboard = try XCTUnwrap(app.window.storedKeyboard?.keyboardView)
        let driver = TouchDriver(app)
        func tap(_ title: String) throws {
            let key = try XCTUnwrap(keyboard.keys.first { keyboard.title(at: $0.center) == title }, title)
            driver.tap(at: keyboard.convert(key.center, to: nil))
        }
        try tap("H")  // sentences: the first letter is a capital
        try tap("i")
        try tap("space")
        try tap("⌫")
        XCTAssertEqual(field.text, "Hi")
        try tap("return")
        XCTAssertTrue(field.isEditing)
    }

    func testR275KeyboardLayoutGuideFollowsTheKeyboard() async throws {
        let view = root.view!
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        view.layoutIfNeeded()
        XCTAssertEqual(view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 818, width: 393, height: 34))
        XCTAssertEqual(bar.frame.maxY, 818, "keyboard down: the guide is the bottom safe area")
        XCTAssertTrue(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
        XCTAssertTrue(view.layoutGuides.contains { $0 === view.keyboardLayoutGuide })
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(bar.frame.maxY, 516, "the model moves at once")
        app.advance(seconds: 0.1)
        let moving = try XCTUnwrap(bar.layer.presentation()).frame.maxY
        XCTAssertTrue(moving > 516 && moving < 818, "and the bar slides with the keyboard (\(moving))")
        app.advance(seconds: 1)
        field.resignFirstResponder()
        XCTAssertEqual(bar.frame.maxY, 818)
    }
}
