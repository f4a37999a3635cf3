// What the Objective-C notification blocks are given: a collection change
// read as index paths (`deletions(inSection:)` and its siblings), IndexPath's
// parts and initialisers, and an RLMPropertyChange's `previousValue` (nil: a
// scenario's writes are local) and `value` (nil for an array).

import Testing
@testable import ScenarioLanguage
@testable import ScenarioInterpreter
import ReferenceEngine

@Suite("Objective-C change blocks' values")
struct ObjcChangeValueTests {
    private func runOnReference(_ body: String) -> ScenarioOutcome {
        let file = load(body)
        guard let s = file.scenarios.first else {
            return ScenarioOutcome(status: .error, error: ScenarioError(kind: "test", message: "no scenario: \(file.diagnostics)", location: nil))
        }
        return ScenarioInterpreter.run(s, of: file, on: ReferenceEngine())
    }

    @Test("each index of a change is an index path of the section asked for, in the change's order")
    func indexPathsPerSection() {
        let outcome = runOnReference("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { for i in 0..<5 { realm.create(Dog.self, value: ["name": "d\\(i)", "age": i]) } }
            var changes: [RLMCollectionChange] = []
            let token = ObjectiveCSupport.convert(object: realm.objects(Dog.self)).objects(where: "age > 0").addNotificationBlock { _, change, _ in
                if let change { changes.append(change) }
            }
            realm.refresh()
            try realm.write {
                realm.delete(realm.objects(Dog.self).filter("age == 1 OR age == 3"))
                realm.create(Dog.self, value: ["name": "e", "age": 7])
                realm.objects(Dog.self).filter("age == 2").first!.name = "two"
            }
            realm.refresh()
            XCTAssertEqual(changes.count, 1)
            let deleted = changes[0].deletions(inSection: 4)
            XCTAssertEqual(deleted.map { $0.row }, [0, 2])
            XCTAssertEqual(deleted.map { $0.section }, [4, 4])
            XCTAssertEqual(changes[0].insertions(inSection: 5).map { $0.item }, [2])
            XCTAssertEqual(changes[0].modifications(inSection: 6), [IndexPath(row: 1, section: 6)])
            XCTAssertEqual(IndexPath(item: 1, section: 6), IndexPath(row: 1, section: 6))
            XCTAssertEqual(changes[0].deletions, [0, 2])
            token.invalidate()
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("an index path of the wrong section or row fails the assertion")
    func wrongRowFails() {
        let outcome = runOnReference("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { realm.create(Dog.self, value: ["name": "a", "age": 1]) }
            var paths: [IndexPath] = []
            let token = ObjectiveCSupport.convert(object: realm.objects(Dog.self)).addNotificationBlock { _, change, _ in
                if let change { paths = change.insertions(inSection: 2) }
            }
            realm.refresh()
            try realm.write { realm.create(Dog.self, value: ["name": "b", "age": 2]) }
            realm.refresh()
            XCTAssertEqual(paths, [IndexPath(row: 1, section: 3)])
            token.invalidate()
        }
        """)
        #expect(outcome.status == .failed, "\(outcome)")
    }

    @Test("deletions(inSection:) on what is not a change, and section of what is not an index path, are errors")
    func misuseIsAnError() {
        let notChange = runOnReference("""
        func testX() throws {
            let d = ["a": 1]
            XCTAssertEqual(d.deletions(inSection: 0).count, 0)
        }
        """)
        #expect(notChange.status == .error && notChange.error?.message.contains("needs a collection change") == true, "\(notChange)")
        let notPath = runOnReference("""
        func testX() throws {
            XCTAssertEqual([1, 2, 3].section, 1)
        }
        """)
        #expect(notPath.status == .error && notPath.error?.message.contains("needs an IndexPath") == true, "\(notPath)")
    }

    @Test("an RLMPropertyChange has no previous value, and an array's change has no value either")
    func propertyChangeValues() {
        let models = """
        class PVItem: RLMObject {
            @objc dynamic var n = 0
        }
        class PVObject: RLMObject {
            @objc dynamic var intCol = 0
            @objc dynamic var items = RLMArray<PVItem>(objectClassName: PVItem.className())
        }

        """
        let body = """
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let o = PVObject.create(in: realm, withValue: [1]) as! PVObject
            let item = PVItem.create(in: realm, withValue: [5]) as! PVItem
            try realm.commitWriteTransaction()
            var names: [String] = []
            var values: [Int?] = []
            var previousNil: [Bool] = []
            let token = o.addNotificationBlock { _, changes, _ in
                names.append(changes![0].name)
                values.append(changes![0].value as? Int)
                previousNil.append(changes![0].previousValue == nil)
                XCTAssertNil(changes![0].previousValue)
            }
            realm.beginWriteTransaction()
            o.intCol = 2
            try realm.commitWriteTransaction()
            realm.refresh()
            realm.beginWriteTransaction()
            o.items.add(item)
            try realm.commitWriteTransaction()
            realm.refresh()
            XCTAssertEqual(names, ["intCol", "items"])
            XCTAssertEqual(values, [2, nil])
            XCTAssertEqual(previousNil, [true, true])
            token.invalidate()
        }
        """
        let file = load(body, models: models)
        let messages = file.scenarios.flatMap(\.diagnostics).map(\.message)
        #expect(messages.isEmpty, "\(messages)")
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome))")
    }

    @Test("an array's change read through its value fails an assertion that it holds the element")
    func arrayValueIsNil() {
        let models = """
        class PVItem: RLMObject {
            @objc dynamic var n = 0
        }
        class PVObject: RLMObject {
            @objc dynamic var items = RLMArray<PVItem>(objectClassName: PVItem.className())
        }

        """
        let body = """
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let o = PVObject.create(in: realm, withValue: [[]]) as! PVObject
            try realm.commitWriteTransaction()
            var value: Any? = nil
            let token = o.addNotificationBlock { _, changes, _ in value = changes![0].value }
            realm.beginWriteTransaction()
            o.items.add(PVItem.create(in: realm, withValue: [5]))
            try realm.commitWriteTransaction()
            realm.refresh()
            XCTAssertNotNil(value)
            token.invalidate()
        }
        """
        let file = load(body, models: models)
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .failed, "\(String(describing: outcome))")
    }
}
