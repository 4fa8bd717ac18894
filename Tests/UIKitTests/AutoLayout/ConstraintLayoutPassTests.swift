import Foundation
import XCTest

@testable import UIKit

/// How the layout pass meets constraints in the shapes libraries use: a property animator scrubbing
/// a constant change, `layoutIfNeeded()` on a subview, a hierarchy outside any window, a card whose
/// presented view keeps its frame while its content uses anchors, and views moving between
/// hierarchies.
@MainActor
final class ConstraintLayoutPassTests: XCTestCase {
    private func constrained(_ view: UIView, in superview: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    func testAPausedPropertyAnimatorScrubsAConstraintChangeLikeAFrameChange() async {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        let root = controller.view!
        let sheet = constrained(UIView(), in: root)
        let top = sheet.topAnchor.constraint(equalTo: root.topAnchor, constant: 700)
        NSLayoutConstraint.activate([
            top, sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 500),
        ])
        let twin = UIView(frame: CGRect(x: 0, y: 700, width: 393, height: 500))
        root.addSubview(twin)
        app.window.layoutIfNeeded()

        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
            top.constant = 300
            root.layoutIfNeeded()
        }
        let twinAnimator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { twin.frame.origin.y = 300 }
        for a in [animator, twinAnimator] {
            a.pauseAnimation()
            a.fractionComplete = 0.25
        }
        app.advance(seconds: 1.0 / 60)

        XCTAssertEqual(
            sheet.layer.presentationProperties.position.y, twin.layer.presentationProperties.position.y,
            accuracy: 1e-9)
        XCTAssertEqual(sheet.layer.presentationProperties.frame.minY, 600, accuracy: 1e-9, "a quarter of 400 pt")
        for a in [animator, twinAnimator] { a.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
        app.advance(seconds: 0.5)
        XCTAssertEqual(sheet.layer.presentationProperties.frame.minY, 300)
    }

    func testLayoutIfNeededOnASubviewLaysOutFromTheAncestorThatNeedsIt() async {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        let root = controller.view!
        let panel = constrained(UIView(), in: root)
        let height = panel.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            height, panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.widthAnchor.constraint(equalToConstant: 100),
        ])
        app.window.layoutIfNeeded()

        height.constant = 250
        UIView.animate(withDuration: 0.3) { panel.layoutIfNeeded() }

        XCTAssertEqual(panel.frame.height, 250, "the panel's superview placed it")
        XCTAssertNotNil(panel.layer.animation(forKey: "bounds"), "inside the block")
    }

    func testAHierarchyOutsideAnyWindowLaysOutWithLayoutIfNeeded() async {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = constrained(UIView(), in: card)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])

        card.layoutIfNeeded()

        XCTAssertEqual(badge.frame, CGRect(x: 260, y: 170, width: 30, height: 20))
    }

    func testConstraintsInstalledInASubtreeMoveWithItToAnotherHierarchy() async {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = constrained(UIView(), in: card)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        card.layoutIfNeeded()
        XCTAssertNotNil(card.autoLayout?.hostedEngine)

        controller.view.addSubview(card)
        card.frame = CGRect(x: 20, y: 100, width: 200, height: 200)
        app.window.layoutIfNeeded()

        XCTAssertNil(card.autoLayout?.hostedEngine, "the window's engine took the constraints over")
        XCTAssertEqual(app.window.autoLayout?.hostedEngine?.constraintCount, 4)
        XCTAssertEqual(badge.frame, CGRect(x: 160, y: 10, width: 30, height: 20))

        card.removeFromSuperview()
        XCTAssertEqual(app.window.autoLayout?.hostedEngine?.constraintCount, 0)
        XCTAssertEqual(card.autoLayout?.hostedEngine?.constraintCount, 4, "and took them back out")
    }

    func testACardKeepsItsFrameWhileItsContentIsLaidOutWithAnchors() async {
        let presenter = UIViewController()
        let app = TestApp(root: presenter)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        app.advance(seconds: 1.0 / 60)
        let card = CardContentController()
        let delegate = SlideDelegate()
        delegate.makePresentationController = {
            HalfPresentationController(presentedViewController: $0, presenting: $1)
        }
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate

        presenter.present(card, animated: true)
        app.advance(seconds: 0.25)

        // The card slides (its frame animates); its content has the card's final layout throughout.
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 426, width: 393, height: 426))
        XCTAssertEqual(card.heading.frame.minX, 16)
        XCTAssertEqual(card.heading.frame.minY, 20)
        XCTAssertEqual(card.footer.frame, CGRect(x: 0, y: 426 - 34 - 44, width: 393, height: 44))
        app.advance(seconds: 0.5)
        XCTAssertEqual(card.footer.frame, CGRect(x: 0, y: 426 - 34 - 44, width: 393, height: 44))
        XCTAssertEqual(app.diagnosticNames, [])
    }
    func testAChildControllerEmbeddedWithConstraintsLaysOutItsContentOnItsOwnSafeArea() async {
        let parent = EmbeddingController()
        let app = TestApp(root: parent)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        app.advance(seconds: 1.0 / 60)

        XCTAssertEqual(parent.child.view.frame, CGRect(x: 0, y: 426, width: 393, height: 426))
        XCTAssertEqual(parent.child.view.safeAreaInsets.bottom, 34)
        // The child's root view has the system minimum margins (16 at the sides).
        XCTAssertEqual(parent.badge.frame, CGRect(x: 393 - 16 - 20, y: 426 - 34 - 20, width: 20, height: 20))
        XCTAssertEqual(app.diagnosticNames, [])
    }
}

/// A child controller embedded with constraints, its own content on its safe area.
@MainActor
private final class EmbeddingController: UIViewController {
    let child = UIViewController()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            child.view.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
        ])
        child.didMove(toParent: self)
        badge.translatesAutoresizingMaskIntoConstraints = false
        child.view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.bottomAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.bottomAnchor),
            badge.trailingAnchor.constraint(equalTo: child.view.layoutMarginsGuide.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }
}

/// A card's content: a title at the margins and a footer on the safe area's bottom edge.
@MainActor
private final class CardContentController: UIViewController {
    let heading = UILabel()
    let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        heading.text = "Card"
        for view in [heading, footer] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            heading.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            heading.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}
