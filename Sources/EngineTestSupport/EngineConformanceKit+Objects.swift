// Conformance: add, create, get and set.
// Section ids: crud-update#update-an-object, crud-update#upsert-an-object,
// crud-update#update-properties-with-key-value-coding

internal import RealmSpecCore

extension EngineConformanceKit {
    static let objectChecks: [ConformanceCheck] = [
        ConformanceCheck("add makes every object of a graph managed and answers their keys",
                         section: "crud-update#update-an-object") { p in
            let toy = NewObject(type: "DogToy", localId: 2, fields: [MapEntry("name", .string("Ball"))])
            let dog = NewObject(type: "Dog", localId: 1, fields: [
                MapEntry("name", .string("Rex")), MapEntry("favoriteToy", .newObject(toy)),
            ])
            var reply: (root: ObjectKey?, keys: [LocalKey]) = (nil, [])
            try p.write { reply = try p.added(.add(.newObject(dog), update: .error)) }
            let keys = Dictionary(reply.keys.map { ($0.localId, $0.key) }, uniquingKeysWith: { a, _ in a })
            guard let dogKey = keys[1], let toyKey = keys[2] else {
                throw p.stop("'add' should answer a key for local ids 1 and 2, answered \(reply.keys)")
            }
            p.expectEqual(dogKey.type, "Dog", "type of the dog's key")
            p.expectEqual(try p.get(dogKey, "name"), .string("Rex"), "name of the added dog")
            p.expectEqual(try p.get(dogKey, "favoriteToy"), .link(toyKey), "favoriteToy of the added dog")
            p.expectEqual(try p.get(toyKey, "name"), .string("Ball"), "name of the reached toy")
            p.expectEqual(try p.count(ConformanceFixtures.toys), 1, "toys after add")
        },
        ConformanceCheck("add closes cycles through local references",
                         section: "crud-update#update-an-object") { p in
            let person = NewObject(type: "Person", localId: 1, fields: [
                MapEntry("id", .int(1)),
                MapEntry("dogs", .list([.newObject(NewObject(type: "Dog", localId: 2, fields: [
                    MapEntry("name", .string("Rex")), MapEntry("owner", .localRef(1)),
                ]))])),
            ])
            var keys: [LocalKey] = []
            try p.write { keys = try p.added(.add(.newObject(person), update: .error)).keys }
            guard let personKey = keys.first(where: { $0.localId == 1 })?.key,
                  let dogKey = keys.first(where: { $0.localId == 2 })?.key else {
                throw p.stop("'add' should answer keys for local ids 1 and 2, answered \(keys)")
            }
            p.expectEqual(try p.get(dogKey, "owner"), .link(personKey), "owner of the dog in the cycle")
            p.expectEqual(try p.values(.elements(.property(owner: personKey, name: "dogs"))),
                          [.link(dogKey)], "dogs of the person in the cycle")
        },
        ConformanceCheck("create fills absent values with defaults", section: "crud-update#upsert-an-object") { p in
            var dog = ObjectKey(type: "Dog", id: -1)
            try p.write { dog = try p.create("Dog", ["name": .string("Rex")]) }
            p.expectEqual(try p.get(dog, "age"), .int(0), "defaulted age")
            p.expectEqual(try p.get(dog, "owner"), .null, "defaulted optional link")
        },
        ConformanceCheck("create without a required value fails with missingValue",
                         section: "crud-update#upsert-an-object") { p in
            try p.perform(.beginWrite)
            p.expectError(.missingValue, .create(type: "Person", value: .map([MapEntry("name", .string("Ann"))]), update: .error))
        },
        ConformanceCheck("set changes the value get answers", section: "crud-update#update-an-object") { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            try p.write {
                try p.perform(.set(dog, property: "age", value: .int(4)))
                try p.perform(.set(dog, property: "name", value: .string("Rex II")))
            }
            p.expectEqual(try p.get(dog, "age"), .int(4), "age after set")
            p.expectEqual(try p.get(dog, "name"), .string("Rex II"), "name after set")
        },
        ConformanceCheck("a value of the wrong type fails with typeMismatch", section: "crud-update#update-an-object") { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            try p.perform(.beginWrite)
            p.expectError(.typeMismatch, .set(dog, property: "age", value: .string("old")))
            p.expectError(.typeMismatch, .set(dog, property: "name", value: .null))
        },
        ConformanceCheck("an unknown property fails with unknownProperty", section: "crud-update#update-an-object") { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            p.expectError(.unknownProperty, .get(dog, property: "colour"))
            try p.perform(.beginWrite)
            p.expectError(.unknownProperty, .set(dog, property: "colour", value: .string("brown")))
        },
        ConformanceCheck("a dictionary key that names no property is ignored by create", section: "crud-update#upsert-an-object") { p in
            var dog = ObjectKey(type: "Dog", id: -1)
            try p.write { dog = try p.create("Dog", ["name": .string("Rex"), "colour": .string("brown"), "age": .int(3)]) }
            p.expectEqual(try p.get(dog, "name"), .string("Rex"), "name of a dog created with an unknown key")
            p.expectEqual(try p.get(dog, "age"), .int(3), "age of a dog created with an unknown key")
        },
        ConformanceCheck("setForAll sets the property on every object of a collection",
                         section: "crud-update#update-properties-with-key-value-coding") { p in
            let keys = try p.makeDogs([("Rex", 1), ("Max", 5)])
            try p.write { try p.perform(.setForAll(ConformanceFixtures.dogs, property: "age", value: .int(7))) }
            for key in keys { p.expectEqual(try p.get(key, "age"), .int(7), "age of \(key) after setForAll") }
        },
        ConformanceCheck("a mixed property holds a value of any type, and nil once its object is deleted",
                         section: "crud-update#update-an-anyrealmvalue-property", requires: [.mixed]) { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            var toy = ObjectKey(type: "DogToy", id: -1)
            try p.write { try p.perform(.set(dog, property: "anything", value: .string("ball"))) }
            p.expectEqual(try p.get(dog, "anything"), .string("ball"), "mixed holding a string")
            try p.write {
                toy = try p.create("DogToy", ["name": .string("Ball")])
                try p.perform(.set(dog, property: "anything", value: .link(toy)))
            }
            p.expectEqual(try p.get(dog, "anything"), .link(toy), "mixed holding an object")
            try p.write { try p.perform(.delete(toy)) }
            p.expectEqual(try p.get(dog, "anything"), .null, "mixed whose object was deleted")
        },
        ConformanceCheck("linking objects follow the links to an object and cannot be assigned",
                         section: "crud-delete#delete-an-object-and-its-related-objects", requires: [.linkingObjects]) { p in
            let dog = try p.makeDogs([("Rex", 1)])[0]
            var person = ObjectKey(type: "Person", id: -1)
            try p.write { person = try p.create("Person", ["id": .int(1), "dogs": .list([.link(dog)])]) }
            let owners = CollectionRef.property(owner: dog, name: "owners")
            p.expectEqual(try p.values(.elements(owners)), [.link(person)], "owners of the dog")
            try p.write { try p.perform(.delete(person)) }
            p.expectEqual(try p.count(owners), 0, "owners after the owner was deleted")
            try p.perform(.beginWrite)
            p.expectError(.readOnlyProperty, .set(dog, property: "owners", value: .list([])))
        },
        ConformanceCheck("an embedded object is set through its parent and cannot stand alone",
                         section: "crud-update#update-an-embedded-object-property", requires: [.embedded]) { p in
            var person = ObjectKey(type: "Person", id: -1)
            try p.write {
                person = try p.create("Person", ["id": .int(1), "address": .map([MapEntry("city", .string("Oslo"))])])
            }
            guard case .link(let address) = try p.get(person, "address") else {
                throw p.stop("'get' of an embedded property should answer a link")
            }
            p.expectEqual(try p.get(address, "city"), .string("Oslo"), "city of the embedded address")
            try p.perform(.beginWrite)
            p.expectError(.embeddedStandalone, .create(type: "Address", value: .map([]), update: .error))
        },
    ]
}
