/// The classic GitHub API route set (as used by httprouter's and matchit's
/// benchmarks), written as app URLs: `:name` becomes `<name>`, and numeric
/// parameters are typed `<int:...>`.
enum GitHubRoutes {
    static let paths: [String] = [
        "/authorizations", "/authorizations/:id", "/applications/:client_id/tokens/:access_token",
        "/events", "/repos/:owner/:repo/events", "/networks/:owner/:repo/events", "/orgs/:org/events",
        "/users/:user/received_events", "/users/:user/received_events/public", "/users/:user/events",
        "/users/:user/events/public", "/users/:user/events/orgs/:org", "/feeds", "/notifications",
        "/repos/:owner/:repo/notifications", "/notifications/threads/:id",
        "/notifications/threads/:id/subscription", "/repos/:owner/:repo/stargazers", "/users/:user/starred",
        "/user/starred", "/user/starred/:owner/:repo", "/repos/:owner/:repo/subscribers",
        "/users/:user/subscriptions", "/user/subscriptions", "/repos/:owner/:repo/subscription",
        "/user/subscriptions/:owner/:repo", "/users/:user/gists", "/gists", "/gists/public", "/gists/starred",
        "/gists/:id", "/gists/:id/star", "/gists/:id/forks", "/repos/:owner/:repo/git/blobs/:sha",
        "/repos/:owner/:repo/git/commits/:sha", "/repos/:owner/:repo/git/refs", "/repos/:owner/:repo/git/refs/*",
        "/repos/:owner/:repo/git/tags/:sha", "/repos/:owner/:repo/git/trees/:sha", "/issues", "/user/issues",
        "/orgs/:org/issues", "/repos/:owner/:repo/issues", "/repos/:owner/:repo/issues/#number",
        "/repos/:owner/:repo/assignees", "/repos/:owner/:repo/assignees/:assignee",
        "/repos/:owner/:repo/issues/#number/comments", "/repos/:owner/:repo/issues/comments",
        "/repos/:owner/:repo/issues/comments/#id", "/repos/:owner/:repo/issues/#number/events",
        "/repos/:owner/:repo/issues/events", "/repos/:owner/:repo/issues/events/#id",
        "/repos/:owner/:repo/labels", "/repos/:owner/:repo/labels/:name",
        "/repos/:owner/:repo/issues/#number/labels", "/repos/:owner/:repo/milestones/#number/labels",
        "/repos/:owner/:repo/milestones", "/repos/:owner/:repo/milestones/#number", "/emojis",
        "/gitignore/templates", "/gitignore/templates/:name", "/markdown", "/markdown/raw", "/meta",
        "/rate_limit", "/users/:user/orgs", "/user/orgs", "/orgs/:org", "/orgs/:org/members",
        "/orgs/:org/members/:user", "/orgs/:org/public_members", "/orgs/:org/public_members/:user",
        "/orgs/:org/teams", "/teams/#id", "/teams/#id/members", "/teams/#id/members/:user", "/teams/#id/repos",
        "/teams/#id/repos/:owner/:repo", "/user/teams", "/repos/:owner/:repo/pulls",
        "/repos/:owner/:repo/pulls/#number", "/repos/:owner/:repo/pulls/#number/commits",
        "/repos/:owner/:repo/pulls/#number/files", "/repos/:owner/:repo/pulls/#number/merge",
        "/repos/:owner/:repo/pulls/#number/comments", "/repos/:owner/:repo/pulls/comments",
        "/repos/:owner/:repo/pulls/comments/#number", "/user/repos", "/users/:user/repos", "/orgs/:org/repos",
        "/repositories", "/repos/:owner/:repo", "/repos/:owner/:repo/contributors",
        "/repos/:owner/:repo/languages", "/repos/:owner/:repo/teams", "/repos/:owner/:repo/tags",
        "/repos/:owner/:repo/branches", "/repos/:owner/:repo/branches/:branch",
        "/repos/:owner/:repo/collaborators", "/repos/:owner/:repo/collaborators/:user",
        "/repos/:owner/:repo/comments", "/repos/:owner/:repo/commits/:sha/comments",
        "/repos/:owner/:repo/comments/#id", "/repos/:owner/:repo/commits", "/repos/:owner/:repo/commits/:sha",
        "/repos/:owner/:repo/readme", "/repos/:owner/:repo/contents/*", "/repos/:owner/:repo/keys",
        "/repos/:owner/:repo/keys/#id", "/repos/:owner/:repo/downloads", "/repos/:owner/:repo/downloads/#id",
        "/repos/:owner/:repo/forks", "/repos/:owner/:repo/hooks", "/repos/:owner/:repo/hooks/#id",
        "/repos/:owner/:repo/hooks/#id/tests", "/repos/:owner/:repo/merges", "/repos/:owner/:repo/releases",
        "/repos/:owner/:repo/releases/#id", "/repos/:owner/:repo/releases/#id/assets",
        "/repos/:owner/:repo/stats/contributors", "/repos/:owner/:repo/stats/commit_activity",
        "/repos/:owner/:repo/stats/code_frequency", "/repos/:owner/:repo/stats/participation",
        "/repos/:owner/:repo/stats/punch_card", "/repos/:owner/:repo/statuses/:ref", "/search/repositories",
        "/search/code", "/search/issues", "/search/users", "/legacy/issues/search/:owner/:repository/:state/:keyword",
        "/legacy/repos/search/:keyword", "/legacy/user/search/:keyword", "/legacy/user/email/:email",
        "/users/:user", "/user", "/users", "/user/emails", "/users/:user/followers", "/user/followers",
        "/users/:user/following", "/user/following", "/user/following/:user", "/users/:user/following/:target_user",
        "/users/:user/keys", "/user/keys", "/user/keys/#id", "/repos/:owner/:repo/deployments",
        "/repos/:owner/:repo/deployments/#id/statuses", "/repos/:owner/:repo/pages",
        "/repos/:owner/:repo/pages/builds", "/repos/:owner/:repo/pages/builds/latest",
        "/repos/:owner/:repo/traffic/views", "/repos/:owner/:repo/traffic/clones",
        "/repos/:owner/:repo/traffic/popular/paths", "/repos/:owner/:repo/traffic/popular/referrers",
        "/repos/:owner/:repo/projects", "/projects/#id", "/projects/#id/columns", "/projects/columns/#id",
        "/projects/columns/#id/cards", "/projects/columns/cards/#id", "/user/installations",
        "/user/installations/#id/repositories", "/orgs/:org/hooks", "/orgs/:org/hooks/#id",
        "/orgs/:org/migrations", "/orgs/:org/migrations/#id", "/orgs/:org/migrations/#id/archive",
        "/repos/:owner/:repo/check-runs/#id", "/repos/:owner/:repo/check-suites/#id",
        "/repos/:owner/:repo/commits/:ref/check-runs", "/repos/:owner/:repo/actions/runs",
        "/repos/:owner/:repo/actions/runs/#id", "/repos/:owner/:repo/actions/runs/#id/jobs",
        "/repos/:owner/:repo/actions/workflows", "/repos/:owner/:repo/actions/workflows/#id",
        "/repos/:owner/:repo/actions/secrets", "/repos/:owner/:repo/actions/secrets/:name",
    ]

