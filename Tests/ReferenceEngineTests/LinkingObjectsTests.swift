// crud-update#about-the-examples

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("Linking objects")
struct LinkingObjectsTests {
    @Test("linking objects are computed, live and read-only")
    func computed() throws {
        let realm = try Realm()
        var p = ObjectKey(type: "", id: 0), club = p
        try realm.write {
            p = try realm.person(1)
            club = try realm.add(realm.new("DogClub", ["name": .string("C"), "members": .list([.link(p)])]))
        }
        let clubs = CollectionRef.property(owner: p, name: "clubs")
        #expect(try realm.elements(clubs) == [.link(club)])
        try realm.write { _ = try realm.add(realm.new("DogClub", ["name": .string("D"), "members": .list([.link(p)])])) }
        #expect(try realm.names(clubs) == ["C", "D"])
        #expect(try realm.names(.filtered(clubs, eq("name", .string("D")))) == ["D"])
        try realm.call(.beginWrite)
        expectError(.readOnlyProperty) { try realm.set(p, "clubs", .list([])) }
        expectError(.readOnlyProperty) { try realm.call(.listAppend(clubs, values: [.link(club)])) }
    }
}
