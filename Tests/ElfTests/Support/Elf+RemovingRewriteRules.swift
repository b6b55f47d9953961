import Elf

extension Elf {
    /// Removes the rewrite rules `isRemoved` picks, the way an app does.
    ///
    /// It replaces the rules with the ones it keeps, and returns whether any went.
    @discardableResult
    func removeRewriteRules(where isRemoved: (RewriteRule) -> Bool) -> Bool {
        let rules = rewriteRules
        let kept = rules.filter { !isRemoved($0) }
        guard kept.count < rules.count else { return false }
        // Rules that were valid together stay valid without some of them.
        try? replaceRewriteRules(with: kept)
        return true
    }
}
