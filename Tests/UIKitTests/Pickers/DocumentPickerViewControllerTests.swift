import UniformTypeIdentifiers
import XCTest

@testable import UIKit

/// Records what a document picker tells its delegate.
@MainActor
final class DocumentPickerRecorder: NSObject, UIDocumentPickerDelegate {
    var calls: [String] = []
    var urls: [URL] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        calls.append("didPick \(urls.map(\.lastPathComponent))")
        self.urls = urls
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { calls.append("cancelled") }
}

/// A delegate with only the iOS 8 single-document method.
@MainActor
final class LegacyDocumentPickerDelegate: NSObject, UIDocumentPickerDelegate {
    var picked: URL?
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { picked = url }
}

/// R334: the document picker browses "On My iPhone", picks documents of its types (copies with
/// `asCopy`), exports into the folder shown, dismisses itself and then tells the delegate.
@MainActor
final class DocumentPickerViewControllerTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var touches: TouchDriver!
    var recorder: DocumentPickerRecorder!
    var folder: URL!

    override func setUp() async throws {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        touches = TouchDriver(app)
        recorder = DocumentPickerRecorder()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("pick-tests-\(UUID().uuidString)")
        folder = base.appendingPathComponent("On My iPhone", isDirectory: true)
        SimulatedFiles.onMyIPhone = folder
        SimulatedFiles.inbox = base.appendingPathComponent("Inbox", isDirectory: true)
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("Trips/Rome"), withIntermediateDirectories: true)
        try Data("hello".utf8).write(to: folder.appendingPathComponent("Notes.txt"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("data.json"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("Photo.png"))
        try Data("%PDF".utf8).write(to: folder.appendingPathComponent("Trips/Ticket.pdf"))
        try Data("x".utf8).write(to: folder.appendingPathComponent(".hidden"))
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    func present(_ picker: UIDocumentPickerViewController) -> DocumentFolderController {
        picker.delegate = recorder
        a.present(picker, animated: true)
        app.advance(seconds: 1)
        return picker.navigation.topViewController as! DocumentFolderController
    }

    func row(_ name: String, in folder: DocumentFolderController) -> DocumentRowView? {
        folder.rows.first { $0.entry.url.lastPathComponent == name }
    }

    func testR334ItListsOnMyIPhoneSortedAndFadesWhatCannotBeOpened() async throws {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .json])
        let root = present(picker)
        XCTAssertTrue(picker.presentationController is UISheetPresentationController)
        XCTAssertEqual(root.title, "On My iPhone")
        XCTAssertEqual(
            root.rows.map { $0.entry.url.lastPathComponent }, ["data.json", "Notes.txt", "Photo.png", "Trips"])
        XCTAssertEqual(
            root.rows.map(\.nameLabel.text), ["data", "Notes", "Photo", "Trips"], "no extensions by default")
        XCTAssertEqual(root.rows.map(\.isEnabled), [true, true, false, true], "a PNG is not text")
        XCTAssertEqual(root.rows.map(\.detailLabel.text), ["2 bytes", "5 bytes", "4 bytes", "Folder"])
        touches.tap(row("Photo.png", in: root))
        XCTAssertEqual(recorder.calls, [], "a faded row takes no tap")
    }

    func testR334ATapPicksInPlaceAfterThePickerIsGone() async throws {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        let root = present(picker)
        touches.tap(row("Notes.txt", in: root))
        XCTAssertEqual(recorder.calls, [], "told once the picker is gone")
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController, "it dismisses itself")
        XCTAssertEqual(recorder.calls, ["didPick [\"Notes.txt\"]"])
        XCTAssertEqual(recorder.urls.first?.standardizedFileURL.path, folder.appendingPathComponent("Notes.txt").path)
    }

    func testR334AsCopyHandsOverACopyInTheInbox() async throws {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.json], asCopy: true)
        let root = present(picker)
        touches.tap(row("data.json", in: root))
        app.advance(seconds: 1)
        let url = try XCTUnwrap(recorder.urls.first)
        XCTAssertEqual(url.deletingLastPathComponent().lastPathComponent, "Inbox")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "{}")
    }

    func testR334FoldersOpenAndMultipleSelectionChecksThenOpens() async throws {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
        picker.allowsMultipleSelection = true
        let root = present(picker)
        XCTAssertFalse(root.navigationItem.rightBarButtonItem?.isEnabled ?? true, "Open waits for a selection")
        touches.tap(row("Notes.txt", in: root))
        XCTAssertTrue(row("Notes.txt", in: root)?.isChecked ?? false)
        touches.tap(row("Trips", in: root))
        app.advance(seconds: 1)
        let trips = try XCTUnwrap(picker.navigation.topViewController as? DocumentFolderController)
        XCTAssertEqual(trips.title, "Trips")
        touches.tap(row("Ticket.pdf", in: trips))
        let open = try XCTUnwrap(trips.navigationItem.rightBarButtonItem)
        XCTAssertTrue(open.isEnabled)
        touches.tap(open.shownView)
        app.advance(seconds: 1)
        XCTAssertEqual(recorder.calls, ["didPick [\"Notes.txt\", \"Ticket.pdf\"]"])
    }

    func testR334DirectoryURLOpensThereWithItsParentsBehind() async throws {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.directoryURL = folder.appendingPathComponent("Trips")
        let trips = present(picker)
        XCTAssertEqual(trips.title, "Trips")
        XCTAssertEqual(picker.navigation.viewControllers.count, 2)
        XCTAssertEqual(trips.rows.map { $0.entry.url.lastPathComponent }, ["Rome", "Ticket.pdf"])
    }

    func testR334ExportingMovesOrCopiesIntoTheFolderShown() async throws {
        let source = folder.deletingLastPathComponent().appendingPathComponent("Report.txt")
        try Data("report".utf8).write(to: source)
        let picker = UIDocumentPickerViewController(forExporting: [source], asCopy: true)
        let root = present(picker)
        let save = try XCTUnwrap(root.navigationItem.rightBarButtonItem)
        XCTAssertEqual(save.title, "Save")
        XCTAssertEqual(root.rows.filter(\.isEnabled).map { $0.entry.url.lastPathComponent }, ["Trips"], "only folders")
        touches.tap(save.shownView)
        app.advance(seconds: 1)
        XCTAssertEqual(recorder.calls, ["didPick [\"Report.txt\"]"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Report.txt").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: source.path), "a copy leaves the original")

        let moving = UIDocumentPickerViewController(forExporting: [source])
        let movingRoot = present(moving)
        XCTAssertEqual(movingRoot.navigationItem.rightBarButtonItem?.title, "Move")
        touches.tap(movingRoot.navigationItem.rightBarButtonItem?.shownView)
        app.advance(seconds: 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: source.path), "moved")
    }

    func testR334CancelAndSwipingAwayTellWasCancelledOnce() async throws {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        let root = present(picker)
        touches.tap(root.navigationItem.leftBarButtonItem?.shownView)
        app.advance(seconds: 1)
        XCTAssertEqual(recorder.calls, ["cancelled"])
        let second = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        _ = present(second)
        a.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(recorder.calls, ["cancelled", "cancelled"])
    }

    func testR334ADelegateWithOnlyTheOldMethodHearsTheFirstURL() async throws {
        let legacy = LegacyDocumentPickerDelegate()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        a.present(picker, animated: true)
        picker.delegate = legacy
        app.advance(seconds: 1)
        let root = try XCTUnwrap(picker.navigation.topViewController as? DocumentFolderController)
        touches.tap(row("Notes.txt", in: root))
        app.advance(seconds: 1)
        XCTAssertEqual(legacy.picked?.lastPathComponent, "Notes.txt")
    }

    func testR334ExportingAMissingFileIsReported() async {
        _ = UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/nonexistent/file.txt")])
        XCTAssertEqual(app.diagnosticNames, ["documentPickerMissingExport"])
    }
}
