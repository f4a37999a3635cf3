// Bad input: no caller input crashes the engine; each misuse is a typed error.

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Bad input")
struct BadInputTests {
    static let ghost = ObjectKey(type: "Ghost", id: 1)
    static let missing = ObjectKey(type: "Dog", id: 999)
    static let frozenMissing = ObjectKey(type: "Dog", id: 1, version: 42)
    static let calls: [EngineCall] = [
        .get(ghost, property: "x"), .get(missing, property: "name"), .get(frozenMissing, property: "name"),
        .set(missing, property: "name", value: .int(1)), .delete(ghost), .count(.objects(type: "Ghost")),
        .element(.objects(type: "Dog"), index: -5), .element(.objects(type: "Dog"), index: Int.max),
        .elements(.property(owner: missing, name: "dogs")), .elements(.frozen(.objects(type: "Dog"), version: 77)),
        .listInsert(.property(owner: missing, name: "dogs"), values: [.null], at: Int.min),
        .listMove(.objects(type: "Dog"), from: -1, to: 0), .mapGet(.objects(type: "Dog"), key: "a"),
        .add(.int(3), update: .all), .add(.newObject(NewObject(type: "Ghost", localId: 1, fields: [])), update: .error),
        .add(.newObject(NewObject(type: "Dog", localId: 1, fields: [MapEntry("favoriteToy", .localRef(-3))])), update: .error),
        .add(.newObject(NewObject(type: "Dog", localId: 1, fields: [MapEntry("favoriteToy", .newObject(NewObject(type: "Dog", localId: 2, fields: [])))])), update: .error),
        .create(type: "Dog", value: .set([]), update: .error), .create(type: "Ghost", value: .map([]), update: .error),
        .aggregate(.objects(type: "Dog"), .sum, property: nil), .aggregate(.objects(type: "Dog"), .sum, property: "owners"),
        .indexMatching(.objects(type: "Dog"), .compare(Comparison(.keyPath([]), .equal, .constant(.int(1))))),
        .count(.sorted(.objects(type: "Dog"), [SortDescriptor(keyPath: "favoriteToy.name.x")])),
        .count(.filtered(.objects(type: "Person"), .compare(Comparison(.aggregate(.sum, ["dogs"], property: "name"), .equal, .constant(.int(1)))))),
        .observe(.object(missing), keyPaths: nil), .freeze(.object(missing)), .thaw(.object(frozenMissing)),
        .objectForPrimaryKey(type: "Person", key: .string("x")), .setForAll(.objects(type: "Ghost"), property: "x", value: .null),
        .setInsert(.property(owner: missing, name: "tags"), values: []), .mapSet(.objects(type: "Dog"), key: "$", value: .null),
        .listSwap(.objects(type: "Dog"), Int.min, Int.max), .deleteObjects([ghost, missing]), .stopObserving(token: -1),
    ]

    @Test("misuse is an EngineError, never a crash", arguments: calls)
    func noCrash(call: EngineCall) throws {
        let realm = try Realm()
        try realm.write { _ = try realm.dog("Rex"); _ = try realm.person(1) }
        for inWrite in [false, true] {
            if inWrite { try realm.call(.beginWrite) }
            do { _ = try realm.call(call) } catch is EngineError {}
        }
        try realm.cancel()
    }

    @Test("a schema linking to an unknown type or with a collection primary key is refused", arguments: [
        PropertySchema(name: "b", type: .object("B")),
        PropertySchema(name: "ids", type: .int, collection: .list, isPrimaryKey: true),
        PropertySchema(name: "any", type: .mixed, isPrimaryKey: true),
    ])
    func badSchema(property: PropertySchema) {
        let schema = Schema(types: [ObjectSchema(name: "A", properties: [property])])
        #expect(throws: EngineError.self) { try ReferenceEngine().open(schema: schema) }
    }

    @Test("the engine describes itself with every capability")
    func info() {
        let engine = ReferenceEngine()
        #expect(engine.info.name == "reference")
        #expect(engine.info.capabilities == Set(Capability.allCases))
        engine.close()
        engine.close()
    }
}
