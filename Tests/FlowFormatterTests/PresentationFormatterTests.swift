import Testing

/// `flowc fmt` on the presentation moves of issue 53.
@Suite struct PresentationFormatterTests {
    /// `dismiss all` and `as sheet modal` print in their canonical form.
    @Test func dismissAllAndModalSheets() throws {
        let input = "flow F {\n start a\n step a { on x -> b as  sheet   modal }\n step b {\n on y -> dismiss   all\n on z -> dismiss  all then c as sheet modal\n }\n step c { on w -> dismiss }\n}\n"
        let output = try #require(FormatterTests.format(input))
        #expect(output == "flow F {\n    start a\n\n    step a { on x -> b as sheet modal }\n\n    step b {\n        on y -> dismiss all\n        on z -> dismiss all then c as sheet modal\n    }\n\n    step c { on w -> dismiss }\n}\n")
        #expect(FormatterTests.format(output) == output)
        #expect(FormatterTests.meaning(output) == FormatterTests.meaning(input))
    }
}
