// Local values changed in place: the budget is charged with what each change
// adds (10,000 appends once ended over the 512 MiB budget, charged the whole
// array each time), and arrays, strings, dictionaries and unmanaged maps
// are changed without copying (dictionary and map inserts were quadratic).
// The in-place checks count key comparisons and compare storage addresses,
// so they fail deterministically if a change goes back to copying.

import RealmSpecCore
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("budget charged per change, and local collections changed in place")
struct InPlaceMutationTests {
    static func passes(_ body: String) -> ScenarioOutcome {
        runOne("\n/// The scenario.\nfunc testGrowth() throws {\n\(body)\n}\n")
    }

    @Test("what the README promises works: appends, += and string building", arguments: [
        "    var a: [Int] = []\n    for i in 0..<10000 { a.append(i) }\n    XCTAssertEqual(a.count, 10000)\n    XCTAssertEqual(a[9999], 9999)",
        "    var a: [Int] = []\n    for i in 0..<20000 { a += [i] }\n    XCTAssertEqual(a.count, 20000)\n    XCTAssertEqual(a[123], 123)",
        "    var s = \"\"\n    for _ in 0..<40000 { s += \"x\" }\n    XCTAssertEqual(s.count, 40000)",
        "    var a: [Int] = []\n    for i in 0..<5000 { a.insert(i, at: 0) }\n    XCTAssertEqual(a.count, 5000)\n    XCTAssertEqual(a[0], 4999)",
        "    var d: [Int: Int] = [:]\n    for i in 0..<10000 { d[i] = i * 2 }\n    XCTAssertEqual(d.count, 10000)\n    XCTAssertEqual(d[4321], 8642)",
        "    var d: [String: Int] = [:]\n    for i in 0..<10000 { d[\"k\\(i)\"] = i }\n    d[\"k5\"] = nil\n    d[\"k6\"] = 60\n    XCTAssertEqual(d.count, 9999)\n    XCTAssertEqual(d[\"k6\"], 60)\n    XCTAssertNil(d[\"k5\"])\n    XCTAssertEqual(d[\"k9999\"], 9999)",
        "    let m = Map<String, Int>()\n    for i in 0..<40000 { m[\"k\\(i)\"] = i }\n    XCTAssertEqual(m.count, 40000)\n    XCTAssertEqual(m[\"k39999\"], 39999)",
    ])
    func promisedSizes(_ body: String) {
        let outcome = Self.passes(body)
        #expect(outcome.status == .passed, "\(outcome)")
    }

