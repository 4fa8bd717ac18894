// S22 "Discard changes?". Not from a seed: WWDC 2019's "Modernizing Your UI for iOS 13" pattern — a
// sheet with unsaved changes sets isModalInPresentation and asks when the user swipes (R138).
import Foundation
import UIKit

/// The screen behind the note: opens the note editor as a sheet.
@MainActor
final class NotePresenterViewController: UIViewController {
    /// Opens the editor.
    let editButton = UIButton(type: .custom)
    private let caption = SceneCaptionView(
        title: "Discard changes?",
        body: "Edit the note, then swipe it down: isModalInPresentation refuses the swipe and the sheet asks.",
        color: .black)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(rgb: 0xFFF6D8)
        view.addSubview(caption)
        editButton.setTitle("Edit note", for: .normal)
        editButton.setTitleColor(.white, for: .normal)
        editButton.applyDemoStyle()
        editButton.backgroundColor = .systemOrange
        editButton.addTarget(self, action: NotePresenterViewController.edit, for: .touchUpInside)
        view.addSubview(editButton)
        caption.pin(toTopOf: view)
        editButton.pinCentered(in: view, below: caption.bottomAnchor, spacing: 25)
    }

    func edit(_ sender: UIButton) {
        present(NoteEditorViewController(), animated: true)
    }
}
