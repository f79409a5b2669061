import FlowLinks

/// Opens URLs as a lock's links would: the first form, in matching order, whose pattern
/// matches and whose values read as their placeholders' types; then, as `open(url:)` consults
/// `_legacyWalk` before refusing, the retired links.
struct LinkOpener {
    /// What a URL opens.
    enum Opening: Hashable {
        /// `links[link]`, through a form of that kind.
        case link(Int, Lock.Form.Kind)
        /// `retired[index]`: where a removed link sends its URLs.
        case retired(Int)
        /// Nothing: `.unknownLink`.
        case nothing
    }

    private struct Form {
        var pattern: FlowLinkPattern
        /// The type of each of the pattern's placeholders, in its order.
        var types: [String]
        var opening: Opening
    }

    private var forms: [Form] = []
    private var retiredForms: [Form] = []

    init(links: [Lock.Link], retired: [Lock.RetiredLink]) {
        for (index, link) in links.enumerated() {
            for form in link.forms {
                guard let pattern = try? FlowLinkPattern(form.pattern) else { continue }
                forms.append(Form(pattern: pattern, types: Self.types(of: pattern, link.placeholders), opening: .link(index, form.kind)))
            }
        }
        for (index, link) in retired.enumerated() {
            for text in link.patterns {
                guard let pattern = try? FlowLinkPattern(text) else { continue }
                retiredForms.append(Form(pattern: pattern, types: Self.types(of: pattern, link.placeholders), opening: .retired(index)))
            }
        }
    }

    /// What `url` opens.
    func open(_ url: String) -> Opening {
        (forms.first { Self.opens($0, url) } ?? retiredForms.first { Self.opens($0, url) })?.opening ?? .nothing
    }

    /// What `url` opens among the live links alone.
    func openLive(_ url: String) -> Opening {
        forms.first { Self.opens($0, url) }?.opening ?? .nothing
    }

    private static func opens(_ form: Form, _ url: String) -> Bool {
        guard let values = form.pattern.match(url) else { return false }
        return zip(values, form.types).allSatisfy { value, type in value.map { reads($0, as: type) } ?? true }
    }

    /// Each placeholder's type by name; a placeholder the link doesn't type (an `also` form's
    /// that supplies nothing) reads any text, as a `String`.
    static func types(of pattern: FlowLinkPattern, _ placeholders: [Lock.Placeholder]) -> [String] {
        pattern.placeholders.map { name in placeholders.first { $0.name == name }?.type ?? "String" }
    }

    /// Whether a value of `type` reads `text`, as `FlowLinkValue` reads the standard types;
    /// true for any other type, which flowc can't see.
    static func reads(_ text: String, as type: String) -> Bool {
        switch type.hasSuffix("?") ? String(type.dropLast()) : type {
        case "Int": FlowLinkPattern.canonicalInteger(Int.self, from: text) != nil
        case "Int64": FlowLinkPattern.canonicalInteger(Int64.self, from: text) != nil
        case "Int32": FlowLinkPattern.canonicalInteger(Int32.self, from: text) != nil
        case "Double", "Float": Double(text)?.isFinite ?? false
        case "Bool": Bool(text) != nil
        default: true
        }
    }

    /// A URL of `pattern` with one plain value of each placeholder's type, or `nil` when the
    /// pattern can't be read.
    static func sampleURL(_ text: String, _ placeholders: [Lock.Placeholder]) -> String? {
        guard let pattern = try? FlowLinkPattern(text) else { return nil }
        return pattern.url(types(of: pattern, placeholders).map { type -> String? in
            switch type.hasSuffix("?") ? String(type.dropLast()) : type {
            case "Int", "Int64", "Int32": "7"
            case "Double", "Float": "1.5"
            case "Bool": "true"
            default: "a"
            }
        })
    }
}