    @Test("real blow-ups are still refused as 'budget' errors", arguments: [
        ("    var a = [1]\n    while true { a += a }", "\(Budget.maximumElements) elements"),
        ("    var s = \"x\"\n    while true { s += s }", "\(Budget.maximumStringBytes) bytes"),
    ])
    func blowUps(_ body: String, message: String) throws {
        let outcome = Self.passes(body)
        let error = try #require(outcome.error, "\(outcome)")
        #expect(error.kind == "budget", "\(error)")
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test("a constant array is still refused by a mutating call")
    func constantArray() {
        let outcome = Self.passes("    let a = [1]\n    a.append(2)")
        #expect(outcome.status == .error, "\(outcome)")
    }

    // MARK: In place, deterministically

    static func address(_ value: RValue) -> UnsafeRawPointer? {
        switch value {
        case .array(let items): return items.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        case .dictionary(let pairs): return pairs.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        default: return nil
        }
    }

    @Test("a local array changes in its own storage: no copy per append")
    func arrayInPlace() throws {
        var items: [RValue] = []
        items.reserveCapacity(5_000)
        let cell = Cell(.array(items), isConstant: false)
        items = []
        let before = try #require(Self.address(cell.value))
        var copies = 0
        for i in 0..<4_000 { _ = try cell.changeArrayInPlace(copies: &copies) { $0.append(.scalar(.int(Int64(i)))) } }
        #expect(Self.address(cell.value) == before, "the array was copied")
        #expect(copies == 0)
        // The check can fail: changing a copy taken out of the cell moves the storage.
        guard case .array(var copy) = cell.value else { Issue.record("not an array"); return }
        copy.append(.null)
        cell.value = .array(copy)
        #expect(Self.address(cell.value) != before)
    }

    @Test("a local dictionary changes in its own storage and finds int and string keys without comparing")
    func dictionaryInPlace() throws {
        var pairs: [(RValue, RValue)] = []
        pairs.reserveCapacity(25_000)
        let cell = Cell(.dictionary(pairs), isConstant: false)
        pairs = []
        let before = try #require(Self.address(cell.value))
        var comparisons = 0
        let equal: (RValue, RValue) throws -> Bool = { _, _ in comparisons += 1; return false }
        var charged: [Int] = []
        var copies = 0
        for i in 0..<20_000 {
            let key: RValue = i.isMultiple(of: 2) ? .scalar(.int(Int64(i))) : .scalar(.string("k\(i)"))
            #expect(try cell.setDictionaryValue(.scalar(.int(Int64(i))), for: key, copies: &copies, equal: equal, spend: { charged.append($0) }) == true)
        }
        #expect(try cell.setDictionaryValue(.scalar(.int(-1)), for: .scalar(.int(10)), copies: &copies, equal: equal, spend: { charged.append($0) }) == true)
        #expect(comparisons == 0, "keys were found by walking the dictionary: \(comparisons) comparisons")
        #expect(charged == Array(1...20_000), "each insert is charged once, with the new count")
        #expect(Self.address(cell.value) == before, "the dictionary was copied")
        #expect(copies == 0)
        #expect(try cell.dictionaryValue(for: .scalar(.string("k19999")), equal: equal).map(Self.int) == 19_999)
        #expect(try cell.dictionaryValue(for: .scalar(.int(10)), equal: equal).map(Self.int) == -1)
        #expect(comparisons == 0)
        // A key the index cannot hold falls back to comparing, as `==` does.
        _ = try cell.dictionaryValue(for: .scalar(.double(10)), equal: equal)
        #expect(comparisons == 20_000)
    }

    @Test("an unmanaged map keeps a key index: 40,000 inserts in place, reads and removals by key")
    func mapInPlace() throws {
        let map = CollectionHandle(unmanaged: .map, element: nil)
        map.entryStorage.reserveCapacity(50_000)
        let before = map.entryStorage.withUnsafeBufferPointer { $0.baseAddress }
        for i in 0..<40_000 { map.setEntry("k\(i)", .scalar(.int(Int64(i)))) }
        map.setEntry("k7", .scalar(.int(70)))
        #expect(map.entryStorage.withUnsafeBufferPointer { $0.baseAddress } == before, "the entries were copied")
        #expect(map.keyPositions?.count == 40_000)
        #expect(map.entry("k39999").map(Self.int) == 39_999)
        #expect(map.entry("k7").map(Self.int) == 70)
        map.removeEntry("k0")
        #expect(map.entry("k0") == nil && map.entries.count == 39_999)
        #expect(map.entry("k1").map(Self.int) == 1 && map.entries.first?.0 == "k1")
        map.entries = [("z", .null)]
        #expect(map.entry("k1") == nil && map.entryPosition(of: "z") == 0, "assigning the entries drops the old index")
    }

    /// Runs the one scenario of `body` and returns its outcome and how many
    /// times a change in place found its storage shared and copied it.
    static func copiesWhileRunning(_ body: String) throws -> (ScenarioOutcome, Int) {
        let file = load("\n/// The scenario.\nfunc testGrowth() throws {\n\(body)\n}\n")
        let scenario = try #require(file.scenarios.first)
        let program = try #require(file.program)
        let compiled = try #require(program.scenarios[scenario.name])
        let engine = TinyEngine()
        try engine.open(schema: file.schema)
        defer { engine.close() }
        let interpreter = Interpreter(engine: engine, catalog: program.catalog, schema: file.schema, index: program.index,
                                      cancellation: CancellationFlag(), location: scenario.location)
        let outcome = interpreter.run(compiled)
        return (outcome, interpreter.inPlaceCopies)
    }

    @Test("appends, += and inserts on local variables never copy the whole collection", arguments: [
        "    var a: [Int] = []\n    for i in 0..<3000 { a.append(i) }\n    XCTAssertEqual(a.count, 3000)",
        "    var a: [Int] = []\n    for i in 0..<3000 { a += [i] }\n    XCTAssertEqual(a.count, 3000)",
        "    var a: [Int] = [0]\n    for i in 0..<3000 { a.insert(i, at: 1); a[0] = i }\n    XCTAssertEqual(a.count, 3001)",
        "    var d: [Int: Int] = [:]\n    for i in 0..<3000 { d[i] = i }\n    XCTAssertEqual(d.count, 3000)",
        "    var d: [String: Int] = [:]\n    for i in 0..<3000 { d[\"k\\(i)\"] = i; d[\"k\\(i)\"] = i + 1 }\n    XCTAssertEqual(d[\"k7\"], 8)",
    ])
    func noCopies(_ body: String) throws {
        let (outcome, copies) = try Self.copiesWhileRunning(body)
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(copies == 0, "\(copies) whole copies")
    }

    @Test("a change to an array another variable shares copies it once, and the other keeps its value")
    func sharedCopiesOnce() throws {
        let (outcome, copies) = try Self.copiesWhileRunning(
            "    var a = [1, 2]\n    let b = a\n    for i in 0..<100 { a.append(i) }\n    XCTAssertEqual(b.count, 2)\n    XCTAssertEqual(a.count, 102)")
        #expect(outcome.status == .passed, "\(outcome)")
        #expect(copies == 1)
    }

    static func int(_ value: RValue) -> Int64? {
        if case .scalar(.int(let i)) = value { return i }
        return nil
    }
}
