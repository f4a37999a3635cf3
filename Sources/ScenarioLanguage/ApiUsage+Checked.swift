// Which recorded uses of the SDK a scenario checks: each use is recorded
// with the expression the compiler is on (the innermost one it compiles),
// and `CheckedCalls` says whether that expression's value or change reaches
// an assertion. A member is checked in a scenario when one of its uses is.
// Related documentation: sdk-api (coverage of the SDK's members).

internal import ScenarioAPI
internal import SwiftSyntax

/// The uses a scenario records, and those of them it checks.
struct ApiUseSet: Sequence {
    private(set) var uses: Set<ApiUse> = []
    private(set) var checked: Set<ApiUse> = []
    /// The scenario's analysis, set when it starts compiling.
    var analysis: CheckedCalls?
    /// The expressions being compiled, innermost last; nil where a statement starts.
    private var current: [ExprSyntax?] = []

    /// Records a use of the expression being compiled.
    mutating func insert(_ use: ApiUse) {
        uses.insert(use)
        guard !checked.contains(use), let node = current.last ?? nil, analysis?.isChecked(node) == true else { return }
        checked.insert(use)
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
}
