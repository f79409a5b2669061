import FlowCommandLine
import FlowCompiler
import FlowCore
import FlowReports
import FlowSwiftEmitter

/// `flowc links`: lists the deep links of a module, or prints the `apple-app-site-association`
/// components for its https links.
enum LinksCommand: FlowcCommand {
    static let spec = Arguments.Spec(flags: [], options: ["--format": ["text", "aasa"], "--host": []])

    static let help = """
        OVERVIEW: List the deep links of a module's flows, checked as the build checks them.

        USAGE: flowc links [--format text|aasa] [--host <host>] <paths>...

        ARGUMENTS:
          <paths>             .flow files, or folders searched for *.flow: one module.

        OPTIONS:
          --format <format>   text (default): each link, the walk it lands on, its flow and
                              where it is declared, in the order links are matched.
                              aasa: the "components" array of an apple-app-site-association
                              file, for the https links (a placeholder's segment is `*`).
          --host <host>       With aasa: the host to print components for; needed when the
                              https links name more than one host.
          -h, --help          Show this help.

        The module is checked first; with an error, its diagnostics are printed and nothing
        else. Exit status: 0 listed, 1 errors in the flows, 2 wrong usage or unreadable input.

        """

    static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus {
        guard let checks = try CleanModule.check(arguments.positionals, command: "links", nothingWas: "listed", console: console) else { return .failure }
        let entries = checks.flatMap { check in
            check.graphs.flatMap { graph in
                // Each form of a link is listed, in the order they are matched.
                graph.links.flatMap { link in link.patterns.indices.map(link.form) }.map { link in
                    let location = check.file.location(of: link.range.lowerBound)
                    return LinkReport.Entry(
                        flow: graph.name, caseName: GeneratedTypeNames(flowNamed: graph.name).link + "." + link.name, pattern: link.pattern, patternText: link.patternText,
                        walk: graph.describe(link), location: "\(check.file.path):\(location.line):\(location.column)"
                    )
                }
            }
        }
        guard arguments.options["--format"] == "aasa" else {
            console.out(LinkReport.text(entries))
            return .success
        }
        let hosts = LinkReport.httpsHosts(entries)
        let host = arguments.options["--host"] ?? (hosts.count == 1 ? hosts[0] : nil)
        guard let host, hosts.contains(host) else {
            let named = hosts.isEmpty ? "no https links" : "https links for " + hosts.joined(separator: ", ")
            let problem = arguments.options["--host"].map { "no https link names host '\($0)'" } ?? "name a host with --host"
            return console.error("links", "\(problem); the flows have \(named)")
        }
        console.out(LinkReport.appSiteAssociation(entries, host: host))
        return .success
    }
}
