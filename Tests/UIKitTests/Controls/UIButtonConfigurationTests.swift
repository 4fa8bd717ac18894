import Foundation
import XCTest

@testable import UIKit

/// UIButton.Configuration: the presets' colours, content and insets, corner styles, the update
/// handler on state changes (R258).
@MainActor
final class UIButtonConfigurationTests: XCTestCase {
    private var app: TestApp!
    private var finger: TouchDriver!

    override func setUp() async throws {
        app = TestApp()
        finger = TouchDriver(app)
    }

    private func textSize(_ text: String, size: CGFloat) -> CGSize {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.text = text
        return label.sizeThatFits(.zero)
    }

    private func image(width: Int, height: Int) -> UIImage {
        UIImage(cgImage: CGImage(width: width, height: height, rgba: Data(repeating: 255, count: width * height * 4)))
    }

    func testR258FilledIsWhiteTextOnTheTintColourSizedToItsTitlePlusInsets() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        app.window.addSubview(button)

        let title = textSize("Continue", size: 17)
        XCTAssertEqual(button.intrinsicContentSize.width, ceil(title.width + 24))
        XCTAssertEqual(button.intrinsicContentSize.height, ceil(title.height + 14))
        XCTAssertEqual(button.configurationParts?.background.backgroundColor, .systemBlue)
        XCTAssertEqual(button.titleLabel?.textColor, .white)
        XCTAssertEqual(button.titleLabel?.text, "Continue")
        XCTAssertEqual(button.buttonType, .system)
    }

    func testR258AnActivityIndicatorTakesTheImagesPlaceWhileShown() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sending"
        configuration.showsActivityIndicator = true
        let button = UIButton(configuration: configuration)
        app.window.addSubview(button)
        let plain = UIButton(
            configuration: {
                var c = UIButton.Configuration.filled()
                c.title = "Sending"
                return c
            }())
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let spinner = button.configurationParts?.spinner
        XCTAssertEqual(spinner?.isHidden, false)
        XCTAssertEqual(spinner?.isAnimating, true)
        XCTAssertEqual(spinner?.color, .white, "in the content colour")
        XCTAssertEqual(spinner?.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(spinner?.frame.minX ?? 0, 12, accuracy: 0.5, "at the leading inset")
        XCTAssertLessThanOrEqual(spinner?.frame.maxX ?? 0, button.titleLabel?.frame.minX ?? 0, "before the title")
        XCTAssertGreaterThan(button.intrinsicContentSize.width, plain.intrinsicContentSize.width + 19)
        configuration.showsActivityIndicator = false
        button.configuration = configuration
        XCTAssertEqual(spinner?.isHidden, true)
        XCTAssertEqual(spinner?.isAnimating, false)
    }

    func testR258ThePresetsColourTheBackgroundAndTheText() async {
        let tinted = UIButton(configuration: .tinted())
        let gray = UIButton(configuration: .gray())
        let plain = UIButton(configuration: .plain())
        let prominent = UIButton(configuration: .borderedProminent())
        for button in [tinted, gray, plain, prominent] { app.window.addSubview(button) }

        XCTAssertEqual(
            tinted.configurationParts?.background.layer.backgroundColor,
            UIColor.systemBlue.withAlphaComponent(0.15).cgColor)
        XCTAssertEqual(tinted.titleLabel?.textColor, .systemBlue)
        XCTAssertEqual(gray.configurationParts?.background.backgroundColor, .tertiarySystemFill)
        XCTAssertEqual(gray.titleLabel?.textColor, .systemBlue)
        XCTAssertEqual(plain.configurationParts?.background.isHidden, true)
        XCTAssertEqual(prominent.configurationParts?.background.backgroundColor, .systemBlue)
    }

    func testR258BaseColoursAndTheTintColour() async {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .black
        let button = UIButton(configuration: configuration)
        let tinted = UIButton(configuration: .tinted())
        tinted.tintColor = .systemGreen

        XCTAssertEqual(button.configurationParts?.background.backgroundColor, .systemRed)
        XCTAssertEqual(button.titleLabel?.textColor, .black)
        XCTAssertEqual(tinted.titleLabel?.textColor, .systemGreen, "a tint change restyles the button")
    }

    func testR258CornerStyles() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 50)
        button.layoutIfNeeded()
        XCTAssertEqual(button.configurationParts?.background.layer.cornerRadius, 8, "dynamic, medium size")

        configuration.cornerStyle = .capsule
        button.configuration = configuration
        button.layoutIfNeeded()
        XCTAssertEqual(button.configurationParts?.background.layer.cornerRadius, 25)

        configuration.cornerStyle = .fixed
        configuration.backgroundCornerRadius = 3
        button.configuration = configuration
        button.layoutIfNeeded()
        XCTAssertEqual(button.configurationParts?.background.layer.cornerRadius, 3)
        XCTAssertEqual(UIButton.Configuration.CornerStyle.capsule.rawValue, 4)
    }

    func testR258AnImageBesideTheTitleWithImagePadding() async throws {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Share"
        configuration.image = image(width: 20, height: 18)
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        let title = textSize("Share", size: 17)
        let size = button.intrinsicContentSize
        button.frame = CGRect(origin: .zero, size: size)
        button.layoutIfNeeded()

        XCTAssertEqual(size.width, ceil(20 + 8 + title.width + 24))
        let imageFrame = try XCTUnwrap(button.configurationParts).imageView.frame
        XCTAssertEqual(imageFrame.minX, 12, accuracy: 0.5, "the image leads, at the leading inset")
        XCTAssertEqual(try XCTUnwrap(button.titleLabel).frame.minX, imageFrame.maxX + 8, accuracy: 0.001)
    }

    func testR258ASubtitleUnderTheTitle() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.titlePadding = 2
        let button = UIButton(configuration: configuration)
        let title = textSize("Download", size: 17)
        let subtitle = textSize("12 MB", size: 15)

        XCTAssertEqual(button.intrinsicContentSize.height, ceil(title.height + 2 + subtitle.height + 14))
        XCTAssertEqual(button.configurationParts?.subtitleLabel.text, "12 MB")
    }

    func testR258TheUpdateHandlerRunsOnHighlightBeforeLayout() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Hold"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isHighlighted ? "Held" : "Hold"
        }
        app.window.addSubview(button)
        app.advance(seconds: 0)

        finger.press(at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(button.titleLabel?.text, "Hold", "not yet: before the next layout")
        app.advance(seconds: 0)
        XCTAssertEqual(button.titleLabel?.text, "Held")
        finger.release()
        app.advance(seconds: 0)
        XCTAssertEqual(button.titleLabel?.text, "Hold")
    }

    func testR258PrimaryActionAndTheDisabledLook() async {
        var runs = 0
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in runs += 1 })
        button.frame = CGRect(x: 0, y: 300, width: 100, height: 44)
        app.window.addSubview(button)

        finger.tap(at: CGPoint(x: 50, y: 320))
        XCTAssertEqual(runs, 1)

        button.isEnabled = false
        XCTAssertEqual(button.configurationParts?.background.backgroundColor, .tertiarySystemFill)
        XCTAssertEqual(button.titleLabel?.textColor, .tertiaryLabel)
    }

    func testR258AHighlightedButtonDrawsAtSeventyPercent() async throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Tap"
        let button = UIButton(configuration: configuration)
        button.isHighlighted = true
        guard let resolved = button.configurationParts?.background.layer.backgroundColor else { return XCTFail("nil") }
        XCTAssertEqual(resolved.alpha, 0.7, accuracy: 1e-6)
    }

    func testR258ASystemButtonsTitleFollowsAnInheritedTintChange() async {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        app.window.addSubview(button)

        app.window.tintColor = .systemPink

        XCTAssertEqual(button.titleLabel?.textColor, .systemPink)
    }
}
