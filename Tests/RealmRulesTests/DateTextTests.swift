// A date in a value message prints as NSDate's description does.

import RealmSpecCore
import Testing
@testable import RealmRules

@Suite("Dates in messages")
struct DateTextTests {
    @Test("a date prints as its UTC calendar date and time", arguments: [
        (0.0, "1970-01-01 00:00:00 +0000"),
        (1_700_000_000.5, "2023-11-14 22:13:20 +0000"),
        (-1.0, "1969-12-31 23:59:59 +0000"),
        (951_782_400, "2000-02-29 00:00:00 +0000"),
    ])
    func calendarText(seconds: Double, text: String) {
        #expect(Rule.dateText(seconds) == text)
    }

    @Test("a date past any calendar, or NaN, prints without crashing")
    func extremes() {
        for seconds in [Double.infinity, -Double.infinity, Double.nan, 1e300] {
            #expect(!Rule.dateText(seconds).isEmpty)
        }
    }

    @Test("a type mismatch message shows a date's text")
    func inMessage() {
        let p = PropertySchema(name: "age", type: .int)
        #expect(Rule.typeMismatch("Dog", p, .date(0)).message == "Invalid value '1970-01-01 00:00:00 +0000' of type '__NSDate' for 'int' property 'Dog.age'.")
    }
}
