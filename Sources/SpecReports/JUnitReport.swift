// JUnit XML for a run, written with libxml2's xmlTextWriter: one
// <testsuite> per engine x page, one <testcase> per scenario with
// classname `page.section`. The strict profile validates against the Ant
// and Jenkins junit-10 schemas; rich adds `file` and `line` on test cases.
// schemas/realmspec-junit.xsd describes both profiles exactly.
// Related: docs/reports.md.

public import SpecRunModel

/// Renders and writes JUnit XML reports.
///
///     let bytes = try JUnitReport.render(run, profile: .strict)
///     try JUnitReport.write(run, profile: .rich, to: "Reports/junit.xml")
public enum JUnitReport {
    /// The report as UTF-8 bytes.
    ///
    /// - Parameters:
    ///   - run: every case of every engine; suites follow the order in which
    ///     each engine x page first appears.
    ///   - profile: `.strict` for the public schemas, `.rich` to add `file` and `line`.
    /// - Throws: `ReportError` if libxml2 fails (out of memory).
    public static func render(_ run: RunRecord, profile: JUnitProfile) throws(ReportError) -> [UInt8] {
        let xml = try XMLWriter(purpose: "JUnit report")
        try xml.startDocument()
        try xml.startElement("testsuites")
        for (index, suite) in suites(of: run).enumerated() {
            try writeSuite(suite, id: index, run: run, profile: profile, to: xml)
        }
        try xml.endElement()
        return try xml.finish()
    }

    /// Renders the report and writes it atomically to `path`.
    ///
    /// - Throws: `ReportError` naming `path` when it cannot be written.
    public static func write(_ run: RunRecord, profile: JUnitProfile, to path: String) throws(ReportError) {
        try AtomicFile.write(render(run, profile: profile), to: path)
    }

    /// The cases of one engine on one page.
    struct Suite {
        var engine: String
        var page: String
        var cases: [CaseRecord]
        var name: String { "\(nonEmpty(engine, "(unnamed)")).\(nonEmpty(page, "(none)"))" }
    }

    /// Cases grouped by engine x page, in order of first appearance.
    static func suites(of run: RunRecord) -> [Suite] {
        var order: [String: Int] = [:]
        var result: [Suite] = []
        for record in run.cases {
            let key = record.engine + "\u{0}" + record.page
            if let index = order[key] {
                result[index].cases.append(record)
            } else {
                order[key] = result.count
                result.append(Suite(engine: record.engine, page: record.page, cases: [record]))
            }
        }
        return result
    }

    private static func writeSuite(_ suite: Suite, id: Int, run: RunRecord, profile: JUnitProfile,
                                   to xml: XMLWriter) throws(ReportError) {
        let counts = JUnitCounts(suite.cases)
        try xml.startElement("testsuite")
        try xml.attribute("name", suite.name)
        try xml.attribute("timestamp", JUnitFormat.timestamp(run.startedAt))
        try xml.attribute("hostname", nonEmpty(run.hostname, "localhost"))
        try xml.attribute("tests", String(counts.tests))
        try xml.attribute("failures", String(counts.failures))
        try xml.attribute("errors", String(counts.errors))
        try xml.attribute("skipped", String(counts.skipped))
        try xml.attribute("time", JUnitFormat.seconds(counts.time))
        try xml.attribute("package", "realmspec.\(nonEmpty(suite.engine, "(unnamed)"))")
        try xml.attribute("id", String(id))
        var properties = [("engine", suite.engine), ("page", suite.page)]
        if let command = run.engineCommands[suite.engine] { properties.append(("engine-command", command)) }
        try writeProperties(properties, to: xml)
        for record in suite.cases {
            try writeCase(record, run: run, profile: profile, to: xml)
        }
        try xml.element("system-out", text: output(of: suite.cases))
        try xml.element("system-err", text: "")
        try xml.endElement()
    }

    private static func writeProperties(_ properties: [(String, String)],
                                        to xml: XMLWriter) throws(ReportError) {
        try xml.startElement("properties")
        for (name, value) in properties {
            try xml.startElement("property")
            try xml.attribute("name", name)
            try xml.attribute("value", value)
            try xml.endElement()
        }
        try xml.endElement()
    }

    private static func writeCase(_ record: CaseRecord, run: RunRecord, profile: JUnitProfile,
                                  to xml: XMLWriter) throws(ReportError) {
        try xml.startElement("testcase")
        try xml.attribute("name", nonEmpty(record.name, "(unnamed)"))
        try xml.attribute("classname", "\(nonEmpty(record.page, "(none)")).\(nonEmpty(record.section, "(none)"))")
        try xml.attribute("time", JUnitFormat.seconds(record.duration))
        if profile == .rich {
            try xml.attribute("file", record.file)
            try xml.attribute("line", String(max(0, record.line)))
        }
        let claims = record.status.isUnexpected ? run.claimLines(record) : []
        if profile == .rich, record.status.isUnexpected, !(record.claims.isEmpty && (record.description ?? "").isEmpty) {
            var properties: [(String, String)] = []
            if let about = record.description, !about.isEmpty { properties.append(("description", about)) }
            for id in record.claims {
                properties.append(("claim", id))
                if let text = run.claimTexts[id] { properties.append(("claim-text", text)) }
            }
            try writeProperties(properties, to: xml)
        }
        if let outcome = JUnitOutcome.of(record, claims: claims) {
            try xml.startElement(outcome.element.rawValue)
            try xml.attribute("message", outcome.message)
            if let type = outcome.type { try xml.attribute("type", type) }
            if !outcome.text.isEmpty { try xml.text(outcome.text) }
            try xml.endElement()
        }
        try xml.endElement()
    }

    /// What the suite's scenarios printed, each under a header naming it.
    /// The strict schema has no per-case output, so it goes to the suite.
    private static func output(of cases: [CaseRecord]) -> String {
        var text = ""
        for record in cases where !record.output.isEmpty {
            text += "--- \(record.name) (\(record.file):\(record.line))\n"
            text += record.output
            if !record.output.hasSuffix("\n") { text += "\n" }
        }
        return text
    }

    static func nonEmpty(_ text: String, _ fallback: String) -> String {
        text.allSatisfy(\.isWhitespace) ? fallback : text
    }
}
