// Old-style model declarations: RLMObject and RLMEmbeddedObject subclasses
// with `@objc dynamic` properties and Objective-C collections, Object
// subclasses declared the same way with `List`, `RealmProperty` and
// `LinkingObjects` lets, the class-method overrides that shape the schema,
// and what the SDK (or Swift) refuses, each at its file, line and column.

import RealmSpecCore
import Testing
@testable import ScenarioLanguage

@Suite("old-style and Objective-C models")
struct ObjcModelLoaderTests {
    private func loadModels(_ models: String) -> SpecFile {
        ScenarioLoader.load(source: models, path: "Specs/language/Models.swift", options: LoadOptions())
    }

    @Test("an RLMObject subclass persists its @objc dynamic properties and Objective-C collections")
    func rlmObjectProperties() throws {
        let file = loadModels("""
        class SwiftRLMDog: RLMObject {
            @objc dynamic var name = ""
            @objc dynamic var age = 0
            @objc dynamic var weight: Double = 1.5
            @objc dynamic var nickname: String?
            @objc dynamic var born = Date(timeIntervalSince1970: 1)
            @objc dynamic lazy var later = ""
            var scratch = 0
            @objc dynamic var owner = SwiftRLMOwner()
        }
        class SwiftRLMOwner: RLMObject {
            @objc dynamic var name = ""
            @objc dynamic var dogs = RLMArray<SwiftRLMDog>(objectClassName: SwiftRLMDog.className())
            @objc dynamic var tags = RLMSet<SwiftRLMDog>(objectClassName: SwiftRLMDog.className())
            @objc dynamic var byName = RLMDictionary<NSString, SwiftRLMDog>(objectClassName: SwiftRLMDog.className(), keyType: .string)
        }
        class SwiftRLMBadge: RLMEmbeddedObject {
            @objc dynamic var mark = ""
        }
        """)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        let dog = try #require(file.schema[type: "SwiftRLMDog"])
        #expect(dog.properties.map(\.name) == ["name", "age", "weight", "nickname", "born", "owner"])
        #expect(dog[property: "name"]?.defaultValue == .string(""))
        #expect(dog[property: "weight"]?.type == .double)
        #expect(dog[property: "nickname"]?.isOptional == true)
        #expect(dog[property: "born"]?.defaultValue == .date(1))
        // An Objective-C link is always nullable.
        #expect(dog[property: "owner"]?.isOptional == true)
        let owner = try #require(file.schema[type: "SwiftRLMOwner"])
        #expect(owner[property: "dogs"]?.collection == .list)
        #expect(owner[property: "dogs"]?.type == .object("SwiftRLMDog"))
        #expect(owner[property: "tags"]?.collection == .set)
        #expect(owner[property: "byName"]?.collection == .map)
        #expect(file.schema[type: "SwiftRLMBadge"]?.isEmbedded == true)
        #expect(file.program?.catalog.objcClasses == ["SwiftRLMDog", "SwiftRLMOwner", "SwiftRLMBadge"] as Set)
    }

    @Test("an Object subclass without @Persisted persists @objc dynamic vars and List, RealmProperty and LinkingObjects lets")
    func legacyObjectProperties() throws {
        let file = loadModels("""
        class OldDog: Object {
            @objc dynamic var name = ""
            @objc dynamic var owner: OldPerson?
            let n = RealmProperty<Int?>()
            let owners = LinkingObjects(fromType: OldPerson.self, property: "dogs")
            @objc let fixed = 1
            var transient = 2
        }
        class OldPerson: Object {
            @objc dynamic var name = ""
            let dogs = List<OldDog>()
            let tags = MutableSet<String>()
            let scores = Map<String, Int>()
        }
        """)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        let dog = try #require(file.schema[type: "OldDog"])
        #expect(dog.properties.map(\.name) == ["owners", "name", "owner", "n"])
        #expect(dog[property: "n"]?.type == .int)
        #expect(dog[property: "n"]?.isOptional == true)
        #expect(dog[property: "n"]?.defaultValue == .null)
        #expect(dog[property: "owner"]?.type == .object("OldPerson"))
        let person = try #require(file.schema[type: "OldPerson"])
        #expect(person[property: "dogs"]?.collection == .list)
        #expect(person[property: "tags"]?.collection == .set)
        #expect(person[property: "scores"]?.collection == .map)
        #expect(file.program?.catalog.objcClasses.isEmpty == true)
    }

