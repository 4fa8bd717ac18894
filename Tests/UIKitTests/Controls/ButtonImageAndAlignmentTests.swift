import XCTest

@testable import UIKit

/// A classic button's image and a control's content alignment (R297).
@MainActor
final class ButtonImageAndAlignmentTests: XCTestCase {
    func testR297AnImageBeforeTheTitleCentredAsAPair() async {
        UIKitRuntime.reset()
        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        let titleOnly = button.intrinsicContentSize
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        XCTAssertEqual(button.currentImage?.name, "plus")
        XCTAssertEqual(button.image(for: .highlighted)?.name, "plus", "falls back to the normal image")
        XCTAssertEqual(button.intrinsicContentSize.width, titleOnly.width + 22, "the image's width added")
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = button.imageView!.frame
        let title = button.titleLabel!.frame
        XCTAssertEqual(image.maxX, title.minX, "the title right after the image")
        XCTAssertEqual((image.minX + title.maxX) / 2, 100, accuracy: 0.5, "the pair centred")
        XCTAssertEqual(button.imageView?.tintColor, button.tintColor, "a system button tints its symbol")
    }

    func testR297AlignmentsPlaceTheContent() async {
        UIKitRuntime.reset()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        XCTAssertEqual(button.effectiveContentHorizontalAlignment, .left)
        XCTAssertEqual(button.titleLabel!.frame.minX, 10)
        XCTAssertEqual(button.titleLabel!.frame.minY, 0)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.maxX, 190)
        button.contentHorizontalAlignment = .fill
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.width, 180)

        var configuration = UIButton.Configuration.plain()
        configuration.title = "Inbox"
        configuration.contentInsets = .zero
        let configured = UIButton(configuration: configuration)
        configured.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        configured.contentHorizontalAlignment = .leading
        configured.layoutIfNeeded()
        XCTAssertEqual(configured.titleLabel!.frame.minX, 0, accuracy: 0.5, "a configured button follows it too")
    }
}
