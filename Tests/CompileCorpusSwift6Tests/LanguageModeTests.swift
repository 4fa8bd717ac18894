// This target compiles the transition corpus (TransitionCorpus/, a link to Tests/TransitionCorpus)
// in Swift 6 language mode, with complete concurrency checking, and runs its tests; the Swift 5
// corpus target compiles and runs the same files in Swift 5 mode.
import XCTest

final class LanguageModeTests: XCTestCase {
    func testThisTargetIsCompiledInSwift6Mode() {
        #if swift(>=6)
            let mode = 6
        #else
            let mode = 5
        #endif
        XCTAssertEqual(mode, 6)
    }
}
