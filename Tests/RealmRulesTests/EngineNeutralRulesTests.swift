import Testing
import RealmSpecCore
@testable import RealmRules

@Suite("Rules of calls, graphs, changes and aggregates")
struct EngineNeutralRulesTests {
    @Test("writes are mutations; reads and transaction control are not")
    func mutationCalls() {
        #expect(EngineCall.deleteAll.isMutation)
        #expect(EngineCall.mapRemoveAll(.objects(type: "Dog")).isMutation)
        #expect(!EngineCall.count(.objects(type: "Dog")).isMutation)
        #expect(!EngineCall.beginWrite.isMutation)
    }

    @Test("thawing removes frozen wrappers and snapshot versions")
    func thawing() {
        let owner = ObjectKey(type: "Person", id: 1, version: 4)
        let frozen = CollectionRef.frozen(.sorted(.property(owner: owner, name: "dogs"), []), version: 4)
        #expect(frozen.thawed == .sorted(.property(owner: ObjectKey(type: "Person", id: 1), name: "dogs"), []))
    }

    @Test("a local id names the first object given it, however deep")
    func localIds() {
        let inner = NewObject(type: "Dog", localId: 2, fields: [MapEntry("name", .string("Rex"))])
        let again = NewObject(type: "Dog", localId: 2, fields: [])
        let outer = NewObject(type: "Person", localId: 1, fields: [MapEntry("dogs", .list([.newObject(inner)]))])
        let found = NewObject.byLocalId(in: [.newObject(outer), .newObject(again)])
        #expect(found.count == 2)
        #expect(found[2] == inner)
    }

    @Test("the kept run of a reordered collection is a longest increasing one")
    func longestIncreasingRun() {
        #expect(ChangeIndices.longestIncreasing([3, 0, 1, 4, 2]) == [0, 1, 2])
        #expect(ChangeIndices.longestIncreasing([]) == [])
    }

    @Test("the longest increasing run is the one a full search finds")
    func longestIncreasingMatchesFullSearch() {
        #expect(ChangeIndices.longestIncreasing([3, 0, 1, 5, 2, 4, 6]) == [0, 1, 2, 4, 6])
        #expect(ChangeIndices.longestIncreasing([5, 4, 3]) == [3])
        #expect(ChangeIndices.longestIncreasing(Array(0..<50) + [10, 60]) == Array(0..<50) + [60])
    }

    @Test("aggregates over objects need a single property; over values only self")
    func aggregatePropertyRules() {
        let list = PropertySchema(name: "tags", type: .string, collection: .list)
        #expect(throws: EngineError.self) { try Aggregate.checkObjectProperty(.sum, list, owner: "T") }
        let element = PropertySchema(name: "self", type: .int)
        #expect((try? Aggregate.checkElementProperty("SELF", element)) != nil)
        #expect(throws: EngineError.self) { try Aggregate.checkElementProperty("age", element) }
    }
}

@Suite("Collection input")
struct CollectionInputTests {
    private func identity(_ v: Value, _ nullable: Bool) throws(EngineError) -> Value { v }

    @Test("a set keeps each value once and a list keeps them all")
    func setsDropDuplicates() throws {
        let set = PropertySchema(name: "tags", type: .string, collection: .set)
        let list = PropertySchema(name: "tags", type: .string, collection: .list)
        let given = Value.list([.string("a"), .string("a"), .string("b")])
        #expect(try CollectionInput.storable(given, for: set, in: "Dog", element: identity) == .set([.string("a"), .string("b")]))
        #expect(try CollectionInput.storable(given, for: list, in: "Dog", element: identity) == given)
    }

    @Test("a map keeps the last value of a key, sorted by key, and refuses bad keys")
    func mapsLastValueWins() throws {
        let map = PropertySchema(name: "m", type: .int, collection: .map)
        let given = Value.map([MapEntry("b", .int(1)), MapEntry("a", .int(2)), MapEntry("b", .int(3))])
        #expect(try CollectionInput.storable(given, for: map, in: "Dog", element: identity)
                == .map([MapEntry("a", .int(2)), MapEntry("b", .int(3))]))
        #expect(throws: EngineError.self) {
            try CollectionInput.storable(.map([MapEntry("$x", .int(1))]), for: map, in: "Dog", element: identity)
        }
    }

    @Test("an empty array given for a map has no keys, so it is an empty map; a non-empty one is refused")
    func emptyArrayForMap() throws {
        let map = PropertySchema(name: "m", type: .int, collection: .map)
        #expect(try CollectionInput.storable(.list([]), for: map, in: "Dog", element: identity) == .map([]))
        #expect(throws: EngineError.self) {
            try CollectionInput.storable(.list([.int(1)]), for: map, in: "Dog", element: identity)
        }
    }

    @Test("nil given for a list, a set or a map leaves it empty", arguments: [CollectionKind.list, .set, .map])
    func nilEmptiesACollection(_ kind: CollectionKind) throws {
        let prop = PropertySchema(name: "xs", type: .object("Dog"), collection: kind, isOptional: kind == .map)
        let empty: Value = kind == .list ? .list([]) : kind == .set ? .set([]) : .map([])
        #expect(try CollectionInput.storable(.null, for: prop, in: "Dog", element: identity) == empty)
    }

    @Test("list elements take nil only when optional or AnyRealmValue")
    func elementNullability() throws {
        var asked: [Bool] = []
        let list = PropertySchema(name: "xs", type: .int, collection: .list)
        _ = try CollectionInput.storable(.list([.int(1)]), for: list, in: "Dog") { v, nullable throws(EngineError) in
            asked.append(nullable); return v
        }
        #expect(asked == [false])
        #expect(throws: EngineError.self) {
            try CollectionInput.storable(.int(1), for: list, in: "Dog", element: identity)
        }
    }
}

@Suite("Schema check")
struct SchemaCheckTests {
    @Test("a link to an unknown type names the operation only when given one")
    func unknownTarget() {
        let schema = Schema(types: [ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
        ])])
        #expect(throws: EngineError(.unknownProperty, "Property 'Dog.owner' links to unknown type 'Person' (open).")) {
            try schema.checkTargetsAndKeys(operation: "open")
        }
        #expect(throws: EngineError(.unknownProperty, "Property 'Dog.owner' links to unknown type 'Person'.")) {
            try schema.checkTargetsAndKeys(operation: nil)
        }
    }

    @Test("a list primary key is typeMismatch")
    func listPrimaryKey() {
        let schema = Schema(types: [ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "ids", type: .int, collection: .list, isPrimaryKey: true),
        ])])
        #expect(throws: EngineError.self) { try schema.checkTargetsAndKeys(operation: nil) }
        #expect((try? Schema(types: []).checkTargetsAndKeys(operation: nil)) != nil)
    }
}

@Suite("Embedded copies")
struct EmbeddedCopyTests {
    @Test("embedded links become copies, in lists and maps too; other links stay")
    func copiesEmbedded() throws {
        let address = ObjectKey(type: "Address", id: 1)
        let dog = ObjectKey(type: "Dog", id: 2)
        let value = Value.list([.link(address), .link(dog), .map([MapEntry("home", .link(address))])])
        let copied = try value.copyingEmbedded(isEmbedded: { $0 == "Address" }) { _ throws(EngineError) in
            [MapEntry("city", .string("Oslo"))]
        }
        let fields = Value.map([MapEntry("city", .string("Oslo"))])
        #expect(copied == .list([fields, .link(dog), .map([MapEntry("home", fields)])]))
    }
}
