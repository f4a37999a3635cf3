// `projectTo` of a list or set of objects (api-surface.md §5 L25, §7 S21):
// each property name of the element type gives the values of that
// property, one per element in collection order (`list.projectTo.name`);
// another name is unknown.
// Related SDK sections: sdk-api (api-surface.md §5 L25, §7 S21).

extension Interpreter {
    static var projectToMembers: [String: Member] { [
        "projectTo": .property { i, r in try i.projectTo(try coll(r)) },
    ] }

    /// The projected values of every property of a collection of objects.
    func projectTo(_ c: CollectionHandle) throws -> RValue {
        guard let type = c.objectType, let properties = index.properties[type] else {
            throw misuse("projectTo needs a collection of objects")
        }
        let items = try elements(of: .collection(c))
        return .dictionary(try properties.keys.sorted().map { name in
            (.scalar(.string(name)), .array(try items.map { try member($0, name) }))
        })
    }
}
