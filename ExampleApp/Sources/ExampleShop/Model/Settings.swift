/// The app's switches that links can flip, such as `app://settings?debug=1`.
@MainActor
public final class Settings {
    /// Whether the app shows debugging aids.
    public var debugMode: Bool

    /// Creates settings with debugging off unless `debugMode` says otherwise.
    nonisolated public init(debugMode: Bool = false) {
        self.debugMode = debugMode
    }
}
