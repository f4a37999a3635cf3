// The comparison matrix's model: engines x documentation sections, each cell
// counting passes among the cases that ran and listing the rest. The HTML
// and Markdown writers only lay this out.

internal import SpecRunModel

/// Engines (columns) x documentation sections (rows).
struct Matrix {
    struct Row: Hashable {
        var page: String
        var section: String
        var title: String?
        var group: Group = .documentation
        var id: String { "\(page)#\(section)" }
    }

    /// Rows come in groups, documentation pages first.
    enum Group: Int, Hashable, CaseIterable {
        /// A page of pages.yaml that has translations: the documentation.
        case documentation
        /// The `sdk` page: what the shipped SDK does where the pages are silent.
        case sdk
        /// Pages pages.yaml does not list: the scenario language's self-tests.
        case selfTest

        var title: String {
            switch self {
            case .documentation: return "Documentation pages"
            case .sdk: return Coverage.sdkHeading
            case .selfTest: return "Scenario-language self-tests"
            }
        }
    }

    enum Colour: String {
        /// Every case that ran passed.
        case green
        /// Some passed.
        case amber
        /// None passed.
        case red
        /// Nothing failed, but some cases were skipped.
        case skip
        /// Nothing ran and nothing was skipped.
        case grey

        /// What the colour says, for tooltips and legends.
        var meaning: String {
            switch self {
            case .green: return "all passed"
            case .amber: return "some passed"
            case .red: return "none passed"
            case .skip: return "nothing failed, some skipped"
            case .grey: return "none ran"
            }
        }
    }

    struct Cell {
        var passed = 0
        /// Cases that ran: every status but skipped.
        var ran = 0
        var skipped = 0
        /// Every case that did not pass, in run order.
        var problems: [CaseRecord] = []
        /// The anchor of the cell's list of problems.
        var anchor = ""

        /// Skipped cases never hide in a green cell.
        var colour: Colour {
            if ran == 0 { return skipped > 0 ? .skip : .grey }
            if passed == ran { return skipped > 0 ? .skip : .green }
            return passed == 0 ? .red : .amber
        }

        var label: String { ran == 0 ? "–" : "\(passed)/\(ran)" }
    }

    var engines: [String]
    var rows: [Row]
    /// cells[row][engine]
    var cells: [[Cell]]
    var startedAt: Double
    var hostname: String
    /// Claim statements by id, for the failure lists.
    var claimTexts: [String: String] = [:]

    /// `claim-id: statement` for each claim a case names, when it did not pass as expected.
    func claimLines(_ record: CaseRecord) -> [String] {
        guard record.status != .pass, record.status != .skipped else { return [] }
        return record.claims.map { id in claimTexts[id].map { "\(id): \($0)" } ?? id }
    }
    /// What goes before a spec file's path to link to it from the page.
    var sourcePrefix = ""
    /// Per engine, how many cases ended in each status.
    var engineCounts: [[CaseStatus: Int]] = []
    /// Per engine whose every case is an error with one and the same message
    /// (an engine that could not start): that message. The page says it once,
    /// at the top, and the failure lists leave it out of each case.
    var sharedErrors: [String: String] = [:]

    /// The message to show under a case: none when it is its engine's shared error.
    func message(_ record: CaseRecord) -> String? {
        guard let message = record.message, !message.isEmpty, sharedErrors[record.engine] != message else { return nil }
        return message
    }

    /// Engines whose every case (two or more) ended as an error with one message.
    static func sharedErrors(_ run: RunRecord) -> [String: String] {
        var found: [String: String] = [:]
        for engine in run.engines {
            let cases = run.cases.filter { $0.engine == engine }
            guard cases.count > 1, let message = cases[0].message, !message.isEmpty,
                  cases.allSatisfy({ $0.status == .error && $0.message == message }) else { continue }
            found[engine] = message
        }
        return found
    }

    /// One engine's totals for the top of the page.
    struct EngineTotals {
        var counts: [CaseStatus: Int]
        func count(_ status: CaseStatus) -> Int { counts[status] ?? 0 }
        /// Failures, errors, timeouts and unexpected passes.
        var bad: Int { count(.fail) + count(.error) + count(.timeout) + count(.xpass) }
        var ran: Int { count(.pass) + bad + count(.xfail) }
        /// Passed of ran, or a dash when nothing ran.
        var rate: String { ran == 0 ? "–" : Tally(covered: count(.pass), total: ran).percentText }
    }

    /// What the totals' "Failed" column counts: what the terminal's closing line counts.
    static let failedNote = "Failed counts every case that fails the run (assertion failures, errors, timeouts and "
        + "unexpected passes), as the closing line of realmspec run does; the next three columns say how many of them "
        + "were errors, timeouts and unexpected passes."

    func totals(engine e: Int) -> EngineTotals {
        EngineTotals(counts: e < engineCounts.count ? engineCounts[e] : [:])
    }

    /// The link to a spec file's line.
    func sourceLink(_ record: CaseRecord) -> String { "\(sourcePrefix)\(record.file)#L\(max(1, record.line))" }

