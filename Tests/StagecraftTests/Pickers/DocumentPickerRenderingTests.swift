import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import UniformTypeIdentifiers
import XCTest

/// R334 on screen: the document picker is a page sheet titled "On My iPhone" under Cancel, with a
/// row per entry — blue folder glyphs, document glyphs, names and sizes — and faded rows for what
/// cannot be opened.
@MainActor
final class DocumentPickerRenderingTests: XCTestCase {
    func testR334TheBrowserListsOnMyIPhone() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("pick-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("On My iPhone", isDirectory: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Documents"), withIntermediateDirectories: true)
        try Data("Shopping list".utf8).write(to: folder.appendingPathComponent("List.txt"))
        try Data(repeating: 1, count: 2400).write(to: folder.appendingPathComponent("Scan.pdf"))
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        picker.directoryURL = folder
        UIKitRuntime.reset()
        let previous = SimulatedFiles.onMyIPhone
        SimulatedFiles.onMyIPhone = folder
        defer { SimulatedFiles.onMyIPhone = previous }
        do {
            let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
            let screen = UIViewController()
            screen.view.backgroundColor = .systemBackground
            sim.rootViewController = screen
            sim.advance(seconds: 0.2)
            screen.present(picker, animated: true)
            sim.advance(seconds: 1)
            let canvas = try sim.render()
            try LookFolder.write(canvas, named: "document-picker.png")
            let rows = rowViews(in: picker.view)
            XCTAssertEqual(rows.map { $0.accessibilityLabel ?? "" }, ["Documents", "List.txt", "Scan.pdf"])
            // The folder glyph is blue; the PDF row is faded (light).
            let folderRow = rows[0].convert(rows[0].bounds, to: nil)
            var blue = 0
            for x in Int(folderRow.minX + 16)..<Int(folderRow.minX + 52) {
                for y in Int(folderRow.minY + 14)..<Int(folderRow.maxY - 14) {
                    let p = canvas.pixel(x: x, y: y)
                    if Int(p.b) > Int(p.r) + 100 { blue += 1 }
                }
            }
            XCTAssertGreaterThan(blue, 40)
            func darkest(_ row: UIView) -> Int {
                let f = row.convert(row.bounds, to: nil)
                var least = 255
                for x in Int(f.minX + 64)..<Int(f.minX + 160) {
                    for y in Int(f.minY + 14)..<Int(f.minY + 32) { least = min(least, Int(canvas.pixel(x: x, y: y).r)) }
                }
                return least
            }
            XCTAssertLessThan(darkest(rows[1]), 80, "an openable name is dark")
            XCTAssertGreaterThan(darkest(rows[2]), 130, "a faded one is light")
        }
    }

    private func rowViews(in view: UIView) -> [UIControl] {
        var found: [UIControl] = []
        func walk(_ v: UIView) {
            if let c = v as? UIControl, String(describing: type(of: c)) == "DocumentRowView" { found.append(c) }
            v.subviews.forEach(walk)
        }
        walk(view)
        return found
    }
}
