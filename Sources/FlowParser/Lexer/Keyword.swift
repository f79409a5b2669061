/// The words the parser gives a meaning to where a keyword can stand.
///
/// Keywords are contextual: a name that spells one is still a name (a step may be called `on`
/// or `final`), and the lexer only marks it (`Token.keyword`), so the parser asks "is this
/// `step`?" without comparing text.
public enum Keyword: String, Sendable, CaseIterable {
    case `import`, flow, router, flag, start, link, example, step, final, on, skip, when, back, to, `true`, `false`
    case dismiss, then, `as`, sheet, cover, outcome, uses, only, actions, global, with, tabs, tab, shell
    case alert, dialog, destructive, cancel, close
    case renamed, from, removed, also, web, refused, over, url
    case app, root, kept, event, top
    case all, modal

    /// How the keyword is written.
    public var spelling: String { rawValue }

    /// The keyword these bytes spell, if any.
    init?(spelledBy text: ArraySlice<UInt8>) {
        // Keywords are lowercase letters: most names have something else, and are not
        // compared with each keyword (`namesThatSpellKeywordsAreMarked` tests every keyword).
        guard text.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }),
              let index = Keyword.spellings.firstIndex(where: { $0.count == text.count && $0.elementsEqual(text) }) else {
            return nil
        }
        self = Keyword.allCases[index]
    }

    /// The UTF-8 bytes of each keyword, in the order of `allCases`.
    private static let spellings = allCases.map { Array($0.rawValue.utf8) }
}
