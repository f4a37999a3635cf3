// The resources one scenario may use: how large the values the interpreter
// builds may grow, how much output it captures and how deep its values and
// expressions nest. Past a limit the scenario ends as an error of kind
// 'budget' (or 'nesting-too-deep' when a file nests too deep to compile),
// never as a crash of the whole run.

/// The limits of one scenario run and of one scenario file.
public enum Budget {
    /// The longest string a scenario may build, in UTF-8 bytes.
    public static let maximumStringBytes = 4 << 20
    /// The most elements an array, dictionary or unmanaged collection may hold.
    public static let maximumElements = 1_000_000
    /// How deep values built by the interpreter may nest (`[[[…]]]`).
    public static let maximumValueDepth = 64
    /// All the strings and collections one scenario builds, added up, in
    /// bytes (an element counts 16): many values each within its own limit
    /// cannot exhaust memory together.
    public static let maximumBuiltBytes = 512 << 20
    /// Captured output (`print`) and failure messages of one scenario, in bytes.
    public static let maximumCapturedBytes = 1 << 20
    /// The longest scenario or model file the loader reads, in bytes: a
    /// longer one is refused with one 'file-too-large' error, not parsed for minutes.
    public static let maximumFileBytes = 1 << 20
    /// How deep expressions and statements may nest in a scenario file.
    public static let maximumNesting = 160
    /// How many brackets may be open at once in a file's text, checked before
    /// parsing: more makes the parser's lookahead grow exponentially.
    public static let maximumOpenBrackets = 32
    /// How many `[` may be open at once in a file's text.
    public static let maximumOpenSquareBrackets = 10

    static func exceeded(_ what: String) -> Interrupt { .budget(what, nil) }

    static func checkString(_ bytes: Int) throws {
        if bytes > maximumStringBytes {
            throw exceeded("a string of \(bytes) bytes is over the budget of \(maximumStringBytes) bytes")
        }
    }

    static func checkElements(_ count: Int) throws {
        if count > maximumElements {
            throw exceeded("a collection of \(count) elements is over the budget of \(maximumElements) elements")
        }
    }

    /// Checks that a value built of `items` nests no deeper than the budget.
    static func checkDepth(of items: [RValue]) throws {
        for item in items where depth(item, limit: maximumValueDepth) >= maximumValueDepth {
            throw exceeded("a value nested more than \(maximumValueDepth) levels deep is over the budget")
        }
    }

    /// How deep `value` nests, counting no further than `limit`.
    static func depth(_ value: RValue, limit: Int) -> Int {
        guard limit > 0 else { return 0 }
        var deepest = 0
        func visit(_ children: [RValue]) {
            for child in children {
                deepest = max(deepest, depth(child, limit: limit - 1))
                if deepest >= limit - 1 { return }
            }
        }
        switch value {
        case .array(let items), .tuple(let items): visit(items)
        case .dictionary(let pairs): visit(pairs.map(\.1))
        case .enumCase(_, let args): visit(args)
        default: return 0
        }
        return deepest + 1
    }
}
