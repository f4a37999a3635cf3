import Testing
import RealmSpecCore
@testable import RealmRules

@Suite("Realm's shared rules")
struct RealmRulesTests {
    private let dog = ObjectSchema(name: "Dog", properties: [
        PropertySchema(name: "name", type: .string),
        PropertySchema(name: "age", type: .int),
        PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
    ])
    private let person = ObjectSchema(name: "Person", properties: [PropertySchema(name: "name", type: .string)])

    private func validator(between: Bool = true, length: Bool = true) -> QueryValidator {
        let types = [dog.name: dog, person.name: person]
        return QueryValidator(checksBetweenBounds: between, checksKeyPathLength: length) { types[$0] }
    }

    @Test("numbers compare equal across int, double and float")
    func numbersCompareAcrossKinds() {
        #expect(Compare.equal(.int(3), .double(3)))
        #expect(Compare.test(.float(2.5), .less, .int(3)))
        #expect(!Compare.test(.string("a"), .less, .int(3)))
    }

    @Test("[c] and [d] fold case and diacritics")
    func foldingOptions() {
        #expect(Compare.test(.string("Éclair"), .equal, .string("eclair"), caseInsensitive: true, diacriticInsensitive: true))
        #expect(!Compare.test(.string("Éclair"), .equal, .string("eclair"), caseInsensitive: true))
    }

    @Test("LIKE matches * and ? wildcards")
    func likeWildcards() {
        #expect(Compare.test(.string("Rex"), .like, .string("R?x")))
        #expect(Compare.test(.string("Rexy"), .like, .string("R*")))
        #expect(!Compare.test(.string("Max"), .like, .string("R*")))
    }

    @Test("BETWEEN and IN test a list of values")
    func betweenAndIn() {
        #expect(Compare.test(.int(5), .between, .list([.int(1), .int(5)])))
        #expect(!Compare.test(.int(6), .between, .list([.int(1), .int(5)])))
        #expect(Compare.test(.int(2), .in, .list([.int(1), .int(2)])))
    }

    @Test("the sort order puts nil first, then booleans, then numbers")
    func sortOrderRanksKinds() {
        let sorted = [Value.int(1), .null, .bool(true), .string("a")].sorted { Compare.sortOrder($0, $1) < 0 }
        #expect(sorted == [.null, .bool(true), .int(1), .string("a")])
    }

    @Test("sum of an empty collection is zero of the property's type; min is nil")
    func emptyAggregates() throws {
        #expect(try Aggregate.result(.sum, of: [], PropertySchema(name: "n", type: .float), owner: "T") == .float(0))
        #expect(try Aggregate.result(.min, of: [.null], PropertySchema(name: "n", type: .int), owner: "T") == .null)
        #expect(try Aggregate.result(.avg, of: [.int(1), .int(2)], PropertySchema(name: "n", type: .int), owner: "T") == .double(1.5))
    }

    @Test("aggregates refuse string properties with unsupportedAggregate")
    func aggregateTypeRule() {
        #expect(throws: EngineError.self) { try Aggregate.result(.sum, of: [], PropertySchema(name: "s", type: .string), owner: "T") }
        #expect(Aggregate.accepts(.max, .date) && !Aggregate.accepts(.sum, .date))
    }

