// The members of the SDK's value types that its own tests call:
// SortDescriptor's, Decimal128's arithmetic and members, ObjectId's
// timestamp, Date.addingTimeInterval, NSNumber's accessors, and the number
// initialisers.

import Testing
@testable import ScenarioLanguage

@Suite("Value type members")
struct ValueTypeMemberTests {
    @Test("a SortDescriptor has its key path and direction, reverses, describes itself and compares by value")
    func sortDescriptorMembers() {
        let outcome = runOne("""
        func testX() {
            let d = SortDescriptor(keyPath: "age")
            XCTAssertEqual(d.keyPath, "age")
            XCTAssertTrue(d.ascending)
            XCTAssertFalse(d.reversed().ascending)
            XCTAssertEqual(d.reversed().description, "SortDescriptor(keyPath: age, direction: descending)")
            XCTAssertEqual(d, SortDescriptor(keyPath: "age", ascending: true))
            XCTAssertNotEqual(d, d.reversed())
            let literal: SortDescriptor = "age"
            XCTAssertEqual(literal, d)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("two SortDescriptors of different directions are unequal")
    func sortDescriptorInequality() {
        let outcome = runOne("""
        func testX() {
            XCTAssertEqual(SortDescriptor(keyPath: "age"), SortDescriptor(keyPath: "age", ascending: false))
        }
        """)
        #expect(outcome.status == .failed)
    }

    @Test("Decimal128 arithmetic is exact in decimal, and its description drops trailing zeros")
    func decimalArithmetic() {
        let outcome = runOne("""
        func testX() {
            let a: Decimal128 = "0.21"
            let b: Decimal128 = "0.7"
            XCTAssertEqual((a / b).description, "0.3")
            XCTAssertEqual((a * b).description, "0.147")
            let c: Decimal128 = "2.5"
            let d: Decimal128 = "3.5"
            XCTAssertEqual((c - d).description, "-1")
            XCTAssertEqual(c + 1, 3.5)
            let e: Decimal128 = 7
            XCTAssertEqual(e / 2, Decimal128("3.5"))
            XCTAssertEqual(Decimal128.init(exactly: 0b101)! + 1, 6)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("Decimal128's members: NaN from NSNull, min and max, magnitude, negate, advanced and distance")
    func decimalMembers() {
        let outcome = runOne("""
        func testX() {
            let n: Decimal128 = .init(value: NSNull.init())
            XCTAssertTrue(n.isNaN)
            XCTAssertTrue(n.isSignaling)
            XCTAssertTrue(n.isSignalingNaN)
            let lo: Decimal128 = .min
            let hi: Decimal128 = .max
            XCTAssertLessThan(lo, hi)
            let m: Decimal128 = -1.25
            XCTAssertEqual(m.magnitude, 1.25)
            m.negate()
            XCTAssertEqual(m, 1.25)
            XCTAssertEqual(m.advanced(by: 0.5), 1.75)
            XCTAssertEqual(m.distance(to: 1), -0.25)
            XCTAssertFalse(m.isNaN)
            XCTAssertEqual(m.stringValue, "1.25")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("a Decimal128 compared with a string literal takes it as a decimal")
    func decimalAgainstStringLiteral() {
        let passing = runOne("""
        func testX() {
            let d: Decimal128 = "9.876543"
            XCTAssertEqual(d, "9.876543")
            XCTAssertEqual(d, "9.8765430")
        }
        """)
        #expect(passing.status == .passed, "\(passing.failures) \(String(describing: passing.error))")
        let failing = runOne("""
        func testX() {
            let d: Decimal128 = "9.876543"
            XCTAssertEqual(d, "9.87654")
        }
        """)
        #expect(failing.status == .failed)
    }

    @Test("an ObjectId made from a date holds its seconds; a parsed one gives its time back")
    func objectIdTimestamp() {
        let outcome = runOne("""
        func testX() {
            let when = Date(timeIntervalSince1970: 1000.9)
            let id = ObjectId(timestamp: when, machineId: 10, processId: 20)
            XCTAssertEqual(id.timestamp, Date(timeIntervalSince1970: 1000))
            XCTAssertEqual(Int(id.timestamp.timeIntervalSince1970), Int(when.timeIntervalSince1970))
            let parsed = try! ObjectId(string: "000003e8000000000000000a")
            XCTAssertEqual(parsed.timestamp.timeIntervalSince1970, 1000)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("Date.addingTimeInterval, number initialisers and NSNumber accessors")
    func datesAndNumbers() {
        let outcome = runOne("""
        func testX() {
            let d = Date(timeIntervalSince1970: 10)
            XCTAssertEqual(d.addingTimeInterval(5), Date(timeIntervalSince1970: 15))
            XCTAssertEqual(d.addingTimeInterval(5).timeIntervalSince(d), 5)
            XCTAssertEqual(Int32(7), 7)
            XCTAssertEqual(Int8(3.9), 3)
            XCTAssertEqual(Float(1.5), 1.5)
            XCTAssertEqual(Int64(2), 2)
            let n = 2.5
            XCTAssertEqual(n.intValue, 2)
            XCTAssertEqual(n.doubleValue, 2.5)
            XCTAssertFalse(n.isNaN)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("an optional step of a key path is read through")
    func optionalKeyPathStep() {
        let file = load("""
        func testX() {
            let path = \\DogOwnerLink.pet?.name
            XCTAssertEqual(path, \\DogOwnerLink.pet.name)
        }
        """)
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file.diagnostics)")
        guard let s = file.scenarios.first else { Issue.record("no scenario"); return }
        let outcome = ScenarioInterpreter.run(s, of: file, on: TinyEngine())
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("makeIterator() on a list gives its elements in turn through next(), then nil")
    func iterator() {
        let outcome = runOne("""
        func testX() {
            let list = List<Int>()
            list.append(objectsIn: [4, 8])
            var it = list.makeIterator()
            XCTAssertEqual(it.next(), 4)
            XCTAssertEqual(it.next(), 8)
            XCTAssertNil(it.next())
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("makeIterator() on a map gives its entries with key and value")
    func mapIterator() {
        let outcome = runOne("""
        func testX() {
            let map = Map<String, Int>()
            map["a"] = 1
            var it = map.makeIterator()
            let entry = it.next()!
            XCTAssertEqual(entry.key, "a")
            XCTAssertEqual(entry.value, 1)
            XCTAssertNil(it.next())
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("force-unwrapping a map-of-optionals subscript is nil for a key holding nil, a trap for an absent key")
    func doubleOptionalSubscript() {
        let passing = runOne("""
        func testX() {
            let map = Map<String, Int?>()
            map["a"] = 1
            map["n"] = nil
            map.setValue(nil, forKey: "n")
            XCTAssertEqual(map["a"]!, 1)
        }
        """)
        #expect(passing.status == .passed, "\(passing.failures) \(String(describing: passing.error))")
        let absent = runOne("""
        func testX() {
            let map = Map<String, Int?>()
            let v = map["zz"]!
        }
        """)
        #expect(absent.status == .error)
    }

    @Test("value(forKey:) of a list of values: its values for self, refused for any other key once it holds one")
    func valueForKeyOnValues() {
        let outcome = runOne("""
        func testX() {
            let list = List<Int>()
            XCTAssertEqual(list.value(forKey: "other").count, 0)
            list.append(objectsIn: [1, 2])
            XCTAssertEqual(list.value(forKey: "self"), [1, 2])
            assertThrows(list.value(forKey: "other"), .unknownProperty, reason: "not key value coding-compliant for the key other")
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("setValuesForKeys(_:) sets each named property of an object")
    func setValuesForKeys() {
        let outcome = runOne("""
        func testX() {
            let dog = Dog()
            dog.setValuesForKeys(["name": "Rex", "age": 3])
            XCTAssertEqual(dog.name, "Rex")
            XCTAssertEqual(dog.age, 3)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }

    @Test("nextUp and nextDown are the neighbouring Double or Float")
    func neighbours() {
        let outcome = runOne("""
        func testX() {
            XCTAssertEqual(1.0.nextUp, 1.0000000000000002)
            XCTAssertEqual(1.0.nextDown, 0.9999999999999999)
            XCTAssertTrue(0.0.nextUp > 0)
            XCTAssertTrue((1 as Float).nextUp > (1 as Float))
        }
        """)
        #expect(outcome.status == .passed, "\(outcome.failures) \(String(describing: outcome.error))")
    }
}
