// Comparing two runs case by case, per engine: what regressed, what was
// fixed, what appeared and what disappeared — what a branch changes
// compared with main. `realmspec diff` prints it and writes it as an HTML
// and a Markdown page.

public import SpecRunModel

/// The differences between an older and a newer run.
///
///     let diff = RunDiff(old: mainRun, new: branchRun)
///     if diff.hasRegression { … }
public struct RunDiff: Sendable {
    /// How a case changed between the runs.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Nothing unexpected before, something unexpected now.
        case regressed
        /// Unexpected before, not now.
        case fixed
        /// Only in the newer run.
        case appeared
        /// Only in the older run.
        case disappeared
        /// Another status, neither better nor worse (a pass now skipped, a failure now an error).
        case changed

        var title: String {
            switch self {
            case .regressed: return "Regressed"
            case .fixed: return "Fixed"
            case .appeared: return "Appeared"
            case .disappeared: return "Disappeared"
            case .changed: return "Changed"
            }
        }
    }

    /// One case that differs.
    public struct Change: Hashable, Sendable {
        public var kind: Kind
        public var engine: String
        /// `file::name`.
        public var id: String
        public var file: String
        public var line: Int
        public var old: CaseStatus?
        public var new: CaseStatus?
        /// The newer run's message, or the older one's for a fix or a disappearance.
        public var message: String?
        public var claims: [String]
    }

    /// Per engine, in the order the engines appear (newer run first), every change.
    public var engines: [(engine: String, changes: [Change])] {
        var order: [String] = []
        var grouped: [String: [Change]] = [:]
        for change in changes {
            if grouped[change.engine] == nil { order.append(change.engine) }
            grouped[change.engine, default: []].append(change)
        }
        return order.map { ($0, grouped[$0] ?? []) }
    }

    public var changes: [Change]
    /// Cases present in both runs, over all engines.
    public var compared: Int
    public var oldStartedAt: Double
    public var newStartedAt: Double

    public var hasRegression: Bool { changes.contains { $0.kind == .regressed } }

    public func count(_ kind: Kind, engine: String? = nil) -> Int {
        changes.filter { $0.kind == kind && (engine == nil || $0.engine == engine) }.count
    }

    /// Cases are matched by engine name and `file::name`; durations and
    /// output are ignored.
    public init(old: RunRecord, new: RunRecord) {
        func key(_ c: CaseRecord) -> String { c.engine + "\u{0}" + c.scenarioKey }
        var before: [String: CaseRecord] = [:]
        for c in old.cases { before[key(c)] = c }
        var seen: Set<String> = []
        var changes: [Change] = []
        var compared = 0
        for c in new.cases {
            let k = key(c)
            guard seen.insert(k).inserted else { continue }
            guard let o = before[k] else {
                changes.append(Change(kind: .appeared, engine: c.engine, id: c.scenarioKey, file: c.file, line: c.line,
                                      old: nil, new: c.status, message: c.message, claims: c.claims))
                continue
            }
            compared += 1
            guard o.status != c.status else { continue }
            let kind: Kind
            switch (o.status.isUnexpected, c.status.isUnexpected) {
            case (false, true): kind = .regressed
            case (true, false): kind = .fixed
            default: kind = .changed
            }
            changes.append(Change(kind: kind, engine: c.engine, id: c.scenarioKey, file: c.file, line: c.line,
                                  old: o.status, new: c.status, message: kind == .fixed ? o.message : c.message,
                                  claims: c.claims))
        }
        for o in old.cases where !seen.contains(key(o)) {
            seen.insert(key(o))
            changes.append(Change(kind: .disappeared, engine: o.engine, id: o.scenarioKey, file: o.file, line: o.line,
                                  old: o.status, new: nil, message: o.message, claims: o.claims))
        }
        let order = Dictionary(Kind.allCases.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        self.changes = changes.sorted {
            ($0.engine, order[$0.kind] ?? 0, $0.id) < ($1.engine, order[$1.kind] ?? 0, $1.id)
        }
        self.compared = compared
        self.oldStartedAt = old.startedAt
        self.newStartedAt = new.startedAt
    }

    /// `engine: N regressed, N fixed, N appeared, N disappeared, N changed`.
    public func summaryLine(engine: String) -> String {
        "\(engine): " + Kind.allCases.map { "\(count($0, engine: engine)) \($0.rawValue)" }.joined(separator: ", ")
    }
}

