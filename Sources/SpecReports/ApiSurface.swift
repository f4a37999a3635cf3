// The SDK's public API as data: the counted members of each type of
// api-surface.md (sdk-reference), read from its tables and, for the
// Objective-C types it lists in prose, from its backticked declarations
// with their header lines. The counting rule of the reference applies:
// unavailable rows ("—") are not members; rows a type takes from the shared
// collection surface (§4, "RC") are its members unless the type replaces
// them with its own row. `ApiSurface+Rows.swift` is generated from the
// reference by `realmspec coverage --write-api-surface`, and a unit test
// regenerates it to check that the two agree.
// Related SDK sections: sdk-api (api-surface.md §1–§13).

internal import Foundation

/// One counted member of an SDK type.
public struct ApiSurfaceMember: Hashable, Sendable {
    /// The type it belongs to ("List", "RLMArray").
    public let type: String
    /// Its row id in api-surface.md: "#14", "L6", "RC3", "objectsWhere:".
    public let id: String
    /// The declaration as the reference quotes it.
    public let signature: String
    /// The status column: "N" (:nodoc:), "L" (legacy), "D" (deprecated) or "".
    public let status: String

    public init(type: String, id: String, signature: String, status: String = "") {
        self.type = type; self.id = id; self.signature = signature; self.status = status
    }
}

/// One SDK type of api-surface.md.
public struct ApiSurfaceType: Hashable, Sendable {
    public let name: String
    /// Its section number ("5", "12.5").
    public let section: String
    public let members: [ApiSurfaceMember]
    /// A shared row id this type answers with its own row ("RC4" → "L14", "R5" → "RC49").
    public let aliases: [String: String]
    /// The count the reference's summary table gives, when it gives one.
    public let statedCount: Int?

    public init(name: String, section: String, members: [ApiSurfaceMember], aliases: [String: String] = [:], statedCount: Int? = nil) {
        self.name = name; self.section = section; self.members = members; self.aliases = aliases; self.statedCount = statedCount
    }
}

/// Reads api-surface.md.
public enum ApiSurfaceParser {
    /// The section of the shared collection surface and the prefix of its row ids.
    static let sharedSection = "4"
    /// Types the counting table lists only as helpers of others, or not at all.
    static let skippedSections: Set<String> = ["0", "12", "12.9", "13"]

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// Every type with its counted members, in the reference's order.
    public static func parse(_ text: String) throws(Problem) -> [ApiSurfaceType] {
        let sections = split(text)
        let counts = statedCounts(text)
        var shared: [ApiSurfaceMember] = []
        var out: [ApiSurfaceType] = []
        for s in sections where !skippedSections.contains(s.number) {
            guard let name = typeName(s.heading) else { continue }
            var members = tableMembers(s.body, type: name)
            if members.isEmpty { members = proseMembers(s.body, type: name) }
            if s.number == sharedSection { shared = members; continue }
            guard !members.isEmpty else { throw Problem(description: "api-surface.md §\(s.number) (\(name)): no members found") }
            var aliases: [String: String] = [:]
            if let plus = s.body.split(separator: "\n").first(where: { $0.hasPrefix("Plus RC1–RC49") }).map(String.init) {
                let (replaced, equal) = replacements(plus)
                members.removeAll { equal[$0.id] != nil }
                for (own, rc) in equal { aliases[own] = rc }
                for (rc, own) in replaced { aliases[rc] = own }
                members += shared.filter { replaced[$0.id] == nil }
                    .map { ApiSurfaceMember(type: name, id: $0.id, signature: $0.signature, status: $0.status) }
            }
            out.append(ApiSurfaceType(name: name, section: s.number, members: members, aliases: aliases, statedCount: counts[name]))
        }
        guard !shared.isEmpty else { throw Problem(description: "api-surface.md §4: no shared collection rows found") }
        return out
    }

    struct Section { var number: String; var heading: String; var body: String }

    /// The text split at `## N.` and `### N.M` headings; a `### N.M` heading
    /// under a type's own `## N.` section (as §1.1) stays part of it.
    static func split(_ text: String) -> [Section] {
        var out: [Section] = []
        for line in text.components(separatedBy: "\n") {
            if let (number, heading) = heading(line), number.hasPrefix("12.") || !number.contains(".") {
                out.append(Section(number: number, heading: heading, body: ""))
                continue
            }
            if !out.isEmpty { out[out.count - 1].body += line + "\n" }
        }
        return out
    }

    private static func heading(_ line: String) -> (String, String)? {
        guard line.hasPrefix("## ") || line.hasPrefix("### ") else { return nil }
        let rest = line.drop { $0 == "#" }.drop { $0 == " " }
        let number = rest.prefix { $0.isNumber || $0 == "." }
        guard !number.isEmpty else { return nil }
        let trimmed = number.hasSuffix(".") ? number.dropLast() : number
        return (String(trimmed), String(rest))
    }

