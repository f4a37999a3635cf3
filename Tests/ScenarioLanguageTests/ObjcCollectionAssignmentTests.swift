// The Objective-C collections' checks that the SDK's collection property tests
// pin down: a collection of another element type assigned to a property (TY3),
// an unmanaged one copied on assignment, the class of a replaced element, a
// dictionary emptied before setDictionary(_:) fills it, the classes addEntries
// takes, nil given to a managed dictionary (MV3), the other set of a managed
// set's algebra (UM9, SET2), an unmanaged set's union operators, a collection
// operator after a key, and a dictionary's "invalidated" key.

import ReferenceEngine
import Testing
@testable import ScenarioInterpreter
@testable import ScenarioLanguage

private let models = """
class Str: RLMObject {
    @objc dynamic var s: String?
}
class Num: RLMObject {
    @objc dynamic var n = 0
}
class Owner: RLMObject {
    @objc dynamic var strs = RLMArray<Str>(objectClassName: Str.className())
    @objc dynamic var nums = RLMArray<Num>(objectClassName: Num.className())
    @objc dynamic var strSet = RLMSet<Str>(objectClassName: Str.className())
    @objc dynamic var numSet = RLMSet<Num>(objectClassName: Num.className())
    @objc dynamic var words = RLMSet<NSObject>(objectType: .string, optional: false)
    @objc dynamic var ints = RLMSet<NSObject>(objectType: .int, optional: false)
    @objc dynamic var strDict = RLMDictionary<NSString, Str>(objectClassName: Str.className(), keyType: .string)
    @objc dynamic var numDict = RLMDictionary<NSString, Num>(objectClassName: Num.className(), keyType: .string)
    @objc dynamic var floats = RLMArray<NSObject>(objectType: .float, optional: false)
    @objc dynamic var intArray = RLMArray<NSObject>(objectType: .int, optional: false)
}

"""

