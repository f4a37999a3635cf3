// `create` given an object of another class, or a value that is neither an
// array nor a dictionary: Realm reads each property of the class being made
// from it by key-value coding (RLMAccessor.mm `createObject` drops the
// object and reads it as a value; `value_for_property` calls
// `RLMValidatedValueForProperty`). An object of another class gives the
// values of the properties both classes name and is refused, naming the
// first key it lacks [MV2]; a string, number or date lacks every key. The
// primary key is read first, then the other properties in order.
//
// Related documentation: crud-update#upsert-an-object.
// SDK rows (sdk-messages): MV2.

internal import RealmRules
internal import RealmSpecCore

extension ObjectStore {
    /// The fields of table `t` read by key-value coding from `fields`, the
    /// values of an object of class `source`; `shown` is the value as the
    /// message prints it.
    ///
    /// - Throws: `missingValue` (MV2) for the first property of `t` that `source` does not have.
    func keyValueFields(_ fields: [MapEntry], source: String, shown: Value, into t: Int) throws(EngineError) -> [MapEntry] {
        let info = catalog.tables[t]
        let theirs = catalog.tableIndex[source].map { catalog.tables[$0] }
        var out: [MapEntry] = []
        for p in keyValueOrder(info) {
            let name = info.property(p).name
            guard let theirs, theirs.propertyIndex[name] != nil else {
                throw Rule.missingKey(Rule.plain(shown), type: info.name, key: name)
            }
            if let e = fields.first(where: { $0.key == name }) { out.append(e) }
        }
        return out
    }

    /// A scalar given as a whole object's value: key-value coding finds none
    /// of the class's keys, so the first property read is refused [MV2].
    func refuseScalarObjectValue(_ value: Value, into t: Int) throws(EngineError) {
        let info = catalog.tables[t]
        if let p = keyValueOrder(info).first {
            throw Rule.missingKey(Rule.plain(value), type: info.name, key: info.property(p).name)
        }
    }

    /// The stored properties in the order `Object::create` reads them: the primary key first.
    private func keyValueOrder(_ info: TableInfo) -> [Int] {
        guard let pk = info.primaryKey else { return info.storedProperties }
        return [pk] + info.storedProperties.filter { $0 != pk }
    }
}
