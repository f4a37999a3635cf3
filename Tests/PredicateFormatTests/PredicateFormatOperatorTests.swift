import Testing
import RealmSpecCore
@testable import PredicateFormat

@Suite("Predicate format: operators")
struct PredicateFormatOperatorTests {
    @Test("each comparison operator spelling becomes its operator", arguments: [
        ParseCase(format: "age == 3", expected: compare("age", .equal, .int(3))),
        ParseCase(format: "age = 3", expected: compare("age", .equal, .int(3))),
        ParseCase(format: "age != 3", expected: compare("age", .notEqual, .int(3))),
        ParseCase(format: "age <> 3", expected: compare("age", .notEqual, .int(3))),
        ParseCase(format: "age < 3", expected: compare("age", .less, .int(3))),
        ParseCase(format: "age <= 3", expected: compare("age", .lessOrEqual, .int(3))),
        ParseCase(format: "age =< 3", expected: compare("age", .lessOrEqual, .int(3))),
        ParseCase(format: "age > 3", expected: compare("age", .greater, .int(3))),
        ParseCase(format: "age >= 3", expected: compare("age", .greaterOrEqual, .int(3))),
        ParseCase(format: "age => 3", expected: compare("age", .greaterOrEqual, .int(3))),
        ParseCase(format: "name BEGINSWITH 'R'", expected: compare("name", .beginsWith, .string("R"))),
        ParseCase(format: "name endswith 'x'", expected: compare("name", .endsWith, .string("x"))),
        ParseCase(format: "name CONTAINS \"e\"", expected: compare("name", .contains, .string("e"))),
        ParseCase(format: "name LIKE 'R?x*'", expected: compare("name", .like, .string("R?x*"))),
        ParseCase(format: "name MATCHES 'R.*'", expected: compare("name", .matches, .string("R.*"))),
    ])
    func operators(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("string options [c], [d] and [cd] set the comparison flags", arguments: [
        ParseCase(format: "name BEGINSWITH[c] 'r'", expected: compare("name", .beginsWith, .string("r"), c: true)),
        ParseCase(format: "name ==[d] 'e'", expected: compare("name", .equal, .string("e"), d: true)),
        ParseCase(format: "name CONTAINS[cd] 'e'", expected: compare("name", .contains, .string("e"), c: true, d: true)),
        ParseCase(format: "name LIKE[dc] 'e*'", expected: compare("name", .like, .string("e*"), c: true, d: true)),
    ])
    func options(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("literals become typed constants", arguments: [
        ParseCase(format: "a == 'single'", expected: compare("a", .equal, .string("single"))),
        ParseCase(format: "a == \"double\"", expected: compare("a", .equal, .string("double"))),
        ParseCase(format: "a == 'it\\'s'", expected: compare("a", .equal, .string("it's"))),
        ParseCase(format: "a == 42", expected: compare("a", .equal, .int(42))),
        ParseCase(format: "a == -7", expected: compare("a", .equal, .int(-7))),
        ParseCase(format: "a == 2.5", expected: compare("a", .equal, .double(2.5))),
        ParseCase(format: "a == 1e3", expected: compare("a", .equal, .double(1000))),
        ParseCase(format: "a == true", expected: compare("a", .equal, .bool(true))),
        ParseCase(format: "a == TRUE", expected: compare("a", .equal, .bool(true))),
        ParseCase(format: "a == YES", expected: compare("a", .equal, .bool(true))),
        ParseCase(format: "a == false", expected: compare("a", .equal, .bool(false))),
        ParseCase(format: "a == FALSE", expected: compare("a", .equal, .bool(false))),
        ParseCase(format: "a == NO", expected: compare("a", .equal, .bool(false))),
        ParseCase(format: "a == nil", expected: compare("a", .equal, .null)),
        ParseCase(format: "a == NULL", expected: compare("a", .equal, .null)),
        ParseCase(format: "a != nil", expected: compare("a", .notEqual, .null)),
    ])
    func literals(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("BETWEEN takes two bounds, braced or as one argument", arguments: [
        ParseCase(format: "age BETWEEN {1, 5}", expected: compare("age", .between, .list([.int(1), .int(5)]))),
        ParseCase(format: "age BETWEEN %@", arguments: [.list([.int(1), .int(5)])],
                  expected: compare("age", .between, .list([.int(1), .int(5)]))),
        ParseCase(format: "age between {%@, %@}", arguments: [.double(1.5), .int(9)],
                  expected: compare("age", .between, .list([.double(1.5), .int(9)]))),
    ])
    func between(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("IN takes a braced list, a collection argument or a key path", arguments: [
        ParseCase(format: "name IN {'Rex', 'Max'}", expected: compare("name", .in, .list([.string("Rex"), .string("Max")]))),
        ParseCase(format: "age IN {}", expected: compare("age", .in, .list([]))),
        ParseCase(format: "age IN %@", arguments: [.list([.int(1), .int(2)])],
                  expected: compare("age", .in, .list([.int(1), .int(2)]))),
        ParseCase(format: "age IN %@", arguments: [.set([.int(4)])], expected: compare("age", .in, .list([.int(4)]))),
        ParseCase(format: "'Rex' IN dogs.name", expected: compare("dogs.name", .equal, .string("Rex"), .any)),
        ParseCase(format: "name IN[c] {'rex'}", expected: compare("name", .in, .list([.string("rex")]), c: true)),
    ])
    func inOperator(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }
}
