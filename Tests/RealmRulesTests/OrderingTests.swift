import Testing
import RealmSpecCore
@testable import RealmRules

@Suite("Sorting, distinct and quantifiers")
struct OrderingTests {
    private let validator: QueryValidator = {
        let dog = ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "age", type: .int),
            PropertySchema(name: "tags", type: .string, collection: .list),
            PropertySchema(name: "friend", type: .object("Dog"), isOptional: true),
        ])
        return QueryValidator { $0 == "Dog" ? dog : nil }
    }()

    @Test("sorting is stable and descending flips only the order of unequal keys")
    func stableSort() {
        let keys: [[Value]] = [[.int(2)], [.null], [.int(1)], [.int(2)]]
        #expect(Ordering.stableOrder(keys, [SortDescriptor(keyPath: "age", ascending: true)]) == [1, 2, 0, 3])
        #expect(Ordering.stableOrder(keys, [SortDescriptor(keyPath: "age", ascending: false)]) == [0, 3, 2, 1])
    }

    @Test("a key path that meets a nil link sorts after every value ascending, before every value descending, and ties with another")
    func nilLinkOrder() {
        let keys: [[Value?]] = [[nil, .int(1)], [.int(2), .int(0)], [.null, .int(0)], [nil, .int(0)]]
        let up = [SortDescriptor(keyPath: "owner.age", ascending: true), SortDescriptor(keyPath: "age", ascending: true)]
        let down = [SortDescriptor(keyPath: "owner.age", ascending: false), SortDescriptor(keyPath: "age", ascending: true)]
        #expect(Ordering.stableOrder(throughLinks: keys, up) == [2, 1, 3, 0])
        #expect(Ordering.stableOrder(throughLinks: keys, down) == [3, 0, 1, 2])
    }

    @Test("a sort key path must reach one value; values sort only by self")
    func sortKeyPaths() {
        #expect((try? validator.sortPaths([SortDescriptor(keyPath: "age", ascending: true)], type: "Dog")) == [["age"]])
        #expect(throws: EngineError(.invalidQuery, "Cannot sort on key path 'tags': property 'Dog.tags' is of unsupported type 'array'.")) {
            try validator.sortPaths([SortDescriptor(keyPath: "tags", ascending: true)], type: "Dog")
        }
        #expect(throws: EngineError(.invalidQuery, "Cannot sort on key path 'age.x': property 'Dog.age' of type 'int' may only be the final property in the key path.")) {
            try validator.sortPaths([SortDescriptor(keyPath: "age.x", ascending: true)], type: "Dog")
        }
        // A collection operator is refused before the path is read, even after a list.
        #expect(throws: EngineError(.invalidQuery, "Cannot sort on key path 'tags.@count': KVC collection operators are not supported.")) {
            try validator.sortPaths([SortDescriptor(keyPath: "tags.@count", ascending: true)], type: "Dog")
        }
        #expect(throws: EngineError(.invalidQuery, "Cannot sort on key path 'age.': missing property name.")) {
            try validator.sortPaths([SortDescriptor(keyPath: "age.", ascending: true)], type: "Dog")
        }
        #expect(throws: EngineError(.invalidQuery, "Cannot sort on key path 'age': arrays of 'int' can only be sorted on 'self'")) {
            try Ordering.checkValueSort([SortDescriptor(keyPath: "age", ascending: true)], element: PropertySchema(name: "n", type: .int, collection: .list))
        }
        #expect((try? Ordering.checkValueSort([SortDescriptor(keyPath: "self", ascending: true)])) != nil)
    }

    @Test("distinct groups equal numbers of different kinds")
    func distinctNumbers() {
        #expect(Ordering.distinctKey(.int(1)) == Ordering.distinctKey(.double(1)))
        #expect(Ordering.distinctKey(.string("a")) == .string("a"))
        #expect(throws: EngineError.self) { try validator.distinctPaths(["name"], type: "Dog") }
    }

    @Test("a distinct key path may not end in a list, as a sort key path may not")
    func distinctOnList() {
        #expect((try? validator.distinctPaths(["age"], type: "Dog")) == [["age"]])
        #expect(throws: EngineError(.invalidQuery, "Cannot sort on key path 'tags': property 'Dog.tags' is of unsupported type 'array'.")) {
            try validator.distinctPaths(["tags"], type: "Dog")
        }
    }

    @Test("a distinct key path with an empty step, or ending in a link, is refused as a sort key path is")
    func distinctEmptyStepAndLink() {
        #expect(throws: EngineError(.invalidQuery, "Cannot sort on key path '': missing property name.")) {
            try validator.distinctPaths([""], type: "Dog")
        }
        #expect(throws: EngineError(.invalidQuery, "Cannot sort on key path 'age.': missing property name.")) {
            try validator.distinctPaths(["age."], type: "Dog")
        }
        #expect(throws: EngineError(.invalidQuery, "Cannot sort on key path 'friend': property 'Dog.friend' of type 'object' cannot be the final property in the key path.")) {
            try validator.distinctPaths(["friend"], type: "Dog")
        }
        #expect((try? validator.distinctPaths(["friend.age"], type: "Dog")) == [["friend", "age"]])
    }

    @Test("ANY, ALL and NONE over a to-many side")
    func quantifiers() {
        var c = Comparison(.keyPath(["tags"]), .equal, .constant(.string("a")))
        let many: [Value] = [.string("a"), .string("b")]
        #expect(c.holds(lhs: many, lhsMany: true, rhs: [.string("a")], rhsMany: false))
        c.quantifier = .all
        #expect(!c.holds(lhs: many, lhsMany: true, rhs: [.string("a")], rhsMany: false))
        c.quantifier = Quantifier.none
        #expect(!c.holds(lhs: many, lhsMany: true, rhs: [.string("a")], rhsMany: false))
        c.quantifier = nil
        #expect(c.holds(lhs: [.string("b")], lhsMany: false, rhs: many, rhsMany: true))
    }
}

@Suite("Observed key paths")
struct ObservedKeyPathTests {
    private let validator: QueryValidator = {
        let dog = ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "name", type: .string),
            PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
        ])
        let person = ObjectSchema(name: "Person", properties: [PropertySchema(name: "name", type: .string)])
        return QueryValidator { ["Dog": dog, "Person": person][$0] }
    }()

    @Test("observed key paths follow links and name the first unknown step")
    func observedPaths() {
        #expect((try? validator.checkObserved(["name", "owner.name"], type: "Dog")) != nil)
        #expect(throws: EngineError(.unknownProperty,
                                    "Invalid property name: property 'age' not found in object of type 'Person'")) {
            try validator.checkObserved(["owner.age"], type: "Dog")
        }
        #expect(throws: EngineError(.unknownProperty,
                                    "Invalid property name: property 'x' not found in object of type 'Dog'")) {
            try validator.checkObserved(["name.x"], type: "Dog")
        }
    }
}
