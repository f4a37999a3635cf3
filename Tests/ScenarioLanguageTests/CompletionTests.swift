import Testing
@testable import ScenarioLanguage

@Suite("record mode: placeholders")
struct CompletionTests {
    static let source = """
        func testA() throws {
            XCTAssertEqual(dogs.count,   _ ) // a comment stays
            XCTAssertEqual(dogs.count, 2)
            assertThrows(dog.age = 4)
            assertThrows(dog.age = 4, .invalidated)
        }

        """

    @Test("finds XCTAssertEqual(x, _) and assertThrows(x) without a kind, nothing else")
    func finds() {
        let c = Completion(source: Self.source)
        #expect(c.placeholders.map(\.line) == [2, 4])
        #expect(c.placeholders.map(\.kind) == [.equal, .errorKind])
        #expect(c.placeholders.allSatisfy { $0.scenario == "testA" })
    }

    @Test("instruments without adding lines, fills only the placeholders")
    func instrumentsAndFills() {
        let c = Completion(source: Self.source)
        #expect(c.instrumented.contains("XCTAssertEqual([dogs.count],   [] ) // a comment stays"))
        #expect(c.instrumented.contains("assertThrows(dog.age = 4, reason: \"\\u{1E}\")"))
        #expect(c.instrumented.components(separatedBy: "\n").count == Self.source.components(separatedBy: "\n").count)
        let fills = Dictionary(uniqueKeysWithValues: zip(c.placeholders, [Completion.Fill.text("3"), .text(".notInWriteTransaction")]))
        let out = c.filled(fills)
        #expect(out.contains("XCTAssertEqual(dogs.count,   3 ) // a comment stays"))
        #expect(out.contains("assertThrows(dog.age = 4, .notInWriteTransaction)\n"))
        #expect(out.contains("assertThrows(dog.age = 4, .invalidated)"))
    }

    @Test("only literals are written back; error kinds come from the failure")
    func literals() {
        #expect(Completion.literal(fromArrayOfOne: "[3]") == .text("3"))
        #expect(Completion.literal(fromArrayOfOne: "[\"Rex\"]") == .text("\"Rex\""))
        #expect(Completion.literal(fromArrayOfOne: "[nil]") == .text("nil"))
        #expect(Completion.literal(fromArrayOfOne: "[[1, 2]]") == .text("[1, 2]"))
        #expect(Completion.literal(fromArrayOfOne: "[-2.5]") == .text("-2.5"))
        if case .text = Completion.literal(fromArrayOfOne: "[Dog#1]") { Issue.record("an object is not a literal") }
        if case .text = Completion.literal(fromArrayOfOne: "[\"a \"b\"\"]") { Issue.record("broken quoting is not a literal") }
        #expect(Completion.errorKind(from: "expected a reason containing \"x\" but got 'invalidated': gone") == .text(".invalidated"))
        if case .text = Completion.errorKind(from: "expected Realm error reason \"x\" but no error was raised") {
            Issue.record("no error, nothing to fill")
        }
    }
}
