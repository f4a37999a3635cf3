// swift-tools-version:6.0
import PackageDescription

// Sources build in the Swift 6 language mode with complete concurrency
// checking; the tests stay in Swift 5 mode.
let tests: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "realmspec",
    platforms: [.macOS(.v15)],  // Synchronization (Atomic, Mutex) needs macOS 15
    products: [
        .executable(name: "realmspec", targets: ["realmspec"]),
        // The engine vocabulary and the one seam: values, keys, schema,
        // queries, calls, replies, errors and the `Engine` protocol.
        .library(name: "RealmSpecCore", targets: ["RealmSpecCore"]),
        // Realm's rules over the `Storage` protocol: a backend that stores
        // tables, rows and collections becomes an engine.
        .library(name: "ObjectStore", targets: ["ObjectStore"]),
        // The engine conformance kit, the recording engine and the
        // planted-bug engine.
        .library(name: "EngineTestSupport", targets: ["EngineTestSupport"]),
        // The `realmspec` command as a library: `RealmSpecTool.main(engines:)`
        // runs it with engines of another package added to the registry.
        .library(name: "RealmSpecTool", targets: ["RealmSpecTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // `make docs`: DocC archives of the library products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The engine vocabulary and the one seam. Depends on nothing.
        .target(name: "RealmSpecCore"),
        // The per-run temporary folder and the registry of engine processes.
        .target(name: "RunTemporaries"),
        // Predicate-format strings ("age < %@") into RealmSpecCore query trees.
        .target(name: "PredicateFormat", dependencies: ["RealmSpecCore"]),
        // Realm's rules every engine applies: messages, value order, conversions.
        .target(name: "RealmRules", dependencies: ["RealmSpecCore"]),
        // Realm's rules, written once, over the storage protocol: every engine's behaviour.
        // `make bench` adds its release-only compiler flags on the command line.
        .target(name: "ObjectStore", dependencies: ["RealmSpecCore", "RealmRules"]),
        // The reference engine: the object store over the in-memory storage.
        .target(name: "ReferenceEngine", dependencies: ["RealmSpecCore", "RealmRules", "ObjectStore"]),
        // Recording engine and the engine conformance kit, for tests.
        .target(name: "EngineTestSupport", dependencies: ["RealmSpecCore"]),
        // The translation of queries, sorts, distinct and aggregates into SQL both SQL storages share.
        .target(name: "SQLQuery", dependencies: ["RealmSpecCore", "RealmRules", "ObjectStore"]),
        // The system SQLite library, seen only by SQLiteEngine.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // An engine that stores the realm in a SQLite database.
        .target(name: "SQLiteEngine", dependencies: ["RealmSpecCore", "RealmRules", "ObjectStore", "SQLQuery", "CSQLite", "RunTemporaries"]),
        // libpq, the PostgreSQL client library, seen only by PostgresEngine.
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        // An engine that stores the realm in a PostgreSQL schema.
        .target(name: "PostgresEngine", dependencies: ["RealmSpecCore", "ObjectStore", "SQLQuery", "CLibPQ"]),
        // Differential fuzzing: generated call sequences on several engines, shrunk to scenario files.
        .target(name: "EngineFuzz", dependencies: ["RealmSpecCore", "PredicateFormat", "ScenarioLanguage"]),
        // The JSON-lines wire protocol: external engines and `realmspec serve`.
        .target(name: "EngineWire", dependencies: ["RealmSpecCore", "RunTemporaries"]),
        // The typed declaration of the SDK subset scenarios may call: receivers,
        // members, their api-surface.md rows, what is out of scope.
        .target(name: "ScenarioAPI"),
        // The compiled program and the interpreter that runs it on an engine;
        // it never sees syntax.
        .target(name: "ScenarioInterpreter", dependencies: ["RealmSpecCore", "RealmRules", "PredicateFormat", "ScenarioAPI"]),
        // Scenario files: load, parse, compile, lint and complete the Swift
        // subset; the only importer of swift-syntax.
        .target(name: "ScenarioLanguage", dependencies: [
            "RealmSpecCore", "RealmRules", "PredicateFormat", "ScenarioAPI", "ScenarioInterpreter",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        // libxml2, seen only by SpecReports.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // The run model every report reads and the runner fills in: run and
        // case records, the page catalogue, scenario summaries.
        .target(name: "SpecRunModel", dependencies: ["RealmSpecCore", "ScenarioAPI"]),
        // JUnit XML (libxml2), comparison matrix, coverage and discrepancy pages.
        .target(name: "SpecReports", dependencies: ["RealmRules", "ScenarioAPI", "SpecRunModel", "CLibXML2"]),
        // Runs scenarios over engines: statuses, expectations, sharding, timeouts.
        .target(name: "SpecRunner", dependencies: [
            "RealmSpecCore", "ScenarioAPI", "ScenarioInterpreter", "ScenarioLanguage", "SpecRunModel", "SpecReports",
            .product(name: "Yams", package: "Yams"),
        ]),
        // The command line; holds the one list of engine name -> factory,
        // to which `RealmSpecTool.main(engines:)` adds engines of other packages.
        .target(name: "RealmSpecTool", dependencies: [
            "RealmSpecCore", "PredicateFormat", "ReferenceEngine", "SQLiteEngine", "PostgresEngine", "EngineWire", "ScenarioAPI", "ScenarioInterpreter", "ScenarioLanguage", "SpecRunner", "SpecRunModel", "SpecReports",
            "RunTemporaries", "EngineFuzz", "EngineTestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Sources/realmspec"),
        // The `realmspec` executable: the command with the registered engines.
        .executableTarget(name: "realmspec", dependencies: ["RealmSpecTool"], path: "Sources/realmspec-main"),
        // `make bench`: every speed figure next to its floor, in one run. It reaches
        // SQLite, PostgreSQL and swift-syntax only through the modules that own them
        // (the engines' floor connections: hand-written SQL on the same C drivers;
        // ScenarioLanguage's ParseFloor).
        .executableTarget(name: "realmspec-bench", dependencies: [
            "RealmSpecCore", "ReferenceEngine", "SQLiteEngine", "PostgresEngine", "EngineWire", "EngineTestSupport", "ScenarioLanguage", "SpecRunner", "SpecRunModel", "SpecReports",
            "EngineFuzz",
        ]),

        .testTarget(name: "RealmSpecCoreTests", dependencies: ["RealmSpecCore"], swiftSettings: tests),
        .testTarget(name: "RealmRulesTests", dependencies: ["RealmRules"], swiftSettings: tests),
        .testTarget(name: "SQLiteEngineTests", dependencies: ["SQLiteEngine", "ObjectStore", "EngineTestSupport"], swiftSettings: tests),
        .testTarget(name: "PostgresEngineTests", dependencies: ["PostgresEngine", "ObjectStore", "EngineTestSupport"], swiftSettings: tests),
        .testTarget(name: "PredicateFormatTests", dependencies: ["PredicateFormat"], swiftSettings: tests),
        .testTarget(name: "ReferenceEngineTests", dependencies: ["ReferenceEngine", "ObjectStore", "RealmRules", "EngineTestSupport", "PredicateFormat"], swiftSettings: tests),
        .testTarget(name: "EngineTestSupportTests", dependencies: ["EngineTestSupport", "ReferenceEngine"], swiftSettings: tests),
        .testTarget(name: "EngineWireTests", dependencies: ["EngineWire", "ReferenceEngine", "EngineTestSupport"], swiftSettings: tests),
        .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage", "ScenarioAPI", "ScenarioInterpreter", "ReferenceEngine", "EngineTestSupport"],
                    exclude: ["Fixtures"], swiftSettings: tests),
        .testTarget(name: "EngineFuzzTests", dependencies: ["EngineFuzz", "ReferenceEngine", "EngineTestSupport", "ScenarioInterpreter", "ScenarioLanguage"], swiftSettings: tests),
        .testTarget(name: "SpecReportsTests", dependencies: ["SpecReports", "SpecRunModel", "RealmRules", "ScenarioAPI"], swiftSettings: tests),
        .testTarget(name: "SpecRunnerTests", dependencies: ["SpecRunner", "ScenarioAPI", "ScenarioInterpreter", "ScenarioLanguage", "SpecRunModel", "SpecReports", "ReferenceEngine", "EngineWire"], swiftSettings: tests),
        .testTarget(name: "RealmSpecToolTests", dependencies: [
            "RealmSpecTool", "RealmSpecCore", "EngineTestSupport", "ReferenceEngine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: tests),
        // Runs the built `realmspec` binary as a subprocess.
        .testTarget(name: "RealmSpecCLITests", dependencies: ["realmspec", "RealmSpecCore", "EngineWire", "EngineTestSupport", "SQLiteEngine"], swiftSettings: tests),
    ],
    swiftLanguageModes: [.v6]
)
