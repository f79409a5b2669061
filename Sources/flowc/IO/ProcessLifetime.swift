/// Values kept until the process exits, so that the work of freeing them is never done.
///
/// A `flowc` command ends by exiting the process, which hands all of its memory back at once;
/// freeing a big flow's syntax tree and graph object by object first cost 7% of a 10,000-step
/// `flowc generate` (53.3 ms against 49.6 ms). Compilers do the same (clang's `-disable-free`).
/// Only for what lives until the command ends anyway. A `FileCheck` holds the syntax tree too,
/// so keeping the checks keeps the whole front end's output; `flowc-bench` shows what freeing
/// it would cost (its "free" column) apart from the total.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        kept.append(value)
    }
}
