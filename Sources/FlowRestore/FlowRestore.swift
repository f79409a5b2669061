/// The one rule that turns a saved walk's entries into a walk of the current flow
/// (docs/Compatibility.md, "The decoding rule"), which the runtime restores with and
/// `flowc compat` predicts restorations with, on their own step types:
///
/// 1. an entry's name reads as a step's name, else a former name (`renamed from`), else a removed
///    step's (`savedName`);
/// 2. each payload value is read by its label, else its former label (`renamed from (card:
///    cardID)`), else the parameter's `.flow` default, else `nil` when Optional (`value`);
/// 3. the walk is read entry by entry up to the first that doesn't decode: a removed step (or a
///    removed old shape of the step) ends it on its fallback when there is one, anything else
///    cuts it before that entry (`walk`);
/// 4. what was read keeps its longest legal prefix: a root first, then each step one that can
///    follow the one before (`legalPrefixLength`).
///
/// Generated code composes 1 and 2 into a step's `init(from:)` (its name, then its payload,
/// then the old shape's fallback when the payload doesn't decode), as `entry` composes them.
/// Depends on nothing, like FlowWalks and FlowLinks.
public enum FlowRestore {
    /// The version of the saved-walk format the runtime writes (docs/Generated-Code.md, "Saved
    /// walks"), and every lock records. It reads every earlier version. Version 3 added a child
    /// flow's step, saved as its use-step's payload `child`.
    public static let savedWalkFormat = 3

    /// What the saved name `name` reads as: the step of that name (`current`), else the step
    /// renamed from it (`former`), else the removed step's declaration (`removed`).
    public static func savedName<Kind, Removal>(
        _ name: String, current: (String) -> Kind?, former: (String) -> Kind?, removed: (String) -> Removal?
    ) -> FlowSavedName<Kind, Removal> {
        if let kind = current(name) ?? former(name) { return .step(kind) }
        if let removal = removed(name) { return .removed(removal) }
        return .unknown
    }

    /// Where the payload value labelled `label` comes from: the value saved under the label
    /// (`isSaved`), else under its former label, else the parameter's absence rule.
    public static func value(_ label: String, formerly formerLabel: String?, isSaved: (String) -> Bool, absent: FlowAbsentValue)
        -> FlowValueSource {
        if let saved = [label, formerLabel].compactMap({ $0 }).first(where: isSaved) { return .saved(label: saved) }
        switch absent {
        case .defaulted: return .defaultValue
        case .optional: return .nilValue
        case .required: return .missing
        }
    }

    /// One entry, as a step's `init(from:)` reads it: its name (`savedName`, through
    /// `current`, `former` and `removed`), then its payload as that step (`decode`, `nil` when
    /// it doesn't decode), then, for a payload that doesn't, the declaration of its removed old
    /// shape (`oldShape`).
    public static func entry<Kind, Step>(
        named name: String, current: (String) -> Kind?, former: (String) -> Kind?, removed: (String) -> FlowRemoval<Step>?,
        decode: (Kind) -> Step?, oldShape: (Kind) -> FlowRemoval<Step>?
    ) -> FlowEntryReading<Step> {
        switch savedName(name, current: current, former: former, removed: removed) {
        case .step(let kind):
            if let step = decode(kind) { return .step(step) }
            return oldShape(kind).map { .removed($0) } ?? .undecodable
        case .removed(let removal): return .removed(removal)
        case .unknown: return .undecodable
        }
    }

    /// The entries of a saved walk read in order (`readings` is read lazily, no further than
    /// the first entry that isn't a step): the steps up to that entry, then a removed step's
    /// fallback, and where reading stopped.
    public static func walk<Readings: Sequence, Step>(_ readings: Readings) -> FlowRestoration<Step>
    where Readings.Element == FlowEntryReading<Step> {
        var steps: [Step] = []
        for (index, reading) in readings.enumerated() {
            switch reading {
            case .step(let step):
                steps.append(step)
            case .removed(let removal):
                steps += removal.fallback.map { [$0] } ?? []
                return FlowRestoration(steps: steps, stop: .declared(index))
            case .undecodable:
                return FlowRestoration(steps: steps, stop: .cut(index))
            }
        }
        return FlowRestoration(steps: steps, stop: .none)
    }

    /// The number of leading steps of `steps` that form a legal walk: the first `isRoot`, each
    /// after it one that `canFollow` the step before it.
    public static func legalPrefixLength<Step>(of steps: [Step], isRoot: (Step) -> Bool, canFollow: (Step, Step) -> Bool) -> Int {
        guard let first = steps.first, isRoot(first) else { return 0 }
        var length = 1
        while length < steps.count, canFollow(steps[length], steps[length - 1]) {
            length += 1
        }
        return length
    }
}
