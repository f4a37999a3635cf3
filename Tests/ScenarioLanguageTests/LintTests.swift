// Lint reports every construct outside the subset, unknown names, members,
// labels, error kinds and claims, at the right line and column.

import RealmSpecCore
import ReferenceEngine
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

/// Removes `1️⃣`-style markers from `source` and returns where each was (line, column).
func marked(_ source: String) -> (String, [String: (Int, Int)]) {
    let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣"]
    var text = ""
    var positions: [String: (Int, Int)] = [:]
    var line = 1, column = 1
    var rest = Substring(source)
    outer: while let c = rest.first {
        for m in markers where rest.hasPrefix(m) {
            positions[m] = (line, column)
            rest = rest.dropFirst(m.count)
            continue outer
        }
        text.append(c)
        if c == "\n" { line += 1; column = 1 } else { column += c.utf8.count }
        rest = rest.dropFirst()
    }
    return (text, positions)
}

/// Lints `source` (after the test models) and returns its diagnostics and marker positions.
func lint(_ source: String, options: LoadOptions = LoadOptions()) -> ([Diagnostic], [String: (Int, Int)]) {
    let (text, positions) = marked(testModels + source)
    let file = ScenarioLoader.load(source: text, path: "Specs/language/Lint.swift", options: options)
    return (ScenarioLint.diagnostics(for: file), positions)
}

func expectDiagnostic(_ source: String, id: String, message: String, at marker: String = "1️⃣",
                      options: LoadOptions = LoadOptions(), sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let (diagnostics, positions) = lint(source, options: options)
    let match = diagnostics.first { $0.id == id }
    #expect(match?.message == message, "\(diagnostics.map(\.description))", sourceLocation: sourceLocation)
    if let (line, column) = positions[marker] {
        #expect(match?.location.line == line, sourceLocation: sourceLocation)
        #expect(match?.location.column == column, sourceLocation: sourceLocation)
    }
}

@Suite("lint")
struct LintTests {
    @Test("an unknown property on a model type is reported where it is written")
    func unknownProperty() {
        expectDiagnostic("""
        func testX() throws {
            let rex = Dog()
            print(rex.1️⃣agee)
        }
        """, id: "unknown-property", message: "unknown property 'agee' on 'Dog'; did you mean 'age'?")
    }

    @Test("a where closure in parentheses is a query closure, as a trailing one is")
    func whereInParentheses() {
        for source in ["realm.objects(Dog.self).where({ $0.name.starts(with: \"R\") })",
                       "realm.objects(Dog.self).where { $0.name.starts(with: \"R\") }"] {
            let file = load("""
            func testX() throws {
                let realm = try Realm()
                try realm.write { realm.add(Dog(value: ["name": "Rex"])) }
                XCTAssertEqual(\(source).count, 1)
            }
            """)
            #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
            let outcome = file.scenarios.first.map { ScenarioInterpreter.run($0, of: file, on: ReferenceEngine()) }
            #expect(outcome?.status == .passed, "\(String(describing: outcome))")
        }
    }

