import FlowChecker
import FlowCore

/// The payload types a flow names that generated code declares once, so that a misspelt type
/// (`UUDI`), or one from a module the `.flow` file doesn't import, is one Swift error at the
/// `.flow` line that first names it instead of one at every declaration that uses it.
///
/// Each such type gets two aliases: `_ReaderPayloadTypes._0 = UUID`, under a
/// `#sourceLocation` at its first use (the one place the name is resolved, so the one place an
/// error can be), and `Reader.UUID = _ReaderPayloadTypes._0`, the name the rest of the file
/// uses (`case article(id: Reader.UUID)`). The first is needed because an alias can't name the
/// type it shares a name with in its own scope.
///
/// Types made only of the standard library's names (`String`, `[Int]`, `Int64?`) can't be
/// misspelt unnoticed (flowc knows them), and are written as they are. Within any other type,
/// each name that starts with a capital letter, and isn't generic, is aliased
/// (`[ProductID]` becomes `[Reader.ProductID]`).
struct PayloadTypeAliases {
    struct Alias {
        /// The member of the flow's namespace, `UUID`.
        var name: String
        /// The alias in the payload types namespace, `_0`.
        var hiddenName: String
        /// The type as the `.flow` file names it, `UUID` or `Models.ProductID`.
        var target: String
        /// The parameter that names it first: where its `#sourceLocation` points.
        var parameter: PayloadParameter
    }

    /// The aliases in the order their types are first named.
    private(set) var aliases: [Alias] = []
    /// Each payload type as written, spelled with the aliases.
    private var spellings: [String: String] = [:]

    /// Names the standard library declares, which payload types use without an alias.
    static let standardNames: Set<String> = [
        "Swift", "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "Array", "Dictionary",
        "Set", "Optional", "Result", "Never", "Void", "Any", "AnyObject", "AnyHashable", "Self",
    ]

    /// - Parameter reserved: the names the flow's namespace declares itself, which an alias
    ///   can't take (`Step`, `Flags`, ...).
    init(_ flow: FlowGraph, namespace: String, reserved: Set<String>) {
        var byTarget: [String: String] = [:]
        var taken = reserved
        for step in flow.steps {
            for parameter in step.parameters where spellings[parameter.type] == nil {
                spellings[parameter.type] = Self.rewrite(parameter.type) { target in
                    if let name = byTarget[target] { return namespace + "." + name }
                    let last = String(target.split(separator: ".").last!)
                    var name = last
                    var suffix = 2
                    while taken.contains(name) {
                        name = last + String(suffix)
                        suffix += 1
                    }
                    taken.insert(name)
                    byTarget[target] = name
                    aliases.append(Alias(name: name, hiddenName: "_" + String(aliases.count), target: target, parameter: parameter))
                    return namespace + "." + name
                }
            }
        }
    }

    /// A payload type as generated code writes it.
    func spelling(_ type: String) -> String {
        spellings[type] ?? type
    }

    /// `type` with each name path that `alias` should stand for replaced by what it returns:
    /// paths that start with a capital letter, aren't followed by `<` and aren't the standard
    /// library's.
    static func rewrite(_ type: String, alias: (String) -> String) -> String {
        let characters = Array(type)
        var result = ""
        var index = 0
        func isNameStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
        func isNameContinue(_ c: Character) -> Bool { isNameStart(c) || (c.isASCII && c.isNumber) }
        while index < characters.count {
            guard isNameStart(characters[index]) else {
                result.append(characters[index])
                index += 1
                continue
            }
            // A path: names joined by dots.
            var end = index
            while true {
                while end < characters.count, isNameContinue(characters[end]) { end += 1 }
                guard end + 1 < characters.count, characters[end] == ".", isNameStart(characters[end + 1]) else { break }
                end += 1
            }
            let path = String(characters[index..<end])
            var next = end
            while next < characters.count, characters[next] == " " { next += 1 }
            let first = path.split(separator: ".").first.map(String.init) ?? path
            let isGeneric = next < characters.count && characters[next] == "<"
            if isGeneric || !(first.first?.isUppercase ?? false) || standardNames.contains(first) {
                result += path
            } else {
                result += alias(path)
            }
            index = end
        }
        return result
    }
}
