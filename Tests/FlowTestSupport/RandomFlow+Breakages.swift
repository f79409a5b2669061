import FlowCore

extension RandomFlow {
    /// A mistake written into a valid flow, the kind a person makes, for the fix-it property
    /// test: each makes the checker report something that offers a fix-it.
    public enum Breakage: String, CaseIterable, Sendable {
        /// A step's body deleted: a dead end, pushed, presented or inside a presented layer.
        case emptyStep
        /// `final` dropped from the final step: a dead end.
        case dropFinal
        /// A step of a presented layer written as a bare final step.
        case finalInLayer
        /// One transition line deleted.
        case removeTransition
        /// Every `-> dismiss`, `-> back` and `then` line of a presented layer's step deleted.
        case removeExits
        /// A transition's target one typo away from the step's name.
        case misspellTarget
        /// A step's declared name one typo away: every reference is unknown.
        case misspellDeclaration
        /// A flag in a guard one typo away.
        case misspellFlag
        /// `step` written `stpe`, or `as sheet` written `as shete`.
        case misspellKeyword
        /// `->` written `=>`.
        case wrongArrow
        /// `with jumps` one typo away.
        case misspellActions
        /// An alert's buttons deleted.
        case emptyAlert
        /// An alert button's `-> move` deleted.
        case buttonWithoutMove
        /// An alert button's `when` made `only when`.
        case onlyWhenButton
        /// `when true` added to a transition.
        case alwaysTrueGuard
        /// A later chain step pushing the first step again.
        case duplicatePush
    }

    /// The edits that write `breakage` into `flow` (parsed from `text`) at a site `random` picks;
    /// `nil` when the flow has no such site.
    public static func edits(_ breakage: Breakage, in flow: FlowDecl, text: String, using random: inout Generator) -> [FlowTextEdit]? {
        let steps = flow.steps.filter { $0.usedFlow == nil }
        let transitions = steps.flatMap { step in step.transitions.filter { isOwnLine($0.range, in: text) } }
        switch breakage {
        case .emptyStep:
            guard let step = steps.filter({ !$0.isFinal && isOwnLine($0.transitions.first?.range, in: text) }).randomElement(using: &random) else { return nil }
            return [FlowTextEdit(SourceRange(endOfSignature(step, in: text), step.range.upperBound), "")]
        case .dropFinal:
            guard let final = steps.compactMap(\.finalRange).randomElement(using: &random) else { return nil }
            return [FlowTextEdit(SourceRange(final.lowerBound, final.upperBound + 1), "")]
        case .finalInLayer:
            guard let step = steps.filter({ $0.name.name.contains("Layer") }).randomElement(using: &random) else { return nil }
            return [FlowTextEdit(step.range, "final step \(step.name.name)")]
        case .removeTransition:
            return transitions.randomElement(using: &random).map { [FlowTextEdit(FlowTextEdit.lines(of: $0.range, in: text), "")] }
        case .removeExits:
            let exits: (StepDecl) -> [TransitionDecl] = { step in
                step.transitions.filter { if case .enter = $0.target { false } else { isOwnLine($0.range, in: text) } }
            }
            guard let step = steps.filter({ $0.name.name.contains("Layer") && !exits($0).isEmpty }).randomElement(using: &random) else { return nil }
            return exits(step).map { FlowTextEdit(FlowTextEdit.lines(of: $0.range, in: text), "") }
        case .misspellTarget:
            guard let target = transitions.compactMap({ $0.target.enteredStep }).randomElement(using: &random) else { return nil }
            return [FlowTextEdit(target.range, nearMiss(target.name))]
        case .misspellDeclaration:
            return steps.randomElement(using: &random).map { [FlowTextEdit($0.name.range, nearMiss($0.name.name))] }
        case .misspellFlag:
            let flags = (transitions.compactMap(\.guardExpr) + steps.flatMap(\.skips).map(\.condition)).flatMap(flagNames)
            return flags.randomElement(using: &random).map { [FlowTextEdit($0.range, nearMiss($0.name))] }
        case .misspellKeyword:
            let presented = transitions.compactMap { transition -> SourceRange? in
                guard case .enter(let entry) = transition.target, let style = entry.styleRange, entry.style == .sheet else { return nil }
                return style
            }
            if let style = presented.randomElement(using: &random), Bool.random(using: &random) { return [FlowTextEdit(style, "as shete")] }
            guard let step = steps.filter({ $0.finalRange == nil }).randomElement(using: &random) else { return nil }
            return [FlowTextEdit(SourceRange(step.range.lowerBound, step.range.lowerBound + 4), "stpe")]
        case .wrongArrow:
            guard let transition = transitions.randomElement(using: &random),
                  let arrow = find("->", in: transition.range, of: text) else { return nil }
            return [FlowTextEdit(arrow, "=>")]
        case .misspellActions:
            return steps.flatMap(\.sharedActions).randomElement(using: &random).map { [FlowTextEdit($0.range, nearMiss($0.name))] }
        case .emptyAlert, .buttonWithoutMove, .onlyWhenButton:
            return alertEdits(breakage, in: flow, text: text, using: &random)
        case .alwaysTrueGuard:
            guard let transition = transitions.filter({ $0.guardExpr == nil }).randomElement(using: &random) else { return nil }
            return [FlowTextEdit.insert(" when true", at: transition.range.upperBound)]
        case .duplicatePush:
            guard let first = flow.starts.first?.roots.first?.name,
                  let step = steps.filter({ $0.name.name != first && !$0.isFinal && isOwnLine($0.transitions.first?.range, in: text) }).randomElement(using: &random)
            else { return nil }
            return [FlowTextEdit.insert("        on again -> \(first)\n", at: FlowTextEdit.lines(of: step.transitions[0].range, in: text).lowerBound)]
        }
    }