    @Test("an unknown property in a where closure is reported")
    func unknownQueryProperty() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            let dogs = realm.objects(Dog.self).where { 1️⃣$0.agee < 2 }
        }
        """, id: "unknown-property", message: "unknown property 'agee' on 'Dog'; did you mean 'age'?")
    }

    @Test("an unknown property in a literal predicate string is reported")
    func unknownPredicateProperty() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            let dogs = realm.objects(Dog.self).filter(1️⃣"agee < %@", 2)
        }
        """, id: "unknown-property", message: "unknown property 'agee' on 'Dog'; did you mean 'age'?")
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            let dogs = Dog.objects(in: realm, where: 1️⃣"favoriteToy.nam == 'x'")
        }
        """, id: "unknown-property", message: "unknown property 'favoriteToy.nam' on 'Dog'; did you mean 'name'?")
    }

    @Test("a predicate inside assertThrows may be wrong on purpose")
    func predicateExpectedToFail() {
        let (diagnostics, _) = lint("""
        func testX() throws {
            let realm = try Realm()
            assertThrows(realm.objects(Dog.self).filter("breed == 'collie'"), .invalidQuery)
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test("a literal predicate that does not parse is reported")
    func invalidPredicate() {
        let (diagnostics, _) = lint("""
        func testX() throws {
            let realm = try Realm()
            let dogs = realm.objects(Dog.self).filter("age <")
        }
        """)
        #expect(diagnostics.contains { $0.id == "invalid-predicate" && $0.message.hasPrefix("invalid predicate: ") },
                "\(diagnostics.map(\.description))")
    }

    @Test("closure parameters and loop variables over known results have the element type")
    func elementTypes() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            let rex = realm.objects(Dog.self).first(where: { $0.1️⃣nam == "Rex" })
        }
        """, id: "unknown-property", message: "unknown property 'nam' on 'Dog'; did you mean 'name'?")
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            for dog in realm.objects(Dog.self) {
                print(dog.1️⃣agee)
            }
        }
        """, id: "unknown-property", message: "unknown property 'agee' on 'Dog'; did you mean 'age'?")
    }

    @Test("an unknown model type is reported")
    func unknownType() {
        expectDiagnostic("""
        func testX() throws {
            let cat = 1️⃣Cat()
        }
        """, id: "unknown-type", message: "unknown model type 'Cat'")
    }

    @Test("an unknown Realm API member is reported")
    func unknownMember() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            realm.1️⃣deleteEverything()
        }
        """, id: "unknown-member", message: "unknown member 'deleteEverything' on 'Realm'")
    }

    @Test("wrong argument labels are reported with the accepted ones")
    func wrongLabels() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            try realm.write { realm.1️⃣add(Dog(), policy: .modified) }
        }
        """, id: "wrong-argument-labels", message: "wrong argument labels for 'add(_:policy:)': expected 'add(_:)' or 'add(_:update:)'")
    }

    @Test("calling a property like a method is reported")
    func propertyCalled() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            XCTAssertFalse(realm.1️⃣isInWriteTransaction())
        }
        """, id: "wrong-argument-labels", message: "'isInWriteTransaction' is a property, not a method; remove the parentheses")
    }

    @Test("an unknown error kind in assertThrows is reported")
    func unknownErrorKind() {
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            assertThrows(realm.add(Dog()), .1️⃣notInWrite)
        }
        """, id: "unknown-error-kind", message: "unknown error kind 'notInWrite'")
    }

    @Test("assertThrows takes a kind and a reason together, and checks the kind")
    func kindAndReason() {
        let (clean, _) = lint("""
        func testX() throws {
            let realm = try Realm()
            assertThrows(realm.add(Dog()), .notInWriteTransaction, reason: "write")
        }
        """)
        #expect(clean.isEmpty, "\(clean.map(\.description))")
        expectDiagnostic("""
        func testX() throws {
            let realm = try Realm()
            assertThrows(realm.add(Dog()), .1️⃣notInWrite, reason: "write")
        }
        """, id: "unknown-error-kind", message: "unknown error kind 'notInWrite'")
        let (wrong, _) = lint("""
        func testX() throws {
            let realm = try Realm()
            assertThrows(realm.add(Dog()), .notInWriteTransaction, because: "write")
        }
        """)
        #expect(wrong.contains { $0.id == "wrong-argument-labels" }, "\(wrong.map(\.description))")
    }

    @Test("an unknown claim id is reported when claims are known")
    func unknownClaim() {
        expectDiagnostic("""
        /// Adds.
        /// - claims: add.ok, add.missing
        1️⃣func testX() throws {
        }
        """, id: "unknown-claim", message: "unknown claim id 'add.missing'", options: LoadOptions(knownClaims: ["add.ok"]))
    }

    @Test("constructs outside the subset are reported", arguments: [
        ("func testX() throws {\n    1️⃣defer { }\n}\n", "'defer' is outside the scenario subset"),
        ("func testX() throws {\n    1️⃣repeat { } while false\n}\n", "'repeat' is outside the scenario subset"),
        ("func testX() throws {\n    1️⃣struct S {}\n}\n", "'struct' is outside the scenario subset"),
        ("func testX() throws {\n    let x = 1 1️⃣<< 2\n}\n", "'<<' is outside the scenario subset"),
        ("func testX() throws {\n    let (x: a, y: b) = 1️⃣(x: 1, y: 2)\n}\n", "'destructuring '(x: a, y: b)'' is outside the scenario subset"),
        ("func testX() throws {\n    switch 1 {\n    case 1️⃣1 where true: break\n    default: break\n    }\n}\n", "'case … where' is outside the scenario subset"),
        ("func testX() throws {\n    func f(_ x: Int..., 1️⃣y: Int...) {}\n}\n", "'a second variadic parameter' is outside the scenario subset"),
        ("func testX() throws {\n    func f(1️⃣_ x: inout Int) {}\n}\n", "'an inout parameter' is outside the scenario subset"),
    ])
    func unsupported(_ source: String, _ message: String) {
        let (diagnostics, _) = lint(source)
        #expect(diagnostics.contains { $0.id == "unsupported-construct" && $0.message == message }, "\(diagnostics.map(\.description))")
    }

    @Test("a function declared inside a scenario lints, is callable, and is a closure over its scope")
    func localFunction() {
        let (diagnostics, _) = lint("""
        func testX() throws {
            var total = 0
            func add<T>(_ n: T, times: Int) { total += times }
            add(1, times: 2)
            XCTAssertEqual(total, 2)
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let (undefined, _) = lint("""
        func testX() throws {
            func add() { missing += 1 }
        }
        """)
        #expect(undefined.contains { $0.id == "undefined-variable" }, "\(undefined.map(\.description))")
    }

    @Test("a call of a local function binds by label, fills defaults and gathers a variadic parameter; a call that fits no binding is an error")
    func localFunctionBinding() {
        let (diagnostics, _) = lint("""
        func testX() throws {
            func sum(_ values: Int..., scale: Int = 1, line: UInt = #line) -> Int { values.count * scale }
            XCTAssertEqual(sum(1, 2, 3), 3)
            XCTAssertEqual(sum(1, scale: 2), 2)
            XCTAssertEqual(sum(), 0)
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        expectDiagnostic("""
        func testX() throws {
            func f(_ a: Int, b: Int = 0) {}
            1️⃣f(1, c: 2)
        }
        """, id: "wrong-argument-labels", message: Messages.wrongLabels("f", got: ["_", "c"], expected: [["_", "b"]]))
    }

    @Test("top-level code and declarations outside the subset are reported")
    func topLevel() {
        expectDiagnostic("""
        1️⃣let x = 1
        """, id: "unsupported-construct", message: "top-level code is outside the scenario subset; put it in a 'func test…()'")
        expectDiagnostic("""
        func 1️⃣helper<T>(_ x: T) {}
        """, id: "unsupported-declaration", message: "helper function 'helper' must not be generic")
    }

    @Test("missing and unexpected syntax is reported with its position, never a crash")
    func brokenSyntax() {
        let (diagnostics, _) = lint("""
        func testX() throws {
            let realm = try Realm(
            XCTAssertEqual(1, )
        """)
        #expect(diagnostics.contains { $0.id == "syntax-missing" })
        #expect(diagnostics.allSatisfy { $0.location.line > 0 && $0.location.column > 0 })
    }

    @Test("unexpected text is reported where it starts")
    func unexpectedText() {
        let (diagnostics, positions) = lint("""
        func testX() throws {
            let a = 1 1️⃣)
        }
        """)
        let match = diagnostics.first { $0.id == "syntax-unexpected" }
        #expect(match?.message == "unexpected code ')'", "\(diagnostics.map(\.description))")
        #expect(match?.location.line == positions["1️⃣"]?.0)
    }

    @Test("an unknown lowercase function is reported")
    func unknownFunction() {
        expectDiagnostic("""
        func testX() throws {
            1️⃣launch()
        }
        """, id: "unknown-function", message: "unknown function 'launch'")
    }

    @Test("a projection without a key path, or of an unknown base, is reported")
    func badProjection() {
        let (diagnostics, _) = lint("""
        class V: Projection<Dog> {
            @Projected var title: String
        }
        """)
        #expect(diagnostics.contains { $0.id == "schema-bad-projection" && $0.message == "'@Projected' on 'title' needs a key path such as '\\Dog.name'" },
                "\(diagnostics.map(\.description))")
    }

    @Test("an unknown name is reported")
    func unknownName() {
        expectDiagnostic("""
        func testX() throws {
            XCTAssertEqual(1️⃣count, 1)
        }
        """, id: "undefined-variable", message: "unknown name 'count'")
    }

    @Test("a name bound by while let is known in the loop only")
    func whileLetScope() {
        expectDiagnostic("""
        func testX() throws {
            var items = [1, 2, 3]
            var total = 0
            while let x = items.first {
                total += x
                items.removeFirst()
            }
            print(1️⃣x)
        }
        """, id: "undefined-variable", message: "unknown name 'x'")
        let outcome = runOne("""
        func testSum() throws {
            var items = [1, 2, 3]
            var total = 0
            while let x = items.first {
                total += x
                items.removeFirst()
            }
            XCTAssertEqual(total, 6)
        }
        """)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("diagnostics print in the compiler's format")
    func format() {
        let (diagnostics, _) = lint("""
        func testX() throws {
            let rex = Dog()
            print(rex.agee)
        }
        """)
        #expect(diagnostics.first?.description == "Specs/language/Lint.swift:\(line(3)):15: error: unknown property 'agee' on 'Dog'; did you mean 'age'?")
    }

    @Test("a file with lint errors does not run")
    func errorsStopRuns() {
        let file = load("""
        func testX() throws {
            let rex = Dog()
            print(rex.agee)
        }
        """)
        #expect(file.hasErrors)
        if let s = file.scenarios.first {
            let outcome = ScenarioInterpreter.run(s, of: file, on: TinyEngine())
            #expect(outcome.status == .error)
            #expect(outcome.error?.kind == "lint")
        }
    }

    @Test("every member in the tables has a distinct, non-empty name and the catalogue ids are unique")
    func catalogue() {
        let ids = DiagnosticKind.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        #expect(MemberTables.all.keys.allSatisfy { !$0.isEmpty && !$0.hasSuffix("()") })
    }
}
