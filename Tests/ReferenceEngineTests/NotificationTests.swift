// rlmarray#notifications

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Notifications")
struct NotificationTests {
    static func setUp() throws -> (Realm, ObjectKey, CollectionRef, [ObjectKey]) {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        var keys: [ObjectKey] = []
        try realm.write {
            keys = try ["A", "B", "C", "D"].map { try realm.dog($0) }
            p = try realm.person(1, dogs: keys.map(Value.link))
        }
        return (realm, p, .property(owner: p, name: "dogs"), keys)
    }

    func observe(_ realm: Realm, _ target: Target, _ keyPaths: [String]? = nil) throws -> Int {
        guard case .token(let t) = try realm.call(.observe(target, keyPaths: keyPaths)) else { throw Failure("no token") }
        return t
    }

    func refresh(_ realm: Realm) throws -> [Delivery] {
        guard case .deliveries(let d) = try realm.call(.refresh) else { throw Failure("no deliveries") }
        return d
    }

    @Test("the first delivery is initial even when writes came first; then changes coalesce")
    func initialThenCoalesced() throws {
        let (realm, _, list, keys) = try Self.setUp()
        let token = try observe(realm, .collection(list))
        try realm.write { try realm.call(.listRemove(list, at: 0)) }
        #expect(try refresh(realm) == [Delivery(token: token, change: .initial)])
        #expect(try refresh(realm) == [])
        try realm.write { try realm.call(.listRemove(list, at: 0)) }                          // C D  (old B C D)
        try realm.write { try realm.call(.listAppend(list, values: [.link(keys[0])])) }       // C D A
        try realm.write { try realm.set(keys[3], "age", .int(9)) }
        let d = try refresh(realm)
        #expect(d == [Delivery(token: token, change: .update(CollectionChange(deletions: [0], insertions: [2], modifications: [2])))])
    }

    @Test("a write that does not touch the list gives no delivery")
    func untouched() throws {
        let (realm, _, list, _) = try Self.setUp()
        _ = try observe(realm, .collection(list))
        _ = try refresh(realm)
        try realm.write { _ = try realm.add(realm.new("DogToy")) }
        #expect(try refresh(realm) == [])
    }

    @Test("moves are a deletion and an insertion; replace and swap are modifications")
    func movesAndReplacements() throws {
        let (realm, _, list, keys) = try Self.setUp()
        let token = try observe(realm, .collection(list))
        _ = try refresh(realm)
        try realm.write { try realm.call(.listMove(list, from: 0, to: 3)) }
        #expect(try refresh(realm) == [Delivery(token: token, change: .update(CollectionChange(deletions: [0], insertions: [3])))])
        try realm.write { try realm.call(.listReplace(list, at: 1, value: .link(keys[0]))) }
        #expect(try refresh(realm) == [Delivery(token: token, change: .update(CollectionChange(modifications: [1])))])
        try realm.write { try realm.call(.listSwap(list, 0, 2)) }
        #expect(try refresh(realm) == [Delivery(token: token, change: .update(CollectionChange(modifications: [0, 2])))])
    }

    @Test("key paths limit which property changes count")
    func keyPaths() throws {
        let (realm, _, list, keys) = try Self.setUp()
        let token = try observe(realm, .collection(list), ["name"])
        _ = try refresh(realm)
        try realm.write { try realm.set(keys[1], "age", .int(5)) }
        #expect(try refresh(realm) == [])
        try realm.write { try realm.set(keys[1], "name", .string("Bee")) }
        #expect(try refresh(realm) == [Delivery(token: token, change: .update(CollectionChange(modifications: [1])))])
    }

    @Test("results observers see insertions and deletions by object")
    func results() throws {
        let (realm, _, _, keys) = try Self.setUp()
        let young = CollectionRef.filtered(dogs, lt("age", .int(3)))
        let token = try observe(realm, .collection(young))
        _ = try refresh(realm)
        try realm.write {
            try realm.set(keys[1], "age", .int(5))
            _ = try realm.dog("E", 0)
        }
        #expect(try refresh(realm) == [Delivery(token: token, change: .update(CollectionChange(deletions: [1], insertions: [3])))])
    }

    @Test("object observers get changed properties with old and new values, then deletion")
    func objects() throws {
        let (realm, _, _, keys) = try Self.setUp()
        let token = try observe(realm, .object(keys[0]))
        _ = try refresh(realm)
        try realm.write { try realm.set(keys[0], "age", .int(4)) }
        #expect(try refresh(realm) == [Delivery(token: token, change: .objectChanged([PropertyChange(name: "age", oldValue: .int(1), newValue: .int(4))]))])
        try realm.write { try realm.call(.delete(keys[0])) }
        #expect(try refresh(realm) == [Delivery(token: token, change: .objectDeleted)])
        try realm.write { _ = try realm.dog("Z") }
        #expect(try refresh(realm) == [])
    }

