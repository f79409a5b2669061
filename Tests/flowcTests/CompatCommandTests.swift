import FlowTestSupport
import Foundation
import Testing

/// `flowc lock` and `flowc compat` as CI runs them: a lock recorded at a release, then the
/// flows of a later pull request judged against it.
@Suite struct CompatCommandTests {
    static let release = """
        flow Shop {
            start cart
            step cart { on pay -> basket }
            step basket -> payment
            final step payment
        }
        """

    /// A folder holding `Shop.flow` as `text`, with its lock recorded from `Self.release`.
    func released(then text: String) throws -> String {
        let folder = try FlowcProcess.temporaryFolder()
        try Self.release.write(toFile: folder + "/Shop.flow", atomically: true, encoding: .utf8)
        let lock = try FlowcProcess.run(["lock", "--release", "1.4.0", folder])
        #expect(lock.status == 0, "\(lock.stderr)")
        try text.write(toFile: folder + "/Shop.flow", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func unchangedFlowsPass() throws {
        let folder = try released(then: Self.release)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lockText = try String(contentsOfFile: folder + "/flowc.lock", encoding: .utf8)
        #expect(lockText.contains("release 1.4.0"))
        let result = try FlowcProcess.run(["compat", folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("flowc compat: 0 breaking, 0 migratable against 1.4.0"))
        let check = try FlowcProcess.run(["lock", "--check", "--release", "1.4.0", folder])
        #expect(check.status == 0, "the committed lock is the release's: \(check.stderr)")
    }

    @Test func anUndeclaredRenameFailsWithAWitness() throws {
        let folder = try released(then: Self.release.replacingOccurrences(of: "basket", with: "checkout"))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try FlowcProcess.run(["compat", "--color", "never", folder])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("Shop.flow:"), "at the .flow line")
        #expect(result.stderr.contains("error:") && result.stderr.contains("[compat-step-removed]"), "\(result.stderr)")
        #expect(result.stderr.contains("flowc.lock:"), "a note at the lock's line: \(result.stderr)")
        #expect(result.stderr.contains("witness:") && result.stderr.contains("basket"), "an old walk that no longer restores: \(result.stderr)")
        #expect(result.stderr.contains("if it is `basket` renamed, say so"), "the fix-it: \(result.stderr)")
        let check = try FlowcProcess.run(["lock", "--check", "--release", "1.4.0", folder])
        #expect(check.status == 1, "the lock would change")
    }

    @Test func aDeclaredRenameIsMigratable() throws {
        let renamed = Self.release
            .replacingOccurrences(of: "step basket -> payment", with: "step checkout renamed from basket -> payment")
            .replacingOccurrences(of: "-> basket", with: "-> checkout")
        let folder = try released(then: renamed)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try FlowcProcess.run(["compat", "--color", "never", folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("remark:"), "\(result.stderr)")
        #expect(result.stderr.contains("0 breaking, 1 migratable"), "\(result.stderr)")
        let strict = try FlowcProcess.run(["compat", "--fail-on", "migratable", folder])
        #expect(strict.status == 1, "--fail-on migratable fails on it")
        let json = try FlowcProcess.run(["compat", "--format", "json", folder])
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((document?["summary"] as? [String: Int])?["migratable"] == 1)
        let change = (document?["changes"] as? [[String: Any]])?.first
        #expect(change?["verdict"] as? String == "migratable")
        #expect((change?["classes"] as? [String: String])?["walks"] == "migratable")
        let github = try FlowcProcess.run(["compat", "--format", "github", folder])
        #expect(github.stdout.hasPrefix("::notice "), "\(github.stdout)")
    }

    @Test func aMissingOrMalformedLockIsAUsageError() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.release.write(toFile: folder + "/Shop.flow", atomically: true, encoding: .utf8)
        let missing = try FlowcProcess.run(["compat", folder])
        #expect(missing.status == 2 && missing.stderr.contains("no lock at"), "\(missing.stderr)")
        let allowed = try FlowcProcess.run(["compat", "--allow-missing-lock", folder])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        try "flowc-lock 1\nrules 1\nthis is not a lock line\n".write(toFile: folder + "/flowc.lock", atomically: true, encoding: .utf8)
        let malformed = try FlowcProcess.run(["compat", folder])
        #expect(malformed.status == 2, "\(malformed.stderr)")
        #expect(malformed.stderr.contains("flowc.lock:"), "at the lock's line: \(malformed.stderr)")
        let newer = try FlowcProcess.run(["lock", "--release", "1.5.0", folder])
        #expect(newer.status == 2, "a lock that can't be read is never overwritten: \(newer.stderr)")
    }

    @Test func flowsWithErrorsAreNotLockedOrJudged() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "flow Shop {\n    start cart\n    step cart -> nowhere\n}\n".write(toFile: folder + "/Shop.flow", atomically: true, encoding: .utf8)
        let lock = try FlowcProcess.run(["lock", "--release", "1.0.0", folder])
        #expect(lock.status == 1 && lock.stderr.contains("nothing was written"), "\(lock.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/flowc.lock"))
        let usage = try FlowcProcess.run(["lock", folder])
        #expect(usage.status == 2 && usage.stderr.contains("--release"))
    }
}
