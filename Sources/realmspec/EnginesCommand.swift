// `realmspec engines`: the registered engines and what each supports; with
// `--explain`, how each answers a set of query shapes: pushed down into its
// storage, or evaluated by the object store.

internal import ArgumentParser
internal import PredicateFormat
internal import RealmSpecCore

struct EnginesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engines",
        abstract: "Lists the registered engines and their capabilities.")

    @Flag(help: "Also show, for a set of query shapes, whether each engine's storage answers them or the object store evaluates them.")
    var explain = false

    func run() throws {
        for entry in EngineRegistry.entries {
            do {
                let engine = try entry.factory()
                defer { engine.close() }
                let info = engine.info
                let capabilities = Capability.allCases.filter(info.capabilities.contains).map(\.rawValue)
                print("\(entry.name)  \(info.name) \(info.version): \(entry.summary)")
                print("    capabilities: \(capabilities.isEmpty ? "(none)" : capabilities.joined(separator: ", "))")
                if explain { printPlans(engine) }
            } catch {
                print("\(entry.name): cannot start: \(error.message)")
            }
        }
        print("\(EngineRegistry.externalPrefix)COMMAND  an engine in another process, speaking the JSON-lines protocol (docs/engine-protocol.md)")
    }

    /// The models the shapes are asked over.
    static let schema = Schema(types: [
        ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "age", type: .int, defaultValue: .int(0)),
            PropertySchema(name: "weight", type: .double, defaultValue: .double(0)),
            PropertySchema(name: "nickname", type: .string, isOptional: true),
            PropertySchema(name: "anything", type: .mixed, isOptional: true),
            PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
        ]),
        ObjectSchema(name: "Person", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "dogs", type: .object("Dog"), collection: .list),
            PropertySchema(name: "tags", type: .string, collection: .set),
            PropertySchema(name: "nicknames", type: .string, collection: .map),
        ]),
    ])

    /// Query shapes, as predicate strings over `schema`.
    static let shapes: [(type: String, predicate: String)] = [
        ("Dog", "age < 2"), ("Dog", "name == 'Rex'"), ("Dog", "name ==[c] 'rex'"), ("Dog", "name BEGINSWITH 'R'"),
        ("Dog", "name LIKE 'R?x'"), ("Dog", "age BETWEEN {1, 5}"), ("Dog", "age IN {1, 2, 3}"), ("Dog", "nickname == nil"),
        ("Dog", "age < 2 AND NOT name == 'Rex'"), ("Dog", "owner.name == 'Ann'"), ("Dog", "anything == 3"),
        ("Dog", "name < nickname"), ("Person", "ANY dogs.age < 2"), ("Person", "ALL dogs.age < 2"),
        ("Person", "dogs.@count > 1"), ("Person", "dogs.@avg.age > 1"), ("Person", "ANY tags == 'good'"),
        ("Person", "nicknames.@allKeys BEGINSWITH 'A'"),
    ]

    private func printPlans(_ engine: any Engine) {
        do { try engine.open(schema: Self.schema) } catch {
            print("    queries: cannot open a realm to explain: \(error.message)")
            return
        }
        // Explaining is optional: an engine without it answers `unsupported`.
        if let first = Self.shapes.first, let query = try? PredicateFormat.parse(first.predicate, arguments: []) {
            do { _ = try engine.explain(query, on: first.type) } catch where error.kind == .unsupported {
                print("    queries: this engine cannot explain its plans")
                return
            } catch {}
        }
        for shape in Self.shapes {
            let plan: String
            do {
                let query = try PredicateFormat.parse(shape.predicate, arguments: [])
                plan = try engine.explain(query, on: shape.type).map { "pushed down: \($0)" } ?? "evaluated by the object store"
            } catch {
                plan = "error: \(error.message)"
            }
            print("    \(shape.type) \(shape.predicate): \(plan)")
        }
        for shape in Self.reads {
            let plan: String
            do {
                plan = try engine.explain(shape.read, on: "Dog").map { "pushed down: \($0)" } ?? "evaluated by the object store"
            } catch {
                plan = "error: \(error.message)"
            }
            print("    Dog \(shape.name): \(plan)")
        }
    }

    /// Counts, sorts, distinct and aggregates over `Dog`.
    static let reads: [(name: String, read: ExplainedRead)] = {
        let young = Query.compare(Comparison(.keyPath(["age"]), .less, .constant(.int(2))))
        return [
            ("count of age < 2", .count(young)),
            ("sorted by age", .sorted(nil, [SortDescriptor(keyPath: "age")], limit: nil)),
            ("sorted by name, then weight descending, where age < 2",
             .sorted(young, [SortDescriptor(keyPath: "name"), SortDescriptor(keyPath: "weight", ascending: false)], limit: nil)),
            ("first 10 sorted by weight descending", .sorted(nil, [SortDescriptor(keyPath: "weight", ascending: false)], limit: 10)),
            ("sorted by owner.name", .sorted(nil, [SortDescriptor(keyPath: "owner.name")], limit: nil)),
            ("distinct by name", .distinct(nil, ["name"])),
            ("distinct by weight", .distinct(nil, ["weight"])),
            ("min of weight", .aggregate(nil, .min, property: "weight")),
            ("sum of age where age < 2", .aggregate(young, .sum, property: "age")),
            ("sum of weight", .aggregate(nil, .sum, property: "weight")),
            ("avg of age", .aggregate(nil, .avg, property: "age")),
        ]
    }()
}
