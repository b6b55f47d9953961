#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The login form, reduced to one button that logs in as a sample user.
    final class LoginViewController: UIViewController {
        private let onLogIn: (String) -> Void

        /// Creates the form; `onLogIn` gets the user's name when the button is tapped.
        init(onLogIn: @escaping (String) -> Void) {
            self.onLogIn = onLogIn
            super.init(nibName: nil, bundle: nil)
            title = "Log In"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let button = UIButton(type: .system)
            button.setTitle("Log in as limboy", for: .normal)
            button.addTarget(self, action: #selector(logIn), for: .primaryActionTriggered)
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            NSLayoutConstraint.activate([
                button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }

        @objc private func logIn() {
            onLogIn("limboy")
        }
    }
#endif
