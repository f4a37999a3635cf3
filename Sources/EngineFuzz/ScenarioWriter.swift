// Writing a shrunk sequence as an ordinary scenario file: the fuzz models,
// then one `func testFuzz…()` whose statements make the same calls and whose
// assertions state what the reference engine answered. Run on the engine that
// diverged, the assertion on the diverging call fails.

internal import RealmSpecCore

/// Renders recorded calls as scenario-language source.
public struct ScenarioWriter {
    let schema = FuzzModel.schema
    var exprs: [ObjectKey: String] = [:]
    var frozen: [CollectionRef: String] = [:]
    /// Objects whose variable was passed to `realm.delete`: the SDK takes such
    /// an accessor out of its realm, so deleting it again is the wrong realm.
    var deletedThrough: Set<ObjectKey> = []
    /// Objects known to be deleted (by a delete or deleteAll that succeeded).
    var gone: Set<ObjectKey> = []
    /// Observer token -> (token variable, log variable), in registration order.
    var observers: [(token: Int, name: String, log: String, isObject: Bool)] = []
    var lines: [String] = []
    var counter = 0
    /// The primary key each object was later read to hold, for naming an
    /// object no call of the file made (one a refused call kept).
    var primaryKeys: [ObjectKey: Value] = [:]
    /// Calls the writer could not express (their objects had no name in the file).
    public private(set) var unexpressed = 0

    public init() {}

    /// The whole file.
    /// - Parameters:
    ///   - records: the shrunk sequence as it ran, the reference engine's outcome first.
    ///   - divergence: the call that diverged (its assertion is marked).
    public static func file(records: [FuzzRecord], divergence: FuzzDivergence, seed: UInt64,
                            runSeed: UInt64, name: String) -> (text: String, unexpressed: Int) {
        var w = ScenarioWriter()
        for r in records {
            guard case .get(let k, let p) = r.call, case .reply(.value(let v)) = r.outcomes[0], !k.isFrozen,
                  w.schema[type: k.type]?[property: p]?.isPrimaryKey == true, w.primaryKeys[k] == nil else { continue }
            w.primaryKeys[k] = v
        }
        for (i, r) in records.enumerated() {
            if i == records.count - 1 { w.lines.append("// The engine '\(divergence.engine)' answered: \(divergence.actual.description.replacingNewlines)") }
            w.write(r.call, query: r.query, outcome: r.outcomes[0])
        }
        let body = w.lines.map { "    " + $0 }.joined(separator: "\n")
        let text = """
        // tags: fuzz
        // Found by `realmspec fuzz --seed \(runSeed)` (sequence seed \(seed)); shrunk to \(records.count) calls.
        // Keep it by moving it into Specs/ with a page, a section and a claim, or an SDK note.

        \(FuzzModel.source)
        /// '\(divergence.engine)' and the reference engine disagree on \(divergence.signature) (sequence seed \(seed)).
        /// - tags: fuzz
        func \(name)() throws {
            let realm = try Realm()
        \(body)
        }

        """
        return (text, w.unexpressed)
    }

    mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    func propertyType(_ key: ObjectKey, _ name: String) -> PropertySchema? { schema[type: key.type]?[property: name] }

    /// The element type of a collection reference (nil when unknown).
    func elementType(_ ref: CollectionRef) -> PropertyType? {
        switch ref.base {
        case .objects(let t): return .object(t)
        case .property(let owner, let name): return propertyType(owner, name)?.type
        default: return nil
        }
    }

    /// `realm.objects(FzObj.self).filter("i < %@", 3).sorted(by: [...])`.
    func collection(_ ref: CollectionRef, _ query: FuzzQueryText?) -> String? {
        if let name = frozen[ref] { return name }
        switch ref {
        case .objects(let t): return "realm.objects(\(t).self)"
        case .property(let owner, let name): return exprs[owner].map { "\($0).\(name)" }
        case .filtered(let base, _):
            guard let b = collection(base, query), let q = query else { return nil }
            if let closure = q.closure {
                var text = closure
                for a in q.arguments {
                    guard let lit = literal(a, nil), let r = text.range(of: "%@") else { return nil }
                    text.replaceSubrange(r, with: lit)
                }
                return "\(b).where { \(text) }"
            }
            let args = q.arguments.map { literal($0, nil) }
            guard !args.contains(where: { $0 == nil }) else { return nil }
            return "\(b).filter(\(([Self.quoted(q.format)] + args.map { $0! }).joined(separator: ", ")))"
        case .sorted(let base, let keys):
            guard let b = collection(base, query) else { return nil }
            let ds = keys.map { "SortDescriptor(keyPath: \(Self.quoted($0.keyPath)), ascending: \($0.ascending))" }
            return "\(b).sorted(by: [\(ds.joined(separator: ", "))])"
        case .distinct(let base, let paths):
            guard let b = collection(base, query) else { return nil }
            return "\(b).distinct(by: [\(paths.map(Self.quoted).joined(separator: ", "))])"
        case .frozen: return nil
        }
    }

    /// A statement that must raise `kind`, or the statement itself.
    mutating func statement(_ text: String, _ outcome: FuzzOutcome) {
        if case .error(let kind) = outcome {
            lines.append("assertThrows(\(text), .\(kind.rawValue))")
        } else {
            lines.append(text)
        }
    }

    /// `XCTAssertEqual(expr, literal)`, `XCTAssertNil(expr)`, or the error it raises.
    mutating func assertValue(_ expr: String, _ outcome: FuzzOutcome, _ value: Value?, _ type: PropertyType?) {
        if case .error(let kind) = outcome { lines.append("assertThrows(\(expr), .\(kind.rawValue))"); return }
        guard let value else { lines.append("_ = \(expr)"); return }
        if value == .null, type != .mixed { lines.append("XCTAssertNil(\(expr))"); return }
        guard let lit = literal(value, type) else {
            lines.append("XCTAssertNotNil(\(expr))")
            return
        }
        // `==` compares accessors for a type without a primary key (an embedded object);
        // the row is what the reply names.
        if case .link = value, type != .mixed {
            lines.append("XCTAssertTrue(\(expr)!.isSameObject(as: \(lit)))")
            return
        }
        lines.append("XCTAssertEqual(\(expr), \(lit))")
    }

    mutating func skip(_ call: EngineCall) {
        unexpressed += 1
        lines.append("// not expressible here: \(call.name)")
    }
}

extension String {
    var replacingNewlines: String { split(separator: "\n").joined(separator: " ") }
}
