// Messages: every broken rule reads as the shipped SDK words it (exceptions.md
// rows), and no message names an engine call.
// rlmarray#accessing-objects, rlmarray#adding-removing-replacing, crud-update#upsert-an-object, sdk-messages

import RealmRules
import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Error messages")
struct MessageTests {
    @Test("no error names the engine call it came from", arguments: BadInputTests.calls)
    func noCallName(call: EngineCall) throws {
        let realm = try Realm()
        try realm.write { _ = try realm.dog("Rex"); _ = try realm.person(1) }
        for inWrite in [false, true] {
            if inWrite { try realm.call(.beginWrite) }
            do {
                _ = try realm.call(call)
            } catch let e as EngineError {
                #expect(!e.message.contains("(in '"), "\(e.kind): \(e.message)")
            }
        }
        try realm.cancel()
    }

    @Test("a mutation outside a write is worded by what it changes (TX1, TX2, TX4)")
    func notInWriteWording() throws {
        let (realm, list, dogs) = try ListTests.setUp()
        let rex = dogs[0]
        #expect(expectError(.notInWriteTransaction) { try realm.add(realm.new("Dog")) }
                == "Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
        #expect(expectError(.notInWriteTransaction) { try realm.set(rex, "age", .int(1)) }
                == "Attempting to modify object outside of a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
        #expect(expectError(.notInWriteTransaction) { try realm.call(.listRemoveAll(list)) }
                == "Cannot modify List outside of a write transaction.")
        #expect(expectError(.notInWriteTransaction) { try realm.call(.deleteCollection(.objects(type: "Dog"))) }
                == "Cannot modify Results outside of a write transaction.")
    }

    @Test("a negative index is refused before the write check, naming the parameter (IX1)")
    func negativeIndex() throws {
        let (realm, list, _) = try ListTests.setUp()
        #expect(expectError(.indexOutOfBounds) { try realm.call(.listRemove(list, at: -1)) } == "Cannot pass a negative value for 'index'.")
        #expect(expectError(.indexOutOfBounds) { try realm.call(.listSwap(list, 0, -2)) } == "Cannot pass a negative value for 'index2'.")
        #expect(expectError(.indexOutOfBounds) { try realm.call(.element(list, index: -1)) } == "Cannot pass a negative value for 'index'.")
    }

    @Test("deleting checks the object's realm before the write (WR1 before TX1)")
    func wrongRealmBeforeWrite() throws {
        let realm = try Realm()
        let foreign = ObjectKey(type: "Dog", id: 999)
        #expect(expectError(.wrongRealm) { try realm.call(.delete(foreign)) } == "Can only delete an object from the Realm it belongs to.")
    }

    @Test("out-of-bounds messages are Realm's, exactly, for every list call", arguments: [
        (EngineCall.listRemove(ListTests.placeholder, at: 3), "Index 3 is out of bounds (must be less than 3)."),
        (.listReplace(ListTests.placeholder, at: 5, value: .null), "Index 5 is out of bounds (must be less than 3)."),
        (.listMove(ListTests.placeholder, from: 0, to: 5), "Index 5 is out of bounds (must be less than 3)."),
        (.listSwap(ListTests.placeholder, 5, 0), "Index 5 is out of bounds (must be less than 3)."),
        (.listInsert(ListTests.placeholder, values: [], at: 5), "Index 5 is out of bounds (must be less than 4)."),
        (.element(ListTests.placeholder, index: 5), "Index 5 is out of bounds (must be less than 3)."),
    ])
    func outOfBounds(call: EngineCall, expected: String) throws {
        let (realm, list, _) = try ListTests.setUp()
        let bound = call.replacingPlaceholder(with: list)
        try realm.call(.beginWrite)
        let message = expectError(.indexOutOfBounds) { try realm.call(bound) }
        #expect(message == expected)
    }

    @Test("a taken primary key gives Realm's message exactly, from add and from create")
    func primaryKeyExists() throws {
        let realm = try Realm()
        try realm.write { _ = try realm.person(1234, "Jones") }
        try realm.call(.beginWrite)
        let expected = "Attempting to create an object of type 'Person' with an existing primary key value '1234'"
        #expect(expectError(.primaryKeyExists) { _ = try realm.person(1234) } == expected)
        let create = EngineCall.create(type: "Person", value: .map([MapEntry("_id", .int(1234))]), update: .error)
        #expect(expectError(.primaryKeyExists) { try realm.call(create) } == expected)
        let array = EngineCall.create(type: "Person", value: .list([.int(1234)]), update: .error)
        #expect(expectError(.primaryKeyExists) { try realm.call(array) } == expected)
    }

    @Test("a string primary key is printed without quotes")
    func stringPrimaryKey() throws {
        #expect(Rule.primaryKeyExists("Item", .string("a1")).message
                == "Attempting to create an object of type 'Item' with an existing primary key value 'a1'")
    }
}

extension ListTests {
    /// Stands for the list of `setUp` in call tables built before it exists.
    static let placeholder = CollectionRef.property(owner: ObjectKey(type: "Person", id: -1), name: "dogs")
}

extension EngineCall {
    /// The call with `ListTests.placeholder` replaced by `list`.
    func replacingPlaceholder(with list: CollectionRef) -> EngineCall {
        switch self {
        case .listRemove(_, let at): return .listRemove(list, at: at)
        case .listReplace(_, let at, let v): return .listReplace(list, at: at, value: v)
        case .listMove(_, let f, let t): return .listMove(list, from: f, to: t)
        case .listSwap(_, let i, let j): return .listSwap(list, i, j)
        case .listInsert(_, let vs, let at): return .listInsert(list, values: vs, at: at)
        case .element(_, let index): return .element(list, index: index)
        default: return self
        }
    }
}
