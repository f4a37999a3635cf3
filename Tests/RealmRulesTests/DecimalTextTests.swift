// A string given for a Decimal128 property is read as the decimal it spells.

import Testing
import RealmSpecCore
@testable import RealmRules

@Suite("decimal text")
struct DecimalTextTests {
    @Test("strings that spell a decimal convert to a Decimal128", arguments: ["1.5", "-3", "+2", "0.25", ".5", "5.", "2E+10", "1e-3", "NaN", "-Inf"])
    func spelled(_ text: String) {
        #expect(Scalars.convert(.string(text), to: .decimal128) == .decimal128(text))
    }

    @Test("other strings do not", arguments: ["", "abc", "1.2.3", "1e", "e5", "--1", "1,5", "٣"])
    func notSpelled(_ text: String) {
        #expect(Scalars.convert(.string(text), to: .decimal128) == nil)
    }
}
