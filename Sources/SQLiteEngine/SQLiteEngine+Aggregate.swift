// min, max, sum and average of a property (or of a collection of numbers):
// the values are read here; the type rules and empty results are RealmRules'
// `Aggregate`.
//
// Related documentation: rlmarray#aggregating.

import RealmRules
import RealmSpecCore

extension SQLiteEngine {
    /// - Throws: `unknownProperty` for a property the objects lack,
    ///   `unsupportedAggregate` for a type the operator does not take.
    func aggregate(_ ref: CollectionRef, _ op: AggregateOperator, property: String?) throws(EngineError) -> Value {
        let prop: PropertySchema
        let values: [Value]
        switch try items(ref) {
        case .objects(let type, let ids):
            let schema = try objectSchema(type, "aggregate")
            guard let name = property else {
                throw Rule.aggregateNeedsProperty(op, type: type)
            }
            prop = try propertySchema(name, of: schema)
            try Aggregate.checkObjectProperty(op, prop)
            values = try keyValues(type: type, ids: ids, paths: [[name]]).compactMap(\.first)
        case .values(let vs, let element):
            try Aggregate.checkElementProperty(property, element)
            prop = element
            values = vs
        }
        return try Aggregate.result(op, of: values, prop)
    }
}
