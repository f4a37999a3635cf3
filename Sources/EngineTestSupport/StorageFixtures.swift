// A small realm every SQL storage's tests share: dogs with scalars of every
// translatable kind, optional values, links and a list, and the queries
// whose SQL translation must select what the object store's own
// evaluation selects.
// Section ids: crud-delete#delete-multiple-objects, rlmarray#querying

public import RealmSpecCore

/// The shared realm and queries of the storage tests.
public enum StorageFixtures {
    public static let schema = Schema(types: [
        ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "nickname", type: .string, isOptional: true),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "weight", type: .double, defaultValue: .double(0)),
            PropertySchema(name: "height", type: .float, defaultValue: .float(0)),
            PropertySchema(name: "born", type: .date, defaultValue: .date(0)),
            PropertySchema(name: "good", type: .bool, defaultValue: .bool(true)),
            PropertySchema(name: "price", type: .decimal128, defaultValue: .decimal128("0")),
            PropertySchema(name: "anything", type: .mixed, isOptional: true),
            PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
            PropertySchema(name: "owners", type: .linkingObjects(originType: "Person", originProperty: "dogs")),
        ]),
        ObjectSchema(name: "Person", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "dogs", type: .object("Dog"), collection: .list),
            PropertySchema(name: "best", type: .object("Person"), isOptional: true),
        ]),
    ])

    /// `engine`, opened on `schema` and filled.
    public static func filled<E: Engine>(_ engine: E) throws -> (E, dogs: [ObjectKey], people: [ObjectKey]) {
        try engine.open(schema: schema)
        let (dogs, people) = try fill(engine)
        return (engine, dogs, people)
    }

    /// Fills an open engine with five dogs and two people, in one write.
    public static func fill(_ engine: any Engine) throws -> (dogs: [ObjectKey], people: [ObjectKey]) {
        _ = try engine.perform(.beginWrite)
        let ann = try create(engine, "Person", ["name": .string("Ann"), "age": .int(40)])
        let bob = try create(engine, "Person", ["name": .string("Bob"), "age": .int(7), "best": .link(ann)])
        let rows: [[String: Value]] = [
            ["name": .string("Rex"), "age": .int(1), "weight": .double(10.5), "height": .float(0.5), "born": .date(100),
             "owner": .link(ann), "nickname": .string("rexy"), "price": .decimal128("2.5"), "anything": .int(3)],
            ["name": .string("Émile"), "age": .int(3), "weight": .double(4), "height": .float(1.25), "born": .date(200),
             "owner": .link(bob), "good": .bool(false), "anything": .string("x")],
            ["name": .string("émile"), "age": .int(5), "weight": .double(7.25), "born": .date(300), "nickname": .string("")],
            ["name": .string("Rover"), "age": .int(2), "weight": .double(2), "height": .float(3), "owner": .link(ann)],
            ["name": .string("a*b?c"), "age": .int(12), "weight": .double(30)],
        ]
        var dogs: [ObjectKey] = []
        for row in rows { dogs.append(try create(engine, "Dog", row)) }
        _ = try engine.perform(.set(ann, property: "dogs", value: .list([.link(dogs[0]), .link(dogs[3]), .link(dogs[0])])))
        _ = try engine.perform(.set(bob, property: "dogs", value: .list([.link(dogs[1])])))
        _ = try engine.perform(.commitWrite(withoutNotifying: []))
        return (dogs, [ann, bob])
    }

    /// Creates one object from named fields and answers its key.
    public static func create(_ engine: any Engine, _ type: String, _ fields: [String: Value]) throws -> ObjectKey {
        let entries = fields.sorted { $0.key < $1.key }.map { MapEntry($0.key, $0.value) }
        guard case .added(let root?, _) = try engine.perform(.create(type: type, value: .map(entries), update: .error)) else {
            throw EngineError(.engineFailure, "create answered no key")
        }
        return root
    }

    public static func compare(_ path: [String], _ op: ComparisonOperator, _ value: Value,
                               ci: Bool = false, di: Bool = false) -> Query {
        .compare(Comparison(.keyPath(path), op, .constant(value), caseInsensitive: ci, diacriticInsensitive: di))
    }

    /// Queries over `Dog` covering every operator and operand shape a SQL
    /// translation may take on.
    public static let parityQueries: [Query] = [
        compare(["age"], .less, .int(3)),
        compare(["weight"], .greaterOrEqual, .int(3)),
        compare(["weight"], .equal, .int(4)),
        compare(["height"], .greater, .double(1.1)),
        compare(["height"], .equal, .float(1.25)),
        compare(["born"], .lessOrEqual, .date(200)),
        compare(["good"], .equal, .bool(false)),
        compare(["good"], .notEqual, .bool(false)),
        compare(["nickname"], .equal, .null),
        compare(["nickname"], .notEqual, .null),
        compare(["nickname"], .greaterOrEqual, .null),
        compare(["nickname"], .lessOrEqual, .null),
        compare(["nickname"], .less, .null),
        compare(["nickname"], .notEqual, .string("rexy")),
        compare(["nickname"], .less, .string("s")),
        compare(["nickname"], .contains, .string("")),
        compare(["name"], .equal, .string("émile"), ci: true),
        compare(["name"], .equal, .string("EMILE"), ci: true, di: true),
        compare(["name"], .beginsWith, .string("R")),
        compare(["name"], .beginsWith, .string("r"), ci: true),
        compare(["name"], .endsWith, .string("ile")),
        compare(["name"], .endsWith, .string("")),
        compare(["name"], .contains, .string("o")),
        compare(["name"], .like, .string("R?x")),
        compare(["name"], .like, .string("*e")),
        compare(["name"], .like, .string("a[*]b")),
        compare(["name"], .in, .list([.string("Rex"), .string("Rover"), .string("Fido")])),
        compare(["nickname"], .in, .list([.null, .string("rexy")])),
        compare(["age"], .in, .list([])),
        compare(["age"], .between, .list([.int(2), .int(5)])),
        compare(["owner", "name"], .equal, .string("Ann")),
        compare(["owner", "name"], .notEqual, .string("Ann")),
        compare(["owner", "best", "name"], .equal, .string("Ann")),
        compare(["owner", "age"], .greater, .int(10)),
        compare(["owner"], .equal, .null),
        Query.compare(Comparison(.count(["owners"]), .greater, .constant(.int(0)))),
        Query.compare(Comparison(.count(["owners"]), .equal, .constant(.int(2)))),
        Query.not(compare(["nickname"], .less, .string("s"))),
        Query.or([compare(["age"], .greater, .int(10)), compare(["owner", "age"], .less, .int(10))]),
        Query.and([]),
        Query.or([]),
        // An empty or nil right side never matches BEGINSWITH, ENDSWITH or
        // CONTAINS, so its negation matches every row (sdk-query).
        compare(["name"], .beginsWith, .string("")),
        compare(["nickname"], .beginsWith, .string("")),
        Query.not(compare(["nickname"], .contains, .string(""))),
        Query.not(compare(["nickname"], .endsWith, .null)),
        compare(["nickname"], .like, .null),
        Query.not(compare(["nickname"], .like, .null)),
    ]
}