    /// The edits of a breakage in an alert's declaration.
    static func alertEdits(_ breakage: Breakage, in flow: FlowDecl, text: String, using random: inout Generator) -> [FlowTextEdit]? {
        switch breakage {
        case .emptyAlert:
            return flow.alerts.randomElement(using: &random).map { [FlowTextEdit(SourceRange($0.name.range.upperBound, $0.range.upperBound), " {\n    }")] }
        case .buttonWithoutMove:
            let moving = flow.alerts.flatMap(\.buttons).filter { $0.role != .cancel && isOwnLine($0.transition.range, in: text) }
            guard let button = moving.randomElement(using: &random), let arrow = find(" ->", in: button.transition.range, of: text) else { return nil }
            return [FlowTextEdit(SourceRange(arrow.lowerBound, button.transition.range.upperBound), "")]
        case .onlyWhenButton:
            let guarded = flow.alerts.flatMap(\.buttons).filter { $0.transition.guardKind == .chooses && $0.transition.guardRange != nil }
            guard let range = guarded.randomElement(using: &random)?.transition.guardRange else { return nil }
            return [FlowTextEdit.insert("only ", at: range.lowerBound)]
        default:
            return nil
        }
    }

    /// A name one typo from `name`: its second and third letters swapped, or, when those are
    /// equal or the name is short, its last letter doubled.
    public static func nearMiss(_ name: String) -> String {
        var letters = Array(name)
        guard letters.count >= 4, letters[1] != letters[2] else { return name + String(letters.last!) }
        letters.swapAt(1, 2)
        return String(letters)
    }

    /// Whether `range` is the only thing on its lines (a transition in a block, not after a
    /// step's signature).
    static func isOwnLine(_ range: SourceRange?, in text: String) -> Bool {
        guard let range else { return false }
        let lines = FlowTextEdit.lines(of: range, in: text)
        let bytes = Array(text.utf8)
        let before = bytes[lines.lowerBound..<range.lowerBound], after = bytes[range.upperBound..<lines.upperBound]
        return before.allSatisfy { $0 == UInt8(ascii: " ") } && after.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
    }

    /// The flag names an expression reads.
    static func flagNames(_ expr: Expr) -> [Identifier] {
        switch expr {
        case .flag(let name): [name]
        case .not(_, let operand, _), .parenthesized(let operand, _): flagNames(operand)
        case .and(let operands), .or(let operands): operands.flatMap(flagNames)
        case .literal, .invalid: []
        }
    }

    /// The range of the first `needle` inside `range` of `text`.
    static func find(_ needle: String, in range: SourceRange, of text: String) -> SourceRange? {
        let bytes = Array(text.utf8), wanted = Array(needle.utf8)
        guard range.length >= wanted.count else { return nil }
        for start in range.lowerBound...(range.upperBound - wanted.count) where Array(bytes[start..<start + wanted.count]) == wanted {
            return SourceRange(start, start + wanted.count)
        }
        return nil
    }
}
