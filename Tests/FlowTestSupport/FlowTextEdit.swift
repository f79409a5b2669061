import FlowCore

/// A replacement of one byte range of a `.flow` file's text, as the syntax tree locates it:
/// what the mutation operators change a flow with, so that names, comments and layout the
/// edit doesn't touch stay as they were.
public struct FlowTextEdit: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String

    public init(_ range: SourceRange, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// An insertion at one offset.
    public static func insert(_ text: String, at offset: Int) -> FlowTextEdit {
        FlowTextEdit(SourceRange(at: offset), text)
    }

    /// `text` with `edits` made, which must not overlap; offsets are into `text`'s UTF-8.
    public static func apply(_ edits: [FlowTextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        // From the end, so that each edit's offsets still hold; insertions at one offset keep
        // their order.
        for edit in edits.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset) }).map(\.element) {
            bytes.replaceSubrange(edit.range.lowerBound..<edit.range.upperBound, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole lines `range` is on, from the first's indentation through the last's line feed.
    public static func lines(of range: SourceRange, in text: String) -> SourceRange {
        let bytes = Array(text.utf8)
        var lower = range.lowerBound
        while lower > 0, bytes[lower - 1] != UInt8(ascii: "\n") { lower -= 1 }
        var upper = range.upperBound
        while upper < bytes.count, bytes[upper] != UInt8(ascii: "\n") { upper += 1 }
        return SourceRange(lower, min(upper + 1, bytes.count))
    }

    /// The offset just after the first `character` at or after `offset`.
    public static func offset(after character: Character, from offset: Int, in text: String) -> Int {
        let bytes = Array(text.utf8)
        let wanted = character.asciiValue!
        var index = offset
        while index < bytes.count, bytes[index] != wanted { index += 1 }
        return index + 1
    }
}

extension FlowDecl {
    /// Every place the flow names step `name`: its declaration, the `start` line, the targets
    /// of transitions (steps', shared actions' and alert buttons'), `back to` and `then`
    /// included, and the stacks of links.
    public func references(toStep name: String) -> [SourceRange] {
        var ranges: [SourceRange] = steps.map(\.name).filter { $0.name == name }.map(\.range)
        ranges += starts.flatMap(\.roots).filter { $0.name == name }.map(\.range)
        let transitions = steps.flatMap(\.transitions) + actions.flatMap(\.transitions) + alerts.flatMap(\.buttons).map(\.transition)
        for transition in transitions {
            var named: [Identifier] = []
            switch transition.target {
            case .enter(let entry): named = [entry.step]
            case .unwind(.backTo(let step)): named = [step]
            case .unwindThenEnter(let unwind, let entry):
                if case .backTo(let step) = unwind { named.append(step) }
                named.append(entry.step)
            case .tab(let move): named = [move.tab] + (move.then.map { [$0.step] } ?? [])
            case .unwind, .close: break
            }
            ranges += named.filter { $0.name == name }.map(\.range)
        }
        ranges += links.flatMap(\.stack).map(\.step).filter { $0.name == name }.map(\.range)
        return ranges
    }
}
