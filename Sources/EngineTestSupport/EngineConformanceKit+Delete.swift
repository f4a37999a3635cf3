// Conformance: deleting objects and collections, and what happens to references.
// Section ids: crud-delete#delete-an-object, crud-delete#delete-multiple-objects,
// crud-delete#delete-an-object-and-its-related-objects,
// crud-delete#delete-all-objects-of-a-specific-type, crud-delete#delete-all-objects-in-a-realm

internal import RealmSpecCore

extension EngineConformanceKit {
    static let deleteChecks: [ConformanceCheck] = [
        ConformanceCheck("a deleted object is invalid and every use fails with invalidated",
                         section: "crud-delete#delete-an-object") { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            try p.write { try p.perform(.delete(dog)) }
            p.expectEqual(try p.bool(.isValid(dog)), false, "isValid after delete")
            p.expectError(.invalidated, .get(dog, property: "name"))
            try p.perform(.beginWrite)
            p.expectError(.invalidated, .set(dog, property: "age", value: .int(2)))
            p.expectError(.invalidated, .delete(dog))
        },
        ConformanceCheck("deleting a query's results removes exactly the matches",
                         section: "crud-delete#delete-multiple-objects", requires: [.queries]) { p in
            _ = try p.makeDogs([("Rex", 1), ("Max", 5), ("Pip", 0)])
            try p.write { try p.perform(.deleteCollection(ConformanceFixtures.dogs(where: "age", .less, .int(2)))) }
            p.expectEqual(try p.names(ConformanceFixtures.dogs), [.string("Max")], "dogs left")
        },
        ConformanceCheck("deleteObjects deletes each of the objects",
                         section: "crud-delete#delete-multiple-objects") { p in
            let keys = try p.makeDogs([("Rex", 1), ("Max", 5), ("Pip", 0)])
            try p.write { try p.perform(.deleteObjects([keys[0], keys[2]])) }
            p.expectEqual(try p.names(ConformanceFixtures.dogs), [.string("Max")], "dogs left")
        },
        ConformanceCheck("deleting all objects of a type leaves other types",
                         section: "crud-delete#delete-all-objects-of-a-specific-type") { p in
            _ = try p.makeDogs([("Rex", 1), ("Max", 5)])
            try p.write {
                try p.create("DogToy", ["name": .string("Ball")])
                try p.perform(.deleteCollection(ConformanceFixtures.dogs))
            }
            p.expectEqual(try p.count(ConformanceFixtures.dogs), 0, "dogs after deleting the type")
            p.expectEqual(try p.count(ConformanceFixtures.toys), 1, "toys after deleting the dogs")
        },
        ConformanceCheck("deleteAll empties every type and keeps the schema",
                         section: "crud-delete#delete-all-objects-in-a-realm") { p in
            _ = try p.makeDogs([("Rex", 1)])
            try p.write {
                try p.create("Person", ["id": .int(1)])
                try p.perform(.deleteAll)
            }
            p.expectEqual(try p.count(ConformanceFixtures.dogs), 0, "dogs after deleteAll")
            p.expectEqual(try p.count(ConformanceFixtures.people), 0, "people after deleteAll")
            try p.write { try p.create("Dog", ["name": .string("Max")]) }
            p.expectEqual(try p.count(ConformanceFixtures.dogs), 1, "dogs created after deleteAll")
        },
        ConformanceCheck("deleting an object nullifies links and removes list entries, without cascading",
                         section: "crud-delete#delete-an-object-and-its-related-objects") { p in
            var person = ObjectKey(type: "Person", id: -1)
            var toy = ObjectKey(type: "DogToy", id: -1)
            let dogs = try p.makeDogs([("Rex", 1), ("Max", 5)])
            try p.write {
                person = try p.create("Person", ["id": .int(1), "dogs": .list(dogs.map(Value.link))])
                toy = try p.create("DogToy", ["name": .string("Ball")])
                try p.perform(.set(dogs[1], property: "owner", value: .link(person)))
                try p.perform(.set(dogs[1], property: "favoriteToy", value: .link(toy)))
                try p.perform(.delete(dogs[0]))
                try p.perform(.delete(person))
            }
            p.expectEqual(try p.get(dogs[1], "owner"), .null, "owner of a dog whose owner was deleted")
            p.expectEqual(try p.count(ConformanceFixtures.dogs), 1, "dogs left after deleting their owner")
            try p.write { try p.perform(.delete(dogs[1])) }
            p.expectEqual(try p.bool(.isValid(toy)), true, "a toy whose dog was deleted (no cascade)")
        },
        ConformanceCheck("deleting an object removes it from the lists that hold it",
                         section: "crud-delete#delete-an-object-and-its-related-objects", requires: [.lists]) { p in
            var person = ObjectKey(type: "Person", id: -1)
            let dogs = try p.makeDogs([("Rex", 1), ("Max", 5)])
            try p.write {
                person = try p.create("Person", ["id": .int(1), "dogs": .list(dogs.map(Value.link))])
                try p.perform(.delete(dogs[0]))
            }
            p.expectEqual(try p.values(.elements(.property(owner: person, name: "dogs"))), [.link(dogs[1])],
                          "dogs of the person after one was deleted")
        },
        ConformanceCheck("deleting a parent deletes its embedded object",
                         section: "crud-delete#delete-an-object-and-its-related-objects", requires: [.embedded]) { p in
            var person = ObjectKey(type: "Person", id: -1)
            try p.write { person = try p.create("Person", ["id": .int(1), "address": .map([MapEntry("city", .string("Oslo"))])]) }
            guard case .link(let address) = try p.get(person, "address") else {
                throw p.stop("'get' of an embedded property should answer a link")
            }
            try p.write { try p.perform(.delete(person)) }
            p.expectEqual(try p.bool(.isValid(address)), false, "isValid of the embedded address")
        },
    ]
}
