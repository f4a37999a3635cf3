// min, max, sum and average of a property (or of a collection of numbers):
// the values are read here; the type rules and empty results are RealmRules'
// `Aggregate`.
//
// Related documentation: rlmarray#aggregating.

internal import RealmRules
internal import RealmSpecCore

extension Storage {
    /// - Throws: `unknownProperty` for a property the objects lack,
    ///   `unsupportedAggregate` for a type the operator does not take.
    ///   `owner` names the class holding a collection of values, for the message.
    func aggregate(_ items: Items, _ op: AggregateOperator, property: String?, owner: String?) throws(EngineError) -> Value {
        let prop: PropertySchema
        let values: [Value]
        let holder: String
        switch items {
        case .objects(let t, let rows):
            guard let name = property else {
                throw Rule.aggregateNeedsProperty(op, type: catalog.tables[t].name)
            }
            guard let p = catalog.tables[t].propertyIndex[name] else {
                throw Rule.aggregateUnknownProperty(name, type: catalog.tables[t].name)
            }
            prop = catalog.tables[t].property(p)
            holder = catalog.tables[t].name
            try Aggregate.checkObjectProperty(op, prop, owner: holder)
            values = self.values(table: t, rows: rows, property: p)
        case .values(let vs, let element):
            if let name = property, name.lowercased() != "self", let objects = mapObjects(items) {
                return try aggregate(objects, op, property: name, owner: owner)
            }
            try Aggregate.checkElementProperty(property, element)
            prop = element
            values = vs
            holder = owner ?? ""
        }
        return try Aggregate.result(op, of: values, prop, owner: holder)
    }
}
