// S18 "Interruptible push/pop" (beyond the seeds): the screens of the stack.
import Foundation
import UIKit

/// A screen of S18: a colour per level and a "Push" button that pushes the next level.
@MainActor
final class InterruptibleScreenViewController: UIViewController {
    /// Background colours by level.
    static let colors: [UIColor] = [
        UIColor(red: 0.20, green: 0.55, blue: 0.60, alpha: 1),
        UIColor(red: 0.93, green: 0.42, blue: 0.36, alpha: 1),
        UIColor(red: 0.45, green: 0.38, blue: 0.78, alpha: 1),
    ]
    /// The depth in the stack, from 1.
    let level: Int
    /// The "Push" button.
    private(set) var button: UIButton!
    private let caption: SceneCaptionView

    init(level: Int) {
        self.level = level
        caption = SceneCaptionView(
            title: "Screen \(level)",
            body: level == 1
                ? "Tap Push: a 0.6 s property animator slides the next screen in. While it moves, press anywhere and drag to grab it: scrub, then let go to finish, or flick back to reverse. The back button pops the same way."
                : "Tap ‹ Back (or Push) and grab the transition mid-flight with a drag: it pauses where it is, follows the finger, and continues or reverses on release.",
            color: .white)
        super.init(nibName: nil, bundle: nil)
        title = "Screen \(level)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.colors[(level - 1) % Self.colors.count]
        view.addSubview(caption)
        button = UIButton(type: .custom)
        button.setTitle("Push", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.applyDemoStyle()
        button.addTarget(self, action: InterruptibleScreenViewController.pushTapped, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        button.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
    }

    func pushTapped() {
        navigationController?.pushViewController(InterruptibleScreenViewController(level: level + 1), animated: true)
    }
}
