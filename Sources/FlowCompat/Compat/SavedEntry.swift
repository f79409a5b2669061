/// One entry of a walk an older release saved: its step's name, and its payload unless it was
/// saved as a bare name.
struct SavedEntry: Hashable {
    var name: String
    /// The payload's values by label; `nil` for an entry saved as `"name"`.
    var payload: [(label: String, value: SampleValue)]?

    /// The entry as the saved walk's JSON spells it.
    var json: String {
        guard let payload else { return LockText.jsonString(name) }
        let values = payload.map { LockText.jsonString($0.label) + ":" + $0.value.json }
        return "{\"step\":\(LockText.jsonString(name)),\"payload\":{\(values.joined(separator: ","))}}"
    }

    /// The value saved under `label`, if any.
    func value(_ label: String) -> SampleValue? {
        payload?.first { $0.label == label }?.value
    }

    static func == (a: SavedEntry, b: SavedEntry) -> Bool { a.json == b.json }
    func hash(into hasher: inout Hasher) { hasher.combine(json) }
}
