import FlowCompat

extension CompatWitness {
    /// The witness as `flowc compat` prints it under its finding.
    var text: String {
        switch self {
        case .walk(let saved, let restoresTo):
            "[\(saved.joined(separator: ","))] saved by the lock's release now restores to [\(restoresTo.joined(separator: ", "))]"
        case .link(let url, let opened):
            "\(url) now opens \(opened ?? "nothing")"
        }
    }
}