/// The diff as pages.
public enum DiffReport {
    public static func markdown(_ diff: RunDiff) -> String {
        var md = "# Run diff\n\n"
        md += "Older run started \(JUnitFormat.timestamp(diff.oldStartedAt)) UTC; newer run started "
        md += "\(JUnitFormat.timestamp(diff.newStartedAt)) UTC. \(diff.compared) cases in both.\n\n"
        if diff.changes.isEmpty { return md + "No case changed.\n" }
        md += "| Engine |" + RunDiff.Kind.allCases.map { " \($0.title) |" }.joined() + "\n"
        md += "|---|" + String(repeating: "---:|", count: RunDiff.Kind.allCases.count) + "\n"
        for (engine, _) in diff.engines {
            md += "| \(MarkdownText.escaped(engine)) |"
                + RunDiff.Kind.allCases.map { " \(diff.count($0, engine: engine)) |" }.joined() + "\n"
        }
        for (engine, changes) in diff.engines {
            for kind in RunDiff.Kind.allCases {
                let some = changes.filter { $0.kind == kind }
                guard !some.isEmpty else { continue }
                md += "\n## \(kind.title) on \(MarkdownText.escaped(engine)) (\(some.count))\n\n"
                for c in some {
                    md += "- `\(c.id.replacingOccurrences(of: "`", with: "'"))` "
                    md += "\(c.old?.label ?? "absent") → \(c.new?.label ?? "absent")"
                    md += " at \(MarkdownText.escaped("\(c.file):\(c.line)"))"
                    if !c.claims.isEmpty { md += " (claims: \(MarkdownText.escaped(c.claims.joined(separator: ", "))))" }
                    if let m = c.message, !m.isEmpty { md += ": \(MarkdownText.escaped(m))" }
                    md += "\n"
                }
            }
        }
        return md
    }

    public static func html(_ diff: RunDiff) -> String {
        var html = HTMLPage.head(title: "realmspec: run diff")
        html += "<h1>Run diff</h1>\n<p class=\"meta\">Older run started \(HTMLText.escaped(JUnitFormat.timestamp(diff.oldStartedAt))) UTC;"
        html += " newer run started \(HTMLText.escaped(JUnitFormat.timestamp(diff.newStartedAt))) UTC."
        html += " \(diff.compared) cases in both.</p>\n"
        if diff.changes.isEmpty { return html + "<p>No case changed.</p>\n" + HTMLPage.tail }
        html += "<table>\n<thead><tr><th>Engine</th>"
        for kind in RunDiff.Kind.allCases { html += "<th>\(kind.title)</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for (engine, _) in diff.engines {
            html += "<tr><th>\(HTMLText.escaped(engine))</th>"
            for kind in RunDiff.Kind.allCases {
                let n = diff.count(kind, engine: engine)
                let colour = n == 0 ? "grey" : kind == .regressed ? "red" : kind == .fixed ? "green" : "amber"
                let anchor = HTMLText.slug("\(engine)-\(kind.rawValue)")
                html += "<td class=\"cell \(colour)\">" + (n == 0 ? "0" : "<a href=\"#\(anchor)\">\(n)</a>") + "</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        for (engine, changes) in diff.engines {
            for kind in RunDiff.Kind.allCases {
                let some = changes.filter { $0.kind == kind }
                guard !some.isEmpty else { continue }
                html += "<section id=\"\(HTMLText.slug("\(engine)-\(kind.rawValue)"))\">\n"
                html += "<h2>\(kind.title) on \(HTMLText.escaped(engine)) (\(some.count))</h2>\n<ul>\n"
                for c in some {
                    html += "<li><code>\(HTMLText.escaped(c.id))</code> "
                    html += "<span class=\"status\">\(c.old?.label ?? "absent") → \(c.new?.label ?? "absent")</span> "
                    html += "<span class=\"where\">\(HTMLText.escaped("\(c.file):\(c.line)"))</span>"
                    if !c.claims.isEmpty { html += " <span class=\"where\">claims: \(HTMLText.escaped(c.claims.joined(separator: ", ")))</span>" }
                    if let m = c.message, !m.isEmpty { html += "<div class=\"message\">\(HTMLText.escaped(m))</div>" }
                    html += "</li>\n"
                }
                html += "</ul>\n</section>\n"
            }
        }
        return html + HTMLPage.tail
    }
}
