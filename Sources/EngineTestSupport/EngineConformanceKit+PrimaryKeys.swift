// Conformance: primary keys and the update policies .error, .modified, .all.
// Section ids: crud-update#upsert-an-object

internal import RealmSpecCore

extension EngineConformanceKit {
    static let primaryKeyChecks: [ConformanceCheck] = [
        ConformanceCheck("objectForPrimaryKey finds the object, or answers nil",
                         section: "crud-update#upsert-an-object") { p in
            var person = ObjectKey(type: "Person", id: -1)
            try p.write { person = try p.create("Person", ["id": .int(1234), "name": .string("Ann")]) }
            p.expectEqual(try p.key(.objectForPrimaryKey(type: "Person", key: .int(1234))), person, "lookup of 1234")
            p.expectEqual(try p.key(.objectForPrimaryKey(type: "Person", key: .int(99))), nil, "lookup of 99")
        },
        ConformanceCheck("a taken primary key under .error fails with primaryKeyExists",
                         section: "crud-update#upsert-an-object") { p in
            try p.write { try p.create("Person", ["id": .int(1234)]) }
            try p.perform(.beginWrite)
            p.expectError(.primaryKeyExists, .create(type: "Person", value: .map([MapEntry("id", .int(1234))]), update: .error))
            p.expectError(.primaryKeyExists, .add(.newObject(NewObject(type: "Person", localId: 1, fields: [
                MapEntry("id", .int(1234)),
            ])), update: .error))
        },
        ConformanceCheck("upsert with .modified updates the given values and keeps the others",
                         section: "crud-update#upsert-an-object") { p in
            var first = ObjectKey(type: "Person", id: -1)
            var second = ObjectKey(type: "Person", id: -2)
            try p.write {
                first = try p.create("Person", ["id": .int(1), "name": .string("Ann"), "age": .int(30)])
                second = try p.create("Person", ["id": .int(1), "name": .string("Anne")], update: .modified)
            }
            p.expectEqual(second, first, "key answered by the upsert")
            p.expectEqual(try p.count(ConformanceFixtures.people), 1, "people after the upsert")
            p.expectEqual(try p.get(first, "name"), .string("Anne"), "updated name")
            p.expectEqual(try p.get(first, "age"), .int(30), "age absent from the upsert")
        },
        ConformanceCheck("upsert with .all of a new key creates the object",
                         section: "crud-update#upsert-an-object") { p in
            try p.write {
                try p.create("Person", ["id": .int(1)], update: .all)
                try p.create("Person", ["id": .int(2)], update: .all)
            }
            p.expectEqual(try p.count(ConformanceFixtures.people), 2, "people after two upserts of new keys")
        },
        ConformanceCheck(".modified and .all on a type without a primary key fail with noPrimaryKey",
                         section: "crud-update#upsert-an-object") { p in
            try p.perform(.beginWrite)
            p.expectError(.noPrimaryKey, .create(type: "Dog", value: .map([]), update: .modified))
            p.expectError(.noPrimaryKey, .create(type: "Dog", value: .map([]), update: .all))
        },
        ConformanceCheck("changing a managed primary key fails with primaryKeyChange",
                         section: "crud-update#upsert-an-object") { p in
            var person = ObjectKey(type: "Person", id: -1)
            try p.write { person = try p.create("Person", ["id": .int(1)]) }
            try p.perform(.beginWrite)
            p.expectError(.primaryKeyChange, .set(person, property: "id", value: .int(2)))
        },
        ConformanceCheck("setting a managed primary key to the value it holds fails with primaryKeyChange",
                         section: "crud-update#upsert-an-object") { p in
            var person = ObjectKey(type: "Person", id: -1)
            try p.write { person = try p.create("Person", ["id": .int(1)]) }
            try p.perform(.beginWrite)
            p.expectError(.primaryKeyChange, .set(person, property: "id", value: .int(1)))
        },
    ]
}