    /// The rows' indices grouped, in group order; empty groups left out.
    var groups: [(group: Group, rows: [Int])] {
        Group.allCases.compactMap { group in
            let members = rows.indices.filter { rows[$0].group == group }
            return members.isEmpty ? nil : (group, members)
        }
    }

    /// Builds the matrix; with a catalog every documented section gets a row,
    /// in the catalog's order, and sections only the run names come after.
    static func build(_ run: RunRecord, catalog: PageCatalog?) -> Matrix {
        let engines = run.engines
        let rows = rowsOf(run, catalog: catalog)
        var rowIndex: [Row.ID: Int] = [:]
        for (index, row) in rows.enumerated() { rowIndex[Row.ID(row.page, row.section)] = index }
        let engineIndex = Dictionary(engines.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var cells = Array(repeating: Array(repeating: Cell(), count: engines.count), count: rows.count)
        for record in run.cases {
            guard let r = rowIndex[Row.ID(record.page, sectionID(record.section))],
                  let e = engineIndex[record.engine] else { continue }
            add(record, to: &cells[r][e])
        }
        assignAnchors(&cells, rows: rows, engines: engines)
        var matrix = Matrix(engines: engines, rows: rows, cells: cells, startedAt: run.startedAt, hostname: run.hostname)
        // The run's statements first, then pages.yaml's for claims the run did not record.
        matrix.claimTexts = run.claimTexts.merging(catalog?.claimTexts ?? [:]) { a, _ in a }
        matrix.sharedErrors = sharedErrors(run)
        matrix.engineCounts = engines.map { engine in
            var counts: [CaseStatus: Int] = [:]
            for record in run.cases where record.engine == engine { counts[record.status, default: 0] += 1 }
            return counts
        }
        return matrix
    }

    /// Totals of one engine over every row.
    func total(engine index: Int) -> Cell {
        var sum = Cell()
        for row in cells {
            sum.passed += row[index].passed
            sum.ran += row[index].ran
            sum.skipped += row[index].skipped
        }
        return sum
    }

    /// `delete-an-object` from `crud-delete#delete-an-object` or `delete-an-object`.
    static func sectionID(_ section: String) -> String {
        guard let hash = section.firstIndex(of: "#") else { return section }
        return String(section[section.index(after: hash)...])
    }

    private static func add(_ record: CaseRecord, to cell: inout Cell) {
        switch record.status {
        case .pass:
            cell.passed += 1
            cell.ran += 1
        case .skipped:
            cell.skipped += 1
            cell.problems.append(record)
        case .fail, .error, .timeout, .xfail, .xpass:
            cell.ran += 1
            cell.problems.append(record)
        }
    }

    private static func rowsOf(_ run: RunRecord, catalog: PageCatalog?) -> [Row] {
        var rows: [Row] = []
        var seen: Set<Row.ID> = []
        for page in catalog?.pages ?? [] {
            let group: Group = page.isDocumentation ? .documentation : .sdk
            for section in page.sections where seen.insert(Row.ID(page.id, sectionID(section.id))).inserted {
                rows.append(Row(page: page.id, section: sectionID(section.id), title: section.title, group: group))
            }
        }
        var extra: [Row] = []
        for record in run.cases where seen.insert(Row.ID(record.page, sectionID(record.section))).inserted {
            extra.append(Row(page: record.page, section: sectionID(record.section), title: nil,
                             group: catalog == nil ? .documentation : .selfTest))
        }
        // Rows the catalog does not know: grouped by page, pages in order of first appearance.
        let pageOrder = Dictionary(extra.enumerated().map { ($1.page, $0) }, uniquingKeysWith: { first, _ in first })
        let grouped = extra.enumerated().sorted { lhs, rhs in
            let (l, r) = (pageOrder[lhs.element.page] ?? 0, pageOrder[rhs.element.page] ?? 0)
            return l != r ? l < r : lhs.offset < rhs.offset
        }
        // Stable within each group, groups in order.
        return (rows + grouped.map(\.element)).enumerated()
            .sorted { ($0.element.group.rawValue, $0.offset) < ($1.element.group.rawValue, $1.offset) }.map(\.element)
    }

    private static func assignAnchors(_ cells: inout [[Cell]], rows: [Row], engines: [String]) {
        var used: Set<String> = []
        for (r, row) in rows.enumerated() {
            for (e, engine) in engines.enumerated() {
                let base = "f-\(HTMLText.slug(engine))--\(HTMLText.slug(row.page))--\(HTMLText.slug(row.section))"
                var anchor = base
                var suffix = 2
                while !used.insert(anchor).inserted {
                    anchor = "\(base)-\(suffix)"
                    suffix += 1
                }
                cells[r][e].anchor = anchor
            }
        }
    }
}

extension Matrix.Row {
    /// Page and section, the identity of a row.
    struct ID: Hashable {
        var page: String
        var section: String
        init(_ page: String, _ section: String) { self.page = page; self.section = section }
    }
}
