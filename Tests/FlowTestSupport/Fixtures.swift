/// Paths of the repository's files, for tests that read examples and fixtures.
public enum Fixtures {
    /// The repository's root folder.
    public static let root: String = {
        var path = "\(#filePath)"
        for _ in 0..<3 {
            path = String(path[..<path.lastIndex(of: "/")!])
        }
        return path
    }()

    public static func path(_ relative: String) -> String {
        root + "/" + relative
    }
}
