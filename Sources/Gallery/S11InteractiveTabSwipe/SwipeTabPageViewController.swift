// S11 "Interactive tab swipe". Seed 002 (docs/scenes.md), section 4 (the tab demo's pages; the
// seed shows no code for them): a coloured page per tab with a caption and its number.
import Foundation
import UIKit

/// One page of the swipe demo.
@MainActor
final class SwipeTabPageViewController: UIViewController {
    let number: Int
    private let color: UIColor
    private let caption: SceneCaptionView
    private let numberLabel = UILabel()

    init(number: Int, color: UIColor) {
        self.number = number
        self.color = color
        caption = SceneCaptionView(
            title: "Tab \(number)",
            body:
                "Pan left or right anywhere above the bar: the page follows the finger. Let go past 30% to switch, or before to snap back.",
            color: .white)
        super.init(nibName: nil, bundle: nil)
        title = "Tab \(number)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.addSubview(caption)
        numberLabel.text = "\(number)"
        numberLabel.font = .systemFont(ofSize: 160, weight: .bold)
        numberLabel.textColor = UIColor(white: 1, alpha: 0.85)
        numberLabel.textAlignment = .center
        view.addSubview(numberLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        numberLabel.frame = CGRect(x: safe.minX, y: safe.midY - 90, width: safe.width, height: 180)
    }
}
