// The members each kind of receiver knows. The interpreter dispatches
// through these tables and lint checks names and labels against them, so
// the two can never disagree.

import RealmSpecCore

/// The evaluated arguments of one call.
struct CallArgs {
    var values: [RValue]
    var labels: [String?]

    var count: Int { values.count }
    subscript(_ i: Int) -> RValue { i < values.count ? values[i] : .void }
    /// The value with this label, if given.
    func named(_ label: String) -> RValue? {
        labels.firstIndex(where: { $0 == label }).map { values[$0] }
    }
    /// The last closure argument (a trailing closure, or a block passed first).
    var closure: Closure? {
        for v in values.reversed() { if case .closure(let c) = v { return c } }
        return nil
    }
    /// The first label, nil when the first argument has none.
    var firstLabel: String? { labels.first ?? nil }
}

/// One known member: a property (no labels) or a method with its accepted label lists.
/// A method whose name is also a property's (`first` and `first(where:)`) is
/// keyed with "()" after its name.
struct Member {
    /// nil for a property; otherwise every accepted list of labels ("_" for none, "*" for any).
    let labels: [[String]]?
    let run: (Interpreter, RValue, CallArgs) throws -> RValue

    static func property(_ run: @escaping (Interpreter, RValue) throws -> RValue) -> Member {
        Member(labels: nil) { i, r, _ in try run(i, r) }
    }
    static func method(_ labels: [[String]], _ run: @escaping (Interpreter, RValue, CallArgs) throws -> RValue) -> Member {
        Member(labels: labels, run: run)
    }

    func accepts(_ given: [String]) -> Bool {
        guard let labels else { return true }
        return labels.contains { Member.matches($0, given) }
    }

    /// A label list matches; a final "*" accepts any further arguments.
    static func matches(_ pattern: [String], _ given: [String]) -> Bool {
        if pattern.last == "*" {
            let head = pattern.dropLast()
            return given.count >= head.count && Array(given.prefix(head.count)) == Array(head)
        }
        return pattern == given
    }
}

/// Every table, for lint.
enum MemberTables {
    static let byKind: [(String, [String: Member])] = [
        ("Realm", Interpreter.realmMembers), ("Object", Interpreter.objectMembers),
        ("Results", Interpreter.resultsMembers), ("List", Interpreter.listMembers),
        ("MutableSet", Interpreter.setMembers), ("Map", Interpreter.mapMembers),
        ("AnyRealmValue", Interpreter.mixedMembers), ("NotificationToken", Interpreter.tokenMembers),
        ("Projection", Interpreter.projectionMembers), ("Type", Interpreter.typeMembers),
        ("Value", Interpreter.valueMembers)]

    /// Names (with "()" keys) any collection kind knows.
    static let collectionNames: Set<String> = {
        var names: Set<String> = []
        for table in [Interpreter.listMembers, Interpreter.setMembers, Interpreter.mapMembers, Interpreter.resultsMembers] {
            names.formUnion(table.keys)
        }
        return names
    }()

    /// Name → every label list any kind accepts for it (nil entries for properties).
    static let all: [String: [[String]]?] = {
        var out: [String: [[String]]?] = [:]
        for (_, table) in byKind {
            for (key, m) in table {
                let name = key.hasSuffix("()") ? String(key.dropLast(2)) : key
                switch (out[name], m.labels) {
                case (nil, let l): out[name] = .some(l)
                case (.some(.some(let a)), .some(let b)): out[name] = .some(a + b.filter { !a.contains($0) })
                default: out[name] = .some(nil)
                }
            }
        }
        return out
    }()
}
