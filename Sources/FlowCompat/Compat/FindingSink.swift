import FlowCore

/// Collects findings, making each one's diagnostic: at the `.flow` line of the change, with a
/// note at the lock's line and, when there is one, the witness.
struct FindingSink {
    let lockPath: String
    let release: String
    private(set) var findings: [CompatFinding] = []

    init(lockPath: String, release: String) {
        self.lockPath = lockPath
        self.release = release
    }

    /// Where a finding sits: a `.flow` file and range.
    struct Place {
        var path: String
        var range: SourceRange
    }

    /// What a finding says.
    struct Change {
        var kind: CompatDiagnostic
        var message: String
        var flow: String
        var subject: String
        var walks: CompatClass = .safe
        var links: CompatClass = .safe
        var witness: CompatWitness?
        var fixIts: [FixIt] = []
    }

    /// Adds `change` at `place`, noting `recorded` (the lock's line and its text).
    mutating func add(_ change: Change, at place: Place, recorded: (range: SourceRange, text: String)) {
        let verdict = max(change.walks, change.links)
        guard verdict != .safe else { return }
        var notes = [Note("recorded here by release \(release): \(recorded.text)", path: lockPath, range: recorded.range)]
        // A breaking finding has its kind's severity, a migratable one is a remark
        // (`CompatDiagnostic`); a breaking one that no witness shows is a warning, below.
        var severity: Severity = verdict == .breaking ? change.kind.severity : .remark
        switch change.witness {
        case .walk(let saved, let restoresTo)?:
            let restored = restoresTo.isEmpty ? "nothing" : "[" + restoresTo.joined(separator: ", ") + "]"
            notes.append(Note("witness: [\(saved.joined(separator: ","))] (saved by \(release)) now restores to \(restored)", path: place.path, range: place.range))
        case .link(let url, let opened)?:
            notes.append(Note("witness: \(url) (opened by \(release)) now opens \(opened ?? "nothing")", path: place.path, range: place.range))
        case nil where verdict == .breaking:
            severity = .warning
            notes.append(Note("no old walk or URL shows it, so it is reported and doesn't fail", path: place.path, range: place.range))
        case nil:
            break
        }
        let diagnostic = Diagnostic(severity, change.kind.id, change.message, path: place.path, range: place.range, notes: notes, fixIts: change.fixIts)
        findings.append(CompatFinding(diagnostic: diagnostic, flow: change.flow, subject: change.subject,
                                      walks: change.walks, links: change.links, witness: change.witness))
    }
}
