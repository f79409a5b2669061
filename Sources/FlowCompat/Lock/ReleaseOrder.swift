/// How two release names compare: component by component on `.` and `-`, numbers as numbers
/// (`1.10.0` after `1.9.2`), other text as text, a missing component before any.
public enum ReleaseOrder {
    /// The order of two releases.
    public enum Result: Hashable, Sendable {
        case orderedAscending
        case orderedSame
        case orderedDescending
    }

    /// How `a` compares with `b`.
    public static func compare(_ a: String, _ b: String) -> Result {
        let x = components(a)
        let y = components(b)
        for index in 0..<max(x.count, y.count) {
            guard index < x.count else { return .orderedAscending }
            guard index < y.count else { return .orderedDescending }
            switch (Int(x[index]), Int(y[index])) {
            case (let p?, let q?) where p != q: return p < q ? .orderedAscending : .orderedDescending
            case (.some, .some): continue
            default:
                if x[index] != y[index] { return x[index] < y[index] ? .orderedAscending : .orderedDescending }
            }
        }
        return .orderedSame
    }

    private static func components(_ release: String) -> [String] {
        release.split(whereSeparator: { $0 == "." || $0 == "-" }).map(String.init)
    }
}
