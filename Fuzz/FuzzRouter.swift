/// libFuzzer target for the router: random route tables and URLs.
///
/// Two kinds of input:
///
/// - `G` then bytes: a route table and URLs written by ``RouteGenerator`` (the random tests' own) from
///   the bytes, checked against ``ReferenceMatcher`` (the slow, obviously
///   correct router of the tests): the same duplicates refused, the same
///   winner and values for every URL.
/// - Anything else: text lines. `P pattern` registers a pattern, `U url`
///   looks a URL up, `C flags` picks the configuration (see
///   ``fuzzConfiguration(_:base:)``), and an untagged line is both
///   registered and looked up. Patterns may be anything: errors are fine,
///   crashes are not.
///
/// Both check what must hold for every table (``RouterProperties``): a match
/// names a registered pattern and binds what that pattern alone binds; the
/// answers do not depend on registration order; `resolve` and `explain`
/// agree with `match`; the tree stays sound; unregistering every pattern
/// leaves nothing behind.
/// One input of this target (the entry point, `FuzzMain.swift`, picks the target).
func fuzzRouter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if bytes.first == UInt8(ascii: "G") {
        checkGrammarCase(FuzzBytes(Array(bytes.dropFirst())))
    } else {
        checkTextCase(TaggedLines(fuzzText(data, size)))
    }
    return 0
}

/// The most inputs of each kind one case uses, so every input stays fast.
private let maxPatterns = 12
private let maxURLs = 12

/// A `G` case: the grammar's table and URLs, with the reference as the oracle.
private func checkGrammarCase(_ bytes: FuzzBytes) {
    var grammar = RouteGenerator(random: bytes, catchAllRate: 0.2)
    let patterns = (0...grammar.random.int(in: 0...maxPatterns - 1)).map { _ in grammar.pattern() }
    let elf = Elf()
    var reference = ReferenceMatcher()
    for pattern in patterns {
        let clashes = reference.clashes(with: pattern)
        do {
            try elf.register(pattern) { FuzzHandler() }
            require(clashes.isEmpty, "\(pattern) registered, but it clashes with \(clashes)")
            reference.register(pattern)
        } catch {
            guard case .duplicate(let existing) = error.reason else {
                fatalError("fuzz invariant broken: the grammar's pattern \(pattern) was refused: \(error)")
            }
            require(clashes.contains(existing), "\(error); the reference's clashes: \(clashes)")
        }
        RouterProperties.requireSoundTree(elf, after: "register \(pattern)")
    }
    require(elf.registeredPatterns == reference.patterns, "registered \(elf.registeredPatterns)")

    let urls = (0...grammar.random.int(in: 0...maxURLs - 1)).map { _ in grammar.url(from: patterns) }
    for url in urls {
        // The reference reads only well-formed URLs; malformed ones must match nothing.
        let answer = RouterProperties.answer(elf, url)
        guard case .success = elf.resolve(url) else {
            require(answer == nil, "\(url) is malformed or unmatched, but matched \(answer!)")
            continue
        }
        let expected = reference.match(url)
        require(
            answer == expected,
            "\(url): Elf says \(String(describing: answer)), the reference \(String(describing: expected))")
    }
    RouterProperties(elf: elf, patterns: reference.patterns, urls: urls).check()
}

/// A text case: arbitrary patterns and URLs, checked by properties alone.
private func checkTextCase(_ lines: TaggedLines) {
    let configuration = fuzzConfiguration(lines.texts("C").first ?? "")
    let untagged = lines.lines.filter { $0.tag == nil }.map(\.text)
    let patterns = Array((lines.texts("P") + untagged).prefix(maxPatterns))
    let urls = Array((lines.texts("U") + untagged).prefix(maxURLs))

    let elf = Elf(configuration: configuration)
    var registered: [String] = []
    for pattern in patterns {
        do {
            try elf.register(pattern) { FuzzHandler() }
            registered.append(pattern)
        } catch {
            require(error.pattern == pattern, "\(error) names another pattern than \(pattern)")
            require(
                (1...pattern.count + 1).contains(error.column),
                "\(error): column \(error.column) is outside the pattern")
            // Two forms of one pattern can clash too (`app://a(/<x>)(/<y>)`): then it names itself.
            if case .duplicate(let existing) = error.reason {
                require(
                    registered.contains(existing) || existing == pattern, "\(error): \(existing) is not registered")
            }
            _ = error.description
        }
        RouterProperties.requireSoundTree(elf, after: "register \(pattern)")
    }
    require(elf.registeredPatterns == registered, "registered \(elf.registeredPatterns), expected \(registered)")
    _ = elf.treeDrawing()
    RouterProperties(elf: elf, patterns: registered, urls: urls).check()
}

/// What must hold for any router, any table and any URL.
struct RouterProperties {
    /// What a URL resolves to: the pattern and what it binds (the reference's answer type).
    typealias Answer = ReferenceMatcher.Answer

    let elf: Elf
    /// The registered patterns, in registration order.
    let patterns: [String]
    let urls: [String]

    static func answer(_ elf: Elf, _ url: String) -> Answer? {
        elf.match(url).map { Answer(pattern: $0.pattern, params: $0.params) }
    }

    static func requireSoundTree(_ elf: Elf, after step: String) {
        let violations = elf.currentTree().tree.invariantViolations()
        require(violations.isEmpty, "after \(step): \(violations)")
    }

