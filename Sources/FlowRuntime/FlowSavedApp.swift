/// An app navigator's saved walks (`FlowAppNavigator.saved`), decoded root by root: the
/// saved-walk format's version 5, which reads a single flow's saved walk of every earlier
/// version too.
///
///     let data = try JSONEncoder().encode(app.saved)                    // version 5
///     let saved = try JSONDecoder().decode(FlowSavedApp<VaultApp>.self, from: data)
///     app.restore(saved)
///
/// Version 5 is an object: `{"version": 5, "root": "main", "roots": {"main": …, "unlock": …}}`,
/// the root on screen and the walks of that root and of the kept roots, each by its root's
/// name in its flow's own format (`FlowSavedContainer`, version 4). A walk of an earlier
/// version (what a single flow's navigator saved, before the app had an `app`) reads as the
/// walk of the root whose flow it belongs to: the first root, in declared order, whose flow
/// decodes it whole from one of its roots. The app-level steps over the top are not saved, as
/// a flow's alert isn't: they answer something that happened, which a restored app no longer
/// waits for.
public struct FlowSavedApp<App: FlowApp>: Sendable {
    /// The version of the saved-walk format this type writes: 5.
    public static var formatVersion: Int { 5 }

    /// The root on screen when saved (for a walk of an earlier version, the root it belongs
    /// to); `nil` when the saved root is no longer a root of the app.
    public var root: App.Root?
    /// Whether everything saved decoded: every root's name and every walk, whole.
    public var isComplete: Bool
    /// The saved walk of each root, by root.
    var walks: [App.Root: FlowAppSavedRoot]

    init(root: App.Root?, walks: [App.Root: FlowAppSavedRoot], isComplete: Bool) {
        self.root = root
        self.walks = walks
        self.isComplete = isComplete
    }

    /// The roots whose walks were saved: the root on screen and the kept roots, in declared order.
    public var savedRoots: [App.Root] {
        App.Root.allCases.filter { walks[$0] != nil }
    }
}

extension FlowSavedApp: Decodable {
    public init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: FlowCodingKey.self), container.contains(FlowCodingKey("version")) else {
            self = try Self(singleFlowWalkFrom: decoder)
            return
        }
        var isComplete = true
        let name = try container.decode(String.self, forKey: FlowCodingKey("root"))
        let root = App.Root(rawValue: name)
        if root == nil { isComplete = false }
        var walks: [App.Root: FlowAppSavedRoot] = [:]
        let saved = try container.nestedContainer(keyedBy: FlowCodingKey.self, forKey: FlowCodingKey("roots"))
        for key in saved.allKeys {
            // A root the app no longer has, or a walk that doesn't read: left out.
            guard let savedRoot = App.Root(rawValue: key.stringValue),
                  let walk = try? App._root(savedRoot).decode(saved.superDecoder(forKey: key)) else {
                isComplete = false
                continue
            }
            walks[savedRoot] = walk
            if !walk.isComplete { isComplete = false }
        }
        self.init(root: root, walks: walks, isComplete: isComplete)
    }

    /// A single flow's saved walk (version 4 or earlier), as the walk of the first root whose
    /// flow reads it from one of its roots, whole if one does.
    private init(singleFlowWalkFrom decoder: any Decoder) throws {
        var found: (root: App.Root, walk: FlowAppSavedRoot)?
        for root in App.Root.allCases {
            guard let walk = try? App._root(root).decode(decoder), walk.beginsAtRoot else { continue }
            if walk.isComplete {
                found = (root, walk)
                break
            }
            if found == nil { found = (root, walk) }
        }
        guard let found else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a saved walk of none of the app's roots"))
        }
        self.init(root: found.root, walks: [found.root: found.walk], isComplete: found.walk.isComplete)
    }
}

extension FlowSavedApp: Encodable {
    /// Writes version 5, the roots' walks sorted by name so that equal states write equal text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FlowCodingKey.self)
        try container.encode(Self.formatVersion, forKey: FlowCodingKey("version"))
        if let root { try container.encode(root.rawValue, forKey: FlowCodingKey("root")) }
        var roots = container.nestedContainer(keyedBy: FlowCodingKey.self, forKey: FlowCodingKey("roots"))
        for (root, walk) in walks.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            try walk.encode(roots.superEncoder(forKey: FlowCodingKey(root.rawValue)))
        }
    }
}
