extension Elf.SavedNavigation {
    private enum CodingKeys: String, CodingKey {
        case version, selectedTab, stacks, window
    }

    /// Reads what it can: an entry that does not read is skipped and noted
    /// in `problems`, and a version this library does not know reads as an
    /// empty state.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        self.init(stacks: [])
        self.version = version
        guard version == Self.currentVersion else {
            problems = [
                "it was saved in version \(version) of the format; this library reads version \(Self.currentVersion)"
            ]
            return
        }
        selectedTab = try? container.decodeIfPresent(String.self, forKey: .selectedTab)
        window = try? container.decodeIfPresent(String.self, forKey: .window)
        guard let stacks = try? container.decodeIfPresent(LossyList<Stack>.self, forKey: .stacks) else {
            problems = container.contains(.stacks) ? ["its stacks are not a list"] : []
            return
        }
        self.stacks = stacks.elements
        problems = stacks.problems
    }

    /// Writes the version, the selected tab, the stacks, and the window's link when there is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(selectedTab, forKey: .selectedTab)
        try container.encode(stacks, forKey: .stacks)
        try container.encodeIfPresent(window, forKey: .window)
    }
}

extension Elf.SavedNavigation.Stack {
    private enum CodingKeys: String, CodingKey {
        case tab, containers, tabRoot
    }

    /// Reads the tab, every container that reads, and the tab root's URL.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let containers = try container.decode(LossyList<Elf.SavedNavigation.Container>.self, forKey: .containers)
        self.init(
            tab: try? container.decodeIfPresent(String.self, forKey: .tab), containers: containers.elements,
            tabRoot: try? container.decodeIfPresent(String.self, forKey: .tabRoot))
    }

    /// Writes the tab, the containers and the tab root's URL.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(tab, forKey: .tab)
        try container.encode(containers, forKey: .containers)
        try container.encodeIfPresent(tabRoot, forKey: .tabRoot)
    }
}

extension Elf.SavedNavigation.Container {
    private enum CodingKeys: String, CodingKey {
        case urls, style, isNavigationContainer
        case routeValueIndices = "routeValues"
    }

    /// Reads the URLs that are strings; an unknown style reads as a sheet.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let urls = try container.decode(LossyList<String>.self, forKey: .urls)
        var style: Elf.PresentationStyle?
        if let raw = try? container.decodeIfPresent(String.self, forKey: .style) {
            style = Elf.PresentationStyle(rawValue: raw) ?? .sheet
        }
        // Positions outside the list are ignored when restoring, so a damaged list restores what it can.
        let values = (try? container.decodeIfPresent(LossyList<Int>.self, forKey: .routeValueIndices))?.elements
        self.init(
            urls: urls.elements, style: style,
            isNavigationContainer: (try? container.decodeIfPresent(Bool.self, forKey: .isNavigationContainer)) ?? true,
            routeValueIndices: values ?? []
        )
    }

    /// Writes the URLs, the style and whether it has navigation.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(urls, forKey: .urls)
        try container.encodeIfPresent(style, forKey: .style)
        try container.encode(isNavigationContainer, forKey: .isNavigationContainer)
        if !routeValueIndices.isEmpty { try container.encode(routeValueIndices, forKey: .routeValueIndices) }
    }
}

/// A list that skips the elements that do not decode, and says how many it skipped.
struct LossyList<Element: Decodable>: Decodable {
    var elements: [Element] = []
    var problems: [String] = []

    init() {}

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(Skipped.self)
                problems.append("an unreadable \(Element.self) was skipped")
            }
        }
    }

    /// Reads any value and keeps nothing, to step over an element that does not decode.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
