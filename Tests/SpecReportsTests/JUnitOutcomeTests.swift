@testable import SpecReports
import SpecRunModel
import Testing

@Suite("JUnit status mapping")
struct JUnitOutcomeTests {
    @Test("each status maps to its element and type", arguments: [
        (CaseStatus.pass, nil, nil),
        (.fail, JUnitOutcome.Element.failure, "assertion"),
        (.error, .error, "error"),
        (.timeout, .error, "timeout"),
        (.skipped, .skipped, nil),
        (.xfail, .skipped, nil),
        (.xpass, .failure, "unexpected-pass"),
    ] as [(CaseStatus, JUnitOutcome.Element?, String?)])
    func mapping(status: CaseStatus, element: JUnitOutcome.Element?, type: String?) {
        let outcome = JUnitOutcome.of(Fixtures.record(status, message: "m"))
        #expect(outcome?.element == element)
        #expect(outcome?.type == type)
    }

    @Test("a failure's message has the assertion and the spec's file:line; details go in the text")
    func failureMessage() {
        let record = Fixtures.record(.fail, message: "#expect(dogs.count == 1): expected 1, actual 2",
                                     details: "Specs/crud-delete/Delete.swift:20: expected 1, actual 2")
        let outcome = JUnitOutcome.of(record)
        #expect(outcome?.message == "#expect(dogs.count == 1): expected 1, actual 2 (Specs/crud-delete/Delete.swift:12)")
        #expect(outcome?.text.hasPrefix("Specs/crud-delete/Delete.swift:20: expected 1, actual 2") == true)
    }

    @Test("the runner's failure type wins over the default")
    func customType() {
        var record = Fixtures.record(.error, message: "boom")
        record.failureType = "wrongTransactionState"
        #expect(JUnitOutcome.of(record)?.type == "wrongTransactionState")
    }

    @Test("an expected failure says so and why")
    func expectedFailure() throws {
        var record = Fixtures.record(.xfail, message: "expected 0, actual 1", details: "Delete.swift:20: expected 0")
        record.reason = "cascade not modelled"
        let outcome = try #require(JUnitOutcome.of(record))
        #expect(outcome.message == "expected failure on reference: cascade not modelled; it failed with: expected 0, actual 1")
        #expect(outcome.text.contains("Delete.swift:20: expected 0"))
    }

    @Test("an unexpected pass is a failure naming the stale expectation")
    func unexpectedPass() throws {
        var record = Fixtures.record(.xpass)
        record.reason = "cascade not modelled"
        let outcome = try #require(JUnitOutcome.of(record))
        #expect(outcome.element == .failure)
        #expect(outcome.message == "passed, but the expectations of reference list it as an expected failure "
                + "(cascade not modelled); remove the entry (Specs/crud-delete/Delete.swift:12)")
    }

    @Test("a message that already names the spec file is not located twice")
    func alreadyLocated() {
        let record = Fixtures.record(.fail, message: "Specs/crud-delete/Delete.swift:20: expected 1")
        #expect(JUnitOutcome.of(record)?.message == "Specs/crud-delete/Delete.swift:20: expected 1")
    }
}
