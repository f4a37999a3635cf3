// Conformance: write transactions and their gates.
// Section ids: crud-update#update-realm-objects, crud-delete#delete-realm-objects

internal import RealmSpecCore

extension EngineConformanceKit {
    static let transactionChecks: [ConformanceCheck] = [
        ConformanceCheck("isInWriteTransaction follows begin, commit and cancel",
                         section: "crud-update#update-realm-objects") { p in
            p.expectEqual(try p.bool(.isInWriteTransaction), false, "before beginWrite")
            try p.perform(.beginWrite)
            p.expectEqual(try p.bool(.isInWriteTransaction), true, "after beginWrite")
            try p.perform(.commitWrite(withoutNotifying: []))
            p.expectEqual(try p.bool(.isInWriteTransaction), false, "after commitWrite")
            try p.perform(.beginWrite)
            try p.perform(.cancelWrite)
            p.expectEqual(try p.bool(.isInWriteTransaction), false, "after cancelWrite")
        },
        ConformanceCheck("beginWrite inside a write fails with alreadyInWriteTransaction",
                         section: "crud-update#update-realm-objects") { p in
            try p.perform(.beginWrite)
            p.expectError(.alreadyInWriteTransaction, .beginWrite)
        },
        ConformanceCheck("commit and cancel without a write fail with noWriteTransaction",
                         section: "crud-update#update-realm-objects") { p in
            p.expectError(.noWriteTransaction, .commitWrite(withoutNotifying: []))
            p.expectError(.noWriteTransaction, .cancelWrite)
        },
        ConformanceCheck("mutations outside a write fail with notInWriteTransaction",
                         section: "crud-delete#delete-realm-objects") { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            p.expectError(.notInWriteTransaction, .create(type: "Dog", value: .map([]), update: .error))
            p.expectError(.notInWriteTransaction, .set(dog, property: "age", value: .int(2)))
            p.expectError(.notInWriteTransaction, .delete(dog))
            p.expectError(.notInWriteTransaction, .deleteAll)
            p.expectEqual(try p.get(dog, "age"), .int(1), "age after the refused set")
            p.expectEqual(try p.count(ConformanceFixtures.dogs), 1, "dogs after the refused deletes")
        },
        ConformanceCheck("cancelWrite invalidates objects created in the write",
                         section: "crud-update#update-realm-objects") { p in
            try p.perform(.beginWrite)
            let dog = try p.create("Dog", ["name": .string("Rex")])
            try p.perform(.cancelWrite)
            p.expectEqual(try p.bool(.isValid(dog)), false, "isValid of a dog created in a cancelled write")
            p.expectEqual(try p.count(ConformanceFixtures.dogs), 0, "dogs after cancel")
        },
        ConformanceCheck("cancelWrite restores changed values and deleted objects",
                         section: "crud-delete#delete-realm-objects") { p in
            let keys = try p.makeDogs([("Rex", 1), ("Max", 5)])
            try p.perform(.beginWrite)
            try p.perform(.set(keys[0], property: "age", value: .int(9)))
            try p.perform(.delete(keys[1]))
            try p.perform(.cancelWrite)
            p.expectEqual(try p.get(keys[0], "age"), .int(1), "age after cancel")
            p.expectEqual(try p.bool(.isValid(keys[1])), true, "isValid of a dog whose delete was cancelled")
            p.expectEqual(try p.get(keys[1], "name"), .string("Max"), "name of the restored dog")
        },
        ConformanceCheck("a call refused part-way through a graph keeps what it wrote before the refusal",
                         section: "crud-update#upsert-an-object") { p in
            try p.write { try p.create("Person", ["id": .int(7)]) }
            try p.perform(.beginWrite)
            // The dog is made, and its values set in schema order, until the
            // owner's taken key is met (before the toy, which comes after the
            // owner); Realm does not roll the call back.
            p.expectError(.primaryKeyExists, .add(.newObject(NewObject(type: "Dog", localId: 1, fields: [
                MapEntry("name", .string("Rex")),
                MapEntry("favoriteToy", .newObject(NewObject(type: "DogToy", localId: 2, fields: [MapEntry("name", .string("Ball"))]))),
                MapEntry("owner", .newObject(NewObject(type: "Person", localId: 3, fields: [MapEntry("id", .int(7))]))),
            ])), update: .error))
            p.expectEqual(try p.names(ConformanceFixtures.dogs), [.string("Rex")], "dogs after the refused add")
            p.expectEqual(try p.count(ConformanceFixtures.toys), 0, "toys after the refused add")
            p.expectEqual(try p.count(ConformanceFixtures.people), 1, "people after the refused add")
            _ = try p.create("Dog", ["name": .string("Max")])
            try p.perform(.commitWrite(withoutNotifying: []))
            p.expectEqual(try p.names(ConformanceFixtures.dogs), [.string("Rex"), .string("Max")], "dogs after the write goes on and commits")
        },
        ConformanceCheck("reopen keeps committed data and rolls back an open write",
                         section: "crud-update#update-realm-objects", requires: [.reopen]) { p in
            _ = try p.makeDogs([("Rex", 1)])
            try p.perform(.beginWrite)
            _ = try p.create("Dog", ["name": .string("Max")])
            try p.perform(.reopen)
            p.expectEqual(try p.bool(.isInWriteTransaction), false, "in a write after reopen")
            p.expectEqual(try p.names(ConformanceFixtures.dogs), [.string("Rex")], "dogs after reopen")
        },
    ]
}
