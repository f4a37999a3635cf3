// Conformance: filtered, sorted and distinct results.
// Section ids: rlmarray#querying, crud-delete#delete-multiple-objects

internal import RealmSpecCore

extension EngineConformanceKit {
    private typealias F = ConformanceFixtures

    private static func query(_ path: [String], _ op: ComparisonOperator, _ value: Value,
                              quantifier: Quantifier? = nil, caseInsensitive: Bool = false) -> Query {
        .compare(Comparison(.keyPath(path), op, .constant(value), quantifier: quantifier,
                            caseInsensitive: caseInsensitive))
    }

    static let queryChecks: [ConformanceCheck] = [
        ConformanceCheck("filtered results match the query and stay live", section: "rlmarray#querying",
                         requires: [.queries]) { p in
            _ = try p.makeDogs([("Rex", 1), ("Max", 5)])
            let puppies = F.dogs(where: "age", .less, .int(2))
            p.expectEqual(try p.names(puppies), [.string("Rex")], "puppies")
            _ = try p.makeDogs([("Pip", 0)])
            p.expectEqual(try p.names(puppies), [.string("Rex"), .string("Pip")], "puppies after a later write")
            p.expectEqual(try p.count(puppies), 2, "count of puppies after a later write")
        },
        ConformanceCheck("comparison and string operators select the right objects", section: "rlmarray#querying",
                         requires: [.queries]) { p in
            _ = try p.makeDogs([("Rex", 1), ("Max", 5), ("rover", 3)])
            let cases: [(Query, [Value])] = [
                (query(["name"], .beginsWith, .string("r"), caseInsensitive: true), [.string("Rex"), .string("rover")]),
                (query(["name"], .contains, .string("a")), [.string("Max")]),
                (query(["name"], .like, .string("R?x")), [.string("Rex")]),
                (query(["age"], .between, .list([.int(1), .int(3)])), [.string("Rex"), .string("rover")]),
                (query(["age"], .in, .list([.int(5), .int(7)])), [.string("Max")]),
                (.not(query(["age"], .greaterOrEqual, .int(3))), [.string("Rex")]),
                (.or([query(["age"], .equal, .int(1)), query(["age"], .equal, .int(5))]), [.string("Rex"), .string("Max")]),
                (.falsePredicate, []),
            ]
            for (q, expected) in cases {
                p.expectEqual(try p.names(.filtered(F.dogs, q)), expected, "dogs matching \(q)")
            }
        },
        ConformanceCheck("key paths follow to-one links, ANY crosses lists, @count sizes them",
                         section: "rlmarray#querying", requires: [.queries]) { p in
            let dogs = try p.makeDogs([("Rex", 1), ("Max", 5)])
            try p.write {
                let toy = try p.create("DogToy", ["name": .string("Ball")])
                try p.perform(.set(dogs[1], property: "favoriteToy", value: .link(toy)))
                try p.create("Person", ["id": .int(1), "name": .string("Ann"), "dogs": .list(dogs.map(Value.link))])
                try p.create("Person", ["id": .int(2), "name": .string("Bo"), "dogs": .list([.link(dogs[1])])])
            }
            p.expectEqual(try p.names(.filtered(F.dogs, query(["favoriteToy", "name"], .equal, .string("Ball")))),
                          [.string("Max")], "dogs whose toy is Ball")
            p.expectEqual(try p.names(.filtered(F.people, query(["dogs", "age"], .less, .int(2), quantifier: .any))),
                          [.string("Ann")], "people with ANY dog younger than 2")
            let twoDogs = Query.compare(Comparison(.count(["dogs"]), .greaterOrEqual, .constant(.int(2))))
            p.expectEqual(try p.names(.filtered(F.people, twoDogs)), [.string("Ann")], "people with two dogs or more")
        },
        ConformanceCheck("SUBQUERY counts the elements of a list that match its query, read from the element",
                         section: "rlmarray#querying", requires: [.queries]) { p in
            let dogs = try p.makeDogs([("Rex", 1), ("Max", 5), ("Pip", 7)])
            try p.write {
                try p.create("Person", ["id": .int(1), "name": .string("Ann"), "dogs": .list(dogs.map(Value.link))])
                try p.create("Person", ["id": .int(2), "name": .string("Bo"), "dogs": .list([.link(dogs[0])])])
                try p.create("Person", ["id": .int(3), "name": .string("Cy")])
            }
            let olderThanTwo = query(["age"], .greater, .int(2))
            let twoOld = Query.compare(Comparison(.subquery(["dogs"], olderThanTwo), .equal, .constant(.int(2))))
            p.expectEqual(try p.names(.filtered(F.people, twoOld)), [.string("Ann")], "people with two dogs older than 2")
            let noneOld = Query.compare(Comparison(.subquery(["dogs"], olderThanTwo), .equal, .constant(.int(0))))
            p.expectEqual(try p.names(.filtered(F.people, noneOld)), [.string("Bo"), .string("Cy")],
                          "people with no dog older than 2, an empty list included")
            let both = Query.and([query(["age"], .greater, .int(2)), query(["name"], .beginsWith, .string("P"))])
            let pip = Query.compare(Comparison(.subquery(["dogs"], both), .greater, .constant(.int(0))))
            p.expectEqual(try p.names(.filtered(F.people, pip)), [.string("Ann")],
                          "both parts of the subquery hold for one element")
            p.expectError(.invalidQuery, .count(.filtered(F.people, .compare(Comparison(.subquery(["name"], olderThanTwo),
                                                                                          .greater, .constant(.int(0)))))))
        },
        ConformanceCheck("a query on an unknown property fails with invalidQuery", section: "rlmarray#querying",
                         requires: [.queries]) { p in
            _ = try p.makeDogs([("Rex", 1)])
            p.expectError(.invalidQuery, .count(.filtered(F.dogs, query(["colour"], .equal, .string("brown")))))
        },
        ConformanceCheck("indexMatching answers the first match or -1", section: "rlmarray#querying",
                         requires: [.queries]) { p in
            _ = try p.makeDogs([("Rex", 1), ("Max", 5), ("Pip", 5)])
            p.expectEqual(try p.int(.indexMatching(F.dogs, query(["age"], .equal, .int(5)))), 1, "first five-year-old")
            p.expectEqual(try p.int(.indexMatching(F.dogs, query(["age"], .equal, .int(9)))), -1, "no nine-year-old")
        },
        ConformanceCheck("sorting is stable over several descriptors", section: "rlmarray#querying",
                         requires: [.sorting]) { p in
            _ = try p.makeDogs([("Rex", 1), ("Max", 5), ("Ann", 1), ("Bo", 5)])
            let byAge = CollectionRef.sorted(F.dogs, [SortDescriptor(keyPath: "age")])
            p.expectEqual(try p.names(byAge), ["Rex", "Ann", "Max", "Bo"].map(Value.string), "sorted by age")
            let byAgeDownThenName = CollectionRef.sorted(F.dogs, [
                SortDescriptor(keyPath: "age", ascending: false), SortDescriptor(keyPath: "name"),
            ])
            p.expectEqual(try p.names(byAgeDownThenName), ["Bo", "Max", "Ann", "Rex"].map(Value.string),
                          "sorted by age descending, then name")
        },
        ConformanceCheck("distinct keeps the first object of each group", section: "rlmarray#querying",
                         requires: [.distinct]) { p in
            _ = try p.makeDogs([("Rex", 1), ("Max", 5), ("Ann", 1)])
            p.expectEqual(try p.names(.distinct(F.dogs, ["age"])), [.string("Rex"), .string("Max")], "distinct ages")
        },
    ]
}
