import XCTest

@testable import UIKit

/// R232, R233, R236: where an alert's card and an action sheet's groups go, and their buttons.
@MainActor
final class AlertLayoutTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!

    func start(size: CGSize = CGSize(width: 393, height: 852), safeArea: UIEdgeInsets = .zero) {
        a = NamedController("A")
        app = TestApp(root: a, size: size, safeArea: safeArea)
    }

    func show(_ alert: UIAlertController) -> AlertContentView {
        a.present(alert, animated: true)
        app.advance(seconds: 1)
        return alert.view as! AlertContentView
    }

    func buttonFrames(_ content: AlertContentView) -> [String: CGRect] {
        Dictionary(uniqueKeysWithValues: content.buttons.map { ($0.action.title!, $0.frame) })
    }

    func testR232AnAlertIs270WideAndCentredInTheSafeArea() async {
        start(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let content = show(alert)
        let frame = content.frame
        XCTAssertEqual(frame.width, 270)
        XCTAssertEqual(frame.midX, 196.5)
        XCTAssertEqual(frame.midY, 59 + (852 - 59 - 34) / 2, "the safe area's centre")
        XCTAssertEqual(content.mainGroup.frame, content.bounds)
        XCTAssertEqual(content.mainGroup.layer.cornerRadius, 14)
        XCTAssertTrue(content.mainGroup.layer.masksToBounds)
        let title = content.titleLabel
        XCTAssertEqual(title.font, .systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(content.messageLabel.font, .systemFont(ofSize: 13))
        XCTAssertEqual(title.frame.minY + title.font.ascender, 36, accuracy: 1e-9, "first baseline at 36")
        XCTAssertEqual(
            content.messageLabel.frame.minY + content.messageLabel.font.ascender,
            36 + 20, accuracy: 1e-9, "message baseline 20 below the title's")
        XCTAssertEqual(title.frame.minX, 16)
        XCTAssertEqual(title.frame.width, 238)
        let ok = buttonFrames(content)["OK"]!
        XCTAssertEqual(ok, CGRect(x: 0, y: 36 + 20 + 24 + 0, width: 270, height: 44).offsetBy(dx: 0, dy: 0))
        XCTAssertEqual(frame.height, 36 + 20 + 24 + 44)
        XCTAssertEqual(content.buttons[0].titleLabel.font, .systemFont(ofSize: 17))
        XCTAssertEqual(content.buttons[0].titleLabel.textColor, content.tintColor)
    }

    func testR232TwoShortButtonsSitSideBySideCancelOnTheLeft() async {
        start()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let content = show(alert)
        let frames = buttonFrames(content)
        let top = frames["Cancel"]!.minY
        XCTAssertEqual(frames["Cancel"], CGRect(x: 0, y: top, width: 135, height: 44))
        XCTAssertEqual(frames["Delete"], CGRect(x: 135, y: top, width: 135, height: 44))
        XCTAssertEqual(content.layout?.buttonsSideBySide, true)
        XCTAssertEqual(
            content.layout?.separators,
            [CGRect(x: 0, y: top, width: 270, height: 1), CGRect(x: 135, y: top, width: 1, height: 44)],
            "under the header and between the two")
        let cancel = content.buttons.first { $0.action.style == .cancel }!
        let delete = content.buttons.first { $0.action.style == .destructive }!
        XCTAssertEqual(cancel.titleLabel.font, .systemFont(ofSize: 17, weight: .semibold), "cancel is bold")
        XCTAssertEqual(delete.titleLabel.font, .systemFont(ofSize: 17))
        XCTAssertEqual(delete.titleLabel.textColor, .systemRed)
    }

    func testR232LongTitlesOrThreeButtonsStackCancelLast() async {
        start()
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Leave Without Saving My Work", style: .destructive))
        let content = show(alert)
        var frames = buttonFrames(content)
        XCTAssertEqual(content.layout?.buttonsSideBySide, false)
        XCTAssertEqual(frames["Leave Without Saving My Work"]!.width, 270)
        XCTAssertEqual(frames["Cancel"]!.minY, frames["Leave Without Saving My Work"]!.maxY, "cancel last")
        a.dismiss(animated: false)
        app.advance(seconds: 0.1)

        let three = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        three.addAction(UIAlertAction(title: "Mail", style: .default))
        three.addAction(UIAlertAction(title: "Copy", style: .default))
        let stacked = show(three)
        frames = buttonFrames(stacked)
        let top = frames["Mail"]!.minY
        XCTAssertEqual(frames["Copy"]!.minY, top + 44)
        XCTAssertEqual(frames["Cancel"]!.minY, top + 88)
        XCTAssertEqual(stacked.frame.height, frames["Cancel"]!.maxY)
        XCTAssertEqual(stacked.layout?.separators.count, 3)
    }

    func testR232ThePreferredActionIsBoldInsteadOfCancel() async {
        start()
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(save)
        alert.preferredAction = save
        let content = show(alert)
        let fonts = Dictionary(uniqueKeysWithValues: content.buttons.map { ($0.action.title!, $0.titleLabel.font!) })
        XCTAssertEqual(fonts["Save"], .systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(fonts["Cancel"], .systemFont(ofSize: 17))
    }

    func testR232ChangingTheMessageWhileShownResizesTheAlert() async {
        start()
        let alert = UIAlertController(title: "Uploading", message: "1 of 3", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stop", style: .cancel))
        let content = show(alert)
        let before = content.frame
        alert.message = "The upload of the second file failed; the third is waiting for the network to come back."
        alert.title = "Upload Failed"
        app.advance(seconds: 0.1)
        XCTAssertEqual(content.titleLabel.text, "Upload Failed")
        XCTAssertGreaterThan(content.frame.height, before.height, "the longer message wraps")
        XCTAssertEqual(content.frame.midY, 426, accuracy: 0.5, "still centred")
        XCTAssertEqual(content.frame.width, 270)
        XCTAssertEqual(content.buttons[0].frame.maxY, content.bounds.maxY)
    }

    func testR236AnAlertsTextFieldsSitUnderTheMessage() async {
        start()
        let alert = UIAlertController(title: "Sign In", message: "Enter your name.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let content = show(alert)
        let layout = content.layout!
        XCTAssertEqual(layout.textFieldFrames.count, 2)
        let message = layout.messageFrame!
        XCTAssertGreaterThan(layout.textFieldFrames[0].minY, message.maxY)
        XCTAssertEqual(layout.textFieldFrames[1].minY, layout.textFieldFrames[0].maxY)
        XCTAssertEqual(layout.textFieldFrames[0].minX, 15)
        XCTAssertEqual(layout.textFieldFrames[0].width, 240)
        XCTAssertEqual(content.buttons[0].frame.minY, layout.textFieldFrames[1].maxY + 16)
        let fields = alert.textFields!
        XCTAssertTrue(fields[0].isDescendant(of: content))
        XCTAssertEqual(fields[0].convert(fields[0].bounds, to: content.mainGroup).minY, layout.textFieldFrames[0].minY)
    }

    func testR233AnActionSheetSitsAboveTheHomeIndicatorWithCancelApart() async {
        start(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let sheet = UIAlertController(title: "Photo", message: "Choose a source.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Choose from Library", style: .default))
        let content = show(sheet)
        XCTAssertEqual(content.frame.minX, 8)
        XCTAssertEqual(content.frame.width, 377)
        XCTAssertEqual(content.frame.maxY, 852 - 34)
        XCTAssertEqual(content.cancelGroup.frame.height, 57)
        XCTAssertEqual(content.cancelGroup.frame.maxY, content.bounds.maxY)
        XCTAssertEqual(content.mainGroup.frame.maxY, content.cancelGroup.frame.minY - 8)
        XCTAssertEqual(content.mainGroup.layer.cornerRadius, 13)
        XCTAssertEqual(content.cancelGroup.layer.cornerRadius, 13)
        let frames = buttonFrames(content)
        XCTAssertEqual(frames["Cancel"], CGRect(x: 0, y: 0, width: 377, height: 57), "in its own group")
        XCTAssertEqual(frames["Choose from Library"]!.maxY, content.mainGroup.bounds.maxY)
        XCTAssertEqual(frames["Take Photo"]!.maxY, frames["Choose from Library"]!.minY)
        let cancel = content.buttons.first { $0.action.style == .cancel }!
        XCTAssertTrue(cancel.superview === content.cancelGroup)
        XCTAssertEqual(cancel.titleLabel.font, .systemFont(ofSize: 20, weight: .semibold))
        XCTAssertEqual(content.buttons[1].titleLabel.font, .systemFont(ofSize: 20))
        XCTAssertEqual(content.titleLabel.font, .systemFont(ofSize: 13, weight: .semibold))
        XCTAssertEqual(content.titleLabel.textColor, .secondaryLabel)
        XCTAssertEqual(content.titleLabel.frame.minY + content.titleLabel.font.ascender, 27, accuracy: 1e-9)
    }

    func testR233WithoutSafeAreaTheSheetKeeps8PointsFromTheEdges() async {
        start(size: CGSize(width: 375, height: 667))
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let content = show(sheet)
        XCTAssertEqual(content.frame, CGRect(x: 8, y: 667 - 8 - 57, width: 359, height: 57))
        XCTAssertTrue(content.cancelGroup.isHidden)
    }

    func testR233InLandscapeTheSheetIsNoWiderThanInPortrait() async {
        start(size: CGSize(width: 852, height: 393), safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let content = show(sheet)
        XCTAssertEqual(content.frame.width, 377)
        XCTAssertEqual(content.frame.midX, 426)
        XCTAssertEqual(content.frame.maxY, 393 - 21)
    }

    func testR232R233RotatingKeepsTheAlertCentredAndTheSheetOnTheBottom() async {
        start(safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let landscape = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 1)
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let card = show(alert)
        XCTAssertTrue(
            app.window.rotate(
                to: .landscapeRight, safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                traits: landscape))
        app.advance(seconds: 1)
        XCTAssertEqual(card.frame.width, 270)
        XCTAssertEqual(card.frame.midX, 426)
        XCTAssertEqual(card.frame.midY, (393 - 21) / 2, "centred in the safe area")
        a.dismiss(animated: false)
        app.advance(seconds: 0.1)

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let content = show(sheet)
        XCTAssertEqual(content.frame.maxY, 393 - 21)
        XCTAssertTrue(
            app.window.rotate(
                to: .portrait, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                traits: UIWindow.defaultTraits))
        app.advance(seconds: 1)
        XCTAssertEqual(content.frame, CGRect(x: 8, y: 852 - 34 - 57 - 8 - 57, width: 377, height: 57 + 8 + 57))
    }

    func testR232TheAlertFollowsTheTextSize() async {
        start()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let content = show(alert)
        let before = content.frame
        app.window.setEnvironment(contentSize: .accessibilityExtraExtraExtraLarge)
        app.advance(seconds: 0.1)
        let headline = UIFont.pointSize(for: .headline, category: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(content.titleLabel.font, .systemFont(ofSize: headline, weight: .semibold))
        XCTAssertEqual(
            content.messageLabel.font,
            .systemFont(ofSize: UIFont.pointSize(for: .footnote, category: .accessibilityExtraExtraExtraLarge)))
        XCTAssertEqual(
            content.titleLabel.frame.minY + content.titleLabel.font.ascender, 36 * headline / 17, accuracy: 1e-9,
            "the top margin scales with the title's font")
        let body = UIFont.pointSize(for: .body, category: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(content.buttons[0].titleLabel.font, .systemFont(ofSize: body))
        XCTAssertGreaterThan(content.buttons[0].frame.height, 44, "the row grows for the larger title")
        XCTAssertGreaterThan(content.frame.height, before.height)
        XCTAssertEqual(content.frame.width, 270)
        XCTAssertEqual(content.frame.midY, 426, accuracy: 0.5, "sized again and still centred")
    }
}
