// `ProjectedCollection<Element>`: what a projected property that follows a list
// or set with `projectTo` holds (`@Projected(\Root.list.projectTo.prop)`). As in
// RealmSwift's `ProjectedCollection` (RealmCollection.swift), it is a view over
// that list or set (its "backing collection"): element i is element i's value at
// the rest of the key path, and assigning it sets that value on element i
// (`setValue(_:forKeyPath:)`); `realm`, `isInvalidated`, `isFrozen` are the
// backing collection's; `freeze()` and `thaw()` freeze and thaw it and wrap the
// result again (nil stays nil); `observe` registers on it and hands the block
// the projected collection; `description` is
// `ProjectedCollection<T> {\n\t[0] v\n…}`. Its other members (count, first,
// filter, sorted, contains(where:), isEmpty, …) are RandomAccessCollection's,
// which the interpreter answers on the array of its values.
// Related documentation: sdk-reference api-surface.md §11 (ProjectedCollection).

internal import RealmSpecCore

extension Interpreter {
    static var projectedCollectionMembers: [String: Member] { [
        "realm": .property { i, r in try i.member(.collection(try projected(r).backing), "realm") },
        "isInvalidated": .property { i, r in try i.member(.collection(try projected(r).backing), "isInvalidated") },
        "isFrozen": .property { i, r in try i.member(.collection(try projected(r).backing), "isFrozen") },
        "description": .property { i, r in .scalar(.string(try i.describeProjectedCollection(try projected(r)))) },
        "freeze": .method { i, r, _ in
            let p = try projected(r)
            return try i.rewrap(try i.freeze(.collection(p.backing)), p)
        },
        "thaw": .method { i, r, _ in
            let p = try projected(r)
            return try i.rewrap(try i.thaw(.collection(p.backing)), p)
        },
        "observe": .method { i, r, a in try i.observe(r, a, style: .swiftCollection) },
    ] }

    private static func projected(_ r: RValue) throws -> ProjectedCollectionHandle {
        guard case .projectedCollection(let p) = r else { throw misuse("a ProjectedCollection member needs a ProjectedCollection, not \(r.kindName)") }
        return p
    }

    /// The backing collection's frozen or thawed form, projected through the same key path; nil stays nil.
    private func rewrap(_ v: RValue, _ p: ProjectedCollectionHandle) throws -> RValue {
        if v.isNull { return .null }
        guard case .collection(let c) = v else { throw misuse("freezing a projected collection gave \(v.kindName)") }
        return .projectedCollection(ProjectedCollectionHandle(backing: c, path: p.path))
    }

    /// `collection[i] = v`: sets the projected property of the backing collection's element i.
    func projectedSet(_ p: ProjectedCollectionHandle, at i: Int, _ value: RValue) throws {
        var owner = try at(p.backing, i)
        for step in p.path.dropLast() {
            owner = try member(owner, step)
            if owner.isNull { throw misuse("cannot set '\(p.path.joined(separator: "."))': '\(step)' is nil") }
        }
        guard let last = p.path.last else { throw misuse("a projected collection needs a key path after projectTo") }
        try setMember(owner, last, value)
    }

    /// `ProjectedCollection<String> {\n\t[0] John\n\t[1] Daenerys\n}`, as RealmSwift prints it.
    func describeProjectedCollection(_ p: ProjectedCollectionHandle) throws -> String {
        var type = p.backing.element
        for step in p.path {
            guard let object = type?.objectType, let prop = index.types[object]?[property: step] else { break }
            type = prop.type
        }
        let items = try elements(of: .projectedCollection(p)).enumerated().map { "\t[\($0.offset)] \(try render($0.element))\n" }
        return "ProjectedCollection<\(type.map { ScalarTypes.swiftName($0) } ?? "Element")> {\n\(items.joined())}"
    }
}
