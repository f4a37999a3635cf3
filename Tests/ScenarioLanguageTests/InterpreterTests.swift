// The interpreter on the thin path: objects, writes, queries, assertions.

import Foundation
import RealmSpecCore
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("interpreter")
struct InterpreterTests {
    @Test("adding, querying and deleting objects passes its assertions")
    func thinPath() {
        let outcome = runOne("""
        func testDelete() throws {
            let realm = try Realm()
            try realm.write {
                realm.add(Dog(value: ["name": "Rex", "age": 1]))
                realm.add(Dog(value: ["name": "Max", "age": 5]))
            }
            let puppies = realm.objects(Dog.self).where { $0.age < 2 }
            XCTAssertEqual(puppies.count, 1)
            try realm.write {
                realm.delete(puppies)
            }
            XCTAssertEqual(realm.objects(Dog.self).count, 1)
            XCTAssertEqual(puppies.count, 0)
            assertThrows(realm.delete(realm.objects(Dog.self)), .notInWriteTransaction)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("an assertion's message is evaluated only when the assertion fails")
    func lazyMessage() {
        let outcome = runOne("""
        func testMessage() throws {
            var seen: [String] = []
            let note = { () -> String in
                seen.append("evaluated")
                return "the note"
            }
            XCTAssertEqual(1, 1, note())
            XCTAssertEqual(seen.count, 0)
            XCTAssertEqual(1, 2, note())
            XCTAssertEqual(seen.count, 1)
        }
        """)
        #expect(outcome.status == .failed, "\(outcome)")
        #expect(outcome.failures.count == 1)
        #expect(outcome.failures.first?.message.contains("the note") == true)
    }

    @Test("a wrong expectation fails with expected and actual values and goes on")
    func failedAssertion() {
        let outcome = runOne("""
        func testWrong() throws {
            let realm = try Realm()
            try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
            XCTAssertEqual(realm.objects(Dog.self).count, 2)
            XCTAssertTrue(false)
        }
        """)
        #expect(outcome.status == .failed)
        #expect(outcome.failures.count == 2)
        let first = outcome.failures.first
        #expect(first?.assertion == "XCTAssertEqual")
        #expect(first?.message == "XCTAssertEqual(realm.objects(Dog.self).count, 2) failed: (1) is not equal to (2)")
        #expect(first?.expected == "2")
        #expect(first?.actual == "1")
        #expect(first?.location.line == line(4))
        #expect(first?.location.column == 5)
    }

    @Test("add sends every property of a new object and the same handle becomes managed")
    func addLowering() throws {
        let engine = TinyEngine()
        let outcome = runOne("""
        func testAdd() throws {
            let realm = try Realm()
            let rex = Dog(value: ["name": "Rex"])
            try realm.write { realm.add(rex) }
            XCTAssertEqual(rex.name, "Rex")
            XCTAssertFalse(rex.isInvalidated)
        }
        """, engine: engine)
        #expect(outcome.status == .passed, "\(outcome)")
        let add = engine.log.first { if case .add = $0 { return true } else { return false } }
        guard case .add(.newObject(let o), .error)? = add else { Issue.record("no add: \(engine.log)"); return }
        #expect(o.type == "Dog")
        #expect(o.fields.map(\.key) == ["name", "age", "weight", "favoriteToy", "nickname"])
        #expect(o[field: "name"] == .string("Rex"))
        #expect(o[field: "weight"] == .double(0))
        #expect(engine.log.contains(.get(ObjectKey(type: "Dog", id: 1), property: "name")))
    }

    @Test("a where closure becomes a query tree with its captured values")
    func whereClosure() {
        let engine = TinyEngine()
        let outcome = runOne("""
        func testWhere() throws {
            let realm = try Realm()
            let limit = 2
            let dogs = realm.objects(Dog.self).where { $0.age < limit && $0.name.starts(with: "R") }
            XCTAssertEqual(dogs.count, 0)
        }
        """, engine: engine)
        #expect(outcome.status == .passed, "\(outcome)")
        let expected = Query.and([
            .compare(Comparison(.keyPath(["age"]), .less, .constant(.int(2)))),
            .compare(Comparison(.keyPath(["name"]), .beginsWith, .constant(.string("R")))),
        ])
        #expect(engine.log.contains(.count(.filtered(.objects(type: "Dog"), expected))))
    }

    @Test("a constant on the left of a where comparison is moved to the right")
    func whereFlipped() {
        let engine = TinyEngine()
        _ = runOne("""
        func testWhere() throws {
            let realm = try Realm()
            XCTAssertEqual(realm.objects(Dog.self).where { 2 > $0.age }.count, 0)
        }
        """, engine: engine)
        #expect(engine.log.contains(.count(.filtered(.objects(type: "Dog"), .compare(Comparison(.keyPath(["age"]), .less, .constant(.int(2))))))))
    }

    @Test("an unexpected Realm error ends the scenario with its kind and the statement's location")
    func realmError() {
        let outcome = runOne("""
        func testOutside() throws {
            let realm = try Realm()
            realm.add(Dog())
        }
        """)
        #expect(outcome.status == .error)
        #expect(outcome.error?.kind == "notInWriteTransaction")
        #expect(outcome.error?.location?.line == line(3))
    }

    @Test("assertThrows records a failure when the kind differs or nothing is raised")
    func assertThrowsMismatch() {
        let outcome = runOne("""
        func testKinds() throws {
            let realm = try Realm()
            assertThrows(realm.add(Dog()), .primaryKeyExists)
            try realm.write {
                assertThrows(realm.add(Dog()), .notInWriteTransaction)
            }
            assertThrows(realm.add(Dog()), reason: "outside of a write")
        }
        """)
        #expect(outcome.status == .failed, "\(outcome)")
        #expect(outcome.failures.map(\.actual) == ["notInWriteTransaction", "no error"])
    }

    @Test("a thrown SpecError cancels the write and ends the scenario as thrown")
    func thrownCancelsWrite() {
        let engine = TinyEngine()
        let outcome = runOne("""
        func testThrow() throws {
            let realm = try Realm()
            try realm.write {
                realm.add(Dog())
                throw SpecError("stop")
            }
        }
        """, engine: engine)
        #expect(outcome.status == .error)
        #expect(outcome.error?.kind == "thrown")
        #expect(engine.log.contains(.cancelWrite))
        #expect(engine.rows.isEmpty)
    }

    @Test("XCTAssertThrowsError sees a thrown error and try? turns it into nil")
    func swiftErrors() {
        let outcome = runOne("""
        func testErrors() throws {
            let realm = try Realm()
            XCTAssertThrowsError(try realm.write { throw SpecError("x") })
            let v = try? realm.write { throw SpecError("y") }
            XCTAssertNil(v)
            XCTAssertEqual(realm.objects(Dog.self).count, 0)
            XCTAssertFalse(realm.isInWriteTransaction)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("an unsupported call is an error that names the call, not a skip")
    func unsupportedIsError() {
        let outcome = runOne("""
        func testFreeze() throws {
            let realm = try Realm()
            let frozen = realm.freeze()
            XCTAssertTrue(frozen.isFrozen)
        }
        """)
        #expect(outcome.status == .error)
        #expect(outcome.error?.kind == "unsupported")
        #expect(outcome.error?.message.contains("freeze") == true, "\(outcome)")
    }

    @Test("a scenario that requires a capability the engine lacks is skipped before it runs")
    func requiresSkips() {
        let engine = TinyEngine()
        let outcome = runOne("""
        /// Freezing.
        /// - requires: freeze
        func testFreeze() throws {
            let realm = try Realm()
            XCTAssertTrue(realm.freeze().isFrozen)
        }
        """, engine: engine)
        #expect(outcome.status == .skipped)
        #expect(outcome.error?.message.contains("'freeze'") == true, "\(outcome)")
        #expect(engine.log.isEmpty)
    }

    @Test("a requires line on the file applies to each scenario; one the engine has does not skip")
    func fileRequires() {
        let file = ScenarioLoader.load(source: "// requires: lists\n" + testModels + """
        func testA() throws {
            let realm = try Realm()
            XCTAssertFalse(realm.isInWriteTransaction)
        }
        """, path: "Specs/language/Test.swift", options: LoadOptions())
        let s = file.scenarios[0]
        #expect(s.metadata.requires == ["lists"])
        #expect(ScenarioInterpreter.run(s, of: file, on: TinyEngine()).status == .skipped)
        final class Listy: TinyEngine {
            override var info: EngineInfo { EngineInfo(name: "listy", version: "1", capabilities: [.lists]) }
        }
        #expect(ScenarioInterpreter.run(s, of: file, on: Listy()).status == .passed)
    }

    @Test("an unknown capability in a requires line is a lint error at the scenario")
    func unknownCapability() {
        let file = load("""
        /// - requires: teleport
        func testA() throws {
            let realm = try Realm()
        }
        """)
        let d = file.diagnostics.first { $0.id == DiagnosticKind.unknownCapability.rawValue }
        #expect(d?.severity == .error)
        #expect(d?.message.contains("'teleport'") == true)
        #expect(d?.location.line == line(2))
    }

    @Test("a mistyped capability in a requires line gets the nearest one, not the whole list")
    func mistypedCapability() {
        let file = load("""
        /// - requires: freez
        func testA() throws {
            let realm = try Realm()
        }
        """)
        let d = file.diagnostics.first { $0.id == DiagnosticKind.unknownCapability.rawValue }
        #expect(d?.message == "unknown capability 'freez' in '- requires:'; did you mean 'freeze'?", "\(String(describing: d))")
    }

    @Test("assertThrows and XCTAssertThrowsError do not count an unsupported call as a thrown error")
    func unsupportedNotSwallowed() {
        let outcomes = run("""
        func testAssertThrows() throws {
            let realm = try Realm()
            assertThrows(realm.freeze(), .notInWriteTransaction)
        }
        func testXCT() throws {
            let realm = try Realm()
            XCTAssertThrowsError(realm.freeze())
        }
        """)
        for name in ["testAssertThrows", "testXCT"] {
            #expect(outcomes[name]?.status == .error, "\(name): \(String(describing: outcomes[name]))")
            #expect(outcomes[name]?.error?.kind == "unsupported")
        }
    }

    @Test("a cancelled run ends as timeout")
    func timeout() {
        let flag = CancellationFlag()
        flag.cancel()
        let outcomes = run("""
        func testLoop() throws {
            var n = 0
            while true { n += 1 }
        }
        """, cancellation: flag)
        #expect(outcomes["testLoop"]?.status == .timeout)
    }

    @Test("unmanaged objects: not invalidated, no realm, deleting them is wrongRealm, querying their lists is unmanaged")
    func unmanaged() {
        let outcome = runOne("""
        func testUnmanaged() throws {
            let realm = try Realm()
            let rex = Dog(value: ["name": "Rex"])
            XCTAssertFalse(rex.isInvalidated)
            XCTAssertNil(rex.realm)
            try realm.write {
                assertThrows(realm.delete(rex), .wrongRealm)
            }
            let p = Person(value: ["id": 1, "dogs": [rex]])
            XCTAssertEqual(p.dogs.count, 1)
            assertThrows(p.dogs.where { $0.age > 1 }, .unmanaged)
            XCTAssertEqual(p.dogs.first?.name, "Rex")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("a failure inside an assertion with a closure is reported at the assertion")
    func failureLocationWithClosure() {
        let outcome = runOne("""
        func testMap() throws {
            let names = ["a", "b"]
            XCTAssertEqual(names.map {
                $0.uppercased()
            }, ["A"])
        }
        """)
        #expect(outcome.failures.first?.location.line == line(3))
        #expect(outcome.failures.first?.location.column == 5)
    }
}

@Suite("member tables per thread")
struct MemberTableSetTests {
    final class Box: @unchecked Sendable { var value: ObjectIdentifier? }

    @Test("a thread keeps its own tables, another thread gets others, and they list the same members")
    func perThread() {
        let here = MemberTableSet.forCurrentThread()
        #expect(MemberTableSet.forCurrentThread() === here)
        let other = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            other.value = ObjectIdentifier(MemberTableSet.forCurrentThread())
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(other.value != ObjectIdentifier(here))
        #expect(here !== MemberTableSet.shared)
        #expect(Set(here.realm.keys) == Set(MemberTableSet.shared.realm.keys))
        #expect(Set(here.list.keys) == Set(MemberTableSet.shared.list.keys))
        #expect(Set(here.globals.keys) == Set(MemberTableSet.shared.globals.keys))
    }
}
