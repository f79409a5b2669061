import FlowCore

/// A small command-line parser: `--flag`, `--option value`, `--option=value`, `--` and
/// positional arguments. Unknown options are errors with a "did you mean" suggestion.
struct Arguments {
    /// What a command accepts.
    struct Spec {
        var flags: [String]
        /// Options that take a value, with the values allowed (empty: any value).
        var options: [String: [String]]
    }

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var flags: Set<String> = []
    private(set) var options: [String: String] = [:]
    private(set) var positionals: [String] = []

    init(_ arguments: [String], spec: Spec) throws {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if spec.flags.contains(name) {
                if inlineValue != nil { throw UsageError(description: "\(name) takes no value") }
                flags.insert(name)
            } else if let allowed = spec.options[name] {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(description: "\(name) needs a value")
                }
                if !allowed.isEmpty, !allowed.contains(value) {
                    throw UsageError(description: "\(name) must be one of \(allowed.joined(separator: ", ")), not '\(value)'")
                }
                options[name] = value
            } else {
                let known = spec.flags + spec.options.keys.sorted()
                let suggestion = EditDistance.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(description: "unknown option '\(name)'\(suggestion)")
            }
        }
    }
}
