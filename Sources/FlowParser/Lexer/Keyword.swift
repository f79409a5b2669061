/// The words the parser gives a meaning to where a keyword can stand.
///
/// Keywords are contextual: a name that spells one is still a name (a step may be called `on`
/// or `final`), and the lexer only marks it (`Token.keyword`), so the parser asks "is this
/// `step`?" by comparing one byte instead of the token's text.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case flow, flag, start, step, final, on, skip, when, `true`, `false`

    /// How the keyword is written.
    public var spelling: String {
        switch self {
        case .flow: "flow"
        case .flag: "flag"
        case .start: "start"
        case .step: "step"
        case .final: "final"
        case .on: "on"
        case .skip: "skip"
        case .when: "when"
        case .true: "true"
        case .false: "false"
        }
    }

    /// The keyword the `count` bytes at `text` spell, if any: told apart by length, then by
    /// the first four bytes read as one little-endian number (the constants spell the words:
    /// `0x776F6C66` is `flow`).
    @inline(__always)
    static func spelled(by text: UnsafePointer<UInt8>, count: Int) -> Keyword? {
        switch count {
        case 2:
            return text[0] == UInt8(ascii: "o") && text[1] == UInt8(ascii: "n") ? .on : nil
        case 4:
            switch UInt32(littleEndian: UnsafeRawPointer(text).loadUnaligned(as: UInt32.self)) {
            case 0x776F6C66 /* flow */: return .flow
            case 0x67616C66 /* flag */: return .flag
            case 0x70657473 /* step */: return .step
            case 0x70696B73 /* skip */: return .skip
            case 0x6E656877 /* when */: return .when
            case 0x65757274 /* true */: return .true
            default: return nil
            }
        case 5:
            let last = text[4]
            switch UInt32(littleEndian: UnsafeRawPointer(text).loadUnaligned(as: UInt32.self)) {
            case 0x72617473 /* star */ where last == UInt8(ascii: "t"): return .start
            case 0x616E6966 /* fina */ where last == UInt8(ascii: "l"): return .final
            case 0x736C6166 /* fals */ where last == UInt8(ascii: "e"): return .false
            default: return nil
            }
        default:
            return nil
        }
    }
}
