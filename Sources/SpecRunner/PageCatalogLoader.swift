// Loads Specs/pages.yaml, the documentation pages with their sections and
// claims, into the catalogue the coverage pages read.

internal import Foundation
internal import ScenarioAPI
public import ScenarioLanguage
public import SpecRunModel

/// Reads `pages.yaml`.
///
/// Languages cascade: a section without `languages` has its page's, a claim
/// without them has its section's. Ids must be unique (claims across the
/// whole file, sections within a page). Each claim lists in `members` the
/// SDK members its statement is about, by member id (see `ApiMemberIds`),
/// and, when it is about an error a call raises, `outcome: refusal` (the
/// default is `result`: what a call returns or changes).
///
///     pages:
///       - id: crud-delete
///         title: CRUD - Delete - Swift SDK
///         languages: [ko, zh, ja]
///         sections:
///           - id: delete-an-object
///             title: Delete an object
///             claims:
///               - id: delete.requires-write
///                 text: A deletion happens inside a write transaction.
///                 members: [Realm.delete(_:), Realm.write(withoutNotifying:_:)]
///
/// - Throws: `SpecConfigError` naming the file, line and column of the mistake.
public enum PageCatalogLoader {
    public static func load(file: String) throws(SpecConfigError) -> PageCatalog {
        try parse(YAMLNode.load(file: file))
    }

    public static func parse(_ text: String, file: String) throws(SpecConfigError) -> PageCatalog {
        try parse(YAMLNode.parse(text, file: file))
    }

    /// Every problem of the file is found in one pass: the error thrown
    /// carries the rest in `others`.
    private static func parse(_ root: YAMLNode) throws(SpecConfigError) -> PageCatalog {
        let fields = try YAMLFields(root, what: "the pages file", allowed: ["pages"])
        var problems: [SpecConfigError] = []
        var pages: [PageCatalog.Page] = []
        var claimIds: Set<String> = []
        for item in try fields.required("pages").sequence("'pages'") {
            guard let page = parsePage(item, claimIds: &claimIds, problems: &problems) else { continue }
            if pages.contains(where: { $0.id == page.id }) {
                problems.append(item.error("duplicate page id '\(page.id)'"))
                continue
            }
            pages.append(page)
        }
        if let combined = SpecConfigError.combined(problems) { throw combined }
        return PageCatalog(pages: pages, file: root.file)
    }

    private static func parsePage(_ node: YAMLNode, claimIds: inout Set<String>,
                                  problems: inout [SpecConfigError]) -> PageCatalog.Page? {
        do throws(SpecConfigError) {
            let fields = try YAMLFields(node, what: "a page", allowed: ["id", "title", "languages", "sections"])
            let id = try fields.required("id").string("a page's 'id'")
            let title = try fields.required("title").string("a page's 'title'")
            let languages = try fields.required("languages").strings("a page's 'languages'")
            var sections: [PageCatalog.Section] = []
            for item in try fields.required("sections").sequence("a page's 'sections'") {
                guard let section = parseSection(item, languages: languages, claimIds: &claimIds, problems: &problems) else { continue }
                if sections.contains(where: { $0.id == section.id }) {
                    problems.append(item.error("duplicate section id '\(section.id)' in page '\(id)'"))
                    continue
                }
                sections.append(section)
            }
            return PageCatalog.Page(id: id, title: title, languages: languages, sections: sections)
        } catch {
            problems.append(error)
            return nil
        }
    }

    private static func parseSection(_ node: YAMLNode, languages pageLanguages: [String], claimIds: inout Set<String>,
                                     problems: inout [SpecConfigError]) -> PageCatalog.Section? {
        do throws(SpecConfigError) {
            let fields = try YAMLFields(node, what: "a section", allowed: ["id", "title", "languages", "claims"])
            let id = try fields.required("id").string("a section's 'id'")
            let title = try fields.required("title").string("a section's 'title'")
            let languages = try fields.optional("languages")?.strings("a section's 'languages'") ?? pageLanguages
            var claims: [PageCatalog.Claim] = []
            for item in try fields.optional("claims")?.sequence("a section's 'claims'") ?? [] {
                do throws(SpecConfigError) {
                    let claim = try parseClaim(item, languages: languages)
                    guard claimIds.insert(claim.id).inserted else { throw item.error("duplicate claim id '\(claim.id)'") }
                    claims.append(claim)
                } catch {
                    problems.append(error)
                }
            }
            return PageCatalog.Section(id: id, title: title, languages: languages, claims: claims)
        } catch {
            problems.append(error)
            return nil
        }
    }

    private static func parseClaim(_ node: YAMLNode, languages: [String]) throws(SpecConfigError) -> PageCatalog.Claim {
        let fields = try YAMLFields(node, what: "a claim", allowed: ["id", "text", "languages", "note", "members", "outcome", "out-of-scope"])
        var stated = ClaimOutcome.result
        if let node = fields.optional("outcome") { stated = try outcome(node) }
        var outOfScope: String?
        if let node = fields.optional("out-of-scope") { outOfScope = try reason(node) }
        return PageCatalog.Claim(
            id: try fields.required("id").string("a claim's 'id'"),
            text: try fields.required("text").string("a claim's 'text'"),
            languages: try fields.optional("languages")?.strings("a claim's 'languages'") ?? languages,
            note: try fields.optional("note")?.string("a claim's 'note'"),
            members: try ClaimMembers.parse(fields.required("members")),
            outcome: stated, outOfScope: outOfScope,
            line: node.line, column: node.column)
    }

    /// `out-of-scope: threads-or-queues`: a reason of the fixed set the API table and the SDK
    /// test ledger use, as its text (`threads or queues`).
    private static func reason(_ node: YAMLNode) throws(SpecConfigError) -> String {
        let key = try node.string("a claim's 'out-of-scope'")
        guard let reason = OutOfScopeReason(key: key) else {
            throw node.error("unknown out-of-scope reason '\(key)'; one of " + OutOfScopeReason.allCases.map(\.key).joined(separator: ", "))
        }
        return reason.rawValue
    }

    /// `outcome: refusal` (the claim is about an error a call raises) or `outcome: result`.
    private static func outcome(_ node: YAMLNode) throws(SpecConfigError) -> ClaimOutcome {
        let text = try node.string("a claim's 'outcome'")
        guard let outcome = ClaimOutcome(rawValue: text) else {
            throw node.error("unknown outcome '\(text)'; a claim's 'outcome' is 'result' or 'refusal'")
        }
        return outcome
    }
}

extension PageCatalog {
    /// Every claim id in the catalogue.
    public var claimIds: Set<String> {
        Set(pages.flatMap { $0.sections.flatMap { $0.claims.map(\.id) } })
    }

    /// The page, section and claim ids scenario metadata may name.
    public var knownPages: KnownPages {
        KnownPages(pages: pages.map { page in
            KnownPages.Page(id: page.id, sections: page.sections.map { section in
                let bare = section.id.split(separator: "#", maxSplits: 1).last.map(String.init) ?? section.id
                return KnownPages.Section(id: bare, claims: section.claims.map(\.id),
                                          outOfScope: Dictionary(uniqueKeysWithValues: section.claims.compactMap { c in c.outOfScope.map { (c.id, $0) } }))
            })
        })
    }
}
