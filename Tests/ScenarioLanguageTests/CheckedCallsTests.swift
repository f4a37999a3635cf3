// A use of the SDK is checked only when what it returns, or the state it
// changes, reaches an assertion of the same scenario; otherwise it is only
// called. Each rule of CheckedCalls.swift with a case that holds and one
// that does not, and the figures of the documentation corpus.

import Foundation
import Testing
@testable import ScenarioLanguage

/// The members the one scenario of `body` uses ("Receiver.name"), and those it checks.
private func uses(_ body: String) throws -> (called: Set<String>, checked: Set<String>) {
    let file = load(body)
    #expect(file.diagnostics.isEmpty && file.scenarios.allSatisfy { $0.diagnostics.isEmpty },
            "\(file.diagnostics) \(file.scenarios.map(\.diagnostics))")
    let usage = try #require(file.scenarios.first?.apiUsage)
    return (Set(usage.members.map { "\($0.receiver).\($0.name)" }), Set(usage.checked.map { "\($0.receiver).\($0.name)" }))
}

@Suite("checked and called uses")
struct CheckedCallsTests {
    @Test("a change through ObjectiveCSupport.convert(object:) is read back through the converted collection's owner")
    func changeThroughConversion() throws {
        let yes = try uses("""
        func testA() throws {
            let realm = try Realm()
            let a = Person(value: ["id": 1])
            try realm.write { realm.add(a) }
            try realm.write { ObjectiveCSupport.convert(object: a.tags).add("Oslo") }
            XCTAssertEqual(a.tags.count, 1)
        }
        """)
        #expect(yes.checked.contains("RLMSet.add"), "\(yes)")
        let no = try uses("""
        func testA() throws {
            let realm = try Realm()
            let a = Person(value: ["id": 1])
            let b = Person(value: ["id": 2])
            try realm.write { realm.add(a) }
            try realm.write { ObjectiveCSupport.convert(object: a.tags).add("Oslo") }
            XCTAssertEqual(b.tags.count, 0)
        }
        """)
        #expect(no.called.contains("RLMSet.add") && !no.checked.contains("RLMSet.add"), "\(no)")
    }

    @Test("a change a cancelled write undoes is checked only by an assertion before the cancel")
    func cancelledWrite() throws {
        let after = try uses("""
        func testA() throws {
            let realm = try Realm()
            let a = Person(value: ["id": 1])
            try realm.write { realm.add(a) }
            realm.beginWrite()
            a.tags.insert("Oslo")
            realm.cancelWrite()
            XCTAssertEqual(a.tags.count, 0)
        }
        """)
        #expect(after.called.contains("MutableSet.insert") && !after.checked.contains("MutableSet.insert"), "\(after)")
        let inside = try uses("""
        func testA() throws {
            let realm = try Realm()
            let a = Person(value: ["id": 1])
            try realm.write { realm.add(a) }
            realm.beginWrite()
            a.tags.insert("Oslo")
            XCTAssertEqual(a.tags.count, 1)
            realm.cancelWrite()
        }
        """)
        #expect(inside.checked.contains("MutableSet.insert"), "\(inside)")
        let block = try uses("""
        func testA() throws {
            let realm = try Realm()
            let a = Person(value: ["id": 1])
            try realm.write { realm.add(a) }
            try realm.write {
                a.tags.insert("Oslo")
                realm.cancelWrite()
            }
            XCTAssertEqual(a.tags.count, 0)
        }
        """)
        #expect(!block.checked.contains("MutableSet.insert"), "\(block)")
        let committed = try uses("""
        func testA() throws {
            let realm = try Realm()
            let a = Person(value: ["id": 1])
            try realm.write { realm.add(a) }
            try realm.write { a.tags.insert("Oslo") }
            realm.beginWrite()
            realm.cancelWrite()
            XCTAssertEqual(a.tags.count, 1)
        }
        """)
        #expect(committed.checked.contains("MutableSet.insert"), "\(committed)")
    }

