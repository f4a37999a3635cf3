import Foundation
import Testing
import RealmSpecCore
@testable import EngineWire

/// docs/engine-protocol.schema.json, as JSONSerialization reads it.
private struct PublishedSchema {
    let root: [String: Any]

    init() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/engine-protocol.schema.json")
        root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    func definition(_ name: String) -> [String: Any] {
        ((root["$defs"] as? [String: Any])?[name] as? [String: Any]) ?? [:]
    }

    /// The case names of a definition of cases: an object of exactly one
    /// member, whose possible names are its properties.
    func caseNames(_ name: String) -> Set<String> {
        let cases = definition(name)
        guard cases["maxProperties"] as? Int == 1, cases["minProperties"] as? Int == 1,
              cases["additionalProperties"] as? Bool == false else { return [] }
        return Set((cases["properties"] as? [String: Any] ?? [:]).keys)
    }

    /// The fields a case of a definition has, and which of them are required.
    func fields(of caseName: String, in name: String) -> (all: Set<String>, required: Set<String>)? {
        guard let body = (definition(name)["properties"] as? [String: Any])?[caseName] as? [String: Any] else { return nil }
        return (Set((body["properties"] as? [String: Any] ?? [:]).keys), Set(body["required"] as? [String] ?? []))
    }
}

/// The case a line of JSON names: the key of its one member.
private func caseName(_ bytes: [UInt8]) -> String? {
    (try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])?.keys.first
}

/// The member `key` of a JSON object line, written again.
private func member(_ key: String, of line: [UInt8]) throws -> [String: Any] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.dropLast())) as? [String: Any])
    return try #require(object[key] as? [String: Any])
}

/// The wire name of every reply case. The switch names every case, so a new
/// reply does not compile here until it is named, sampled and in the schema.
private func replyName(_ reply: EngineReply) -> String {
    switch reply {
    case .none: "none"
    case .value: "value"
    case .values: "values"
    case .bool: "bool"
    case .int: "int"
    case .optional: "optional"
    case .key: "key"
    case .added: "added"
    case .target: "target"
    case .token: "token"
    case .deliveries: "deliveries"
    }
}

extension EngineReply {
    var wireName: String { replyName(self) }
}

@Suite("Wire protocol: the published schema and the Swift declarations agree")
struct ProtocolSchemaTests {
    @Test("the schema has exactly the calls of EngineCall, each with the fields the writer writes")
    func calls() throws {
        let schema = try PublishedSchema()
        #expect(schema.caseNames("call") == Set(WireSamples.calls.map(\.name)))
        for call in WireSamples.calls {
            let body = try member("call", of: WireCodec().line(WireRequest(id: 1, call: call)))
            #expect(body.keys.first == call.name)
            let written = Set((body[call.name] as? [String: Any] ?? [:]).keys)
            let fields = try #require(schema.fields(of: call.name, in: "call"), "\(call.name)")
            #expect(written.isSubset(of: fields.all), "\(call.name): \(written.sorted()) vs \(fields.all.sorted())")
            #expect(fields.required.isSubset(of: written), "\(call.name): \(fields.required.sorted()) vs \(written.sorted())")
        }
    }

    @Test("the schema has exactly the replies of EngineReply, each with the fields the writer writes")
    func replies() throws {
        let schema = try PublishedSchema()
        #expect(schema.caseNames("reply") == Set(WireSamples.replies.map(\.wireName)))
        for reply in WireSamples.replies {
            let body = try member("reply", of: WireCodec().line(WireResponse(id: 1, reply: reply)))
            #expect(body.keys.first == reply.wireName)
            let written = Set((body[reply.wireName] as? [String: Any] ?? [:]).keys)
            let fields = try #require(schema.fields(of: reply.wireName, in: "reply"))
            #expect(written.isSubset(of: fields.all), "\(reply.wireName): \(written.sorted())")
            #expect(fields.required.isSubset(of: written), "\(reply.wireName): \(written.sorted())")
        }
    }

    @Test("values, collections, queries, expressions, targets and changes: the schema's cases are the ones written")
    func nestedCases() throws {
        let schema = try PublishedSchema()
        func names<T>(_ items: [T], _ write: (inout WireWriter, T) -> Void) -> Set<String> {
            Set(items.compactMap { item in
                var writer = WireWriter()
                write(&writer, item)
                return caseName(writer.bytes)
            })
        }
        let valueNames = names(WireSamples.valueCases) { $0.value($1) }
        #expect(schema.caseNames("value") == valueNames)
        let collectionNames = names(WireSamples.collectionCases) { $0.collection($1) }
        #expect(schema.caseNames("collection") == collectionNames)
        let queryNames = names(WireSamples.queryCases) { $0.query($1) }
        #expect(schema.caseNames("query") == queryNames)
        let expressionNames = names(WireSamples.expressionCases) { $0.expression($1) }
        #expect(schema.caseNames("expression") == expressionNames)
        let targetNames = names(WireSamples.targetCases) { $0.target($1) }
        #expect(schema.caseNames("target") == targetNames)
        #expect(schema.caseNames("propertyType") == Set(PropertyType.simple.keys).union(["object", "linkingObjects"]))
        #expect(schema.caseNames("change") == ["initial", "update", "objectChanged", "objectDeleted"])
    }

    @Test("the schema holds objectId and uuid to the forms the page states", arguments: [
        ("objectId", "5f1b2c3d4e5f60718293a4b5", ["zz", "5F1B2C3D4E5F60718293A4B5", "5f1b2c3d4e5f60718293a4b"]),
        ("uuid", "123e4567-e89b-12d3-a456-426614174000", ["zz", "123E4567-E89B-12D3-A456-426614174000", "123e4567e89b12d3a456426614174000"]),
    ])
    func valuePatterns(_ name: String, _ good: String, _ bad: [String]) throws {
        let value = try #require((try PublishedSchema().definition("value")["properties"] as? [String: Any])?[name] as? [String: Any])
        let field = try #require((value["properties"] as? [String: Any])?["value"] as? [String: Any])
        let pattern = try #require(field["pattern"] as? String, "'\(name)' has no pattern")
        let regex = try NSRegularExpression(pattern: pattern)
        func matches(_ text: String) -> Bool { regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
        #expect(matches(good))
        for text in bad { #expect(!matches(text), "'\(text)' matches the \(name) pattern") }
    }

    @Test("the schema's error kinds are ErrorKind's")
    func errorKinds() throws {
        let kind = (try PublishedSchema().definition("error")["properties"] as? [String: Any])?["kind"] as? [String: Any]
        #expect(Set(kind?["enum"] as? [String] ?? []) == Set(ErrorKind.allCases.map(\.rawValue)))
    }

    @Test("the schema is of this protocol version and draft 2020-12")
    func version() throws {
        let schema = try PublishedSchema()
        #expect(schema.root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((schema.root["title"] as? String)?.hasSuffix("version \(WireProtocol.version)") == true)
    }
}
