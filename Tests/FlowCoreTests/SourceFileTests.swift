import FlowCore
import Testing

@Suite struct SourceFileTests {
    @Test func locationsCountLinesAndByteColumns() {
        let file = SourceFile(path: "a.flow", text: "ab\ncd\r\nef\rg")
        #expect(file.location(of: 0) == SourceLocation(offset: 0, line: 1, column: 1))
        #expect(file.location(of: 4) == SourceLocation(offset: 4, line: 2, column: 2))
        #expect(file.location(of: 7).line == 3)
        #expect(file.location(of: 10) == SourceLocation(offset: 10, line: 4, column: 1))
        #expect(Array(file.lineBytes(2)) == Array("cd".utf8))
        #expect(Array(file.lineBytes(3)) == Array("ef".utf8))
    }

    @Test func byteOrderMarkIsSkipped() {
        let file = SourceFile(path: "a.flow", bytes: [0xEF, 0xBB, 0xBF] + Array("flow".utf8))
        #expect(file.contentStart == 3)
        #expect(SourceFile(path: "b.flow", text: "flow").contentStart == 0)
    }

    @Test func invalidUTF8IsFound() {
        #expect(SourceFile(path: "a", text: "héllo").firstInvalidUTF8Offset == nil)
        #expect(SourceFile(path: "a", bytes: [0x61, 0x62, 0xFF, 0x63]).firstInvalidUTF8Offset == 2)
        #expect(SourceFile(path: "a", bytes: [0x61, 0xC3]).firstInvalidUTF8Offset == 1)
    }

    @Test func emptyFileHasOneLine() {
        let file = SourceFile(path: "a", text: "")
        #expect(file.lineStarts == [0])
        #expect(file.location(of: 0).line == 1)
    }
}
