import XCTest

@testable import UIKit

/// R347: the Simulator's apps open web and Settings URLs; nothing else.
@MainActor
final class OpenURLTests: XCTestCase {
    func testR347WebAndSettingsURLsOpenOthersFailWithADiagnostic() async throws {
        let app = TestApp()
        let web = try XCTUnwrap(URL(string: "https://www.apple.com"))
        let settings = try XCTUnwrap(URL(string: UIApplication.openSettingsURLString))
        let phone = try XCTUnwrap(URL(string: "tel:+15555550100"))
        XCTAssertTrue(UIApplication.shared.canOpenURL(web))
        XCTAssertTrue(UIApplication.shared.canOpenURL(settings))
        XCTAssertFalse(UIApplication.shared.canOpenURL(phone), "the Simulator has no Phone app")
        var results: [Bool] = []
        UIApplication.shared.open(web) { results.append($0) }
        UIApplication.shared.open(phone, options: [:]) { results.append($0) }
        XCTAssertEqual(results, [], "the completion comes later, on the main queue")
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(results, [true, false])
        XCTAssertEqual(UIApplication.shared.openedURLs, [web])
        XCTAssertEqual(app.diagnostics.entries.map(\.name), ["urlNotOpened"])
        UIApplication.shared.open(web, options: [.universalLinksOnly: true]) { results.append($0) }
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(results.last, false, "no installed app claims the link")
    }
}
