import FlowChecker
import FlowCompat
import FlowCompiler
import FlowCore
import Testing

/// The lock records each app's roots (and which are kept); a root that is gone, renamed or
/// uses another flow is a breaking finding, since saved app walks name the root.
@Suite struct AppCompatTests {
    static let flows = """
        flow SignIn {
            outcome signedIn
            start email
            step email { on next -> signedIn }
        }

        flow Main {
            outcome loggedOut
            start list
            step list { on logOut -> loggedOut }
        }
        """

    static func app(_ mainRoot: String, kept: Bool = true) -> String {
        """
        app Vault {
            start signIn
            root signIn uses SignIn { on signedIn -> \(mainRoot) }
            root \(mainRoot) uses Main\(kept ? " kept" : "") { on loggedOut -> signIn }
        }

        """ + flows
    }

    static func checked(_ text: String) -> FileCheck {
        let check = FlowPipeline.checkModule([SourceFile(path: "Vault.flow", text: text)])[0]
        #expect(check.diagnostics.filter { $0.severity == .error }.isEmpty, "\(check.diagnostics.map(\.message))")
        return check
    }

    static func lock(_ text: String) throws -> Lock {
        let check = checked(text)
        let built = LockBuilder.lock(of: check.checkedFlows, apps: check.checkedApps, release: "1.0.0", walkFloor: nil, previous: nil)
        return try LockParser.parse(LockPrinter.text(of: built, flowcVersion: "test"), path: "flowc.lock").get()
    }

    static func findings(before: String, after: String) throws -> [CompatFinding] {
        let check = checked(after)
        let apps = check.checkedApps.map { LockedApp(path: "Vault.flow", app: $0) }
        return CompatChecker.check(check.checkedFlows, apps: apps, against: try lock(before), lockPath: "flowc.lock").findings
    }

    @Test func theLockRecordsTheRootsAndReadsBack() throws {
        let check = Self.checked(Self.app("main"))
        let built = LockBuilder.lock(of: check.checkedFlows, apps: check.checkedApps, release: "1.0.0", walkFloor: nil, previous: nil)
        let text = LockPrinter.text(of: built, flowcVersion: "test")
        #expect(text.contains("\napp Vault\n  root main uses Main kept\n  root signIn uses SignIn\n"))
        let parsed = try LockParser.parse(text, path: "flowc.lock").get()
        #expect(LockPrinter.text(of: parsed, flowcVersion: "test") == text)
        #expect(parsed.app(named: "Vault")?.roots.map(\.isKept) == [true, false])
    }

    @Test func aRenamedRootIsBreaking() throws {
        let findings = try Self.findings(before: Self.app("main"), after: Self.app("home"))
        #expect(findings.map(\.diagnostic.id) == [CompatDiagnostic.appRootRemoved.id])
        #expect(findings.map(\.verdict) == [.breaking])
        #expect(findings.first?.diagnostic.severity == .error)
        #expect(findings.first?.diagnostic.message == "root `main` of app `Vault` of release 1.0.0 is gone: app walks saved on it restore to the app's start")
        #expect(findings.first?.diagnostic.notes.first?.message == "recorded here by release 1.0.0: root main uses Main kept")
    }

    @Test func aRootAddedOrNoLongerKeptIsSafe() throws {
        let added = Self.app("main").replacingOccurrences(of: "    start signIn\n", with: "    start signIn\n    root other uses Main { on loggedOut -> main }\n")
            .replacingOccurrences(of: "on loggedOut -> signIn }", with: "on loggedOut -> other }")
        #expect(try Self.findings(before: Self.app("main"), after: added).isEmpty)
        #expect(try Self.findings(before: Self.app("main"), after: Self.app("main", kept: false)).isEmpty)
    }

    @Test func aRemovedAppBreaksEveryRoot() throws {
        let findings = try Self.findings(before: Self.app("main"), after: Self.flows)
        #expect(findings.map(\.subject) == ["root main", "root signIn"])
        #expect(findings.allSatisfy { $0.diagnostic.path == "flowc.lock" })
    }
}
