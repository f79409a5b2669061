/// A subcommand of `flowc` or `flowc-build`.
package protocol FlowcCommand {
    static var spec: Arguments.Spec { get }
    static var help: String { get }
    /// Throws a `FlowcError` the user can act on, which the tool prints before exiting with `.usage`.
    static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus
}
