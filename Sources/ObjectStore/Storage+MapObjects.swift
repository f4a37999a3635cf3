// A query, sort or distinct over a map of objects works on the objects its
// values link to, as results of that object type; an entry whose value is
// nil is not among them (realm-core queries the dictionary's links). The
// map itself still counts and lists every entry.
// Related SDK sections: sdk-api (api-surface.md §9 M18, M19, M22, M23, M24–M27, M40–M44).

internal import RealmSpecCore

extension Storage {
    /// The contents a filter, sort or distinct of `base` starts from.
    func queryItems(_ base: CollectionRef, filtering: Bool = false) throws(EngineError) -> Items {
        if let none = try objectsOfDeletedOwner(base, filtering: filtering) { return none }
        let found = try items(base)
        return mapObjects(found) ?? found
    }

    /// A map of objects' values as the objects they link to, nil entries left
    /// out; nil for anything else. An aggregate over a property of a map of
    /// objects reads these too (RLMManagedDictionary's column for the property).
    func mapObjects(_ found: Items) -> Items? {
        guard case .values(let vs, let element) = found, element.collection == .map, case .object(let target) = element.type,
              let tt = catalog.tableIndex[target] else { return nil }
        return .objects(table: tt, rows: vs.compactMap { $0.linkKey.flatMap { self.row(table: tt, id: $0.id) } })
    }

    /// A query, sort or distinct over a list or set of objects whose owner
    /// was deleted reads no objects and stays valid: realm-core runs it as a
    /// query restricted to the collection, which now holds nothing
    /// (ResultsTests' results depending on a deleted link view). A query
    /// (`filtering`) over a map of objects is restricted the same way; a sort
    /// or distinct of a map reads the map itself. Nil for any other base; a
    /// collection of values, or a sorted map, still fails as invalidated.
    func objectsOfDeletedOwner(_ base: CollectionRef, filtering: Bool = false) throws(EngineError) -> Items? {
        guard case .property(let owner, let name) = base else { return nil }
        let t = try table(named: owner.type, operation: "collection")
        guard let p = catalog.tables[t].propertyIndex[name] else { return nil }
        let prop = catalog.tables[t].property(p)
        guard prop.collection == .list || prop.collection == .set || (filtering && prop.collection == .map),
              case .object(let target) = prop.type,
              let tt = catalog.tableIndex[target], row(table: t, id: owner.id) == nil else { return nil }
        return .objects(table: tt, rows: [])
    }
}
