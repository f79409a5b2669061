// Shared by flowc (Sources/FlowCompiler/Naming) and the plugins (Plugins/LintFlowsPlugin and
// Plugins/flowc-plugins/Plugins/*), through symlinks that point here, inside the plugins
// package, so that it holds real files when published on its own: the plugin must predict the
// names of the files flowc writes, so both use these functions, on the same strings (the
// plugin passes flowc exactly the paths it named the outputs from).

/// How generated Swift files are named.
enum FlowOutputNaming {
    /// The name of the Swift file generated for a `.flow` file, from its path relative to the
    /// target's folder: folders become part of the name (`Sub/Checkout.flow` →
    /// `Sub_Checkout.flow.swift`, with `_` in names doubled), so two files in different folders,
    /// or a hand-written `Checkout.swift`, can't collide with it.
    static func outputFileName(forRelativePath path: String) -> String {
        let components = path.split(separator: "/").filter { $0 != "." }
        return components.map { component in
            var escaped = ""
            for character in component {
                if character == "_" { escaped += "__" } else { escaped.append(character) }
            }
            return escaped
        }.joined(separator: "_") + ".swift"
    }

    /// The name of the test-support file generated for a `.flow` file (`flowc generate
    /// --test-support`): `Sub_Checkout.flow.testwalks.swift`.
    static func testSupportFileName(forRelativePath path: String) -> String {
        String(outputFileName(forRelativePath: path).dropLast(".swift".count)) + ".testwalks.swift"
    }

    /// `path` relative to the folder `base`, by their text alone (no symbolic link is resolved,
    /// so `/tmp/x` and `/private/tmp/x` differ); the file name alone when `path` is not below `base`.
    static func relativePath(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return String(path.split(separator: "/").last ?? Substring(path))
    }
}
