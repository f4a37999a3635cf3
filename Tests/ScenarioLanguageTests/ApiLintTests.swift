// Lint checks calls against the typed API declaration: wrong receiver,
// misspelt or wrongly typed AnyRealmValue cases, literal arguments of the
// wrong type, missing `try` and `await`, each at its file, line and column.

import Testing
@testable import ScenarioLanguage

@Suite("lint against the API declaration")
struct ApiLintTests {
    @Test("a member the receiver lacks is reported, with the near name")
    func wrongReceiver() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            let p = Person()
            p.tags.1️⃣insert("x", at: 0)
        }
        """, id: "wrong-argument-labels",
             message: "wrong argument labels for 'insert(_:at:)': expected 'insert(_:)' or 'insert(objectsIn:)'")
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            p.dogs.1️⃣appendd(Dog())
        }
        """, id: "unknown-member", message: "unknown member 'appendd' on 'List'; did you mean 'append'?")
        let (once, _) = lint("""
        func testX() throws {
            let p = Person()
            p.dogs.appendd(Dog())
        }
        """)
        #expect(once.count == 1, "\(once.map(\.description))")
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            let s = p.scores
            s.1️⃣distinct(by: ["self"])
        }
        """, id: "unknown-member", message: "unknown member 'distinct' on 'Map'")
    }

    @Test("a property the receiver lacks is reported, with the near name")
    func wrongReceiverProperty() {
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            print(p.scores.1️⃣first)
        }
        """, id: "unknown-member", message: "unknown member 'first' on 'Map'; it is a method: 'first(where:)'")
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            print(p.companion.1️⃣stringValu)
        }
        """, id: "unknown-member", message: "unknown member 'stringValu' on 'AnyRealmValue'; did you mean 'stringValue'?")
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            print(realm.1️⃣isEmty)
        }
        """, id: "unknown-member", message: "unknown member 'isEmty' on 'Realm'; did you mean 'isEmpty'?")
    }

    @Test("a property called as a method is reported for that receiver")
    func propertyCalled() {
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            print(p.dogs.1️⃣startIndex())
        }
        """, id: "wrong-argument-labels", message: "'startIndex' is a property, not a method; remove the parentheses")
    }

    @Test("a misspelt AnyRealmValue case is reported with the case meant")
    func misspeltMixedCase() {
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            p.companion = 1️⃣.strng("x")
        }
        """, id: "unknown-member", message: "unknown AnyRealmValue case '.strng'; did you mean '.string'?")
    }

    @Test("an AnyRealmValue case with a literal of the wrong type is reported")
    func wronglyTypedMixedCase() {
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            p.companion = .int(1️⃣"x")
        }
        """, id: "wrong-argument-type", message: "AnyRealmValue case '.int' holds an 'Int', not a string literal")
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            p.companion = .float(1️⃣true)
        }
        """, id: "wrong-argument-type", message: "AnyRealmValue case '.float' holds a 'Float', not a Boolean literal")
        let (diagnostics, _) = lint("""
        func testX() throws {
            let p = Person()
            p.companion = .double(1)
            p.companion = .float(2.5)
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test("members that need elements of a value type are refused on a collection of objects, as Swift refuses them")
    func valueElementsOnly() {
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            _ = p.dogs.1️⃣min()
        }
        """, id: "wrong-argument-type", message: "'min()' needs elements of a value type, and these are 'Dog' objects; use min(ofProperty:)")
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            _ = p.dogs.1️⃣sorted(ascending: false)
        }
        """, id: "wrong-argument-type",
             message: "'sorted(ascending:)' needs elements of a value type, and these are 'Dog' objects; use sorted(byKeyPath:ascending:)")
        let (fine, _) = lint("""
        func testX() throws {
            let p = Person()
            _ = p.tags.sorted(ascending: false)
            _ = p.scores.min()
        }
        """)
        #expect(fine.isEmpty, "\(fine.map(\.description))")
    }

    @Test("a literal argument of the wrong type is reported")
    func wrongLiteralType() {
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            p.dogs.insert(Dog(), at: 1️⃣"0")
        }
        """, id: "wrong-argument-type", message: "argument 'at:' must be an 'Int', not a string literal")
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            p.tags.insert(1️⃣3)
        }
        """, id: "wrong-argument-type", message: "argument of 'insert' must be a 'String', not an integer literal")
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            p.scores.updateValue(1️⃣"ten", forKey: "a")
        }
        """, id: "wrong-argument-type", message: "argument of 'updateValue' must be an 'Int', not a string literal")
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            let dogs = realm.objects(Dog.self).sorted(byKeyPath: "age", ascending: 1️⃣1)
        }
        """, id: "wrong-argument-type", message: "argument 'ascending:' must be a 'Bool', not an integer literal")
    }

    @Test("a literal assigned to a property of another type is reported")
    func wrongAssignedLiteral() {
        expectDiagnostic("""
        func testX() throws {
            let rex = Dog()
            rex.age = 1️⃣"four"
        }
        """, id: "wrong-argument-type", message: "cannot assign a string literal to 'Dog.age' of type 'Int'")
        expectDiagnostic("""
        func testX() throws {
            let rex = Dog()
            rex.name = 1️⃣nil
        }
        """, id: "wrong-argument-type", message: "cannot assign a nil literal to 'Dog.name' of type 'String'")
        expectDiagnostic("""
        func testX() throws {
            let p = Person()
            p.companion = 1️⃣5
        }
        """, id: "wrong-argument-type", message: "cannot assign an integer literal to 'Person.companion' of type 'AnyRealmValue'")
        let (diagnostics, _) = lint("""
        func testX() throws {
            let rex = Dog()
            rex.weight = 3
            rex.weight = 3.5
            rex.nickname = nil
            rex.nickname = "Rex"
            assertThrows(rex.age = "x", .typeMismatch)
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test("a property compared with a literal of another type is reported")
    func wrongComparedLiteral() {
        expectDiagnostic("""
        func testX() throws {
            let rex = Dog()
            XCTAssertEqual(rex.age, 1️⃣"four")
        }
        """, id: "wrong-argument-type", message: "cannot compare 'Dog.age' of type 'Int' with a string literal")
        expectDiagnostic("""
        func testX() throws {
            let rex = Dog()
            XCTAssertTrue(1️⃣true == rex.name)
        }
        """, id: "wrong-argument-type", message: "cannot compare 'Dog.name' of type 'String' with a Boolean literal")
        let (diagnostics, _) = lint("""
        func testX() throws {
            let rex = Dog()
            XCTAssertEqual(rex.weight, 0)
            XCTAssertEqual(rex.weight, 0.5)
            XCTAssertTrue(rex.age < 3)
            XCTAssertNotEqual(rex.nickname, nil)
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test("a throwing call without try is reported")
    func missingTry() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            1️⃣realm.write { realm.add(Dog()) }
        }
        """, id: "missing-try", message: "call to 'write(_:)' can throw but is not marked with 'try'")
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            realm.beginWrite()
            1️⃣realm.commitWrite()
        }
        """, id: "missing-try", message: "call to 'commitWrite()' can throw but is not marked with 'try'")
        expectDiagnostic("""
        func testX() throws {
            let realm = 1️⃣Realm()
        }
        """, id: "missing-try", message: "call to 'Realm()' can throw but is not marked with 'try'")
        let (diagnostics, _) = lint("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { realm.add(Dog()) }
            try? realm.write { realm.add(Dog()) }
            XCTAssertThrowsError(try realm.write { throw SpecError("x") })
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test("an async call without await is reported")
    func missingAwait() {
        expectDiagnostic("""
        func testX() async throws {
            let realm = try Realm()
            try 1️⃣realm.asyncWrite { realm.add(Dog()) }
        }
        """, id: "missing-await", message: "'asyncWrite(_:)' is async and must be marked with 'await'")
        let (diagnostics, _) = lint("""
        func testX() async throws {
            let realm = try Realm()
            try await realm.asyncWrite { realm.add(Dog()) }
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test("a receiver held in a variable is checked like the expression it came from")
    func receiverThroughVariable() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            let dogs = realm.objects(Dog.self).where { $0.age > 1 }
            dogs.1️⃣append(Dog())
        }
        """, id: "unknown-member", message: "unknown member 'append' on 'Results'")
    }
}
