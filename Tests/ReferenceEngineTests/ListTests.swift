// rlmarray#accessing-objects, rlmarray#adding-removing-replacing, rlmarray#querying

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Lists")
struct ListTests {
    /// A person whose `dogs` are A, B, C.
    static func setUp() throws -> (Realm, CollectionRef, [ObjectKey]) {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        var keys: [ObjectKey] = []
        try realm.write {
            keys = try ["A", "B", "C"].map { try realm.dog($0) }
            p = try realm.person(1, dogs: keys.map(Value.link))
        }
        return (realm, .property(owner: p, name: "dogs"), keys)
    }

    @Test("element access and out-of-bounds message", arguments: [3, 5, -1])
    func outOfBounds(index: Int) throws {
        let (realm, list, keys) = try Self.setUp()
        #expect(try realm.call(.element(list, index: 1)) == .value(.link(keys[1])))
        let message = expectError(.indexOutOfBounds) { try realm.call(.element(list, index: index)) }
        #expect(message == (index < 0 ? "Cannot pass a negative value for 'index'."
                                       : "Index \(index) is out of bounds (must be less than 3)."))
    }

    @Test("insert allows index == count; beyond it fails")
    func insert() throws {
        let (realm, list, keys) = try Self.setUp()
        try realm.write {
            try realm.call(.listInsert(list, values: [.link(keys[2])], at: 3))
            try realm.call(.listInsert(list, values: [realm.new("Dog", ["name": .string("N")])], at: 0))
        }
        #expect(try realm.names(list) == ["N", "A", "B", "C", "C"])
        try realm.call(.beginWrite)
        expectError(.indexOutOfBounds) { try realm.call(.listInsert(list, values: [.link(keys[0])], at: 6)) }
        expectError(.indexOutOfBounds) { try realm.call(.listInsert(list, values: [.link(keys[0])], at: -1)) }
    }

    @Test("append, remove, replace, move and swap")
    func mutations() throws {
        let (realm, list, keys) = try Self.setUp()
        try realm.write {
            try realm.call(.listAppend(list, values: [.link(keys[0])]))          // A B C A
            try realm.call(.listRemove(list, at: 1))                             // A C A
            try realm.call(.listReplace(list, at: 0, value: .link(keys[1])))     // B C A
            try realm.call(.listMove(list, from: 0, to: 2))                      // C A B
            try realm.call(.listSwap(list, 0, 1))                                // A C B
        }
        #expect(try realm.names(list) == ["A", "C", "B"])
        #expect(try realm.count(dogs) == 3)
        try realm.write { try realm.call(.listRemoveAll(list)) }
        #expect(try realm.count(list) == 0)
        #expect(try realm.count(dogs) == 3, "removing an element never deletes the object")
    }

    @Test("index mutations check bounds", arguments: ["remove", "replace", "move", "swap"])
    func bounds(operation: String) throws {
        let (realm, list, keys) = try Self.setUp()
        let call: EngineCall = switch operation {
        case "remove": .listRemove(list, at: 3)
        case "replace": .listReplace(list, at: -1, value: .link(keys[0]))
        case "move": .listMove(list, from: 0, to: 3)
        default: .listSwap(list, 0, 7)
        }
        try realm.call(.beginWrite)
        expectError(.indexOutOfBounds) { try realm.call(call) }
    }

    @Test("an unmanaged object of the wrong class is refused before it is added")
    func wrongClassNotAdded() throws {
        let (realm, list, _) = try Self.setUp()
        try realm.call(.beginWrite)
        expectError(.typeMismatch) { try realm.call(.listAppend(list, values: [realm.new("DogToy")])) }
        #expect(try realm.count(.objects(type: "DogToy")) == 0)
    }

    @Test("distinct objects sent under one reused local id stay distinct; a repeat stays one")
    func reusedLocalIds() throws {
        let (realm, list, _) = try Self.setUp()
        try realm.write {
            let ash = realm.new("Dog", ["name": .string("Ash")], id: 1)
            let birch = realm.new("Dog", ["name": .string("Birch")], id: 1)
            try realm.call(.listAppend(list, values: [ash, birch, ash]))
        }
        #expect(try realm.names(list) == ["A", "B", "C", "Ash", "Birch", "Ash"])
        #expect(try realm.count(dogs) == 5)
    }

    @Test("a wrong element type fails with typeMismatch")
    func wrongType() throws {
        let (realm, list, _) = try Self.setUp()
        try realm.call(.beginWrite)
        let toy = try realm.add(realm.new("DogToy"))
        expectError(.typeMismatch) { try realm.call(.listAppend(list, values: [.link(toy)])) }
        expectError(.typeMismatch) { try realm.call(.listAppend(list, values: [.int(1)])) }
        expectError(.typeMismatch) { try realm.call(.listAppend(list, values: [.null])) }
        expectError(.typeMismatch) { try realm.call(.listAppend(.property(owner: ObjectKey(type: "Person", id: 4), name: "name"), values: [])) }
    }

    @Test("index(of:) answers the position or -1; filtered, sorted and distinct lists keep list order")
    func queries() throws {
        let (realm, list, keys) = try Self.setUp()
        let other = try { var k = ObjectKey(type: "", id: 0); try realm.write { k = try realm.dog("Z") }; return k }()
        #expect(try realm.call(.indexOf(list, value: .link(keys[2]))) == .int(2))
        #expect(try realm.call(.indexOf(list, value: .link(other))) == .int(-1))
        #expect(try realm.call(.contains(list, value: .link(keys[0]))) == .bool(true))
        let notB = CollectionRef.filtered(list, .not(eq("name", .string("B"))))
        #expect(try realm.names(notB) == ["A", "C"])
        #expect(try realm.names(.sorted(list, [SortDescriptor(keyPath: "name", ascending: false)])) == ["C", "B", "A"])
        try realm.write { try realm.call(.listInsert(list, values: [.link(keys[2])], at: 0)) }
        #expect(try realm.names(notB) == ["C", "A", "C"])
        #expect(try realm.names(.distinct(list, ["name"])) == ["C", "A", "B"])
    }

    @Test("frozen or results collections cannot be mutated as lists")
    func notAList() throws {
        let (realm, _, keys) = try Self.setUp()
        try realm.call(.beginWrite)
        expectError(.typeMismatch) { try realm.call(.listAppend(dogs, values: [.link(keys[0])])) }
    }

    @Test("a million appends and a change in the middle stay fast")
    func manyAppends() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1) }
        let scores = CollectionRef.property(owner: p, name: "scores")
        try realm.write {
            for i in 0..<20_000 { try realm.call(.listAppend(scores, values: [.int(Int64(i))])) }
            try realm.call(.listRemove(scores, at: 10_000))
        }
        #expect(try realm.count(scores) == 19_999)
        #expect(try realm.call(.element(scores, index: 10_000)) == .value(.int(10_001)))
    }
}

@Suite("Lists of primitives")
struct PrimitiveListTests {
    @Test("index(of:) converts the value to the element type")
    func indexOf() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list([.int(3), .int(4)])])) }
        let scores = CollectionRef.property(owner: p, name: "scores")
        #expect(try realm.call(.indexOf(scores, value: .int(4))) == .int(1))
        #expect(try realm.call(.indexOf(scores, value: .string("4"))) == .int(-1))
        #expect(try realm.call(.contains(scores, value: .int(9))) == .bool(false))
    }
}
