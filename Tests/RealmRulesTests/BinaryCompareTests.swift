import Testing
import RealmSpecCore
@testable import RealmRules

/// Binary values in queries: ordered byte by byte, and matched with [c] and [d]
/// as the UTF-8 text of their bytes, as strings are.
@Suite("Binary comparisons")
struct BinaryCompareTests {
    private let one: Value = .data([0]), two: Value = .data([0, 0])

    @Test("binary values order byte by byte, a prefix before the longer value")
    func ordering() {
        #expect(Compare.test(one, .less, two))
        #expect(Compare.test(two, .greaterOrEqual, one))
        #expect(!Compare.test(two, .lessOrEqual, one))
        #expect(Compare.test(.data([1]), .greater, two))
        #expect(Compare.test(one, .between, .list([.data([]), two])))
    }

    @Test("[c] and [d] fold binary values as UTF-8 text in ==, != and the substring operators")
    func folding() {
        let upper: Value = .data(Array("ÁB".utf8)), lower: Value = .data(Array("ab".utf8))
        #expect(!Compare.test(upper, .equal, lower))
        #expect(!Compare.test(upper, .equal, lower, caseInsensitive: true))
        #expect(Compare.test(upper, .equal, lower, caseInsensitive: true, diacriticInsensitive: true))
        #expect(!Compare.test(upper, .notEqual, lower, caseInsensitive: true, diacriticInsensitive: true))
        #expect(Compare.test(upper, .beginsWith, .data(Array("á".utf8)), caseInsensitive: true))
        #expect(!Compare.test(upper, .beginsWith, .data(Array("a".utf8)), caseInsensitive: true))
        #expect(Compare.test(upper, .contains, .data(Array("b".utf8)), caseInsensitive: true))
        #expect(Compare.test(upper, .endsWith, .data(Array("B".utf8)), diacriticInsensitive: true))
        #expect(!Compare.test(upper, .endsWith, .data(Array("b".utf8)), diacriticInsensitive: true))
    }
}
