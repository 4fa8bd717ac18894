import XCTest

@testable import UIKit

/// R312: the share sheet presents as a sheet at the medium detent, shows what the items allow, and
/// ends once — with the activity performed, or with nil and false when closed or swiped away.
@MainActor
final class ActivityViewControllerTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var touches: TouchDriver!
    var recorder: CompletionRecorder!

    override func setUp() async throws {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        touches = TouchDriver(app)
        recorder = CompletionRecorder()
    }

    func present(
        _ items: [Any], activities: [UIActivity]? = nil, excluding excluded: [UIActivity.ActivityType]? = nil,
        large: Bool = false
    ) -> UIActivityViewController {
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: activities)
        sheet.excludedActivityTypes = excluded
        // Rows below the medium detent are reached with the sheet pulled up.
        if large { sheet.sheetPresentationController?.selectedDetentIdentifier = .large }
        recorder.attach(to: sheet)
        a.present(sheet, animated: true)
        app.advance(seconds: 1)
        return sheet
    }

    let url = URL(string: "https://www.apple.com/iphone/")!

    func testR312PresentedItIsASheetAtTheMediumDetentWithoutAGrabber() async throws {
        let sheet = present([url])
        let controller = try XCTUnwrap(sheet.presentationController as? UISheetPresentationController)
        XCTAssertTrue(sheet.sheetPresentationController === controller)
        XCTAssertEqual(controller.detents.map(\.identifier), [.medium, .large])
        XCTAssertFalse(controller.prefersGrabberVisible)
        let card = try XCTUnwrap(controller.presentedView as? SheetCardView)
        XCTAssertFalse(card.isGrabberVisible)
        let layout = try XCTUnwrap(controller.layout)
        let mediumTop = layout.top(forDetentValue: layout.maximumDetentValue / 2)
        XCTAssertEqual(card.frame.minY, mediumTop, accuracy: 0.5, "rests at the medium detent")
        XCTAssertEqual(card.frame.minY, 852 - 749 / 2 - 0, accuracy: 40, "about half the screen")
        XCTAssertTrue(a.presentedViewController === sheet)
        XCTAssertEqual(recorder.calls, [], "nothing is told while it shows")
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR312APopoverSourceIsAcceptedAndOnAPhoneTheSheetRuns() async throws {
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        let popover = try XCTUnwrap(sheet.popoverPresentationController, "kept for regular widths, as since iOS 10")
        popover.sourceView = a.view
        popover.sourceRect = CGRect(x: 300, y: 80, width: 44, height: 44)
        popover.barButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        a.present(sheet, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(sheet.presentationController is UISheetPresentationController)
        XCTAssertTrue(sheet.popoverPresentationController === popover)
        XCTAssertEqual(popover.arrowDirection, .unknown, "never shown as a popover")
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR312AURLOffersTheAppsCopyTheReadingListABookmarkAndFiles() async {
        let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        XCTAssertEqual(sheet.shownTitles.apps, ["AirDrop", "Messages", "Mail", "Notes", "Reminders"])
        XCTAssertEqual(
            sheet.shownTitles.groups, [["Copy"], ["Add to Reading List", "Add Bookmark"], ["Save to Files"]])
        let header = (sheet.view as! ShareSheetView).header
        XCTAssertEqual(header.titleLabel.text, "apple.com")
        XCTAssertEqual(header.subtitleLabel.text, "https://www.apple.com/iphone/")
    }

    func testR312TextAndImagesOfferWhatTheyAllow() async {
        let text = UIActivityViewController(activityItems: ["Hello\nworld"], applicationActivities: nil)
        XCTAssertEqual(text.shownTitles.groups, [["Copy"], ["Print", "Save to Files"]])
        XCTAssertEqual((text.view as! ShareSheetView).header.titleLabel.text, "Hello", "the first line")
        XCTAssertEqual((text.view as! ShareSheetView).header.subtitleLabel.text, "Plain Text")

        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let photo = UIActivityViewController(activityItems: [image], applicationActivities: nil)
        XCTAssertEqual(
            photo.shownTitles.groups, [["Copy"], ["Save Image", "Assign to Contact", "Print", "Save to Files"]])
        XCTAssertEqual(photo.shownTitles.apps, ["AirDrop", "Messages", "Mail", "Notes"], "Reminders takes no image")
    }

    func testR312ExcludedTypesAndActivitiesThatCannotPerformAreLeftOut() async {
        let custom = LoggingActivity("com.example.open", title: "Open in App", acceptsURLsOnly: true)
        let hidden = LoggingActivity("com.example.hidden", title: "Hidden")
        let sheet = UIActivityViewController(
            activityItems: ["Just text"], applicationActivities: [custom, hidden, ShareRowActivity()])
        sheet.excludedActivityTypes = [.airDrop, .mail, .print, UIActivity.ActivityType("com.example.hidden")]
        XCTAssertEqual(sheet.shownTitles.apps, ["Messages", "Notes", "Reminders", "Friends"], "app activities last")
        XCTAssertEqual(sheet.shownTitles.groups, [["Copy"], ["Save to Files"]])
        XCTAssertEqual(sheet.target(titled: "Copy")?.accessibilityTraits, .button)
        XCTAssertEqual(custom.log, ["canPerform(1)"], "asked with the placeholders")
        XCTAssertEqual(hidden.log, [], "an excluded activity is not asked")

        let withURL = UIActivityViewController(activityItems: [url], applicationActivities: [custom])
        XCTAssertEqual(withURL.shownTitles.groups.last, ["Open in App"], "after the system's actions")
        sheet.excludedActivityTypes = nil
        XCTAssertEqual(sheet.shownTitles.apps.first, "AirDrop", "the sheet follows a change")
    }

    func testR312CopyPutsTheItemsOnTheGeneralPasteboardDismissesAndCompletes() async throws {
        UIPasteboard.general.string = "old"
        let sheet = present([url, "Look at this"])
        touches.tap(sheet.target(titled: "Copy"))
        app.advance(seconds: 0.1)
        XCTAssertEqual(recorder.calls, [], "the completion waits for the sheet to go")
        XCTAssertEqual(UIPasteboard.general.urls, [url])
        XCTAssertEqual(UIPasteboard.general.strings, [url.absoluteString, "Look at this"])
        XCTAssertEqual(UIPasteboard.general.numberOfItems, 2)
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(recorder.calls, ["com.apple.UIKit.activity.CopyToPasteboard true items:nil error:nil"])
        touches.tap(at: CGPoint(x: 200, y: 700))
        app.advance(seconds: 1)
        XCTAssertEqual(recorder.calls.count, 1, "once")
    }

    func testR312ItemSourcesGiveThePlaceholderOnceAndTheItemForTheChosenActivity() async {
        let source = LoggingItemSource()
        let sheet = present([source])
        XCTAssertEqual(source.log, ["placeholder"])
        XCTAssertEqual((sheet.view as! ShareSheetView).header.titleLabel.text, "The subject")
        touches.tap(sheet.target(titled: "Copy"))
        app.advance(seconds: 1)
        XCTAssertEqual(source.log, ["placeholder", "item(com.apple.UIKit.activity.CopyToPasteboard)"])
        XCTAssertEqual(UIPasteboard.general.string, "Copied text")
    }

    func testR312AnItemProviderComputesItsItemForTheActivity() async {
        final class Provider: UIActivityItemProvider, @unchecked Sendable {
            override var item: Any { activityType == .mail ? "For mail" : "For \(activityType?.rawValue ?? "nil")" }
        }
        let provider = Provider(placeholderItem: "placeholder")
        let sheet = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
        XCTAssertEqual(sheet.placeholderItems as? [String], ["placeholder"])
        XCTAssertEqual(sheet.resolvedItems(for: .mail) as? [String], ["For mail"])
        XCTAssertNil(provider.activityType, "only set while the item is computed")
    }

    func testR312ACustomActionIsPreparedThenPerformedAndTheSheetStaysUntilItFinishes() async throws {
        let custom = LoggingActivity("com.example.open", title: "Open in App")
        let sheet = present([url], activities: [custom], large: true)
        custom.log.removeAll()
        touches.tap(sheet.target(titled: "Open in App"))
        XCTAssertEqual(custom.log, ["prepare(https://www.apple.com/iphone/)", "activityViewController", "perform"])
        app.advance(seconds: 1)
        XCTAssertTrue(a.presentedViewController === sheet, "still shown: the activity has not finished")
        XCTAssertEqual(recorder.calls, [])
        touches.tap(sheet.target(titled: "Copy"))
        app.advance(seconds: 0.2)
        XCTAssertEqual(recorder.calls, [], "no second activity while one runs")

        custom.activityDidFinish(true)
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(recorder.calls, ["com.example.open true items:nil error:nil"])
        custom.activityDidFinish(true)
        XCTAssertEqual(recorder.calls.count, 1)
    }

    func testR312AnActivitysOwnControllerIsPresentedOverTheSheetAndGoesWithIt() async throws {
        let own = NamedController("Compose")
        let custom = LoggingActivity("com.example.compose", title: "Compose", controller: own)
        let sheet = present([url], activities: [custom], large: true)
        custom.log.removeAll()
        touches.tap(sheet.target(titled: "Compose"))
        app.advance(seconds: 1)
        XCTAssertEqual(custom.log, ["prepare(https://www.apple.com/iphone/)", "activityViewController"], "no perform")
        XCTAssertTrue(sheet.presentedViewController === own)

        custom.activityDidFinish(false)
        app.advance(seconds: 1.5)
        XCTAssertNil(a.presentedViewController, "both are gone")
        XCTAssertNil(own.presentingViewController)
        XCTAssertEqual(recorder.calls, ["com.example.compose false items:nil error:nil"])
    }

    func testR312TheCloseButtonCompletesWithNilAndFalse() async throws {
        let sheet = present(["Hello"])
        var legacy: [String] = []
        sheet.completionHandler = { type, completed in legacy.append("\(type?.rawValue ?? "nil") \(completed)") }
        touches.tap(sheet.target(titled: "Close"))
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(recorder.calls, ["nil false items:nil error:nil"])
        XCTAssertEqual(legacy, ["nil false"], "the deprecated handler too")
    }

    func testR312SwipingTheSheetDownCompletesWithNilAndFalse() async throws {
        let sheet = present([url])
        let card = try XCTUnwrap(sheet.presentationController?.presentedView)
        let start = CGPoint(x: 120, y: card.frame.minY + 60)
        touches.drag(from: start, to: CGPoint(x: 120, y: start.y + 200), steps: 5)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(recorder.calls, ["nil false items:nil error:nil"])
    }

    func testR312MessagesHandsTheItemsOverAndCompletes() async throws {
        let sheet = present([url])
        touches.tap(sheet.target(titled: "Messages"))
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(recorder.calls, ["com.apple.UIKit.activity.Message true items:nil error:nil"])
        XCTAssertTrue(
            app.events.entries.contains("activity com.apple.UIKit.activity.Message handed 1 item(s) to Messages"))
    }

    func testR312ACustomShareActivityIsAnIconInTheAppRow() async throws {
        let sheet = present(["Hi"], activities: [ShareRowActivity()], excluding: [.airDrop, .mail])
        XCTAssertEqual(sheet.shownTitles.apps, ["Messages", "Notes", "Reminders", "Friends"])
        touches.tap(sheet.target(titled: "Friends"))
        app.advance(seconds: 1)
        XCTAssertEqual(recorder.calls, ["com.example.friends true items:nil error:nil"])
    }

    func testR312ADismissalByTheAppCompletesWithNilAndFalseOnce() async throws {
        let sheet = present(["Hello"])
        a.dismiss(animated: true)
        app.advance(seconds: 0.1)
        XCTAssertEqual(recorder.calls, [], "not before the sheet is gone")
        app.advance(seconds: 1)
        XCTAssertNil(sheet.presentingViewController)
        XCTAssertEqual(recorder.calls, ["nil false items:nil error:nil"])
    }
}
