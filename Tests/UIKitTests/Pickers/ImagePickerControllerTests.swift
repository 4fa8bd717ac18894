import XCTest

@testable import UIKit

/// R332: the image picker is a navigation controller in a page sheet, showing the simulated
/// library; a tap picks (through "Move and Scale" when editing is allowed), Cancel cancels, and
/// the camera is unavailable as in the iOS Simulator.
@MainActor
final class ImagePickerControllerTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var touches: TouchDriver!
    var recorder: ImagePickerRecorder!

    override func setUp() async throws {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        touches = TouchDriver(app)
        recorder = ImagePickerRecorder()
    }

    func present(_ configure: (UIImagePickerController) -> Void = { _ in }) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = recorder
        configure(picker)
        a.present(picker, animated: true)
        app.advance(seconds: 1)
        return picker
    }

    func testR332SourcesAsInTheSimulatorNoCamera() async {
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertEqual(
            UIImagePickerController.availableMediaTypes(for: .photoLibrary), ["public.image", "public.movie"])
        XCTAssertNil(UIImagePickerController.availableMediaTypes(for: .camera))
        XCTAssertFalse(UIImagePickerController.isCameraDeviceAvailable(.rear))
        let picker = UIImagePickerController()
        XCTAssertTrue((picker as UIViewController) is UINavigationController)
        XCTAssertEqual(picker.sourceType, .photoLibrary)
        XCTAssertEqual(picker.mediaTypes, ["public.image"])
        XCTAssertFalse(picker.allowsEditing)
    }

    func testR332SettingTheCameraIsRefusedWithADiagnosticNotACrash() async {
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        XCTAssertEqual(picker.sourceType, .photoLibrary, "the source stays")
        XCTAssertEqual(app.diagnosticNames, ["imagePickerSourceUnavailable"])
        XCTAssertTrue(app.diagnostics.entries[0].message.contains("isSourceTypeAvailable"))
        picker.mediaTypes = ["public.mpeg-4"]
        XCTAssertEqual(picker.mediaTypes, ["public.image"])
        XCTAssertEqual(app.diagnosticNames.last, "imagePickerMediaTypesUnavailable")
    }

    func testR332PresentedItIsAPageSheetTitledPhotosWithTheLibrarysTwelvePhotos() async throws {
        let picker = present()
        XCTAssertTrue(picker.presentationController is UISheetPresentationController)
        XCTAssertEqual(picker.topViewController?.title, "Photos")
        XCTAssertEqual(
            picker.navigationBar.frame, CGRect(x: 0, y: 0, width: 393, height: 44), "no status bar band in a sheet")
        XCTAssertEqual(picker.libraryController.view.safeAreaInsets.top, 44)
        let grid = picker.libraryController.grid
        XCTAssertEqual(grid.cells.map { $0.accessibilityLabel ?? "" }, (1...12).map { String(format: "IMG_%04d", $0) })
        XCTAssertEqual(grid.cells[0].frame.width, (393 - 6) / 4, accuracy: 1, "four to a row")
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR332ATapPicksThePhotoWithItsImageTypeAndFile() async throws {
        let picker = present()
        let grid = picker.libraryController.grid
        touches.tap(grid.cells[1])
        XCTAssertEqual(recorder.calls, ["didFinishPicking"])
        XCTAssertEqual(recorder.info[.mediaType] as? String, "public.image")
        let image = try XCTUnwrap(recorder.info[.originalImage] as? UIImage)
        XCTAssertEqual(image.size, CGSize(width: 400, height: 300))
        XCTAssertNil(recorder.info[.editedImage])
        let url = try XCTUnwrap(recorder.info[.imageURL] as? URL)
        XCTAssertEqual(url.lastPathComponent, "IMG_0002.png")
        let data = try Data(contentsOf: url)
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG file")
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController, "the delegate dismissed it")
        touches.tap(at: CGPoint(x: 50, y: 400))
        XCTAssertEqual(recorder.calls, ["didFinishPicking"])
    }

    func testR332WithEditingATapPushesMoveAndScaleAndChooseGivesTheCentreSquare() async throws {
        let picker = present { $0.allowsEditing = true }
        touches.tap(picker.libraryController.grid.cells[0])
        app.advance(seconds: 1)
        let edit = try XCTUnwrap(picker.topViewController as? ImagePickerEditController)
        XCTAssertEqual(edit.titleLabel.text, "Move and Scale")
        XCTAssertTrue(picker.isNavigationBarHidden)
        XCTAssertEqual(recorder.calls, [])
        touches.tap(edit.cancelButton)
        app.advance(seconds: 1)
        XCTAssertTrue(picker.topViewController === picker.libraryController, "Cancel goes back to the grid")
        XCTAssertEqual(recorder.calls, [])

        touches.tap(picker.libraryController.grid.cells[0])
        app.advance(seconds: 1)
        let again = try XCTUnwrap(picker.topViewController as? ImagePickerEditController)
        touches.tap(again.chooseButton)
        XCTAssertEqual(recorder.calls, ["didFinishPicking"])
        XCTAssertEqual(recorder.info[.cropRect] as? CGRect, CGRect(x: 0, y: 50, width: 300, height: 300))
        let edited = try XCTUnwrap(recorder.info[.editedImage] as? UIImage)
        XCTAssertEqual(edited.size, CGSize(width: 300, height: 300))
        XCTAssertNotNil(recorder.info[.originalImage] as? UIImage)
    }

    func testR332CancelTellsTheDelegateAndWithoutAnImplementationThePickerDismissesItself() async throws {
        let picker = present()
        let cancel = try XCTUnwrap(picker.topViewController?.navigationItem.rightBarButtonItem)
        XCTAssertEqual((cancel.shownView as? BarButtonView)?.titleLabel.text, "Cancel")
        touches.tap(cancel.shownView)
        XCTAssertEqual(recorder.calls, ["didCancel"])
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)

        let silent = SilentImagePickerDelegate()
        let second = UIImagePickerController()
        second.delegate = silent
        a.present(second, animated: true)
        app.advance(seconds: 1)
        touches.tap(second.topViewController?.navigationItem.rightBarButtonItem?.shownView)
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController, "the default didCancel dismisses")
    }

    func testR332WithoutADelegateThePickerIsDismissedAsItShows() async {
        let picker = UIImagePickerController()
        a.present(picker, animated: true)
        app.advance(seconds: 2)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(app.diagnosticNames, ["imagePickerWithoutDelegate"])
    }

    func testR332TheSavedPhotosAlbumIsRecentsAndMoviesOnlyShowNone() async {
        let picker = present {
            $0.sourceType = .savedPhotosAlbum
            $0.mediaTypes = ["public.movie"]
        }
        XCTAssertEqual(picker.topViewController?.title, "Recents")
        XCTAssertEqual(picker.libraryController.grid.cells.count, 0, "the simulated library has no videos")
    }

    func testR331TheLibraryIsTheSameOnEveryRun() async throws {
        let photo = SimulatedPhotoLibrary.photos[0]
        XCTAssertEqual(photo.localIdentifier, "B84E8479-475C-4727-A4A4-B77AA9980001/L0/001")
        let bytes = try XCTUnwrap(photo.image.cgImage?.rgbaBytes)
        XCTAssertEqual(Array(bytes.prefix(4)), [255, 140, 60, 255], "the sunset's top-left pixel")
        XCTAssertEqual(photo.render().cgImage?.rgbaBytes, bytes)
    }
}
