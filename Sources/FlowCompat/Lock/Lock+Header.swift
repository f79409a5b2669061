import FlowCore

extension Lock {
    /// The lock's first lines: its format and rule set, the saved-walk format of its release,
    /// the release, and the walk floor.
    public struct Header: Hashable, Sendable {
        /// `flowc-lock N`.
        public var format: Int
        /// `rules N`.
        public var rules: Int
        /// `saved-walk-format N`: the format the release wrote its walks in.
        public var savedWalkFormat: Int
        /// `release X`: the release whose flows the lock records.
        public var release: String
        /// `walk-floor Y`: the oldest release whose saved walks must still restore; `nil` for
        /// `walk-floor none`, where every tombstone lives.
        public var walkFloor: String?
        /// The `release` line.
        public var range: SourceRange

        public init(format: Int = Lock.format, rules: Int = Lock.rules, savedWalkFormat: Int = Lock.savedWalkFormat,
                    release: String, walkFloor: String?, range: SourceRange = SourceRange(at: 0)) {
            self.format = format
            self.rules = rules
            self.savedWalkFormat = savedWalkFormat
            self.release = release
            self.walkFloor = walkFloor
            self.range = range
        }

        /// Whether a tombstone whose last release is `last` still matters: walks saved by
        /// releases from the walk floor on may hold its name.
        public func keeps(last: String) -> Bool {
            guard let walkFloor else { return true }
            return ReleaseOrder.compare(last, walkFloor) != .orderedAscending
        }
    }
}
