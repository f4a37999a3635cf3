// crud-update#upsert-an-object

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Creating objects from values")
struct CreateTests {
    @Test("create copies an unmanaged object into a new row")
    func copies() throws {
        let realm = try Realm()
        try realm.write {
            let value = realm.new("Dog", ["name": .string("Rex")])
            let a = try realm.call(.create(type: "Dog", value: value, update: .error))
            guard case .added(let root?, _) = a else { Issue.record("no root"); return }
            #expect(try realm.get(root, "name") == .string("Rex"))
        }
    }

    @Test("an integer 0 or 1 given for a Bool is stored as false or true; 2 is refused")
    func integerBool() throws {
        let realm = try Realm()
        try realm.write {
            for (given, stored) in [(Int64(0), false), (1, true)] {
                let value = Value.map([MapEntry("flag", .int(given)), MapEntry("required", .string(""))])
                guard case .added(let root?, _) = try realm.call(.create(type: "Measure", value: value, update: .error)) else {
                    Issue.record("no root"); return
                }
                #expect(try realm.get(root, "flag") == .bool(stored))
            }
            let two = Value.map([MapEntry("flag", .int(2)), MapEntry("required", .string(""))])
            expectError(.typeMismatch) { try realm.call(.create(type: "Measure", value: two, update: .error)) }
        }
    }

    @Test("dictionary values take defaults for absent keys on creation")
    func dictionary() throws {
        let realm = try Realm()
        try realm.write {
            guard case .added(let root?, _) = try realm.call(.create(type: "Dog", value: .map([MapEntry("age", .int(3))]), update: .error)) else { return }
            #expect(try realm.get(root, "name") == .string(""))
            #expect(try realm.get(root, "age") == .int(3))
        }
    }

    @Test("array values are positional over the stored properties")
    func array() throws {
        let realm = try Realm()
        try realm.write {
            let value = Value.list([.string("Rex"), .int(4), .string("brown"), .null])
            guard case .added(let root?, _) = try realm.call(.create(type: "Dog", value: value, update: .error)) else { return }
            #expect(try realm.get(root, "age") == .int(4))
            #expect(try realm.get(root, "color") == .string("brown"))
            guard case .added(let short?, _) = try realm.call(.create(type: "Dog", value: .list([.string("x")]), update: .error)) else { return }
            #expect(try realm.get(short, "age") == .int(0), "missing trailing values take defaults")
            expectError(.typeMismatch) { try realm.call(.create(type: "Dog", value: .list(Array(repeating: .null, count: 9)), update: .error)) }
        }
    }

    @Test("creating from a managed object makes a separate copy")
    func fromManaged() throws {
        let realm = try Realm()
        try realm.write {
            let rex = try realm.dog("Rex", 3)
            guard case .added(let copy?, _) = try realm.call(.create(type: "Dog", value: .link(rex), update: .error)) else { return }
            #expect(copy != rex)
            #expect(try realm.get(copy, "age") == .int(3))
        }
        #expect(try realm.count(dogs) == 2)
    }

    @Test("a dictionary key that names no property is ignored")
    func unknownKeysIgnored() throws {
        let realm = try Realm()
        try realm.write {
            let value = Value.map([MapEntry("legs", .int(4)), MapEntry("age", .int(3)), MapEntry("tail", .string("long"))])
            guard case .added(let root?, _) = try realm.call(.create(type: "Dog", value: value, update: .error)) else {
                Issue.record("not created"); return
            }
            #expect(try realm.get(root, "age") == .int(3))
            #expect(try realm.get(root, "name") == .string(""))
        }
    }

    @Test("wrong value kinds are typed errors", arguments: [
        Value.map([MapEntry("age", .string("old"))]), .int(3), .map([MapEntry("name", .null)]),
    ])
    func badValues(value: Value) throws {
        let realm = try Realm()
        try realm.call(.beginWrite)
        do {
            try realm.call(.create(type: "Dog", value: value, update: .error))
            Issue.record("accepted \(value)")
        } catch let e as EngineError {
            // A number as the whole value lacks the class's keys (MV2, a missing value).
            #expect([ErrorKind.typeMismatch, .unknownProperty, .missingValue].contains(e.kind))
        }
    }
}
