import Foundation
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("Hostile strings in reports")
struct HostileStringTests {
    static let invalidUTF8 = String(decoding: [0x66, 0xFF, 0xFE, 0xC3, 0x28, 0x6F], as: UTF8.self)

    static let hostile: [String] = [
        "\u{1B}[31mred\u{1B}[0m",
        "nul\u{0}byte",
        "bell\u{7} and form feed\u{C} and vertical tab\u{B}",
        "cdata end ]]> and <![CDATA[ start",
        "markup <tag attr=\"v\"> & 'quote' &amp;",
        invalidUTF8,
        "non-characters \u{FFFE}\u{FFFF}",
        "tab\tnewline\ncarriage\rreturn",
        "emoji 🐕 and 日本語",
        "\u{1}\u{2}\u{3}\u{1F}\u{7F}\u{85}",
    ]

    static func hostileRun(_ text: String) -> RunRecord {
        var record = Fixtures.record(.fail, engine: text, page: text, section: text, name: text,
                                     message: text, details: text, output: text)
        record.failureType = text
        record.file = text
        var skipped = Fixtures.record(.xfail, message: text, details: text)
        skipped.tags = [text]
        return RunRecord(cases: [record, skipped], startedAt: 0, hostname: text)
    }

    @Test("any string anywhere keeps the report well-formed and valid", arguments: hostile)
    func staysValid(text: String) throws {
        for profile in JUnitProfile.allCases {
            let bytes = try JUnitReport.render(Self.hostileRun(text), profile: profile)
            var schemas = [Fixtures.ownSchema]
            if profile == .strict { schemas += [Fixtures.antSchema, Fixtures.jenkinsSchema].compactMap { $0 } }
            for schema in schemas {
                let problems = try ReportValidation.validate(xml: bytes, named: "hostile.xml", againstSchemaAt: schema)
                #expect(problems == [], "\(profile) against \(schema)")
            }
        }
    }

    @Test("forbidden characters become visible escapes")
    func visibleEscapes() throws {
        let xml = Fixtures.text(try JUnitReport.render(Self.hostileRun("\u{1B}[31mred\u{0}"), profile: .strict))
        #expect(xml.contains("\\u{1B}[31mred\\u{0}"))
        #expect(!xml.utf8.contains(0x1B))
        #expect(!xml.utf8.contains(0))
    }

    @Test("markup characters are escaped by the writer, not dropped")
    func markupEscaped() throws {
        let xml = Fixtures.text(try JUnitReport.render(Self.hostileRun("a <b> & \"c\" ]]>"), profile: .strict))
        #expect(xml.contains("message=\"a &lt;b&gt; &amp; &quot;c&quot; ]]&gt; (a &lt;b&gt; &amp; &quot;c&quot; ]]&gt;:12)\""))
        #expect(xml.contains(">a &lt;b&gt; &amp; &quot;c&quot; ]]&gt;\nat "))
    }

    @Test("invalid UTF-8 turned into replacement characters survives")
    func replacementCharacters() throws {
        let xml = Fixtures.text(try JUnitReport.render(Self.hostileRun(Self.invalidUTF8), profile: .strict))
        #expect(xml.contains("f\u{FFFD}\u{FFFD}\u{FFFD}(o"))
    }

    @Test("the sanitizer keeps allowed text unchanged", arguments: ["plain", "tab\tline\nret\r", "日本 🐕", ""])
    func sanitizerKeepsText(text: String) {
        #expect(XMLText.sanitized(text) == text)
    }
}
