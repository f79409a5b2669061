import FlowSwiftEmitter
import Testing

/// The printer owns and grows its own byte storage, so its text is checked against the same
/// text built as a plain `String`, well past the storage it starts with.
@Suite struct CodePrinterTests {
    @Test func textMatchesAStringBuiltAlongside() {
        var printer = CodePrinter()
        var expected = ""
        let numbers = [0, 7, 10, 99, 100, -1, -45, 1_234_567, Int.max, Int.min]
        for round in 0..<6_000 {
            printer.line("// line \(round) é")
            expected += "// line \(round) é\n"
            printer.block("enum E\(round)") { printer in
                printer.beginLine()
                printer.write("case a = ")
                printer.write(numbers[round % numbers.count])
                printer.write(byte: UInt8(ascii: ";"))
                // Literals of one scalar are stored differently from longer ones in a StaticString.
                printer.write(literal: " // é")
                printer.write(literal: "é")
                printer.write(literal: "x")
                printer.write(literal: round % 2 == 0 ? "" : "→")
                printer.endLine()
                printer.indented { $0.line() }
                printer.unindentedLine("#sourceLocation()")
            }
            expected += "enum E\(round) {\n    case a = \(numbers[round % numbers.count]); // ééx\(round % 2 == 0 ? "" : "→")\n\n#sourceLocation()\n}\n"
        }
        #expect(expected.utf8.count > 1 << 17, "past the initial storage, so it grows more than once")
        #expect(printer.text == expected)
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

    @Test func finishHandsOverTheTextsBytes() {
        var printer = CodePrinter(capacity: 16)
        var expected = ""
        for round in 0..<2_000 {
            printer.line("let v\(round) = \"é\(round)\"")
            expected += "let v\(round) = \"é\(round)\"\n"
        }
        let text = printer.text
        let source = printer.finish()
        #expect(source.count == expected.utf8.count)
        // Compared into a Boolean first, so that a failure doesn't print 40,000 bytes.
        let sameBytes = source.withUTF8 { $0.elementsEqual(expected.utf8) }
        #expect(sameBytes)
        #expect(source.text == expected && text == expected)
        let empty = CodePrinter().finish()
        #expect(empty.count == 0 && empty.text.isEmpty)
    }
}
