import FlowCommandLine

/// `flowc-build`: the part of flowc that the build plugins run, and nothing else: it reads
/// `.flow` files, checks them and generates Swift (`generate`, with `--test-support` for test
/// targets). Drawings, reports, the formatter, links and paths stay in `flowc`, so that an
/// app's clean build compiles only this (docs/Performance.md, "What the plugin costs").
enum FlowcBuild {
    static let usage = """
        OVERVIEW: flowc-build is flowc's generate command alone, for the build plugins.
        The whole command line is `flowc` (flowc --help).

        USAGE: flowc-build generate [options] <paths>...

        OPTIONS:
          -h, --help  Show help for flowc-build or for generate (flowc-build generate --help).
          --version   Show the version.

        Exit status: 0 clean (warnings allowed), 1 errors found, 2 wrong usage or unreadable input.

        """

    static var tool: CommandLineTool {
        CommandLineTool(name: "flowc-build", usage: usage, commands: ["generate": GenerateCommand.self])
    }
}
