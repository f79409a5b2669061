/// "Did you mean" suggestions by edit distance.
public enum EditDistance {
    /// The edit distance between two strings, counted in Unicode scalars: insertions,
    /// deletions, substitutions and swaps of two neighbours (`stpe` is one edit from `step`),
    /// each counting one (the optimal string alignment distance).
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The closest of `candidates`, as `closest`, when no other is close enough to be meant
    /// instead: what a fix-it may write, where a did-you-mean may still name the closest.
    public static func onlyClose(to name: String, in candidates: some Sequence<String>) -> String? {
        let candidates = Array(candidates)
        guard let best = closest(to: name, in: candidates) else { return nil }
        return closest(to: name, in: candidates.filter { $0 != best }) == nil ? best : nil
    }

    /// The closest candidate within a distance that grows with the name's length, if any.
    ///
    /// Ties go to the candidate that comes first, so callers pass candidates in source order.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, name.unicodeScalars.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where abs(candidate.unicodeScalars.count - name.unicodeScalars.count) <= limit {
            let distance = between(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }
}
