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
}
