/// `flow Name { ... }`, a wizard, or `router Name { ... }`, an app's navigation.
public struct FlowDecl: Hashable, Sendable {
    /// Whether it is declared with `flow` or `router`.
    public var kind: FlowKind
    /// The text of the `///` comments before the declaration, one entry a line, without the slashes.
    public var doc: [String]
    public var name: Identifier
    /// The range of the whole declaration, from `flow` (or `router`) to its closing brace.
    public var range: SourceRange
    public private(set) var flags: [FlagDecl] = []
    public private(set) var starts: [StartDecl] = []
    public private(set) var steps: [StepDecl] = []
    /// The deep links, in written order (the order they are matched in).
    public private(set) var links: [LinkDecl] = []
    /// The sets of shared transitions (`actions name { ... }`), in written order.
    public private(set) var actions: [ActionsDecl] = []
    /// The `tabs` lines of a router (one is allowed; the checker reports more).
    public private(set) var tabs: [TabsDecl] = []
    /// The `shell` blocks: the tab bar's actions (one is allowed; the checker reports more).
    public private(set) var shells: [ShellDecl] = []
    /// The alerts and confirmation dialogs, in written order.
    public private(set) var alerts: [AlertDecl] = []
    /// The steps and old payload shapes an earlier release had (`removed step`), in written order.
    public private(set) var removedSteps: [RemovedStepDecl] = []
    /// The links an earlier release had (`removed link`), in written order.
    public private(set) var removedLinks: [RemovedLinkDecl] = []
    /// Every member, in the order written.
    public private(set) var members: [FlowMember] = []

    public init(kind: FlowKind = .wizard, doc: [String], name: Identifier, range: SourceRange) {
        self.kind = kind
        self.doc = doc
        self.name = name
        self.range = range
    }

    /// Appends one `flag` line's flags.
    public mutating func append(_ line: [FlagDecl]) {
        guard !line.isEmpty else { return }
        members.append(.flags(flags.count..<flags.count + line.count))
        flags += line
    }

    public mutating func append(_ start: StartDecl) {
        members.append(.start(starts.count))
        starts.append(start)
    }

    public mutating func append(_ step: StepDecl) {
        members.append(.step(steps.count))
        steps.append(step)
    }

    public mutating func append(_ link: LinkDecl) {
        members.append(.link(links.count))
        links.append(link)
    }

    public mutating func append(_ set: ActionsDecl) {
        members.append(.actions(actions.count))
        actions.append(set)
    }

    public mutating func append(_ tabs: TabsDecl) {
        members.append(.tabs(self.tabs.count))
        self.tabs.append(tabs)
    }

    public mutating func append(_ shell: ShellDecl) {
        members.append(.shell(shells.count))
        shells.append(shell)
    }

    public mutating func append(_ alert: AlertDecl) {
        members.append(.alert(alerts.count))
        alerts.append(alert)
    }

    public mutating func append(_ removed: RemovedStepDecl) {
        members.append(.removedStep(removedSteps.count))
        removedSteps.append(removed)
    }

    public mutating func append(_ removed: RemovedLinkDecl) {
        members.append(.removedLink(removedLinks.count))
        removedLinks.append(removed)
    }

    /// Where a member starts: its keyword (or `final`).
    public func start(of member: FlowMember) -> Int {
        switch member {
        case .flags(let line): flags[line.lowerBound].keywordOffset
        case .start(let index): starts[index].keywordRange.lowerBound
        case .step(let index): steps[index].range.lowerBound
        case .link(let index): links[index].keywordRange.lowerBound
        case .actions(let index): actions[index].range.lowerBound
        case .tabs(let index): tabs[index].keywordRange.lowerBound
        case .shell(let index): shells[index].range.lowerBound
        case .alert(let index): alerts[index].range.lowerBound
        case .removedStep(let index): removedSteps[index].keywordRange.lowerBound
        case .removedLink(let index): removedLinks[index].keywordRange.lowerBound
        }
    }
}
