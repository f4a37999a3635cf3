// The schema hooks a model class overrides (`override class func
// primaryKey() -> String? { "id" }`) answer what the override returns, as
// the SDK calls the class's own method; a class that overrides none keeps
// RLMObject's (or Object's) defaults (Interpreter+ObjcObject.swift).
// Related documentation: sdk-reference api-surface.md §2 #19–#21, §12.2 #14–#18, §12.3.

internal import RealmSpecCore

extension Interpreter {
    /// What the class `r` names returns from its override of `hook`; nil when it does not override it.
    func classHook(_ r: RValue, _ hook: String) throws -> RValue? {
        let schema = try modelSchema(r)
        return catalog.classHooks[schema.name]?[hook].map(Self.hookValue)
    }

    /// A hook's literal as a scenario value: strings, arrays and dictionaries of them, nil.
    static func hookValue(_ v: Value) -> RValue {
        switch v {
        case .null: return .null
        case .list(let items): return .array(items.map(hookValue))
        case .map(let entries): return .dictionary(entries.map { (.scalar(.string($0.key)), hookValue($0.value)) })
        default: return .scalar(v)
        }
    }
}
