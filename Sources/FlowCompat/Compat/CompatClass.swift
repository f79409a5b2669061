/// How a change treats what an audience has from older releases (COMPAT.md §3).
public enum CompatClass: String, Comparable, Sendable {
    /// Every old walk or link works and means the same.
    case safe
    /// Some change, each landing where the flows declare (or where the runtime's documented
    /// rules put it: the longest legal prefix).
    case migratable
    /// An old walk or link fails or changes meaning, and nothing declares where it goes.
    case breaking

    private var rank: Int {
        switch self {
        case .safe: 0
        case .migratable: 1
        case .breaking: 2
        }
    }

    public static func < (a: CompatClass, b: CompatClass) -> Bool {
        a.rank < b.rank
    }
}
