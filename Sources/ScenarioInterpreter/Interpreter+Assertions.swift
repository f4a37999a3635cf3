// XCTest assertions and the harness's `assertThrows`. A failed assertion is
// recorded with expected and actual values and the scenario goes on.
// Related documentation: docs/writing-scenarios.md#the-swift-subset, docs/writing-scenarios.md#error-kinds.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    func assertion(_ name: String, _ args: [Arg], source: String, _ env: Env) throws -> RValue {
        // Closures evaluated inside the assertion move `location`; failures belong to the assertion.
        let outer = assertionLocation
        assertionLocation = location
        defer { assertionLocation = outer }
        switch name {
        case "assertThrows": try assertThrows(args, source: source, env)
        case "XCTAssertThrowsError": try assertThrowsError(args, source: source, env)
        case "XCTAssertNoThrow":
            do { _ = try value(args, 0, env) } catch Interrupt.thrown(let e, _) {
                fail(name, source, "threw error \(try render(e))", actual: try render(e))
            }
        case "XCTUnwrap":
            let v = try value(args, 0, env)
            guard v.isNull else { return v }
            fail(name, source, "expected a non-nil value", expected: "a value", actual: "nil", note: try note(args, from: 1, env))
            throw Interrupt.stopAfterFailure
        case "XCTFail":
            let message = try args.first.map { try render(try eval($0.value, env)) } ?? ""
            fail(name, source, message.isEmpty ? "" : message)
        default: try check(name, args, source: source, env)
        }
        return .void
    }

    private func value(_ args: [Arg], _ i: Int, _ env: Env) throws -> RValue {
        guard i < args.count else { throw misuse("missing argument") }
        return try eval(args[i].value, env)
    }

    /// The value assertions compare: XCTAssert… of Bool-returning expressions and so on.
    private func check(_ name: String, _ args: [Arg], source: String, _ env: Env) throws {
        let a = try value(args, 0, env)
        switch name {
        case "XCTAssertTrue", "XCTAssert", "XCTAssertFalse":
            let expected = name != "XCTAssertFalse"
            let actual: Bool? = { if case .scalar(.bool(let b)) = a { return b }; return nil }()
            if actual != expected {
                fail(name, source, actual == nil ? "\(a.kindName) is not a Bool" : "(\(try render(a))) is not \(expected)",
                     expected: String(expected), actual: try render(a), note: try note(args, from: 1, env))
            }
        case "XCTAssertNil", "XCTAssertNotNil":
            let wantNil = name == "XCTAssertNil"
            if a.isNull != wantNil {
                fail(name, source, wantNil ? "(\(try renderNested(a))) is not nil" : "the value is nil",
                     expected: wantNil ? "nil" : "a value", actual: try render(a), note: try note(args, from: 1, env))
            }
        default:
            guard args.count >= 2, args[0].label == nil, args[1].label == nil else { throw misuse("\(name) needs two values") }
            let b = try value(args, 1, env)
            // The message is evaluated only when the assertion fails, as XCTest does.
            try compare(name, a, b, accuracy: try args.first { $0.label == "accuracy" }.map { try eval($0.value, env) },
                        source: source, note: { try self.note(args, from: 2, env) })
        }
    }

    private func note(_ args: [Arg], from i: Int, _ env: Env) throws -> String? {
        guard i < args.count, args[i].label == nil else { return nil }
        return try render(try eval(args[i].value, env))
    }

    private func compare(_ name: String, _ a: RValue, _ b: RValue, accuracy: RValue?, source: String,
                         note: () throws -> String?) throws {
        let ok: Bool
        var relation: String
        switch name {
        case "XCTAssertEqual":
            if case .scalar(let acc)? = accuracy, case .scalar(let x) = a, case .scalar(let y) = b,
               let d = Compare.number(acc), let p = Compare.number(x), let q = Compare.number(y) {
                ok = abs(p - q) <= d
            } else {
                ok = try equal(a, b)
            }
            relation = "is not equal to"
        case "XCTAssertNotEqual": ok = try !equal(a, b); relation = "is equal to"
        default:
            guard let o = order(a, b) else { throw misuse("\(name) cannot order \(a.kindName) and \(b.kindName)") }
            switch name {
            case "XCTAssertGreaterThan": ok = o > 0; relation = "is not greater than"
            case "XCTAssertGreaterThanOrEqual": ok = o >= 0; relation = "is less than"
            case "XCTAssertLessThan": ok = o < 0; relation = "is not less than"
            default: ok = o <= 0; relation = "is greater than"
            }
        }
        guard !ok else { return }
        let x = try renderNested(a), y = try renderNested(b)
        fail(name, source, "(\(x)) \(relation) (\(y))", expected: y, actual: x, note: try note())
    }

    /// `assertThrows(expr)` / `assertThrows(expr, .kind)` / `assertThrows(expr, reason: "text")` /
    /// `assertThrows(expr, .kind, reason: "text")`: expects a Realm error (of
    /// that kind, with a message containing the text; of any kind when neither
    /// is given). A call the engine does not implement is never one.
    private func assertThrows(_ args: [Arg], source: String, _ env: Env) throws {
        guard let first = args.first else { throw misuse("assertThrows needs an expression") }
        var expectedKind: String?
        var reason: String?
        for a in args.dropFirst() {
            let v = try eval(a.value, env)
            if a.label == "reason" { reason = try render(v) } else if case .enumCase(let k, _) = v { expectedKind = k }
        }
        let wanted = expectedKind.map { "'\($0)'" } ?? reason.map { "reason \"\($0)\"" } ?? "of any kind"
        raisedIndexRow = nil
        do {
            _ = try eval(first.value, env)
        } catch Interrupt.realm(let e, let loc) {
            // An engine that does not implement the call raised no Realm error.
            if e.kind == .unsupported { throw Interrupt.realm(e, loc) }
            if let expectedKind, e.kind.rawValue != expectedKind {
                fail("assertThrows", source, "expected Realm error \(wanted) but got '\(e.kind.rawValue)': \(e.message)",
                     expected: expectedKind, actual: e.kind.rawValue)
            } else if let reason, !e.message.contains(reason) {
                fail("assertThrows", source, "expected a reason containing \"\(reason)\" but got '\(e.kind.rawValue)': \(e.message)",
                     expected: reason, actual: e.message)
            } else if reason != nil {
                noteRaised(e)
            }
            return
        } catch Interrupt.thrown(let v, _) {
            fail("assertThrows", source, "expected Realm error \(wanted) but a Swift error was thrown: \(try render(v))",
                 expected: expectedKind ?? reason ?? "a Realm error", actual: try render(v))
            return
        }
        fail("assertThrows", source, "expected Realm error \(wanted) but no error was raised",
             expected: expectedKind ?? reason ?? "a Realm error", actual: "no error")
    }

    /// `XCTAssertThrowsError(expr, message?, handler?)`: expects a Swift error, and accepts a Realm error.
    private func assertThrowsError(_ args: [Arg], source: String, _ env: Env) throws {
        guard let first = args.first else { throw misuse("XCTAssertThrowsError needs an expression") }
        var thrown: RValue?
        do {
            _ = try eval(first.value, env)
        } catch Interrupt.thrown(let v, _) {
            thrown = v
        } catch Interrupt.realm(let e, let loc) {
            if e.kind == .unsupported { throw Interrupt.realm(e, loc) }
            thrown = .error(e.message)
        }
        guard let thrown else {
            fail("XCTAssertThrowsError", source, "did not throw an error",
                 expected: "an error", actual: "no error", note: try note(args, from: 1, env))
            return
        }
        if let handler = args.dropFirst().last, case .closure(let c) = try eval(handler.value, env) {
            _ = try call(c, [thrown])
        }
    }

    func fail(_ assertion: String, _ source: String, _ message: String,
              expected: String? = nil, actual: String? = nil, note: String? = nil) {
        var text = "\(source) failed"
        if !message.isEmpty { text += ": \(message)" }
        if let note, !note.isEmpty { text += " - \(note)" }
        capturedBytes += text.utf8.count + (expected?.utf8.count ?? 0) + (actual?.utf8.count ?? 0)
        failures.append(AssertionFailure(assertion: assertion, message: text,
                                         expected: expected, actual: actual, location: assertionLocation ?? location))
    }
}
