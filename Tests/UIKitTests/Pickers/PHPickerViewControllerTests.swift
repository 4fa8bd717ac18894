import XCTest

@testable import PhotosUI
@testable import UIKit

/// R333: the photo picker shows the library's photos that match its filter, selects up to its
/// limit (checkmarks or numbers), and tells the delegate in the next frame; the item providers
/// load images in a later frame.
@MainActor
final class PHPickerViewControllerTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var touches: TouchDriver!
    var recorder: PhotoPickerRecorder!

    override func setUp() async throws {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        touches = TouchDriver(app)
        recorder = PhotoPickerRecorder()
    }

    func present(_ configuration: PHPickerConfiguration) -> PHPickerViewController {
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = recorder
        a.present(picker, animated: true)
        app.advance(seconds: 1)
        return picker
    }

    func testR333TheConfigurationsDefaults() async {
        let configuration = PHPickerConfiguration()
        XCTAssertEqual(configuration.selectionLimit, 1)
        XCTAssertNil(configuration.filter)
        XCTAssertEqual(configuration.selection, .default)
        XCTAssertEqual(configuration.preferredAssetRepresentationMode, .automatic)
        XCTAssertEqual(configuration.preselectedAssetIdentifiers, [])
        XCTAssertEqual(PHPickerFilter.any(of: [.images, .videos]), .any(of: [.images, .videos]))
        XCTAssertNotEqual(PHPickerFilter.images, .videos)
    }

    func testR333WithALimitOfOneATapPicksAndTheDelegateHearsInTheNextFrame() async throws {
        let picker = present(PHPickerConfiguration())
        XCTAssertTrue(picker.presentationController is UISheetPresentationController)
        XCTAssertTrue(picker.header.addButton.isHidden, "no Add with a limit of 1")
        touches.press(at: picker.grid.cells[3].convert(CGPoint(x: 10, y: 10), to: nil))
        touches.release()
        XCTAssertEqual(recorder.deliveries.count, 0, "not inside the tap")
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(recorder.deliveries.count, 1)
        let result = try XCTUnwrap(recorder.deliveries.first?.first)
        XCTAssertNil(result.assetIdentifier, "no library, no identifier")
        XCTAssertEqual(result.itemProvider.suggestedName, "IMG_0004")
        XCTAssertTrue(result.itemProvider.canLoadObject(ofClass: UIImage.self))
        XCTAssertTrue(a.presentedViewController === picker, "the picker waits for the app to dismiss it")
        touches.tap(picker.grid.cells[4])
        app.advance(seconds: 0.1)
        XCTAssertEqual(recorder.deliveries.count, 1, "one pick only")
    }

    func testR333LoadObjectHandsTheImageOverInALaterFrame() async throws {
        let picker = present(PHPickerConfiguration(photoLibrary: .shared()))
        touches.tap(picker.grid.cells[0])
        app.advance(seconds: 1.0 / 60)
        let result = try XCTUnwrap(recorder.deliveries.first?.first)
        XCTAssertEqual(result.assetIdentifier, "B84E8479-475C-4727-A4A4-B77AA9980001/L0/001")
        let box = LoadBox()
        result.itemProvider.loadObject(ofClass: UIImage.self) { object, error in
            let image = object as? UIImage
            MainActor.assumeIsolated {
                box.image = image
                box.error = error
                box.calls += 1
            }
        }
        XCTAssertEqual(box.calls, 0, "asynchronous")
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(box.calls, 1)
        XCTAssertNil(box.error)
        XCTAssertEqual(box.image?.size, CGSize(width: 300, height: 400))
    }

    func testR333MultipleOrderedSelectionNumbersTheBadgesAndAddDeliversInThatOrder() async throws {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.selectionLimit = 3
        configuration.selection = .ordered
        let picker = present(configuration)
        XCTAssertFalse(picker.header.addButton.isHidden)
        XCTAssertFalse(picker.header.addButton.isEnabled, "nothing selected yet")
        for index in [5, 2, 8] { touches.tap(picker.grid.cells[index]) }
        XCTAssertEqual(picker.grid.cells[5].badge, .number(1))
        XCTAssertEqual(picker.grid.cells[2].badge, .number(2))
        XCTAssertEqual(picker.grid.cells[8].badge, .number(3))
        XCTAssertEqual(picker.header.titleLabel.text, "3 Selected")
        XCTAssertEqual(picker.grid.cells[0].alpha, 0.4, accuracy: 0.01, "at the limit the rest dim")
        touches.tap(picker.grid.cells[0])
        XCTAssertEqual(picker.grid.cells[0].badge, .none, "and take no taps")
        touches.tap(picker.grid.cells[2])
        XCTAssertEqual(picker.grid.cells[8].badge, .number(2), "deselecting renumbers")
        touches.tap(picker.grid.cells[2])
        touches.tap(picker.header.addButton)
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(
            recorder.deliveries.first?.compactMap(\.assetIdentifier).map { String($0.prefix(36).suffix(3)) },
            ["006", "009", "003"])
    }

    func testR333DefaultMultipleSelectionShowsCheckmarksAndDeliversInLibraryOrder() async throws {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 0
        let picker = present(configuration)
        for index in [7, 1] { touches.tap(picker.grid.cells[index]) }
        XCTAssertEqual(picker.grid.cells[7].badge, .checkmark)
        XCTAssertEqual(picker.grid.cells[0].alpha, 1, "no limit, nothing dims")
        touches.tap(picker.header.addButton)
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(recorder.deliveries.first?.map { $0.itemProvider.suggestedName }, ["IMG_0002", "IMG_0008"])
    }

    func testR333FiltersShowOnlyMatchingPhotos() async {
        var configuration = PHPickerConfiguration()
        configuration.filter = .screenshots
        XCTAssertEqual(PHPickerViewController(configuration: configuration).photos.map(\.name), ["IMG_0012"])
        configuration.filter = .any(of: [.panoramas, .screenshots])
        XCTAssertEqual(PHPickerViewController(configuration: configuration).photos.count, 2)
        configuration.filter = .not(.any(of: [.panoramas, .screenshots]))
        XCTAssertEqual(PHPickerViewController(configuration: configuration).photos.count, 10)
        configuration.filter = .videos
        XCTAssertEqual(PHPickerViewController(configuration: configuration).photos.count, 0, "no videos")
        configuration.filter = .all(of: [.images, .panoramas])
        XCTAssertEqual(PHPickerViewController(configuration: configuration).photos.map(\.name), ["IMG_0011"])
    }

    func testR333CancelAndSwipingAwayDeliverNoResults() async throws {
        let picker = present(PHPickerConfiguration())
        touches.tap(picker.header.cancelButton)
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(recorder.deliveries.map(\.count), [0])
        a.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(recorder.deliveries.map(\.count), [0], "told once")

        let second = present(PHPickerConfiguration())
        a.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(recorder.deliveries.map(\.count), [0, 0], "gone without a choice")
        XCTAssertEqual(second.state, .finished)
    }

    func testR333ContinuousSelectionDeliversEachChangeWithoutAdd() async throws {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 0
        configuration.selection = .continuous
        let picker = present(configuration)
        XCTAssertTrue(picker.header.addButton.isHidden)
        touches.tap(picker.grid.cells[0])
        touches.tap(picker.grid.cells[1])
        touches.tap(picker.grid.cells[0])
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(
            recorder.deliveries.map { $0.map { $0.itemProvider.suggestedName ?? "" } },
            [["IMG_0001"], ["IMG_0001", "IMG_0002"], ["IMG_0002"]])
    }

    func testR333PreselectionNeedsALibrary() async {
        var withLibrary = PHPickerConfiguration(photoLibrary: .shared())
        withLibrary.selectionLimit = 2
        withLibrary.preselectedAssetIdentifiers = [SimulatedPhotoLibrary.photos[4].localIdentifier]
        XCTAssertEqual(PHPickerViewController(configuration: withLibrary).selected, [4])
        var without = PHPickerConfiguration()
        without.preselectedAssetIdentifiers = ["x"]
        _ = PHPickerViewController(configuration: without)
        XCTAssertEqual(app.diagnosticNames, ["pickerPreselectionWithoutLibrary"])
    }
}

/// What a load handed over (written on the main thread, where completions run here).
@MainActor
final class LoadBox {
    var image: UIImage?
    var data: Data?
    var url: URL?
    var error: Error?
    var calls = 0
}
