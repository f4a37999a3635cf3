// The package's own tree for a compiled scenario. Each scenario is compiled
// from SwiftSyntax once; running it walks only this tree.

package import RealmSpecCore

/// One argument of a call: its label (nil when unlabelled) and expression.
package struct Arg {
    package var label: String?
    package let value: Expr
    package init(label: String?, value: Expr) { self.label = label; self.value = value }
}

/// A part of a string literal.
package enum StringPart {
    case text(String)
    case interpolation(Expr)
}

package indirect enum Expr {
    case literal(RValue)
    case string([StringPart])
    case array([Expr])
    case dictionary([(Expr, Expr)])
    case identifier(String)
    /// `base.name`; `optional` for `base?.name`.
    case member(Expr, String, optional: Bool)
    /// A call of `callee(args)`; a trailing closure is the last argument.
    /// `labels` are the arguments' labels, kept once so a run need not collect them.
    case call(Expr, [Arg], labels: [String?])
    case subscriptExpr(Expr, [Arg], optional: Bool)
    case binary(String, Expr, Expr)
    case and(Expr, Expr)
    case or(Expr, Expr)
    case not(Expr)
    case negate(Expr)
    case forceUnwrap(Expr)
    case ternary(Expr, Expr, Expr)
    case nilCoalesce(Expr, Expr)
    case closure(params: [String], body: [Stmt])
    /// `where { … }` closure.
    case queryClosure(QueryTemplate)
    /// `try?` (true) or `try`/`try!`/`await` (false: passes through).
    case tryOptional(Expr)
    case keyPath(type: String?, [String])
    /// `.name` or `.name(args)`.
    case enumCase(String, [Arg])
    /// `Dog.self`.
    case typeRef(String)
    /// `List<Dog>`, `Map<String, Int>`: a generic type used as a callee.
    case genericType(String, [String])
    case range(Expr, Expr)
    case tuple([Expr])
    /// An XCTest assertion or `assertThrows`: arguments are evaluated by the
    /// assertion; `source` is the call as written, for failure messages.
    case assertion(String, [Arg], source: String)
    /// An assignment used as an expression (`assertThrows(dog.age = 2, .kind)`).
    case assign(Expr, Expr, op: String?)
    /// `x is T` / `x as? T` / `x as! T` (checked by type name).
    case typeCheck(Expr, String, cast: TypeCheck)
}

extension Expr {
    package static func call(_ callee: Expr, _ args: [Arg]) -> Expr { .call(callee, args, labels: args.map(\.label)) }
}

/// What a type check gives: a Bool (`is`), nil on mismatch (`as?`), or an error (`as!`).
package enum TypeCheck { case test, optionalCast, forcedCast }

/// A pattern in `switch`/`if case`/`for`.
package indirect enum Pattern {
    case wildcard
    case bind(String)
    case enumCase(String, [Pattern])
    /// `(key, value)`
    case tuple([Pattern])
    case value(Expr)
}

package enum Condition {
    case bool(Expr)
    /// `if let name = expr`
    case optionalBinding(String, Expr)
    case match(Pattern, Expr)
}

package struct SwitchCase {
    /// Empty for `default`.
    let patterns: [Pattern]
    let body: [Stmt]
    package init(patterns: [Pattern], body: [Stmt]) { self.patterns = patterns; self.body = body }
}

