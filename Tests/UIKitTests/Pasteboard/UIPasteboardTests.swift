import XCTest

@testable import UIKit

/// R312: the simulated app's pasteboards — typed values as items, a change count, named
/// pasteboards sharing their items, and a new app starting empty (the host's clipboard untouched).
@MainActor
final class UIPasteboardTests: XCTestCase {
    override func setUp() async throws {
        UIKitRuntime.reset()
    }

    func testR312StringsURLsAndImagesAreItems() async {
        let board = UIPasteboard.general
        XCTAssertNil(board.string)
        XCTAssertFalse(board.hasStrings)
        XCTAssertEqual(board.changeCount, 0)

        board.string = "Hello"
        XCTAssertEqual(board.string, "Hello")
        XCTAssertTrue(board.hasStrings)
        XCTAssertFalse(board.hasURLs)
        XCTAssertEqual(board.types, ["public.utf8-plain-text"])
        XCTAssertEqual(board.changeCount, 1)

        board.strings = ["a", "b"]
        XCTAssertEqual(board.numberOfItems, 2)
        XCTAssertEqual(board.string, "a")

        let link = URL(string: "https://example.com/a")!
        board.url = link
        XCTAssertEqual(board.urls, [link])
        XCTAssertNil(board.string, "a URL alone is not text")
        XCTAssertTrue(board.contains(pasteboardTypes: ["public.url"]))

        let image = UIImage(cgImage: CGImage(width: 2, height: 2, rgba: Data(repeating: 255, count: 16)))
        board.image = image
        XCTAssertTrue(board.hasImages)
        XCTAssertTrue(board.image === image)
        XCTAssertNotNil(board.data(forPasteboardType: "public.png"))

        board.items = [["public.utf8-plain-text": "one"], ["public.url": link, "public.utf8-plain-text": "two"]]
        XCTAssertEqual(board.strings, ["one", "two"])
        XCTAssertEqual(board.url, link)
        XCTAssertEqual(board.changeCount, 5)
        board.string = nil
        XCTAssertEqual(board.numberOfItems, 0)
    }

    func testR312AChangePostsTheNotification() async {
        final class Box: @unchecked Sendable { var posted: [[String]] = [] }
        let box = Box()
        let token = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: nil, queue: nil
        ) { note in
            box.posted.append(note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [])
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIPasteboard.general.string = "x"
        UIPasteboard.general.string = "y"
        XCTAssertEqual(box.posted, [["public.utf8-plain-text"], []])
    }

    func testR312NamedPasteboardsShareTheirItemsAndANewAppStartsEmpty() async throws {
        XCTAssertNil(UIPasteboard(name: UIPasteboard.Name("com.example.board"), create: false))
        let made = try XCTUnwrap(UIPasteboard(name: UIPasteboard.Name("com.example.board"), create: true))
        made.string = "shared"
        XCTAssertEqual(UIPasteboard(name: UIPasteboard.Name("com.example.board"), create: false)?.string, "shared")
        XCTAssertNil(UIPasteboard.general.string, "its own items")
        let unique = UIPasteboard.withUniqueName()
        XCTAssertNotEqual(unique.name, made.name)
        UIPasteboard.remove(withName: made.name)
        XCTAssertNil(UIPasteboard(name: made.name, create: false))

        UIPasteboard.general.string = "before"
        UIKitRuntime.reset()
        XCTAssertNil(UIPasteboard.general.string)
        XCTAssertEqual(UIPasteboard.general.changeCount, 0)
    }
}
