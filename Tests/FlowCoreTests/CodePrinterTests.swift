import FlowCore
import Testing

/// The printer's layout rules: indentation by scope, empty lines without trailing spaces,
/// `#sourceLocation` lines at column 1, doc comments.
@Suite struct CodePrinterTests {
    @Test func scopesIndentTheirLines() {
        var printer = CodePrinter()
        printer.line("// header")
        printer.block("enum E") { printer in
            printer.doc(["One line.", "", "Another."])
            printer.beginLine()
            printer.write("case a = ")
            printer.write(-42)
            printer.write(" // é")
            printer.endLine()
            printer.indented { $0.line() }
            printer.unindentedLine("#sourceLocation()")
            printer.line("case ", "b", ", c")
        }
        #expect(printer.text == """
            // header
            enum E {
                /// One line.
                ///
                /// Another.
                case a = -42 // é

            #sourceLocation()
                case b, c
            }

            """)
    }

    @Test func indentationWidthFollowsTheLevel() {
        var printer = CodePrinter(indentUnit: "  ")
        #expect(printer.indentationWidth == 0)
        printer.indented { printer in
            printer.indented { #expect($0.indentationWidth == 4) }
            #expect(printer.indentationWidth == 2)
        }
        printer.line("x")
        #expect(printer.text == "x\n")
    }
}
