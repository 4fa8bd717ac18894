import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// R291 on screen: a navigation bar's legacy background image is drawn in place of its material
/// once the content scrolls under it.
@MainActor
final class LegacyBarImageRenderingTests: XCTestCase {
    private final class ListController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    func testR291TheBackgroundImageFillsTheBarOverScrolledContent() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let list = ListController(style: .plain)
        list.title = "Inbox"
        let navigation = UINavigationController(rootViewController: list)
        var data = Data(count: 4 * 4 * 4)
        for i in 0..<16 {
            data[i * 4] = 200
            data[i * 4 + 1] = 30
            data[i * 4 + 2] = 40
            data[i * 4 + 3] = 255
        }
        navigation.navigationBar.setBackgroundImage(
            UIImage(cgImage: CGImage(width: 4, height: 4, rgba: data)), for: .default)
        sim.rootViewController = navigation
        sim.advance(seconds: 0.3)
        list.tableView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        sim.advance(seconds: 0.3)
        let canvas = try sim.render()
        if let folder = ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"] {
            try canvas.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("legacy-bar.png"))
        }
        // In the bar (below the status bar, beside the title): the image's red.
        let p = canvas.pixel(x: 40, y: 59 + 22)
        XCTAssertGreaterThan(Int(p.r), 180)
        XCTAssertLessThan(Int(p.g), 60)
    }
}