    @Test("a chain inside an assertion's arguments is checked; the same chain never asserted is only called")
    func insideAssertion() throws {
        let yes = try uses("""
        func testA() throws {
            let realm = try Realm()
            XCTAssertEqual(realm.objects(Dog.self).filter("age > 1").count, 0)
        }
        """)
        #expect(yes.checked.isSuperset(of: ["Realm.objects", "Results.filter", "Results.count"]), "\(yes)")
        let no = try uses("""
        func testA() throws {
            let realm = try Realm()
            let n = realm.objects(Dog.self).filter("age > 1").count
            XCTAssertTrue(true)
        }
        """)
        #expect(no.called.isSuperset(of: ["Realm.objects", "Results.filter", "Results.count"]), "\(no)")
        #expect(no.checked.isDisjoint(with: ["Realm.objects", "Results.filter", "Results.count"]), "\(no)")
    }

    @Test("the expression of assertThrows and XCTAssertThrowsError is checked")
    func expectedErrors() throws {
        let r = try uses("""
        func testA() throws {
            let realm = try Realm()
            let p = Person()
            assertThrows(realm.add(Dog()), .notInWriteTransaction)
            XCTAssertThrowsError(try realm.commitWrite())
            p.tags.insert("x")
        }
        """)
        #expect(r.checked.isSuperset(of: ["Realm.add", "Realm.commitWrite"]), "\(r)")
        #expect(r.called.contains("MutableSet.insert") && !r.checked.contains("MutableSet.insert"), "\(r)")
    }

    @Test("a result bound to a name a later assertion reads is checked, through further bindings; an unread one is called")
    func boundResults() throws {
        let yes = try uses("""
        func testA() throws {
            let p = Person()
            let x = p.dogs.first
            XCTAssertEqual(x?.name, "a")
            let a = p.tags.first
            let b = a
            XCTAssertEqual(b, "t")
        }
        """)
        #expect(yes.checked.isSuperset(of: ["List.first", "MutableSet.first"]), "\(yes)")
        let no = try uses("""
        func testA() throws {
            let p = Person()
            var seen = ""
            XCTAssertEqual(seen, "")
            let x = p.dogs.first
            seen = "done"
        }
        """)
        #expect(no.called.contains("List.first") && !no.checked.contains("List.first"), "\(no)")
    }

    @Test("an assertion before a binding does not check the bound result")
    func orderMatters() throws {
        let r = try uses("""
        func testA() throws {
            let p = Person()
            var last: Dog? = nil
            XCTAssertNil(last)
            last = p.dogs.last
        }
        """)
        #expect(r.called.contains("List.last") && !r.checked.contains("List.last"), "\(r)")
    }

    @Test("if let and guard let bind like let")
    func optionalBindings() throws {
        let r = try uses("""
        func testA() throws {
            let p = Person()
            if let f = p.dogs.first { XCTAssertEqual(f.name, "a") }
            guard let l = p.dogs.last else { return }
            XCTAssertEqual(l.age, 1)
            if let m = p.scores.max() { print(m) }
        }
        """)
        #expect(r.checked.isSuperset(of: ["List.first", "List.last"]), "\(r)")
        #expect(r.called.contains("Map.max") && !r.checked.contains("Map.max"), "\(r)")
    }

    @Test("a change is checked when a later assertion reads its receiver, an argument, or a name derived from them")
    func changes() throws {
        let yes = try uses("""
        func testA() throws {
            let realm = try Realm()
            let dogs = realm.objects(Dog.self)
            let p = Person()
            let d = Dog()
            p.dogs.append(d)
            try realm.write { realm.add(p) }
            XCTAssertEqual(dogs.count, 1)
            XCTAssertEqual(p.dogs.count, 1)
        }
        """)
        #expect(yes.checked.isSuperset(of: ["List.append", "Realm.add", "Realm.write"]), "\(yes)")
        let no = try uses("""
        func testA() throws {
            let p = Person()
            XCTAssertEqual(p.dogs.count, 0)
            p.dogs.append(Dog())
            p.tags.insert("x")
        }
        """)
        #expect(no.called.isSuperset(of: ["List.append", "MutableSet.insert"]), "\(no)")
        #expect(no.checked.isDisjoint(with: ["List.append", "MutableSet.insert"]), "\(no)")
    }

    @Test("a change through a name bound to a live view is read back through what it was bound from")
    func changeThroughView() throws {
        let yes = try uses("""
        func testA() throws {
            let p = Person()
            let set = p.tags
            set.insert("x")
            XCTAssertEqual(p.tags.count, 1)
        }
        """)
        #expect(yes.checked.contains("MutableSet.insert"), "\(yes)")
        let no = try uses("""
        func testA() throws {
            let p = Person()
            let q = Person()
            let set = p.tags
            set.insert("x")
            XCTAssertEqual(q.tags.count, 0)
        }
        """)
        #expect(no.called.contains("MutableSet.insert") && !no.checked.contains("MutableSet.insert"), "\(no)")
    }

