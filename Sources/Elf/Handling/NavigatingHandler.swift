extension Elf {
    /// A handler that shows screens: it declares one stored property, and the
    /// router fills it with its navigator before `convert`.
    ///
    /// The one line a navigating handler needs:
    ///
    /// ```swift
    /// final class PinHandler: NavigatingHandler {
    ///     var navigator: (any Navigator)?
    ///     var pin: Pin?
    ///     private var id = 0
    ///
    ///     init(pin: Pin? = nil) { self.pin = pin }   // a tap passes the model it has
    ///
    ///     func convert(params: [String: String], queryParams: [String: String]) {
    ///         id = Int(params["id"] ?? "") ?? 0
    ///     }
    ///
    ///     func handle() {
    ///         navigator?.push(PinScreen(pin: pin, id: id))
    ///     }
    /// }
    /// ```
    ///
    /// The router sets ``navigator`` to its own (``Elf/navigator``) each time
    /// it makes the handler. A handler the app makes for a tap is given one:
    /// `let handler = PinHandler(pin: pin); handler.navigator = navigator`.
    /// When neither the router nor the app gave it one, the handler gets a
    /// navigator that shows nothing, and ``Elf/handleURL(url:context:source:)``
    /// returns `false` with a ``Elf/RouteMiss/Reason/notShown(_:)`` miss that
    /// says how to fix it.
    ///
    /// It replaces implementing ``Handler/receive(_:navigator:context:)`` to
    /// keep the navigator; a handler that also wants the match or the context
    /// still implements `receive`, and sets `navigator` there itself.
    @MainActor
    public protocol NavigatingHandler: Handler {
        /// The navigator the handler shows its screens with.
        var navigator: (any Navigator)? { get set }
    }
}

extension Elf.NavigatingHandler {
    /// Keeps the router's navigator in ``Elf/NavigatingHandler/navigator``,
    /// unless the router has none and the handler was made with its own.
    ///
    /// ```swift
    /// var handler = PinHandler()
    /// handler.receive(match, navigator: navigator, context: nil)
    /// handler.navigator === navigator   // true
    /// ```
    public mutating func receive(_ match: Elf.RouteMatch, navigator: (any Elf.Navigator)?, context: Any?) {
        if let navigator { self.navigator = navigator }
    }
}

/// A handler that shows screens; the same type as ``Elf/NavigatingHandler``.
///
/// ```swift
/// final class ProfileHandler: NavigatingHandler {
///     var navigator: (any Navigator)?
///     func handle() { navigator?.push(ProfileScreen()) }
/// }
/// ```
public typealias NavigatingHandler = Elf.NavigatingHandler
