// init(value:) on RLMObject models, as RLMObjectBase's initialiser checks it,
// and collections seen through the Objective-C API: index(of:) answers
// NSNotFound, `as! RLMResults<T>` holds, linking objects are declared
// through `linkingObjectsProperties()`.

import Foundation
import ReferenceEngine
import Testing
@testable import ScenarioLanguage

private let objcModels = """
class DogObject: RLMObject {
    @objc dynamic var dogName: String?
    @objc dynamic var age: Int32 = 0
}
class DogExtraObject: RLMObject {
    @objc dynamic var dogName: String?
    @objc dynamic var age: Int32 = 0
    @objc dynamic var breed: String?
}
class OwnerObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var dog: DogObject?
}
class PersonObject: RLMObject {
    @objc dynamic var name: String?
    @objc dynamic var children = RLMArray<PersonObject>(objectClassName: PersonObject.className())
    @objc dynamic var parents: RLMLinkingObjects<PersonObject>?
    override class func linkingObjectsProperties() -> [String: RLMPropertyDescriptor] {
        ["parents": RLMPropertyDescriptor(with: PersonObject.self, propertyName: "children")]
    }
}

"""

@Suite("Objective-C values and collections")
struct ObjcValueTests {
    private func passes(_ body: String, models: String = objcModels, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = load(body, models: models)
        #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
                "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))", sourceLocation: sourceLocation)
        let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
        #expect(outcome?.status == .passed, "\(String(describing: outcome?.error))", sourceLocation: sourceLocation)
    }

    @Test("init(value:) refuses NSNull, too many values, nil for an int, and a string lacking the class's keys")
    func initRefusals() {
        passes("""
        func testX() throws {
            assertThrows(DogObject(value: NSNull()), reason: "Must provide a non-nil value.")
            assertThrows(DogObject(value: ["a", 1, "b"]), reason: "Invalid array input: more values (3) than properties (2).")
            assertThrows(DogObject(value: ["a", NSNull()]), reason: "Invalid value '(null)' of type '(null)' for 'int' property 'DogObject.age'.")
            assertThrows(DogObject(value: "a"), reason: "Invalid value 'a' to initialize object of type 'DogObject': missing key 'dogName'")
        }
        """)
    }

    @Test("init(value:) copies an object of another class by key, and refuses one lacking a key")
    func initCopiesOtherClass() {
        passes("""
        func testX() throws {
            let ext = DogExtraObject(value: ["Fido", 3, "Poodle"])
            let owner = OwnerObject(value: ["Alex", ext])
            XCTAssertEqual(owner.dog?.dogName, "Fido")
            XCTAssertEqual(DogObject(value: ext).age, 3)
            assertThrows(DogExtraObject(value: DogObject()), reason: "missing key 'breed'")
        }
        """)
    }

    @Test("index(of:) of an absent object is NSNotFound on RLMResults, and the results cast to RLMResults")
    func objcIndexAndCast() {
        passes("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let d = DogObject.create(in: realm, withValue: ["Rex", 1])
            let other = DogObject.create(in: realm, withValue: ["Ash", 2])
            try realm.commitWriteTransaction()
            let all = DogObject.allObjects(in: realm) as! RLMResults<DogObject>
            let some = all.objects(where: "age == 1")
            XCTAssertEqual(some.index(of: d), 0)
            XCTAssertEqual(some.index(of: other), NSNotFound)
            XCTAssertEqual(some.indexOfObject(where: "age > 5"), NSNotFound)
            XCTAssertTrue(some.description.hasPrefix("RLMResults<DogObject>"))
            XCTAssertNil(all.objects(at: IndexSet([0, 5])))
            XCTAssertEqual(all.objects(at: IndexSet([1]))!.count, 1)
        }
        """)
    }

    @Test("a Swift Results refuses indexes past the end where RLMResults answers nil, and index(of:) is nil there")
    func swiftResultsStayswift() {
        passes("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { realm.add(Dog()) }
            let dogs = realm.objects(Dog.self)
            assertThrows(dogs.objects(at: IndexSet([0, 5])), reason: "Indexes for collection are out of bounds.")
            XCTAssertNil(dogs.index(of: Dog()))
        }
        """, models: testModels)
    }

    @Test("linking objects declared through linkingObjectsProperties() are an RLMLinkingObjects of the origin's objects")
    func linkingObjects() {
        passes("""
        func testX() throws {
            let realm = RLMRealm.default()
            realm.beginWriteTransaction()
            let hannah = PersonObject.create(in: realm, withValue: ["Hannah"]) as! PersonObject
            let mark = PersonObject.create(in: realm, withValue: ["Mark", [hannah]]) as! PersonObject
            try realm.commitWriteTransaction()
            XCTAssertEqual(hannah.parents!.count, 1)
            XCTAssertTrue(hannah.parents![0].isEqual(to: mark))
            XCTAssertTrue(hannah.parents!.description.hasPrefix("RLMLinkingObjects<PersonObject>"))
            XCTAssertEqual(PersonObject().parents!.count, 0)
        }
        """)
    }

    @Test("NSArray's reverseObjectEnumerator() gives the elements from the last, which fill a list in that order")
    func reverseEnumerator() {
        passes("""
        func testX() throws {
            let names: NSArray = ["a", "b", "c"]
            XCTAssertEqual(names.reverseObjectEnumerator() as! [String], ["c", "b", "a"])
            let p = PersonObject(value: ["P", [["x"], ["y"]].reverseObjectEnumerator()])
            XCTAssertEqual(p.children[0].name, "y")
        }
        """)
    }

    @Test("Date.distantFuture and Date.distantPast are Foundation's")
    func distantDates() {
        passes("""
        func testX() throws {
            XCTAssertEqual(Date.distantFuture.timeIntervalSince1970, \(Date.distantFuture.timeIntervalSince1970))
            XCTAssertEqual(Date.distantPast.timeIntervalSince1970, \(Date.distantPast.timeIntervalSince1970))
        }
        """)
    }

    @Test("an RLMLinkingObjects property the hook does not name is a model error at its declaration")
    func linkingObjectsNeedHook() {
        let file = load("""
        class Lonely: RLMObject {
            @objc dynamic var parents: RLMLinkingObjects<Lonely>?
        }
        func testX() throws {}
        """, models: "")
        let messages = file.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("linking objects 'parents' need an entry in 'linkingObjectsProperties()'") }, "\(messages)")
    }
}
