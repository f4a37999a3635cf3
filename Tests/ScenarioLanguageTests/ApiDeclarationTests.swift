// The typed API declaration and the interpreter's member tables agree: every
// implemented SDK member is declared, every declaration is implemented, and
// label lists, signatures and the coverage hook come from the declaration.

@testable import ScenarioAPI
@testable import ScenarioInterpreter
@testable import ScenarioLanguage
import Testing

@Suite("API declaration")
struct ApiDeclarationTests {
    /// Results members Map has no counterpart for in the SDK (api-surface.md §9 says a Map is no RealmCollection).
    static let notOnMap: Set<String> = [
        "Map.isEmpty", "Map.first", "Map.last", "Map.firstObject", "Map.lastObject", "Map.distinct", "Map.index",
        "Map.indexOfObject", "Map.indexOfObjectWhere", "Map.firstIndex", "Map.startIndex", "Map.endIndex", "Map.indices",
    ]

    @Test("every implemented SDK member is declared, apart from the Results members a Map lacks")
    func everyImplementationDeclared() {
        let undeclared = Set(MemberTableSet.shared.undeclared)
        #expect(undeclared.subtracting(Self.notOnMap).isEmpty, "\(undeclared.subtracting(Self.notOnMap).sorted())")
    }

    @Test("every declaration has an implementation on each of its receivers")
    func everyDeclarationImplemented() {
        var missing: [String] = []
        for (receiver, members) in ApiDeclarations.byReceiver {
            let table = MemberTableSet.shared.table(receiver)
            for m in members where m.form == .member && table[ApiDeclarations.key(of: m, on: receiver)] == nil {
                missing.append("\(receiver.rawValue).\(m.name)")
            }
        }
        #expect(missing.isEmpty, "\(missing.sorted())")
    }

    @Test("SortDescriptor, RLMSortDescriptor and ObjectiveCSupport are SDK types the declarations name, with no rows")
    func besideDocumentedTypes() {
        for name in ["SortDescriptor", "RLMSortDescriptor", "ObjectiveCSupport"] {
            #expect(!Interpreter.valueTypes.contains(name), "\(name) is listed by hand")
            #expect(Interpreter.isValueType(name), "\(name) is not named by a declaration")
        }
        for receiver in ApiReceiver.besideDocumented {
            let members = ApiDeclarations.byReceiver[receiver] ?? []
            #expect(!members.isEmpty, "\(receiver) has no declaration")
            #expect(members.allSatisfy { $0.origin == .besideDocumented && $0.rows.isEmpty }, "\(receiver)")
        }
        // The initialisers' labels are the declaration's: a default ascending makes two label lists.
        #expect(Interpreter.globals["SortDescriptor"]?.contains(["keyPath"]) == true)
        #expect(Interpreter.globals["SortDescriptor"]?.contains(["keyPath", "ascending"]) == true)
        #expect(Interpreter.globals["RLMSortDescriptor"] == [["keyPath", "ascending"]])
    }

    @Test("a table's label lists are the declaration's, defaults expanded")
    func labelsFromDeclaration() {
        let list = MemberTableSet.shared.list
        #expect(list["removeFirst"]?.labels?.contains([]) == true)
        #expect(list["removeFirst"]?.labels?.contains(["_"]) == true)
        #expect(list["move"]?.labels?.contains(["fromOffsets", "toOffset"]) == true)
        #expect(MemberTableSet.shared.set["insert"]?.labels?.contains(["_", "at"]) == false)
        #expect(list["first"]?.labels == nil)
        #expect(list["first()"]?.labels == [["where"]])
    }

    @Test("signatures read as Swift declarations")
    func signatures() {
        let insert = ApiDeclarations.members(.list, named: "insert").first { $0.rows.contains(.list("L8")) }
        #expect(insert?.signature == "func insert(_: Element, at: Int)")
        let write = ApiDeclarations.members(.realm, named: "write").first
        #expect(write?.signature == "func write(withoutNotifying: [NotificationToken] = …, _: () throws -> Result) throws -> Any")
        #expect(write?.isThrowing == true)
        #expect(ApiDeclarations.members(.realm, named: "asyncWrite").first?.isAsync == true)
    }

    @Test("binding labels to parameters follows defaults and variadic arguments")
    func binding() {
        let index = ApiDeclarations.members(.results, named: "index").first { $0.rows == [.shared("RC11")] }
        #expect(index?.bind(["matching", "_", "_"])?.count == 3)
        #expect(index?.bind(["of"]) == nil)
        let removeFirst = ApiDeclarations.members(.list, named: "removeFirst").first
        #expect(removeFirst?.bind([])?.isEmpty == true)
        #expect(removeFirst?.bind(["_"])?.first?.type == .int)
    }

    @Test("the declaration lists each receiver's members with their api-surface rows, one overload each")
    func coverage() {
        let declared = ApiReceiver.allCases.map { r in
            (receiver: r.rawValue, members: (ApiDeclarations.byReceiver[r] ?? []).map { (name: $0.name, signature: $0.signature, rows: $0.rowText) })
        }
        #expect(declared.map(\.receiver) == ApiReceiver.allCases.map(\.rawValue))
        let list = declared.first { $0.receiver == "List" }?.members ?? []
        #expect(list.contains { $0.signature == "func remove(atOffsets: IndexSet)" && $0.rows == "§5 L21" })
        #expect(declared.allSatisfy { !$0.members.isEmpty })
        #expect(declared.allSatisfy { $0.members.allSatisfy { !$0.rows.isEmpty } })
        let merges = declared.first { $0.receiver == "Map" }?.members.filter { $0.name == "merge" }.map(\.rows)
        #expect(merges == ["§9 M9", "§9 M10"])
    }

    @Test("near names are offered for misspellings")
    func nearest() {
        #expect(ApiDeclarations.nearest("strng", among: ["string", "int", "data"]) == "string")
        #expect(ApiDeclarations.nearest("appendd", among: ["append", "insert"]) == "append")
        #expect(ApiDeclarations.nearest("zzzzzz", among: ["append", "insert"]) == nil)
    }
}
