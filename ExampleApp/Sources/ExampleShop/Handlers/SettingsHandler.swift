import Elf

/// Switches debug mode for `app://settings?debug=1` (or `0`), without changing screens.
@MainActor
public final class SettingsHandler: Handler {
    /// The requested debug mode, or `nil` when the query has no readable `debug` value.
    public private(set) var debugMode: Bool?

    private let settings: Settings
    private let log: ShopLog?

    /// Creates a handler that changes `settings`.
    public init(settings: Settings, log: ShopLog? = nil) {
        self.settings = settings
        self.log = log
    }

    /// Reads `debug` from the query: `1`, `true`, `on` or `yes` turn it on; `0`, `false`, `off` or `no` turn it off.
    public func convert(params: [String: String], queryParams: [String: String]) {
        switch queryParams["debug"]?.lowercased() {
        case "1", "true", "on", "yes": debugMode = true
        case "0", "false", "off", "no": debugMode = false
        default: debugMode = nil
        }
    }

    /// Declines a URL without a readable `debug` value.
    public func shouldHandle() -> Bool {
        debugMode != nil
    }

    /// Sets ``Settings/debugMode``.
    public func handle() {
        guard let debugMode else { return }
        settings.debugMode = debugMode
        log?.record("Settings.debugMode is now \(debugMode) (no screen change)")
    }
}
