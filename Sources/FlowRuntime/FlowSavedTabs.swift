import FlowWalks

/// A tabbed router's saved state, decoded tab by tab: the saved-walk format's version 4
/// (docs/Generated-Code.md, "Saved walks"), or a walk saved in an earlier version (one array,
/// as an untabbed router of the same steps wrote it).
///
///     let data = try JSONEncoder().encode(navigator.savedTabs)          // version 4
///     let saved = try JSONDecoder().decode(FlowSavedTabs<ClubStep>.self, from: data)
///     navigator.restore(saved)   // each tab's longest legal prefix of what still decodes
///
/// Version 4 is an object: `{"tab": "friends", "tabs": {"feed": ["feed", ...], ...}}`, the
/// selected tab and each tab's walk by the name of its root, each walk in version 3's format.
/// A tab's walk decodes as `FlowSavedWalk` does, up to its first step that no longer decodes.
public struct FlowSavedTabs<Step: FlowStep>: Sendable where Step._Kind: FlowStepKind {
    /// What was saved: every tab's walk, or one walk of an earlier version.
    public enum Saved: Sendable {
        /// Version 4: the selected tab (`nil` when not saved, or no longer a step of the flow)
        /// and the saved walks by their tab's root; a tab that is missing starts at its root.
        case tabs(selected: Step._Kind?, walks: [Step._Kind: FlowSavedWalk<Step>])
        /// Versions 1 to 3: one walk, which restores into the tab whose root it starts at.
        case walk(FlowSavedWalk<Step>)
    }

    /// The version of the saved-walk format this type writes: 4, an object of every tab's
    /// walk (`FlowSavedWalk.formatVersion`, 3, is each tab's array).
    public static var formatVersion: Int { 4 }

    /// What was saved.
    public var saved: Saved
    /// Whether everything saved decoded: every step of every walk, and every tab's name (a
    /// tab the flow no longer has is left out, and its walk with it).
    public var isComplete: Bool

    public init(_ saved: Saved, isComplete: Bool = true) {
        self.saved = saved
        self.isComplete = isComplete
    }

    /// The state to save: every tab's walk and the selected tab. The tab bar's layer (a
    /// compose sheet) is left out: it is the bar's, not the tab's.
    public init(_ tabs: FlowTabs<Step>) {
        var walks: [Step._Kind: FlowSavedWalk<Step>] = [:]
        for tab in tabs.tabs {
            var steps = tabs.walk(of: tab)?.steps ?? [tab]
            if tab == tabs.selected, tabs.isShowingBarLayer { steps = tabs.selectedWalk.layers[0].steps }
            walks[tab.kind] = FlowSavedWalk(steps: steps)
        }
        self.init(.tabs(selected: tabs.selected.kind, walks: walks))
    }
}

extension FlowSavedTabs: Decodable {
    public init(from decoder: any Decoder) throws {
        if (try? decoder.unkeyedContainer()) != nil {
            let walk = try FlowSavedWalk<Step>(from: decoder)
            self.init(.walk(walk), isComplete: walk.isComplete)
            return
        }
        let container = try decoder.container(keyedBy: FlowCodingKey.self)
        var isComplete = true
        var selected: Step._Kind?
        if let name = try container.decodeIfPresent(String.self, forKey: FlowCodingKey("tab")) {
            selected = Step._Kind(savedName: name)
            if selected == nil { isComplete = false }
        }
        var walks: [Step._Kind: FlowSavedWalk<Step>] = [:]
        if container.contains(FlowCodingKey("tabs")) {
            let saved = try container.nestedContainer(keyedBy: FlowCodingKey.self, forKey: FlowCodingKey("tabs"))
            for key in saved.allKeys {
                // A tab the flow no longer has, or a walk that isn't an array: left out.
                guard let tab = Step._Kind(savedName: key.stringValue), let walk = try? saved.decode(FlowSavedWalk<Step>.self, forKey: key) else {
                    isComplete = false
                    continue
                }
                walks[tab] = walk
                if !walk.isComplete { isComplete = false }
            }
        }
        self.init(.tabs(selected: selected, walks: walks), isComplete: isComplete)
    }
}

extension FlowSavedTabs: Encodable {
    /// Writes version 4 (`.tabs`, tabs sorted by name so that equal states write equal text),
    /// or, for `.walk`, the steps that decoded as one array.
    public func encode(to encoder: any Encoder) throws {
        switch saved {
        case .walk(let walk):
            var container = encoder.unkeyedContainer()
            try container.encode(contentsOf: walk.steps)
        case .tabs(let selected, let walks):
            var container = encoder.container(keyedBy: FlowCodingKey.self)
            if let selected { try container.encode(selected.name, forKey: FlowCodingKey("tab")) }
            var tabs = container.nestedContainer(keyedBy: FlowCodingKey.self, forKey: FlowCodingKey("tabs"))
            for (tab, walk) in walks.sorted(by: { $0.key.name < $1.key.name }) {
                try tabs.encode(walk.steps, forKey: FlowCodingKey(tab.name))
            }
        }
    }
}
