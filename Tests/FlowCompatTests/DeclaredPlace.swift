import FlowChecker
import FlowCore
import FlowTestSupport
import Foundation

/// Where an old walk should land in the new flow (docs/Compatibility.md, "The declared
/// place"), worked out from the mutation's declared fates and the two flows' syntax alone,
/// never from the generated code it judges:
///
/// - each entry's step is looked up among the new flow's live steps, then the mutation's
///   renames and removals; a removed one ends the walk, on its fallback when there is one;
/// - each parameter of the new step is read by its label: a saved value decodes when the
///   types are equal or known-compatible (`Int` to `Int64` or `Double`, `T` to `T?`), a saved
///   `null` only as an Optional; an absent one is the default, else `nil` when Optional;
///   otherwise the entry does not decode, which
///   ends the walk on a removed old shape's fallback, else cuts the walk before it;
/// - then the longest legal prefix in the new flow: a root first, each next a successor, as
///   its runtime reads them (`CompatDriver.Legality`, which `RandomFlowTests` checks against
///   the reference interpreter).
struct DeclaredPlace {
    let old: FlowDecl
    let new: FlowDecl
    let legality: CompatDriver.Legality
    let fates: [String: FlowMutation.Fate]

    /// One entry as the restored walk holds it: the step, and each parameter's JSON value
    /// (`NSNull` for `nil`).
    struct Entry: Equatable {
        var step: String
        var payload: [String: NSObject]
    }

    /// The declared place of `saved`, entries parsed from the old flow's JSON.
    func place(of saved: [Any]) -> [Entry] {
        var walk: [Entry] = []
        for item in saved {
            let (name, payload) = Self.split(item)
            var target = name
            switch fates[name] {
            case .renamed(let newName)?: target = newName
            case .removed(let fallback)?: return legalPrefix(walk + (fallback.map { [Entry(step: $0, payload: [:])] } ?? []))
            case .shapeRemoved, nil: break
            }
            guard let step = new.steps.first(where: { $0.name.name == target }) else { return legalPrefix(walk) }
            let oldTypes = Dictionary(uniqueKeysWithValues: (old.steps.first { $0.name.name == name }?.parameters ?? []).map { ($0.label.name, $0.type) })
            guard let values = decode(payload, oldTypes: oldTypes, as: step.parameters) else {
                if case .shapeRemoved(let fallback)? = fates[name] {
                    return legalPrefix(walk + (fallback.map { [Entry(step: $0, payload: [:])] } ?? []))
                }
                return legalPrefix(walk)
            }
            walk.append(Entry(step: target, payload: values))
        }
        return legalPrefix(walk)
    }

    /// A bare name, or `{"step": ..., "payload": {...}}`.
    static func split(_ item: Any) -> (String, [String: NSObject]) {
        if let name = item as? String { return (name, [:]) }
        let object = item as! [String: Any]
        return (object["step"] as! String, (object["payload"] as? [String: NSObject]) ?? [:])
    }

    private func decode(_ payload: [String: NSObject], oldTypes: [String: String], as parameters: [PayloadParameter]) -> [String: NSObject]? {
        var values: [String: NSObject] = [:]
        for parameter in parameters {
            let label = parameter.label.name
            if let value = payload[label] {
                // A saved `null` is an Optional's `nil`: it reads only as an Optional, never
                // as the default.
                guard let oldType = oldTypes[label], value is NSNull ? parameter.type.hasSuffix("?") : Self.decodes(oldType, as: parameter.type) else { return nil }
                values[label] = value
            } else if let text = parameter.defaultValue {
                values[label] = Self.json(ofDefault: text)
            } else if parameter.type.hasSuffix("?") {
                values[label] = NSNull()
            } else {
                return nil
            }
        }
        return values
    }

    /// Whether a value saved as `old` decodes as `new`.
    static func decodes(_ old: String, as new: String) -> Bool {
        old == new || new == old + "?" || (old == "Int" && ["Int64", "Double"].contains(new))
    }

    /// A `.flow` default as JSON: `nil` as `NSNull`, `[:]` as an empty object.
    static func json(ofDefault text: String) -> NSObject {
        if text == "nil" { return NSNull() }
        let literal = text == "[:]" ? "{}" : text
        return (try? JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)) as? NSObject ?? NSString(string: text)
    }

    private func legalPrefix(_ walk: [Entry]) -> [Entry] {
        Array(walk.prefix(legality.legalPrefixLength(walk.map(\.step))))
    }
}
