// Which recorded uses of the SDK a scenario checks: each use is recorded
// with the expression the compiler is on (the innermost one it compiles),
// and `CheckedCalls` says whether that expression's value or change reaches
// an assertion. A member is checked in a scenario when one of its uses is.
// Each checked use is checked in one of two ways: as part of the expression
// of an `assertThrows` (a *refusal*: the scenario checks that the call is
// refused), or outside it (a *result*: its value or its change reaches an
// assertion). A claim about a result is credited only by the second, a
// claim about a refusal only by the first.
// Related documentation: sdk-api (coverage of the SDK's members).

internal import ScenarioAPI
internal import SwiftSyntax

/// The uses a scenario records, and those of them it checks.
struct ApiUseSet: Sequence {
    private(set) var uses: Set<ApiUse> = []
    private(set) var checked: Set<ApiUse> = []
    /// The checked uses whose value or change reaches an assertion, outside any `assertThrows` expression.
    private(set) var results: Set<ApiUse> = []
    /// The uses made inside the expression of an `assertThrows`: checked as refused.
    private(set) var refusals: Set<ApiUse> = []
    /// Per `assertThrows` (by its position), the uses made in its expression.
    private(set) var refusalsBySite: [Int: Set<ApiUse>] = [:]
    /// The scenario's analysis, set when it starts compiling.
    var analysis: CheckedCalls?
    /// The expressions being compiled, innermost last; nil where a statement starts.
    private var current: [ExprSyntax?] = []

    /// Records a use of the expression being compiled.
    mutating func insert(_ use: ApiUse) {
        uses.insert(use)
        guard let node = current.last ?? nil, let analysis, analysis.isChecked(node) else { return }
        checked.insert(use)
        if let site = analysis.refusalSite(node) {
            refusals.insert(use)
            refusalsBySite[site, default: []].insert(use)
        } else {
            results.insert(use)
        }
    }

    /// The compiler starts on an expression (nil: a statement, whose patterns are no expression's).
    mutating func enter(_ e: ExprSyntax?) { current.append(e) }

    mutating func leave() { _ = current.popLast() }

    func makeIterator() -> Set<ApiUse>.Iterator { uses.makeIterator() }
}

extension Compiler {
    /// The checked uses, in the order `takeApiUsage` sorts the members.
    func checkedApiUses() -> [ApiUse] {
        apiUsage.members.checked.sorted(by: ApiUse.precedes)
    }

    /// The uses checked through their result or change, sorted like `checkedApiUses`.
    func resultApiUses() -> [ApiUse] {
        apiUsage.members.results.sorted(by: ApiUse.precedes)
    }

    /// The uses checked as refused (inside an `assertThrows` expression), sorted like `checkedApiUses`.
    func refusalApiUses() -> [ApiUse] {
        apiUsage.members.refusals.sorted(by: ApiUse.precedes)
    }
}
