// Loads Specs/pages.yaml, the documentation pages with their sections and
// claims, into the catalogue the coverage pages read.

import Foundation
import SpecReports

/// Reads `pages.yaml`.
///
/// Languages cascade: a section without `languages` has its page's, a claim
/// without them has its section's. Ids must be unique (claims across the
/// whole file, sections within a page).
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
///
/// - Throws: `SpecConfigError` naming the file, line and column of the mistake.
public enum PageCatalogLoader {
    public static func load(file: String) throws(SpecConfigError) -> PageCatalog {
        try parse(YAMLNode.load(file: file))
    }

    public static func parse(_ text: String, file: String) throws(SpecConfigError) -> PageCatalog {
        try parse(YAMLNode.parse(text, file: file))
    }

    private static func parse(_ root: YAMLNode) throws(SpecConfigError) -> PageCatalog {
        let fields = try YAMLFields(root, what: "the pages file", allowed: ["pages"])
        var pages: [PageCatalog.Page] = []
        var claimIds: Set<String> = []
        for item in try fields.required("pages").sequence("'pages'") {
            let page = try parsePage(item, claimIds: &claimIds)
            if pages.contains(where: { $0.id == page.id }) { throw item.error("duplicate page id '\(page.id)'") }
            pages.append(page)
        }
        return PageCatalog(pages: pages)
    }

    private static func parsePage(_ node: YAMLNode, claimIds: inout Set<String>) throws(SpecConfigError) -> PageCatalog.Page {
        let fields = try YAMLFields(node, what: "a page", allowed: ["id", "title", "languages", "sections"])
        let id = try fields.required("id").string("a page's 'id'")
        let languages = try fields.required("languages").strings("a page's 'languages'")
        var sections: [PageCatalog.Section] = []
        for item in try fields.required("sections").sequence("a page's 'sections'") {
            let section = try parseSection(item, languages: languages, claimIds: &claimIds)
            if sections.contains(where: { $0.id == section.id }) {
                throw item.error("duplicate section id '\(section.id)' in page '\(id)'")
            }
            sections.append(section)
        }
        return PageCatalog.Page(id: id, title: try fields.required("title").string("a page's 'title'"),
                                languages: languages, sections: sections)
    }

    private static func parseSection(_ node: YAMLNode, languages pageLanguages: [String],
                                     claimIds: inout Set<String>) throws(SpecConfigError) -> PageCatalog.Section {
        let fields = try YAMLFields(node, what: "a section", allowed: ["id", "title", "languages", "claims"])
        let languages = try fields.optional("languages")?.strings("a section's 'languages'") ?? pageLanguages
        var claims: [PageCatalog.Claim] = []
        for item in try fields.optional("claims")?.sequence("a section's 'claims'") ?? [] {
            let claim = try parseClaim(item, languages: languages)
            guard claimIds.insert(claim.id).inserted else { throw item.error("duplicate claim id '\(claim.id)'") }
            claims.append(claim)
        }
        return PageCatalog.Section(id: try fields.required("id").string("a section's 'id'"),
                                   title: try fields.required("title").string("a section's 'title'"),
                                   languages: languages, claims: claims)
    }

    private static func parseClaim(_ node: YAMLNode, languages: [String]) throws(SpecConfigError) -> PageCatalog.Claim {
        let fields = try YAMLFields(node, what: "a claim", allowed: ["id", "text", "languages", "note"])
        return PageCatalog.Claim(
            id: try fields.required("id").string("a claim's 'id'"),
            text: try fields.required("text").string("a claim's 'text'"),
            languages: try fields.optional("languages")?.strings("a claim's 'languages'") ?? languages,
            note: try fields.optional("note")?.string("a claim's 'note'"))
    }
}

extension PageCatalog {
    /// Every claim id in the catalogue.
    public var claimIds: Set<String> {
        Set(pages.flatMap { $0.sections.flatMap { $0.claims.map(\.id) } })
    }
}
