import FlowCompat
import FlowCore
import Testing

/// The checker on small inline flows: each change once, with its class and its witness.
@Suite struct CompatCheckerTests {
    static let before = """
        flow Checkout {
            start cart
            step cart {
                on checkout -> basket
                on signIn -> signIn as sheet
            }
            step signIn {
                on done -> dismiss
            }
            step basket {
                on pay -> cardDetails
            }
            step cardDetails(cardID: String) {
                on next -> review
            }
            final step review
        }
        """

    static func report(_ after: String) -> CompatReport {
        CompatChecker.check(CompatFixture.flows(after), against: CompatFixture.lock(before), lockPath: "flowc.lock")
    }

    @Test func theSameFlowsHaveNoFinding() {
        #expect(CompatFixture.findings(before: Self.before, after: Self.before).isEmpty)
    }

    @Test func anUndeclaredRenameIsARemovalWithAWitnessAndAFixIt() throws {
        let after = Self.before.replacingOccurrences("basket", with: "payment")
        let report = Self.report(after)
        #expect(CompatFixture.findings(before: Self.before, after: after) == ["compat-step-removed 1 breaking safe"])
        let finding = try #require(report.findings.first)
        #expect(finding.diagnostic.severity == .error)
        #expect(finding.witness == .walk(saved: ["\"cart\"", "\"basket\""], restoresTo: ["cart"]))
        #expect(finding.diagnostic.notes.first?.path == "flowc.lock")
        let lockLine = SourceFile(path: "flowc.lock", text: LockPrinter.text(of: CompatFixture.lock(Self.before), flowcVersion: "test"))
            .location(of: finding.diagnostic.notes[0].range.lowerBound).line
        #expect(lockLine == 12)
        let fixIt = try #require(finding.diagnostic.fixIts.first)
        #expect(fixIt.edits.first?.replacement == " renamed from basket")
        let file = SourceFile(path: "Shop.flow", text: after)
        let at = file.location(of: try #require(fixIt.edits.first).range.lowerBound)
        #expect(at.line == 10 && at.column == 17)
    }

    @Test func aRequiredParameterAddedBreaksWalksThroughItsStep() throws {
        let after = Self.before.replacingOccurrences("step cardDetails(cardID: String)", with: "step cardDetails(cardID: String, amount: Int)")
        #expect(CompatFixture.findings(before: Self.before, after: after) == ["compat-payload-added 13 breaking safe"])
        let witness = try #require(Self.report(after).findings.first?.witness)
        #expect(witness == .walk(saved: ["\"cart\"", "\"basket\"", "{\"step\":\"cardDetails\",\"payload\":{\"cardID\":\"a\"}}"], restoresTo: ["cart", "basket"]))
    }

    @Test(arguments: ["amount: Int = 0", "amount: Int?"])
    func aParameterAddedWithADefaultOrOptionalIsSafe(parameter: String) {
        let after = Self.before.replacingOccurrences("step cardDetails(cardID: String)", with: "step cardDetails(cardID: String, \(parameter))")
        #expect(CompatFixture.findings(before: Self.before, after: after).isEmpty)
    }

    @Test func aRetypedParameterBreaksUnlessItReadsEveryOldValue() {
        let retyped = Self.before.replacingOccurrences("cardID: String", with: "cardID: Int")
        #expect(CompatFixture.findings(before: Self.before, after: retyped) == ["compat-payload-retyped 13 breaking safe"])
        let optional = Self.before.replacingOccurrences("cardID: String", with: "cardID: String?")
        #expect(CompatFixture.findings(before: Self.before, after: optional).isEmpty)
    }

    @Test func anUndeclaredLabelRenameBreaks() {
        let after = Self.before.replacingOccurrences("cardID: String", with: "card: String")
        #expect(CompatFixture.findings(before: Self.before, after: after) == ["compat-label-renamed 13 breaking safe"])
    }

    @Test func aSuccessorRemovedRestoresTheLegalPrefix() throws {
        let after = Self.before.replacingOccurrences("        on signIn -> signIn as sheet\n", with: "")
            .replacingOccurrences("on pay -> cardDetails", with: "on pay -> cardDetails\n        on help -> signIn as sheet")
        let findings = CompatFixture.findings(before: Self.before, after: after)
        #expect(findings.contains("compat-successor-removed 3 migratable safe"))
        #expect(!findings.contains { $0.hasPrefix("compat-step-removed") })
        let finding = try #require(Self.report(after).findings.first { $0.diagnostic.id.rawValue == "compat-successor-removed" })
        #expect(finding.diagnostic.severity == .remark)
        #expect(finding.witness == .walk(saved: ["\"cart\"", "\"signIn\""], restoresTo: ["cart"]))
    }

    @Test func aRootRemovedIsMigratable() {
        let after = """
            router Checkout {
                start home
                step home {
                    on shop -> cart
                }
                step cart {
                    on checkout -> basket
                    on signIn -> signIn as sheet
                }
                step signIn {
                    on done -> dismiss
                }
                step basket {
                    on pay -> cardDetails
                }
                step cardDetails(cardID: String) {
                    on next -> review
                }
                step review
            }
            """
        #expect(CompatFixture.findings(before: Self.before, after: after) == ["compat-root-removed 2 migratable safe"])
    }

    @Test func aRemovedFlowBreaksEveryWalk() {
        let report = CompatChecker.check([], against: CompatFixture.lock(Self.before), lockPath: "flowc.lock")
        #expect(report.findings.map(\.diagnostic.id.rawValue) == ["compat-flow-removed"])
        #expect(report.findings.first?.diagnostic.path == "flowc.lock")
    }
}

extension String {
    /// `self` with every `target` replaced (or only the last, with `options: .last`).
    func replacingOccurrences(_ target: String, with replacement: String, options: ReplaceOptions = .all) -> String {
        var pieces = components(target)
        guard pieces.count > 1 else { return self }
        switch options {
        case .all: return pieces.joined(separator: replacement)
        case .last:
            let last = pieces.removeLast()
            return pieces.joined(separator: target) + replacement + last
        }
    }

    enum ReplaceOptions { case all, last }

    private func components(_ separator: String) -> [String] {
        var pieces: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            pieces.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        return pieces + [String(rest)]
    }
}
