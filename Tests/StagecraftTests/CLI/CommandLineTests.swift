import Foundation
import Gallery
import Stagecraft
import XCTest

/// The `stagecraft` executable, run as a subprocess: options, errors, headless output and the
/// no-display fallback.
@MainActor
final class CommandLineTests: XCTestCase {
    /// What one run printed and returned.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Where the executable may be: next to the test bundle (the products directory), or in the
    /// package's `.build/debug`.
    static var candidates: [URL] {
        var directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        return directories.map { $0.standardizedFileURL.appendingPathComponent("stagecraft") }
    }

    /// The built executable, or a skip naming where it was looked for.
    func executable() throws -> URL {
        for url in Self.candidates where FileManager.default.isExecutableFile(atPath: url.path) {
            return url
        }
        throw XCTSkip(
            "the stagecraft executable is not built (looked at \(Self.candidates.map(\.path).joined(separator: ", "))); run `swift build` first"
        )
    }

    /// Runs the executable with `arguments` in `directory` with an environment without a display
    /// (unless `environment` adds one), waiting at most `timeout` seconds.
    func run(
        _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:],
        timeout: TimeInterval = 60, executable url: URL? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = try url ?? executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
        environment.merge(extra) { $1 }
        process.environment = environment
        let workingDirectory = directory ?? FileManager.default.temporaryDirectory
        process.currentDirectoryURL = workingDirectory
        // Output goes to files: a pipe could fill up and block the child while we wait.
        let id = UUID().uuidString
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-\(id).out")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-\(id).err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("stagecraft \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A fresh temporary directory, removed after the test.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CommandLineTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    // MARK: Help and errors

    func testHelpExitsZeroAndPrintsUsage() async throws {
        for flag in ["--help", "-h"] {
            let result = try run([flag])
            XCTAssertEqual(result.status, 0, flag)
            XCTAssertTrue(result.stdout.hasPrefix("usage: stagecraft [options]"), result.stdout)
            for option in ["--scene ID", "--list", "--headless", "--screenshot FILE", "--wait SECONDS", "--dump-tree"] {
                XCTAssertTrue(result.stdout.contains(option), "usage names \(option)")
            }
            XCTAssertEqual(result.stderr, "")
        }
    }

