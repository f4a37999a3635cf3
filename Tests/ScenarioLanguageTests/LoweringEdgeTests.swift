// Edge cases of the lowering seen from the engine side: local ids of new
// objects, the float case of AnyRealmValue, removing from an empty list.

import EngineTestSupport
import RealmSpecCore
import Testing
@testable import ScenarioLanguage

/// The local ids of every `.newObject` inside a value, depth first.
private func localIds(_ v: Value) -> [Int] {
    switch v {
    case .newObject(let o): return [o.localId] + o.fields.flatMap { localIds($0.value) }
    case .list(let items), .set(let items): return items.flatMap(localIds)
    case .map(let entries): return entries.flatMap { localIds($0.value) }
    default: return []
    }
}

/// The local ids of the new objects one call carries.
private func localIds(_ call: EngineCall) -> [Int] {
    switch call {
    case .listAppend(_, let values), .listInsert(_, let values, _): return values.flatMap(localIds)
    case .set(_, _, let value), .add(let value, _), .create(_, let value, _): return localIds(value)
    default: return []
    }
}

@Suite("lowering edge cases")
struct LoweringEdgeTests {
    @Test("appending several new objects gives each a local id of its own")
    func appendIds() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write {
                realm.add(p)
                p.dogs.append(objectsIn: [Dog(value: ["name": "A"]), Dog(value: ["name": "B"])])
                p.dogs.insert(contentsOf: [Dog(value: ["name": "C"]), Dog(value: ["name": "D"])], at: 0)
            }
            XCTAssertEqual(p.dogs.count, 4)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        let appends = calls.filter { $0.name == "listAppend" || $0.name == "listInsert" }
        #expect(appends.count == 2)
        for call in appends {
            let ids = localIds(call)
            #expect(ids.count == 2 && Set(ids).count == ids.count, "\(call)")
        }
    }

    @Test("assigning an array of new objects to a list property gives each a local id of its own")
    func assignIds() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write {
                realm.add(p)
                p.dogs = [Dog(value: ["name": "A"]), Dog(value: ["name": "B"])]
            }
            XCTAssertEqual(p.dogs.count, 2)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        guard let set = calls.first(where: { $0.name == "set" }) else { Issue.record("\(calls)"); return }
        let ids = localIds(set)
        #expect(ids.count == 2 && Set(ids).count == 2, "\(set)")
    }

    @Test("a float AnyRealmValue travels as a float")
    func mixedFloat() {
        let (outcome, calls) = record("""
        class Bag: Object {
            @Persisted var things: List<AnyRealmValue>
            @Persisted var one: AnyRealmValue
            @Persisted var named: Map<String, AnyRealmValue>
        }
        func testX() throws {
            let realm = try Realm()
            let bag = Bag()
            bag.one = AnyRealmValue.float(1.5)
            bag.things.append(.float(1.5))
            try realm.write {
                realm.add(bag)
                bag.one = .float(2.5)
                bag.things.append(.float(3.5))
                bag.named["x"] = .float(4.5)
            }
            XCTAssertEqual(bag.one, .float(2.5))
            XCTAssertTrue(AnyRealmValue.float(1.5).floatValue is Float)
            XCTAssertTrue(bag.one.floatValue is Float)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        let text = calls.map { "\($0)" }.joined(separator: "\n")
        for n in ["1.5", "2.5", "3.5", "4.5"] {
            #expect(text.contains(n), "\(n) missing from \(text)")
        }
        #expect(!text.contains("double"), "\(text)")
    }

    @Test("removeLastObject on an empty managed list sends no removal")
    func removeLastOnEmpty() {
        let (outcome, calls) = record("""
        func testX() throws {
            let realm = try Realm()
            let p = Person(value: ["id": 1])
            try realm.write {
                realm.add(p)
                ObjectiveCSupport.convert(object: p.dogs).removeLastObject()
            }
            XCTAssertEqual(p.dogs.count, 0)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(!calls.contains { $0.name == "listRemove" }, "\(calls)")
    }
}
