// Explaining query plans, an optional capability of the seam: an engine
// that can say how it would answer a query (pushed down into its storage,
// or evaluated by its own rules) implements `explain`; every other engine
// keeps the default, which answers `unsupported`. `realmspec engines
// --explain` prints the plans.
//
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

/// A read over the objects of one type an engine may explain.
public enum ExplainedRead: Hashable, Sendable {
    case count(Query)
    /// Sorted by key paths; `limit`: only the first elements are read.
    case sorted(Query?, [SortDescriptor], limit: Int?)
    case distinct(Query?, [String])
    case aggregate(Query?, AggregateOperator, property: String)
}

extension Engine {
    /// By default an engine cannot explain its plans.
    ///
    /// - Throws: `unsupported`.
    public func explain(_ query: Query, on type: String) throws(EngineError) -> String? {
        throw EngineError.cannotExplain(info.name)
    }

    /// By default an engine cannot explain its plans.
    ///
    /// - Throws: `unsupported`.
    public func explain(_ read: ExplainedRead, on type: String) throws(EngineError) -> String? {
        throw EngineError.cannotExplain(info.name)
    }
}

extension EngineError {
    /// The engine has no way to explain its plans.
    static func cannotExplain(_ engine: String) -> EngineError {
        EngineError(.unsupported, "engine '\(engine)' cannot explain its plans")
    }
}
