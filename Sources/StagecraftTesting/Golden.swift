import Foundation
import Stagecraft
import UIKit
import XCTest

/// How far a rendering may stray from its golden image.
public struct GoldenTolerance: Sendable {
    /// A name shown in failure messages.
    public var name: String
    /// Largest allowed difference in any channel of a pixel.
    public var channel: Int
    /// Pixels allowed to exceed `channel`.
    public var pixels: Int

    /// Creates a tolerance.
    public init(name: String, channel: Int, pixels: Int) {
        self.name = name
        self.channel = channel
        self.pixels = pixels
    }

    /// Pixel-identical.
    public static let exact = GoldenTolerance(name: "exact", channel: 0, pixels: 0)
    /// Rounding noise of the software renderer (same backend, other CPU or SDL patch release).
    public static let softwareRenderer = GoldenTolerance(name: "softwareRenderer", channel: 3, pixels: 8)
}

/// Where a test target's goldens live: `Tests/<Target>/__Snapshots__/`, found from the calling test
/// file's path.
func snapshotsDirectory(forTestFile file: StaticString) -> URL {
    var url = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
    while url.pathComponents.count > 1 && url.deletingLastPathComponent().lastPathComponent != "Tests" {
        url = url.deletingLastPathComponent()
    }
    return url.appendingPathComponent("__Snapshots__")
}

/// Compares `canvas` with the golden `name`. `STAGECRAFT_RECORD=1` re-records; a missing golden is
/// recorded too. Both fail the test, so a new baseline never passes silently (CI never records).
/// On a mismatch, actual/expected/diff PNGs are written to a temporary folder and their paths printed.
@MainActor
public func assertGolden(
    _ canvas: Canvas, named name: String, tolerance: GoldenTolerance = .softwareRenderer,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    let snapshotsDirectory = snapshotsDirectory(forTestFile: file)
    let golden = snapshotsDirectory.appendingPathComponent("\(name).png")
    let record = ProcessInfo.processInfo.environment["STAGECRAFT_RECORD"] == "1"
    if record || !FileManager.default.fileExists(atPath: golden.path) {
        try FileManager.default.createDirectory(at: snapshotsDirectory, withIntermediateDirectories: true)
        try canvas.writePNG(to: golden)
        XCTFail(
            "recorded new baseline \(golden.path); look at it, then re-run without STAGECRAFT_RECORD", file: file,
            line: line)
        return
    }
    let expected = try Canvas(contentsOf: golden)
    guard expected.width == canvas.width, expected.height == canvas.height else {
        try writeFailure(name: name, actual: canvas, expected: expected, diff: nil)
        XCTFail(
            "\(name): size \(canvas.width)x\(canvas.height) differs from golden \(expected.width)x\(expected.height)",
            file: file, line: line)
        return
    }
    let diff = try Canvas(width: canvas.width, height: canvas.height)
    var bad = 0
    var worst = 0
    for y in 0..<canvas.height {
        for x in 0..<canvas.width {
            let a = canvas.pixel(x: x, y: y)
            let e = expected.pixel(x: x, y: y)
            let d = max(
                abs(Int(a.r) - Int(e.r)), abs(Int(a.g) - Int(e.g)), abs(Int(a.b) - Int(e.b)), abs(Int(a.a) - Int(e.a)))
            worst = max(worst, d)
            if d > tolerance.channel {
                bad += 1
                diff.setPixel(x: x, y: y, to: (255, 0, 0, 255))
            } else {
                let grey = UInt8(191 + Int(a.r) / 4)
                diff.setPixel(x: x, y: y, to: (grey, grey, grey, 255))
            }
        }
    }
    if bad > tolerance.pixels {
        try writeFailure(name: name, actual: canvas, expected: expected, diff: diff)
        XCTFail(
            "\(name): \(bad) pixels differ by more than \(tolerance.channel) (tolerance \(tolerance.name), worst \(worst))",
            file: file, line: line)
    }
}

@MainActor
private func writeFailure(name: String, actual: Canvas, expected: Canvas, diff: Canvas?) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-golden-failures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let paths = ["actual": actual, "expected": expected, "diff": diff].compactMap { kind, canvas -> String? in
        guard let canvas else { return nil }
        let url = folder.appendingPathComponent("\(name)-\(kind).png")
        try? canvas.writePNG(to: url)
        return url.path
    }
    print("golden mismatch for \(name):\n  " + paths.sorted().joined(separator: "\n  "))
}
