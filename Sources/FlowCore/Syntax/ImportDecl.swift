/// `import Module` at the top of a `.flow` file: a module the generated Swift imports, so that
/// payload types such as Foundation's `UUID` or the app's own model types resolve.
public struct ImportDecl: Hashable, Sendable {
    /// The module's name as written: `Foundation`, or `MyApp.Models` for a submodule.
    public var module: String
    /// Where the module's name is.
    public var moduleRange: SourceRange
    /// The offset of the `import` keyword.
    public var keywordOffset: Int

    public init(module: String, moduleRange: SourceRange, keywordOffset: Int) {
        self.module = module
        self.moduleRange = moduleRange
        self.keywordOffset = keywordOffset
    }
}
