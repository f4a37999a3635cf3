import RealmRules
import RealmSpecCore
import Testing

@Suite("set order")
struct SetOrderTests {
    @Test("nil first, then bool, numbers by value across kinds, strings byte by byte, data, dates, object ids, UUIDs")
    func kinds() {
        let given: [Value] = [.uuid("00000000-0000-0000-0000-000000000001"), .string("b"), .date(5), .double(2.5), .int(3),
                              .objectId("000000000000000000000001"), .data([1]), .bool(true), .null, .bool(false), .int(-1),
                              .string("B"), .decimal128("2.75")]
        #expect(SetOrder.sorted(given) == [.null, .bool(false), .bool(true), .int(-1), .double(2.5), .decimal128("2.75"), .int(3),
                                           .string("B"), .string("b"), .data([1]), .date(5),
                                           .objectId("000000000000000000000001"), .uuid("00000000-0000-0000-0000-000000000001")])
    }

    @Test("strings compare as UTF-8 bytes, not as Unicode's canonical order", arguments: [
        ("five", "four", true), ("Zed", "a", true), ("e\u{301}", "é", true), ("é", "e\u{301}", false), ("ab", "abc", true),
    ])
    func strings(a: String, b: String, before: Bool) {
        #expect(SetOrder.precedes(.string(a), .string(b)) == before)
    }

    @Test("objects come after values and keep the order they were added in")
    func objects() {
        let a = Value.link(ObjectKey(type: "Dog", id: 9)), b = Value.link(ObjectKey(type: "Dog", id: 2))
        #expect(SetOrder.sorted([a, .int(1), b]) == [.int(1), a, b])
        #expect(SetOrder.position(of: .int(0), in: [.int(1), a]) == 0)
        #expect(SetOrder.position(of: b, in: [.int(1), a]) == 2)
    }

    @Test("a new value goes after the values it does not precede")
    func position() {
        let values: [Value] = [.int(1), .int(3), .int(5)]
        #expect(SetOrder.position(of: .int(4), in: values) == 2)
        #expect(SetOrder.position(of: .int(0), in: values) == 0)
        #expect(SetOrder.position(of: .int(9), in: values) == 3)
        #expect(SetOrder.position(of: .double(3), in: values) == 2)
    }
}
