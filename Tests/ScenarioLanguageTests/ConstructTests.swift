// The Swift subset: each construct changes what a scenario computes.

import RealmSpecCore
import Testing
@testable import ScenarioLanguage

@Suite("constructs")
struct ConstructTests {
    @Test("print writes each call as one line of the outcome's output")
    func printOutput() {
        let outcome = runOne("""
        func testPrint() throws {
            let n = 2
            print("dogs:", n)
            print("done \\(n + 1)")
        }
        """)
        #expect(outcome.output == "dogs: 2\ndone 3\n")
    }

    @Test("closures capture variables by reference and return their last expression")
    func closures() {
        let outcome = runOne("""
        func testClosures() throws {
            var total = 0
            let add = { (x: Int) in total += x }
            add(2)
            add(3)
            XCTAssertEqual(total, 5)
            let twice = { $0 * 2 }
            XCTAssertEqual(twice(4), 8)
            XCTAssertEqual(total, 6)
        }
        """)
        #expect(outcome.status == .failed)
        #expect(outcome.failures.map(\.actual) == ["5"])
    }

    @Test("assigning through a nil optional chain does nothing, and reading gives nil")
    func optionalChaining() {
        let outcome = runOne("""
        func testChain() throws {
            let p = Person(value: ["id": 1])
            p.address?.street = "Main"
            XCTAssertNil(p.address)
            XCTAssertNil(p.address?.street)
            p.address = Address(value: ["street": "Elm"])
            p.address?.street = "Oak"
            XCTAssertEqual(p.address?.street, "Oak")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("force-unwrapping nil ends the scenario with a runtime error at that statement")
    func forceUnwrapNil() {
        let outcome = runOne("""
        func testBang() throws {
            let p = Person(value: ["id": 1])
            let s = p.address!.street
        }
        """)
        #expect(outcome.status == .error)
        #expect(outcome.error?.kind == "runtime")
        #expect(outcome.error?.message == "unexpectedly found nil while unwrapping an optional value")
        #expect(outcome.error?.location?.line == line(3))
    }

    @Test("switch binds enum payloads, falls to default, and if case matches one case")
    func switchAndIfCase() {
        let outcome = runOne("""
        func testSwitch() throws {
            var seen: [String] = []
            for v in [AnyRealmValue.int(1), .string("a"), .none] {
                switch v {
                case .int(let i): seen.append("int \\(i)")
                case .string(let s): seen.append("string \\(s)")
                default: seen.append("other")
                }
            }
            XCTAssertEqual(seen, ["int 1", "string a", "other"])
            let x: AnyRealmValue = .bool(true)
            if case .bool(let b) = x { XCTAssertTrue(b) } else { XCTFail("no match") }
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("guard let exits with return when the value is nil")
    func guardLet() {
        let outcome = runOne("""
        func testGuard() throws {
            let missing: Int? = nil
            guard let value = missing else {
                return
            }
            XCTFail("reached \\(value)")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("assigning to a let constant is a runtime error")
    func constants() {
        let outcome = runOne("""
        func testLet() throws {
            let x = 1
            x = 2
        }
        """)
        #expect(outcome.error?.message == "cannot assign to constant 'x'")
    }

    @Test("key paths name properties for sorting")
    func keyPaths() {
        let (outcome, calls) = record("""
        func testKeyPath() throws {
            let realm = try Realm()
            let sorted = realm.objects(Dog.self).sorted(by: \\Dog.age, ascending: false)
            XCTAssertEqual(sorted.count, 0)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(calls.contains(.count(.sorted(.objects(type: "Dog"), [SortDescriptor(keyPath: "age", ascending: false)]))))
    }

    @Test("XCTUnwrap gives the value, or records a failure and ends the scenario")
    func unwrap() {
        let outcome = runOne("""
        func testUnwrap() throws {
            let a: Int? = 3
            let b = try XCTUnwrap(a)
            XCTAssertEqual(b, 3)
            let missing: Int? = nil
            let c = try XCTUnwrap(missing)
            XCTFail("not reached \\(c)")
        }
        """)
        #expect(outcome.status == .failed)
        #expect(outcome.failures.map(\.assertion) == ["XCTUnwrap"])
    }

    @Test("tuple patterns destructure map entries and case let binds payloads")
    func tuplePatterns() {
        let outcome = runOne("""
        func testTuples() throws {
            let p = Person(value: ["id": 1, "scores": ["a": 1, "b": 2]])
            var keys: [String] = []
            var sum = 0
            for (key, value) in p.scores {
                keys.append(key)
                sum += value
            }
            XCTAssertEqual(keys, ["a", "b"])
            XCTAssertEqual(sum, 3)
            let v: AnyRealmValue = .string("x")
            switch v {
            case let .string(s): XCTAssertEqual(s, "x")
            default: XCTFail("no match")
            }
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("runaway recursion and huge ranges end as runtime errors, not crashes")
    func limits() {
        let outcomes = run("""
        func testRecursion() throws {
            var f: (() -> Void)? = nil
            f = { f!() }
            f!()
        }
        func testHugeRange() throws {
            let all = Array(0..<Int.max)
        }
        func testBigLoopIsLazy() throws {
            var n = 0
            for i in 0..<1_000_000_000_000 {
                n += 1
                if n == 3 { break }
            }
            XCTAssertEqual(n, 3)
        }
        """)
        #expect(outcomes["testRecursion"]?.error?.message == "closures call each other more than 200 levels deep")
        #expect(outcomes["testHugeRange"]?.status == .error)
        #expect(outcomes["testBigLoopIsLazy"]?.status == .passed)
    }
}
