#if canImport(UIKit) && !os(watchOS)
    import Elf
    import UIKit

    /// The product list: tapping a row opens the product with the model the
    /// list already has, through the same handler a link uses.
    final class ProductListViewController: UITableViewController {
        private static let cellIdentifier = "product"

        private let catalog: Catalog
        private weak var navigator: (any Navigator)?
        private let log: ShopLog

        /// Creates a list of `catalog`'s products that opens them with `navigator`.
        init(catalog: Catalog, navigator: (any Navigator)?, log: ShopLog) {
            self.catalog = catalog
            self.navigator = navigator
            self.log = log
            super.init(style: .plain)
            title = "Products"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            catalog.allProducts.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let product = catalog.allProducts[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = product.name
            content.secondaryText = "\(product.price) · \(product.likesText)"
            cell.contentConfiguration = content
            return cell
        }

        /// Opens the tapped product: internal navigation with its model, and
        /// a callback that refreshes the row when the product is liked.
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard let navigator else { return }
            let product = catalog.allProducts[indexPath.row]
            let handler = ProductHandler(model: product, navigator: navigator, log: log) { [weak self] updated in
                self?.catalog.update(updated)
                self?.tableView.reloadRows(at: [indexPath], with: .none)
            }
            handler.handle()
        }
    }
#endif
