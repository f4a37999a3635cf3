// Loading: model classes into a schema, shared models and shadowing,
// schema mistakes as diagnostics, and metadata.

import Foundation
import RealmSpecCore
import Testing
@testable import ScenarioLanguage

@Suite("loader")
struct LoaderTests {
    @Test("persisted properties become the schema: types, optionals, defaults, keys, collections, inverses")
    func schema() throws {
        let file = load("""
        class Club: Object {
            @Persisted var members: List<Person>
        }
        class Member: Object {
            @Persisted(originProperty: "members") var clubs: LinkingObjects<Club>
        }
        """)
        let person = try #require(file.schema[type: "Person"])
        #expect(person.primaryKey?.name == "id")
        #expect(person[property: "id"]?.defaultValue == .int(0))
        #expect(person[property: "dogs"]?.collection == .list)
        #expect(person[property: "dogs"]?.type == .object("Dog"))
        #expect(person[property: "tags"]?.collection == .set)
        #expect(person[property: "scores"]?.collection == .map)
        #expect(person[property: "scores"]?.type == .int)
        #expect(person[property: "companion"]?.type == .mixed)
        #expect(person[property: "address"]?.isOptional == true)
        let dog = try #require(file.schema[type: "Dog"])
        #expect(dog[property: "weight"]?.type == .double)
        #expect(dog[property: "nickname"]?.isOptional == true)
        #expect(dog[property: "nickname"]?.defaultValue == .null)
        #expect(file.schema[type: "Address"]?.isEmbedded == true)
        let inverse = file.schema[type: "Member"]?[property: "clubs"]
        #expect(inverse?.type == .linkingObjects(originType: "Club", originProperty: "members"))
    }

    @Test("linking objects declared with LinkingObjects(fromType:property:) join the schema")
    func linkingObjectsInitializer() {
        let file = load("""
        class Pen: Object {
            @Persisted var sheep: List<Sheep>
        }
        class Sheep: Object {
            let pens = LinkingObjects(fromType: Pen.self, property: "sheep")
        }
        """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.schema[type: "Sheep"]?[property: "pens"]?.type == .linkingObjects(originType: "Pen", originProperty: "sheep"))
    }

    @Test("schema mistakes are diagnostics", arguments: [
        ("class A: Object {\n    @Persisted(primaryKey: true) var a = 0\n    @Persisted(primaryKey: true) var b = 0\n}\n",
         "schema-two-primary-keys", "type 'A' declares more than one primary key: 'a', 'b'"),
        ("class A: Object {\n    @Persisted var home: Address\n}\n",
         "schema-embedded-required", "to-one embedded object property 'A.home' must be optional"),
        ("class A: Object {\n    @Persisted var pet: Cat?\n}\n",
         "unknown-type", "property 'A.pet' links to unknown model type 'Cat'"),
        ("class A: Object {\n    @Persisted var x: [Int]\n}\n",
         "schema-unknown-property-type", "property 'x' has a type the schema does not know: '[Int]'"),
        ("class A: Object {\n    @Persisted var byId: Map<Int, String>\n}\n",
         "schema-unknown-property-type", "property 'byId' has a type the schema does not know: 'Map<Int, String>'"),
        ("class A: Object {\n    @Persisted var age: Int = \"x\"\n}\n",
         "schema-bad-default", "default value \"x\" of 'age' does not fit its type 'int'"),
        ("class A: Object, Codable {\n    @Persisted var age = 0\n    enum CodingKeys: String, CodingKey {\n        case aeg\n    }\n}\n",
         "unknown-property", "CodingKeys case 'aeg' names no property of 'A'"),
        ("class A: Object {\n    @Persisted(originProperty: \"dogs\") var owners: LinkingObjects<Dog>\n}\n",
         "schema-bad-linking-objects", "linking objects 'A.owners' need a property 'dogs' on 'Dog' that links to 'A'"),
    ])
    func schemaMistakes(_ source: String, _ id: String, _ message: String) {
        let file = load(source)
        #expect(file.diagnostics.contains { $0.id == id && $0.message == message }, "\(file.diagnostics.map(\.description))")
        #expect(file.hasErrors)
    }