    func check() {
        let configuration = elf.configuration
        let answers = urls.map { Self.answer(elf, $0) }
        // Each pattern alone, to see which patterns match a URL at all.
        let alone = patterns.map { pattern -> Elf in
            let single = Elf(configuration: configuration)
            do {
                try single.register(pattern) { FuzzHandler() }
            } catch {
                fatalError("fuzz invariant broken: \(pattern) registered in a table but not alone: \(error)")
            }
            return single
        }
        for (url, answer) in zip(urls, answers) {
            let matchingAlone = Set(zip(patterns, alone).filter { $0.1.match(url) != nil }.map(\.0))
            checkLookup(
                url, answer, matchingAlone: matchingAlone, alone: Dictionary(uniqueKeysWithValues: zip(patterns, alone))
            )
        }

        // Registration order never matters (ROUTING.md §2): the same table
        // backwards and rotated gives the same answers.
        var orders = [Array(patterns.reversed())]
        if patterns.count > 2 { orders.append(Array(patterns[1...] + patterns[..<1])) }
        for order in orders {
            let other = Elf(configuration: configuration)
            for pattern in order {
                do {
                    try other.register(pattern) { FuzzHandler() }
                } catch {
                    fatalError("fuzz invariant broken: \(pattern) refused in order \(order): \(error)")
                }
            }
            for (url, answer) in zip(urls, answers) {
                let again = Self.answer(other, url)
                require(
                    again == answer,
                    "\(url): \(String(describing: answer)) in order \(patterns), \(String(describing: again)) in order \(order)"
                )
            }
        }

        checkUnregistering(answers)
    }

    /// `match`, `resolve` and `explain` agree, and the winner binds what it binds alone.
    private func checkLookup(_ url: String, _ answer: Answer?, matchingAlone: Set<String>, alone: [String: Elf]) {
        let explanation = elf.explain(url)
        _ = explanation.description
        switch elf.resolve(url) {
        case .success(let match):
            require(
                Answer(pattern: match.pattern, params: match.params) == answer,
                "\(url): resolve \(match.pattern) but match \(String(describing: answer))")
            require(explanation.malformed == nil, "\(url) matched, but explain calls it malformed")
        case .failure(let miss):
            require(answer == nil, "\(url): resolve fails (\(miss)) but match says \(answer!)")
            _ = miss.description
            if case .malformed(let error) = miss.reason {
                require(
                    explanation.malformed == error,
                    "\(url): resolve says \(error), explain \(String(describing: explanation.malformed))")
                require(explanation.entries.isEmpty, "\(url) is malformed but explain has entries")
                require(matchingAlone.isEmpty, "\(url) is malformed but \(matchingAlone) match it alone")
                require((1...url.count + 1).contains(error.column), "\(error): column outside the URL")
                return
            }
        }
        if let answer {
            require(patterns.contains(answer.pattern), "\(url) matched \(answer.pattern), which is not registered")
            // A pattern that wins in a table matches alone, with the same values.
            let single = Self.answer(alone[answer.pattern]!, url)
            require(single == answer, "\(url): \(answer) in the table, \(String(describing: single)) alone")
        }
        require(
            explanation.winner?.pattern == answer?.pattern,
            "\(url): explain's winner \(String(describing: explanation.winner?.pattern)), match \(String(describing: answer))"
        )
        if let winner = explanation.winner, let answer {
            require(winner.params == answer.params, "\(url): explain binds \(winner.params), match \(answer.params)")
        }
        // explain lists the matching patterns (from the tree), then explains each miss
        // (with its own element-by-element evaluator): both must agree with lookups.
        let matching = explanation.entries.filter(\.matches)
        require(
            explanation.entries.prefix(matching.count).allSatisfy(\.matches),
            "\(url): explain lists a miss before a match")
        require(
            Set(matching.map(\.pattern)) == matchingAlone,
            "\(url): explain matches \(matching.map(\.pattern)), alone \(matchingAlone)")
        require(
            explanation.entries.count >= patterns.count,
            "\(url): explain has \(explanation.entries.count) entries for \(patterns.count) patterns")
        for entry in explanation.entries {
            require(
                entry.outcome != .mismatched(.unexplained), "\(url): explain cannot say why \(entry.pattern) misses")
            _ = entry.description
        }
    }

    /// Unregistering every pattern (each exactly once) leaves an empty,
    /// sound router that matches nothing and takes every pattern again.
    private func checkUnregistering(_ answers: [Answer?]) {
        for pattern in patterns.reversed() {
            require(elf.unregister(pattern), "unregister \(pattern) failed")
            require(!elf.unregister(pattern), "unregister \(pattern) succeeded twice")
            Self.requireSoundTree(elf, after: "unregister \(pattern)")
        }
        require(elf.registeredPatterns.isEmpty, "left after unregistering: \(elf.registeredPatterns)")
        for url in urls {
            require(elf.match(url) == nil, "\(url) matches after unregistering everything")
        }
        for pattern in patterns {
            do {
                try elf.register(pattern) { FuzzHandler() }
            } catch {
                fatalError("fuzz invariant broken: \(pattern) cannot be registered again: \(error)")
            }
        }
        for (url, answer) in zip(urls, answers) {
            require(Self.answer(elf, url) == answer, "\(url): the answer changed after registering everything again")
        }
    }
}
