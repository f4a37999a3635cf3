// The interpreter reads the SDK's type facts from the declarations: which
// collections a scenario creates or decodes and which SDK type names it
// may spell; a declaration added for a task changes what dispatch accepts.

import Testing
@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage

@Suite("Type facts read from the declarations")
struct DeclaredTypesTests {
    @Test("the collections created and decoded, and the SDK type names, are the declarations'")
    func tablesFromDeclarations() {
        #expect(Interpreter.creatableCollections == ["List": .list, "MutableSet": .set, "Map": .map, "RLMArray": .list, "RLMSet": .set])
        #expect(Interpreter.decodableCollections == ["List": .list, "MutableSet": .set, "Map": .map])
        for name in ["Realm", "List", "MutableSet", "Map", "AnyRealmValue", "RLMRealm", "RLMArray", "RLMSet"] {
            #expect(Interpreter.isValueType(name), "\(name)")
        }
        for name in ["Results", "LinkingObjects", "RLMResults", "RLMCollection", "NotificationToken"] {
            #expect(!Interpreter.isValueType(name), "\(name)")
        }
    }

    static let decodeAsArray = """
        func testX() throws {
            let p = Person(value: ["tags": ["a", "b"]])
            let data = try JSONEncoder().encode(p.tags)
            let copy = try JSONDecoder().decode(RLMArray<String>.self, from: data)
            XCTAssertEqual(copy.count, 2)
        }
        """

    @Test("an init(from:) declared for RLMArray makes JSONDecoder decode one; without it decoding is refused")
    func addedDeclarationReachesDispatch() {
        let refused = runOne(Self.decodeAsArray)
        #expect(refused.status == .error, "\(refused)")
        #expect(refused.error?.message.contains("JSONDecoder here decodes") == true, "\(refused)")
        let decoder = ApiMember.spelt(.initialiser, [.rlmArray], "init", [.l("from", .any)], .any, throws: true, rows: [])
        let decoded = ApiDeclarations.$added.withValue([decoder]) { runOne(Self.decodeAsArray) }
        #expect(decoded.status == .passed, "\(decoded)")
        #expect(Interpreter.decodableCollections["RLMArray"] == nil)
    }
}