    @Test("shared models load from a folder and a class in the file shadows one of the same name")
    func sharedModelsAndShadowing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("models-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "class Cat: Object {\n    @Persisted var name = \"\"\n}\nclass Bowl: Object {\n    @Persisted var size = 1\n}\n"
            .write(to: dir.appendingPathComponent("Cat.swift"), atomically: true, encoding: .utf8)
        let file = ScenarioLoader.load(source: """
        class Cat: Object {
            @Persisted var lives = 9
        }
        func testCat() throws {
            XCTAssertEqual(Cat().lives, 9)
            XCTAssertEqual(Bowl().size, 1)
        }
        """, path: "Specs/x/Cat.swift", options: LoadOptions(modelsDirectory: dir.path))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.schema[type: "Cat"]?.properties.map(\.name) == ["lives"])
        #expect(file.schema[type: "Bowl"] != nil)
        let outcome = try #require(file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: TinyEngine()) })
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("file metadata is the base and each scenario's doc comment adds to it")
    func metadata() throws {
        let file = ScenarioLoader.load(source: """
        // page: crud-delete
        // tags: delete, query

        /// Deleting results removes the matches. More text here.
        /// - section: delete-multiple-objects
        /// - claims: delete.collection, delete.requires-write
        /// - since: 10.19.0
        /// - sdk: the shipped SDK also deletes orphans
        func testA() throws {
        }

        func testB() async throws {
        }
        """, path: "Specs/crud-delete/A.swift", options: LoadOptions())
        #expect(file.metadata.page == "crud-delete")
        let a = try #require(file.scenarios.first)
        #expect(a.metadata.page == "crud-delete")
        #expect(a.metadata.tags == ["delete", "query"])
        #expect(a.metadata.section == "delete-multiple-objects")
        #expect(a.metadata.claims == ["delete.collection", "delete.requires-write"])
        #expect(a.metadata.since == "10.19.0")
        #expect(a.metadata.sdk == "the shipped SDK also deletes orphans")
        #expect(a.metadata.description == "Deleting results removes the matches.")
        #expect(a.location.line == 9)
        #expect(a.isAsync == false)
        #expect(file.scenarios.last?.isAsync == true)
        #expect(a.id == "Specs/crud-delete/A.swift::testA")
    }

    @Test("an unreadable file is one diagnostic, not a crash")
    func unreadable() {
        let file = ScenarioLoader.load(file: "/nonexistent/X.swift", options: LoadOptions())
        #expect(file.diagnostics.map(\.id) == ["unreadable-file"])
        #expect(file.scenarios.isEmpty)
    }

    @Test("projections are read with their key paths")
    func projections() {
        let file = load("""
        class DogView: Projection<Dog> {
            @Projected(\\Dog.name) var title
            @Projected(\\Dog.favoriteToy.name) var toy
        }
        """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let info = file.program?.catalog.projections["DogView"]
        #expect(info?.base == "Dog")
        #expect(info?.properties.map(\.path) == [["name"], ["favoriteToy", "name"]])
        #expect(file.schema[type: "DogView"] == nil)
    }

    @Test("a file with neither scenarios nor models gets a warning, not an error")
    func noScenarios() {
        let file = ScenarioLoader.load(source: "// page: x\n", path: "Specs/x/Empty.swift", options: LoadOptions())
        #expect(file.diagnostics.map(\.id) == ["no-scenarios"])
        #expect(!file.hasErrors)
    }

    @Test("an unknown doc-comment key is a warning that names the known keys")
    func unknownMetadataKey() {
        let file = ScenarioLoader.load(source: "/// Does it.\n/// - Note: extra\nfunc testA() throws {\n}\n",
                                       path: "Specs/x/A.swift", options: LoadOptions())
        #expect(file.diagnostics.map(\.id) == ["unknown-metadata-key"])
        #expect(file.diagnostics.first?.severity == .warning)
        #expect(file.diagnostics.first?.message == "unknown metadata key 'Note'; known keys are 'claims', 'page', 'requires', 'sdk', 'sdk-test', 'section', 'since', 'tags'")
        #expect(!file.hasErrors)
    }
}
