// The two prompts nearly every app has, written as for iOS: a destructive confirmation as an
// action sheet (with the iPad idiom for its popover) and a rename alert with a text field.
import UIKit

/// A list of photos that can be deleted (after an action sheet asks) and renamed (in an alert).
final class PhotoPromptsViewController: UIViewController {
    /// The photos' names.
    private(set) var photos = ["Beach", "Mountains"]
    /// What the last prompt ended with.
    private(set) var lastChoice: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    /// Asks before deleting `name`.
    func confirmDeletion(of name: String) {
        let sheet = UIAlertController(
            title: nil, message: "This photo will be deleted from iCloud Photos on all your devices.",
            preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: "Delete Photo", style: .destructive) { [weak self] _ in
                self?.photos.removeAll { $0 == name }
                self?.lastChoice = "deleted \(name)"
            })
        sheet.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
                self?.lastChoice = "kept \(name)"
            })
        // On an iPad the sheet is a popover from the photo; on an iPhone there is none.
        sheet.popoverPresentationController?.sourceView = view
        present(sheet, animated: true, completion: nil)
    }

    /// Asks for a new name for `name`.
    func rename(_ name: String) {
        let alert = UIAlertController(
            title: "Rename", message: "Enter a new name for “\(name)”.", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
            textField.text = name
        }
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            guard let self, let newName = alert?.textFields?.first?.text, !newName.isEmpty else { return }
            self.photos = self.photos.map { $0 == name ? newName : $0 }
            self.lastChoice = "renamed \(name) to \(newName)"
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true)
    }
}