    @Test("aggregates of AnyRealmValue elements: min and max rank every non-null value; sum and average take the numbers, as Decimal128")
    func mixedElementAggregates() throws {
        let mixedList = PropertySchema(name: "m", type: .mixed, collection: .list)
        let values: [Value] = [.int(3), .string("x"), .double(1.5), .bool(true), .null, .float(-2)]
        #expect(try Aggregate.result(.min, of: values, mixedList, owner: "T") == .bool(true))
        #expect(try Aggregate.result(.max, of: values, mixedList, owner: "T") == .string("x"))
        #expect(try Aggregate.result(.sum, of: values, mixedList, owner: "T") == .decimal128("2.5"))
        #expect(try Aggregate.result(.avg, of: [.int(1), .int(2), .string("y")], mixedList, owner: "T") == .decimal128("1.5"))
        #expect(try Aggregate.result(.sum, of: [.string("x")], mixedList, owner: "T") == .decimal128("0"))
        #expect(try Aggregate.result(.avg, of: [.string("x")], mixedList, owner: "T") == .null)
        #expect(try Aggregate.result(.min, of: [], PropertySchema(name: "m", type: .mixed, collection: .map), owner: "T") == .null)
        // A mixed property of objects stays refused (rlmarray#aggregating).
        #expect(throws: EngineError.self) {
            try Aggregate.result(.max, of: [.int(1)], PropertySchema(name: "m", type: .mixed), owner: "T")
        }
    }

    @Test("values convert to a property's type only where Realm converts them")
    func scalarConversion() {
        #expect(Scalars.convert(.int(2), to: .double) == .double(2))
        #expect(Scalars.convert(.string("2"), to: .int) == nil)
    }

    @Test("an integer 0 or 1 is a Bool; other integers and floats are not")
    func integerAsBool() {
        #expect(Scalars.convert(.int(0), to: .bool) == .bool(false))
        #expect(Scalars.convert(.int(1), to: .bool) == .bool(true))
        #expect(Scalars.convert(.int(2), to: .bool) == nil)
        #expect(Scalars.convert(.double(1), to: .bool) == nil)
        #expect(Scalars.convert(.bool(true), to: .int) == nil)
    }

    @Test("a Float given for a Double is the float's own value, widened")
    func floatAsDouble() {
        #expect(Scalars.convert(.float(1.1), to: .double) == .double(Double(Float(1.1))))
        #expect(Scalars.convert(.float(1.1), to: .double) != .double(1.1))
    }

    @Test("a value of the wrong type is typeMismatch naming the property")
    func elementTypeMismatch() {
        let prop = PropertySchema(name: "age", type: .int)
        do throws(EngineError) {
            _ = try ElementInput.of(.string("x"), for: prop, in: "Dog", nullable: false)
            Issue.record("expected typeMismatch")
        } catch {
            #expect(error.kind == .typeMismatch)
            #expect(error.message.hasSuffix("for 'int' property 'Dog.age'."))
        }
        #expect((try? ElementInput.of(.int(1), for: PropertySchema(name: "o", type: .object("Dog")), in: "P", nullable: true))
                == .link(target: "Dog"))
    }

    @Test("map keys starting with $ or holding a dot are invalidMapKey")
    func mapKeys() {
        #expect(throws: EngineError.self) { try Scalars.checkMapKey("$a") }
        #expect(throws: EngineError.self) { try Scalars.checkMapKey("a.b") }
        #expect((try? Scalars.checkMapKey("ab")) != nil)
    }

    @Test("a query on an unknown property is invalidQuery naming it and its type")
    func unknownQueryProperty() {
        let query = Query.compare(Comparison(.keyPath(["owner", "nickname"]), .equal, .constant(.string("x"))))
        do throws(EngineError) {
            try validator().validate(query, type: "Dog", element: nil)
            Issue.record("expected invalidQuery")
        } catch {
            #expect(error == EngineError(.invalidQuery, "Invalid keypath 'owner.nickname': Property 'nickname' not found in object of type 'Person'"))
        }
    }

    @Test("a constant of the wrong type is invalidQuery; the right type passes")
    func queryConstantType() {
        let bad = Query.compare(Comparison(.keyPath(["age"]), .equal, .constant(.string("old"))))
        let good = Query.compare(Comparison(.keyPath(["age"]), .less, .constant(.int(3))))
        let fraction = Query.compare(Comparison(.keyPath(["age"]), .less, .constant(.double(3))))
        #expect(throws: EngineError.self) { try validator().validate(bad, type: "Dog", element: nil) }
        #expect(throws: EngineError.self) { try validator().validate(fraction, type: "Dog", element: nil) }
        #expect((try? validator().validate(good, type: "Dog", element: nil)) != nil)
    }

    @Test("BETWEEN bounds are checked only when asked")
    func betweenBoundsOption() {
        let q = Query.compare(Comparison(.keyPath(["age"]), .between, .constant(.list([.int(1)]))))
        #expect(throws: EngineError.self) { try validator().validate(q, type: "Dog", element: nil) }
        #expect((try? validator(between: false).validate(q, type: "Dog", element: nil)) != nil)
    }

    @Test("messages are the SDK's words, with no engine call named")
    func sdkWords() {
        #expect(Rule.invalidated.message == "Object has been deleted or invalidated.")
        #expect(Rule.outOfBounds(3, 2).message == "Index 3 is out of bounds (must be less than 2).")
        #expect(Rule.negativeIndex("index1").message == "Cannot pass a negative value for 'index1'.")
        #expect(Rule.notInWrite(.collection(.map)).message == "Cannot modify Dictionary outside of a write transaction.")
        #expect(Rule.notInWrite(.collection(nil)).message == "Cannot modify Results outside of a write transaction.")
    }
}
