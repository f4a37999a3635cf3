// The comparison matrix's model: engines x documentation sections, each cell
// counting passes among the cases that ran and listing the rest. The HTML
// and Markdown writers only lay this out.
// Related: issue 4, "Reports" (comparison matrix).

/// Engines (columns) x documentation sections (rows).
struct Matrix {
    struct Row: Hashable {
        var page: String
        var section: String
        var title: String?
        /// A section of an SDK area rather than of a documentation page (see
        /// `PageCatalog.Page.isDocumentation`); these rows come last, under a heading.
        var isSDK = false
        var id: String { "\(page)#\(section)" }
    }

    enum Colour: String {
        /// Every case that ran passed.
        case green
        /// Some passed.
        case amber
        /// None passed.
        case red
        /// Nothing ran (no cases, or all skipped).
        case grey

        /// What the colour says, for tooltips and legends.
        var meaning: String {
            switch self {
            case .green: return "all passed"
            case .amber: return "some passed"
            case .red: return "none passed"
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

        var colour: Colour {
            if ran == 0 { return .grey }
            if passed == ran { return .green }
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
        return Matrix(engines: engines, rows: rows, cells: cells, startedAt: run.startedAt, hostname: run.hostname)
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
        var sdkRows: [Row] = []
        var seen: Set<Row.ID> = []
        for page in catalog?.pages ?? [] {
            for section in page.sections where seen.insert(Row.ID(page.id, sectionID(section.id))).inserted {
                let row = Row(page: page.id, section: sectionID(section.id), title: section.title, isSDK: !page.isDocumentation)
                if row.isSDK { sdkRows.append(row) } else { rows.append(row) }
            }
        }
        var extra: [Row] = []
        for record in run.cases where seen.insert(Row.ID(record.page, sectionID(record.section))).inserted {
            extra.append(Row(page: record.page, section: sectionID(record.section), title: nil))
        }
        // Rows the catalog does not know: grouped by page, pages in order of first appearance.
        let pageOrder = Dictionary(extra.enumerated().map { ($1.page, $0) }, uniquingKeysWith: { first, _ in first })
        let grouped = extra.enumerated().sorted { lhs, rhs in
            let (l, r) = (pageOrder[lhs.element.page] ?? 0, pageOrder[rhs.element.page] ?? 0)
            return l != r ? l < r : lhs.offset < rhs.offset
        }
        return rows + grouped.map(\.element) + sdkRows
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
