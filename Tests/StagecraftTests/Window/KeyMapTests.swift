import Foundation
import XCTest

@testable import Stagecraft

/// The window's keys: one table binds the chords and writes the help from them.
@MainActor
final class KeyMapTests: XCTestCase {
    func testEveryCommandHasOneBindingInCommandOrder() async throws {
        XCTAssertEqual(KeyMap.bindings.map(\.command), KeyCommand.allCases)
    }

    /// The help line of every command, as the README's key table writes it.
    func testTheHelpIsWrittenFromTheChords() async throws {
        let keys = Dictionary(uniqueKeysWithValues: KeyCommand.allCases.map { ($0, $0.keys) })
        XCTAssertEqual(
            keys,
            [
                .rotateLeft: "Ctrl+Left", .rotateRight: "Ctrl+Right", .toggleSlowAnimations: "Ctrl+T",
                .togglePause: "Space", .stepFrame: ".", .screenshot: "Ctrl+S", .toggleRecording: "Ctrl+R",
                .home: "Shift+Ctrl+H", .toggleHelp: "F1 / ?", .toggleHUD: "Ctrl+F", .toggleInspector: "Ctrl+I",
                .quit: "Esc / Ctrl+Q",
            ])
        XCTAssertEqual(KeyCommand.toggleHelp.summary, "this help")
    }

    /// Each chord reaches its own command (no binding shadows another), extra modifiers do not stop
    /// it, and a missing one does.
    func testEveryChordTriggersItsCommandAndNeedsItsModifiers() async throws {
        for binding in KeyMap.bindings {
            for chord in binding.chords {
                XCTAssertEqual(
                    KeyMap.command(forKey: chord.key, ctrl: chord.ctrl, shift: chord.shift), binding.command,
                    chord.label)
                XCTAssertEqual(KeyMap.command(forKey: chord.key, ctrl: true, shift: true), binding.command, chord.label)
                if chord.ctrl {
                    XCTAssertNil(KeyMap.command(forKey: chord.key, ctrl: false, shift: chord.shift), chord.label)
                }
                if chord.shift {
                    XCTAssertNil(KeyMap.command(forKey: chord.key, ctrl: chord.ctrl, shift: false), chord.label)
                }
            }
        }
    }
}
