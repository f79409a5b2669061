/// `app Name { ... }`: the top of an app's navigation. Which root flow is on screen, how the
/// roots' outcomes swap it, the events the app sends whatever is on screen, and the app-level
/// steps shown over the top layer of any root.
public struct AppDecl: Hashable, Sendable {
    /// The text of the `///` comments before `app`, one entry a line, without the slashes.
    public var doc: [String]
    public var name: Identifier
    /// The range of the whole declaration, from `app` to its closing brace.
    public var range: SourceRange
    public private(set) var flags: [FlagDecl] = []
    /// The `start` lines (one is allowed; the checker reports more).
    public private(set) var starts: [AppStartDecl] = []
    public private(set) var roots: [RootDecl] = []
    public private(set) var events: [AppEventDecl] = []
    /// The app-level steps, parsed as a flow's steps are; the checker allows them only the
    /// moves that don't depend on what is under them.
    public private(set) var steps: [StepDecl] = []
    /// Every member, in the order written.
    public private(set) var members: [AppMember] = []

    public init(doc: [String], name: Identifier, range: SourceRange) {
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

    public mutating func append(_ start: AppStartDecl) {
        members.append(.start(starts.count))
        starts.append(start)
    }

    public mutating func append(_ root: RootDecl) {
        members.append(.root(roots.count))
        roots.append(root)
    }

    public mutating func append(_ event: AppEventDecl) {
        members.append(.event(events.count))
        events.append(event)
    }

    public mutating func append(_ step: StepDecl) {
        members.append(.step(steps.count))
        steps.append(step)
    }

    /// Where a member starts: its keyword.
    public func start(of member: AppMember) -> Int {
        switch member {
        case .flags(let line): flags[line.lowerBound].keywordOffset
        case .start(let index): starts[index].keywordRange.lowerBound
        case .root(let index): roots[index].range.lowerBound
        case .event(let index): events[index].range.lowerBound
        case .step(let index): steps[index].range.lowerBound
        }
    }
}
