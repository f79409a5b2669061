import FlowCore

/// A small command-line parser: `--flag`, `--option value`, `--option=value`, `--` and
/// positional arguments. Unknown options are errors with a "did you mean" suggestion.
///
/// A command that checks several Swift modules in one run (`flowc check --module Shop a.flow
/// --module Wizard b.flow`) accepts `--module <name>`, which starts a group: the positional
/// arguments and module options after it, up to the next `--module`, belong to that module.
package struct Arguments {
    /// What a command accepts.
    package struct Spec {
        package var flags: [String]
        /// Options that take a value, with the values allowed (empty: any value).
        package var options: [String: [String]]
        /// Options that belong to the module group they follow; `--module` is accepted only when
        /// there are some.
        package var moduleOptions: [String] = []

        package init(flags: [String], options: [String: [String]], moduleOptions: [String] = []) {
            self.flags = flags
            self.options = options
            self.moduleOptions = moduleOptions
        }
    }

    /// Paths checked together as one Swift module, and that module's own options.
    package struct Module: Equatable {
        /// The name given with `--module`; `nil` for the paths before any `--module`.
        package var name: String?
        package var options: [String: String] = [:]
        package var paths: [String] = []

        package init(name: String?, options: [String: String] = [:], paths: [String] = []) {
            self.name = name
            self.options = options
            self.paths = paths
        }
    }

    package private(set) var flags: Set<String> = []
    package private(set) var options: [String: String] = [:]
    /// The module groups in order; the first is the unnamed one, which may be empty.
    package private(set) var modules: [Module] = [Module(name: nil)]

    /// Every positional argument, in order.
    package var positionals: [String] { modules.flatMap(\.paths) }

    package init(_ arguments: [String], spec: Spec) throws {
        var remaining = arguments[...]
        var onlyPositionals = false
        while let argument = remaining.popFirst() {
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                modules[modules.count - 1].paths.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let inlineValue = parts.count > 1 ? String(parts[1]) : nil
            if spec.flags.contains(name) {
                if inlineValue != nil { throw FlowcError(description: "\(name) takes no value") }
                flags.insert(name)
            } else if !spec.moduleOptions.isEmpty, name == "--module" || spec.moduleOptions.contains(name) {
                let value = try Self.value(of: name, inline: inlineValue, &remaining)
                if name == "--module" {
                    modules.append(Module(name: value))
                } else {
                    modules[modules.count - 1].options[name] = value
                }
            } else if let allowed = spec.options[name] {
                let value = try Self.value(of: name, inline: inlineValue, &remaining)
                if !allowed.isEmpty, !allowed.contains(value) {
                    throw FlowcError(description: "\(name) must be one of \(allowed.joined(separator: ", ")), not '\(value)'")
                }
                options[name] = value
            } else {
                let known = spec.flags + spec.options.keys.sorted() + (spec.moduleOptions.isEmpty ? [] : ["--module"] + spec.moduleOptions)
                let suggestion = EditDistance.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw FlowcError(description: "unknown option '\(name)'\(suggestion)")
            }
        }
    }

    /// The option's value: after its `=`, else the next argument.
    private static func value(of name: String, inline: String?, _ remaining: inout ArraySlice<String>) throws -> String {
        guard let value = inline ?? remaining.popFirst() else { throw FlowcError(description: "\(name) needs a value") }
        return value
    }
}
