// `import UIKit`, `import QuartzCore` and `import CoreGraphics` each give what Apple's SDK gives:
// the Corpus/Imports*.swift files import nothing else, so they compile only if that holds.
import UIKit
import XCTest

final class ModuleImportsTests: XCTestCase {
    func testImportUIKitBringsFoundationTheCLibraryAndDispatch() throws {
        XCTAssertEqual(UIKitImports.diagonal(of: UIKitImports.frame), 50)
        XCTAssertEqual(UIKitImports.halfSecond, 0.5)
        XCTAssertTrue(UIKitImports.isObject(UIView()))
        XCTAssertTrue(UIKitImports.mainBundleExists())
        XCTAssertNotNil(UIView(coder: try UIKitImports.emptyArchive()))
        XCTAssertEqual(UIKitImports.onSerialQueue { 42 }, 42)
    }

    func testImportQuartzCoreAloneGivesLayersAnimationsTransformsAndMediaTime() {
        let clock = MediaClock(time: 10)
        clock.makeCurrent()

        let layer = QuartzCoreImports.spinningLayer()

        XCTAssertEqual(QuartzCoreImports.now(), 10)
        XCTAssertEqual(layer.animationKeys(), ["spin"])
        XCTAssertFalse(QuartzCoreImports.isIdentity(QuartzCoreImports.quarterTurn))
        XCTAssertTrue(QuartzCoreImports.isIdentity(CATransform3DIdentity))
    }

    func testImportCoreGraphicsAloneGivesTheCGTypes() {
        let turned = CoreGraphicsImports.turnedQuarter(CGRect(x: 0, y: 0, width: 20, height: 10))

        XCTAssertEqual(turned.width, 10, accuracy: 1e-9)
        XCTAssertEqual(turned.height, 20, accuracy: 1e-9)
        XCTAssertEqual(CoreGraphicsImports.translucentRed.alpha, 0.5)
        XCTAssertEqual(CoreGraphicsImports.rightward.dx, 1)
    }
}
