// The SDK API as data: the parser of api-surface.md, the generated data file
// against the reference, and the API and message coverage computed from it.

import Foundation
import Testing
@testable import SpecReports

@Suite("SDK API surface and its coverage")
struct ApiSurfaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The repository's own copy of the SDK reference: this check runs in every clone.
    static let reference = root.appendingPathComponent("docs/sdk-reference/api-surface.md")

    static let sample = """
        ## 1. `Realm` (struct) — `Realm.swift:46`

        ### 1.1 Properties

        | # | Sig | Behaviour | Ref | Status |
        |---|---|---|---|---|
        | 1 | `var a: Int` | A. | `:1` | |
        | — | `func gone()` | unavailable | `:2` | U |
        | 2 | `func b()` | B. | `:3` | N |
        | 3–4 | `func c()` / `func d()` | C and D. | `:4` | |

        | Sig | Facts | Ref |
        |---|---|---|
        | `enum Nested` | not a member | `:9` |

        ## 4. Shared collection surface — `RealmCollection` protocol

        | RC | Sig | Behaviour | Ref |
        |---|---|---|---|
        | 1 | `var realm: Realm?` | | x |
        | 2 | `var description: String` | | x |
        | 3 | `func thaw()` | | x |

        ## 6. `Results<Element>` — `Results.swift:112`

        | # | Sig | Behaviour | Ref | Status |
        |---|---|---|---|---|
        | R1 | `var description: String` | | `:116` | |
        | R2 | `func thaw()` | | `:117` | |

        Plus RC1–RC49 (RC2 replaced by R1, RC3 = R2).

        ### 12.6 `RLMResults<RLMObjectType> : NSObject` (`RLMResults.h:69`)

        `count` (`:76`), `- objectsWhere:` (`:186`, a note), 2 × `- addNotificationBlock:…` (block `(A *_Nullable)`, `:287`, `:329`),
        `- initWithObjectClassName:` (category `RLMSet (Swift)`, `:532`).
        `- init`/`+ new` unavailable "cannot" (`:724`, `:730`). Out of scope: `subscribe` (`:459`).

        ## 13. Count summary (in-scope, counted members)

        | Type | Count | Notes |
        |---|---|---|
        | Realm | 4 | |
        | Results | 3 | |
        | RLMResults (+RLMLinkingObjects) | 5 | |
        """

    @Test("tables: ids, ranges, unavailable rows left out, status; shared rows taken over with their replacements")
    func parsesTables() throws {
        let types = try ApiSurfaceParser.parse(Self.sample)
        #expect(types.map(\.name) == ["Realm", "Results", "RLMResults"])
        let realm = try #require(types.first)
        #expect(realm.members.map(\.id) == ["#1", "#2", "#3", "#4"])
        #expect(realm.members[1].status == "N")
        #expect(realm.statedCount == 4)
        let results = types[1]
        #expect(results.members.map(\.id) == ["R1", "RC1", "RC3"], "RC2 is replaced by R1; R2 is RC3")
        #expect(results.aliases == ["RC2": "R1", "R2": "RC3"])
        #expect(results.members.count == results.statedCount)
    }

    @Test("prose: backticked declarations with their header line, N × counted N times, stops where the text turns to unavailable")
    func parsesProse() throws {
        let rlm = try #require(try ApiSurfaceParser.parse(Self.sample).last)
        #expect(rlm.members.map(\.id) == ["count", "objectsWhere:", "addNotificationBlock:… (1)", "addNotificationBlock:… (2)",
                                          "initWithObjectClassName:"])
        #expect(rlm.statedCount == 5)
    }

    @Test("a type section without members is an error, not an empty type")
    func emptySectionFails() {
        #expect(throws: ApiSurfaceParser.Problem.self) {
            try ApiSurfaceParser.parse("## 4. Shared — `RealmCollection`\n\n| RC | Sig |\n|---|---|\n| 1 | `x` |\n\n## 5. `List<E>`\n\nnothing here\n")
        }
    }

    @Test("the checked-in data file is what the generator makes of api-surface.md, and every type has the count the reference states")
    func generatedFileMatchesReference() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let types = try ApiSurfaceParser.parse(text)
        for t in types { #expect(t.members.count == t.statedCount, "\(t.name): \(t.members.count) vs \(String(describing: t.statedCount))") }
        let generated = ApiSurfaceParser.generateSwift(types)
        let checkedIn = try String(contentsOf: Self.root.appendingPathComponent("Sources/SpecReports/ApiSurface+Rows.swift"), encoding: .utf8)
        #expect(generated == checkedIn,
                "Sources/SpecReports/ApiSurface+Rows.swift is stale: run 'realmspec coverage --write-api-surface Sources/SpecReports/ApiSurface+Rows.swift'")
        #expect(ApiSurface.types == types)
    }

    @Test("members out of scope name members that exist")
    func outOfScopeExists() {
        for (type, ids) in ApiScope.outOfScope {
            let known = Set(ApiSurface.type(type)?.members.map(\.id) ?? [])
            #expect(!known.isEmpty, "\(type)")
            for id in ids.keys { #expect(known.contains(id), "\(type) \(id)") }
        }
    }

    @Test("a use counts for its rows: §4 rows on the receiver's type (through replacements), a Swift section only on its own type, §12 always but a collection class's rows only on its Swift types")
    func usesMapToRows() throws {
        let surface = try ApiSurfaceParser.parse(Self.sample)
        var unresolved = Set<String>()
        let rows = { (receiver: String, ref: String) in
            ApiCoverage.rows(of: ApiUseRef(receiver: receiver, name: "x", ref: ref), in: surface, unresolved: &unresolved).map { "\($0.0) \($0.1)" }
        }
        #expect(rows("Results", "§4 RC1–RC2") == ["Results RC1", "Results R1"])
        #expect(rows("List", "§4 RC1") == [], "no List type in the sample")
        #expect(rows("Realm", "§1 #2, #4; stdlib") == ["Realm #2", "Realm #4"])
        #expect(rows("Results", "§1 #2") == [], "a Realm row does not count on a Results receiver")
        #expect(rows("Results", "§12.6 objectsWhere: (spelt as in Swift)") == ["RLMResults objectsWhere:"])
        #expect(rows("Realm", "§12.6 objectsWhere:") == [], "an RLMResults row counts only on the types that call RLMResults")
        #expect(rows("Realm", "harness") == [])
        #expect(unresolved.isEmpty)
        #expect(rows("Realm", "§1 #9") == [])
        #expect(unresolved == ["§1 #9 on Realm"])
    }

    @Test("an Object row called on an embedded object counts for the EmbeddedObject row of the same member")
    func embeddedRows() throws {
        var unresolved = Set<String>()
        let rows = ApiCoverage.rows(of: ApiUseRef(receiver: "EmbeddedObject", name: "isInvalidated", ref: "§2 #5"),
                                    in: ApiSurface.types, unresolved: &unresolved)
        #expect(rows.map { "\($0.0) \($0.1)" } == ["EmbeddedObject #6"])
        let embedded = try #require(ApiSurface.type("EmbeddedObject"))
        let object = try #require(ApiSurface.type("Object"))
        for (o, e) in ApiCoverage.embeddedRow {
            let os = try #require(object.members.first { $0.id == o }), es = try #require(embedded.members.first { $0.id == e })
            // The same member: the first member name either declaration spells is the same.
            let names = ["init", "realm", "objectSchema", "isInvalidated", "description", "subscript", "observe", "dynamicList",
                         "isSameObject", "isFrozen", "freeze", "thaw", "ignoredProperties", "propertiesMapping", "_getProperties"]
            let name = { (s: String) in names.compactMap { n in s.range(of: n).map { (n, s.distance(from: s.startIndex, to: $0.lowerBound)) } }
                .min { $0.1 < $1.1 }?.0 }
            if !es.signature.hasPrefix("Inherited") && !es.signature.hasPrefix("…") {
                #expect(name(os.signature) == name(es.signature), "\(o) \(os.signature) vs \(e) \(es.signature)")
            }
        }
    }

    @Test("coverage: members exercised of members in scope per type; messages checked of messages in scope")
    func computes() throws {
        let surface = try ApiSurfaceParser.parse(Self.sample)
        let messages = [
            SDKMessageRow(id: "TX1", templates: ["Cannot modify %@ outside of a write transaction."], inScope: true),
            SDKMessageRow(id: "TX2", templates: ["Can't cancel a non-existing write transaction"], inScope: true),
            SDKMessageRow(id: "TX3", templates: ["Only on another thread"], inScope: false),
            SDKMessageRow(id: "IX1", templates: ["Index %llu is out of bounds (must be less than %llu)."], inScope: true),
        ]
        let api = ApiCoverage.compute(surface: surface, uses: [ApiUseRef(receiver: "Realm", name: "b", ref: "§1 #2")],
                                      reasons: ["Cannot modify List outside of a write transaction.", "Index 4 is out of bounds (must be less than 2)."],
                                      messages: messages, outOfScope: ["Realm": ["#4": "needs threads"]])
        let realm = try #require(api.types.first)
        #expect(realm.members == Tally(covered: 1, total: 3))
        #expect(realm.unexercised.map(\.id) == ["#1", "#3"])
        #expect(realm.outOfScope.map(\.id) == ["#4"])
        #expect(api.messages == Tally(covered: 2, total: 3))
        #expect(api.messageGroups.map(\.group) == ["TX", "IX"])
        #expect(api.messageGroups[0].unchecked == ["TX2"])
        let text = ApiCoverageReport.text(api).joined(separator: "\n")
        #expect(text.contains("Realm              members exercised 1 of 3 in scope (33.3%)"), "\(text)")
        #expect(text.contains("TX                 messages checked 1 of 2 in scope (50.0%)"), "\(text)")
        #expect(ApiCoverageReport.markdown(api).contains("| Realm | 1 of 3 (33.3%) | `#1` var a: Int<br>`#3` func c() / func d() |"))
        #expect(ApiCoverageReport.html(api).contains("<th>Realm</th><td>1 of 3 (33.3%)</td>"))
    }

    @Test("a protocol row (§12.4) counts for the receiver's Objective-C class; an RLMObject row on an embedded object for RLMEmbeddedObject only")
    func objcRowsByReceiver() throws {
        let surface = ApiSurface.types
        func exercised(_ use: ApiUseRef) -> Set<String> {
            let api = ApiCoverage.compute(surface: surface, uses: [use], reasons: [], messages: [])
            return Set(api.types.flatMap { t in
                (ApiSurface.type(t.type)?.members ?? []).filter { m in !t.unexercised.contains { $0.id == m.id } && !t.outOfScope.contains { $0.id == m.id } }
                    .map { "\(t.type) \($0.id)" }
            })
        }
        #expect(exercised(ApiUseRef(receiver: "List", name: "objects", ref: "§12.4 objectsWhere:")) == ["RLMCollection objectsWhere:", "RLMArray #25"])
        #expect(exercised(ApiUseRef(receiver: "LinkingObjects", name: "addNotificationBlock", ref: "§12.4 addNotificationBlock:"))
                == ["RLMCollection addNotificationBlock:", "RLMResults addNotificationBlock:… (1)"])
        #expect(exercised(ApiUseRef(receiver: "Map", name: "min", ref: "§12.4 minOfProperty:")) == ["RLMCollection minOfProperty:", "RLMDictionary minOfProperty:"])
        // RLMSet does not declare objectAtIndex:, so only the protocol row counts.
        #expect(exercised(ApiUseRef(receiver: "MutableSet", name: "object", ref: "§12.4 objectAtIndex:")) == ["RLMCollection objectAtIndex:"])
        #expect(exercised(ApiUseRef(receiver: "EmbeddedObject", name: "freeze", ref: "§12.2 #35")) == ["RLMEmbeddedObject freeze"])
        #expect(exercised(ApiUseRef(receiver: "Object", name: "freeze", ref: "§12.2 #35")) == ["RLMObject #35"])
        // A selector the classes declare but the protocol does not list counts for the receiver's class alone.
        #expect(exercised(ApiUseRef(receiver: "List", name: "addNotificationBlock", ref: "§12.4 addNotificationBlock:keyPaths:"))
                == ["RLMArray #36"])
        #expect(exercised(ApiUseRef(receiver: "Map", name: "addNotificationBlock", ref: "§12.4 addNotificationBlock:keyPaths:"))
                == ["RLMDictionary addNotificationBlock:… (4)"])
        // A concrete class's row counts only on the Swift type that calls that class.
        #expect(exercised(ApiUseRef(receiver: "MutableSet", name: "contains", ref: "§7 S5; §12.7 containsObject:"))
                == ["MutableSet S5", "RLMSet containsObject:"])
        #expect(exercised(ApiUseRef(receiver: "List", name: "contains", ref: "§7 S5; §12.7 containsObject:")).isEmpty)
        #expect(exercised(ApiUseRef(receiver: "Results", name: "insert", ref: "§12.5 #14")).isEmpty)
    }
}

@Suite("docs/reports.md: SDK members out of scope")
struct ApiScopeReadmeTests {
    @Test("the reports guide's coverage section lists every member left out of scope, with its reason, as ApiScope has them")
    func readmeListsOutOfScope() throws {
        let readme = try String(contentsOf: ApiSurfaceTests.root.appendingPathComponent("docs/reports.md"), encoding: .utf8)
        let list = ApiScope.readmeList()
        #expect(list.contains("- Realm #9, #10, #47, #48, #49, #50: needs a second realm file\n"), "\(list)")
        #expect(readme.contains("<!-- api-scope begin -->\n" + list + "<!-- api-scope end -->"),
                "docs/reports.md's list between the api-scope markers differs from:\n\(list)")
    }
}