    /// The first backticked word of a heading, up to a space, `<` or `(`.
    static func typeName(_ heading: String) -> String? {
        guard let open = heading.firstIndex(of: "`") else { return nil }
        let name = heading[heading.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Rows of the tables whose first column is "#" or "RC".
    static func tableMembers(_ body: String, type: String) -> [ApiSurfaceMember] {
        var out: [ApiSurfaceMember] = []
        var columns: [String]?
        for line in body.components(separatedBy: "\n") {
            guard line.hasPrefix("|") else { columns = nil; continue }
            let cells = cells(line)
            if columns == nil { columns = cells; continue }
            guard let header = columns, ["#", "RC"].contains(header.first ?? ""), cells.count >= 2 else { continue }
            if cells[0].allSatisfy({ $0 == "-" }) { continue }
            let status = header.firstIndex(of: "Status").flatMap { $0 < cells.count ? cells[$0] : nil } ?? ""
            let prefix = header[0] == "RC" ? "RC" : ""
            for id in expand(cells[0]) {
                let full = prefix + id
                out.append(ApiSurfaceMember(type: type, id: full.first!.isNumber ? "#" + full : full, signature: cells[1], status: status))
            }
        }
        return out
    }

    static func cells(_ line: String) -> [String] {
        var parts = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.first == "" { parts.removeFirst() }
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// "24" → ["24"]; "A1–A14" → A1…A14; "—" (unavailable) → [].
    static func expand(_ id: String) -> [String] {
        let parts = id.components(separatedBy: "–")
        guard parts.count == 2 else { return id == "—" || id.isEmpty ? [] : [id] }
        let prefix = String(parts[0].prefix { !$0.isNumber })
        guard let from = Int(parts[0].dropFirst(prefix.count)), let to = Int(parts[1].dropFirst(prefix.count)), from <= to else { return [id] }
        return (from...to).map { prefix + String($0) }
    }

    /// Backticked declarations followed by their header line, "`- freeze` (`:513`)",
    /// "4 × `- addNotificationBlock:…` (`:287`, …)", up to where the text turns
    /// to what is unavailable or out of scope.
    static func proseMembers(_ body: String, type: String) -> [ApiSurfaceMember] {
        var text = body.components(separatedBy: "**Count")[0]
        for stop in ["unavailable", "Out of scope", "out of scope", "Helper classes"] {
            if let r = text.range(of: stop) { text = String(text[..<r.lowerBound]) }
        }
        let pattern = #"(?:(\d+) × )?`([^`]+)` \((?:[^`)]|`[^`]*`)*?`:\d+`"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        var out: [ApiSurfaceMember] = []
        for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let times = m.range(at: 1).location == NSNotFound ? 1 : Int(ns.substring(with: m.range(at: 1))) ?? 1
            let declaration = ns.substring(with: m.range(at: 2))
            var name = declaration
            if name.hasPrefix("- ") || name.hasPrefix("+ ") { name.removeFirst(2) }
            for k in 1...times {
                out.append(ApiSurfaceMember(type: type, id: times == 1 ? name : "\(name) (\(k))", signature: declaration))
            }
        }
        return out
    }

    /// "(RC7 replaced by L16; RC4 by L14)", "RC4 → S15", "RC49 = R5": the
    /// shared rows a type replaces (RC → own) and its own rows that are a
    /// shared row (own → RC).
    static func replacements(_ line: String) -> (replaced: [String: String], equal: [String: String]) {
        var replaced: [String: String] = [:]
        var equal: [String: String] = [:]
        guard let regex = try? NSRegularExpression(pattern: #"(RC\d+) (replaced by|by|→|=) ([A-Z]+\d+)"#) else { return ([:], [:]) }
        let ns = line as NSString
        for m in regex.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
            let rc = ns.substring(with: m.range(at: 1)), how = ns.substring(with: m.range(at: 2)), own = ns.substring(with: m.range(at: 3))
            if how == "=" { equal[own] = rc } else { replaced[rc] = own }
        }
        return (replaced, equal)
    }

    /// The "Count summary" table: type name → count.
    static func statedCounts(_ text: String) -> [String: Int] {
        guard let start = text.range(of: "## 13. Count summary") else { return [:] }
        var out: [String: Int] = [:]
        for line in text[start.upperBound...].components(separatedBy: "\n") where line.hasPrefix("|") {
            let c = cells(line)
            guard c.count >= 2, let n = Int(c[1]) else { continue }
            let name = c[0].prefix { $0.isLetter || $0.isNumber }
            out[String(name)] = n
        }
        return out
    }

    /// The Swift source of `ApiSurface+Rows.swift`.
    public static func generateSwift(_ types: [ApiSurfaceType]) -> String {
        func q(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var lines = [
            "// Generated from docs/sdk-reference/api-surface.md by `realmspec coverage --write-api-surface`;",
            "// do not edit. ApiSurfaceTests regenerates it and fails when the two disagree.",
            "// Related SDK sections: sdk-api (api-surface.md §1–§13).",
            "",
            "extension ApiSurface {",
            "    /// Every counted member of each in-scope type of api-surface.md.",
            "    public static let types: [ApiSurfaceType] = [",
        ]
        for t in types {
            let aliases = t.aliases.sorted { $0.key < $1.key }.map { "\(q($0.key)): \(q($0.value))" }
            lines.append("        ApiSurfaceType(name: \(q(t.name)), section: \(q(t.section)), members: [")
            for m in t.members {
                let status = m.status.isEmpty ? "" : ", status: \(q(m.status))"
                lines.append("            .init(type: \(q(t.name)), id: \(q(m.id)), signature: \(q(m.signature))\(status)),")
            }
            lines.append("        ], aliases: [\(aliases.isEmpty ? ":" : aliases.joined(separator: ", "))], statedCount: \(t.statedCount.map(String.init) ?? "nil")),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}

/// The checked-in data (`ApiSurface+Rows.swift`) and the questions asked of it.
public enum ApiSurface {
    /// A type by name.
    public static func type(_ name: String) -> ApiSurfaceType? { types.first { $0.name == name } }
}
