// The object store over the in-memory storage: what belongs to the seam
// between them rather than to one documented behaviour.
// Section ids: crud-update#update-realm-objects, crud-delete#delete-multiple-objects

import RealmSpecCore
import Testing
@testable import ObjectStore
@testable import ReferenceEngine

@Suite("Object store")
struct ObjectStoreTests {
    @Test("calls before open fail with engineFailure naming the operation", arguments: [
        EngineCall.beginWrite, .count(.objects(type: "Dog")), .objectForPrimaryKey(type: "Person", key: .int(1)),
    ])
    func beforeOpen(_ call: EngineCall) {
        let engine = ReferenceEngine()
        do {
            _ = try engine.perform(call)
            Issue.record("\(call) answered without an open realm")
        } catch {
            #expect(error.kind == .engineFailure)
            #expect(error.message.contains(call.name), "\(error.message)")
        }
    }

    static let pushDownQueries: [Query] = [
        lt("age", .int(3)), eq("age", .int(2)), lt("age", .double(2.5)), eq("name", .string("Rex")),
        .compare(Comparison(.keyPath(["name"]), .beginsWith, .constant(.string("r")), caseInsensitive: true)),
        .compare(Comparison(.keyPath(["color"]), .equal, .constant(.null))),
        .compare(Comparison(.keyPath(["color"]), .notEqual, .constant(.string("brown")))),
        .not(lt("age", .int(3))), .or([lt("age", .int(2)), eq("name", .string("Max"))]), .and([]), .or([]),
        eq("favoriteToy.name", .string("Ball")),
    ]

    @Test("the in-memory push-down selects what the object store's evaluator selects, or declines", arguments: pushDownQueries)
    func pushDownParity(_ query: Query) throws {
        let realm = try Realm()
        try realm.write {
            for (i, name) in ["Rex", "rover", "Max", "Fido", "Émile"].enumerated() {
                let dog = try realm.dog(name, Int64(i))
                if i % 2 == 0 { try realm.set(dog, "color", .string(i == 0 ? "brown" : "black")) }
            }
        }
        let storage = realm.engine.storage
        let t = try #require(realm.engine.catalog.tableIndex["Dog"])
        let fallback = storage.rows(table: t).filter { storage.matches(query, .row(table: t, row: $0)) }
        if let pushed = storage.filter(table: t, query: query) {
            #expect(pushed == fallback)
        } else {
            // Only queries that leave the stored columns may be declined.
            #expect(query == eq("favoriteToy.name", .string("Ball")))
        }
    }

    @Test("a live collection read element by element is evaluated once, and again after any change")
    func keptResults() throws {
        let realm = try Realm()
        var dogs: [ObjectKey] = []
        try realm.write { for (i, name) in ["Rex", "Max", "Fido"].enumerated() { dogs.append(try realm.dog(name, Int64(i))) } }
        let byAge = CollectionRef.sorted(.objects(type: "Dog"), [SortDescriptor(keyPath: "age", ascending: false)])
        let stamp = realm.engine.stamp
        #expect(try realm.call(.element(byAge, index: 0)) == .value(.link(dogs[2])))
        #expect(realm.engine.lastResults?.ref == byAge)
        #expect(try realm.call(.element(byAge, index: 1)) == .value(.link(dogs[1])))
        #expect(realm.engine.stamp == stamp, "reads do not count as changes")
        try realm.write { try realm.set(dogs[0], "age", .int(9)) }
        #expect(realm.engine.stamp != stamp)
        #expect(try realm.call(.element(byAge, index: 0)) == .value(.link(dogs[0])), "the kept order is not served after a change")
    }
}
