// A Swift subclass of an RLMObject model of the same file is a model of its
// own: its parent's properties first, then its own, its own objects; a
// class inheriting from anything else is still refused.

import ReferenceEngine
import Testing
@testable import ScenarioLanguage

@Suite("Subclasses of RLMObject models")
struct ObjcModelSubclassTests {
    static let models = testModels + """
    class Named: RLMObject {
        @objc dynamic var name = ""
    }
    class Tagged: Named {
        @objc dynamic var tag = ""
    }
    class Nested: Tagged {
        @objc dynamic var children = RLMArray<Nested>(objectClassName: Nested.className())
    }

    """

    @Test("the subclass lists its parent's properties, then its own, and keeps its own objects")
    func subclassSchema() {
        let file = load("", models: Self.models)
        #expect(!file.hasErrors, "\(file.diagnostics.map(\.description))")
        #expect(file.schema[type: "Tagged"]?.properties.map(\.name) == ["name", "tag"])
        #expect(file.schema[type: "Nested"]?.properties.map(\.name) == ["name", "tag", "children"])
        let scenarios = load("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            Named.createInDefaultRealm(withValue: ["a"])
            let t = Tagged.createInDefaultRealm(withValue: ["b", "c"])
            let n = Nested.createInDefaultRealm(withValue: ["d", "e"])
            n.children.add(Nested())
            try realm.commitWriteTransaction()
            XCTAssertEqual(Named.allObjects().count, 1)
            XCTAssertEqual(Tagged.allObjects().count, 1)
            XCTAssertEqual(Nested.allObjects().count, 2)
            XCTAssertEqual(t.name, "b")
            XCTAssertEqual(t.tag, "c")
            XCTAssertEqual(Tagged.className(), "Tagged")
        }
        """, models: Self.models)
        let outcome = scenarios.scenarios.first.map { ScenarioInterpreter.run($0, of: scenarios, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome))")
    }

    @Test("a class inheriting from a class that is no model is refused")
    func otherBaseRefused() {
        let file = load("""
        class Plain {
        }
        class Derived: Plain {
        }
        """)
        let messages = file.diagnostics.map(\.message)
        #expect(messages.contains("class 'Derived' must inherit from 'Object', 'EmbeddedObject', 'Projection<T>' or an RLMObject model of this file"),
                "\(messages)")
    }
}
