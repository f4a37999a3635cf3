// Lint of predicate strings written as literals (`filter("age < %@", 2)`):
// their key paths are checked against the model like where closures are.
// Related documentation: crud-delete#delete-multiple-objects, rlmarray#querying.

internal import PredicateFormat
internal import RealmSpecCore
internal import ScenarioInterpreter
internal import SwiftSyntax

extension Compiler {
    /// Members whose first string argument (or `where:` argument) is a predicate.
    static let predicateMembers: Set<String> = ["filter", "objectsWhere", "indexOfObjectWhere", "objects", "indexOfObject"]

    /// Checks a literal predicate of a call on a collection whose type lint knows.
    func checkPredicate(_ c: FunctionCallExprSyntax) {
        guard expectedErrorDepth == 0, let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
              Self.predicateMembers.contains(m.declName.baseName.text) else { return }
        let args = Array(c.arguments)
        var type: String?
        var formatIndex = 0
        if case .collection(let t)? = staticType(base) { type = t }
        if let r = base.as(DeclReferenceExprSyntax.self), catalog.types[r.baseName.text] != nil {
            type = r.baseName.text
            formatIndex = args.firstIndex { $0.label?.text == "where" } ?? -1
        }
        guard let type, let schema = catalog.types[type], formatIndex >= 0, formatIndex < args.count,
              let literal = args[formatIndex].expression.as(StringLiteralExprSyntax.self),
              case .string(let format)? = LiteralReader.value(ExprSyntax(literal)) else { return }
        let placeholders = args.count - formatIndex - 1
        do {
            let query = try PredicateFormat.parse(format, arguments: Array(repeating: .null, count: placeholders))
            for path in Self.keyPaths(in: query) where !catalog.resolves(path, from: schema) {
                sink.error(.unknownProperty, Messages.unknownProperty(path.joined(separator: "."), on: type)
                           + catalog.propertyHint(path, from: schema), at: location(literal))
            }
        } catch {
            if placeholders == 0 { sink.error(.invalidPredicate, "invalid predicate: \(error.message)", at: location(literal)) }
        }
    }

    /// Every key path a query reads.
    static func keyPaths(in q: Query) -> [[String]] {
        switch q {
        case .truePredicate, .falsePredicate: return []
        case .and(let qs), .or(let qs): return qs.flatMap { keyPaths(in: $0) }
        case .not(let sub): return keyPaths(in: sub)
        case .compare(let c):
            return [c.lhs, c.rhs].compactMap { e -> [String]? in
                switch e {
                case .keyPath(let p), .count(let p), .allKeys(let p):
                    let steps = p.filter { $0 != "@allValues" }
                    return steps.isEmpty ? nil : steps
                case .aggregate(_, let p, let prop): return p.filter { $0 != "@allValues" } + (prop.map { [$0] } ?? [])
                // The subquery's own key paths start at the element; the query rules check them.
                case .subquery(let p, _), .subscripted(let p, _): return p
                case .constant: return nil
                }
            }
        }
    }
}