package indirect enum Stmt {
    case expr(Expr, SourceLocation)
    case declare(name: String, Expr?, constant: Bool, SourceLocation)
    /// `lhs = rhs` or `lhs op= rhs` (op is the arithmetic operator).
    case assign(Expr, Expr, op: String?, SourceLocation)
    case ifStmt([Condition], [Stmt], [Stmt]?, SourceLocation)
    case guardStmt([Condition], [Stmt], SourceLocation)
    case forIn(Pattern, Expr, [Stmt], SourceLocation)
    case whileStmt([Condition], [Stmt], SourceLocation)
    case switchStmt(Expr, [SwitchCase], SourceLocation)
    case returnStmt(Expr?, SourceLocation)
    case throwStmt(Expr, SourceLocation)
    case breakStmt(SourceLocation)
    case continueStmt(SourceLocation)
    case block([Stmt], SourceLocation)
    /// `do { body } catch { handler }`: the handler sees the thrown Swift error as `error`.
    case doCatch([Stmt], [Stmt], SourceLocation)

    var location: SourceLocation {
        switch self {
        case .expr(_, let l), .declare(_, _, _, let l), .assign(_, _, _, let l), .ifStmt(_, _, _, let l),
             .guardStmt(_, _, let l), .forIn(_, _, _, let l), .whileStmt(_, _, let l), .switchStmt(_, _, let l),
             .returnStmt(_, let l), .throwStmt(_, let l), .breakStmt(let l), .continueStmt(let l), .block(_, let l),
             .doCatch(_, _, let l):
            return l
        }
    }
}

/// A `where { … }` closure compiled into a query whose constants are
/// expressions evaluated when the query is used.
package indirect enum QueryTemplate {
    case and(QueryTemplate, QueryTemplate)
    case or(QueryTemplate, QueryTemplate)
    case not(QueryTemplate)
    case compare(QueryOperand, ComparisonOperator, QueryOperand, caseInsensitive: Bool, diacriticInsensitive: Bool)
    /// A boolean key path used as a predicate (`$0.isGood`).
    case keyPathTrue([String])
    /// `true` / `false` (TRUEPREDICATE, FALSEPREDICATE).
    case constant(Bool)
    /// A closure the SDK's `Query` refuses while building it, with its message.
    case refused(String)
    /// Statements run before the closure's query expression (`let l = …; return $0.x == l`).
    case prelude([Stmt], QueryTemplate)
}

package enum QueryOperand {
    case keyPath([String])
    case count([String])
    case aggregate(AggregateOperator, [String], property: String?)
    /// `$0.map.keys`: the map's keys (`map.@allKeys`).
    case allKeys([String])
    case value(Expr)
    /// `($0.list.age > 5).count`: how many elements of the collection match
    /// the inner template (the SDK's `SUBQUERY(list, $col1, …).@count`).
    /// The inner key paths that went through the collection start with
    /// `QueryOperand.element` in its place; every inner key path is read
    /// from the element. A template with no such key path is `.refused`.
    case subquery(collection: [String], QueryTemplate)
    /// `$0.map["key"]`, `$0.anyCol[0]["key"]`, `$0.anyCol.any`: a subscripted
    /// map or AnyRealmValue key path (the SDK's `map[%@]`, `anyCol[%@]`, `anyCol[%K]`).
    case subscripted([String], [QuerySubscript])

    /// The first step of a subquery's key path that stands for the element.
    package static let element = "$col"
}

/// One subscript of a where closure's key path.
package enum QuerySubscript {
    /// `["key"]` or `[0]`: a key or an index, evaluated when the query is built.
    case value(Expr)
    /// `.any`: every element (the SDK's `[%K]` given `#any`).
    case anyElement
}

/// A file-level function the scenarios of its file call by name
/// (`func makeDog(_ name: String) -> Dog { … }`): a closure over the
/// scenario's outermost scope, its parameters bound by position.
package struct HelperFunction {
    package let name: String
    let params: [String]
    let body: [Stmt]
    package init(name: String, params: [String], body: [Stmt]) { self.name = name; self.params = params; self.body = body }
}

/// A compiled scenario, with the helper functions of its file.
package struct CompiledScenario {
    package let name: String
    let body: [Stmt]
    let helpers: [HelperFunction]
    package init(name: String, body: [Stmt], helpers: [HelperFunction] = []) {
        self.name = name; self.body = body; self.helpers = helpers
    }
}
