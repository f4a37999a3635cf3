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
        FailureCase(format: "age BETWEEN {1}", messagePart: "NSArray object must contain exactly two objects for BETWEEN operations"),
        FailureCase(format: "age IN {1, 2", messagePart: "expected ',' or '}'"),
        FailureCase(format: "AND == 1", messagePart: "at position 0: expected a key path or a value"),
        FailureCase(format: "dogs.@median.age > 1", messagePart: "Invalid keypath 'dogs.@median.age': Unsupported collection operation '@median'"),
        FailureCase(format: "dogs.@count.age > 1", messagePart: "Invalid keypath 'dogs.@count.age': @count must appear at the end of a keypath."),
        FailureCase(format: "age < %x", messagePart: "at position 6: unknown format specifier '%x'"),
        FailureCase(format: "age < -'a'", messagePart: "expected a number after '-'"),
        FailureCase(format: "a.", messagePart: "expected a property name after '.'"),
    ])
    func syntaxErrors(_ c: FailureCase) {
        expectInvalidQuery(c)
    }

    @Test("fewer arguments than placeholders are refused", arguments: [
        FailureCase(format: "age < %@", messagePart: "takes 1 argument, but 0 were given"),
        FailureCase(format: "%K == %@", arguments: [.string("a")], messagePart: "takes 2 arguments, but 1 were given"),
    ])
    func argumentCounts(_ c: FailureCase) {
        expectInvalidQuery(c)
    }

    @Test("a parenthesised value may start a comparison, as `%@` formats nil into `(null)`")
    func parenthesisedValueOnTheLeft() throws {
        #expect(try PredicateFormat.parse("(null) = name", arguments: []) == PredicateFormat.parse("name = nil", arguments: []))
        #expect(try PredicateFormat.parse("(1) < age", arguments: []) == PredicateFormat.parse("age > 1", arguments: []))
        #expect(try PredicateFormat.parse("(age < 1)", arguments: []) == PredicateFormat.parse("age < 1", arguments: []))
    }

    @Test("arguments after the last placeholder's are not read, as NSPredicate reads none of them")
    func extraArgumentsIgnored() throws {
        #expect(try PredicateFormat.parse("age < %@", arguments: [.int(1), .int(2)])
                == PredicateFormat.parse("age < %@", arguments: [.int(1)]))
        // A quoted '%@' is text, not a placeholder.
        #expect(try PredicateFormat.parse("name BEGINSWITH '%@'", arguments: [.int(0)])
                == .compare(Comparison(.keyPath(["name"]), .beginsWith, .constant(.string("%@")))))
    }

    @Test("arguments of the wrong shape are rejected", arguments: [
        FailureCase(format: "%K == 1", arguments: [.int(3)], messagePart: "%K needs a key path string, got int 3"),
        FailureCase(format: "%K == 1", arguments: [.string("a..b")], messagePart: "Invalid keypath 'a..b': no key name before '.'"),
        FailureCase(format: "%K == 1", arguments: [.string(".name")], messagePart: "Invalid keypath '.name': no key name before '.'"),
        FailureCase(format: "%K == 1", arguments: [.string("dogs.")], messagePart: "Invalid keypath 'dogs.': no key name after last '.'"),
        FailureCase(format: "%K == 1", arguments: [.string("")], messagePart: "%K argument '' is not a key path"),
        FailureCase(format: "age IN %@", arguments: [.int(3)], messagePart: "IN clause requires an array of items"),
        FailureCase(format: "age BETWEEN %@", arguments: [.string("x")], messagePart: "object must be of type NSArray for BETWEEN operations"),
        FailureCase(format: "age BETWEEN %@", arguments: [.map([MapEntry("25", .int(35))])],
                    messagePart: "object must be of type NSArray for BETWEEN operations"),
        FailureCase(format: "age BETWEEN %@", arguments: [.set([.int(1), .int(2)])],
                    messagePart: "object must be of type NSArray for BETWEEN operations"),
        FailureCase(format: "age BETWEEN %@", arguments: [.list([.int(1), .int(2), .int(3)])],
                    messagePart: "NSArray object must contain exactly two objects for BETWEEN operations"),
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

@Suite("Predicate format: SDK rules at parse time")
struct PredicateFormatSDKRuleTests {
    @Test("key-path and shape rules the parser sees give the SDK's message", arguments: [
        ("dogs.@count.@sum > 1", "Invalid keypath 'dogs.@count.@sum': at most one collection operation per keypath is supported."),
        ("dogs.@average.age > 1", "Invalid keypath 'dogs.@average.age': Unsupported collection operation '@average'"),
        ("dogs.@count.age > 1", "Invalid keypath 'dogs.@count.age': @count must appear at the end of a keypath."),
        ("age IN %@", "IN clause requires an array of items"),
        ("SUBQUERY(dogs, $d, $d.age > 1) == 0",
         "SUBQUERY is only supported when immediately followed by .@count."),
        ("SELF IN SUBQUERY(dogs, $d, $d.age > 1)", "Predicate with IN operator must compare a KeyPath with an aggregate"),
        ("SUBQUERY(dogs, $d, $d.age > 1).@sum > 0",
         "SUBQUERY is only supported when immediately followed by .@count that is compared with a constant number."),
        ("map[1.5] == 1", "Invalid subscript type 'map[1.5]': Only `Strings` or index are allowed subscripts"),
        ("anyCol[0][%K] == 1", "Invalid expression type 'anyCol[0]': Subscripts queries don't allow any other expression types"),
        ("map.@allKeys.name == 'k'", "Invalid keypath 'map.@allKeys.name': @allKeys must appear at the end of a keypath."),
        ("map.@allKeys.@count > 1", "Invalid keypath 'map.@allKeys.@count': at most one collection operation per keypath is supported."),
        ("@K == YES", "Invalid keypath '@K': Unsupported collection operation '@K'"),
        ("%K == 0", "Invalid keypath 'dogs.@': Unsupported collection operation '@'"),
        ("age BETWEEN {age, 0}", "Expressions within predicate aggregates must be constant values"),
        ("age BETWEEN {0, {1, 10}}", "Expressions within predicate aggregates must be constant values"),
        ("age IN {1, SELF}", "Expressions within predicate aggregates must be constant values"),
    ])
    func refused(format: String, expected: String) {
        let args: [Value] = format.contains("%@") ? [.int(3)]
            : format == "%K == 0" ? [.string("dogs.@")] : format.contains("%K") ? [.string("name")] : []
        do throws(EngineError) {
            _ = try PredicateFormat.parse(format, arguments: args)
            Issue.record("expected an error for \(format)")
        } catch {
            #expect(error.kind == .invalidQuery)
            #expect(error.message == expected)
        }
    }

    @Test("'value IN keyPath' becomes 'ANY keyPath == value' without its [c] and [d]")
    func inRewriteDropsOptions() throws {
        let q = try PredicateFormat.parse("'rex' IN[cd] names", arguments: [])
        #expect(q == .compare(Comparison(.keyPath(["names"]), .equal, .constant(.string("rex")), quantifier: .any)))
    }

    @Test("BETWEEN with a single value parses; the query rules refuse it")
    func betweenSingleValue() throws {
        let q = try PredicateFormat.parse("age BETWEEN 1", arguments: [])
        #expect(q == .compare(Comparison(.keyPath(["age"]), .between, .constant(.int(1)))))
    }

    @Test("'map.@allKeys' is the map's keys, on either side, through %K, and as the key path of 'value IN'")
    func allKeys() throws {
        let keys = Expression.allKeys(["owner", "map"])
        #expect(try PredicateFormat.parse("owner.map.@allKeys BEGINSWITH[c] 'a'", arguments: [])
            == .compare(Comparison(keys, .beginsWith, .constant(.string("a")), caseInsensitive: true)))
        #expect(try PredicateFormat.parse("NONE %K == %@", arguments: [.string("owner.map.@allKeys"), .string("k")])
            == .compare(Comparison(keys, .equal, .constant(.string("k")), quantifier: Quantifier.none)))
        #expect(try PredicateFormat.parse("'k' == owner.map.@allKeys", arguments: [])
            == .compare(Comparison(keys, .equal, .constant(.string("k")))))
        #expect(try PredicateFormat.parse("'k' IN[c] owner.map.@allKeys", arguments: [])
            == .compare(Comparison(keys, .equal, .constant(.string("k")), quantifier: .any)))
        #expect(try PredicateFormat.parse("map.@allKeys == name", arguments: [])
            == .compare(Comparison(.allKeys(["map"]), .equal, .keyPath(["name"]))))
    }

    @Test("'map.@allValues' stays in the key path for the query rules to check; a leading one is refused")
    func allValues() throws {
        let q = try PredicateFormat.parse("ANY map.@allValues == 1", arguments: [])
        #expect(q == .compare(Comparison(.keyPath(["map", "@allValues"]), .equal, .constant(.int(1)), quantifier: .any)))
        #expect(throws: EngineError(.invalidQuery, "Invalid keypath '@allValues.x': @allValues must follow a dictionary property.")) {
            _ = try PredicateFormat.parse("ANY #x.@allValues == 1 AND %K == 1", arguments: [.string("@allValues.x")])
        }
    }
}
