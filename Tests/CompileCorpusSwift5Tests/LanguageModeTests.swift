// This target compiles its corpus — Corpus/ and TransitionCorpus/ (a link to Tests/TransitionCorpus,
// which CompileCorpusSwift6Tests compiles too) — in Swift 5 language mode, and runs its tests.
import XCTest

final class LanguageModeTests: XCTestCase {
    func testThisTargetIsCompiledInSwift5Mode() {
        #if swift(>=6)
            let mode = 6
        #else
            let mode = 5
        #endif
        XCTAssertEqual(mode, 5)
    }
}
