import FlowChecker
import FlowCore

/// Judges the lock's links against the module's: every URL an old link opened (its examples,
/// and one URL made of each of its forms) must still open it, or go where a declaration says;
/// and a retired link's URLs must not open a live link.
struct LinkJudge {
    let lock: Lock
    let flows: [CheckedFlow]
    /// The current links and removed-link declarations, as a lock records them.
    let current: Lock
    let before: LinkOpener
    let after: LinkOpener

    init(lock: Lock, flows: [CheckedFlow]) {
        self.lock = lock
        self.flows = flows
        self.current = LockBuilder.lock(of: flows, release: lock.header.release, walkFloor: nil, previous: nil)
        self.before = LinkOpener(links: lock.links, retired: lock.retiredLinks)
        self.after = LinkOpener(links: current.links, retired: current.retiredLinks)
    }

    /// What the new links do with one old URL.
    private struct Verdict {
        var links: CompatClass
        var kind: CompatDiagnostic
        var message: String
        var opened: String?
    }

    mutating func run(_ sink: inout FindingSink) {
        for (index, link) in lock.links.enumerated() {
            let urls = link.examples.map(\.url) + link.forms.compactMap { LinkOpener.sampleURL($0.pattern, link.placeholders) }
            var worst: (verdict: Verdict, url: String)?
            for url in urls where before.open(url) == .link(index, .built) || before.open(url) == .link(index, .form) || before.open(url) == .link(index, .legacy) {
                let verdict = judge(url, of: link)
                if verdict.links > (worst?.verdict.links ?? .safe) { worst = (verdict, url) }
            }
            guard let worst else { continue }
            let witness = CompatWitness.link(url: worst.url, opened: worst.verdict.opened)
            sink.add(FindingSink.Change(kind: worst.verdict.kind, message: worst.verdict.message, flow: link.flow, subject: "link \(link.qualifiedName)",
                                        links: worst.verdict.links, witness: witness),
                     at: place(of: link.flow, link: link.name, orLock: link.range, sink), recorded: (link.range, "\(link.qualifiedName) \"\(link.forms[0].pattern)\""))
        }
        retired(&sink)
    }

    private func judge(_ url: String, of link: Lock.Link) -> Verdict {
        let name = link.qualifiedName
        switch after.open(url) {
        case .nothing:
            let kept = current.links.contains { $0.qualifiedName == name }
            return Verdict(links: .breaking, kind: kept ? CompatDiagnostic.linkChanged : CompatDiagnostic.linkRemoved,
                           message: kept ? "link `\(name)` no longer opens the URLs of its form `\(link.forms[0].pattern)` of release \(lock.header.release)"
                                         : "link `\(name)` of release \(lock.header.release) is gone: its URLs open nothing",
                           opened: nil)
        case .link(let index, let kind):
            let now = current.links[index]
            // The same link, renamed or landing elsewhere, keeps a form of the old one: its URLs
            // open it as before (a link's case and walk may change, COMPAT's safe rows). Only
            // another link winning the URL, with another walk, changes what it means.
            let sameLink = now.forms.contains { form in link.forms.contains { $0.pattern == form.pattern } }
            if !sameLink && now.qualifiedName != name && now.walk != link.walk {
                return Verdict(links: .breaking, kind: CompatDiagnostic.linkChanged,
                               message: "URLs of link `\(name)` now open `\(now.qualifiedName)`, another walk", opened: now.qualifiedName)
            }
            if kind == .legacy {
                return Verdict(links: .migratable, kind: CompatDiagnostic.linkChanged,
                               message: "link `\(name)` keeps its URLs of release \(lock.header.release) as an `also` form", opened: now.qualifiedName)
            }
            return Verdict(links: .safe, kind: CompatDiagnostic.linkChanged, message: "", opened: now.qualifiedName)
        case .retired(let index):
            let removed = current.retiredLinks[index]
            let goes = switch removed.destination {
            case .walk(let walk): "open " + walk.joined(separator: ", ")
            case .web: "are left to the web page"
            case .refused: "are refused"
            }
            return Verdict(links: .migratable, kind: CompatDiagnostic.linkRemoved,
                           message: "link `\(name)` is removed: its URLs \(goes), as declared", opened: removed.qualifiedName)
        }
    }

    /// Retired links of the lock: a live link that opens their URLs reuses them; a removed
    /// link whose declaration is gone leaves its URLs to nothing.
    private func retired(_ sink: inout FindingSink) {
        for link in lock.retiredLinks {
            let recorded = (link.range, "retired link \(link.qualifiedName)")
            for url in link.patterns.compactMap({ LinkOpener.sampleURL($0, link.placeholders) }) {
                if case .link(let index, _) = after.openLive(url) {
                    let now = current.links[index]
                    sink.add(FindingSink.Change(kind: CompatDiagnostic.nameReused,
                                                message: "link `\(now.qualifiedName)` opens URLs that `\(link.qualifiedName)` opened until release \(link.last)",
                                                flow: now.flow, subject: "link \(link.qualifiedName)", links: .breaking,
                                                witness: .link(url: url, opened: now.qualifiedName)),
                             at: place(of: now.flow, link: now.name, orLock: link.range, sink), recorded: recorded)
                    break
                }
                if case .walk = link.destination, after.open(url) == .nothing {
                    sink.add(FindingSink.Change(kind: CompatDiagnostic.linkRemoved,
                                                message: "the `removed link \(link.name)` declaration is gone: URLs that opened it until release \(link.last) now open nothing",
                                                flow: link.flow, subject: "link \(link.qualifiedName)", links: .breaking, witness: .link(url: url, opened: nil)),
                             at: place(of: link.flow, link: link.name, orLock: link.range, sink), recorded: recorded)
                    break
                }
            }
        }
    }

    /// The `.flow` place of a link: its declaration, else its `removed link` declaration, else
    /// its flow's name; the lock's line `range` for a flow the module no longer has.
    private func place(of flow: String, link: String, orLock range: SourceRange, _ sink: FindingSink) -> FindingSink.Place {
        guard let graph = flows.first(where: { $0.graph.name == flow })?.graph else {
            return FindingSink.Place(path: sink.lockPath, range: range)
        }
        if let live = graph.links.first(where: { $0.name == link }) { return FindingSink.Place(path: graph.path, range: live.range) }
        if let removed = FlowDeclarations(graph).removedLinks.first(where: { $0.name == link }) {
            return FindingSink.Place(path: graph.path, range: removed.range)
        }
        return FindingSink.Place(path: graph.path, range: graph.nameRange)
    }
}
