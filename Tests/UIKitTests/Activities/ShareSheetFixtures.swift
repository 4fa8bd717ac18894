import Foundation
import XCTest

@testable import UIKit

/// A custom activity that logs what the share sheet asks of it and finishes only when told.
@MainActor
final class LoggingActivity: UIActivity {
    var log: [String] = []
    var controller: UIViewController?
    let type: UIActivity.ActivityType
    let title: String
    let acceptsURLsOnly: Bool

    init(_ raw: String, title: String, acceptsURLsOnly: Bool = false, controller: UIViewController? = nil) {
        type = UIActivity.ActivityType(raw)
        self.title = title
        self.acceptsURLsOnly = acceptsURLsOnly
        self.controller = controller
        super.init()
    }

    override var activityType: UIActivity.ActivityType? { type }
    override var activityTitle: String? { title }
    override var activityImage: UIImage? { UIImage(systemName: "star") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        log.append("canPerform(\(activityItems.count))")
        return !acceptsURLsOnly || activityItems.contains { $0 is URL }
    }
    override func prepare(withActivityItems activityItems: [Any]) {
        log.append("prepare(\(activityItems.map { "\($0)" }.joined(separator: ", ")))")
    }
    override func perform() { log.append("perform") }
    override var activityViewController: UIViewController? {
        log.append("activityViewController")
        return controller
    }
}

/// A share activity: an icon in the row of apps.
@MainActor
final class ShareRowActivity: UIActivity {
    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.friends") }
    override var activityTitle: String? { "Friends" }
    override var activityImage: UIImage? { UIImage(systemName: "person") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func perform() { activityDidFinish(true) }
}

/// An item source that logs the sheet's questions and gives a different text per activity.
@MainActor
final class LoggingItemSource: NSObject, UIActivityItemSource {
    var log: [String] = []
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        log.append("placeholder")
        return ""
    }
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? {
        log.append("item(\(activityType?.rawValue ?? "nil"))")
        return activityType == .copyToPasteboard ? "Copied text" : "Other text"
    }
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "The subject" }
}

/// Records each call of a share sheet's completion handler.
@MainActor
final class CompletionRecorder {
    var calls: [String] = []
    func attach(to sheet: UIActivityViewController) {
        sheet.completionWithItemsHandler = { type, completed, items, error in
            self.calls.append(
                "\(type?.rawValue ?? "nil") \(completed) items:\(items.map { "\($0.count)" } ?? "nil") error:\(error == nil ? "nil" : "set")"
            )
        }
    }
}

extension UIActivityViewController {
    /// The titles of the share sheet's apps and of its action groups, as shown.
    var shownTitles: (apps: [String], groups: [[String]]) {
        loadViewIfNeeded()
        guard let sheet = view as? ShareSheetView else { return ([], []) }
        let apps = sheet.appRow.isHidden ? [] : sheet.appRow.columns.map { $0.accessibilityLabel ?? "?" }
        return (apps, sheet.groups.map { $0.rows.map { $0.accessibilityLabel ?? "?" } })
    }

    /// The tappable view titled `title` (a row, an app, the close button), if shown.
    func target(titled title: String) -> UIView? {
        func search(_ view: UIView) -> UIView? {
            if view is UIControl, view.accessibilityLabel == title { return view }
            for sub in view.subviews { if let found = search(sub) { return found } }
            return nil
        }
        return viewIfLoaded.flatMap(search)
    }
}

extension TouchDriver {
    /// Taps the middle of a view on screen, the finger down for one frame (as a quick tap is).
    func tap(_ view: UIView?, file: StaticString = #filePath, line: UInt = #line) {
        guard let view, let window = view.window else { return XCTFail("not on screen", file: file, line: line) }
        press(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
        app.advance(seconds: 1.0 / 60)
        release()
    }
}
