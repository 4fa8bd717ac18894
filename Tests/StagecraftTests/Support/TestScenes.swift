import Foundation
import Stagecraft
import UIKit

/// A catalog made the way a user's package makes one: two small scenes of the test's own.
@MainActor
enum TestScenes {
    /// "present": a white screen whose "present" button presents a red one (the built-in cover
    /// vertical); "still": a blue screen with nothing to tap.
    static let catalog = SceneCatalog(
        title: "Test scenes",
        scenes: [
            Scene(id: "present", title: "Present", summary: "a button presents a red screen") {
                PresentingTestViewController()
            },
            Scene(id: "still", title: "Still", summary: "nothing to tap") {
                let controller = UIViewController()
                controller.view.backgroundColor = .systemBlue
                return controller
            },
        ])
}

/// A white screen with a "present" button in the middle.
@MainActor
final class PresentingTestViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("present", for: .normal)
        button.frame = CGRect(x: 96, y: 400, width: 200, height: 44)
        button.addAction(
            UIAction { [weak self] _ in
                let red = UIViewController()
                red.view.backgroundColor = .systemRed
                red.modalPresentationStyle = .fullScreen  // the cover vertical, not iOS 13's sheet
                self?.present(red, animated: true)
            }, for: .touchUpInside)
        view.addSubview(button)
    }
}
