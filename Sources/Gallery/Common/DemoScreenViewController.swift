import Foundation
import UIKit

/// A plain demo screen: a background colour, a caption at the top of the safe area and one action
/// button in the middle — the screens the seeds present and dismiss. Subclasses carry the seed's
/// code and hook `button` to it. Looks only: nothing here is from the seeds.
@MainActor
class DemoScreenViewController: UIViewController {
    /// The screen's action button ("present", "dismiss", …).
    let button = UIButton(type: .custom)
    /// The explanation at the top.
    let caption: SceneCaptionView
    private let background: UIColor
    private let buttonTitle: String
    private let buttonTitleColor: UIColor

    /// Creates a screen named `name` (its title in logs).
    init(
        name: String, caption title: String, body: String, textColor: UIColor, background: UIColor,
        buttonTitle: String, buttonTitleColor: UIColor = .black
    ) {
        caption = SceneCaptionView(title: title, body: body, color: textColor)
        self.background = background
        self.buttonTitle = buttonTitle
        self.buttonTitleColor = buttonTitleColor
        super.init(nibName: nil, bundle: nil)
        self.title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = background
        view.addSubview(caption)
        button.setTitle(buttonTitle, for: .normal)
        button.setTitleColor(buttonTitleColor, for: .normal)
        button.applyDemoStyle()
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        button.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
}
