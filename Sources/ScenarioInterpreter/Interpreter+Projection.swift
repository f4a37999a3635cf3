// Class projections: `Projection<T>` subclasses whose `@Projected` properties
// read and write through key paths of the projected object.
// Related documentation: crud-update#update-properties-through-a-class-projection,
// crud-update#change-class-projection-properties.

internal import RealmSpecCore

extension Interpreter {
    static var projectionMembers: [String: Member] { freezeMembers.merging(projectionRootMembers) { a, _ in a }.merging([
        "observe": .method { i, r, a in
            guard case .projection(let p) = r else { throw misuse("observe needs a projection") }
            return try i.observeProjection(p, a)
        },
        "description": .property { i, r in
            guard case .projection(let p) = r else { throw misuse("description needs a projection") }
            return .scalar(.string(try i.describeProjection(p)))
        },
        // The root object's hash, combined again (§11 P5): equal projections hash alike.
        "hashValue": .property { _, r in
            guard case .projection(let p) = r else { throw misuse("hashValue needs a projection") }
            var hasher = Hasher()
            hasher.combine(objectHash(p.object))
            return .scalar(.int(Int64(hasher.finalize())))
        },
    ]) { a, _ in a } }

    /// `observe(keyPaths:_:)` on a projection (§11 P7, P8): it observes the
    /// root object's properties that the projected key paths start from.
    /// Given key paths are matched against the origin key paths, the stored part of each projected key path (`"name"`,
    /// not the label `"firstName"`); a Swift key path of the projection
    /// (`\PersonProjection.firstName`) stands for its origin. When none
    /// matches, the whole object is observed, but only changes of a given
    /// origin are reported, so the block then hears only the deletion.
    func observeProjection(_ p: ProjectionHandle, _ a: CallArgs) throws -> RValue {
        guard let block = a.closure else { throw misuse("observe needs a block") }
        guard let info = catalog.projections[p.projectionType] else { throw misuse(Messages.unknownType(p.projectionType)) }
        var given: [String]?
        if let list = a.named("keyPaths"), !list.isNull {
            given = try elements(of: list).map { element -> String in
                switch element {
                case .scalar(.string(let s)): return s
                case .keyPath(_, let path):
                    guard let label = path.first, path.count == 1,
                          let prop = info.properties.first(where: { $0.name == label }) else {
                        throw Interrupt.realm(EngineError(.unknownProperty,
                            Messages.unknownProperty(path.joined(separator: "."), on: p.projectionType)), nil)
                    }
                    return originKeyPath(info, prop.path)
                default: throw misuse("key paths expected")
                }
            }
        }
        var observed = info.properties.map { originKeyPath(info, $0.path) }
        if let given, !given.isEmpty { observed = observed.filter { given.contains($0) } }
        let target = try target(of: .object(p.object), "observe")
        let id = try readToken(.observe(target, keyPaths: observed.isEmpty ? nil : observed))
        observers[id] = Observer(block: block, style: .object, subject: .projection(p), projectionKeyPaths: given)
        return .token(TokenHandle(id: id))
    }

    /// The `.change` a projection's observer hears: one property change per
    /// projected property whose origin starts at a changed property of the
    /// root (and, when key paths were given, whose origin is one of them),
    /// named by its label, its new value read through the projected key path
    /// (no old value: every write of a scenario is made on the observing thread).
    /// nil when no projected property is left: the block is not called.
    func projectionChange(_ p: ProjectionHandle, _ changes: [PropertyChange], keyPaths: [String]?) throws -> [RValue]? {
        guard let info = catalog.projections[p.projectionType] else { return nil }
        var out: [RValue] = []
        for change in changes {
            for prop in info.properties where prop.path.first == change.name {
                if let keyPaths, !keyPaths.isEmpty, !keyPaths.contains(originKeyPath(info, prop.path)) { continue }
                let new = try tolerating { try projectionGet(p, prop.name) } ?? .null
                out.append(.dictionary([
                    (.scalar(.string("name")), .scalar(.string(prop.name))),
                    // Written on the observing thread: the SDK gives no old value.
                    (.scalar(.string("oldValue")), .null),
                    (.scalar(.string("newValue")), new),
                ]))
            }
        }
        return out.isEmpty ? nil : [.enumCase("change", [.projection(p), .array(out)])]
    }

    /// `PersonProjection<Person> <0x…> {\n\t\tfirstName(\\.name) = Ann;\n}`, as
    /// the SDK lays it out: the first property indented by two tabs, the
    /// others by one, each value as Swift prints it (§11 P6).
    func describeProjection(_ p: ProjectionHandle) throws -> String {
        guard let info = catalog.projections[p.projectionType] else { throw misuse(Messages.unknownType(p.projectionType)) }
        let lines = try info.properties.map { prop -> String in
            let origin = originPath(info.base, prop.path)
            return "\t\(prop.name)(\\.\(origin.path.joined(separator: "."))) = \(try describeProjected(try projectionGet(p, prop.name), origin));"
        }
        let address = String(UInt(bitPattern: ObjectIdentifier(p.object).hashValue), radix: 16)
        return "\(p.projectionType)<\(info.base)> <0x\(address)> {\n\t\(lines.joined(separator: "\n"))\n}"
    }

