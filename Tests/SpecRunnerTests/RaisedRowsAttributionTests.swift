// The coverage's IX2 family credits come from a run: the corpus runs the
// scenarios that assert such a text on an engine and gives each summary's
// reasons the rows they raised.

import RealmSpecCore
import ReferenceEngine
import ScenarioInterpreter
import ScenarioLanguage
@testable import SpecReports
import SpecRunModel
@testable import SpecRunner
import Testing

@Suite("Raised rows attributed by a run")
struct RaisedRowsAttributionTests {
    static let source = """
    class Box: Object {
        @Persisted(primaryKey: true) var id = 0
        @Persisted var items: List<Int>
    }

    /// An index past the end of a managed list.
    func testManaged() throws {
        let realm = try Realm()
        let box = Box(value: ["id": 1, "items": [1]])
        try realm.write { realm.add(box) }
        assertThrows(box.items[2], reason: "Index 2 is out of bounds (must be less than 1).")
    }

    /// The same words from an unmanaged one.
    func testUnmanaged() throws {
        let box = Box(value: ["id": 2, "items": [1]])
        assertThrows(box.items[2], reason: "Index 2 is out of bounds (must be less than 1).")
    }

    /// A scenario asserting the text that does not pass credits nothing.
    func testFailing() throws {
        let box = Box(value: ["id": 3, "items": [1]])
        assertThrows(box.items[2], reason: "Index 2 is out of bounds (must be less than 1).")
        XCTAssertEqual(box.items.count, 5)
    }

    /// No such text: not run.
    func testOther() throws {
        XCTAssertEqual(1, 1)
    }
    """

    @Test("only scenarios asserting such a text run; each reason gets the row it raised, a failing scenario none")
    func attribution() throws {
        let file = ScenarioLoader.load(source: Self.source, path: "Specs/language/Raised.swift", options: LoadOptions())
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        var loaded = corpus([file])
        #expect(loaded.summaries.allSatisfy { $0.assertedReasons.allSatisfy { $0.raised == nil } })
        let ran = loaded.attributeRaisedRows { () throws(EngineError) -> any Engine in ReferenceEngine() }
        #expect(ran.count == 3 && !ran.contains { $0.hasSuffix("testOther") }, "\(ran)")
        let byName = Dictionary(uniqueKeysWithValues: loaded.summaries.map { ($0.name, $0.assertedReasons) })
        #expect(byName["testManaged"]?.map(\.raised) == [["IX2m"]])
        #expect(byName["testUnmanaged"]?.map(\.raised) == [["IX2"]])
        #expect(byName["testFailing"]?.map(\.raised) == [[]])
        let credited = { (name: String) in SDKMessageRow.checkedIds(SDKMessageRow.catalogue, by: byName[name] ?? []) }
        #expect(credited("testManaged").contains("IX2m") && !credited("testManaged").contains("IX2"))
        #expect(credited("testUnmanaged").contains("IX2") && !credited("testUnmanaged").contains("IX2m"))
        #expect(credited("testFailing").isDisjoint(with: ["IX2", "IX2m"]))
    }
}
