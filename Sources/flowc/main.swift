/// `flowc`: the thin edge around `FlowCompiler`, for people, CI and the build plugin.
let status = Flowc.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
