// Conformance: min, max, sum and average.
// Section ids: rlmarray#aggregating

internal import RealmSpecCore

extension EngineConformanceKit {
    static let aggregateChecks: [ConformanceCheck] = [
        ConformanceCheck("min, max, sum and average of an int property", section: "rlmarray#aggregating",
                         requires: [.aggregates]) { p in
            _ = try p.makeDogs([("Rex", 1), ("Max", 5), ("Pip", 3)])
            let dogs = ConformanceFixtures.dogs
            p.expectEqual(try p.value(.aggregate(dogs, .min, property: "age")), .int(1), "min age")
            p.expectEqual(try p.value(.aggregate(dogs, .max, property: "age")), .int(5), "max age")
            p.expectEqual(try p.value(.aggregate(dogs, .sum, property: "age")), .int(9), "sum of ages")
            p.expectEqual(try p.value(.aggregate(dogs, .avg, property: "age")), .double(3), "average age")
        },
        ConformanceCheck("aggregates of an empty collection: nil, except a sum of 0", section: "rlmarray#aggregating",
                         requires: [.aggregates]) { p in
            let dogs = ConformanceFixtures.dogs
            p.expectEqual(try p.value(.aggregate(dogs, .min, property: "age")), .null, "min of none")
            p.expectEqual(try p.value(.aggregate(dogs, .max, property: "age")), .null, "max of none")
            p.expectEqual(try p.value(.aggregate(dogs, .avg, property: "age")), .null, "average of none")
            p.expectEqual(try p.value(.aggregate(dogs, .sum, property: "age")), .int(0), "sum of none")
        },
        ConformanceCheck("aggregates of a list of primitives", section: "rlmarray#aggregating",
                         requires: [.aggregates, .lists]) { p in
            let scores = try p.makePersonList("scores")
            try p.write { try p.perform(.listAppend(scores, values: [.int(4), .int(2), .int(6)])) }
            p.expectEqual(try p.value(.aggregate(scores, .max, property: nil)), .int(6), "max score")
            p.expectEqual(try p.value(.aggregate(scores, .sum, property: nil)), .int(12), "sum of scores")
        },
        ConformanceCheck("aggregating a string property fails with unsupportedAggregate", section: "rlmarray#aggregating",
                         requires: [.aggregates]) { p in
            _ = try p.makeDogs([("Rex", 1)])
            p.expectError(.unsupportedAggregate, .aggregate(ConformanceFixtures.dogs, .sum, property: "name"))
            p.expectError(.unsupportedAggregate, .aggregate(ConformanceFixtures.dogs, .min, property: "name"))
        },
    ]
}
