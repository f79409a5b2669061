import FlowCore

/// The fix-it property (issue 52): every fix-it a check offers, applied alone and with all the
/// others of its run, leaves text that parses, no longer carries the diagnostic it fixed (same
/// id at that place), has no error the text before didn't have, and no fact that breaks the
/// flow's meaning that the text before didn't have (a final step inside a presented layer, a
/// trap, a step cut off, a `renamed from` naming a step that wasn't removed).
///
/// What "the check" is comes from the caller (`flowc check` or `flowc compat`), as a closure
/// from text to a `Judgement`; this type applies the edits and compares.
public enum FixItProperty {
    /// What a check says of one text.
    public struct Judgement: Sendable {
        /// Every diagnostic, in any file; only those in the checked file carry fix-its applied.
        public var diagnostics: [Diagnostic]
        /// Facts that break the flow's meaning, each `scope: sentence` (`Gate: a final step
        /// inside a presented layer: appearance`): a fix-it may remove some, never add one.
        public var brokenMeaning: Set<String>
        /// The scopes (flows) whose meaning the check couldn't judge (not analysed): a fact of
        /// such a scope before is unknown, so one after is not counted as new.
        public var unjudged: Set<String>

        /// The fact of `brokenMeaning` an error states, by the error's `id message`: a trap or a
        /// step no walk reaches that was so before the fix-it too (another error hid it, as a
        /// dead end hides the trap before it) is not an error the fix-it made.
        public var restated: [String: String]

        public init(diagnostics: [Diagnostic], brokenMeaning: Set<String>, unjudged: Set<String> = [], restated: [String: String] = [:]) {
            self.diagnostics = diagnostics
            self.brokenMeaning = brokenMeaning
            self.unjudged = unjudged
            self.restated = restated
        }
    }

    /// What a run of the property tried and what it found, over many texts.
    public struct Tally: Sendable {
        /// The fix-its applied alone, by diagnostic id.
        public private(set) var tried: [String: Int] = [:]
        /// The runs whose fix-its were applied together (those with two or more).
        public private(set) var together = 0
        /// The texts judged.
        public private(set) var texts = 0
        /// Each unsafe fix-it, said with its text's name, its diagnostic and what broke.
        public private(set) var findings: [String] = []

        public init() {}

        /// A line for the test's output: the counts by id.
        public var summary: String {
            let ids = tried.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
            return "\(tried.values.reduce(0, +)) fix-its tried alone on \(texts) texts, \(together) runs of 2+ together: \(ids)"
        }

        /// The findings for an assertion's message: the first few in full, with the text the
        /// fix-its left, then one line each.
        public var report: String {
            let full = findings.prefix(6).joined(separator: "\n\n")
            let rest = findings.dropFirst(6).map { String($0.prefix { $0 != "\n" }) + " " + String($0.split(separator: "\n").dropFirst().first ?? "") }
            return full + (rest.isEmpty ? "" : "\n\nand:\n" + rest.joined(separator: "\n"))
        }

        mutating func record(_ id: DiagnosticID) { tried[id.rawValue, default: 0] += 1 }
        mutating func find(_ finding: String) { findings.append(finding) }
        mutating func countTogether() { together += 1 }
        mutating func countText() { texts += 1 }
    }

    /// Applies each fix-it of `text`'s diagnostics in `path` alone, then the first fix-it of
    /// each diagnostic together, judging each result with `check`. `syntaxIDs` are the parser's
    /// ids: a new one is "does not parse".
    public static func judge(
        _ name: String, text: String, path: String, syntaxIDs: Set<DiagnosticID>,
        into tally: inout Tally, check: (String) -> Judgement
    ) {
        tally.countText()
        let before = check(text)
        let offered = before.diagnostics.filter { $0.path == path && !$0.fixIts.isEmpty }
        for diagnostic in offered {
            for fixIt in diagnostic.fixIts {
                tally.record(diagnostic.id)
                let subject = "\(name): [\(diagnostic.id)] \(diagnostic.message) — fix-it \"\(fixIt.message)\""
                let edits = fixIt.edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
                if let clash = overlap(edits) {
                    tally.find("\(subject): its own edits overlap (\(clash))")
                    continue
                }
                compare(subject, text: text, edits: edits, fixed: [diagnostic], before: before, syntaxIDs: syntaxIDs, into: &tally, check: check)
            }
        }
        guard offered.count > 1 else { return }
        tally.countTogether()
        // The first fix-it of each diagnostic (the others are alternatives); the same edit offered
        // by two diagnostics is made once.
        var edits: [FixIt.Edit] = []
        for edit in offered.flatMap({ $0.fixIts[0].edits }) where !edits.contains(edit) { edits.append(edit) }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        let subject = "\(name): all \(offered.count) fix-its together"
        if let clash = overlap(edits) {
            tally.find("\(subject): edits overlap (\(clash))")
            return
        }
        compare(subject, text: text, edits: edits, fixed: offered, before: before, syntaxIDs: syntaxIDs, into: &tally, check: check)
    }

