import Foundation
import XCTest

@testable import UIKit

/// A badge drawn 4 pt outside its content on every side: Auto Layout aligns the content.
@MainActor
private final class BadgedView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) }
}

@MainActor
final class AlignmentRectTests: XCTestCase {
    /// Constraints place a view's alignment rectangle: its frame is that grown by
    /// `alignmentRectInsets` (and `frame(forAlignmentRect:)` / `alignmentRect(forFrame:)` convert).
    func testConstraintsPlaceTheAlignmentRectangle() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = BadgedView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 50), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 16, y: 6, width: 58, height: 38))
        XCTAssertEqual(badge.alignmentRect(forFrame: badge.frame), CGRect(x: 20, y: 10, width: 50, height: 30))
        XCTAssertEqual(badge.frame(forAlignmentRect: CGRect(x: 20, y: 10, width: 50, height: 30)), badge.frame)
    }

    /// A text view's text container: the line padding moves the text in, and at most
    /// `maximumNumberOfLines` show.
    func testATextViewLaysOutInItsTextContainer() async throws {
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        text.text = String(repeating: "word ", count: 80)
        text.textContainerInset = .zero
        text.layoutIfNeeded()
        let tall = text.contentSize.height
        text.textContainer.lineFragmentPadding = 0
        text.textContainer.maximumNumberOfLines = 2
        text.textContainer.lineBreakMode = .byTruncatingTail
        text.layoutIfNeeded()
        XCTAssertLessThan(text.contentSize.height, tall / 2)
        let label = try XCTUnwrap(text.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertEqual(label.frame.minX, 0)
        XCTAssertEqual(label.numberOfLines, 2)
        XCTAssertEqual(UIScreen.main.nativeBounds.width, UIScreen.main.bounds.width * UIScreen.main.scale)
    }
}
