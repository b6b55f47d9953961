import Elf
import Foundation

/// The social app around its routes (SocialRoutes.swift): who is logged in,
/// the screens, the likes, the settings and the pages opened in the browser.
@MainActor
final class SocialApp {
    let elf = Elf()
    let navigator = StackNavigator()
    /// The logged-in user, if any.
    var user: String?
    /// The posts the user liked.
    var likes: Set<UUID> = []
    /// The switches `social://settings/<setting>/<bool:on>` flips.
    var settings: [Setting: Bool] = [:]
    /// The pages the web fallback opened in the browser.
    var browser: [String] = []
    /// The URLs no route took.
    var misses: [String] = []

    init() throws {
        try registerRoutes()
        elf.navigator = navigator
        elf.missHandler = { [unowned self] miss in misses.append(miss.url) }
    }
}