    /// Judges `text` with `edits` made against what was true before.
    static func compare(
        _ subject: String, text: String, edits: [FixIt.Edit], fixed: [Diagnostic], before: Judgement,
        syntaxIDs: Set<DiagnosticID>, into tally: inout Tally, check: (String) -> Judgement
    ) {
        let after = FlowTextEdit.apply(edits.map { FlowTextEdit($0.range, $0.replacement) }, to: text)
        let judged = check(after)
        var broken: [String] = []
        // An error about what was already reported (a warning before, say) is not new: compat's
        // breaking finding is a warning until a witness shows it, which a rename can give.
        let newErrors = subtracting(before.diagnostics, from: errors(judged.diagnostics)).filter { error in
            judged.restated["\(error.id) \(error.message)"].map { !before.brokenMeaning.contains($0) } ?? true
        }
        let unparsed = newErrors.filter { syntaxIDs.contains($0.id) }
        if !unparsed.isEmpty { broken.append("does not parse: " + unparsed.map(describe).joined(separator: "; ")) }
        let otherErrors = newErrors.filter { !syntaxIDs.contains($0.id) }
        if !otherErrors.isEmpty { broken.append("gains errors: " + otherErrors.map(describe).joined(separator: "; ")) }
        for diagnostic in fixed where isStill(diagnostic, in: judged.diagnostics, before: before.diagnostics, edits: edits) {
            broken.append("still carries [\(diagnostic.id)] \(diagnostic.message)")
        }
        let meaning = judged.brokenMeaning.subtracting(before.brokenMeaning).filter { fact in
            !before.unjudged.contains(String(fact.prefix { $0 != ":" }))
        }
        if !meaning.isEmpty { broken.append("breaks the flow's meaning: " + meaning.sorted().joined(separator: "; ")) }
        guard !broken.isEmpty else { return }
        tally.find("\(subject):\n  " + broken.joined(separator: "\n  ") + "\n--- after:\n" + after)
    }

    static func describe(_ diagnostic: Diagnostic) -> String { "[\(diagnostic.id)] \(diagnostic.message)" }

    /// The errors among `diagnostics`.
    static func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity == .error }
    }

    /// `after` less one diagnostic of the same id and message for each of `before`: what is new.
    static func subtracting(_ before: [Diagnostic], from after: [Diagnostic]) -> [Diagnostic] {
        var left: [String: Int] = [:]
        for diagnostic in before { left["\(diagnostic.id) \(diagnostic.message)", default: 0] += 1 }
        return after.filter { diagnostic in
            let key = "\(diagnostic.id) \(diagnostic.message)"
            guard let count = left[key], count > 0 else { return true }
            left[key] = count - 1
            return false
        }
    }

    /// Whether `diagnostic` is still reported after `edits`: the same id where its place went;
    /// with the same message too when, before, another diagnostic of its id shared the place
    /// (compat's undeclared removals all sit at the flow's name).
    static func isStill(_ diagnostic: Diagnostic, in after: [Diagnostic], before: [Diagnostic], edits: [FixIt.Edit]) -> Bool {
        let place = image(of: diagnostic.range.lowerBound, through: edits)
        let shared = before.filter { $0.id == diagnostic.id && $0.path == diagnostic.path && $0.range.lowerBound == diagnostic.range.lowerBound }.count > 1
        return after.contains { other in
            other.id == diagnostic.id && other.path == diagnostic.path && place.contains(other.range.lowerBound)
                && (!shared || other.message == diagnostic.message)
        }
    }

    /// Where offset `offset` of the text before `edits` (sorted, not overlapping) is after them:
    /// one offset, or the whole new text of an edit that replaced it or was inserted at it.
    public static func image(of offset: Int, through edits: [FixIt.Edit]) -> ClosedRange<Int> {
        var shift = 0
        for edit in edits {
            let delta = edit.replacement.utf8.count - edit.range.length
            let lower = edit.range.lowerBound
            if edit.range.upperBound <= offset, lower < offset || edit.range.length > 0 {
                shift += delta
            } else if lower <= offset {
                return (lower + shift)...(lower + shift + edit.replacement.utf8.count)
            } else {
                break
            }
        }
        return (offset + shift)...(offset + shift)
    }

    /// The first two of `edits` (sorted by where they start) that touch the same text: their
    /// ranges intersect, two insertions are at one offset (their order would be a guess), or
    /// an insertion falls inside a replaced range.
    public static func overlap(_ edits: [FixIt.Edit]) -> String? {
        for (index, edit) in edits.enumerated() {
            for other in edits[(index + 1)...] {
                guard other.range.lowerBound <= edit.range.upperBound else { break }
                let intersect = other.range.lowerBound < edit.range.upperBound
                let sameInsertion = edit.range.length == 0 && other.range.length == 0 && edit.range.lowerBound == other.range.lowerBound
                if intersect || sameInsertion {
                    return "\(edit.range.lowerBound)..<\(edit.range.upperBound) → \"\(edit.replacement)\" and \(other.range.lowerBound)..<\(other.range.upperBound) → \"\(other.replacement)\""
                }
            }
        }
        return nil
    }
}
