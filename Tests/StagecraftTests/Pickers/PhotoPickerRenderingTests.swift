import Foundation
import Gallery
import PhotosUI
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// R332, R333 on screen: the pickers show the simulated library as a grid of square thumbnails
/// on a page sheet; a multiple selection wears blue numbered badges; "Move and Scale" is the
/// photo on black under a square frame.
@MainActor
final class PhotoPickerRenderingTests: XCTestCase {
    final class Delegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate,
        PHPickerViewControllerDelegate
    {
        var picked = 0
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) { picked += 1 }
    }

    func makeSimulator() throws -> (Simulator, UIViewController) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        sim.rootViewController = screen
        sim.advance(seconds: 0.2)
        return (sim, screen)
    }

    func testR332TheImagePickerShowsTheLibraryAsAGridUnderItsBar() async throws {
        let (sim, screen) = try makeSimulator()
        let delegate = Delegate()
        let picker = UIImagePickerController()
        picker.delegate = delegate
        screen.present(picker, animated: true)
        sim.advance(seconds: 1)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "image-picker-grid.png")
        let grid = try XCTUnwrap(picker.topViewController?.view)
        let cells = grid.subviews.filter { $0 is UIControl }
        XCTAssertEqual(cells.count, 12)
        // The red-and-white checkerboard photo (the eighth): a red square at its top left.
        let checker = cells[7].convert(cells[7].bounds, to: nil)
        let p = canvas.pixel(x: Int(checker.minX + 4), y: Int(checker.minY + 4))
        XCTAssertGreaterThan(Int(p.r), 200)
        XCTAssertLessThan(Int(p.g), 80)
        // Between two thumbnails of a row, the white of the sheet.
        let first = cells[4].convert(cells[4].bounds, to: nil)
        XCTAssertGreaterThan(Int(canvas.pixel(x: Int(first.maxX + 1), y: Int(first.midY)).g), 240)
    }

    func testR333AnOrderedSelectionWearsNumberedBlueBadges() async throws {
        let (sim, screen) = try makeSimulator()
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 3
        configuration.selection = .ordered
        let picker = PHPickerViewController(configuration: configuration)
        let delegate = Delegate()
        picker.delegate = delegate
        screen.present(picker, animated: true)
        sim.advance(seconds: 1)
        let cells =
            try XCTUnwrap(find(in: picker.view) { $0 is UIScrollView })
            .subviews.filter { $0 is UIControl } as! [UIControl]
        for index in [9, 2] { cells[index].sendActions(for: .touchUpInside) }
        sim.advance(seconds: 0.2)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "photo-picker-ordered.png")
        let cell = cells[9].convert(cells[9].bounds, to: nil)
        // The badge: 22 pt at the bottom right, 4 pt in; blue at its edge, white digits in it.
        let blue = canvas.pixel(x: Int(cell.maxX - 4 - 19), y: Int(cell.maxY - 4 - 11))
        XCTAssertGreaterThan(Int(blue.b), 200)
        XCTAssertLessThan(Int(blue.r), 60)
        var white = 0
        for x in Int(cell.maxX - 22)..<Int(cell.maxX - 8) {
            for y in Int(cell.maxY - 22)..<Int(cell.maxY - 8) where canvas.pixel(x: x, y: y).r > 200 { white += 1 }
        }
        XCTAssertGreaterThan(white, 6, "the 1 in white")
        let unselected = cells[0].convert(cells[0].bounds, to: nil)
        let corner = canvas.pixel(x: Int(unselected.maxX - 15), y: Int(unselected.maxY - 15))
        XCTAssertGreaterThan(Int(corner.r), Int(corner.b), "no badge on the sunset")
    }

    func testR332MoveAndScaleShowsThePhotoUnderASquareFrameOnBlack() async throws {
        let (sim, screen) = try makeSimulator()
        let delegate = Delegate()
        let picker = UIImagePickerController()
        picker.allowsEditing = true
        picker.delegate = delegate
        screen.present(picker, animated: true)
        sim.advance(seconds: 1)
        let grid = try XCTUnwrap(picker.topViewController?.view)
        (grid.subviews.filter { $0 is UIControl }[0] as! UIControl).sendActions(for: .touchUpInside)
        sim.advance(seconds: 1)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "image-picker-move-and-scale.png")
        let view = try XCTUnwrap(picker.topViewController?.view)
        let frame = view.convert(view.bounds, to: nil)
        let top = canvas.pixel(x: 196, y: Int(frame.minY + 30))
        XCTAssertLessThan(Int(top.r) + Int(top.g) + Int(top.b), 120, "black (or the dimmed photo) above the square")
        let middle = canvas.pixel(x: 20, y: Int(frame.midY))
        XCTAssertGreaterThan(Int(middle.r), 150, "the sunset in the square")
    }

    private func find(in view: UIView, _ test: (UIView) -> Bool) -> UIView? {
        if test(view) { return view }
        for sub in view.subviews { if let found = find(in: sub, test) { return found } }
        return nil
    }
}
