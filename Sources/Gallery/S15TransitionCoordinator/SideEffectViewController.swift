// S15 "Side effects and the coordinator". Seed 002 (docs/scenes.md), "Transition Coordinator":
// the seed's `viewWillAppear` with `doSomeSideEffectsAssumingViewDidAppearIsGoingToBeCalled()` and,
// when the coordinator is initially interactive, a handler that undoes the side effects if the
// interaction was cancelled. Edits: Swift 5 spelling; the seed calls `super.viewWillDisappear` from
// `viewWillAppear` (a typo, fixed); `notifyWhenInteractionEndsUsingBlock` (deprecated in iOS 10)
// becomes `notifyWhenInteractionChanges` (R71); the side effect, its undo and the log lines are the scene's.
import Foundation
import UIKit

/// The pushed "Message" screen. Its side effect — the bar turns orange and the message counts as
/// opened — assumes `viewDidAppear` will follow, which a cancelled swipe-back breaks.
@MainActor
final class SideEffectViewController: LoggingViewController {
    /// The bar colour of the side effect.
    static let sideEffectBarColor = UIColor(red: 1, green: 0.8, blue: 0.45, alpha: 1)
    /// The "Reply" button.
    private(set) var button: UIButton!
    /// The bar colour before the side effect, for the undo.
    private var barColorBefore: UIColor?
    private let caption = SceneCaptionView(
        title: "Message",
        body:
            "viewWillAppear turns the bar orange and counts the message as opened. When the coordinator is initially interactive (a swipe back from Reply) it also registers notifyWhenInteractionChanges to undo both on cancel.",
        color: .black)

    init(scene: CoordinatorNavigationController) {
        super.init(name: "Message", log: scene.logPanel, barColor: nil)
        self.scene = scene
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1, green: 0.95, blue: 0.86, alpha: 1)
        view.addSubview(caption)
        button = UIButton(type: .custom)
        button.setTitle("Reply", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.applyDemoStyle()
        button.addTarget(self, action: SideEffectViewController.replyTapped, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        button.center = CGPoint(x: view.bounds.inset(by: view.safeAreaInsets).midX, y: caption.frame.maxY + 45)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.doSomeSideEffectsAssumingViewDidAppearIsGoingToBeCalled()
        // 只在处于交互转场过程中才可能取消效果。
        if let coordinator = self.transitionCoordinator, coordinator.initiallyInteractive == true {
            log.append("  notifyWhenInteractionChanges registered")
            coordinator.notifyWhenInteractionChanges({ interactionContext in
                self.log.append("  interaction changed: cancelled = \(interactionContext.isCancelled)")
                if interactionContext.isCancelled {
                    self.undoSideEffects()
                }
            })
        }
        transitionCoordinator?.animate(
            alongsideTransition: nil,
            completion: { context in
                self.log.append("  coordinator completion (cancelled: \(context.isCancelled))")
            })
    }

    /// The side effect: the bar turns orange and the message counts as opened.
    func doSomeSideEffectsAssumingViewDidAppearIsGoingToBeCalled() {
        guard let scene else { return }
        barColorBefore = scene.navigationBar.backgroundColor
        scene.navigationBar.backgroundColor = Self.sideEffectBarColor
        scene.timesOpened += 1
        log.append("  side effect: bar orange, opened \(scene.timesOpened)×")
    }

    /// Takes the side effect back.
    func undoSideEffects() {
        guard let scene else { return }
        scene.navigationBar.backgroundColor = barColorBefore
        scene.timesOpened -= 1
        log.append("  undo side effect: opened \(scene.timesOpened)×")
    }

    func replyTapped() {
        guard let scene else { return }
        navigationController?.pushViewController(CoordinatorReplyViewController(scene: scene), animated: true)
    }
}
