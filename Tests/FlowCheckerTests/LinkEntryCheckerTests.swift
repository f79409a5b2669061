import FlowCore
@testable import FlowChecker
import FlowParser
import Testing

/// Links that present a step by themselves (a link-only entry) or over the current stack, and
/// fragments in the module's link checks; `InvalidFlows/link-entries.flow` has the wording.
@Suite struct LinkEntryCheckerTests {
    func check(_ text: String) -> (diagnostics: [Diagnostic], graphs: [FlowGraph]) {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        let graphs = Checker.check(Parser.parse(file, diagnostics: &diagnostics), diagnostics: &diagnostics)
        return (diagnostics.sorted, graphs)
    }

    /// A step only a link presents checks clean: the link is its entry (no `unreachable-step`,
    /// no `link-stack-illegal`), and the walk it makes is one the runtime accepts.
    @Test func aLinkOnlyEntryChecksClean() throws {
        let (diagnostics, graphs) = check("""
            router Scan {
                start codes
                link scan "keys://scan" -> codes, scanner as sheet
                step codes { on open -> item }
                step item
                step scanner { on done -> dismiss }
            }
            """)
        #expect(diagnostics.map(\.id).isEmpty)
        let graph = try #require(graphs.first)
        let codes = try #require(graph.stepIDs.first { graph.steps[$0].name == "codes" })
        let scanner = try #require(graph.stepIDs.first { graph.steps[$0].name == "scanner" })
        #expect(graph.steps[scanner].facts.isReachable)
        #expect(graph.entryPairs.contains(FlowGraph.EntryPair(below: codes, step: scanner, style: .sheet)))
        #expect(graph.walkSuccessors[codes.index].contains(scanner))
    }

    /// A step a link pushes must be pushed by a transition: a pushed link-only step is still
    /// an error, twice (the link's walk, and the step no root reaches).
    @Test func aPushedLinkOnlyStepIsStillAnError() {
        let (diagnostics, _) = check("""
            router Scan {
                start codes
                link scan "keys://scan" -> codes, scanner
                step codes
                step scanner
            }
            """)
        #expect(diagnostics.map(\.id) == [CheckerDiagnostic.linkStackIllegal.id, CheckerDiagnostic.unreachableStep.id])
    }

    /// Over the current stack: legal over every step the tab's root pushes, so the picker
    /// follows each of them in a walk; in a router without tabs, over the router's stack.
    @Test func anOverLinkIsLegalOverEveryStepOfTheTabsStack() throws {
        let (diagnostics, graphs) = check("""
            router Keys {
                tabs codes, settings
                link otp "otpauth://totp/{label}" -> tab codes over picker(name: label) as sheet
                step codes { on open -> item }
                step item { on edit -> editor as sheet }
                step editor { on done -> dismiss }
                step picker(name: String) { on done -> dismiss }
                step settings
            }
            router Plain {
                start home
                link open "plain://open" -> over sheet as cover
                step home { on open -> detail }
                step detail
                step sheet { on done -> dismiss }
            }
            """)
        #expect(diagnostics.map(\.id).isEmpty)
        let graph = try #require(graphs.first)
        let name = { (step: StepID) in graph.steps[step].name }
        let below = graph.entryPairs.filter { name($0.step) == "picker" }.map { name($0.below) + " " + $0.style.name }
        // Not over `editor`: a sheet of the tab is closed first, as a move to a tab closes it.
        #expect(below.sorted() == ["codes sheet", "item sheet"])
        #expect(graph.links.first?.landing == .overCurrentStack)
        let plain = try #require(graphs.last)
        #expect(plain.entryPairs.filter { plain.steps[$0.step].name == "sheet" }.map { plain.steps[$0.below].name }.sorted() == ["detail", "home"])
    }

    /// A pattern without a fragment ignores the URL's, so it shadows one with a fragment on the
    /// same path; two fragments that differ don't overlap; one with a fragment never shadows one
    /// without; two fragments that match some of the same URLs overlap.
    @Test func fragmentsInLinkShadowedAndLinkOverlap() {
        let (_, graphs) = check("""
            router Web {
                start home
                link any "https://vault.bitwarden.com/connector.html" -> home, page
                link signup "https://vault.bitwarden.com/connector.html#finish-signup?token={token}" -> home, signup(token: token)
                link sso "https://v.example.com/c#sso/{code}" -> home, sso(code: code)
                link other "https://v.example.com/c#finish/{code}" -> home, sso(code: code)
                link later "https://v.example.com/c" -> home, page
                link one "https://v.example.com/d#x/{a}" -> home, sso(code: a)
                link two "https://v.example.com/d#{b}/y" -> home, sso(code: b)
                step home {
                    on page -> page
                    on signup -> signup
                    on sso -> sso
                }
                step page
                step signup(token: String?)
                step sso(code: String)
            }
            """)
        let diagnostics = ModuleChecker.checkLinks(graphs)
        #expect(diagnostics.map(\.id) == [CheckerDiagnostic.linkShadowed.id, CheckerDiagnostic.linkOverlap.id])
        #expect(diagnostics.map(\.message) == [
            "link \"https://vault.bitwarden.com/connector.html#finish-signup?token={token}\" never matches: an earlier link matches every URL it does",
            "link \"https://v.example.com/d#{b}/y\" and link \"https://v.example.com/d#x/{a}\" both match some URLs; the earlier one wins",
        ])
    }
}