    @Test("an assignment through a subscript is a change of its root")
    func subscriptAssignment() throws {
        let yes = try uses("""
        func testA() throws {
            let p = Person()
            p.scores["a"] = 1
            XCTAssertEqual(p.scores.count, 1)
        }
        """)
        #expect(yes.checked.contains("Map.subscript"), "\(yes)")
        let no = try uses("""
        func testA() throws {
            let p = Person()
            let q = Person()
            p.scores["a"] = 1
            XCTAssertEqual(q.name, "")
        }
        """)
        #expect(no.called.contains("Map.subscript") && !no.checked.contains("Map.subscript"), "\(no)")
        let expected = try uses("""
        func testA() throws {
            let p = Person()
            assertThrows(p.scores["a.b"] = 1, .invalidMapKey)
        }
        """)
        #expect(expected.checked.contains("Map.subscript"), "an assignment that is the expression of assertThrows: \(expected)")
    }

    @Test("a notification block whose parameters reach an assertion checks the call; an empty block does not")
    func notificationBlocks() throws {
        let yes = try uses("""
        func testA() throws {
            let realm = try Realm()
            let token = realm.objects(Dog.self).observe { change in
                XCTAssertNotNil(change)
            }
            token.invalidate()
        }
        """)
        #expect(yes.checked.contains("Results.observe"), "\(yes)")
        #expect(yes.called.contains("NotificationToken.invalidate") ? !yes.checked.contains("NotificationToken.invalidate") : true, "\(yes)")
        let through = try uses("""
        func testA() throws {
            let realm = try Realm()
            var seen: [Int] = []
            let token = realm.objects(Dog.self).observe { change in
                if case .initial(let r) = change { seen.append(r.count) }
            }
            realm.refresh()
            XCTAssertEqual(seen, [0])
            token.invalidate()
        }
        """)
        #expect(through.checked.contains("Results.observe"), "\(through)")
        let no = try uses("""
        func testA() throws {
            let realm = try Realm()
            let token = realm.objects(Dog.self).observe { _ in }
            token.invalidate()
            XCTAssertTrue(true)
        }
        """)
        #expect(no.called.contains("Results.observe") && !no.checked.contains("Results.observe"), "\(no)")
    }

    @Test("a change after a notification block is checked by what the block changes; a block whose count is never asserted checks nothing")
    func notificationCounters() throws {
        let yes = try uses("""
        func testA() throws {
            let realm = try Realm()
            let p = Person()
            try realm.write { realm.add(p) }
            var calls = 0
            let token = p.dogs.observe { _ in calls += 1 }
            realm.refresh()
            try realm.write { p.dogs.removeAll() }
            realm.refresh()
            XCTAssertEqual(calls, 2)
            token.invalidate()
        }
        """)
        #expect(yes.checked.isSuperset(of: ["List.observe", "List.removeAll", "Realm.refresh"]), "\(yes)")
        #expect(!yes.checked.contains("NotificationToken.invalidate"), "\(yes)")
        let no = try uses("""
        func testA() throws {
            let realm = try Realm()
            let p = Person()
            var calls = 0
            XCTAssertEqual(calls, 0)
            let token = p.dogs.observe { _ in calls += 1 }
            p.dogs.removeAll()
        }
        """)
        #expect(no.called.isSuperset(of: ["List.observe", "List.removeAll"]), "\(no)")
        #expect(no.checked.isDisjoint(with: ["List.observe", "List.removeAll"]), "\(no)")
    }

    @Test("if let x = x reads the outer x: a parameter rebound inside a block still reaches the assertion")
    func shadowingBinding() throws {
        let r = try uses("""
        func testA() throws {
            let p = Person()
            var names: [String] = []
            let token = p.dogs.observe { change in
                if let change = change as? String { names.append(change) }
            }
            XCTAssertEqual(names, [])
        }
        """)
        #expect(r.checked.contains("List.observe"), "\(r)")
    }

