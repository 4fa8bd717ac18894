import Foundation
import Stagecraft
import UIKit
import XCTest

/// A screen of the soak: a titled plain controller.
@MainActor
private final class SoakScreen: UIViewController {
    init(_ title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        label.text = title
        view.addSubview(label)
    }
}

/// Issue 17: 1,000 present/dismiss and 1,000 push/pop cycles, animated, keep memory flat (< 5 %
/// resident-size growth after a warm-up), leave no controller alive beyond the ones on screen,
/// keep every invariant after each cycle and the event log in its ring (docs/testing.md, "Soak").
@MainActor
final class SoakTests: XCTestCase {
    /// The process's resident set size in bytes (Linux: /proc/self/statm, in pages).
    private func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Runs `cycles` cycles after `warmUp` more, checking the invariants after each; returns the
    /// RSS growth over the measured cycles and how many controllers the cycles made are alive.
    private func soak(
        _ sim: Simulator, cycles: Int, warmUp: Int, cycle: (Int) -> AnyObject
    ) -> (growth: Double, alive: Int, violations: [InvariantViolation]) {
        var made: [WeakBox] = []
        var violations: [InvariantViolation] = []
        for i in 0..<warmUp { _ = cycle(i) }
        let before = residentBytes()
        for i in 0..<cycles {
            made.append(WeakBox(cycle(warmUp + i)))
            if violations.isEmpty { violations = sim.checkInvariants(settled: true) }
        }
        let after = residentBytes()
        print("soak: \(cycles) cycles, resident \(before / 1024) KiB → \(after / 1024) KiB")
        let alive = made.filter { $0.object != nil }.count
        return (Double(after - before) / Double(max(1, before)), alive, violations)
    }

    func testAThousandPresentAndDismissCyclesKeepMemoryFlatAndFreeEveryPresentedController() async throws {
        // 30 frames a second: half the frame cycles of 60, the same transitions.
        let sim = try Simulator(framesPerSecond: 30)
        let root = SoakScreen("Root")
        sim.rootViewController = root
        let result = soak(sim, cycles: 1_000, warmUp: 100) { i in
            let presented = SoakScreen("Presented \(i)")
            // Alternate the iOS 18 sheet and full screen.
            if i % 2 == 1 { presented.modalPresentationStyle = .fullScreen }
            root.present(presented, animated: true)
            sim.advance(seconds: 0.6)
            presented.dismiss(animated: true)
            sim.advance(seconds: 0.6)
            return presented
        }

        XCTAssertEqual(result.violations, [])
        XCTAssertEqual(result.alive, 0, "no presented controller outlives its dismissal")
        XCTAssertLessThan(result.growth, 0.05, "resident size grew \(Int(result.growth * 100)) %")
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(sim.window.subviews.count, 1, "only the root's view: no container left behind")
        XCTAssertLessThanOrEqual(sim.eventLog.entries.count, sim.eventLog.capacity)
        XCTAssertEqual(sim.unexpectedDiagnostics.map(\.name), [])
    }

    func testAThousandPushAndPopCyclesKeepMemoryFlatAndFreeEveryPushedController() async throws {
        // 30 frames a second: half the frame cycles of 60, the same transitions.
        let sim = try Simulator(framesPerSecond: 30)
        let navigation = UINavigationController(rootViewController: SoakScreen("Root"))
        sim.rootViewController = navigation
        let result = soak(sim, cycles: 1_000, warmUp: 100) { i in
            let pushed = SoakScreen("Pushed \(i)")
            navigation.pushViewController(pushed, animated: true)
            sim.advance(seconds: 0.6)
            navigation.popViewController(animated: true)
            sim.advance(seconds: 0.6)
            return pushed
        }

        XCTAssertEqual(result.violations, [])
        XCTAssertEqual(result.alive, 0, "no pushed controller outlives its pop")
        XCTAssertLessThan(result.growth, 0.05, "resident size grew \(Int(result.growth * 100)) %")
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(sim.unexpectedDiagnostics.map(\.name), [])
    }
}
