import Foundation
import UIKit

/// One command of a script (see docs/scripts.md), with its arguments checked.
public enum ScriptCommand: Equatable {
    /// Which way `rotate` turns the device.
    public enum Rotation: String, CaseIterable, Sendable {
        /// A quarter turn counter-clockwise (portrait → landscape right).
        case left
        /// A quarter turn clockwise (portrait → landscape left).
        case right
        /// Straight to portrait.
        case portrait
        /// Straight to landscape left.
        case landscapeLeft
        /// Straight to landscape right.
        case landscapeRight
    }

    /// What `expect transition` asks of the transition in flight.
    public enum TransitionState: String, CaseIterable, Sendable {
        /// No transition is in flight.
        case none
        /// A transition is in flight (interactive or not).
        case running
        /// A transition is in flight and a gesture drives it now.
        case interactive
        /// The timeline holds the transition in flight (`scrub`).
        case held
    }

    /// How `scrub` lets go of the held transition.
    public enum ScrubEnd: String, CaseIterable, Sendable {
        /// As the window's timeline does on release: cancel below half way when the transition
        /// can be cancelled, finish otherwise.
        case release
        /// Run the rest forwards.
        case finish
        /// Run back to the start (only a transition an interaction controller drives).
        case cancel
    }

    /// A key `key` presses in the field being edited.
    public enum Key: String, CaseIterable, Sendable {
        /// Return (a text field asks `textFieldShouldReturn`).
        case `return`
        /// Backspace: deletes the character before the caret.
        case backspace
        /// Moves the caret one character left.
        case left
        /// Moves the caret one character right.
        case right
    }

    /// `scene ID`: opens a scene of the catalog as the root view controller.
    case scene(String)
    /// `device modern|small`: the device the script needs (only before every other command).
    case device(String)
    /// `wait SECONDS`: advances the virtual clock.
    case wait(Double)
    /// `frames N`: advances N display frames.
    case frames(Int)
    /// `tap X Y`: taps a point of the screen.
    case tapPoint(CGPoint)
    /// `tap "Title"`: taps the front-most visible button or label with this title.
    case tapTitle(String)
    /// `press X Y`: puts a finger down.
    case press(CGPoint)
    /// `move X Y [over SECONDS]`: moves the finger, at once or one step per frame.
    case move(CGPoint, over: Double?)
    /// `release`: lifts the finger.
    case release
    /// `press2 X1 Y1 X2 Y2`: puts two fingers down (one event).
    case press2(CGPoint, CGPoint)
    /// `move2 X1 Y1 X2 Y2 [over SECONDS]`: moves both fingers, at once or one step per frame.
    case move2(CGPoint, CGPoint, over: Double?)
    /// `release2`: lifts both fingers.
    case release2
    /// `pinch X Y FROM TO over SECONDS`: two fingers side by side about (X, Y) go from FROM to TO
    /// points apart, then lift.
    case pinch(center: CGPoint, from: CGFloat, to: CGFloat, seconds: Double)
    /// `twist X Y DEGREES over SECONDS [apart D]`: two fingers D points apart (100 by default) about
    /// (X, Y) turn by DEGREES (clockwise positive), then lift.
    case twist(center: CGPoint, degrees: Double, seconds: Double, apart: CGFloat)
    /// `drag X1 Y1 X2 Y2 SECONDS`: press, move over the time, release.
    case drag(from: CGPoint, to: CGPoint, seconds: Double)
    /// `rotate left|right|portrait|landscapeLeft|landscapeRight`.
    case rotate(Rotation)
    /// `scroll X Y DX DY`: turns the mouse wheel over a point: the scroll view there moves its
    /// content offset by (DX, DY).
    case scroll(at: CGPoint, by: CGPoint)
    /// `scrub P [over SECONDS]`: the timeline holds the transition in flight and moves it to P
    /// (0…1, or N%) of its duration, at once or one step per frame.
    case scrub(CGFloat, over: Double?)
    /// `scrub release|finish|cancel`: the timeline lets go of the held transition.
    case scrubEnd(ScrubEnd)
    /// `home`: shows the catalog's home screen.
    case home
    /// `shake`: shakes the device (motion events, R318).
    case shake
    /// `shortcut KEY [MODIFIERS]`: a hardware keyboard key with modifiers (`command+shift`), to the
    /// app's key commands (R319).
    case shortcut(String, UIKeyModifierFlags)
    /// `slow on|off`: slow animations (10×).
    case slow(Bool)
    /// `pause on|off`: freezes media time.
    case pause(Bool)
    /// `appearance light|dark`: the app's user interface style.
    case appearance(UIUserInterfaceStyle)
    /// `textsize XS|S|M|L|XL|XXL|XXXL|AX1…AX5`: the preferred content size category.
    case contentSize(UIContentSizeCategory)
    /// `step`: advances media time by one frame (also while paused).
    case step
    /// `screenshot FILE [frame]`: writes the screen (or the whole device with `frame`) as a PNG.
    case screenshot(path: String, includeDeviceFrame: Bool)
    /// `record FOLDER [every N frames] [frame]`: writes numbered PNGs of the frames that follow;
    /// `record NAME.mp4 …` writes them to a temporary folder and encodes them with ffmpeg at `stop`.
    case record(folder: String, every: Int, includeDeviceFrame: Bool)
    /// `stop`: ends the recording.
    case stop
    /// `pick X Y`: prints what the inspector shows about the view drawn at a point.
    case pick(CGPoint)
    /// `dump [FILE]`: writes the view tree to FILE (or prints it).
    case dump(path: String?)
    /// `expect transition none|running|interactive`.
    case expectTransition(TransitionState)
    /// `expect view "Title" visible|hidden`.
    case expectView(title: String, visible: Bool)
    /// `expect diagnostic NAME`: a diagnostic with this name has been reported.
    case expectDiagnostic(String)
    /// `type "text"`: types the text into the first responder, one character at a time (R276).
    case type(String)
    /// `key return|backspace|left|right`: presses a key in the first responder (R276).
    case key(Key)
}

extension ScriptCommand {
    /// Whether a `record` target is a video (`NAME.mp4`, any case) rather than a folder.
    public static func isVideo(_ target: String) -> Bool {
        target.lowercased().hasSuffix(".mp4")
    }
}

extension ScriptCommand {
    /// The named keys of `shortcut`.
    static let shortcutInputs: [String: String] = [
        "up": UIKeyCommand.inputUpArrow, "down": UIKeyCommand.inputDownArrow, "left": UIKeyCommand.inputLeftArrow,
        "right": UIKeyCommand.inputRightArrow, "tab": "\t", "space": " ", "return": "\r",
    ]
    /// The modifiers of `shortcut`.
    static let shortcutModifiers: [String: UIKeyModifierFlags] = [
        "command": .command, "shift": .shift, "option": .alternate, "control": .control,
    ]
}