    @Test("a bound result that is the receiver of a checked change is checked; of an unchecked one, called")
    func resultUsedByChange() throws {
        let yes = try uses("""
        func testA() throws {
            let realm = try Realm()
            let d = Dog()
            try realm.write { realm.add(d) }
            XCTAssertEqual(d.name, "")
        }
        """)
        #expect(yes.checked.isSuperset(of: ["Realm.init", "Realm.add", "Realm.write"]), "\(yes)")
        let no = try uses("""
        func testA() throws {
            let realm = try Realm()
            XCTAssertTrue(true)
            try realm.write { realm.add(Dog()) }
        }
        """)
        #expect(no.called.isSuperset(of: ["Realm.init", "Realm.add", "Realm.write"]), "\(no)")
        #expect(no.checked.isDisjoint(with: ["Realm.init", "Realm.add", "Realm.write"]), "\(no)")
    }

    @Test("a loop's sequence is checked through its variable")
    func loops() throws {
        let yes = try uses("""
        func testA() throws {
            let p = Person()
            for d in p.dogs { XCTAssertEqual(d.name, "") }
        }
        """)
        #expect(yes.checked.contains("List.makeIterator"), "\(yes)")
        let no = try uses("""
        func testA() throws {
            let p = Person()
            var n = 0
            XCTAssertEqual(n, 0)
            for d in p.dogs { n += 1 }
        }
        """)
        #expect(no.called.contains("List.makeIterator") && !no.checked.contains("List.makeIterator"), "\(no)")
    }

    @Test("a condition is checked when its branch asserts")
    func conditions() throws {
        let r = try uses("""
        func testA() throws {
            let p = Person()
            if p.dogs.isEmpty { XCTFail("empty") }
            if p.tags.isEmpty { print("empty") }
        }
        """)
        #expect(r.checked.contains("List.isEmpty"), "\(r)")
        #expect(r.called.contains("MutableSet.isEmpty") && !r.checked.contains("MutableSet.isEmpty"), "\(r)")
    }

    @Test("names are matched by declaration: a closure's $0 is not another closure's")
    func scopes() throws {
        let r = try uses("""
        func testA() throws {
            let p = Person()
            let a = p.dogs.filter { $0.age > 1 }
            XCTAssertTrue(p.tags.contains { $0 == "x" })
            let first = p.dogs.first
            if true {
                let first = Dog()
                XCTAssertEqual(first.name, "")
            }
        }
        """)
        #expect(r.called.contains("List.first") && !r.checked.contains("List.first"), "\(r)")
        #expect(r.checked.contains("MutableSet.contains"), "\(r)")
    }
}

@Suite("checked uses of the documentation corpus")
struct CheckedCorpusTests {
    @Test("every checked use is a recorded use, and the corpus checks most of what it calls")
    func corpusFigures() throws {
        var pairs = 0, checkedPairs = 0
        var called = Set<String>(), checked = Set<String>()
        var calledOnly: [String: [String]] = [:]
        for folder in ["crud-delete", "crud-update", "rlmarray", "sdk", "language"] {
            for path in specFiles(folder) {
                let file = corpusFile(path)
                for s in file.scenarios {
                    guard let usage = s.apiUsage else { continue }
                    let members = Set(usage.members)
                    #expect(Set(usage.checked).isSubset(of: members), "\(s.name): a checked use that was not recorded")
                    pairs += members.count
                    checkedPairs += usage.checked.count
                    for m in members {
                        let key = m.id
                        called.insert(key)
                        if usage.checked.contains(m) { checked.insert(key) } else { calledOnly[key, default: []].append("\(path.split(separator: "/").last ?? ""):\(s.name)") }
                    }
                }
            }
        }
        #expect(pairs > 0 && checkedPairs > 0 && checkedPairs < pairs)
        let never = called.subtracting(checked).sorted()
        let report = "uses (scenario, member): \(pairs), checked \(checkedPairs), called only \(pairs - checkedPairs); "
            + "members: \(called.count) used, \(checked.count) checked somewhere, \(never.count) called only:\n"
            + never.map { "  \($0)  (\(calledOnly[$0]?.prefix(3).joined(separator: ", ") ?? ""))" }.joined(separator: "\n")
        if let out = ProcessInfo.processInfo.environment["CHECKED_CALLS_FIGURES"] {
            try report.write(toFile: out, atomically: true, encoding: .utf8)
        }
    }
}
