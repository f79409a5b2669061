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

    /// Every offset of the largest file flowc reads survives in a range, which orders its bounds.
    @Test func rangesHoldEveryOffsetOfTheLargestFile() {
        let end = SourceFile.maximumSize
        var range = SourceRange(end - 1, end)
        #expect(range.lowerBound == end - 1 && range.upperBound == end && range.length == 1)
        range.lowerBound = 0
        #expect(range == SourceRange(0, end))
        #expect(SourceRange(7, 3) == SourceRange(at: 7))
        #expect(SourceRange(2, 4).union(SourceRange(end - 2, end)) == SourceRange(2, end))
    }

    @Test func byteOrderMarkIsSkipped() {
        let file = SourceFile(path: "a.flow", bytes: [0xEF, 0xBB, 0xBF] + Array("flow".utf8))
        #expect(file.contentStart == 3)
        #expect(SourceFile(path: "b.flow", text: "flow").contentStart == 0)
    }

    /// Short texts are made without decoding: they must come out as decoding makes them,
    /// ASCII or not, valid or repaired, on both sides of the 15 bytes a `String` holds inline.
    @Test func textIsDecodedLenientlyAtEveryLength() {
        let pieces: [[UInt8]] = [Array("s12".utf8), Array("é".utf8), [0xFF], [0xC3], Array("日本".utf8)]
        for piece in pieces {
            for padding in [0, 1, 10, 13, 14, 15, 16, 30] {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: padding) + piece
                let file = SourceFile(path: "a", bytes: [0x20] + bytes + [0x20])
                let text = file.text(SourceRange(1, 1 + bytes.count))
                #expect(text == String(decoding: bytes, as: UTF8.self), "\(bytes)")
                #expect(text.utf8.count == String(decoding: bytes, as: UTF8.self).utf8.count)
            }
        }
        #expect(SourceFile(path: "a", bytes: [0x61, 0xFF]).text(SourceRange(0, 2)) == "a\u{FFFD}")
    }

    @Test func invalidUTF8IsFound() {
        #expect(SourceFile(path: "a", text: "héllo").firstInvalidUTF8Offset == nil)
        #expect(SourceFile(path: "a", bytes: [0x61, 0x62, 0xFF, 0x63]).firstInvalidUTF8Offset == 2)
        #expect(SourceFile(path: "a", bytes: [0x61, 0xC3]).firstInvalidUTF8Offset == 1)
    }

    /// ASCII is skipped eight bytes at a time: ASCII runs of every length before valid and
    /// invalid sequences give the offset a plain decoder finds.
    @Test func invalidUTF8OffsetMatchesAPlainDecoderAfterASCIIOfAnyLength() {
        func decoded(_ bytes: [UInt8]) -> Int? {
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            var offset = 0
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += UTF8.width(scalar)
                case .emptyInput: return nil
                case .error: return offset
                }
            }
        }
        let tails: [[UInt8]] = [[], [0xC3, 0xA9], [0xFF], [0xC3], [0xE2, 0x82, 0xAC, 0x61], [0xE2, 0x82], [0x80, 0x61], [0xF0, 0x9F, 0x98, 0x80]]
        for length in 0..<40 {
            for tail in tails {
                let bytes = (0..<length).map { UInt8(0x61 + $0 % 26) } + tail + Array("ok".utf8)
                #expect(SourceFile(path: "a", bytes: bytes).firstInvalidUTF8Offset == decoded(bytes), "\(length) \(tail)")
            }
        }
    }

    /// Files without a `\r` take a faster path to their line table: both paths agree with
    /// the definition (a line starts after each `\n`, `\r\n` and lone `\r`).
    @Test func lineTableFollowsTheDefinitionWithAndWithoutCarriageReturns() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<400 {
            let alphabet: [UInt8] = round % 2 == 0 ? [0x61, 0x20, 0x0A, 0xC3, 0xA9] : [0x61, 0x0A, 0x0D, 0x20]
            let bytes = (0..<next(60)).map { _ in alphabet[next(alphabet.count)] }
            var expected = [0]
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                if bytes[index] == 0x0A || bytes[index] == 0x0D { expected.append(index + 1) }
                index += 1
            }
            #expect(SourceFile(path: "a", bytes: bytes).lineStarts == expected, "\(bytes)")
        }
    }

    @Test func emptyFileHasOneLine() {
        let file = SourceFile(path: "a", text: "")
        #expect(file.lineStarts == [0])
        #expect(file.location(of: 0).line == 1)
    }
}
