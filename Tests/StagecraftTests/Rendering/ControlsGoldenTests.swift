import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A settings-like screen with every standard control, against a golden PNG (software renderer,
/// scale 2) — compared by eye with iOS 18's Settings (R251–R256).
@MainActor
final class ControlsGoldenTests: XCTestCase {
    private let width: CGFloat = 393

    /// A white grouped-list card at `y` holding rows of 44 pt (separators inset 16 pt, as Settings).
    private func card(in root: UIView, y: CGFloat, rows: Int, height: CGFloat? = nil) -> UIView {
        let card = UIView(frame: CGRect(x: 16, y: y, width: width - 32, height: height ?? CGFloat(rows) * 44))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        for row in 1..<max(rows, 1) {
            let line = UIView(
                frame: CGRect(x: 16, y: CGFloat(row) * 44 - 0.5, width: card.bounds.width - 16, height: 0.5))
            line.backgroundColor = .separator
            card.addSubview(line)
        }
        root.addSubview(card)
        return card
    }

    private func label(_ text: String, in card: UIView, row: Int) {
        let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * 44, width: 200, height: 44))
        label.text = text
        label.font = .systemFont(ofSize: 17)
        card.addSubview(label)
    }

    private func settingsScreen() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 520))
        root.backgroundColor = .systemGroupedBackground
        let title = UILabel(frame: CGRect(x: 20, y: 16, width: 300, height: 41))
        title.text = "Settings"
        title.font = .boldSystemFont(ofSize: 34)
        root.addSubview(title)

        let toggles = card(in: root, y: 72, rows: 3)
        for (row, (name, on, enabled)) in [
            ("Airplane Mode", false, true), ("Wi-Fi", true, true), ("Locked", true, false),
        ]
        .enumerated() {
            label(name, in: toggles, row: row)
            let toggle = UISwitch()
            toggle.frame.origin = CGPoint(x: toggles.bounds.width - 16 - 51, y: CGFloat(row) * 44 + 6.5)
            toggle.isOn = on
            toggle.isEnabled = enabled
            toggles.addSubview(toggle)
        }

        let values = card(in: root, y: 220, rows: 3)
        let slider = UISlider(frame: CGRect(x: 16, y: 6.5, width: values.bounds.width - 32, height: 31))
        slider.value = 0.6
        values.addSubview(slider)
        let segments = UISegmentedControl(items: ["Light", "Dark", "Automatic"])
        segments.selectedSegmentIndex = 0
        segments.frame = CGRect(x: 16, y: 44 + 6, width: values.bounds.width - 32, height: 32)
        values.addSubview(segments)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 16, y: 88 + 20, width: values.bounds.width - 32, height: 4)
        progress.progress = 0.4
        values.addSubview(progress)

        let activity = card(in: root, y: 368, rows: 2)
        label("Loading", in: activity, row: 0)
        let medium = UIActivityIndicatorView(style: .medium)
        medium.frame.origin = CGPoint(x: activity.bounds.width - 16 - 20 - 50, y: 12)
        medium.startAnimating()
        activity.addSubview(medium)
        let large = UIActivityIndicatorView(style: .large)
        large.frame.origin = CGPoint(x: activity.bounds.width - 16 - 37, y: 3.5)
        large.startAnimating()
        activity.addSubview(large)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 44 + 9, width: activity.bounds.width, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 1
        pages.pageIndicatorTintColor = .systemGray4
        pages.currentPageIndicatorTintColor = .label
        activity.addSubview(pages)
        return root
    }

    private func layOut(_ view: UIView) {
        view.layoutIfNeeded()
        for subview in view.subviews { layOut(subview) }
    }

    func testR251GoldenSettingsScreenWithEveryControl() async throws {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        TestFonts.library.install()
        let root = settingsScreen()
        layOut(root)
        FrameCycle.run(windows: [])

        let canvas = try Canvas(width: Int(width) * 2, height: 1040)
        canvas.clear(to: CGColor(gray: 1, alpha: 1))
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        renderer.drawLayerTree(root.layer, scale: 2)
        XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")

        // Wi-Fi's track is system green at its middle; Airplane Mode's is the light grey fill.
        assertPixel(canvas, 2 * (16 + 361 - 16 - 51 + 10), 2 * (72 + 44 + 22), is: (52, 199, 89), tolerance: 3)
        assertPixel(canvas, 2 * (16 + 361 - 16 - 8), 2 * (72 + 22), is: (233, 233, 235), tolerance: 3)
        try assertGolden(canvas, named: "controls-settings-screen")
    }

    func testR258GoldenButtonConfigurations() async throws {
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        TestFonts.library.install()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 320))
        root.backgroundColor = .systemBackground
        func configured(
            _ make: () -> UIButton.Configuration, _ title: String,
            change: (inout UIButton.Configuration) -> Void = { _ in }
        ) -> UIButton.Configuration {
            var configuration = make()
            configuration.title = title
            change(&configuration)
            return configuration
        }
        let configurations: [UIButton.Configuration] = [
            configured(UIButton.Configuration.filled, "Filled"),
            configured(UIButton.Configuration.tinted, "Tinted"),
            configured(UIButton.Configuration.gray, "Gray"),
            configured(UIButton.Configuration.plain, "Plain"),
            configured(UIButton.Configuration.borderedProminent, "Capsule") { $0.cornerStyle = .capsule },
            configured(UIButton.Configuration.filled, "Download") {
                $0.subtitle = "12 MB"
                $0.baseBackgroundColor = .systemGreen
                $0.buttonSize = .large
            },
        ]
        // Two columns of medium buttons, then the large one across the width.
        var y: CGFloat = 20
        for (index, configuration) in configurations.enumerated() {
            let button = UIButton(configuration: configuration)
            let size = button.intrinsicContentSize
            let wide = index == configurations.count - 1
            let x: CGFloat = wide || index % 2 == 0 ? 24 : 210
            button.frame = CGRect(x: x, y: y, width: wide ? width - 48 : max(size.width, 150), height: size.height)
            root.addSubview(button)
            if wide || index % 2 == 1 || index == configurations.count - 2 { y += size.height + 20 }
        }
        let disabled = UIButton(configuration: configured(UIButton.Configuration.filled, "Disabled"))
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 24, y: y, width: 150, height: disabled.intrinsicContentSize.height)
        root.addSubview(disabled)
        layOut(root)
        FrameCycle.run(windows: [])

        let canvas = try Canvas(width: Int(width) * 2, height: 640)
        canvas.clear(to: CGColor(gray: 1, alpha: 1))
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        renderer.drawLayerTree(root.layer, scale: 2)
        XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")

        // The filled button's corner is system blue a little inside its 8 pt rounding.
        assertPixel(canvas, 2 * (24 + 4), 2 * (20 + 4), is: (0, 122, 255), tolerance: 3)
        try assertGolden(canvas, named: "controls-button-configurations")
    }
}
