// Coverage of the SDK's API and messages: per type of api-surface.md the
// members in scope and those the corpus's scenarios call, and per group of
// exceptions.md rows the messages in scope and those a scenario asserts
// with `assertThrows(…, reason: "…")`. A scenario's calls come from lint,
// which knows each call's receiver type and the declared member it binds
// (`ApiUseRef`); each declared member names its api-surface.md rows.
// Related SDK sections: sdk-api, sdk-messages (api-surface.md, exceptions.md).

/// One declared member a scenario calls on a receiver of a known type.
public struct ApiUseRef: Hashable, Sendable, Codable, Comparable {
    /// The receiver type ("List", "Realm").
    public var receiver: String
    /// The member's name.
    public var name: String
    /// The declaration's api-surface.md rows ("§4 RC3; §9 M7").
    public var ref: String

    public init(receiver: String, name: String, ref: String) {
        self.receiver = receiver; self.name = name; self.ref = ref
    }

    public static func < (a: ApiUseRef, b: ApiUseRef) -> Bool {
        (a.receiver, a.name, a.ref) < (b.receiver, b.name, b.ref)
    }
}

/// API and message coverage of a corpus.
public struct ApiCoverage: Hashable, Sendable, Codable {
    public struct TypeCoverage: Hashable, Sendable, Codable {
        public var type: String
        public var members: Tally
        /// In-scope members no scenario calls: id and declaration.
        public var unexercised: [Member]
        /// Members the project leaves out, with the reason.
        public var outOfScope: [Member]
    }

    public struct Member: Hashable, Sendable, Codable {
        public var id: String
        public var signature: String
        /// Why it is out of scope, for a member left out.
        public var reason: String?
    }

    public struct MessageGroup: Hashable, Sendable, Codable {
        /// The row ids' letters ("TX").
        public var group: String
        public var title: String
        public var messages: Tally
        /// In-scope rows no scenario asserts.
        public var unchecked: [String]
    }

    public var types: [TypeCoverage]
    public var members: Tally
    public var messageGroups: [MessageGroup]
    public var messages: Tally
    /// Declared rows that name no member of api-surface.md ("§5 L99 on List").
    public var unresolvedRefs: [String]

    /// Computes the coverage.
    /// - Parameters:
    ///   - surface: the types of api-surface.md (`ApiSurface.types`).
    ///   - uses: every declared member a scenario calls.
    ///   - reasons: every reason text a scenario asserts.
    ///   - messages: the message catalogue.
    ///   - outOfScope: members the project leaves out, per type and id, with the reason.
    public static func compute(surface: [ApiSurfaceType], uses: some Sequence<ApiUseRef>, reasons: some Sequence<String>,
                               messages: [SDKMessageRow],
                               outOfScope: [String: [String: String]] = ApiScope.outOfScope) -> ApiCoverage {
        var exercised: [String: Set<String>] = [:]
        var unresolved = Set<String>()
        for use in Set(uses) {
            for (type, id) in rows(of: use, in: surface, unresolved: &unresolved) { exercised[type, default: []].insert(id) }
        }
        var types: [TypeCoverage] = []
        for t in surface {
            let left = outOfScope[t.name] ?? [:]
            let inScope = t.members.filter { left[$0.id] == nil }
            let done = exercised[t.name] ?? []
            types.append(TypeCoverage(
                type: t.name,
                members: Tally(covered: inScope.filter { done.contains($0.id) }.count, total: inScope.count),
                unexercised: inScope.filter { !done.contains($0.id) }.map { Member(id: $0.id, signature: $0.signature) },
                outOfScope: t.members.compactMap { m in left[m.id].map { Member(id: m.id, signature: m.signature, reason: $0) } }))
        }
        let checkedIds = SDKMessageRow.checkedIds(messages, by: reasons)
        var groups: [MessageGroup] = []
        for row in messages where row.inScope {
            let checked = checkedIds.contains(row.id)
            if groups.last?.group != row.group {
                groups.append(MessageGroup(group: row.group, title: messageGroupTitles[row.group] ?? row.group, messages: Tally(), unchecked: []))
            }
            groups[groups.count - 1].messages = groups[groups.count - 1].messages + Tally(covered: checked ? 1 : 0, total: 1)
            if !checked { groups[groups.count - 1].unchecked.append(row.id) }
        }
        return ApiCoverage(types: types, members: types.map(\.members).reduce(Tally(), +),
                           messageGroups: groups, messages: groups.map(\.messages).reduce(Tally(), +),
                           unresolvedRefs: unresolved.sorted())
    }

