// A number in a value message prints as NSNumber's description does: a
// whole float or double without a fraction.

import RealmSpecCore
import Testing
@testable import RealmRules

@Suite("Numbers in messages")
struct NumberTextTests {
    @Test("whole floats and doubles print without a fraction, others as Swift prints them", arguments: [
        (Value.double(1.0), "1"),
        (Value.float(1.0), "1"),
        (Value.double(-3.0), "-3"),
        (Value.double(1.1), "1.1"),
        (Value.float(1.1), "1.1"),
        (Value.int(2), "2"),
        (Value.double(1e300), "1e+300"),
    ])
    func numberText(value: Value, text: String) {
        #expect(Rule.plain(value) == text)
    }

    @Test("a non-finite double keeps Swift's text")
    func nonFinite() {
        #expect(Rule.plain(.double(.infinity)) == "inf")
        #expect(Rule.plain(.double(.nan)) == "nan")
    }

    @Test("a type mismatch message shows a whole double as NSNumber does")
    func inMessage() {
        let p = PropertySchema(name: "flag", type: .bool, isOptional: true)
        #expect(Rule.typeMismatch("NumberObject", p, .double(1)).message
                == "Invalid value '1' of type '__NSCFNumber' for 'bool?' property 'NumberObject.flag'.")
    }
}
