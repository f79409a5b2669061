import FlowChecker
import FlowCompat
import FlowCompiler
import FlowCore
import Testing

/// Small modules written inline, checked, and locked the way `flowc lock` would.
enum CompatFixture {
    /// The checked flows of `text`, one file at `path`; records an issue when it has errors.
    static func flows(_ text: String, path: String = "Shop.flow") -> [CheckedFlow] {
        let checks = FlowPipeline.checkModule([SourceFile(path: path, text: text)])
        let errors = checks.flatMap(\.diagnostics).filter { $0.severity == .error }
        if !errors.isEmpty { Issue.record("the flows should check clean: \(errors.map { "\($0.id) \($0.message)" })") }
        return checks.flatMap(\.checkedFlows)
    }

    /// The lock of `text` as release `release`, printed and read back, as `flowc compat` reads
    /// a committed lock.
    static func lock(_ text: String, release: String = "1.0.0", walkFloor: String? = nil, previous: Lock? = nil) -> Lock {
        let built = LockBuilder.lock(of: flows(text), release: release, walkFloor: walkFloor, previous: previous)
        switch LockParser.parse(LockPrinter.text(of: built, flowcVersion: "test"), path: "flowc.lock") {
        case .success(let lock): return lock
        case .failure(let diagnostic):
            Issue.record("the printed lock should read back: \(diagnostic.message)")
            return built
        }
    }

    /// The findings of `after` against the lock of `before`, as `id line walks links`.
    static func findings(before: String, after: String) -> [String] {
        let report = CompatChecker.check(flows(after, path: "Shop.flow"), against: lock(before), lockPath: "flowc.lock")
        let file = SourceFile(path: "Shop.flow", text: after)
        return report.findings.map { finding in
            let line = finding.diagnostic.path == "Shop.flow" ? file.location(of: finding.diagnostic.range.lowerBound).line : 0
            return "\(finding.diagnostic.id) \(line) \(finding.walks.rawValue) \(finding.links.rawValue)"
        }
    }

    /// A checkout flow with a payload step, a sheet, a router with links.
    static let shop = """
        flow Checkout {
            start cart
            step cart {
                on checkout -> payment
                on signIn -> signIn as sheet
            }
            step signIn {
                on done -> dismiss
            }
            step payment {
                on card -> cardDetails
                on pay -> review
            }
            step cardDetails(cardID: String) {
                on next -> review
            }
            final step review
        }

        router Catalogue {
            start productList
            step productList {
                on open -> productDetail
            }
            step productDetail(id: Int)
            link productDetail "https://shop.example.com/products/{id}" -> productList, productDetail(id: id)
                example "https://shop.example.com/products/7"
        }
        """
}
