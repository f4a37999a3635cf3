// Covered is not verified. A claim is *covered* when some scenario names it
// and uses one of its members; it is *verified on an engine* when it is
// covered and every scenario naming it ran on that engine and passed. The
// coverage pages show a claims x engines table when they are given a run,
// and `realmspec coverage --results` prints the verified counts per engine.

public import SpecRunModel

/// How one claim fared on one engine.
public enum ClaimStatus: String, Hashable, Sendable, Codable {
    /// Every case naming the claim passed.
    case verified
    /// Some case naming it failed, erred, timed out, passed unexpectedly or
    /// failed as expected: the engine breaks the claim (knowingly or not).
    case broken
    /// Nothing broke, but some case naming it was skipped.
    case skipped
    /// No case naming it ran on this engine.
    case notRun

    /// What a cell shows.
    public var mark: String {
        switch self {
        case .verified: return "✓"
        case .broken: return "✗"
        case .skipped: return "skipped"
        case .notRun: return "–"
        }
    }
}

/// The claims x engines verification of one run.
public struct Verification: Hashable, Sendable, Codable {
    public var engines: [String]
    /// Claim id -> engine -> status, for every claim of pages.yaml.
    public var status: [String: [String: ClaimStatus]]
    /// Per engine: claims verified / claims in pages.yaml.
    public var verified: [String: Tally]

    /// Claims broken on this engine, in pages.yaml order.
    public func broken(on engine: String, order: [String]) -> [String] {
        order.filter { status[$0]?[engine] == .broken }
    }
}

extension Coverage {
    /// Claim ids in pages.yaml order.
    public var claimOrder: [String] { pages.flatMap { allClaims[$0.id]?.map(\.id) ?? [] } }

    /// This coverage with the run's verification: per engine and claim,
    /// whether every case naming the claim passed. A claim no scenario backs
    /// (none of the scenarios naming it uses one of its members) is never
    /// verified: no case counts for it, so it shows as not run.
    public func verified(by run: RunRecord) -> Coverage {
        var copy = self
        let uncovered = Set(pages.flatMap(\.uncoveredClaims).map(\.id))
        copy.verification = Self.verification(claims: claimOrder, run: run, counting: { !uncovered.contains($0) })
        return copy
    }

    static func verification(claims: [String], run: RunRecord, counting: (String) -> Bool = { _ in true }) -> Verification {
        let engines = run.engines
        var seen: [String: [String: [CaseStatus]]] = [:]
        for record in run.cases {
            for claim in record.claims { seen[claim, default: [:]][record.engine, default: []].append(record.status) }
        }
        var status: [String: [String: ClaimStatus]] = [:]
        var verified: [String: Tally] = [:]
        for engine in engines { verified[engine] = Tally(covered: 0, total: claims.count) }
        for claim in claims {
            var row: [String: ClaimStatus] = [:]
            for engine in engines {
                let statuses = counting(claim) ? seen[claim]?[engine] ?? [] : []
                let s: ClaimStatus
                if statuses.isEmpty { s = .notRun }
                else if statuses.contains(where: { $0.isUnexpected || $0 == .xfail }) { s = .broken }
                else if statuses.contains(.skipped) { s = .skipped }
                else { s = .verified }
                row[engine] = s
                if s == .verified { verified[engine]?.covered += 1 }
            }
            status[claim] = row
        }
        return Verification(engines: engines, status: status, verified: verified)
    }
}

/// The claims x engines table, for the coverage pages.
enum VerificationTable {
    static func markdown(_ coverage: Coverage) -> String {
        guard let v = coverage.verification, !v.engines.isEmpty else { return "" }
        var md = "## Verified on each engine\n\n"
        md += "A claim is verified on an engine when every scenario naming it ran there and passed. "
        md += "✓ verified · ✗ broken (a failure, an error, a timeout or an expected failure) · skipped · – not run.\n\n"
        md += "| Engine | Verified |\n|---|---|\n"
        for engine in v.engines { md += "| \(MarkdownText.escaped(engine)) | \(v.verified[engine]?.summary ?? "") |\n" }
        md += "\n| Claim |" + v.engines.map { " \(MarkdownText.escaped($0)) |" }.joined() + "\n"
        md += "|---|" + String(repeating: "---|", count: v.engines.count) + "\n"
        for claim in coverage.claimOrder {
            md += "| \(MarkdownText.escaped(claim)) |"
            md += v.engines.map { " \(v.status[claim]?[$0]?.mark ?? "–") |" }.joined() + "\n"
        }
        return md + "\n"
    }

