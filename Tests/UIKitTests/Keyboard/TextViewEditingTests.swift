import XCTest

@testable import UIKit

/// R273 for UITextView: multi-line editing with its delegate, Return as a line break.
@MainActor
final class TextViewEditingTests: XCTestCase {
    final class Delegate: NSObject, UITextViewDelegate {
        var log: [String] = []
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            log.append("shouldBegin")
            return true
        }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange(\(range.location),\(range.length))")
            return text != "!"
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    }

    func testR273TextViewEditsLinesAndAsksItsDelegate() async throws {
        let root = NamedController("Notes")
        let app = TestApp(root: root)
        let view = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        root.view.addSubview(view)
        let delegate = Delegate()
        view.delegate = delegate
        XCTAssertEqual(view.text, "")
        XCTAssertEqual(view.font, .systemFont(ofSize: 12))
        XCTAssertEqual(view.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertTrue(view.becomeFirstResponder())
        XCTAssertTrue(app.window.softwareKeyboard.isShown)
        view.insertText("One")
        view.insertText("\n")
        view.insertText("Two!")
        view.insertText("!")
        view.deleteBackward()
        XCTAssertEqual(view.text, "One\nTwo", "Return breaks the line; the delegate refused the lone !")
        XCTAssertEqual(
            delegate.log,
            [
                "shouldBegin", "didBegin", "shouldChange(0,0)", "didChange", "shouldChange(3,0)", "didChange",
                "shouldChange(4,0)", "didChange", "shouldChange(8,0)", "shouldChange(7,1)", "didChange",
            ])
        view.layoutIfNeeded()
        XCTAssertGreaterThan(view.contentSize.height, 30, "two lines")
        XCTAssertTrue(view.resignFirstResponder())
        XCTAssertEqual(delegate.log.last, "didEnd")
        view.isEditable = false
        XCTAssertFalse(view.becomeFirstResponder())
    }
}
