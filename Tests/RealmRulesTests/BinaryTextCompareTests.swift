// Binary data compared with binary data under the string options and by
// LIKE: data on either side is read as its text, as realm-core compares two
// binary columns (`data1 ==[c] data2`, `data2 LIKE data1`).

import Testing
import RealmSpecCore
@testable import RealmRules

@Suite("binary data compared as text")
struct BinaryTextCompareTests {
    private func data(_ s: String) -> Value { .data(Array(s.utf8)) }

    @Test("[c] folds case on both sides of ==, != and the substring operators")
    func caseInsensitive() {
        #expect(Compare.test(data("a"), .equal, data("A"), caseInsensitive: true))
        #expect(!Compare.test(data("a"), .equal, data("A")))
        #expect(!Compare.test(data("a"), .notEqual, data("A"), caseInsensitive: true))
        #expect(Compare.test(data("AB"), .beginsWith, data("a"), caseInsensitive: true))
        #expect(Compare.test(data("BA"), .endsWith, data("a"), caseInsensitive: true))
        #expect(Compare.test(data("bAb"), .contains, data("a"), caseInsensitive: true))
        #expect(!Compare.test(data("AB"), .beginsWith, data("a")))
    }

    @Test("LIKE takes data on the right, with and without [c]")
    func like() {
        #expect(Compare.test(data("a"), .like, data("a")))
        #expect(!Compare.test(data("a"), .like, data("A")))
        #expect(Compare.test(data("a"), .like, data("A"), caseInsensitive: true))
        #expect(Compare.test(data("abc"), .like, data("a*")))
    }

    @Test("data orders byte by byte, a prefix before what it starts")
    func order() {
        #expect(Compare.test(data("hi"), .greater, data("hey")))
        #expect(Compare.test(data("he"), .less, data("hey")))
        #expect(Compare.test(data("hey"), .greaterOrEqual, data("hey")))
        #expect(!Compare.test(data("hello"), .greater, data("hey")))
    }

    @Test("empty data on the right matches no substring operator, as an empty string does")
    func emptyRight() {
        #expect(!Compare.test(data("a"), .contains, data(""), caseInsensitive: true))
        #expect(!Compare.test(data("a"), .beginsWith, data("")))
    }
}
