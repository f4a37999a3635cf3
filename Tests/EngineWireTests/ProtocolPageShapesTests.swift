import Foundation
import Testing
import RealmSpecCore
@testable import EngineWire

/// docs/engine-protocol.md, cut into sections by heading.
private struct ProtocolPage {
    let sections: [String: String]

    init() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/engine-protocol.md")
        var sections: [String: String] = [:]
        var title = ""
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                title = line.drop(while: { $0 == "#" || $0 == " " }).description
            } else {
                sections[title, default: ""] += line + "\n"
            }
        }
        self.sections = sections
    }

    /// The inline code spans of a section that are complete JSON (not the ones with placeholders).
    func jsonSpans(in title: String) -> [String] {
        let text = sections[title] ?? ""
        return text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.hasPrefix("{") }
            .map { String($0.element) }
            .filter { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil }
    }

    /// Every inline code span of a section that is a JSON object, placeholders
    /// (`K`, `C`, `V`, `QUERY`, `[V…]`…) replaced by small concrete values.
    func filledSpans(in title: String) -> [String] {
        let text = sections[title] ?? ""
        return text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.hasPrefix("{") }
            .map { Self.fill(String($0.element)) }
    }

    private static let placeholders: [String: String] = [
        "K": #"{"type":"Dog","id":3}"#, "KEY": #"{"type":"Dog","id":3}"#,
        "C": #"{"objects":{"type":"Dog"}}"#, "COLLECTION": #"{"objects":{"type":"Dog"}}"#,
        "V": #"{"int":{"value":1}}"#, "VALUE": #"{"int":{"value":1}}"#, "QUERY": #"{"truePredicate":{}}"#,
        "EXPR": #"{"constant":{"value":{"null":{}}}}"#, "OP": #""==""#, "TARGET": #"{"realm":{}}"#,
        "TOKEN": "1", "N": "1", "T": #""Person""#, "P": #""dogs""#, "TYPE": #""Dog""#,
        "NAME": #""x""#, "VERSION": #""1""#, "TEXT": #""x""#, "KIND": #""frozen""#, "CAPABILITY": #""lists""#,
        "SCHEMA": #"{"types":[]}"#, "CALL": #"{"refresh":{}}"#, "REPLY": #"{"none":{}}"#,
        "DELIVERY": #"{"token":1,"change":{"initial":{}}}"#,
    ]

    private static func fill(_ span: String) -> String {
        var result = span.replacingOccurrences(of: "…", with: "")
        let pattern = try? NSRegularExpression(pattern: #"(?<![A-Za-z"@$])([A-Z]+)(?![A-Za-z"])"#)
        while let match = pattern?.firstMatch(in: result, range: NSRange(result.startIndex..., in: result)),
              let range = Range(match.range, in: result) {
            guard let value = placeholders[String(result[range])] else { return result }
            result.replaceSubrange(range, with: value)
        }
        return result
    }

    /// The fenced blocks of a section.
    func blocks(in title: String) -> [String] {
        let parts = (sections[title] ?? "").components(separatedBy: "```")
        return parts.enumerated().filter { $0.offset % 2 == 1 }.map {
            $0.element.split(separator: "\n", maxSplits: 1).dropFirst().joined()
        }
    }
}

private func decodes(_ shape: WireShape, _ json: String) -> Bool { reads(shape, json) }

private func isRequest(_ json: String) -> Bool { (try? WireCodec().request(from: Data(json.utf8))) != nil }
private func isResponse(_ json: String) -> Bool { (try? WireCodec().response(from: Data(json.utf8))) != nil }

@Suite("Wire protocol: every complete JSON example on the protocol page decodes")
struct ProtocolPageShapesTests {
    @Test("no example on the page has an unnamed field")
    func namedFields() throws {
        let page = try ProtocolPage()
        for (title, text) in page.sections {
            #expect(!text.contains("\"_0\"") && !text.contains("\"_1\""), "\(title)")
        }
    }

    @Test("the values table")
    func values() throws {
        let spans = try ProtocolPage().jsonSpans(in: "Values (`Value`)")
        #expect(spans.count >= 15)
        // The section also shows object keys on their own.
        for span in spans { #expect(decodes(.value, span) || decodes(.key, span), "\(span)") }
    }

    @Test("the schema, query and notification examples")
    func blocks() throws {
        let page = try ProtocolPage()
        let schema = try #require(page.blocks(in: "Schema (`open`)").first)
        #expect(decodes(.schema, schema))
        let query = try #require(page.blocks(in: "Queries (`Query`, `Comparison`, `Expression`)").first)
        #expect(decodes(.query, query))
        let deliveries = try #require(page.blocks(in: "Notifications").first)
        let lines = deliveries.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        for line in lines { #expect(decodes(.delivery, line), "\(line)") }
    }

    @Test("the complete calls, replies, collections and targets")
    func tables() throws {
        let page = try ProtocolPage()
        let calls = page.jsonSpans(in: "Calls and their replies")
        #expect(calls.count >= 6)
        // The reply column shows some replies in full.
        for span in calls { #expect(decodes(.call, span) || decodes(.reply, span), "\(span)") }
        let replies = page.jsonSpans(in: "Replies (`EngineReply`)")
        #expect(replies.count >= 6)
        for span in replies { #expect(decodes(.reply, span), "\(span)") }
        for span in page.jsonSpans(in: "Collections (`CollectionRef`)") { #expect(decodes(.collection, span), "\(span)") }
        let targets = page.jsonSpans(in: "Targets (`freeze`, `thaw`, `observe`)")
        #expect(targets.count == 2)
        for span in targets { #expect(decodes(.target, span), "\(span)") }
    }

    @Test("every call, reply, collection, query and target shape, placeholders filled in")
    func filledShapes() throws {
        let page = try ProtocolPage()
        let table: [(String, (String) -> Bool)] = [
            ("Calls and their replies", { decodes(.call, $0) || decodes(.reply, $0) }),
            ("Replies (`EngineReply`)", { decodes(.reply, $0) }),
            ("Collections (`CollectionRef`)", { decodes(.collection, $0) }),
            ("Queries (`Query`, `Comparison`, `Expression`)", { decodes(.query, $0) || decodes(.expression, $0) }),
            ("Messages", { isRequest($0) || isResponse($0) }),
        ]
        for (title, accepts) in table {
            let spans = page.filledSpans(in: title)
            #expect(spans.count >= 3, "\(title)")
            for span in spans { #expect(accepts(span), "\(title): \(span)") }
        }
    }

    @Test("the lifecycle transcript and the message table")
    func transcript() throws {
        let page = try ProtocolPage()
        let transcript = try #require(page.blocks(in: "Lifecycle").first)
        var checked = 0
        for line in transcript.split(separator: "\n") where !line.contains("…") {
            guard let open = line.firstIndex(of: "{"), let close = line.lastIndex(of: "}") else { continue }
            let json = String(line[open...close])
            if line.contains("->") { #expect(isRequest(json), "\(json)") }
            else { #expect(isResponse(json), "\(json)") }
            checked += 1
        }
        #expect(checked >= 6)
        for span in page.jsonSpans(in: "Messages") {
            #expect(isRequest(span) || isResponse(span), "\(span)")
        }
    }
}
