import XCTest

@testable import UIKit

/// R91: the back swipe's release decision from its running statistics.
final class BackSwipeStatisticsTests: XCTestCase {
    /// Fewer than three samples: the averaged velocity's direction decides, however far the swipe got.
    func testR91WithFewerThanThreeSamplesTheVelocitysSignDecides() {
        var leftward = BackSwipeStatistics()
        leftward.begin(time: 0, displacement: 0.8, velocity: -0.1)
        leftward.add(time: 0.05, displacement: 0.79, velocity: -0.1)
        XCTAssertEqual(leftward.sampleCount, 2)
        XCTAssertFalse(leftward.pops(progress: 0.79, duration: 0.35, width: 393), "far, but moving back")
        var rightward = BackSwipeStatistics()
        rightward.begin(time: 0, displacement: 0.05, velocity: 0.01)
        XCTAssertTrue(rightward.pops(progress: 0.05, duration: 0.35, width: 393), "barely started, but moving on")
    }

    /// With three samples or more the projection includes ½·ā·T²: an accelerating finger pops where
    /// its velocity alone would not.
    func testR91TheAccelerationTermCounts() {
        var stats = BackSwipeStatistics()
        stats.begin(time: 0, displacement: 0.02, velocity: 0.2)
        for (i, v) in [0.4, 0.6, 0.8].enumerated() {
            stats.add(time: 0.05 * Double(i + 1), displacement: 0.02 + 0.03 * Double(i + 1), velocity: v)
        }
        XCTAssertEqual(stats.sampleCount, 4)
        XCTAssertEqual(stats.averageVelocity, 0.6, accuracy: 1e-9)
        XCTAssertEqual(stats.averageAcceleration, 4, accuracy: 1e-9)
        let p = 0.1
        let threshold = min(187.5 / 393, 0.5)
        XCTAssertLessThan(p + stats.averageVelocity * 0.5, threshold, "velocity alone would cancel")
        XCTAssertTrue(stats.pops(progress: p, duration: 0.5, width: 393))
    }

    /// A change of acceleration is limited to 5 widths/s² per sample, and events closer than 10 ms
    /// that do not move are not samples.
    func testR91AccelerationStepsAreClampedAndCloseEventsSkipped() {
        var stats = BackSwipeStatistics()
        stats.begin(time: 0, displacement: 0, velocity: 0)
        stats.add(time: 0.005, displacement: 0, velocity: 0.5)
        XCTAssertEqual(stats.sampleCount, 1, "5 ms later and not moved: skipped")
        stats.add(time: 0.05, displacement: 0.05, velocity: 2)
        XCTAssertEqual(stats.sampleCount, 2)
        // (2 − 0) / 0.05 = 40 widths/s², clamped to 0 + 5; averaged with the first sample's 0.
        XCTAssertEqual(stats.averageAcceleration, 2.5, accuracy: 1e-9)
    }
}