@Suite("Objective-C collection assignment and checks")
struct ObjcCollectionAssignmentTests {
    private func passes(_ body: String) {
        let file = load(body, models: models)
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome)) \(file.diagnostics)")
    }

    @Test("a collection of another element type assigned to a property is refused with TY3, before anything changes")
    func collectionOfOtherType() {
        passes("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let o = Owner.create(in: realm, withValue: ["strs": [["a"]], "nums": [[1]], "strSet": [["a"]], "strDict": ["k": ["a"]]]) as! Owner
            assertThrows(o["nums"] = o["strs"], .typeMismatch, reason: "RLMArray<Str> does not match expected type 'Num' for property 'Owner.nums'.")
            assertThrows(o.setValue(o.strSet, forKey: "numSet"), reason: "RLMSet<Str> does not match expected type 'Num' for property 'Owner.numSet'.")
            assertThrows(o["numDict"] = o["strDict"], reason: "RLMDictionary<string, Str?> does not match expected type 'Num?' for property 'Owner.numDict'.")
            assertThrows(o["intArray"] = o["floats"], reason: "RLMArray<float> does not match expected type 'int' for property 'Owner.intArray'.")
            XCTAssertEqual(o.nums.count, 1)
            o["strs"] = o["strs"]
            XCTAssertEqual(o.strs.count, 1)
            realm.cancelWriteTransaction()
        }
        """)
    }

    @Test("an unmanaged Objective-C collection assigned to an unmanaged owner is copied")
    func unmanagedAssignmentCopies() {
        passes("""
        func testX() throws {
            let a = Owner()
            let b = Owner()
            a.setValue([Num(value: [1]), Num(value: [2])], forKey: "nums")
            b.nums = a.nums
            a.nums.removeAllObjects()
            XCTAssertEqual(a.nums.count, 0)
            XCTAssertEqual(b.nums.count, 2)
            a.setValue(["x": Num(value: [3])], forKey: "numDict")
            b.numDict = a.numDict
            a.numDict.removeAllObjects()
            XCTAssertEqual(b.numDict.count, 1)
        }
        """)
    }

    @Test("an unmanaged RLMArray checks a replacing object's class before the index")
    func replaceChecksClass() {
        passes("""
        func testX() throws {
            let o = Owner()
            o.strs.add(Str(value: ["a"]))
            assertThrows(o.strs.replaceObject(at: 5, with: Num()), reason: "Object of type 'Num' does not match RLMArray type 'Str'.")
            assertThrows(o.strs.replaceObject(at: 5, with: Str()), reason: "Index 5 is out of bounds (must be less than 1).")
        }
        """)
    }

    @Test("setDictionary empties first: set to itself it ends empty, and a refused value leaves it empty; addEntries checks classes of a managed dictionary")
    func setDictionaryOrder() {
        passes("""
        func testX() throws {
            let d = Owner().numDict
            d.setDictionary(["a": Num(value: [1])])
            d.setDictionary(d)
            XCTAssertEqual(d.count, 0)
            d.setDictionary(["a": Num(value: [1]), "b": Num(value: [2])])
            assertThrows(d.setDictionary(["": Str()]), reason: "Value of type 'Str' does not match RLMDictionary value type 'Num'.")
            XCTAssertEqual(d.count, 0)
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let m = (Owner.create(in: realm, withValue: []) as! Owner).numDict
            assertThrows(m.addEntries(from: ["": Str()]), reason: "Value of type 'Str' does not match RLMDictionary value type 'Num'.")
            assertThrows(m.setObject(nil, forKey: "k"), .missingValue, reason: "Must provide a non-nil value.")
            m.setValuesForKeys(["a": Num(value: [1])])
            XCTAssertEqual((m["a"] as! Num).n, 1)
            XCTAssertEqual(m.value(forKey: "invalidated") as! Bool, false)
            realm.cancelWriteTransaction()
        }
        """)
    }

    @Test("a managed set's algebra refuses an unmanaged set (UM9) and a set of another type (SET2); an unmanaged set's isEqual(to:) is false for a managed one")
    func setOperands() {
        passes("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let o = Owner.create(in: realm, withValue: []) as! Owner
            o.words.addObjects(["a", "b"])
            let u = Owner()
            u.words.addObjects(["a", "b"])
            assertThrows(o.words.intersect(u.words), reason: "Right hand side value must be a managed Set.")
            assertThrows(o.words.union(o.ints), reason: "Cannot intersect sets of type 'string' and 'int'.")
            assertThrows(o.words.isEqual(to: u.words), reason: "Right hand side value must be a managed Set.")
            XCTAssertFalse(u.words.isEqual(to: o.words))
            XCTAssertFalse(u.words.isEqual(o.words))
            XCTAssertEqual(o.words.count, 2)
            realm.cancelWriteTransaction()
        }
        """)
    }

    @Test("an unmanaged set refuses @unionOfObjects and @distinctUnionOfObjects; a collection operator after a key joins the arrays it reads")
    func unionOperators() {
        passes("""
        func testX() throws {
            let o = Owner()
            o.strSet.add(Str(value: ["a"]))
            assertThrows(o.strSet.value(forKeyPath: "@distinctUnionOfObjects.s"), reason: "this class does not implement the distinctUnionOfObjects")
            assertThrows(o.strSet.value(forKeyPath: "@unionOfObjects.s"), reason: "this class does not implement the unionOfObjects")
            let realm = RLMRealm.default()
            try realm.transaction {
                Owner.create(in: realm, withValue: ["strs": [["a"], ["b"]]])
                Owner.create(in: realm, withValue: ["strs": [["a"]]])
            }
            XCTAssertEqual(Owner.allObjects(in: realm).value(forKeyPath: "strs.@unionOfArrays.s") as! [String], ["a", "b", "a"])
            XCTAssertEqual(Owner.allObjects(in: realm).value(forKeyPath: "strs.@distinctUnionOfArrays.s") as! [String], ["a", "b"])
        }
        """)
    }

    @Test("indexOfObject(where:) of an empty unmanaged RLMArray is NSNotFound, as it has nothing to test")
    func emptyUnmanagedIndexWhere() {
        passes("""
        func testX() throws {
            let o = Owner()
            XCTAssertEqual(o.intArray.indexOfObject(where: "TRUEPREDICATE"), NSNotFound)
            XCTAssertEqual(o.strs.indexOfObject(with: NSPredicate(format: "s == 'a'")), NSNotFound)
        }
        """)
    }
}
