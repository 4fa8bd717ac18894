import Foundation
import Stagecraft
import UIKit
import XCTest

/// What the leaky scene keeps alive on purpose, so the harness has a leak to find.
@MainActor private var keptAlive: [UIViewController] = []

/// A screen with a "Leak" button that stores the screen in a global (a leak by design) and a
/// "Present" button.
@MainActor
private final class LeakyScreen: UIViewController {
    let leakButton = UIButton(type: .system)
    let presentButton = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Leaky"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        leakButton.setTitle("Leak", for: .normal)
        leakButton.frame = CGRect(x: 40, y: 200, width: 200, height: 44)
        leakButton.addTarget(self, action: LeakyScreen.leak, for: .touchUpInside)
        presentButton.setTitle("Present", for: .normal)
        presentButton.frame = CGRect(x: 40, y: 300, width: 200, height: 44)
        presentButton.addTarget(self, action: LeakyScreen.presentTapped, for: .touchUpInside)
        view.addSubview(leakButton)
        view.addSubview(presentButton)
    }

    func leak() { keptAlive.append(self) }

    func presentTapped() { present(UIViewController(), animated: true) }
}

/// An animator that never calls `completeTransition` (R19).
private final class NeverCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
    }
}

private final class NeverCompletingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = NeverCompletingAnimator()
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// The fuzz harness itself: it finds a leak and broken invariants, shrinks the failure to the
/// actions that matter, prints it as a script that parses, and is deterministic.
@MainActor
final class FuzzHarnessTests: XCTestCase {
    private let catalog = SceneCatalog(
        title: "Fuzz fixtures",
        scenes: [
            Scene(id: "leaky", title: "Leaky", summary: "Leaks on purpose") { LeakyScreen() },
            Scene(id: "plain", title: "Plain", summary: "Nothing to find") { LeakyScreen() },
        ])

    override func tearDown() async throws {
        keptAlive.removeAll()
    }

    func testALeakIsFoundAndShrunkToTheActionsThatCauseIt() async throws {
        let run = FuzzRun(catalog: catalog)
        let actions: [ScriptCommand] = [
            .scene("leaky"), .wait(0.2), .tapTitle("Present"), .wait(0.7), .tapPoint(CGPoint(x: 10, y: 10)),
            .scene("plain"), .tapTitle("Leak"), .wait(0.3),
            .drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), seconds: 0.2),
        ]
        let outcome = run.replay(actions)
        XCTAssertEqual(outcome.violation?.name, "leakedController")
        XCTAssertTrue(outcome.violation?.message.contains("LeakyScreen \"Leaky\"") == true, "\(outcome.violation!)")
        keptAlive.removeAll()

        let shrunk = FuzzShrinker(run: run).shrink(outcome)
        keptAlive.removeAll()

        XCTAssertEqual(shrunk.violation?.name, "leakedController")
        XCTAssertEqual(shrunk.actions, [.scene("plain"), .tapTitle("Leak")])
        let script = try Script(parsing: shrunk.script, name: "shrunk.txt", scenes: catalog)
        XCTAssertEqual(Array(script.steps.prefix(2).map(\.command)), shrunk.actions)
        XCTAssertTrue(shrunk.script.hasPrefix("scene plain\ntap \"Leak\"\n# the harness"), shrunk.script)
    }

    func testTheSameSeedMakesTheSameRunAndACleanSceneKeepsEveryInvariant() async throws {
        let run = FuzzRun(catalog: catalog, sceneIDs: ["plain"])
        let a = run.run(seed: 42)
        let b = run.run(seed: 42)
        XCTAssertEqual(a.actions, b.actions)
        XCTAssertEqual(a.frames, b.frames)
        XCTAssertTrue(a.violation != nil || a.actions.count >= 6, "a run stops early only at a violation")
        XCTAssertEqual(a.actions.first, .scene("plain"))
        XCTAssertNotEqual(run.run(seed: 43).actions, a.actions)
        // Taps on "Leak" leak; whatever else the seed did, the report names it or passes.
        if a.actions.contains(.tapTitle("Leak")) {
            XCTAssertEqual(a.violation?.name, "leakedController")
        } else {
            XCTAssertNil(a.violation, "\(a.violation!)\n\(a.script)")
        }
        let replayed = run.replay(a.actions)
        XCTAssertEqual(replayed.frames, a.frames, "a replay of the actions is the same run")
        XCTAssertEqual(replayed.violation, a.violation)
    }

    func testTheInvariantsNameAnUnsettledAppearanceAViewOutOfTheWindowAndAStuckTransition() async throws {
        let sim = try Simulator()
        let root = LeakyScreen()
        sim.rootViewController = root
        XCTAssertEqual(sim.checkInvariants(settled: true), [])

        root.beginAppearanceTransition(false, animated: false)
        XCTAssertEqual(sim.checkInvariants().map(\.name), ["appearanceUnsettled"])
        root.endAppearanceTransition()
        XCTAssertEqual(sim.checkInvariants().map(\.name), ["inWindowButNotAppeared"])
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        XCTAssertEqual(sim.checkInvariants(), [])

        root.view.removeFromSuperview()
        XCTAssertEqual(sim.checkInvariants().map(\.name), ["appearedButNotInWindow"])
        sim.window.addSubview(root.view)

        let delegate = NeverCompletingDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(sim.checkInvariants(), [], "in flight: only the chains are checked")
        sim.advance(seconds: 3)
        XCTAssertEqual(sim.checkInvariants(settled: true).map(\.name), ["transitionStuck"])
        XCTAssertTrue(
            sim.checkInvariants(settled: true).first?.message.contains("never called completeTransition") == true)
    }
}
