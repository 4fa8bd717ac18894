// S22 "Discard changes?". Not from a seed: the editor — unsaved changes make it modal in
// presentation, and the refused swipe asks the user (R138).
import Foundation
import UIKit

/// A note that can be changed; while it has unsaved changes a swipe down asks before discarding.
@MainActor
final class NoteEditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    /// Makes a change (the scene has no text input).
    let changeButton = UIButton(type: .custom)
    /// Saves and closes.
    let saveButton = UIButton(type: .custom)
    /// Says whether there are unsaved changes.
    let statusLabel = UILabel()
    /// Whether the note has unsaved changes: the sheet is then modal in presentation.
    private(set) var hasChanges = false {
        didSet {
            isModalInPresentation = hasChanges
            statusLabel.text = hasChanges ? "Unsaved changes" : "No changes"
        }
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Note"
        // The iOS 13 idiom: listen for the refused swipe.
        presentationController?.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        statusLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        statusLabel.textAlignment = .center
        statusLabel.text = "No changes"
        view.addSubview(statusLabel)
        for (button, title, color) in [
            (changeButton, "Make a change", UIColor.systemOrange), (saveButton, "Save", UIColor.systemBlue),
        ] {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.applyDemoStyle()
            button.backgroundColor = color
            view.addSubview(button)
        }
        changeButton.addTarget(self, action: NoteEditorViewController.change, for: .touchUpInside)
        saveButton.addTarget(self, action: NoteEditorViewController.save, for: .touchUpInside)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        statusLabel.frame = CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 28)
        changeButton.center = CGPoint(x: view.bounds.midX, y: 120)
        saveButton.center = CGPoint(x: view.bounds.midX, y: 190)
    }

    func change(_ sender: UIButton) { hasChanges = true }

    func save(_ sender: UIButton) { saveAndClose() }

    /// Keeps the changes and closes the note.
    func saveAndClose() {
        hasChanges = false
        dismiss(animated: true)
    }

    /// Throws the changes away and closes the note (the action sheet's "Discard Changes").
    func discard() {
        hasChanges = false
        dismiss(animated: true)
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    /// The swipe was refused (unsaved changes): ask with an action sheet, as Apple's sample
    /// "Disabling the pull-down gesture for a sheet" does. The handlers run once the sheet has gone
    /// (R234), so "Save" and "Discard Changes" can dismiss the editor itself.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let question = UIAlertController(
            title: nil, message: "You have unsaved changes to this note.", preferredStyle: .actionSheet)
        question.addAction(UIAlertAction(title: "Save", style: .default) { [weak self] _ in self?.saveAndClose() })
        question.addAction(
            UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in self?.discard() })
        question.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        present(question, animated: true)
    }
}
