import Foundation
import Testing
@testable import RealmSpecCore

@Suite("Core vocabulary")
struct ValueCodingTests {
    @Test("every call survives a JSON round trip", arguments: [
        EngineCall.add(.newObject(NewObject(type: "Dog", localId: 1, fields: [MapEntry("name", .string("Rex")), MapEntry("owner", .localRef(1))])), update: .modified),
        EngineCall.deleteCollection(.filtered(.objects(type: "Dog"), .compare(Comparison(.keyPath(["age"]), .less, .constant(.int(2)))))),
        EngineCall.listMove(.property(owner: ObjectKey(type: "Person", id: 3, version: 7), name: "dogs"), from: 0, to: 2),
        EngineCall.observe(.collection(.sorted(.objects(type: "Dog"), [SortDescriptor(keyPath: "age", ascending: false)])), keyPaths: ["name"]),
    ])
    func roundTrip(call: EngineCall) throws {
        let data = try JSONEncoder().encode(call)
        let back = try JSONDecoder().decode(EngineCall.self, from: data)
        #expect(back == call)
    }

    @Test("a call's name is its case name")
    func callName() {
        #expect(EngineCall.listSwap(.objects(type: "Dog"), 0, 1).name == "listSwap")
        #expect(EngineCall.beginWrite.name == "beginWrite")
    }

    @Test("the base of a derived collection strips filters, sorts and freezing")
    func collectionBase() {
        let ref = CollectionRef.frozen(.sorted(.filtered(.objects(type: "Dog"), .truePredicate), []), version: 4)
        #expect(ref.base == .objects(type: "Dog"))
        #expect(ref.frozenVersion == 4)
    }

    @Test("error kinds keep the names of the scenario format")
    func errorKindNames() {
        #expect(ErrorKind(rawValue: "notInWriteTransaction") == .notInWriteTransaction)
        #expect(ErrorKind.allCases.count >= 20)
    }
}