    @Test("objects have no initial call and hear of writes made before the first refresh")
    func objectWithoutInitial() throws {
        let (realm, _, _, keys) = try Self.setUp()
        let token = try observe(realm, .object(keys[0]))
        try realm.write { try realm.set(keys[0], "name", .string("Ace")) }
        #expect(try refresh(realm) == [Delivery(token: token, change: .objectChanged([PropertyChange(name: "name", oldValue: .string("A"), newValue: .string("Ace"))]))])
    }

    @Test("with key paths, an object observer reports only the listed properties, through links too")
    func objectKeyPaths() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0)
        try realm.write { rex = try realm.add(realm.new("Dog", ["favoriteToy": realm.new("DogToy", ["name": .string("Ball")])])) }
        let toy = try #require(try realm.get(rex, "favoriteToy").linkKey)
        let token = try observe(realm, .object(rex), ["favoriteToy.name"])
        try realm.write { try realm.set(rex, "age", .int(3)) }
        #expect(try refresh(realm) == [])
        try realm.write { try realm.set(toy, "name", .string("Rope")) }
        let d = try refresh(realm)
        #expect(d.count == 1 && d.first?.token == token)
        guard case .objectChanged(let changes)? = d.first?.change else { Issue.record("no change"); return }
        #expect(changes.map(\.name) == ["favoriteToy"])
    }

    @Test("registering inside a write fails, before or after changes (the page's rule)")
    func inWrite() throws {
        let (realm, _, list, keys) = try Self.setUp()
        try realm.call(.beginWrite)
        expectError(.notificationInWrite) { _ = try observe(realm, .collection(list)) }
        try realm.set(keys[0], "age", .int(2))
        expectError(.notificationInWrite) { _ = try observe(realm, .collection(list)) }
        try realm.call(.cancelWrite)
        _ = try observe(realm, .collection(list))
    }

    @Test("writes committed without notifying a token are not reported to it; stopObserving stops delivery")
    func silentAndStop() throws {
        let (realm, _, list, keys) = try Self.setUp()
        let a = try observe(realm, .collection(list))
        let b = try observe(realm, .collection(list))
        _ = try refresh(realm)
        try realm.call(.beginWrite)
        try realm.call(.listRemove(list, at: 0))
        try realm.call(.commitWrite(withoutNotifying: [a]))
        #expect(try refresh(realm) == [Delivery(token: b, change: .update(CollectionChange(deletions: [0])))])
        try realm.call(.stopObserving(token: b))
        try realm.write { try realm.set(keys[1], "age", .int(3)) }
        #expect(try refresh(realm) == [Delivery(token: a, change: .update(CollectionChange(modifications: [0])))])
    }

    @Test("the change set of a large list after many changes is computed from slots")
    func largeList() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list((0..<20_000).map { .int(Int64($0)) })])) }
        let scores = CollectionRef.property(owner: p, name: "scores")
        let token = try observe(realm, .collection(scores))
        _ = try refresh(realm)
        try realm.write {
            for i in 0..<100 { try realm.call(.listInsert(scores, values: [.int(-1)], at: i * 10)) }
            for i in 0..<100 { try realm.call(.listRemove(scores, at: 19_000 - i)) }
        }
        guard case .update(let change) = try #require(try refresh(realm).first { $0.token == token }).change else {
            Issue.record("no update"); return
        }
        #expect(change.insertions.count == 100)
        #expect(change.deletions.count == 100)
    }
}

@Suite("Realm notifications")
struct RealmNotificationTests {
    @Test("a realm observer hears of each refresh after a write it was not excluded from")
    func realmObserver() throws {
        let realm = try Realm()
        guard case .token(let token) = try realm.call(.observe(.realm(version: nil), keyPaths: nil)) else { return }
        #expect(try realm.call(.refresh) == .deliveries([]), "no initial call for a realm")
        try realm.call(.beginWrite)
        _ = try realm.dog("A")
        try realm.call(.commitWrite(withoutNotifying: [token]))
        #expect(try realm.call(.refresh) == .deliveries([]))
        try realm.write { _ = try realm.dog("B") }
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: token, change: .update(CollectionChange()))]))
    }

    @Test("an empty write notifies a realm observer, and no object or collection observer")
    func emptyWrite() throws {
        let realm = try Realm()
        var dog = ObjectKey(type: "", id: 0)
        try realm.write { dog = try realm.dog("A") }
        guard case .token(let token) = try realm.call(.observe(.realm(version: nil), keyPaths: nil)),
              case .token(let objectToken) = try realm.call(.observe(.object(dog), keyPaths: nil)),
              case .token(let results) = try realm.call(.observe(.collection(.objects(type: "Dog")), keyPaths: nil)) else {
            Issue.record("no token"); return
        }
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: results, change: .initial)]))
        try realm.write {}
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: token, change: .update(CollectionChange()))]))
        try realm.call(.beginWrite)
        try realm.call(.commitWrite(withoutNotifying: [token]))
        #expect(try realm.call(.refresh) == .deliveries([]))
        _ = objectToken
    }
}

