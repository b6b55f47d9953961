#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A plain screen with a title and a line of text: the profile, the
    /// following list, the share sheet and the orders in this example.
    final class MessageViewController: UIViewController {
        private let message: String

        /// Creates a screen showing `message` under `title`.
        init(title: String, message: String) {
            self.message = message
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let label = UILabel()
            label.text = message
            label.numberOfLines = 0
            label.textAlignment = .center
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }
#endif
