// A collection change read as index paths, as a table view reads it:
// `RLMCollectionChange`'s `deletions(inSection:)`, `insertions(inSection:)`
// and `modifications(inSection:)` give one `IndexPath` per index of
// `deletions`, `insertions` or `modifications`, in the same order, each in
// the section asked for. An `IndexPath` is held as what Swift makes it, a
// collection of two integers `[section, row]`; `section`, `row` and `item`
// read them, and `IndexPath(row:section:)`/`IndexPath(item:section:)` make one.
// Related documentation: rlmarray#notifications; sdk-reference api-surface.md §12.2.

internal import RealmSpecCore

extension Interpreter {
    static var indexPathMembers: [String: Member] { [
        "deletions": changeIndexPaths("deletions"),
        "insertions": changeIndexPaths("insertions"),
        "modifications": changeIndexPaths("modifications"),
        "section": .property { _, r in try indexPathPart(r, at: 0, "section") },
        "row": .property { _, r in try indexPathPart(r, at: 1, "row") },
        "item": .property { _, r in try indexPathPart(r, at: 1, "item") },
    ] }

    /// `IndexPath(row:section:)`, `IndexPath(item:section:)`, `IndexPath(indexes:)`.
    static func makeIndexPath(_ i: Interpreter, _ a: CallArgs) throws -> RValue {
        if a.firstLabel == "indexes" { return .array(try i.elements(of: a[0])) }
        return .array([try intArg(a[1], "section"), try intArg(a[0], a.firstLabel ?? "row")])
    }

    /// `change.deletions(inSection: s)`: the change's indices as index paths in section `s`.
    private static func changeIndexPaths(_ name: String) -> Member {
        .method([["inSection"]]) { i, r, a in
            guard case .dictionary(let pairs) = r,
                  let indices = try pairs.first(where: { try i.equal($0.0, .scalar(.string(name))) })?.1 else {
                throw misuse("'\(name)(inSection:)' needs a collection change, not \(r.kindName)")
            }
            let section = try intArg(a[0], "inSection")
            return .array(try i.elements(of: indices).map { .array([section, $0]) })
        }
    }

    private static func indexPathPart(_ r: RValue, at n: Int, _ name: String) throws -> RValue {
        guard case .array(let parts) = r, parts.count == 2, parts.allSatisfy(isInt) else {
            throw misuse("'\(name)' needs an IndexPath of a section and a row, not \(r.kindName)")
        }
        return parts[n]
    }

    private static func intArg(_ v: RValue, _ name: String) throws -> RValue {
        guard isInt(v) else { throw misuse("'\(name)' needs an integer, not \(v.kindName)") }
        return v
    }

    private static func isInt(_ v: RValue) -> Bool {
        if case .scalar(.int) = v { return true }
        return false
    }
}
