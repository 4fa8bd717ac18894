import Foundation
import XCTest

@testable import UIKit

/// What a `ProgressLayer` drew, shared by the layer and its presentation copies.
@MainActor
final class DisplayLog {
    var progresses: [CGFloat] = []
}

/// A layer subclass as iOS code writes one, ported: `progress` is `@NSManaged` on iOS and a computed
/// property over `value(forKey:)`/`setValue(_:forKey:)` here; `ringColor` and `log` are stored
/// properties that `init(layer:)` copies into presentation copies.
@MainActor
final class ProgressLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    var ringColor = UIColor.systemBlue
    var log: DisplayLog?
    /// The `progress` each `action(forKey:)` call saw, to show it is asked before the change.
    var progressSeenByActions: [CGFloat] = []

    required init() { super.init() }

    required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? ProgressLayer else { return }
        ringColor = other.ringColor
        log = other.log
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        progressSeenByActions.append(progress)
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.progress ?? progress
        animation.duration = 1
        return animation
    }

    /// Draws a 1×1 grey whose level is the progress.
    override func display() {
        log?.progresses.append(progress)
        let level = UInt8((min(max(progress, 0), 1) * 255).rounded())
        contents = CGImage(width: 1, height: 1, rgba: Data([level, level, level, 255]))
    }
}

/// A layer whose class supplies the action for `opacity` (`defaultAction(forKey:)`).
@MainActor
final class SlowFadeLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        guard event == "opacity" else { return nil }
        let animation = CABasicAnimation()
        animation.duration = 2
        return animation
    }
}

/// An action that records what it was run with.
@MainActor
final class RecordingAction: CAAction {
    var runs: [(key: String, from: AnimatableValue?)] = []
    func run(forKey event: String, object layer: CALayer, arguments: [AnyHashable: Any]?) {
        runs.append((event, arguments?["fromValue"] as? AnimatableValue))
    }
}

/// Layer subclasses with stored and custom animatable properties, as iOS code writes them
/// (`init(layer:)`, `needsDisplay(forKey:)`, `action(forKey:)`, `CAAction`, `display()`).
@MainActor
final class CALayerSubclassTests: XCTestCase {
    private func grey(of layer: CALayer) -> UInt8? {
        guard let image = layer.contents as? CGImage, case .rgba(let data) = image.source else { return nil }
        return data.first
    }

    func testPresentationIsMadeWithInitLayerSoTheSubclassStoredPropertiesSurvive() async {
        let layer = ProgressLayer()
        layer.ringColor = .systemRed
        layer.name = "ring"

        let presentation = layer.presentation()

        XCTAssertNotNil(presentation)
        XCTAssertFalse(presentation === layer, "a copy")
        XCTAssertEqual(presentation?.ringColor, .systemRed, "copied by the subclass's init(layer:)")
        XCTAssertEqual(presentation?.name, "ring", "copied by CALayer's init(layer:)")
        XCTAssertTrue(presentation?.modelLayer() === layer)
    }

    func testSettingACustomPropertyAsksActionForKeyBeforeTheChange() async {
        let layer = ProgressLayer()
        layer.progress = 0.25

        layer.progress = 0.75

        // Core Animation asks for the action in willChangeValue: the action sees the old value.
        XCTAssertEqual(layer.progressSeenByActions, [0, 0.25])
        XCTAssertEqual(layer.progress, 0.75, "the model has the new value at once")
    }

    func testCustomPropertyAnimatesWithTheBasicAnimationItsActionReturns() async {
        let app = TestApp()
        let layer = ProgressLayer()
        app.window.layer.addSublayer(layer)

        layer.progress = 1
        app.advance(seconds: 0.5)

        XCTAssertEqual(layer.animationKeys(), ["progress"], "the action (a CABasicAnimation) added itself")
        XCTAssertEqual(layer.progress, 1)
        XCTAssertEqual(Double(layer.presentation()?.progress ?? -1), 0.5, accuracy: 1e-9, "linear, 1 s, halfway")
        app.advance(seconds: 0.6)
        XCTAssertNil(layer.animationKeys())
        XCTAssertEqual(layer.presentation()?.progress, 1)
    }

    func testAnExplicitAnimationOfACustomKeyPathReadsInterpolatedOnThePresentation() async {
        let app = TestApp()
        let layer = ProgressLayer()
        app.window.layer.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0.2
        animation.toValue = 0.6
        animation.duration = 2

        layer.add(animation, forKey: "fill")
        app.advance(seconds: 1)

        XCTAssertEqual(Double(layer.presentation()?.progress ?? -1), 0.4, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation()?.value(forKey: "progress") as? CGFloat, layer.presentation()?.progress)
        XCTAssertEqual(layer.progress, 0, "the model is untouched by an explicit animation")
    }

