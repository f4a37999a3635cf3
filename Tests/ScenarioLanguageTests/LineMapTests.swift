// Diagnostic positions come from a line map of the file's text; they must be
// the positions SwiftSyntax itself gives, for every line-break style.

@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import SwiftParser
import SwiftSyntax
import Testing

@Suite("line map")
struct LineMapTests {
    static let sources: [String] = [
        "func testA() {\n    let x = 1\n}\n",
        "func testA() {\r\n    let é = \"ü\"\r\n\r\n    x.y(1)\r\n}",
        "func testA() {\r    let x = 1\r}\r",
        "\u{FEFF}// page: p\n\n/// Doc.\nfunc testA() {\n    let s = \"\"\"\n    two\n    lines\n    \"\"\"\n}\n",
        "func testA( {\n    let = \n",
        "",
    ]

    @Test("every token's line and column match SwiftSyntax's, for LF, CRLF, CR, a byte-order mark and broken syntax")
    func matchesConverter() {
        for source in Self.sources {
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: "F.swift", tree: tree)
            let map = LineMap(file: "F.swift", text: source)
            for token in tree.tokens(viewMode: .all) {
                let expected = token.startLocation(converter: converter)
                let got = map.location(token)
                #expect(got.line == expected.line && got.column == expected.column,
                        "token '\(token.text)' in \(source.debugDescription)")
            }
            let end = converter.location(for: tree.endPosition)
            #expect(map.location(offset: tree.endPosition.utf8Offset).line == end.line)
        }
    }

    @Test("offsets outside the text are clamped to its start and end")
    func clamps() {
        let map = LineMap(file: "F.swift", text: "a\nbc")
        #expect(map.location(offset: -5).line == 1 && map.location(offset: -5).column == 1)
        #expect(map.location(offset: 99).line == 2 && map.location(offset: 99).column == 3)
        #expect(map.location(offset: 2).line == 2 && map.location(offset: 2).column == 1)
    }

    @Test("text cut from the file equals the node's trimmed description for every node")
    func sourceTextMatchesTrimmedDescription() {
        for source in Self.sources {
            let tree = FileLoader.parse(source, lines: LineMap(file: "F.swift", text: source)).0
            let compiler = Compiler(lines: LineMap(file: "F.swift", text: source), text: source, catalog: ModelCatalog())
            for token in tree.tokens(viewMode: .sourceAccurate) {
                var node: Syntax? = Syntax(token)
                while let n = node {
                    #expect(compiler.sourceText(n) == n.trimmedDescription, "\(n.kind) in \(source.debugDescription)")
                    node = n.parent
                }
            }
        }
    }
}
