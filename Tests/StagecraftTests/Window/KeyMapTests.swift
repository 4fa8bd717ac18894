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
                .toggleInputRecording: "Shift+Ctrl+R", .home: "Shift+Ctrl+H", .shake: "Shift+Ctrl+Z",
                .toggleHelp: "F1 / ?",
                .toggleHUD: "Ctrl+F", .toggleInspector: "Ctrl+I", .togglePicking: "Ctrl+P",
                .toggleExplodedView: "Ctrl+E", .toggleAppearance: "Shift+Ctrl+A",
                .largerText: "Ctrl+=", .smallerText: "Ctrl+-", .zoom1x: "Ctrl+1", .zoom2x: "Ctrl+2",
                .zoomToFit: "Ctrl+3", .quit: "Esc / Ctrl+Q",
            ])
        XCTAssertEqual(KeyCommand.toggleHelp.summary, "this help (Esc closes it)")
    }

    /// Each chord reaches its own command (no binding shadows another), extra modifiers do not stop
    /// it, and a missing one does.
    func testEveryChordTriggersItsCommandAndNeedsItsModifiers() async throws {
        for binding in KeyMap.bindings {
            for chord in binding.chords {
                let help = chord.onlyWhileHelpIsShown
                XCTAssertEqual(
                    KeyMap.command(forKey: chord.key, ctrl: chord.ctrl, shift: chord.shift, helpIsShown: help),
                    binding.command, chord.label)
                if chord.modifierCount == 2
                    || !KeyMap.bindings.contains(where: { other in
                        other.chords.contains { $0.key == chord.key && $0.modifierCount > chord.modifierCount }
                    })
                {
                    XCTAssertEqual(
                        KeyMap.command(forKey: chord.key, ctrl: true, shift: true, helpIsShown: help), binding.command,
                        chord.label)
                }
                if chord.ctrl {
                    XCTAssertNil(KeyMap.command(forKey: chord.key, ctrl: false, shift: chord.shift), chord.label)
                }
                if chord.shift {
                    XCTAssertNotEqual(
                        KeyMap.command(forKey: chord.key, ctrl: chord.ctrl, shift: false), binding.command, chord.label)
                }
            }
        }
    }

    /// Issue 15: Esc while the help is open closed the whole app. It closes the help; with the help
    /// closed it quits, and Ctrl+Q quits either way.
    func testEscClosesTheOpenHelpInsteadOfQuitting() async throws {
        let escape = KeyMap.binding(for: .quit).chords[0].key
        let q = KeyMap.binding(for: .quit).chords[1].key
        XCTAssertEqual(KeyMap.command(forKey: escape, ctrl: false, shift: false, helpIsShown: true), .toggleHelp)
        XCTAssertEqual(KeyMap.command(forKey: escape, ctrl: false, shift: false, helpIsShown: false), .quit)
        XCTAssertEqual(KeyMap.command(forKey: q, ctrl: true, shift: false, helpIsShown: true), .quit)
    }

    /// Shift+Ctrl+R records input; Ctrl+R alone still records the screen.
    func testTheChordNeedingMoreModifiersWins() async throws {
        let r = KeyMap.binding(for: .toggleRecording).chords[0].key
        XCTAssertEqual(KeyMap.command(forKey: r, ctrl: true, shift: false), .toggleRecording)
        XCTAssertEqual(KeyMap.command(forKey: r, ctrl: true, shift: true), .toggleInputRecording)
    }
}