    @Test("a class with @Persisted properties persists only those, as the SDK's schema discovery does")
    func modernWins() throws {
        let file = loadModels("""
        class Mixed: Object {
            @Persisted var name = ""
            @objc dynamic var legacy = 0
        }
        """)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        #expect(file.schema[type: "Mixed"]?.properties.map(\.name) == ["name"])
    }

    @Test("overridden class methods shape the schema and are kept for the class to answer; ignored and computed properties are not read")
    func hooks() throws {
        let file = loadModels("""
        class Keyed: RLMObject {
            @objc dynamic var id = ""
            @objc dynamic var label: String?
            @objc dynamic var count = 0
            @objc dynamic var cache = ""
            @objc dynamic var runtime: AnyObject?
            @objc dynamic var computed: Int { return 0 }
            override class func primaryKey() -> String? { "id" }
            override class func ignoredProperties() -> [String] { return ["cache", "runtime"] }
            override class func indexedProperties() -> [String] { ["count"] }
            override class func requiredProperties() -> [String] { ["label"] }
            override class func defaultPropertyValues() -> [AnyHashable: Any]? { ["count": 7] }
            override class func propertiesMapping() -> [String: String] { ["count": "stored count"] }
        }
        """)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        let keyed = try #require(file.schema[type: "Keyed"])
        #expect(keyed.properties.map(\.name) == ["id", "label", "count"])
        #expect(keyed.primaryKey?.name == "id")
        #expect(keyed[property: "count"]?.isIndexed == true)
        #expect(keyed[property: "count"]?.defaultValue == .int(7))
        #expect(keyed[property: "label"]?.isOptional == false)
        #expect(file.program?.catalog.classHooks["Keyed"]?["primaryKey"] == .string("id"))
        #expect(file.program?.catalog.classHooks["Keyed"]?["ignoredProperties"] == .list([.string("cache"), .string("runtime")]))
        #expect(file.program?.catalog.classHooks["Keyed"]?["propertiesMapping"] == .map([MapEntry("count", .string("stored count"))]))
    }

    @Test("defaultPropertyValues() may cast a literal to the property's type, as the SDK's @88.9f")
    func castDefault() throws {
        let file = loadModels("""
        class Defaults: RLMObject {
            @objc dynamic var floatCol: Float = 0
            override class func defaultPropertyValues() -> [AnyHashable: Any]? { ["floatCol": 88.9 as Float] }
        }
        """)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        let defaults = try #require(file.schema[type: "Defaults"])
        #expect(defaults[property: "floatCol"]?.defaultValue == .float(88.9))
    }

    @Test("what the SDK or Swift refuses is an error at its file, line and column", arguments: [
        ("class A: RLMObject {\n    @Persisted var name = \"\"\n}\n", 2, 5,
         "'@Persisted' declares nothing on RLMObject subclass 'A': its schema lists only '@objc dynamic' properties"),
        ("class A: RLMObject {\n    @objc var name = \"\"\n}\n", 2, 15,
         "property 'name' is '@objc' but not 'dynamic': Swift would read and write its stored value past Realm's accessor; "
         + "declare it '@objc dynamic var'"),
        ("class A: Object {\n    @objc dynamic var age: Int?\n}\n", 2, 23,
         "property 'age' of type 'Int?' cannot be '@objc': Objective-C cannot represent it; use 'let int = RealmProperty<Int?>()'"),
        ("class A: Object {\n    @objc dynamic lazy var name = \"\"\n}\n", 2, 28,
         "Lazy managed property 'name' is not allowed on a Realm Swift object class. Either add the property to the ignored properties "
         + "list or make it non-lazy."),
        ("class A: RLMObject {\n    @objc dynamic var name = \"\"\n    override class func primaryKey() -> String? { \"id\" }\n}\n", 3, 25,
         "Primary key property 'id' does not exist on object 'A'"),
        ("class A: RLMObject {\n    @objc dynamic var name = \"\"\n    override class func primaryKey() -> String? { compute() }\n}\n", 3, 25,
         "'primaryKey()' must return a literal (a string, nil, or an array or dictionary of literals)"),
    ])
    func refused(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        let file = loadModels(source)
        let found = file.diagnostics.first { $0.message == message }
        #expect(found?.id == "schema-legacy-declaration", "\(file.diagnostics.map(\.description))")
        #expect(found?.location.file == "Specs/language/Models.swift")
        #expect(found?.location.line == line)
        #expect(found?.location.column == column)
    }
}