    func testNeedsDisplayForKeyRedrawsThePresentationEachFrameAndTheModelAtTheEnd() async {
        let app = TestApp()
        let log = DisplayLog()
        let layer = ProgressLayer()
        layer.log = log
        app.window.layer.addSublayer(layer)
        app.advance(seconds: 0.1)
        XCTAssertEqual(log.progresses, [], "nothing to display yet")

        layer.progress = 1
        app.advance(seconds: 0.5)

        let duringAnimation = log.progresses
        XCTAssertGreaterThanOrEqual(duringAnimation.count, 30, "a display every frame: 30 frames in 0.5 s")
        XCTAssertEqual(duringAnimation.sorted(), duringAnimation, "drawn from the rising presentation")
        XCTAssertEqual(Double(duringAnimation.last ?? -1), 0.5, accuracy: 1e-9)
        XCTAssertEqual(grey(of: layer), 128, "the presentation's drawing is what the layer shows")

        app.advance(seconds: 1)

        XCTAssertEqual(log.progresses.last, 1, "a last display with the model value once the animation is gone")
        XCTAssertEqual(grey(of: layer), 255)
        let displays = log.progresses.count
        app.advance(seconds: 0.5)
        XCTAssertEqual(log.progresses.count, displays, "no display while nothing changes")
    }

    func testValueForKeyReadsLayerPropertiesInTheirOwnTypesAndSetValueSetsThem() async {
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)

        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(CGRect(x: 0, y: 0, width: 10, height: 20), forKey: "bounds")
        layer.setValue(nil, forKey: "backgroundColor")

        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.value(forKey: "opacity") as? Float, 0.5, "CALayer.opacity is a Float")
        XCTAssertEqual(layer.value(forKey: "position") as? CGPoint, CGPoint(x: 3, y: 4))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 10, height: 20))
        XCTAssertNil(layer.backgroundColor)
    }

    func testKeyedValuesKeepTheTypeTheyWereSetWithAndOtherValuesAreStored() async {
        let layer = CALayer()

        layer.setValue(2.5, forKey: "weight")
        layer.setValue("north", forKey: "heading")

        XCTAssertEqual(layer.value(forKey: "weight") as? Double, 2.5)
        XCTAssertEqual(layer.presentation()?.value(forKey: "weight") as? Double, 2.5)
        XCTAssertEqual(layer.value(forKey: "heading") as? String, "north", "not animatable, stored as given")
        XCTAssertEqual(layer.presentation()?.value(forKey: "heading") as? String, "north")
        XCTAssertNil(layer.value(forKey: "unset"))
    }

    func testTheActionsDictionaryIsSearchedAndGetsTheOldValue() async {
        let app = TestApp()
        let layer = CALayer()
        app.window.layer.addSublayer(layer)
        let action = RecordingAction()
        layer.actions = ["opacity": action]

        layer.opacity = 0.3

        XCTAssertEqual(action.runs.map(\.key), ["opacity"])
        XCTAssertEqual(action.runs.first?.from, .scalar(1))
        XCTAssertNil(layer.animationKeys(), "the dictionary's action replaces the implicit animation")
    }

    func testTheClassDefaultActionComesBeforeTheImplicitAnimation() async {
        let app = TestApp()
        let layer = SlowFadeLayer()
        app.window.layer.addSublayer(layer)

        layer.opacity = 0
        app.advance(seconds: 1)

        // A basic animation with no values runs from the previous presentation value to the new one.
        XCTAssertEqual(layer.animation(forKey: "opacity")?.duration, 2)
        XCTAssertEqual(Double(layer.presentation()?.opacity ?? -1), 0.5, accuracy: 1e-6, "linear, 2 s, halfway")
    }

    func testDisabledActionsSkipTheSubclassActionAsCoreAnimationDoes() async {
        let layer = ProgressLayer()

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.progress = 0.5
        CATransaction.commit()

        XCTAssertEqual(layer.progressSeenByActions, [], "not asked")
        XCTAssertNil(layer.animationKeys())
        XCTAssertTrue(layer.needsDisplay(), "display is still due: the drawing must follow the model")
    }

    func testAViewWithACustomLayerClassGetsALayerOfThatClass() async {
        final class ProgressView: UIView {
            override class var layerClass: AnyClass { ProgressLayer.self }
        }

        let view = ProgressView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

        XCTAssertTrue(view.layer is ProgressLayer)
        XCTAssertTrue(view.layer.delegate === view)
    }
}
