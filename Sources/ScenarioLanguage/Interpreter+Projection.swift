// Class projections: `Projection<T>` subclasses whose `@Projected` properties
// read and write through key paths of the projected object.
// Related documentation: crud-update#update-properties-through-a-class-projection,
// crud-update#change-class-projection-properties.

import RealmSpecCore

extension Interpreter {
    static var projectionMembers: [String: Member] { freezeMembers.merging(projectionRootMembers) { a, _ in a }.merging([
        "observe": .method { i, r, a in
            guard case .projection(let p) = r else { throw misuse("observe needs a projection") }
            return try i.observe(.object(p.object), a, style: .object)
        },
    ]) { a, _ in a } }

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

    private func follow(_ v: RValue, _ path: ArraySlice<String>) throws -> RValue {
        guard let step = path.first else { return v }
        if v.isNull { return .null }
        // `\.friends.projectTo.firstName`: the collection's elements, each followed on.
        if step == "projectTo" { return try follow(v, path.dropFirst()) }
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