    func testBadOptionsExitNonZeroNamingTheProblem() async throws {
        let cases: [([String], String)] = [
            (["--bogus"], "unknown option '--bogus'"),
            (["--scale", "3"], "--scale must be 1, 2 or fit, not '3'"),
            (["--screenshot", "x.txt"], "--screenshot writes a PNG: the file name must end in .png, not 'x.txt'"),
            (["--headless"], "--headless has nothing to do: add --screenshot FILE.png, --dump-tree or --script FILE"),
            (["--scale"], "--scale needs a value"),
            (["--fps", "0"], "--fps must be a number from 1 to 240, not '0'"),
            (["--fps", "fast"], "--fps must be a number from 1 to 240, not 'fast'"),
            (["--wait", "-1"], "--wait must be a number of seconds from 0 to 600, not '-1'"),
            (["--wait", "nan"], "--wait must be a number of seconds from 0 to 600, not 'nan'"),
            (["--wait", "1e9"], "--wait must be a number of seconds from 0 to 600, not '1e9'"),
            (["--device", "tablet"], "unknown device 'tablet' (choose: modern, small)"),
            (["--frames", "0"], "--frames must be a positive whole number, not '0'"),
            (["--screenshot", "--headless"], "--screenshot needs a value"),
            (["--scene", "NOPE"], "no scene 'NOPE'"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            let line = arguments.joined(separator: " ")
            XCTAssertNotEqual(result.status, 0, line)
            XCTAssertTrue(result.stderr.hasPrefix("stagecraft: \(message)"), "\(line): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", line)
            XCTAssertFalse(result.stderr.contains("SDL"), "\(line): \(result.stderr)")
        }
        // Issue 15: the message was buried under the whole usage. It is the message and a pointer to --help.
        let bogus = try run(["--bogus"])
        XCTAssertEqual(bogus.stderr, "stagecraft: unknown option '--bogus'\nRun 'stagecraft --help' for the options.\n")
        XCTAssertEqual(bogus.status, 2)
        let unknownScene = try run(["--scene", "NOPE", "--headless", "--dump-tree"])
        XCTAssertTrue(unknownScene.stderr.contains("see --list"), unknownScene.stderr)
    }

    func testListPrintsEveryScene() async throws {
        let result = try run(["--list"])
        XCTAssertEqual(result.status, 0)
        if Gallery.catalog.ids.isEmpty {
            XCTAssertEqual(result.stdout, "(no scenes yet)\n")
        } else {
            let ids = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
            XCTAssertEqual(ids, Gallery.catalog.ids)
        }
    }

    // MARK: Headless

    func testHeadlessScreenshotWritesAPNGOfTheWindowSize() async throws {
        let directory = try temporaryDirectory()
        let cases: [([String], CGSize)] = [
            ([], DeviceProfile.modernPhone.windowSize),
            (
                ["--scale", "2"],
                CGSize(
                    width: DeviceProfile.modernPhone.windowSize.width * 2,
                    height: DeviceProfile.modernPhone.windowSize.height * 2)
            ),
            (["--device", "small"], DeviceProfile.smallPhone.windowSize),
            (["--screen-only"], DeviceProfile.modernPhone.screenSize),
        ]
        for (index, (extra, size)) in cases.enumerated() {
            let file = directory.appendingPathComponent("shot\(index).png")
            let result = try run(["--headless", "--screenshot", file.path, "--wait", "0.2"] + extra)
            let line = extra.joined(separator: " ")
            XCTAssertEqual(result.status, 0, "\(line): \(result.stderr)")
            XCTAssertEqual(result.stdout, "stagecraft: wrote \(file.path)\n", line)
            let bytes = try Data(contentsOf: file)
            XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
            let image = try Canvas(contentsOf: file)
            XCTAssertEqual(image.width, Int(size.width), line)
            XCTAssertEqual(image.height, Int(size.height), line)
        }
        // A relative path is relative to the working directory.
        let result = try run(["--screenshot", "relative.png"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("relative.png").path))
    }

    func testScreenshotIntoAMissingFolderFailsWithAMessage() async throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("missing/shot.png").path
        let result = try run(["--headless", "--screenshot", path])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.hasPrefix("stagecraft: could not write the screenshot"), result.stderr)
    }

    func testDumpTreePrintsTheViewTree() async throws {
        let result = try run(["--headless", "--dump-tree"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.first, "UIWindow frame=(0 0; 393 852)")
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "every other view is inside the window")
        XCTAssertTrue(result.stdout.contains("UILabel"), result.stdout)
        XCTAssertTrue(result.stdout.contains("text=\"Stagecraft\""), result.stdout)

        let small = try run(["--dump-tree", "--device", "small"])
        XCTAssertEqual(small.status, 0, small.stderr)
        XCTAssertEqual(small.stdout.split(separator: "\n").first, "UIWindow frame=(0 0; 375 667)")
    }

    /// Issue 15: `--headless` with nothing to render exited 0.
    func testHeadlessWithoutOutputFailsSayingWhatItNeeds() async throws {
        let result = try run(["--headless"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--screenshot FILE.png, --dump-tree or --script FILE"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    // MARK: Installed

    /// A copy of the executable elsewhere (an install) finds the gallery's images in the resource
    /// bundle copied beside it; without the bundle it stops, naming the missing folder.
    func testAnInstalledCopyFindsItsAssetsBesideItAndNamesThemWhenMissing() async throws {
        let built = try executable()
        let bundle = built.deletingLastPathComponent().appendingPathComponent("Stagecraft_StagecraftAssets.resources")
        let install = try temporaryDirectory()
        let installed = install.appendingPathComponent("stagecraft")
        try FileManager.default.copyItem(at: built, to: installed)
        let shot = install.appendingPathComponent("s4.png").path
        let arguments = ["--headless", "--screenshot", shot, "--scene", "S4", "--wait", "0.5"]

        let missing = try run(arguments, executable: installed)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(
            missing.stderr.hasPrefix(
                "stagecraft: missing asset folder \(install.path)/Stagecraft_StagecraftAssets.resources/Gallery"),
            missing.stderr)
        XCTAssertTrue(missing.stderr.contains("Copy Stagecraft_StagecraftAssets.resources"), missing.stderr)

        try FileManager.default.copyItem(
            at: bundle, to: install.appendingPathComponent("Stagecraft_StagecraftAssets.resources"))
        let found = try run(arguments, executable: installed)
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertFalse(found.stdout.contains("missingAsset"), found.stdout)
        XCTAssertFalse(found.stderr.contains("missingAsset"), found.stderr)
    }

    // MARK: No display

    func testWithoutADisplayItExplainsAndWritesFrames() async throws {
        let directory = try temporaryDirectory()
        let result = try run([], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("no display"), result.stdout)
        XCTAssertTrue(result.stdout.contains("xvfb-run"), "says how to get a window: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("--headless --screenshot"), "says what to run instead: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("stagecraft-frames"), result.stdout)
        XCTAssertFalse((result.stdout + result.stderr).contains("SDL"), "no raw SDL error: \(result.stderr)")
        let frames = directory.appendingPathComponent("stagecraft-frames")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        // The home screen and every scene's first frame, plus mid/after frames for scenes with a button.
        for expected in (["home"] + Gallery.catalog.ids).map({ "\($0).png" }) {
            XCTAssertTrue(names.contains(expected), expected)
        }
        XCTAssertTrue(names.contains("S1-mid.png") && names.contains("S1-after.png"), "\(names)")
        let home = try Canvas(contentsOf: frames.appendingPathComponent("home.png"))
        XCTAssertEqual(home.width, Int(DeviceProfile.modernPhone.windowSize.width))
        XCTAssertEqual(home.height, Int(DeviceProfile.modernPhone.windowSize.height))
        for name in names {
            XCTAssertTrue(result.stdout.contains("wrote stagecraft-frames/\(name)"), name)
        }
    }

    func testWithAnUnreachableDisplayItFallsBackToFrames() async throws {
        let directory = try temporaryDirectory()
        let result = try run([], in: directory, environment: ["DISPLAY": ":9876"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("stagecraft: no usable display: DISPLAY=:9876 is set"), result.stdout)
        XCTAssertTrue(result.stdout.contains("xvfb-run"), result.stdout)
        XCTAssertTrue(result.stdout.contains("--headless --screenshot"), result.stdout)
        XCTAssertFalse(result.stderr.contains("SDL"), "no raw SDL error: \(result.stderr)")
        let home = directory.appendingPathComponent("stagecraft-frames/home.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: home.path), result.stdout)
    }
}
