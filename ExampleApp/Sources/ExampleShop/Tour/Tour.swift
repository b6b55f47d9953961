/// A walk through the shop that shows every part of Elf's navigation API.
///
/// ```swift
/// print(await Tour.play())
/// ```
public enum Tour {
    /// The steps, in order.
    public static let steps: [TourStep] = [
        .open("app://product/42"),
        .open("app://product/42"),
        .open("app://products"),
        .tapProduct(id: 3),
        .likeVisibleProduct,
        .preview("app://product/7"),
        .openUniversalLink("https://shop.example.com/user/limboy"),
        .open("app://user/limboy/following"),
        .openWithPayload("app://product/3/share", SharePayload(imageName: "lamp.jpg", caption: "My new lamp")),
        .open("app://settings?debug=1"),
        .open("app://account/orders"),
        .logIn(user: "limboy"),
        .open("app://account/logout"),
        .openFromApp("app://account/logout"),
        .open("app://alert?title=Sale&message=Everything+half+price"),
        .open("app://nowhere"),
        .open("app://product/99"),
    ]

    /// The first line of the tour's output.
    public static let heading = "Elf example shop: a tour in \(steps.count) steps"

    /// Plays the tour on a fresh shop and returns its output: the heading,
    /// then each step's report, separated by blank lines.
    @MainActor
    public static func play(on shop: Shop = Shop()) async -> String {
        var blocks = [heading]
        for (index, step) in steps.enumerated() {
            blocks.append(await shop.perform(step, number: index + 1).text)
        }
        return blocks.joined(separator: "\n\n")
    }
}