    /// The exceptions.md sections the row ids' letters stand for.
    static let messageGroupTitles: [String: String] = [
        "TX": "write transactions", "INV": "invalidated objects and collections", "WR": "wrong realm", "THR": "threads",
        "FZ": "frozen realms and objects", "UM": "unmanaged objects and collections", "PK": "primary keys",
        "MV": "missing values", "TY": "wrong value types", "IX": "indexes", "EM": "embedded objects",
        "UP": "unknown properties and types", "RO": "read-only properties and realms", "AG": "aggregates",
        "NT": "notifications", "MK": "map keys and values", "SET": "MutableSet", "DL": "delete and add of non-objects",
        "Q": "queries", "MS": "miscellaneous",
    ]

    static let objectSection = "2"
    /// Object's rows (§2) and the EmbeddedObject rows (§3) of the same
    /// members; Object rows without one (the queue-based `observe(keyPaths:)`
    /// with Swift key paths, the dynamic collections but `dynamicList`, the
    /// legacy schema hooks) have none.
    static let embeddedRow: [String: String] = [
        "#1": "#1", "#2": "#2", "#3": "#4", "#4": "#5", "#5": "#6", "#6": "#7", "#7": "#8", "#8": "#9",
        "#10": "#10", "#11": "#11", "#12": "#12", "#15": "#13", "#16": "#14", "#17": "#15", "#18": "#16",
        "#20": "#17", "#22": "#18", "#23": "#19",
        "#24": "#20", "#25": "#21", "#26": "#22", "#27": "#23", "#28": "#24", "#29": "#25", "#30": "#26",
    ]

    /// The Swift collection types that take the shared rows of §4.
    static let sharedSurfaceTypes: Set<String> = ["List", "Results", "MutableSet", "LinkingObjects"]

    /// The api-surface.md rows a declared member called on a receiver stands
    /// for. A part "§4 RCn" counts for the receiver's own type (through the
    /// row that replaces it there); a part of a Swift type's section counts
    /// when that type is the receiver; a part of an Objective-C section
    /// (§12.x) counts for that type, the spelling being the type's own; a
    /// §12.4 row counts for the receiver's Objective-C class too, and a
    /// §12.2 row on an embedded object for RLMEmbeddedObject
    /// (ApiCoverage+ObjcRows.swift).
    /// "stdlib" and "harness" name no row.
    static func rows(of use: ApiUseRef, in surface: [ApiSurfaceType], unresolved: inout Set<String>) -> [(String, String)] {
        var out: [(String, String)] = []
        for part in use.ref.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where part.hasPrefix("§") {
            let section = String(part.dropFirst().prefix { $0.isNumber || $0 == "." })
            var rest = part.dropFirst(1 + section.count).trimmingCharacters(in: .whitespaces)
            if let paren = rest.firstIndex(of: "(") { rest = rest[..<paren].trimmingCharacters(in: .whitespaces) }
            let type: ApiSurfaceType?
            if section == ApiSurfaceParser.sharedSection {
                guard sharedSurfaceTypes.contains(use.receiver) else { continue }
                type = surface.first { $0.name == use.receiver }
            } else if use.receiver == "EmbeddedObject", section == objectSection {
                // An Object row called on an embedded object: the EmbeddedObject row of the same member.
                guard let t = surface.first(where: { $0.name == "EmbeddedObject" }) else { continue }
                let ids = Set(t.members.map(\.id))
                for token in rest.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                    if let id = embeddedRow[token], ids.contains(id) { out.append((t.name, id)) }
                }
                continue
            } else {
                guard let t = surface.first(where: { $0.section == section }) else {
                    if section.contains(".") { continue }   // §1.9 and the like: nested types, not counted
                    unresolved.insert("\(part) on \(use.receiver)"); continue
                }
                guard section.hasPrefix("12.") || t.name == use.receiver else { continue }
                guard countsForClass(section: section, type: t.name, receiver: use.receiver) else { continue }
                type = t
            }
            guard let type else { continue }
            let ids = Set(type.members.map(\.id))
            for token in rest.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !token.isEmpty {
                for raw in ApiSurfaceParser.expand(token.replacingOccurrences(of: "#", with: "")) {
                    let id = raw.first?.isNumber == true ? "#" + raw : raw
                    let resolved = type.aliases[id] ?? id
                    guard ids.contains(resolved) else {
                        if section == "12.4", let row = concreteRow(ofProtocolRow: resolved, receiver: use.receiver, in: surface) {
                            out.append(row); continue
                        }
                        unresolved.insert("§\(section) \(id) on \(use.receiver)"); continue
                    }
                    if section == "12.2", use.receiver == "EmbeddedObject" {
                        // RLMEmbeddedObject declares the same member; an embedded object is not an RLMObject.
                        if let row = embeddedRow(ofObjectRow: resolved, in: surface) { out.append(row) }
                        continue
                    }
                    out.append((type.name, resolved))
                    if section == "12.4", let row = concreteRow(ofProtocolRow: resolved, receiver: use.receiver, in: surface) {
                        out.append(row)
                    }
                }
            }
        }
        return out
    }
}