    /// Elf patterns: `app://` + the path, `:x` → `<x>`, `#x` → `<int:x>`.
    static var elfPatterns: [String] {
        paths.map { path in
            "app://" + path.dropFirst().split(separator: "/").map { segment -> String in
                if segment.hasPrefix(":") { return "<\(segment.dropFirst())>" }
                if segment.hasPrefix("#") { return "<int:\(segment.dropFirst())>" }
                return String(segment)
            }.joined(separator: "/")
        }
    }

    /// The same routes as path components for RoutingKit and Hummingbird
    /// (`:x` parameters; `#x` becomes a plain parameter, as they have no types).
    static var serverPaths: [String] {
        paths.map { $0.replacingOccurrences(of: "#", with: ":") }
    }

    /// URLs that match, each forcing a different amount of work.
    static let matchingURLs: [String] = [
        "app://user",  // static, one element
        "app://user/repos",  // static, two elements
        "app://repos/apple/swift/issues/42",  // two parameters and a typed one
        "app://repos/apple/swift/issues/comments/7",  // literal beats <int:number> after backtracking nothing
        "app://repos/apple/swift/pulls/12/comments",  // four levels, three parameters
        "app://legacy/issues/search/apple/swift/open/crash",  // four parameters
        "app://repos/apple/swift/contents/Sources/Elf/Elf.swift",  // catch-all
        "app://users/limboy/following/octocat?tab=repos&page=2",  // with a query
        "app://search/code?q=router%20swift&sort=stars",  // percent-escapes in the query
        "app://repos/apple/swift%2Dnio/git/refs",  // a percent-escape in a parameter
    ]

    /// URLs that do not match.
    static let missingURLs: [String] = [
        "app://repos/apple/swift/issues/42/nothing",
        "app://nowhere",
        "app://teams/abc/members",  // <int:id> fails, nothing else fits
        "other://user",
    ]
}
