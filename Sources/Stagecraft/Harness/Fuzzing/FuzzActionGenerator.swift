import Foundation
import UIKit

/// Picks the next random action of a fuzz run, as a script command, from what the screen shows
/// now: scene switches and the home key, taps on visible titles and at random, drags of random
/// length, speed and direction (also from the left edge, and released or not), a finger left down
/// and moved, rotations, slow motion, pause and single steps, waits, the timeline, two-finger
/// pinches and scrolls. Numbers are rounded (half points, hundredths of a second) so the script
/// the run prints reads well and replays exactly.
@MainActor
struct FuzzActionGenerator {
    /// The scenes a `scene` action picks from.
    var sceneIDs: [String]
    private(set) var fingerDown = false
    private(set) var twoFingersDown = false
    private(set) var scrubbing = false
    private(set) var isPaused = false
    private(set) var isSlow = false

    init(sceneIDs: [String]) { self.sceneIDs = sceneIDs }

    /// Notes what a command does to the state the next choices depend on (also for replays).
    mutating func note(_ command: ScriptCommand) {
        switch command {
        case .press: fingerDown = true
        case .release, .tapPoint, .tapTitle, .drag: fingerDown = false
        case .press2: twoFingersDown = true
        case .release2, .pinch, .twist: twoFingersDown = false
        case .scrub: scrubbing = true
        case .scrubEnd: scrubbing = false
        case .pause(let on): isPaused = on
        case .slow(let on): isSlow = on
        default: break
        }
    }

    /// The next action for `simulator`'s screen now.
    mutating func next(for simulator: Simulator, using rng: inout SeededGenerator) -> ScriptCommand {
        let size = simulator.geometry.screenSize
        func point() -> CGPoint {
            CGPoint(
                x: half(Double.random(in: -10...(size.width + 10), using: &rng)),
                y: half(Double.random(in: -10...(size.height + 10), using: &rng)))
        }
        func seconds(_ range: ClosedRange<Double>) -> Double { hundredths(Double.random(in: range, using: &rng)) }
        let roll = Int.random(in: 0..<100, using: &rng)
        let command: ScriptCommand
        switch roll {
        case 0..<7:
            command = .scene(sceneIDs.randomElement(using: &rng) ?? "home")
        case 7..<9:
            command = .home
        case 9..<37:
            let titles = Self.visibleTitles(in: simulator.window)
            if let title = titles.randomElement(using: &rng) {
                command = .tapTitle(title)
            } else {
                command = .tapPoint(point())
            }
        case 37..<44:
            command = .tapPoint(point())
        case 44..<60:
            // A drag: anywhere, or from the left edge (the back swipe), at any speed.
            let fromEdge = Bool.random(using: &rng)
            let from =
                fromEdge
                ? CGPoint(x: half(Double.random(in: 0...8, using: &rng)), y: point().y) : point()
            command = .drag(from: from, to: point(), seconds: seconds(0.03...0.9))
        case 60..<66:
            command = fingerDown ? .move(point(), over: seconds(0.02...0.6)) : .press(point())
        case 66..<70:
            command = fingerDown ? .release : .press(point())
        case 70..<82:
            command = .wait(seconds(0...1.6))
        case 82..<85:
            command = .frames(Int.random(in: 1...6, using: &rng))
        case 85..<89:
            command = .rotate(Bool.random(using: &rng) ? .left : .right)
        case 89..<91:
            command = .slow(!isSlow)
        case 91..<93:
            command = .pause(!isPaused)
        case 93..<94:
            command = .step
        case 94..<96:
            command =
                scrubbing
                ? .scrubEnd([.release, .finish].randomElement(using: &rng)!)
                : .scrub(CGFloat(hundredths(Double.random(in: 0...1, using: &rng))), over: nil)
        case 96..<98:
            let center = point()
            command = .pinch(
                center: center, from: CGFloat(half(Double.random(in: 40...250, using: &rng))),
                to: CGFloat(half(Double.random(in: 20...300, using: &rng))), seconds: seconds(0.1...0.6))
        default:
            command = .scroll(at: point(), by: CGPoint(x: 0, y: half(Double.random(in: -300...300, using: &rng))))
        }
        return command
    }

    /// The titles `tap "Title"` can find now: visible buttons and labels, each once.
    static func visibleTitles(in window: UIWindow) -> [String] {
        var titles: [String] = []
        func visit(_ view: UIView) {
            if view.isHidden || view.alpha < 0.01 { return }
            var title: String?
            if let button = view as? UIButton {
                title = button.currentTitle
            } else if let label = view as? UILabel, !(label.superview is UIButton) {
                title = label.text
            }
            if let title, !title.isEmpty, !titles.contains(title), ScriptViewFinder.find(title, in: window) != nil {
                titles.append(title)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return titles
    }

    private func half(_ value: Double) -> Double { (value * 2).rounded() / 2 }
    private func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
