import Testing
import RealmSpecCore
@testable import PredicateFormat

@Suite("Predicate format: structure")
struct PredicateFormatStructureTests {
    static let a = compare("a", .equal, .int(1))
    static let b = compare("b", .equal, .int(2))
    static let c = compare("c", .equal, .int(3))

    @Test("boolean connectives, their precedence and parentheses", arguments: [
        ParseCase(format: "a == 1 AND b == 2", expected: .and([a, b])),
        ParseCase(format: "a == 1 && b == 2 and c == 3", expected: .and([a, b, c])),
        ParseCase(format: "a == 1 OR b == 2 || c == 3", expected: .or([a, b, c])),
        ParseCase(format: "a == 1 OR b == 2 AND c == 3", expected: .or([a, .and([b, c])])),
        ParseCase(format: "(a == 1 OR b == 2) AND c == 3", expected: .and([.or([a, b]), c])),
        ParseCase(format: "NOT a == 1", expected: .not(a)),
        ParseCase(format: "!a == 1 AND b == 2", expected: .and([.not(a), b])),
        ParseCase(format: "not (a == 1 or b == 2)", expected: .not(.or([a, b]))),
        ParseCase(format: "((a == 1))", expected: a),
        ParseCase(format: "TRUEPREDICATE", expected: .truePredicate),
        ParseCase(format: "FALSEPREDICATE OR a == 1", expected: .or([.falsePredicate, a])),
    ])
    func connectives(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("key paths, quantifiers and SELF", arguments: [
        ParseCase(format: "favoriteToy.name == 'Ball'", expected: compare("favoriteToy.name", .equal, .string("Ball"))),
        ParseCase(format: "ANY dogs.age < 2", expected: compare("dogs.age", .less, .int(2), .any)),
        ParseCase(format: "SOME dogs.age < 2", expected: compare("dogs.age", .less, .int(2), .any)),
        ParseCase(format: "ALL dogs.age < 2", expected: compare("dogs.age", .less, .int(2), .all)),
        ParseCase(format: "NONE dogs.name BEGINSWITH 'R'", expected: compare("dogs.name", .beginsWith, .string("R"), Quantifier.none)),
        ParseCase(format: "SELF > 3", expected: .compare(Comparison(.keyPath([]), .greater, .constant(.int(3))))),
        ParseCase(format: "#in == 1", expected: compare("in", .equal, .int(1))),
        ParseCase(format: "_private2 == 1", expected: compare("_private2", .equal, .int(1))),
    ])
    func keyPaths(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("collection operators @count, @sum, @min, @max, @avg", arguments: [
        ParseCase(format: "dogs.@count > 2",
                  expected: .compare(Comparison(.count(["dogs"]), .greater, .constant(.int(2))))),
        ParseCase(format: "owner.dogs.@count == 0",
                  expected: .compare(Comparison(.count(["owner", "dogs"]), .equal, .constant(.int(0))))),
        ParseCase(format: "dogs.@sum.age >= 10",
                  expected: .compare(Comparison(.aggregate(.sum, ["dogs"], property: "age"), .greaterOrEqual, .constant(.int(10))))),
        ParseCase(format: "dogs.@min.age < 1",
                  expected: .compare(Comparison(.aggregate(.min, ["dogs"], property: "age"), .less, .constant(.int(1))))),
        ParseCase(format: "dogs.@max.age == 9",
                  expected: .compare(Comparison(.aggregate(.max, ["dogs"], property: "age"), .equal, .constant(.int(9))))),
        ParseCase(format: "dogs.@avg.age > 2.5",
                  expected: .compare(Comparison(.aggregate(.avg, ["dogs"], property: "age"), .greater, .constant(.double(2.5))))),
        ParseCase(format: "scores.@max > 3",
                  expected: .compare(Comparison(.aggregate(.max, ["scores"], property: nil), .greater, .constant(.int(3))))),
        ParseCase(format: "%K > 1", arguments: [.string("dogs.@count")],
                  expected: .compare(Comparison(.count(["dogs"]), .greater, .constant(.int(1))))),
    ])
    func collectionOperators(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("SUBQUERY(collection, $x, predicate).@count: the predicate's key paths start at the element", arguments: [
        ParseCase(format: "SUBQUERY(dogs, $d, $d.age > 1 AND name == 'Rex').@count > 0",
                  expected: .compare(Comparison(.subquery(["dogs"], .and([compare("age", .greater, .int(1)),
                                                                           compare("name", .equal, .string("Rex"))])),
                                                .greater, .constant(.int(0))))),
        ParseCase(format: "SUBQUERY(owner.dogs, $d, $d == %@).@count == 1.9", arguments: [.int(4)],
                  expected: .compare(Comparison(.subquery(["owner", "dogs"], .compare(Comparison(.keyPath([]), .equal, .constant(.int(4))))),
                                                .equal, .constant(.int(1))))),
        ParseCase(format: "SUBQUERY(dogs, $a, SUBQUERY($a.owners, $b, $b.age > 3).@count > 0).@count == 0",
                  expected: .compare(Comparison(.subquery(["dogs"], .compare(Comparison(
                      .subquery(["owners"], compare("age", .greater, .int(3))), .greater, .constant(.int(0))))),
                                                .equal, .constant(.int(0))))),
        ParseCase(format: "0 < SUBQUERY(dogs, $d, $d.age > 1).@count",
                  expected: .compare(Comparison(.constant(.int(0)), .less,
                                                .subquery(["dogs"], compare("age", .greater, .int(1)))))),
    ])
    func subqueries(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("%@ takes a value and %K a key path, in order", arguments: [
        ParseCase(format: "age < %@", arguments: [.int(2)], expected: compare("age", .less, .int(2))),
        ParseCase(format: "%K == %@", arguments: [.string("name"), .string("Rex")], expected: compare("name", .equal, .string("Rex"))),
        ParseCase(format: "%K BEGINSWITH %@", arguments: [.string("favoriteToy.name"), .string("B")],
                  expected: compare("favoriteToy.name", .beginsWith, .string("B"))),
        ParseCase(format: "owner == %@", arguments: [.link(ObjectKey(type: "Person", id: 4))],
                  expected: compare("owner", .equal, .link(ObjectKey(type: "Person", id: 4)))),
        ParseCase(format: "a == %@ OR b == %@", arguments: [.null, .bool(true)],
                  expected: .or([compare("a", .equal, .null), compare("b", .equal, .bool(true))])),
    ])
    func arguments(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("a constant on the left of an ordering moves right, the operator mirrored", arguments: [
        ParseCase(format: "3 < age", expected: compare("age", .greater, .int(3))),
        ParseCase(format: "3 >= age", expected: compare("age", .lessOrEqual, .int(3))),
        ParseCase(format: "%@ == name", arguments: [.string("Rex")], expected: compare("name", .equal, .string("Rex"))),
    ])
    func normalForm(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("subscripts: a string or %@ string is a key, a number an index, #any or %K given #any every element", arguments: [
        ParseCase(format: "dict['aKey'] == 1",
                  expected: .compare(Comparison(.subscripted(["dict"], [.key("aKey")]), .equal, .constant(.int(1))))),
        ParseCase(format: "anyCol[%@][%@][%K] >= %@", arguments: [.int(0), .string("#any"), .string("#any"), .int(2)],
                  expected: .compare(Comparison(.subscripted(["anyCol"], [.index(0), .key("#any"), .anyElement]), .greaterOrEqual,
                                                .constant(.int(2))))),
        ParseCase(format: "owner.map[#any] != nil",
                  expected: .compare(Comparison(.subscripted(["owner", "map"], [.anyElement]), .notEqual, .constant(.null)))),
    ])
    func subscripts(_ c: ParseCase) throws {
        #expect(try PredicateFormat.parse(c.format, arguments: c.arguments) == c.expected)
    }

    @Test("a parenthesised value on the right is the value: '(null)' is nil, as formatting nil into the string writes it")
    func parenthesisedValue() throws {
        #expect(try PredicateFormat.parse("intObj >= (null)", arguments: []) == compare("intObj", .greaterOrEqual, .null))
        #expect(try PredicateFormat.parse("age == ((3))", arguments: []) == compare("age", .equal, .int(3)))
    }
}
