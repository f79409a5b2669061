import FlowWalks

/// A navigator's saved container, decoded part by part: the saved-walk format's version 4
/// (docs/Generated-Code.md, "Saved walks"), which reads every earlier version.
///
///     let data = try JSONEncoder().encode(navigator.saved)              // version 4
///     let saved = try JSONDecoder().decode(FlowSavedContainer<ClubStep>.self, from: data)
///     navigator.restore(saved)   // each walk's longest legal prefix of what still decodes
///
/// Version 4 writes a stack's walk as version 3 did, one array of steps; a tabbed router's tabs
/// as an object, `{"tab": "friends", "tabs": {"feed": ["feed", ...], ...}}`: the selected tab
/// and each tab's walk by the name of its root, each walk an array. A walk decodes as
/// `FlowSavedWalk` does, up to its first step that no longer decodes.
///
/// Restoring a saved container restores the whole container: a part it doesn't hold starts at
/// its root. So a walk of versions 1 to 3 (one array, as an untabbed router of the same steps
/// wrote it) restores into the tab whose root it starts at, and every other tab starts at its
/// root. `FlowNavigator.restore(_:)` of an array of steps is a move of one walk instead, as a
/// link is: it replaces the walk of the tab it starts at, and the other tabs keep theirs.
public struct FlowSavedContainer<Step: FlowStep>: Sendable where Step._Kind: FlowStepKind {
    /// What was saved: one walk, or every tab's.
    public enum Saved: Sendable {
        /// A stack's walk (the only shape of versions 1 to 3).
        case stack(FlowSavedWalk<Step>)
        /// A tabbed router's: the selected tab (`nil` when not saved, or no longer a step of
        /// the flow) and the saved walks by their tab's root; a tab that is missing starts at
        /// its root.
        case tabs(selected: Step._Kind?, walks: [Step._Kind: FlowSavedWalk<Step>])
    }

    /// The version of the saved-walk format this type writes: 4, a stack's walk as an array
    /// (`FlowSavedWalk.formatVersion`, 3, the walk's own format) or tabs as an object.
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

    /// The container to save. The tab bar's layer (a compose sheet) is left out: it is the
    /// bar's, not the tab's.
    public init(_ container: FlowContainer<Step>) {
        switch container {
        case .stack(let walk):
            self.init(.stack(FlowSavedWalk(steps: walk.steps)))
        case .tabs(let tabs):
            var walks: [Step._Kind: FlowSavedWalk<Step>] = [:]
            for tab in tabs.tabs {
                var steps = tabs.walk(of: tab)?.steps ?? [tab]
                if tab == tabs.selected, tabs.isShowingBarLayer { steps = tabs.selectedWalk.layers[0].steps }
                walks[tab.kind] = FlowSavedWalk(steps: steps)
            }
            self.init(.tabs(selected: tabs.selected.kind, walks: walks))
        }
    }

    /// A tabbed router's state to save: as `init(_:)` saves `.tabs(tabs)`.
    public init(_ tabs: FlowTabs<Step>) {
        self.init(FlowContainer.tabs(tabs))
    }
}

/// A tabbed router's saved state: the container's format, which reads every earlier version.
public typealias FlowSavedTabs<Step: FlowStep> = FlowSavedContainer<Step> where Step._Kind: FlowStepKind

extension FlowSavedContainer: Decodable {
    public init(from decoder: any Decoder) throws {
        if (try? decoder.unkeyedContainer()) != nil {
            let walk = try FlowSavedWalk<Step>(from: decoder)
            self.init(.stack(walk), isComplete: walk.isComplete)
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

extension FlowSavedContainer: Encodable {
    /// Writes version 4: a stack's steps that decoded as one array; tabs as an object, sorted
    /// by name so that equal states write equal text.
    public func encode(to encoder: any Encoder) throws {
        switch saved {
        case .stack(let walk):
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
