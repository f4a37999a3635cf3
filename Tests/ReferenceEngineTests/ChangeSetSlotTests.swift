// rlmarray#notifications: a list's change set after moves is the same
// whether its slots are matched through a table indexed by slot (slots close
// together) or by hashing (slots spread wide apart).

import RealmSpecCore
import Testing
@testable import ReferenceEngine
@testable import ObjectStore

@Suite("Change sets after moves")
struct ChangeSetSlotTests {
    /// Five scores 0…4 on a person; with `spread`, another person's list
    /// takes many slots first, so a later append lands far from the rest.
    func observedScores(spread: Bool) throws -> (Realm, CollectionRef, Int) {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list((0..<5).map { .int(Int64($0)) })])) }
        let scores = CollectionRef.property(owner: p, name: "scores")
        if spread {
            try realm.write { _ = try realm.add(realm.new("Person", ["_id": .int(2), "scores": .list((0..<3_000).map { .int(Int64($0)) })])) }
            try realm.write { try realm.call(.listAppend(scores, values: [.int(5)])) }
        }
        guard case .token(let token) = try realm.call(.observe(.collection(scores), keyPaths: nil)) else { throw Failure("no token") }
        _ = try realm.call(.refresh)
        return (realm, scores, token)
    }

    @Test("a move and a replacement give one deletion, one insertion and one modification", arguments: [false, true])
    func moveAndReplace(spread: Bool) throws {
        let (realm, scores, token) = try observedScores(spread: spread)
        let engine = realm.engine
        let t = try #require(engine.catalog.tableIndex["Person"])
        let p = try #require(engine.catalog.tables[t].propertyIndex["scores"])
        let slots = engine.storage.tables[t].collections[p][0].slots
        #expect((SlotTable(slots, slots) == nil) == spread, "the path under test")
        try realm.write {
            try realm.call(.listReplace(scores, at: 1, value: .int(10)))
            try realm.call(.listMove(scores, from: 4, to: 0))
        }
        let expected = CollectionChange(deletions: [4], insertions: [0], modifications: [1])
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: token, change: .update(expected))]))
    }
}
