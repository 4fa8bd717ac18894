import Foundation
import UIKit

/// S30: a sign-in form whose Sign In button rides on the keyboard. The fields sit under the
/// caption; the button is pinned above `view.keyboardLayoutGuide` (R275), so it slides up with the
/// keyboard when a field edits and back down when editing ends. Return moves from the email to the
/// password and then signs in; a tap on the background ends editing.
@MainActor
final class LoginFormViewController: UIViewController, UITextFieldDelegate {
    let email = UITextField()
    let password = UITextField()
    let signInButton = UIButton(type: .system)
    /// What the form did, for the scene's test.
    private(set) var signIns: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let caption = SceneCaptionView(
            title: "Sign in",
            body:
                "Tap a field: the keyboard slides up and the button rides on it (keyboardLayoutGuide). Return moves on; tap outside to end editing.",
            color: .label)
        view.addSubview(caption)
        caption.pin(toTopOf: view)

        email.placeholder = "Email"
        email.keyboardType = .emailAddress
        email.autocapitalizationType = .none
        email.returnKeyType = .next
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.returnKeyType = .go
        let stack = UIStackView(arrangedSubviews: [email, password])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        for field in [email, password] {
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        view.addSubview(stack)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        configuration.cornerStyle = .large
        signInButton.configuration = configuration
        signInButton.translatesAutoresizingMaskIntoConstraints = false
        signInButton.addTarget(self, action: LoginFormViewController.signIn, for: .touchUpInside)
        view.addSubview(signInButton)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            signInButton.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            signInButton.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 50),
            signInButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
        view.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: LoginFormViewController.backgroundTapped))
    }

    private func backgroundTapped() { view.endEditing(true) }

    private func signIn() {
        signIns.append(email.text ?? "")
        view.endEditing(true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === email {
            password.becomeFirstResponder()
        } else {
            signIn()
        }
        return false
    }
}