    /// At the top of the page: per engine, verified count and the broken claims.
    static func brokenSummaryHTML(_ coverage: Coverage) -> String {
        guard let v = coverage.verification, !v.engines.isEmpty else { return "" }
        var html = "<table class=\"broken\">\n<thead><tr><th>Engine</th><th>Verified</th><th>Broken claims</th></tr></thead>\n<tbody>\n"
        for engine in v.engines {
            let tally = v.verified[engine] ?? Tally()
            let broken = v.broken(on: engine, order: coverage.claimOrder)
            html += "<tr><th>\(HTMLText.escaped(engine))</th>"
            html += "<td class=\"cell \(broken.isEmpty ? (tally.covered == tally.total ? "green" : "grey") : "red")\">\(tally.summary)</td><td>"
            html += broken.isEmpty ? "none" : broken.prefix(12).map { "<code>\(HTMLText.escaped($0))</code>" }.joined(separator: " ")
                + (broken.count > 12 ? " and \(broken.count - 12) more (<a href=\"#verified\">all</a>)" : "")
            html += "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    static func brokenSummaryMarkdown(_ coverage: Coverage) -> String {
        guard let v = coverage.verification, !v.engines.isEmpty else { return "" }
        var md = "| Engine | Verified | Broken claims |\n|---|---|---|\n"
        for engine in v.engines {
            let broken = v.broken(on: engine, order: coverage.claimOrder)
            md += "| \(MarkdownText.escaped(engine)) | \(v.verified[engine]?.summary ?? "") | "
            md += broken.isEmpty ? "none" : broken.prefix(12).map { MarkdownText.escaped($0) }.joined(separator: ", ")
                + (broken.count > 12 ? " and \(broken.count - 12) more" : "")
            md += " |\n"
        }
        return md + "\n"
    }

    static func html(_ coverage: Coverage) -> String {
        guard let v = coverage.verification, !v.engines.isEmpty else { return "" }
        var html = "<h2 id=\"verified\">Verified on each engine</h2>\n"
        html += "<p>A claim is verified on an engine when every scenario naming it ran there and passed. "
        html += "<a href=\"matrix.html\">The matrix</a> lists the failures; the counts are at the top of this page.</p>\n"
        html += "<table class=\"verification\">\n<thead><tr><th>Claim</th>"
        for engine in v.engines { html += "<th>\(HTMLText.escaped(engine))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for claim in coverage.claimOrder {
            html += "<tr><th><code>\(HTMLText.escaped(claim))</code></th>"
            for engine in v.engines {
                let s = v.status[claim]?[engine] ?? .notRun
                let colour: String
                switch s {
                case .verified: colour = "green"
                case .broken: colour = "red"
                case .skipped: colour = "skip"
                case .notRun: colour = "grey"
                }
                html += "<td class=\"cell \(colour)\" title=\"\(s.rawValue)\">\(s.mark)</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    static func text(_ coverage: Coverage) -> [String] {
        guard let v = coverage.verification else { return [] }
        var lines: [String] = []
        for engine in v.engines {
            let tally = v.verified[engine] ?? Tally()
            var line = "verified on \(TerminalText.escaped(engine)): claims \(tally.summary)"
            let broken = v.broken(on: engine, order: coverage.claimOrder)
            if !broken.isEmpty {
                line += "; broken: " + broken.prefix(10).map { TerminalText.escaped($0) }.joined(separator: ", ")
                    + (broken.count > 10 ? " and \(broken.count - 10) more" : "")
            }
            lines.append(line)
        }
        return lines
    }
}
