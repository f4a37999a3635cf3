import Testing
import RealmSpecCore
@testable import PredicateFormat

@Suite("Predicate format: errors")
struct PredicateFormatErrorTests {
    @Test("nesting deeper than the limit is invalidQuery, not a crash, however deep", arguments: [
        String(repeating: "(", count: 100_000) + "age > 1" + String(repeating: ")", count: 100_000),
        String(repeating: "!", count: 100_000) + "age > 1",
        String(repeating: "NOT ", count: 50_000) + "age > 1",
    ])
    func tooDeep(_ format: String) {
        #expect {
            try PredicateFormat.parse(format, arguments: [])
        } throws: { error in
            let e = error as? EngineError
            return e?.kind == .invalidQuery && e?.message.contains("nested more than 200 levels deep") == true
        }
    }

    @Test("nesting up to the limit parses")
    func deepButAllowed() throws {
        let format = String(repeating: "(", count: 199) + "age > 1" + String(repeating: ")", count: 199)
        #expect(try PredicateFormat.parse(format, arguments: []) == PredicateFormat.parse("age > 1", arguments: []))
        _ = try PredicateFormat.parse(String(repeating: "!", count: 200) + "age > 1", arguments: [])
    }

    @Test("malformed strings are invalidQuery naming the position", arguments: [
        FailureCase(format: "age <", messagePart: "Unable to parse the format string \"age <\" at position 5"),
        FailureCase(format: "", messagePart: "at position 0"),
        FailureCase(format: "age", messagePart: "at position 3: expected a comparison operator"),
        FailureCase(format: "age < 3 AND", messagePart: "at position 11"),
        FailureCase(format: "(age < 3", messagePart: "at position 8: expected ')'"),
        FailureCase(format: "age < 3)", messagePart: "at position 7: expected end of string"),
        FailureCase(format: "name == 'Rex", messagePart: "at position 8: unterminated string literal"),
        FailureCase(format: "age ~ 3", messagePart: "at position 4: unexpected character '~'"),
        FailureCase(format: "age < 3abc", messagePart: "at position 6: malformed number"),
        FailureCase(format: "name ==[x] 'a'", messagePart: "at position 8: unknown comparison option '[x]'"),
        FailureCase(format: "age BETWEEN {1}", messagePart: "BETWEEN needs exactly two bounds, got 1"),
        FailureCase(format: "age BETWEEN 1", messagePart: "expected '{' or %@ after BETWEEN"),
        FailureCase(format: "age IN {1, 2", messagePart: "expected ',' or '}'"),
        FailureCase(format: "name MATCHES 'R.*'", messagePart: "MATCHES is not supported"),
        FailureCase(format: "AND == 1", messagePart: "at position 0: expected a key path or a value"),
        FailureCase(format: "dogs.@median.age > 1", messagePart: "unknown collection operator '@median'"),
        FailureCase(format: "dogs.@count.age > 1", messagePart: "nothing may follow '@count'"),
        FailureCase(format: "dogs.@sum.a.b > 1", messagePart: "'@sum' takes one property name"),
        FailureCase(format: "age < %x", messagePart: "at position 6: unknown format specifier '%x'"),
        FailureCase(format: "age < -'a'", messagePart: "expected a number after '-'"),
        FailureCase(format: "a.", messagePart: "expected a property name after '.'"),
    ])
    func syntaxErrors(_ c: FailureCase) {
        expectInvalidQuery(c)
    }

    @Test("the argument count must match the placeholders", arguments: [
        FailureCase(format: "age < %@", messagePart: "takes 1 argument, but 0 were given"),
        FailureCase(format: "age < %@", arguments: [.int(1), .int(2)], messagePart: "takes 1 argument, but 2 were given"),
        FailureCase(format: "%K == %@", arguments: [.string("a")], messagePart: "takes 2 arguments, but 1 were given"),
        FailureCase(format: "age < 3", arguments: [.int(1)], messagePart: "takes 0 arguments, but 1 were given"),
    ])
    func argumentCounts(_ c: FailureCase) {
        expectInvalidQuery(c)
    }

    @Test("arguments of the wrong shape are rejected", arguments: [
        FailureCase(format: "%K == 1", arguments: [.int(3)], messagePart: "%K needs a key path string, got int 3"),
        FailureCase(format: "%K == 1", arguments: [.string("a..b")], messagePart: "%K argument 'a..b' is not a key path"),
        FailureCase(format: "age IN %@", arguments: [.int(3)], messagePart: "IN needs a collection, got int 3"),
        FailureCase(format: "age BETWEEN %@", arguments: [.string("x")], messagePart: "BETWEEN needs a collection"),
        FailureCase(format: "age BETWEEN %@", arguments: [.list([.int(1), .int(2), .int(3)])],
                    messagePart: "BETWEEN needs exactly two bounds, got 3"),
    ])
    func argumentShapes(_ c: FailureCase) {
        expectInvalidQuery(c)
    }

    private func expectInvalidQuery(_ c: FailureCase, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let query = try PredicateFormat.parse(c.format, arguments: c.arguments)
            Issue.record("parsed to \(query) instead of failing", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == .invalidQuery, sourceLocation: sourceLocation)
            #expect(error.message.contains(c.messagePart), "message was: \(error.message)", sourceLocation: sourceLocation)
        }
    }
}
