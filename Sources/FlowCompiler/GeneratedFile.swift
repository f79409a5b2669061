/// The generate stage's output: one file of Swift, made for one `.flow` file.
public struct GeneratedFile: Hashable, Sendable {
    /// The path of the `.flow` file it is made from, as given.
    public let source: String
    /// Its file name (`Checkout.swift`, `CheckoutTestSupport.swift`; see `FlowOutputNaming`).
    public let name: String
    public let contents: String

    public init(source: String, name: String, contents: String) {
        self.source = source
        self.name = name
        self.contents = contents
    }
}
