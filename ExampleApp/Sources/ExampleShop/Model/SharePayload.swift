/// What a share link carries besides its URL: an image and a caption.
///
/// Values like this cannot travel in a URL string, so the app passes them
/// with ``Elf/handleURL(url:context:)``:
///
/// ```swift
/// let payload = SharePayload(imageName: "lamp.jpg", caption: "My new lamp")
/// elf.handleURL(url: "app://product/3/share", context: payload)
/// ```
public struct SharePayload: Sendable, Equatable {
    /// The attached image; a name stands in for image data in this example.
    public var imageName: String
    /// The text to share with the image.
    public var caption: String

    /// Creates a payload.
    public init(imageName: String, caption: String) {
        self.imageName = imageName
        self.caption = caption
    }
}
