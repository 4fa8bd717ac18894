import Foundation
import XCTest

@testable import Stagecraft
@testable import UIKit

/// A catalog is all the host knows of scenes: ids, the home screen, asset folders.
@MainActor
final class SceneCatalogTests: XCTestCase {
    func testOpeningASceneByIdIgnoresCaseAndAnUnknownIdThrowsNamingTheScenes() async throws {
        let sim = try Simulator(scenes: TestScenes.catalog)
        XCTAssertThrowsError(try sim.openScene("NOPE")) { error in
            XCTAssertEqual("\(error)", "no scene 'NOPE' (scenes: present, still)")
        }
        for id in TestScenes.catalog.ids {
            let controller = try sim.openScene(id.uppercased())
            XCTAssertTrue(sim.rootViewController === controller, id)
        }
    }

    func testASimulatorWithoutACatalogHasNoScenes() async throws {
        let sim = try Simulator()
        XCTAssertThrowsError(try sim.openScene("S1")) { error in
            XCTAssertEqual("\(error)", "no scene 'S1' (scenes: none yet)")
        }
    }

    /// Without a home of its own, the home screen is the host's plain list: a tap on a scene's
    /// title opens it.
    func testWithoutAHomeTheHostListsTheScenesAndATapOpensOne() async throws {
        let sim = try Simulator(scenes: TestScenes.catalog)
        XCTAssertTrue(sim.openHome() is SceneListViewController)
        sim.advance(seconds: 0.1)
        let tree = sim.viewTreeDump()
        XCTAssertTrue(tree.contains("text=\"Test scenes\""), tree)
        let still = try XCTUnwrap(ScriptViewFinder.find("Still", in: sim.window))
        sim.tap(still)
        XCTAssertEqual(sim.rootViewController?.view.backgroundColor, .systemBlue)
    }

    /// A catalog's home factory gets the catalog and a host: `open` replaces the home by a scene,
    /// `showing` says which scene the home shows inside itself (nil: its list is back).
    func testACatalogsOwnHomeIsShownAndItsHostOpensOrHearsTheScene() async throws {
        var catalog = TestScenes.catalog
        var host: HomeHost?
        let home = UIViewController()
        catalog.home = { catalog, given in
            host = given
            XCTAssertEqual(catalog.ids, ["present", "still"])
            return home
        }
        let sim = try Simulator(scenes: catalog)
        XCTAssertTrue(sim.openHome() === home)
        let still = try XCTUnwrap(catalog.scene(id: "still"))
        host?.showing(still)
        XCTAssertEqual(sim.sceneID, "still", "shown inside the home")
        XCTAssertTrue(sim.rootViewController === home)
        XCTAssertTrue(sim.isShowingHome)
        host?.showing(nil)
        XCTAssertNil(sim.sceneID)
        host?.open(still)
        XCTAssertEqual(sim.rootViewController?.view.backgroundColor, .systemBlue)
        XCTAssertEqual(sim.sceneID, "still")
        XCTAssertFalse(sim.isShowingHome)
    }

    /// Every simulator makes the catalog's asset folders searchable by `UIImage(named:)`.
    func testTheCatalogsAssetFoldersAreSearched() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        var catalog = TestScenes.catalog
        catalog.assetDirectories = [folder]
        _ = try Simulator(scenes: catalog)
        XCTAssertEqual(UIImage.assetDirectories.first, folder)
    }
}
