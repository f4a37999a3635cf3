// The order of index(of:)'s checks: results unbox the object first, so a
// deleted one is refused as deleted whatever its class; a list checks the
// class first (RLMResults.mm, RLMManagedArray).

import RealmSpecCore
import Testing
@testable import ReferenceEngine

@Suite("index(of:) of a deleted object")
struct IndexOfDeletedTests {
    @Test("results refuse a deleted object of another class as deleted")
    func resultsCheckDeletedFirst() throws {
        let realm = try Realm()
        try realm.write {
            let toy = try realm.add(realm.new("DogToy", ["name": .string("ball")]))
            _ = try realm.call(.delete(toy))
            let message = expectError(.invalidated) { _ = try realm.call(.indexOf(.objects(type: "Dog"), value: .link(toy))) }
            #expect(!message.contains("does not match"), "\(message)")
        }
    }

    @Test("a list refuses a deleted object of another class for its class")
    func listChecksClassFirst() throws {
        let realm = try Realm()
        try realm.write {
            let p = try realm.person(1)
            let toy = try realm.add(realm.new("DogToy", ["name": .string("ball")]))
            _ = try realm.call(.delete(toy))
            let message = expectError(.typeMismatch) {
                _ = try realm.call(.indexOf(.property(owner: p, name: "dogs"), value: .link(toy)))
            }
            #expect(message.contains("does not match RLMArray type 'Dog'"), "\(message)")
        }
    }
}
