// Subscripts in queries: the key path must reach a dictionary or an
// AnyRealmValue; a dictionary takes one string key (sdk-query,
// query-rules.md §13).

import Testing
import RealmSpecCore
@testable import RealmRules

private let holder = ObjectSchema(name: "Holder", properties: [
    PropertySchema(name: "name", type: .string),
    PropertySchema(name: "anyCol", type: .mixed),
    PropertySchema(name: "dict", type: .int, collection: .map),
    PropertySchema(name: "list", type: .int, collection: .list),
    PropertySchema(name: "link", type: .object("Holder"), isOptional: true),
])

@Suite("Query rules for subscripts")
struct QueryRuleSubscriptTests {
    private let validator = QueryValidator { $0 == "Holder" ? holder : nil }

    private static func sub(_ path: String, _ subscripts: [PathSubscript], _ op: ComparisonOperator = .equal,
                     _ value: Value = .null, d: Bool = false) -> Query {
        .compare(Comparison(.subscripted(path.split(separator: ".").map(String.init), subscripts), op, .constant(value),
                            diacriticInsensitive: d))
    }

    @Test("refused subscripts give the SDK's message", arguments: [
        (Self.sub("list", [.key("k")]), "Invalid keypath 'list[\"k\"]': only dictionaries and realm `Any` support subscript predicates."),
        (Self.sub("link", [.key("name")]), "Aggregate operations can only be used on key paths that include an collection property"),
        (Self.sub("name", [.key("k")]), "Aggregate operations can only be used on key paths that include an collection property"),
        (Self.sub("dict", [.key("a"), .key("b")]),
         "Invalid subscript size 'dict[\"a\"][\"b\"]': nested dictionaries queries are only allowed in mixed properties."),
        (Self.sub("dict", [.index(0)]), "Invalid subscript type 'dict[0]'; only string keys are allowed as subscripts in dictionary queries."),
        (Self.sub("anyCol", [.key("k")], .like, .string("a*"), d: true), "Operator 'LIKE' not supported with diacritic-insensitive modifier."),
        (Self.sub("dict", [.key("k")], .between, .list([.int(1), .int(2)])),
         "Predicate with BETWEEN operator must compare a KeyPath with an aggregate with two values"),
    ])
    func refused(_ q: Query, _ expected: String) {
        #expect(ruleMessage(validator, q, on: "Holder") == expected)
    }

    @Test("a dictionary's key and any subscripts of an AnyRealmValue, through a link too, compare with any constant")
    func accepted() throws {
        for q in [Self.sub("dict", [.key("k")], .greater, .string("x")), Self.sub("anyCol", [.index(0), .key("k"), .anyElement], .less, .int(1)),
                  Self.sub("link.anyCol", [.anyElement]), Self.sub("link.dict", [.key("k")], .equal, .bool(true))] {
            try validator.validate(q, type: "Holder", element: nil)
        }
    }
}
