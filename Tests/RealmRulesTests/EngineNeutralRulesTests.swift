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

    @Test("aggregates over objects need a single property; over values only self")
    func aggregatePropertyRules() {
        let list = PropertySchema(name: "tags", type: .string, collection: .list)
        #expect(throws: EngineError.self) { try Aggregate.checkObjectProperty(.sum, list) }
        let element = PropertySchema(name: "self", type: .int)
        #expect((try? Aggregate.checkElementProperty("SELF", element)) != nil)
        #expect(throws: EngineError.self) { try Aggregate.checkElementProperty("age", element) }
    }
}
