import FlowCompat
import FlowCore
import Testing

/// The `renamed from` fix-its of removed steps: each new step offered for one removed step
/// at most, the best match first, so that applying every fix-it of one run is safe.
@Suite struct CompatRenameTests {
    static let before = """
        flow Vault {
            start settings
            step settings {
                on security -> accountSecurity
                on vault -> vaultSettings
            }
            step accountSecurity {
                on done -> settings
            }
            step vaultSettings {
                on export -> exportVault
            }
            final step exportVault
        }
        """

    /// Release 1.1: both steps renamed, neither declared.
    static let after = before
        .replacingOccurrences("accountSecurity", with: "security")
        .replacingOccurrences("vaultSettings", with: "vaultOptions")

    static func fixIts(_ after: String) -> [FixIt] {
        let report = CompatChecker.check(CompatFixture.flows(after), against: CompatFixture.lock(before), lockPath: "flowc.lock")
        return report.findings.flatMap(\.diagnostic.fixIts)
    }

    /// `text` with every edit of `fixIts` made, the last in the file first.
    static func applying(_ fixIts: [FixIt], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in fixIts.flatMap(\.edits).sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range.lowerBound..<edit.range.upperBound, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line of the file each fix-it's edit lands on, with its text.
    static func offered(_ fixIts: [FixIt], in text: String) -> [String] {
        let file = SourceFile(path: "Shop.flow", text: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return fixIts.flatMap(\.edits).map { edit in
            let line = file.location(of: edit.range.lowerBound).line
            return "\(lines[line - 1].trimmingCharacters(in: .whitespaces)) <-\(edit.replacement)"
        }.sorted()
    }

    @Test func twoRenamedStepsAreEachOfferedTheirOwnNewStep() {
        let fixIts = Self.fixIts(Self.after)
        #expect(Self.offered(fixIts, in: Self.after) == [
            "step security { <- renamed from accountSecurity",
            "step vaultOptions { <- renamed from vaultSettings",
        ])
    }

    @Test func applyingEveryRenameFixItLeavesNoFindingForTheRenamedSteps() {
        let fixed = Self.applying(Self.fixIts(Self.after), to: Self.after)
        #expect(fixed.contains("step security renamed from accountSecurity {"))
        #expect(fixed.contains("step vaultOptions renamed from vaultSettings {"))
        let findings = CompatChecker.check(CompatFixture.flows(fixed), against: CompatFixture.lock(Self.before), lockPath: "flowc.lock").findings
        #expect(!findings.contains { $0.diagnostic.id == CompatDiagnostic.stepRemoved.id })
        #expect(findings.allSatisfy { $0.diagnostic.fixIts.isEmpty })
    }

    @Test func aRemovedStepWithNoCandidateLeftGetsNoFixIt() {
        let after = Self.before
            .replacingOccurrences("accountSecurity", with: "security")
            .replacingOccurrences("    step vaultSettings {\n        on export -> exportVault\n    }\n", with: "")
            .replacingOccurrences("on vault -> vaultSettings", with: "on vault -> exportVault")
        #expect(Self.offered(Self.fixIts(after), in: after) == ["step security { <- renamed from accountSecurity"])
    }

    @Test func theOffersDoNotDependOnTheOrderOfTheNewSteps() {
        let swapped = Self.after.replacingOccurrences(
            "    step security {\n        on done -> settings\n    }\n    step vaultOptions {\n        on export -> exportVault\n    }\n",
            with: "    step vaultOptions {\n        on export -> exportVault\n    }\n    step security {\n        on done -> settings\n    }\n")
        #expect(swapped != Self.after)
        #expect(Self.offered(Self.fixIts(swapped), in: swapped) == [
            "step security { <- renamed from accountSecurity",
            "step vaultOptions { <- renamed from vaultSettings",
        ])
    }
}
