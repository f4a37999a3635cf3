// min and max of a managed collection of AnyRealmValue take every non-null
// value in realm-core's Mixed order; sum and average, and an unmanaged
// collection's min and max, take the numbers only.

import Testing
import RealmSpecCore
@testable import RealmRules

@Suite("aggregates of AnyRealmValue elements")
struct MixedAggregateTests {
    private let mixed: [Value] = [.int(3), .string("x"), .double(1.5), .bool(true), .null]

    @Test("managed min and max rank bool below numbers and numbers below strings")
    func managedMinMaxRankKinds() {
        #expect(Aggregate.mixedElements(.min, mixed) == .bool(true))
        #expect(Aggregate.mixedElements(.max, mixed) == .string("x"))
    }

    @Test("strings and data are one kind, compared as bytes; dates, object ids and UUIDs rank above them in that order")
    func managedMinMaxHigherKinds() {
        #expect(Aggregate.mixedElements(.max, [.string("b"), .data([0x61])]) == .string("b"))
        #expect(Aggregate.mixedElements(.max, [.string("a"), .data([0x62])]) == .data([0x62]))
        #expect(Aggregate.mixedElements(.max, [.string("zz"), .date(0)]) == .date(0))
        #expect(Aggregate.mixedElements(.max, [.date(5), .objectId("1234567890ab1234567890ab")]) == .objectId("1234567890ab1234567890ab"))
        #expect(Aggregate.mixedElements(.min, [.uuid("00000000-0000-0000-0000-000000000001"), .objectId("1234567890ab1234567890ab")])
                == .objectId("1234567890ab1234567890ab"))
    }

    @Test("managed min and max of numbers alone compare them as numbers; of nils alone they are nil")
    func managedNumbersAndNils() {
        #expect(Aggregate.mixedElements(.min, [.int(3), .float(-2), .double(1.5)]) == .float(-2))
        #expect(Aggregate.mixedElements(.max, [.int(3), .float(-2), .double(1.5)]) == .int(3))
        #expect(Aggregate.mixedElements(.min, [.null, .null]) == .null)
        #expect(Aggregate.mixedElements(.max, []) == .null)
    }

    @Test("sum and average take the numbers only, managed or not")
    func sumAndAverageTakeNumbers() {
        #expect(Aggregate.mixedElements(.sum, mixed) == .decimal128("4.5"))
        #expect(Aggregate.mixedElements(.avg, mixed) == .decimal128("2.25"))
        #expect(Aggregate.mixedElements(.sum, mixed, numbersOnly: true) == .decimal128("4.5"))
    }

    @Test("an unmanaged collection's min and max take the numbers only")
    func unmanagedMinMaxTakeNumbers() {
        #expect(Aggregate.mixedElements(.min, mixed, numbersOnly: true) == .double(1.5))
        #expect(Aggregate.mixedElements(.max, mixed, numbersOnly: true) == .int(3))
    }

    @Test("an unmanaged collection of dates alone takes its min and max as dates")
    func unmanagedMinMaxOfDates() {
        #expect(Aggregate.mixedElements(.min, [.date(20), .null, .date(10)], numbersOnly: true) == .date(10))
        #expect(Aggregate.mixedElements(.max, [.date(20), .date(10)], numbersOnly: true) == .date(20))
        #expect(Aggregate.mixedElements(.max, [.date(20), .string("x")], numbersOnly: true) == .null)
    }

    @Test("the sum of no values is the int 0 for a map or an unmanaged collection, a decimal 0 for a managed list or set")
    func emptySum() throws {
        #expect(Aggregate.mixedElements(.sum, []) == .decimal128("0"))
        #expect(Aggregate.mixedElements(.sum, [], emptySumIsInt: true) == .int(0))
        #expect(Aggregate.mixedElements(.sum, [.null], emptySumIsInt: true) == .int(0))
        #expect(Aggregate.mixedElements(.sum, [.int(2)], emptySumIsInt: true) == .decimal128("2"))
        let map = PropertySchema(name: "values", type: .mixed, collection: .map, isOptional: true)
        let list = PropertySchema(name: "values", type: .mixed, collection: .list, isOptional: true)
        #expect(try Aggregate.result(.sum, of: [], map, owner: "Holder") == .int(0))
        #expect(try Aggregate.result(.sum, of: [], list, owner: "Holder") == .decimal128("0"))
    }
}