    /// The SDK's `originPropertyKeyPathString` of a projected property: the
    /// stored part of its key path, dotted (`lastName` for
    /// `\.lastName.localizedUppercase`, `extras.phone.mobile.number` for
    /// `\.extras?.phone?.mobile?.number`, `friends` for
    /// `\.friends.projectTo.firstName`). `observe(keyPaths:)` matches the
    /// given key paths against it and observes the root object through it
    /// (RealmSwift/Projection.swift, `ProjectionSchemaCache` and `observe`).
    func originKeyPath(_ info: ProjectionInfo, _ path: [String]) -> String {
        originPath(info.base, path).path.joined(separator: ".")
    }

    /// The stored part of a projected key path, as the SDK's description names
    /// it (`\.lastName` for `\.lastName.localizedUppercase`, `\.friends` for
    /// `\.friends.projectTo.firstName`), whether it passes an optional link,
    /// and, after `projectTo`, the element type of the projected collection.
    struct OriginPath { var path: [String]; var optional = false; var projected: PropertyType? }

    func originPath(_ base: String, _ path: [String]) -> OriginPath {
        var origin = OriginPath(path: [])
        var type = index.types[base]
        var i = 0
        while i < path.count, let t = type, let prop = t[property: path[i]] {
            origin.path.append(path[i])
            i += 1
            if i < path.count, path[i] == "projectTo" {
                var target = prop.type.objectType.flatMap { index.types[$0] }
                for step in path[(i + 1)...] {
                    guard let next = target?[property: step] else { break }
                    origin.projected = next.type
                    target = next.type.objectType.flatMap { index.types[$0] }
                }
                return origin
            }
            if i < path.count, prop.collection == .single, prop.isOptional, prop.type.objectType != nil { origin.optional = true }
            type = prop.type.objectType.flatMap { index.types[$0] }
        }
        return origin
    }

    /// A projected value as Swift's string interpolation prints it: an optional's
    /// wrapped value inside `Optional(…)` (strings quoted), a projected collection
    /// as `ProjectedCollection<T>` with its indexed elements.
    private func describeProjected(_ v: RValue, _ origin: OriginPath) throws -> String {
        if let element = origin.projected {
            let items = try elements(of: v).enumerated().map { "\t[\($0.offset)] \(try render($0.element))" }
            return "ProjectedCollection<\(ScalarTypes.swiftName(element))> {\n\(items.joined(separator: "\n"))\n}"
        }
        guard origin.optional else { return try render(v) }
        if v.isNull { return "nil" }
        return "Optional(\(try renderNested(v)))"
    }

    func projectionPath(_ p: ProjectionHandle, _ name: String) throws -> [String] {
        guard let info = catalog.projections[p.projectionType],
              let path = info.properties.first(where: { $0.name == name })?.path, !path.isEmpty else {
            throw Interrupt.realm(EngineError(.unknownProperty, Messages.unknownProperty(name, on: p.projectionType)), nil)
        }
        return path
    }

    /// Follows the projected key path; through a list it gives the values of each element.
    func projectionGet(_ p: ProjectionHandle, _ name: String) throws -> RValue {
        try follow(.object(p.object), try projectionPath(p, name)[...])
    }

    func follow(_ v: RValue, _ path: ArraySlice<String>) throws -> RValue {
        guard let step = path.first else { return v }
        if v.isNull { return .null }
        // `\.friends.projectTo.firstName`: the collection's elements, each followed on.
        // On a list or set, that is a ProjectedCollection reading the rest of the path from each element.
        if step == "projectTo" {
            if case .collection(let c) = v { return .projectedCollection(ProjectedCollectionHandle(backing: c, path: Array(path.dropFirst()))) }
            return try follow(v, path.dropFirst())
        }
        if case .collection = v { return .array(try elements(of: v).map { try follow($0, path) }) }
        return try follow(try member(v, step), path.dropFirst())
    }

    func projectionSet(_ p: ProjectionHandle, _ name: String, _ value: RValue) throws {
        let path = try projectionPath(p, name)
        var owner: RValue = .object(p.object)
        for step in path.dropLast() {
            owner = try member(owner, step)
            if owner.isNull { throw misuse("cannot set '\(name)': '\(step)' is nil") }
        }
        guard let last = path.last else { return }
        try setMember(owner, last, value)
    }

    /// `PersonProjection(projecting: person)`.
    func makeProjection(_ type: String, _ a: CallArgs) throws -> RValue {
        guard case .object(let o)? = a.named("projecting") else { throw misuse("'\(type)(projecting:)' needs an object") }
        return .projection(ProjectionHandle(projectionType: type, object: o))
    }
}
