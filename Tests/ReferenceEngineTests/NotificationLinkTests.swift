// rlmarray#notifications: what counts as a change to a list's
// elements — linked objects one level deep, key paths through links — and
// what a list observer hears when its owner is deleted.

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Notifications through links")
struct NotificationLinkTests {
    /// A person whose dogs are Rex (toy Ball) and Max (no toy).
    static func setUp() throws -> (Realm, ObjectKey, CollectionRef, ObjectKey) {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write {
            let rex = try realm.add(realm.new("Dog", ["name": .string("Rex"), "favoriteToy": realm.new("DogToy", ["name": .string("Ball")])]))
            p = try realm.person(1, dogs: [.link(rex), realm.new("Dog", ["name": .string("Max")])])
        }
        let list = CollectionRef.property(owner: p, name: "dogs")
        let rex = try #require(try realm.elements(list).first?.linkKey)
        let toy = try #require(try realm.get(rex, "favoriteToy").linkKey)
        return (realm, p, list, toy)
    }

    func token(_ realm: Realm, _ target: Target, _ keyPaths: [String]?) throws -> Int {
        guard case .token(let t) = try realm.call(.observe(target, keyPaths: keyPaths)) else { throw Failure("no token") }
        _ = try realm.call(.refresh)
        return t
    }

    @Test("without key paths, a change to an element's linked object modifies the element")
    func linkedChange() throws {
        let (realm, _, list, toy) = try Self.setUp()
        let t = try token(realm, .collection(list), nil)
        try realm.write { try realm.set(toy, "name", .string("Rope")) }
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: t, change: .update(CollectionChange(modifications: [0])))]))
    }

    @Test("a key path through a link counts changes there and nothing else", arguments: [
        (["favoriteToy.name"], true, false), (["name"], false, true), (["favoriteToy"], false, false),
    ])
    func keyPathThroughLink(keyPaths: [String], toyCounts: Bool, nameCounts: Bool) throws {
        let (realm, _, list, toy) = try Self.setUp()
        let rex = try #require(try realm.elements(list).first?.linkKey)
        let t = try token(realm, .collection(list), keyPaths)
        let modified = Delivery(token: t, change: .update(CollectionChange(modifications: [0])))
        try realm.write { try realm.set(toy, "name", .string("Rope")) }
        #expect(try realm.call(.refresh) == .deliveries(toyCounts ? [modified] : []))
        try realm.write { try realm.set(rex, "name", .string("Rexy")) }
        #expect(try realm.call(.refresh) == .deliveries(nameCounts ? [modified] : []))
        try realm.write { try realm.set(rex, "age", .int(9)) }
        #expect(try realm.call(.refresh) == .deliveries([]))
    }

    @Test("deleting the owner reports every element deleted, once")
    func ownerDeleted() throws {
        let (realm, p, list, _) = try Self.setUp()
        let t = try token(realm, .collection(list), nil)
        try realm.write { try realm.call(.delete(p)) }
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: t, change: .update(CollectionChange(deletions: [0, 1])))]))
        try realm.write { _ = try realm.dog("Other") }
        #expect(try realm.call(.refresh) == .deliveries([]))
    }

    @Test("observing an object or list of a frozen snapshot fails with frozen")
    func frozenObserve() throws {
        let (realm, p, list, _) = try Self.setUp()
        for target in [Target.object(p), .collection(list)] {
            guard case .target(let frozen?) = try realm.call(.freeze(target)) else { throw Failure("no frozen target") }
            expectError(.frozen) { try realm.call(.observe(frozen, keyPaths: nil)) }
        }
    }

    @Test("a write committed without notifying one observer still reaches the others; later writes reach both")
    func withoutNotifying() throws {
        let (realm, _, list, toy) = try Self.setUp()
        let quiet = try token(realm, .collection(list), nil)
        let loud = try token(realm, .collection(list), nil)
        try realm.call(.beginWrite)
        try realm.set(toy, "name", .string("Rope"))
        try realm.call(.commitWrite(withoutNotifying: [quiet]))
        let modified = CollectionChange(modifications: [0])
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: loud, change: .update(modified))]))
        try realm.write { try realm.set(toy, "name", .string("Kite")) }
        #expect(try realm.call(.refresh) == .deliveries([Delivery(token: quiet, change: .update(modified)),
                                                          Delivery(token: loud, change: .update(modified))]))
    }
}

@Suite("Observed key paths")
struct ObservedKeyPathTests {
    @Test("a key path the type does not have is unknownProperty when registering", arguments: [
        "weight", "", "favoriteToy.colour", "name.first", "favoriteToy.", ".name",
    ])
    func unknown(path: String) throws {
        let (realm, p, list, _) = try NotificationLinkTests.setUp()
        let rex = try #require(try realm.elements(list).first?.linkKey)
        expectError(.unknownProperty) { try realm.call(.observe(.collection(list), keyPaths: [path])) }
        expectError(.unknownProperty) { try realm.call(.observe(.object(rex), keyPaths: ["name", path])) }
        expectError(.unknownProperty) { try realm.call(.observe(.collection(.objects(type: "Person")), keyPaths: ["dogs." + path])) }
        _ = p
    }

    @Test("key paths through links and lists are accepted", arguments: ["name", "favoriteToy", "favoriteToy.name", "owners.name"])
    func known(path: String) throws {
        let (realm, p, list, _) = try NotificationLinkTests.setUp()
        #expect(try realm.call(.observe(.collection(list), keyPaths: [path])) != .none)
        #expect(try realm.call(.observe(.object(p), keyPaths: ["dogs." + path])) != .none)
    }
}

@Suite("Key paths through backlinks")
struct BacklinkKeyPathTests {
    /// The names of the properties each delivery of `token` reports.
    private func names(_ realm: Realm, _ token: Int) throws -> [[String]] {
        guard case .deliveries(let ds) = try realm.call(.refresh) else { throw Failure("no deliveries") }
        return ds.filter { $0.token == token }.map { d in
            if case .objectChanged(let props) = d.change { props.map(\.name) } else { [] }
        }
    }

    private func observe(_ realm: Realm, _ key: ObjectKey, _ keyPaths: [String]?) throws -> Int {
        guard case .token(let t) = try realm.call(.observe(.object(key), keyPaths: keyPaths)) else { throw Failure("no token") }
        return t
    }

    @Test("observing a linking-objects property hears a new object linking, and its rest an owner's change")
    func backlinks() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0), ann = ObjectKey(type: "", id: 0)
        try realm.write {
            rex = try realm.dog("Rex")
            ann = try realm.person(1, "Ann", dogs: [.link(rex)])
        }
        let owners = try observe(realm, rex, ["owners"])
        let ownerNames = try observe(realm, rex, ["owners.name"])
        let all = try observe(realm, rex, nil)
        _ = try realm.call(.refresh)
        try realm.write { try realm.call(.set(ann, property: "name", value: .string("Abe"))) }
        #expect(try names(realm, ownerNames) == [["owners"]])
        try realm.write { _ = try realm.person(2, "Bo", dogs: [.link(rex)]) }
        guard case .deliveries(let ds) = try realm.call(.refresh) else { throw Failure("no deliveries") }
        #expect(ds.map(\.token).sorted() == [owners, ownerNames].sorted())
        #expect(!ds.contains { $0.token == all })
    }
}
