// Objective-C spellings belong to the Objective-C receivers: a Swift Realm,
// Object, model class, List, Results, MutableSet or Map does not declare
// them, and lint refuses such a call naming the Swift spelling and the
// Objective-C type that declares it; the same call on the Objective-C
// receiver is accepted.

@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("Objective-C spellings on Swift receivers")
struct ObjcSpellingOnSwiftTests {
    private func messages(_ body: String) -> [String] {
        load(body).diagnostics.map(\.message)
    }

    @Test("an Objective-C spelling on a Swift receiver is refused, naming the Swift spelling and the Objective-C type",
          arguments: [
              ("realm.addObjects([Dog()])", "'addObjects(_:)'", "'RLMRealm'", "use 'add(_:)'"),
              ("realm.deleteAllObjects()", "'deleteAllObjects()'", "'RLMRealm'", "use 'deleteAll()'"),
              ("_ = person.dogs.firstObject()", "'firstObject()'", "'RLMArray'", "use 'first'"),
              ("_ = person.dogs.indexOfObject(with: NSPredicate(format: \"age > 1\"))", "'indexOfObject(", "'RLMArray'",
               "use 'index(of:) or index(matching:)'"),
              ("_ = realm.objects(Dog.self).objects(where: \"age > 1\")", "'objects(where:_:)'", "'RLMResults'", "use 'filter(_:)'"),
              ("_ = person.tags.allObjects", "'allObjects'", "'RLMSet'", "use 'Array(set)'"),
              ("_ = person.scores.allKeys", "'allKeys'", "'RLMDictionary'", "use 'keys'"),
              ("_ = Dog.allObjects(in: realm)", "'allObjects(", "'RLMObject.Type'", "use 'realm.objects(_:)'"),
              ("_ = dog.isEqual(to: dog)", "'isEqual(to:)'", "'RLMObject'", "use 'isSameObject(as:)'"),
          ])
    func refused(_ call: String, _ spelling: String, _ objcType: String, _ swift: String) {
        let all = messages("""
        func testA() throws {
            let realm = try Realm()
            let person = Person()
            let dog = Dog()
            \(call)
        }
        """)
        let found = all.filter { $0.hasPrefix(spelling) && $0.contains("is the Objective-C spelling") }
        #expect(found.count == 1, "\(all)")
        #expect(found.first?.contains("declared by \(objcType)") == true, "\(all)")
        #expect(found.first?.contains(swift) == true, "\(all)")
    }

    @Test("the same spellings on the Objective-C receivers are accepted")
    func acceptedOnObjcReceivers() {
        let all = messages("""
        func testA() throws {
            let realm = try Realm()
            let person = Person()
            ObjectiveCSupport.convert(object: realm).addObjects([])
            _ = ObjectiveCSupport.convert(object: person.dogs).firstObject()
            _ = ObjectiveCSupport.convert(object: person.dogs).indexOfObject(with: NSPredicate(format: "age > 1"))
            _ = ObjectiveCSupport.convert(object: realm.objects(Dog.self)).objects(where: "age > 1")
            _ = ObjectiveCSupport.convert(object: person.tags).allObjects
            _ = ObjectiveCSupport.convert(object: person.scores).allKeys
        }
        """)
        #expect(all.isEmpty, "\(all)")
    }

    @Test("an Objective-C collection converted back is its Swift twin again, without the Objective-C spellings")
    func convertedBack() {
        let all = messages("""
        func testA() throws {
            let person = Person()
            _ = ObjectiveCSupport.convert(object: ObjectiveCSupport.convert(object: person.dogs)).firstObject()
        }
        """)
        #expect(all.contains { $0.contains("'firstObject()' is the Objective-C spelling, declared by 'RLMArray', not 'List'") }, "\(all)")
    }

    @Test("no declaration of a Swift receiver is an Objective-C spelling: none is marked one, and none has only Objective-C rows")
    func swiftDeclarationsHaveSwiftRows() {
        let swift: [ApiReceiver] = [.realm, .object, .objectClass, .list, .set, .map, .results, .linkingObjects]
        let objc: [ApiReceiver] = [.rlmRealm, .rlmObject, .rlmArray, .rlmSet, .rlmResults, .rlmDictionary, .rlmCollection]
        let objcSections = Set(objc.flatMap { $0.sections(embedded: false) + $0.sections(embedded: true) })
        var offenders: [String] = []
        for m in ApiDeclarations.all {
            for r in m.receivers where swift.contains(r) {
                let onlyObjc = !m.rows.isEmpty && m.rows.allSatisfy { objcSections.contains($0.section) }
                if m.origin == .objectiveCSpelling || onlyObjc { offenders.append(m.id(on: r)) }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test("RLMArray(…) and RLMSet(…) take exactly the labels of their declared initialisers")
    func objcCollectionInitialiserLabels() {
        for (name, receiver) in [("RLMArray", ApiReceiver.rlmArrayClass), ("RLMSet", .rlmSetClass)] {
            let declared = (ApiDeclarations.byReceiver[receiver] ?? []).filter { $0.form == .initialiser }.flatMap(\.labelLists)
            #expect(!declared.isEmpty, "\(name)")
            #expect(Interpreter.globals[name] == declared, "\(name)")
        }
    }

    @Test("an RLMObject's assigned subscript has the setter id the other Objective-C types' have")
    func subscriptSetterId() throws {
        let setter = try #require(ApiDeclarations.spelt(.subscript, .rlmObject, "subscript", labels: ["_", "_"]))
        #expect(setter.id(on: .rlmObject) == "RLMObject.subscript(_:_:)")
        let array = try #require(ApiDeclarations.spelt(.subscript, .rlmArray, "subscript", labels: ["_", "_"]))
        #expect(array.id(on: .rlmArray) == "RLMArray.subscript(_:_:)")
    }
}
