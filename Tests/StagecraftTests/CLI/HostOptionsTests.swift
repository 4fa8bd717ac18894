import Foundation
import XCTest

@testable import Stagecraft

/// The command line parsed, without running the executable (issue 15's option bugs).
final class HostOptionsTests: XCTestCase {
    private func failure(_ arguments: [String]) -> String? {
        do {
            _ = try HostOptions.parse(arguments)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// `--scale fit` draws at 2x and zooms the window to the screen; 1 and 2 zoom as asked (the
    /// window still never outgrows the screen).
    func testScaleFitRendersAt2xAndZoomsToTheScreen() throws {
        let fit = try HostOptions.parse(["--scale", "fit"])
        XCTAssertEqual(fit.scale, 2)
        XCTAssertEqual(fit.zoom, .fit)
        let two = try HostOptions.parse(["--scale", "2"])
        XCTAssertEqual(two.scale, 2)
        XCTAssertEqual(two.zoom, .fixed(2))
        XCTAssertEqual(try HostOptions.parse([]).zoom, .fixed(1))
        XCTAssertEqual(failure(["--scale", "3"]), "--scale must be 1, 2 or fit, not '3'")
    }

    /// Issue 15: `--screenshot x.txt` wrote a PNG named `.txt`.
    func testAScreenshotMustBeNamedPNG() throws {
        XCTAssertEqual(
            failure(["--screenshot", "x.txt"]), "--screenshot writes a PNG: the file name must end in .png, not 'x.txt'"
        )
        XCTAssertEqual(try HostOptions.parse(["--screenshot", "Shot.PNG"]).screenshot, "Shot.PNG")
    }

    /// Issue 15: `--headless` with nothing to render exited 0 having done nothing.
    func testHeadlessWithNothingToDoIsAnError() throws {
        XCTAssertEqual(
            failure(["--headless"]),
            "--headless has nothing to do: add --screenshot FILE.png, --dump-tree or --script FILE")
        XCTAssertEqual(failure(["--headless", "--scene", "S1", "--wait", "1"]), failure(["--headless"]))
        XCTAssertNil(failure(["--headless", "--dump-tree"]))
        XCTAssertNil(failure(["--headless", "--help"]))
        XCTAssertNil(failure(["--headless", "--script", "x.txt"]))
    }
}
