import Foundation
import Gallery
import XCTest

@testable import Stagecraft
@testable import UIKit

/// The remembered settings (issue 15 item 10): where they live, a round trip, a corrupt file, and
/// the simulator's appearance and text size toggles they restore (R213, R214).
@MainActor
final class UserSettingsTests: XCTestCase {
    private func temporaryFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder.appendingPathComponent("stagecraft/settings.json")
    }

    func testTheFileLivesUnderXDGConfigHomeOrDotConfig() async throws {
        XCTAssertEqual(
            UserSettings.defaultLocation(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"])?.path,
            "/x/cfg/stagecraft/settings.json")
        XCTAssertEqual(
            UserSettings.defaultLocation(environment: ["HOME": "/home/u"])?.path,
            "/home/u/.config/stagecraft/settings.json")
        XCTAssertEqual(
            UserSettings.defaultLocation(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"])?.path,
            "/home/u/.config/stagecraft/settings.json", "a relative XDG_CONFIG_HOME is ignored, as the spec says")
        XCTAssertNil(UserSettings.defaultLocation(environment: [:]))
        XCTAssertTrue(UserSettings.isContinuousIntegration(environment: ["CI": "true"]))
        XCTAssertFalse(UserSettings.isContinuousIntegration(environment: ["CI": "false"]))
        XCTAssertFalse(UserSettings.isContinuousIntegration(environment: [:]))
    }

    func testSettingsRoundTripThroughTheFile() async throws {
        let url = try temporaryFile()
        let settings = UserSettings(
            scene: "S26", device: "small", orientation: "landscapeLeft", appearance: "dark", contentSize: "AX2",
            slowAnimations: true, showHUD: false, showInspector: true)
        try settings.save(to: url)
        let (loaded, problem) = UserSettings.load(from: url)
        XCTAssertNil(problem)
        XCTAssertEqual(loaded, settings)
        XCTAssertEqual(loaded.interfaceOrientation, .landscapeLeft)
        XCTAssertEqual(loaded.userInterfaceStyle, .dark)
        XCTAssertEqual(loaded.contentSizeCategory, .accessibilityLarge)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains("\"appearance\" : \"dark\""), text)
    }

    func testAMissingFileIsTheDefaultsAndACorruptOneSaysSo() async throws {
        let url = try temporaryFile()
        let (missing, silent) = UserSettings.load(from: url)
        XCTAssertEqual(missing, UserSettings())
        XCTAssertNil(silent, "no file yet is not a problem")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ \"scene\": \"S1\", ".utf8).write(to: url)
        let (corrupt, problem) = UserSettings.load(from: url)
        XCTAssertEqual(corrupt, UserSettings())
        XCTAssertEqual(
            problem,
            "the settings file \(url.path) is not valid JSON; using the defaults (delete the file to start afresh)")
        try Data("{ \"slowAnimations\": \"yes\" }".utf8).write(to: url)
        XCTAssertEqual(
            UserSettings.load(from: url).problem,
            "the settings file \(url.path) has a bad value for 'slowAnimations'; using the defaults (delete the file to start afresh)"
        )
        try Data("{ \"appearance\": \"purple\", \"contentSize\": \"huge\" }".utf8).write(to: url)
        let (odd, none) = UserSettings.load(from: url)
        XCTAssertNil(none)
        XCTAssertNil(odd.userInterfaceStyle, "an unknown value is ignored")
        XCTAssertNil(odd.contentSizeCategory)
    }

    func testTheSimulatorsTogglesAreWhatIsRemembered() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        try sim.openScene("S26")
        XCTAssertEqual(sim.userInterfaceStyle, .light)
        XCTAssertEqual(sim.contentSizeCategory, .large)
        sim.toggleAppearance()
        XCTAssertTrue(sim.stepContentSize(by: 2))
        XCTAssertEqual(sim.contentSizeCategory, .extraExtraLarge)
        XCTAssertTrue(sim.stepContentSize(by: -10))
        XCTAssertEqual(sim.contentSizeCategory, .extraSmall, "clamped to the smallest")
        XCTAssertFalse(sim.stepContentSize(by: -1))
        sim.contentSizeCategory = .extraLarge
        let vc = try XCTUnwrap(sim.rootViewController)
        XCTAssertEqual(vc.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(vc.view.layer.backgroundColor, CGColor(gray: 0, alpha: 1), "S26's systemBackground in dark")
        XCTAssertEqual(
            UserSettings.current(of: sim),
            UserSettings(
                scene: "S26", device: "modern", orientation: "portrait", appearance: "dark", contentSize: "XL",
                slowAnimations: false))
        XCTAssertTrue(sim.eventLog.entries.contains("appearance dark"), "\(sim.eventLog.entries)")
        // A scene opened later keeps the appearance (it is the device's, not the scene's).
        try sim.openScene("S12")
        XCTAssertEqual(sim.rootViewController?.traitCollection.userInterfaceStyle, .dark)
    }

    func testScriptsSetAppearanceAndTextSize() async throws {
        let script = try Script(
            parsing: "scene S26\nappearance dark\ntextsize AX1\nscreenshot x.png", name: "a.txt",
            scenes: Gallery.catalog)
        XCTAssertEqual(script.steps[1].command, .appearance(.dark))
        XCTAssertEqual(script.steps[2].command, .contentSize(.accessibilityMedium))
        XCTAssertEqual(script.steps[2].command.scriptLine, "textsize AX1")
        XCTAssertThrowsError(try Script(parsing: "textsize huge", name: "a.txt", scenes: Gallery.catalog)) { error in
            XCTAssertEqual(
                "\(error)",
                "a.txt:1: the size must be XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5, not 'huge'; usage: textsize XS|S|M|L|XL|XXL|XXXL|AX1|AX2|AX3|AX4|AX5"
            )
        }
    }
}
