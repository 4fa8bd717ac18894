// The corpus's card and bottom sheet (Corpus/WildCardExpand.swift), compiled in Swift 5 mode and
// run: an Auto Layout card of stack views whose hidden details row collapses and re-opens inside a
// spring animation; attributed titles; a custom bottom sheet at a fixed height with rounded top
// corners, presented by an interruptible property animator, dimming the tint behind it.
import UIKit
import XCTest

@MainActor
final class WildCardExpandTests: XCTestCase {
    func testTheDetailsRowCollapsesAndOpensInsideTheAnimation() async {
        let list = TicketListViewController()
        let phone = HeadlessPhone(root: list)
        phone.advance(seconds: 0.1)
        let card = list.card
        let collapsed = card.frame
        XCTAssertEqual(collapsed.minY, 59 + 20, "below the safe area")
        XCTAssertEqual(collapsed.width, 393 - 32)
        XCTAssertEqual(card.titleLabel.text, "LIS → SFO", "the attributed string's text")
        XCTAssertEqual(card.titleLabel.font, .systemFont(ofSize: 20, weight: .semibold), "its first run's font")
        XCTAssertEqual(card.priceLabel.text, "€412")
        XCTAssertEqual(card.iconView.intrinsicContentSize.width, (24 * 22 / 17 / 1.29).rounded(), "the symbol at 22 pt")
        XCTAssertEqual(card.headerRow.arrangedSubviews.count, 3)
        XCTAssertEqual(card.detailsLabel.frame.height, 0, "hidden: collapsed by the stack view")

        phone.tap(at: CGPoint(x: collapsed.midX, y: collapsed.midY))
        phone.advance(seconds: 0.12)
        let growing = card.layer.presentation()!.bounds.height
        XCTAssertGreaterThan(growing, collapsed.height + 1, "the card grows inside the animation")
        phone.advance(seconds: 1)
        XCTAssertTrue(card.isExpanded)
        XCTAssertFalse(card.detailsLabel.isHidden)
        XCTAssertGreaterThan(card.frame.height, collapsed.height + 30, "the details label's lines")
        XCTAssertEqual(
            card.detailsLabel.frame.minY - card.headerRow.frame.maxY, 12, accuracy: 0.5, "the stack's spacing")

        phone.tap(at: CGPoint(x: collapsed.midX, y: collapsed.midY))
        phone.advance(seconds: 1)
        XCTAssertEqual(card.frame.height, collapsed.height, accuracy: 0.5, "collapsed again")
    }

    func testTheBottomSheetRestsAtItsHeightAndDimsTheTintBehind() async {
        let list = TicketListViewController()
        let phone = HeadlessPhone(root: list)
        phone.advance(seconds: 0.1)
        list.showBoardingSheet()
        phone.advance(seconds: 0.1)
        let sheet = list.presentedViewController as! BoardingSheetViewController
        let rest = CGRect(x: 0, y: 852 - 280 - 34, width: 393, height: 280 + 34)
        XCTAssertNotNil(sheet.view.layer.animation(forKey: "position"), "rising with the property animator")
        phone.advance(seconds: 1)
        XCTAssertEqual(
            sheet.view.frame, rest, "the presentation controller's frame: preferred height plus the home area")
        XCTAssertEqual(sheet.view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(list.view.tintAdjustmentMode, .dimmed, "set by the presentation controller, as apps do")
        XCTAssertEqual(sheet.gateLabel.text, "Gate 14")
        XCTAssertEqual(sheet.grabber.frame.size, CGSize(width: 36, height: 5))

        sheet.preferredContentSize = CGSize(width: 0, height: 400)
        phone.advance(seconds: 1)
        XCTAssertEqual(sheet.view.frame.height, 434, "re-laid out with a property animator")

        let done = sheet.doneButton
        let center = done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil)
        phone.tap(at: center)
        phone.advance(seconds: 1)
        XCTAssertNil(list.presentedViewController)
        XCTAssertEqual(list.view.tintAdjustmentMode, .normal)
    }
}
