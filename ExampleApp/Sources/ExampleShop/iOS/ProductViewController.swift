#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A product's detail with a Like button; tells whoever opened it about each like.
    final class ProductViewController: UIViewController {
        private let id: Int
        private var model: Product?
        private let onModelUpdate: ((Product) -> Void)?
        private let label = UILabel()
        private let likeButton = UIButton(type: .system)

        /// Creates the screen for product `id`, showing `model` when there is one.
        init(id: Int, model: Product?, onModelUpdate: ((Product) -> Void)?) {
            self.id = id
            self.model = model
            self.onModelUpdate = onModelUpdate
            super.init(nibName: nil, bundle: nil)
            title = model?.name ?? "Product \(id)"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            label.numberOfLines = 0
            label.textAlignment = .center
            likeButton.setTitle("Like", for: .normal)
            likeButton.addTarget(self, action: #selector(like), for: .primaryActionTriggered)
            let stack = UIStackView(arrangedSubviews: [label, likeButton])
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
            render()
        }

        @objc private func like() {
            guard let model else { return }
            let liked = model.liked()
            self.model = liked
            onModelUpdate?(liked)
            render()
        }

        private func render() {
            label.text = model.map { "\($0.name)\n\($0.price)\n\($0.likesText)" } ?? "Product \(id) is not available."
            likeButton.isEnabled = model != nil
        }
    }
#endif
