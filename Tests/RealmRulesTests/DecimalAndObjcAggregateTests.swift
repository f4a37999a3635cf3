// Decimal128 aggregates (min, max, sum and average all take decimals and
// answer Decimal128s, sum of none a decimal 0) and the Objective-C
// collections' rules for values: AG3 for an unmanaged aggregate of `self`
// over a type the operator does not take, TY4 for a value of another type.

import Testing
import RealmSpecCore
@testable import RealmRules

@Suite("decimal aggregates and Objective-C collections of values")
struct DecimalAndObjcAggregateTests {
    private let decimals = PropertySchema(name: "amounts", type: .decimal128, collection: .list, isOptional: true)

    @Test("min, max, sum and average take decimals and answer Decimal128s, nils left out")
    func decimalAggregates() throws {
        let values: [Value] = [.decimal128("2"), .null, .decimal128("5")]
        #expect(try Aggregate.result(.min, of: values, decimals, owner: "T") == .decimal128("2"))
        #expect(try Aggregate.result(.max, of: values, decimals, owner: "T") == .decimal128("5"))
        #expect(try Aggregate.result(.sum, of: values, decimals, owner: "T") == .decimal128("7"))
        #expect(try Aggregate.result(.avg, of: values, decimals, owner: "T") == .decimal128("3.5"))
        #expect(try Aggregate.result(.sum, of: [], decimals, owner: "T") == .decimal128("0"))
        #expect(try Aggregate.result(.avg, of: [], decimals, owner: "T") == .null)
    }

    @Test("a Decimal128 sum and average are decimal arithmetic to 34 significant digits, half to even")
    func decimalAggregatesExact() throws {
        let values: [Value] = [.decimal128("0.1"), .decimal128("0.2"), .decimal128("12345678901234567890.1")]
        #expect(try Aggregate.result(.sum, of: values, decimals, owner: "T") == .decimal128("12345678901234567890.4"))
        #expect(try Aggregate.result(.avg, of: values, decimals, owner: "T") == .decimal128("4115226300411522630.133333333333333"))
        #expect(try Aggregate.result(.sum, of: [.decimal128("0.1"), .decimal128("0.2")], decimals, owner: "T") == .decimal128("0.3"))
        // Two thirds to 34 digits: the last digit rounds up.
        #expect(try Aggregate.result(.avg, of: [.decimal128("1"), .decimal128("1"), .decimal128("0")], decimals, owner: "T")
                == .decimal128("0.6666666666666666666666666666666667"))
        // A NaN leaves the sum to the double path, which keeps the NaN.
        #expect(try Aggregate.result(.sum, of: [.decimal128("NaN"), .decimal128("1")], decimals, owner: "T") == .decimal128("nan"))
    }

    @Test("an unmanaged aggregate of self names the selector, the element type and the collection's class")
    func unmanagedValueAggregate() {
        #expect(Rule.unmanagedValueAggregate(.min, .bool, optional: false, .list)?.message == "minOfProperty: is not supported for bool array")
        #expect(Rule.unmanagedValueAggregate(.sum, .date, optional: true, .set)?.message == "sumOfProperty: is not supported for date? set")
        #expect(Rule.unmanagedValueAggregate(.avg, .objectId, optional: false, .map)?.message
                == "averageOfProperty: is not supported for object id dictionary")
        #expect(Rule.unmanagedValueAggregate(.max, .date, optional: false, .list) == nil)
        #expect(Rule.unmanagedValueAggregate(.sum, .decimal128, optional: false, .list) == nil)
        #expect(Rule.unmanagedValueAggregate(.sum, .mixed, optional: false, .list) == nil)
    }

    @Test("a collection of values refuses another type, and nil unless optional; mixed elements take anything")
    func objcValueMismatch() {
        #expect(Rule.objcValueMismatch(.string("a"), .int, optional: false)?.message
                == "Invalid value 'a' of type '__NSCFString' for expected type 'int'.")
        #expect(Rule.objcValueMismatch(.null, .uuid, optional: false)?.message
                == "Invalid value '<null>' of type 'NSNull' for expected type 'uuid'.")
        #expect(Rule.objcValueMismatch(.int(2), .string, optional: true)?.message == "Invalid value '2' of type '__NSCFNumber' for expected type 'string?'.")
        #expect(Rule.objcValueMismatch(.null, .int, optional: true) == nil)
        #expect(Rule.objcValueMismatch(.int(1), .int, optional: false) == nil)
        #expect(Rule.objcValueMismatch(.null, .mixed, optional: false) == nil)
        #expect(Rule.objcValueMismatch(.string("x"), .mixed, optional: false) == nil)
    }
}
