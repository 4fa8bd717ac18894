// S21 "Stacked sheets". Not from a seed: a sheet that presents another sheet, which pushes the
// first one back (R137).
import Foundation
import UIKit

/// The presenter (level 0) and every sheet of the stack: each can present the next level.
@MainActor
final class StackedSheetViewController: UIViewController {
    /// 0 for the screen behind the stack, 1 for the first sheet, …
    let level: Int
    /// Presents the next sheet.
    let presentButton = UIButton(type: .custom)
    /// Dismisses this sheet (absent on level 0).
    let dismissButton = UIButton(type: .custom)
    private let caption: SceneCaptionView
    static let colors: [UInt32] = [0xF6E7D8, 0xFFFFFF, 0xEAF2FF, 0xFFF4D6, 0xEFE6FF]

    init(level: Int) {
        self.level = level
        caption = SceneCaptionView(
            title: level == 0 ? "Stacked sheets" : "Sheet \(level)",
            body: level == 0
                ? "A sheet presented from a sheet pushes the first card back: both edges show above the top card."
                : "Present another sheet on top, or swipe this one down.",
            color: .black)
        super.init(nibName: nil, bundle: nil)
        title = level == 0 ? "Stack" : "Sheet \(level)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(rgb: Self.colors[level % Self.colors.count])
        view.addSubview(caption)
        presentButton.setTitle(level == 0 ? "Present a sheet" : "Present another", for: .normal)
        presentButton.setTitleColor(.white, for: .normal)
        presentButton.applyDemoStyle()
        presentButton.bounds.size.width = 220
        presentButton.backgroundColor = .systemOrange
        presentButton.addTarget(self, action: StackedSheetViewController.presentNext, for: .touchUpInside)
        view.addSubview(presentButton)
        if level > 0 {
            dismissButton.setTitle("Dismiss", for: .normal)
            dismissButton.setTitleColor(.white, for: .normal)
            dismissButton.applyDemoStyle()
            dismissButton.backgroundColor = .systemGray
            dismissButton.addTarget(self, action: StackedSheetViewController.dismissSelf, for: .touchUpInside)
            view.addSubview(dismissButton)
        }
        caption.pin(toTopOf: view)
        presentButton.pinCentered(in: view, below: caption.bottomAnchor, spacing: 25)
        if level > 0 { dismissButton.pinCentered(in: view, below: presentButton.bottomAnchor, spacing: 15) }
    }

    func presentNext(_ sender: UIButton) {
        present(StackedSheetViewController(level: level + 1), animated: true)
    }

    func dismissSelf(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