@Suite("Change sets without moves")
struct InOrderChangeSetTests {
    @Test("inserts, removals and replacements in one write give old and new indices")
    func mixed() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list((0..<10).map { .int(Int64($0)) })])) }
        let scores = CollectionRef.property(owner: p, name: "scores")
        guard case .token(let token) = try realm.call(.observe(.collection(scores), keyPaths: nil)) else { return }
        _ = try realm.call(.refresh)
        try realm.write {
            try realm.call(.listRemove(scores, at: 2))                       // 0 1 3 4 5 6 7 8 9
            try realm.call(.listInsert(scores, values: [.int(-1)], at: 0))    // -1 0 1 3 4 5 6 7 8 9
            try realm.call(.listReplace(scores, at: 5, value: .int(50)))      // old index 5 (value 5)
            try realm.call(.listAppend(scores, values: [.int(10)]))
            try realm.call(.listRemove(scores, at: 9))                       // removes old 9
        }
        let expected = CollectionChange(deletions: [2, 9], insertions: [0, 9], modifications: [5])
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: token, change: .update(expected))]))
        #expect(try realm.elements(scores) == [-1, 0, 1, 3, 4, 50, 6, 7, 8, 10].map { .int($0) })
    }
}

@Suite("Change sets replay")
struct ChangeSetReplayTests {
    /// A small deterministic generator.
    struct Mix { var state: UInt64; mutating func next(_ n: Int) -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int((state >> 33) % UInt64(max(n, 1))) } }

    @Test("applying a change set to the old contents gives the new contents", arguments: [(1, false), (2, false), (3, true), (4, true)])
    func replay(seed: Int, withMoves: Bool) throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.add(realm.new("Person", ["_id": .int(1), "scores": .list((0..<50).map { .int(Int64($0)) })])) }
        let scores = CollectionRef.property(owner: p, name: "scores")
        guard case .token(let token) = try realm.call(.observe(.collection(scores), keyPaths: nil)) else { return }
        _ = try realm.call(.refresh)
        var mix = Mix(state: UInt64(seed))
        var next: Int64 = 100
        for _ in 0..<5 {
            let before = try realm.elements(scores)
            try realm.write {
                for _ in 0..<20 {
                    let n = try realm.count(scores)
                    switch mix.next(withMoves ? 4 : 3) {
                    case 0: try realm.call(.listInsert(scores, values: [.int(next)], at: mix.next(n + 1))); next += 1
                    case 1 where n > 0: try realm.call(.listRemove(scores, at: mix.next(n)))
                    case 3 where n > 0: try realm.call(.listMove(scores, from: mix.next(n), to: mix.next(n)))
                    default: if n > 0 { try realm.call(.listReplace(scores, at: mix.next(n), value: .int(next))); next += 1 }
                    }
                }
            }
            let after = try realm.elements(scores)
            guard case .deliveries(let ds) = try realm.call(.refresh), let d = ds.first(where: { $0.token == token }),
                  case .update(let c) = d.change else { Issue.record("no update"); return }
            var rebuilt = before
            for i in c.deletions.reversed() { rebuilt.remove(at: i) }
            for j in c.insertions { rebuilt.insert(after[j], at: j) }
            let survivors = before.indices.filter { !c.deletions.contains($0) }
            for i in c.modifications { #expect(survivors.contains(i)) }
            let unmodified = Set(survivors).subtracting(c.modifications)
            #expect(rebuilt.count == after.count)
            // Every position not inserted holds a survivor whose value may only change if it is reported modified.
            var k = 0
            for (j, v) in after.enumerated() where !c.insertions.contains(j) {
                let old = survivors[k]
                if unmodified.contains(old) { #expect(before[old] == v, "position \(j)") }
                k += 1
            }
        }
    }
}
