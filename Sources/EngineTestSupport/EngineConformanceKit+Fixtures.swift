// The schema every conformance check opens: the models of the documentation
// pages' examples, reduced to what the checks touch.
// Section ids: crud-delete#about-the-examples, crud-update#about-the-examples

internal import RealmSpecCore

enum ConformanceFixtures {
    /// Dog (no primary key), DogToy, Person (primary key `id` with no
    /// default, so creating one without it is `missingValue`), Address (embedded).
    static let schema = Schema(types: [
        ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "weight", type: .double, defaultValue: .double(0)),
            PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
            PropertySchema(name: "favoriteToy", type: .object("DogToy"), isOptional: true),
            PropertySchema(name: "anything", type: .mixed, isOptional: true),
            PropertySchema(name: "owners", type: .linkingObjects(originType: "Person", originProperty: "dogs")),
        ]),
        ObjectSchema(name: "DogToy", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
        ]),
        ObjectSchema(name: "Person", properties: [
            PropertySchema(name: "id", type: .int, isPrimaryKey: true),
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "dogs", type: .object("Dog"), collection: .list),
            PropertySchema(name: "scores", type: .int, collection: .list),
            PropertySchema(name: "nicknames", type: .string, collection: .set),
            PropertySchema(name: "tags", type: .string, collection: .map, isOptional: true),
            PropertySchema(name: "address", type: .object("Address"), isOptional: true),
        ]),
        ObjectSchema(name: "Address", isEmbedded: true, properties: [
            PropertySchema(name: "street", type: .string, defaultValue: .string("")),
            PropertySchema(name: "city", type: .string, defaultValue: .string("")),
        ]),
    ])

    static let dogs = CollectionRef.objects(type: "Dog")
    static let people = CollectionRef.objects(type: "Person")
    static let toys = CollectionRef.objects(type: "DogToy")

    static func dogs(where path: String, _ op: ComparisonOperator, _ value: Value) -> CollectionRef {
        .filtered(dogs, .compare(Comparison(.keyPath([path]), op, .constant(value))))
    }
}

extension ConformanceProbe {
    /// Creates dogs named and aged as given, in one write, and answers their keys.
    func makeDogs(_ dogs: [(String, Int64)]) throws -> [ObjectKey] {
        var keys: [ObjectKey] = []
        try write {
            for (name, age) in dogs {
                keys.append(try create("Dog", ["name": .string(name), "age": .int(age)]))
            }
        }
        return keys
    }

    /// The `name` of each object of a collection, in order.
    func names(_ ref: CollectionRef) throws -> [Value] {
        let elements = try values(.elements(ref))
        var names: [Value] = []
        for element in elements {
            guard case .link(let key) = element else {
                throw stop("'elements' of \(ref) should answer links, got \(element)")
            }
            names.append(try get(key, "name"))
        }
        return names
    }
}
