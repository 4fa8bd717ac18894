import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// `CATransition` (R240): a layer's whole state animated from what it showed when the transition
/// was added to what it shows after the change, drawn by the renderer — fade, push, moveIn, reveal
/// along a subtype, and the tutorials' private "cube" and "oglFlip".
@MainActor
final class CATransitionRenderingTests: XCTestCase {
    private let red = (255, 0, 0)
    private let blue = (0, 0, 255)
    private let white = (255, 255, 255)
    private var clock: MediaClock!

    override func setUp() async throws {
        await MainActor.run {
            UIKitRuntime.reset()
            clock = MediaClock(time: 10)
            clock.makeCurrent()
        }
    }

    /// A 200×100 root with a 100×100 panel at (50, 0): red, then (after the transition is added)
    /// blue; the transition runs over 1 s, linearly.
    private func transitioned(
        _ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, addAfterChange: Bool = false
    ) -> (root: CALayer, panel: CALayer, transition: CATransition) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let panel = CALayer()
        panel.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
        panel.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(panel)
        FrameCycle.run(windows: [])
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        panel.add(transition, forKey: "anything")
        panel.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.commit()
        FrameCycle.run(windows: [])
        return (root, panel, transition)
    }

    private func render(_ root: CALayer, at time: Double) throws -> Canvas {
        clock.advance(to: time)
        FrameCycle.run(windows: [])
        return try renderOnWhite(root, width: 200, height: 100).canvas
    }

    func testR240TransitionsAreFiledUnderTheTransitionKeyAndRemovedAtTheEnd() async throws {
        let (root, panel, transition) = transitioned(.fade)
        XCTAssertEqual(panel.animationKeys(), [kCATransition], "R240: always under kCATransition")
        XCTAssertTrue(panel.animation(forKey: kCATransition) === transition)
        XCTAssertEqual(
            panel.presentation()?.backgroundColor?.components, [0, 0, 1, 1],
            "presentation values are the new state's: the effect is drawn, not a property animation")
        _ = try render(root, at: 11.01)
        XCTAssertNil(panel.animationKeys(), "removed on completion")
    }

    func testR240FadeBlendsTheOldStateIntoTheNew() async throws {
        let (root, _, _) = transitioned(.fade)
        let start = try render(root, at: 10)
        assertPixel(start, 100, 50, is: red, "at the start the old state shows")
        let half = try render(root, at: 10.5)
        // Over an opaque new state the blend is exact: half red, half blue.
        assertPixel(half, 100, 50, is: (128, 0, 128), tolerance: 3)
        assertPixel(half, 20, 50, is: white, "nothing drawn outside the layer")
        let end = try render(root, at: 11.2)
        assertPixel(end, 100, 50, is: blue)
    }

    func testR240PushFromRightMovesBothStatesLeftward() async throws {
        let (root, _, _) = transitioned(.push, .fromRight)
        let quarter = try render(root, at: 10.25)
        // Old state moved 25 pt left: x 25…125; new state enters at 125…225.
        assertPixel(quarter, 30, 50, is: red, "the old state is not clipped to the layer (R240)")
        assertPixel(quarter, 120, 50, is: red)
        assertPixel(quarter, 130, 50, is: blue)
        assertPixel(quarter, 190, 50, is: blue)
        assertPixel(quarter, 20, 50, is: white)
    }

    func testR240PushFromTopMovesDown() async throws {
        let (root, _, _) = transitioned(.push, .fromTop)
        let quarter = try render(root, at: 10.25)
        // New state at y −75…25, old at 25…125.
        assertPixel(quarter, 100, 10, is: blue)
        assertPixel(quarter, 100, 40, is: red)
    }

    func testR240MoveInSlidesTheNewStateOverTheStillOldOne() async throws {
        let (root, _, _) = transitioned(.moveIn, .fromLeft)
        let half = try render(root, at: 10.5)
        // From the left: the new state covers x 0…100, the old shows at 100…150.
        assertPixel(half, 20, 50, is: blue, "the new state slides past the layer's left edge")
        assertPixel(half, 90, 50, is: blue)
        assertPixel(half, 120, 50, is: red, "the old state stays in place")
        assertPixel(half, 170, 50, is: white)
    }

    func testR240RevealSlidesTheOldStateAwayFromTheStillNewOne() async throws {
        let (root, _, _) = transitioned(.reveal, .fromBottom)
        let half = try render(root, at: 10.5)
        // From the bottom: the old state moves up by 50 (y −50…50) over the new one.
        assertPixel(half, 100, 30, is: red)
        assertPixel(half, 100, 70, is: blue)
    }

    func testR240StartAndEndProgressLimitTheEffect() async throws {
        let (root, _, transition) = transitioned(.push, .fromRight)
        transition.startProgress = 0.5
        transition.endProgress = 0.5
        let early = try render(root, at: 10.1)
        // Held at the middle: old at 0…100, new at 100…200.
        assertPixel(early, 60, 50, is: red)
        assertPixel(early, 140, 50, is: blue)
    }

    func testR240HidingALayerUnderAFadeFadesItOut() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let panel = CALayer()
        panel.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
        panel.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(panel)
        FrameCycle.run(windows: [])  // on screen: the state the fade starts from
        let fade = CATransition()
        fade.duration = 1
        panel.add(fade, forKey: nil)
        panel.isHidden = true
        let half = try render(root, at: 10.5)
        assertPixel(half, 100, 50, is: (255, 128, 128), tolerance: 3, "half faded out")
        let end = try render(root, at: 11.5)
        assertPixel(end, 100, 50, is: white)
    }

    func testR240TheDelegateHearsTheStartAndTheEnd() async throws {
        final class Listener: NSObject, CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        let listener = Listener()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let panel = CALayer()
        root.addSublayer(panel)
        let fade = CATransition()
        fade.delegate = listener
        panel.add(fade, forKey: nil)
        XCTAssertEqual(fade.duration, 0.25, "the transaction's default duration")
        _ = try render(root, at: 10.1)
        _ = try render(root, at: 10.3)
        XCTAssertEqual(listener.events, ["start", "stop true"])
    }

    func testR240SublayersAndContentChangeWithTheState() async throws {
        // A view whose subview is swapped, as a non-animated push under a transition swaps screens.
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.backgroundColor = .white
        let old = UIView(frame: host.bounds)
        old.backgroundColor = .red
        host.addSubview(old)
        FrameCycle.run(windows: [])
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        host.layer.add(push, forKey: kCATransition)
        old.removeFromSuperview()
        let new = UIView(frame: host.bounds)
        new.backgroundColor = .blue
        host.addSubview(new)
        let half = try render(host.layer, at: 10.5)
        // Host 200 wide: the old subtree at −100…100, the new at 100…300.
        assertPixel(half, 50, 50, is: red)
        assertPixel(half, 150, 50, is: blue)
    }

    func testR240ChangesMadeBeforeTheTransitionIsAddedInTheSameTurnAreTheNewState() async throws {
        // The other common order: change first, then add the transition. The old state is what the
        // last frame showed (iOS: the last committed render tree), so it still fades red to blue.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let panel = CALayer()
        panel.frame = CGRect(x: 50, y: 0, width: 100, height: 100)
        panel.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(panel)
        FrameCycle.run(windows: [])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        panel.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let fade = CATransition()
        fade.duration = 1
        panel.add(fade, forKey: nil)
        CATransaction.commit()
        assertPixel(try render(root, at: 10), 100, 50, is: red, "the start shows the state before the change")
        assertPixel(try render(root, at: 10.5), 100, 50, is: (128, 0, 128), tolerance: 3)
        assertPixel(try render(root, at: 11.2), 100, 50, is: blue)
    }

    func testR240ASubviewSwappedBeforeTheTransitionIsAddedStillPushesOut() async throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.backgroundColor = .white
        let old = UIView(frame: host.bounds)
        old.backgroundColor = .red
        host.addSubview(old)
        FrameCycle.run(windows: [])
        old.removeFromSuperview()
        let new = UIView(frame: host.bounds)
        new.backgroundColor = .blue
        host.addSubview(new)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        host.layer.add(push, forKey: nil)
        let half = try render(host.layer, at: 10.5)
        assertPixel(half, 50, 50, is: red, "the removed subview is in the old state")
        assertPixel(half, 150, 50, is: blue)
        // A second change in a later turn starts from what that frame showed: blue.
        new.backgroundColor = .green
        let fade = CATransition()
        fade.duration = 1
        host.layer.add(fade, forKey: nil)
        let start = try render(host.layer, at: 10.5)
        XCTAssertGreaterThan(start.pixel(x: 150, y: 50).b, 200, "the new transition starts from the shown frame")
    }

    func testR240CubeAndFlipTurnThePlanes() async throws {
        let (cubeRoot, _, _) = transitioned(CATransitionType(rawValue: "cube"), .fromRight)
        let cube = try render(cubeRoot, at: 10.5)
        XCTAssertGreaterThan(cube.pixel(x: 70, y: 50).r, 200, "old face on the left")
        XCTAssertGreaterThan(cube.pixel(x: 130, y: 50).b, 200, "new face on the right")
        XCTAssertEqual(cube.pixel(x: 45, y: 3).g, 255, "the far edges recede: shorter there")
        XCTAssertLessThan(cube.pixel(x: 100, y: 1).g, 60, "the near edge where the faces meet is taller")

        UIKitRuntime.reset()
        clock = MediaClock(time: 10)
        clock.makeCurrent()
        let (flipRoot, _, _) = transitioned(CATransitionType(rawValue: "oglFlip"), .fromLeft)
        let early = try render(flipRoot, at: 10.25)
        assertPixel(early, 100, 50, is: red, "the old side, turned 45°")
        XCTAssertEqual(early.pixel(x: 55, y: 50).g, 255, "narrower than the layer while turned")
        let late = try render(flipRoot, at: 10.75)
        assertPixel(late, 100, 50, is: blue, "the new side after the edge-on moment")
    }

    func testR240GoldenPushMidway() async throws {
        TestFonts.library.install()
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 160, height: 40))
        label.font = .boldSystemFont(ofSize: 28)
        label.textAlignment = .center
        label.text = "41"
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.backgroundColor = .white
        host.addSubview(label)
        FrameCycle.run(windows: [])
        let ticker = CATransition()
        ticker.type = .push
        ticker.subtype = .fromTop
        ticker.duration = 1
        ticker.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        label.layer.add(ticker, forKey: nil)
        label.text = "42"
        clock.advance(to: 10.5)
        FrameCycle.run(windows: [])
        let (canvas, _) = try renderOnWhite(host.layer, width: 200, height: 100)
        try assertGolden(canvas, named: "catransition-push-from-top-midway")
    }
}
