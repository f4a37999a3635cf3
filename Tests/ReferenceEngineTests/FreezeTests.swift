// rlmarray#freezing, rlmarray#properties

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Freezing and thawing")
struct FreezeTests {
    static func setUp() throws -> (Realm, ObjectKey, CollectionRef) {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0)
        try realm.write { p = try realm.person(1, "A", dogs: [realm.new("Dog", ["name": .string("Rex")])]) }
        return (realm, p, .property(owner: p, name: "dogs"))
    }

    func frozen(_ realm: Realm, _ target: Target) throws -> Target {
        guard case .target(let t?) = try realm.call(.freeze(target)) else { throw Failure("no target") }
        return t
    }

    @Test("a frozen list does not change with later writes")
    func snapshot() throws {
        let (realm, p, list) = try Self.setUp()
        guard case .collection(let frozenList) = try frozen(realm, .collection(list)) else { return }
        try realm.write { try realm.call(.listAppend(list, values: [realm.new("Dog", ["name": .string("Max")])])) }
        #expect(try realm.count(frozenList) == 1)
        #expect(try realm.count(list) == 2)
        let element = try realm.elements(frozenList)[0]
        #expect(element.linkKey?.isFrozen == true)
        try realm.write { try realm.set(p, "name", .string("B")) }
        guard case .object(let frozenPerson) = try frozen(realm, .object(p)) else { return }
        try realm.write { try realm.set(p, "name", .string("C")) }
        #expect(try realm.get(frozenPerson, "name") == .string("B"))
    }

    @Test("mutating or observing a frozen collection or object fails with frozen")
    func immutable() throws {
        let (realm, p, list) = try Self.setUp()
        let fl = try frozen(realm, .collection(list))
        let fp = try frozen(realm, .object(p))
        guard case .collection(let frozenList) = fl, case .object(let frozenPerson) = fp else { return }
        try realm.call(.beginWrite)
        expectError(.frozen) { try realm.call(.listRemoveAll(frozenList)) }
        expectError(.frozen) { try realm.set(frozenPerson, "name", .string("x")) }
        expectError(.frozen) { try realm.call(.delete(frozenPerson)) }
        try realm.call(.cancelWrite)
        expectError(.frozen) { try realm.call(.observe(fl, keyPaths: nil)) }
    }

    @Test("freezing a frozen target returns it; freezing inside a write fails")
    func rules() throws {
        let (realm, _, list) = try Self.setUp()
        let fl = try frozen(realm, .collection(list))
        #expect(try frozen(realm, fl) == fl)
        try realm.call(.beginWrite)
        expectError(.frozen) { try realm.call(.freeze(.collection(list))) }
        #expect(try frozen(realm, fl) == fl)
    }

    @Test("thaw gives the live form: nil for a deleted object, an invalidated collection for a deleted owner")
    func thaw() throws {
        let (realm, p, list) = try Self.setUp()
        let fl = try frozen(realm, .collection(list))
        let fp = try frozen(realm, .object(p))
        #expect(try realm.call(.thaw(fl)) == .target(.collection(list)))
        #expect(try realm.call(.thaw(fp)) == .target(.object(p)))
        #expect(try realm.call(.thaw(.object(p))) == .target(.object(p)))
        try realm.write { try realm.call(.delete(p)) }
        #expect(try realm.call(.thaw(fl)) == .target(.collection(list)))
        expectError(.invalidated) { _ = try realm.count(list) }
        #expect(try realm.call(.thaw(fp)) == .target(nil))
        #expect(try realm.isValid(try #require({ if case .object(let k) = fp { return k } else { return nil } }())))
    }

    @Test("frozen results keep their contents")
    func frozenResults() throws {
        let (realm, _, _) = try Self.setUp()
        guard case .collection(let fr) = try frozen(realm, .collection(.filtered(dogs, .truePredicate))) else { return }
        try realm.write { try realm.call(.deleteAll) }
        #expect(try realm.names(fr) == ["Rex"])
        #expect(try realm.count(dogs) == 0)
    }
}

@Suite("Frozen objects as values")
struct FrozenValueTests {
    @Test("adding or linking a frozen object fails with frozen")
    func frozenValues() throws {
        let realm = try Realm()
        var rex = ObjectKey(type: "", id: 0), p = rex
        try realm.write { rex = try realm.dog("Rex"); p = try realm.person(1) }
        guard case .target(.object(let frozenRex)?) = try realm.call(.freeze(.object(rex))) else { return }
        try realm.call(.beginWrite)
        expectError(.frozen) { try realm.call(.add(.link(frozenRex), update: .error)) }
        expectError(.frozen) { try realm.call(.listAppend(.property(owner: p, name: "dogs"), values: [.link(frozenRex)])) }
    }
}
