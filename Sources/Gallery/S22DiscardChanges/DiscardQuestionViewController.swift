// S22 "Discard changes?". Not from a seed: the question, a small card over the editor in place of
// the action sheet an app would show (the simulator has no UIAlertController).
import Foundation
import UIKit

/// "Discard changes?" with Discard and Keep Editing, presented over the editor.
@MainActor
final class DiscardQuestionViewController: UIViewController {
    private weak var editor: NoteEditorViewController?
    /// Discards the changes and closes the note.
    let discardButton = UIButton(type: .custom)
    /// Goes back to the note.
    let keepButton = UIButton(type: .custom)
    private let panel = UIView()
    private let question = UILabel()

    init(editor: NoteEditorViewController) {
        self.editor = editor
        super.init(nibName: nil, bundle: nil)
        title = "Question"
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.3)
        panel.backgroundColor = UIColor(white: 0.97, alpha: 1)
        panel.layer.cornerRadius = 14
        view.addSubview(panel)
        question.text = "Discard changes?"
        question.font = .systemFont(ofSize: 20, weight: .semibold)
        question.textAlignment = .center
        panel.addSubview(question)
        for (button, title, color) in [
            (discardButton, "Discard", UIColor.systemRed), (keepButton, "Keep Editing", UIColor.systemBlue),
        ] {
            button.setTitle(title, for: .normal)
            button.setTitleColor(color, for: .normal)
            button.applyDemoStyle()
            button.bounds.size.width = 220
            panel.addSubview(button)
        }
        discardButton.addTarget(self, action: DiscardQuestionViewController.discard, for: .touchUpInside)
        keepButton.addTarget(self, action: DiscardQuestionViewController.keepEditing, for: .touchUpInside)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        panel.frame = CGRect(x: safe.minX + 20, y: safe.maxY - 200, width: safe.width - 40, height: 190)
        question.frame = CGRect(x: 0, y: 16, width: panel.bounds.width, height: 28)
        discardButton.center = CGPoint(x: panel.bounds.midX, y: 88)
        keepButton.center = CGPoint(x: panel.bounds.midX, y: 150)
    }

    func discard(_ sender: UIButton) {
        let editor = self.editor
        dismiss(animated: true) { editor?.discard() }
    }

    func keepEditing(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
