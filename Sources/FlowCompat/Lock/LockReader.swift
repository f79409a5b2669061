import FlowCore
import FlowLinks

/// Reads a lock's significant lines in order: the header, the flows, the links.
struct LockReader {
    var lines: [LockLine]
    /// Where the file ends, for what is missing there.
    var end: SourceRange
    private var position = 0

    /// A format or rule set newer than this flowc knows: `lock-too-new`.
    struct TooNew: Error {
        var message: String
        var range: SourceRange
    }

    init(lines: [LockLine], end: SourceRange) {
        self.lines = lines
        self.end = end
    }

    mutating func read() throws -> Lock {
        let header = try readHeader()
        var flows: [Lock.Flow] = []
        var links: [Lock.Link] = []
        var retiredLinks: [Lock.RetiredLink] = []
        var apps: [Lock.App] = []
        while let line = take() {
            guard line.indent == 0 else { throw line.fail("expected `flow NAME` or `links` at the start of a line") }
            if let name = line.after("flow") {
                flows.append(try readFlow(String(name), line))
            } else if let name = line.after("app") {
                apps.append(try readApp(String(name), line))
            } else if line.text == "links" {
                try readLinks(&links, &retiredLinks)
            } else {
                throw line.fail("expected `flow NAME` or `links`")
            }
        }
        return Lock(header: header, flows: flows, links: links, retiredLinks: retiredLinks, apps: apps)
    }

    /// `app NAME` and its `root NAME uses FLOW [kept]` lines.
    private mutating func readApp(_ name: String, _ head: LockLine) throws -> Lock.App {
        var app = Lock.App(name: name, roots: [], range: head.range)
        while let line = take(indented: 2) {
            let words = line.after("root")?.split(separator: " ").map(String.init) ?? []
            guard words.count == 3 || (words.count == 4 && words[3] == "kept"), words[1] == "uses" else {
                throw line.fail("expected `root NAME uses FLOW [kept]`")
            }
            app.roots.append(Lock.Root(name: words[0], flow: words[2], isKept: words.count == 4, range: line.range))
        }
        return app
    }

    private mutating func take() -> LockLine? {
        guard position < lines.count else { return nil }
        defer { position += 1 }
        return lines[position]
    }

    /// The next line when it is indented by `indent`.
    private mutating func take(indented indent: Int) -> LockLine? {
        guard position < lines.count, lines[position].indent == indent else { return nil }
        return take()
    }

    private mutating func headerValue(_ keyword: String) throws -> (String, LockLine) {
        guard let line = take() else { throw LockLine.Malformed(message: "expected `\(keyword)`", range: end) }
        guard line.indent == 0, let value = line.after(keyword), !value.isEmpty, !value.contains(" ") else {
            throw line.fail("expected `\(keyword)`")
        }
        return (String(value), line)
    }

    private mutating func headerNumber(_ keyword: String, known: Int) throws -> Int {
        let (text, line) = try headerValue(keyword)
        guard let number = Int(text), number > 0 else { throw line.fail("`\(keyword)` needs a number") }
        if number > known {
            throw TooNew(message: "the lock has `\(keyword) \(number)`, newer than this flowc reads (\(known)): update flowc", range: line.range)
        }
        return number
    }

    private mutating func readHeader() throws -> Lock.Header {
        let format = try headerNumber("flowc-lock", known: Lock.format)
        let rules = try headerNumber("rules", known: Lock.rules)
        let (walkFormat, walkFormatLine) = try headerValue("saved-walk-format")
        guard let savedWalkFormat = Int(walkFormat) else { throw walkFormatLine.fail("`saved-walk-format` needs a number") }
        let (release, releaseLine) = try headerValue("release")
        let (floor, _) = try headerValue("walk-floor")
        return Lock.Header(format: format, rules: rules, savedWalkFormat: savedWalkFormat, release: release,
                           walkFloor: floor == "none" ? nil : floor, range: releaseLine.range)
    }

    private mutating func readFlow(_ name: String, _ head: LockLine) throws -> Lock.Flow {
        var flow = Lock.Flow(name: name, kind: .wizard, roots: [], steps: [], outcomes: [], next: [], retired: [], range: head.range)
        var sawKind = false
        var sawRoots = false
        while let line = take(indented: 2) {
            if let kind = line.after("kind") {
                switch kind {
                case "flow": flow.kind = .wizard
                case "router": flow.kind = .router
                default: throw line.fail("`kind` is `flow` or `router`")
                }
                sawKind = true
            } else if let roots = line.after("roots") {
                flow.roots = try line.list(roots)
                sawRoots = true
            } else if let step = line.after("step") {
                flow.steps.append(try LockEntryReader.step(step, line))
            } else if let outcome = line.after("outcome") {
                flow.outcomes.append(try LockEntryReader.outcome(outcome, line))
            } else if let next = line.after("next") {
                flow.next.append(try LockEntryReader.next(next, line))
            } else if let retired = line.after("retired step") {
                flow.retired.append(try LockEntryReader.retiredStep(retired, line))
            } else {
                throw line.fail("expected `kind`, `roots`, `step`, `outcome`, `next` or `retired step`")
            }
        }
        guard sawKind, sawRoots else { throw head.fail("a flow needs its `kind` and `roots` lines") }
        return flow
    }

    private mutating func readLinks(_ links: inout [Lock.Link], _ retired: inout [Lock.RetiredLink]) throws {
        while let line = take(indented: 2) {
            if let rest = line.after("retired link") {
                retired.append(try LockEntryReader.retiredLink(rest, line))
                continue
            }
            var link = try LockEntryReader.link(line.text, line)
            while let detail = take(indented: 4) {
                if let form = detail.after("form") {
                    link.forms.append(Lock.Form(pattern: try LockEntryReader.pattern(form, detail), kind: .form, range: detail.range))
                } else if let form = detail.after("also") {
                    link.forms.append(Lock.Form(pattern: try LockEntryReader.pattern(form, detail), kind: .legacy, range: detail.range))
                } else if let example = detail.after("example") {
                    var text = example
                    link.examples.append(Lock.Example(url: try detail.quoted(&text), range: detail.range))
                } else {
                    throw detail.fail("expected `form`, `also` or `example`")
                }
            }
            links.append(link)
        }
    }
}
