import Foundation
import Testing
@testable import RealmSpecCore

@Suite("Core vocabulary")
struct ValueCodingTests {
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
