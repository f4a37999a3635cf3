// Conformance: list access and mutation.
// Section ids: rlmarray#accessing-objects, rlmarray#adding-removing-replacing, rlmarray#querying

internal import RealmSpecCore

extension EngineConformanceKit {
    static let listChecks: [ConformanceCheck] = [
        ConformanceCheck("append, insert, replace, move, swap and remove keep the list in order",
                         section: "rlmarray#adding-removing-replacing", requires: [.lists]) { p in
            let scores = try p.makePersonList("scores")
            let n: (Int64) -> Value = { .int($0) }
            try p.write {
                try p.perform(.listAppend(scores, values: [n(1), n(2), n(3)]))
                try p.perform(.listInsert(scores, values: [n(0)], at: 0))
            }
            p.expectEqual(try p.values(.elements(scores)), [n(0), n(1), n(2), n(3)], "after append and insert")
            try p.write {
                try p.perform(.listReplace(scores, at: 1, value: n(10)))
                try p.perform(.listMove(scores, from: 0, to: 3))
            }
            p.expectEqual(try p.values(.elements(scores)), [n(10), n(2), n(3), n(0)], "after replace and move")
            try p.write {
                try p.perform(.listSwap(scores, 0, 3))
                try p.perform(.listRemove(scores, at: 1))
            }
            p.expectEqual(try p.values(.elements(scores)), [n(0), n(3), n(10)], "after swap and remove")
            p.expectEqual(try p.count(scores), 3, "count")
            p.expectEqual(try p.value(.element(scores, index: 2)), n(10), "element 2")
            p.expectEqual(try p.int(.indexOf(scores, value: n(3))), 1, "index of 3")
            p.expectEqual(try p.int(.indexOf(scores, value: n(42))), -1, "index of an absent value")
            try p.write { try p.perform(.listRemoveAll(scores)) }
            p.expectEqual(try p.count(scores), 0, "count after removeAll")
        },
        ConformanceCheck("an index past the end or negative fails with indexOutOfBounds",
                         section: "rlmarray#accessing-objects", requires: [.lists]) { p in
            let scores = try p.makePersonList("scores")
            try p.write { try p.perform(.listAppend(scores, values: [.int(1), .int(2)])) }
            p.expectError(.indexOutOfBounds, .element(scores, index: 2))
            p.expectError(.indexOutOfBounds, .element(scores, index: -1))
            try p.perform(.beginWrite)
            p.expectError(.indexOutOfBounds, .listInsert(scores, values: [.int(3)], at: 3))
            p.expectError(.indexOutOfBounds, .listRemove(scores, at: 2))
            p.expectError(.indexOutOfBounds, .listMove(scores, from: 0, to: 5))
            try p.perform(.listInsert(scores, values: [.int(3)], at: 2))
            p.expectEqual(try p.count(scores), 3, "count after inserting at the end index")
        },
        ConformanceCheck("removing an object from a list never deletes it",
                         section: "rlmarray#adding-removing-replacing", requires: [.lists]) { p in
            let dogs = try p.makePersonList("dogs")
            let keys = try p.makeDogs([("Rex", 1)])
            try p.write {
                try p.perform(.listAppend(dogs, values: [.link(keys[0])]))
                try p.perform(.listRemove(dogs, at: 0))
            }
            p.expectEqual(try p.count(dogs), 0, "list count")
            p.expectEqual(try p.bool(.isValid(keys[0])), true, "isValid of the removed dog")
        },
        ConformanceCheck("an element of the wrong type fails with typeMismatch",
                         section: "rlmarray#overview", requires: [.lists]) { p in
            let scores = try p.makePersonList("scores")
            try p.perform(.beginWrite)
            p.expectError(.typeMismatch, .listAppend(scores, values: [.string("x")]))
        },
        ConformanceCheck("a list of a deleted owner fails with invalidated",
                         section: "crud-delete#delete-realm-objects", requires: [.lists]) { p in
            let scores = try p.makePersonList("scores")
            guard case .property(let owner, _) = scores else { return }
            try p.write { try p.perform(.delete(owner)) }
            p.expectError(.invalidated, .count(scores))
        },
    ]
}

extension ConformanceProbe {
    /// A new Person (id 1) and one of its collection properties.
    func makePersonList(_ property: String) throws -> CollectionRef {
        var person = ObjectKey(type: "Person", id: -1)
        try write { person = try create("Person", ["id": .int(1)]) }
        return .property(owner: person, name: property)
    }
}
