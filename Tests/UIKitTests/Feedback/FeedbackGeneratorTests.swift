import XCTest

@testable import UIKit

/// The haptic generators play into the event log, so a test sees the haptic (issue #9 item 6).
@MainActor
final class FeedbackGeneratorTests: XCTestCase {
    func testEachHapticIsRecordedInTheOrderItPlayed() async {
        let app = TestApp()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        let selection = UISelectionFeedbackGenerator()
        let notification = UINotificationFeedbackGenerator()

        impact.prepare()
        impact.impactOccurred()
        selection.selectionChanged()
        impact.impactOccurred(intensity: 0.5)
        notification.notificationOccurred(.success)

        XCTAssertEqual(
            app.events.entries,
            [
                "feedback.impactOccurred(heavy)",
                "feedback.selectionChanged",
                "feedback.impactOccurred(heavy, intensity: 0.5)",
                "feedback.notificationOccurred(success)",
            ])
    }

    func testAnImpactGeneratorIsMediumByDefaultAndClampsItsIntensity() async {
        let app = TestApp()
        let impact = UIImpactFeedbackGenerator()

        impact.impactOccurred(intensity: 3)

        XCTAssertEqual(impact.style, .medium)
        XCTAssertEqual(app.events.entries, ["feedback.impactOccurred(medium, intensity: 1)"])
    }

    func testAHapticPlayedByAnInteractiveDismissalThresholdAppearsAmongTheTransitionsCalls() async {
        let root = NamedController("Root")
        let app = TestApp(root: root)
        let presented = NamedController("Card")
        let generator = UIImpactFeedbackGenerator(style: .rigid)
        root.present(presented, animated: false)
        app.events.removeAll()

        presented.dismiss(animated: false) { generator.impactOccurred() }

        XCTAssertEqual(app.events.entries.last, "feedback.impactOccurred(rigid)")
        XCTAssertTrue(app.events.entries.contains("dismiss completion"))
    }
}
