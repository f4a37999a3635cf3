// A change that a cancelled write undoes reaches no read after the cancel.
// `realm.beginWrite(); list.append(d); realm.cancelWrite()` followed by
// `XCTAssertEqual(list.count, 0)` checks the cancel, not the append: the
// append is checked only by an assertion between it and the cancel. A write
// is `beginWrite()`/`beginWriteTransaction()` up to the next
// `commitWrite`/`cancelWrite` (and their Objective-C names), or a
// `write { }`/`transaction { }` block, which a `cancelWrite()` inside it ends.
// A change of an unmanaged object inside such a write is not undone by the
// SDK, but is treated alike: the analysis cannot tell the two apart, and so
// counts the change as called, never as checked when it is not.
// Related documentation: sdk-api (coverage of the SDK's members).

internal import SwiftSyntax

extension CheckedCalls {
    /// One write of the body: where it begins and ends, and whether it ends by a cancel.
    struct WriteSpan: Equatable {
        let begin: Int
        let end: Int
        let cancelled: Bool
    }

    private enum WriteEvent { case begin, commit, cancel }

    /// The writes of a body, in source order.
    static func writeSpans(in body: Syntax) -> [WriteSpan] {
        let finder = CheckedNodeFinder()
        finder.walk(body)
        var events: [(offset: Int, event: WriteEvent)] = []
        for call in finder.calls {
            guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
            switch name {
            case "beginWrite", "beginWriteTransaction": events.append((call.positionAfterSkippingLeadingTrivia.utf8Offset, .begin))
            case "commitWrite", "commitWriteTransaction": events.append((call.endPositionBeforeTrailingTrivia.utf8Offset, .commit))
            case "cancelWrite", "cancelWriteTransaction": events.append((call.endPositionBeforeTrailingTrivia.utf8Offset, .cancel))
            case "write", "transaction":
                guard let block = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { continue }
                events.append((block.positionAfterSkippingLeadingTrivia.utf8Offset, .begin))
                events.append((block.endPositionBeforeTrailingTrivia.utf8Offset, .commit))
            default: continue
            }
        }
        var spans: [WriteSpan] = []
        var open: Int?
        for (offset, event) in events.sorted(by: { $0.offset < $1.offset }) {
            switch event {
            case .begin: if open == nil { open = offset }
            case .commit, .cancel:
                guard let begin = open else { continue }
                spans.append(WriteSpan(begin: begin, end: offset, cancelled: event == .cancel))
                open = nil
            }
        }
        return spans
    }

    /// Where the cancel that undoes a change at `offset` ends, when the change is inside a cancelled write.
    func cancelCut(after offset: Int) -> Int? {
        spans.first { $0.cancelled && $0.begin < offset && offset < $0.end }?.end
    }

    /// Per declared name, the latest position of an assertion its data
    /// reaches, counting only assertions and flows before `cutoff`.
    static func latestObservations(_ facts: Facts, before cutoff: Int) -> [Int] {
        var cut = facts
        cut.assertions = facts.assertions.filter { $0.offset < cutoff }
        cut.flows = facts.flows.filter { $0.offset < cutoff }
        return latestObservations(cut)
    }
}
