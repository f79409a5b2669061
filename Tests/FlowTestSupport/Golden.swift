import Foundation
import Testing

/// Byte-for-byte comparison with a committed golden file, with a readable line diff.
public enum Golden {
    /// The environment variable that switches a run to recording.
    public static let recordVariable = "FLOWC_RECORD_GOLDENS"

    public static func assertMatches(_ actual: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(path); unset \(recordVariable) and run again", sourceLocation: sourceLocation)
            return
        }
        guard let expected = FileManager.default.contents(atPath: path) else {
            Issue.record("no golden at \(path); run with \(recordVariable)=1 to record it", sourceLocation: sourceLocation)
            return
        }
        if Array(actual.utf8) != [UInt8](expected) {
            let report = "\(path) differs:\n" + diff(String(decoding: expected, as: UTF8.self), actual)
            Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
        }
    }

    /// The lines that differ, as `-expected` / `+actual` with line numbers, at most 40 of them.
    public static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) where out.count < 40 {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            if a != b {
                if let a { out.append("\(index + 1) -\(a)") }
                if let b { out.append("\(index + 1) +\(b)") }
            }
        }
        return out.joined(separator: "\n")
    }
}
