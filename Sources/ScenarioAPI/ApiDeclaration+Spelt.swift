// The declared members a scenario does not call after a dot: initialisers
// (`Dog(value:)`, `List<Int>()`, `try Realm()`, `RLMArray(objectClassName:)`),
// subscripts (`list[0]`, `list[1..<3]`), `==`, the cases of AnyRealmValue
// (`.int(5)`), and what Swift calls for a statement (`for x in list` calls
// `makeIterator()`, `JSONEncoder().encode(list)` calls `encode(to:)`). Lint
// records them where it sees the spelling; lookups by dot never find them.
// Related documentation: sdk-reference api-surface.md §1 #8, #51; §2 #1, #2, #7, #26;
// §3; §4 RC7, RC49; §5 L1–L3, L16, L23, L24, L26; §6 R2–R4; §7 S1, S2, S4, S16,
// S20, S22; §8 LO1, LO3–LO5; §9 M5, M6, M13, M35, M37–M39; §10 A1–A14, A29–A31,
// A33; §11 P1, P3, P4; §12.5 #43; §12.7 initWithObjectClassName:.

/// How a scenario spells a declared member.
package enum ApiForm: String, Sendable, Equatable {
    /// `receiver.name` or `receiver.name(…)`.
    case member
    /// `Type(…)`.
    case initialiser
    /// `receiver[…]`.
    case `subscript`
    /// `a == b`.
    case `operator`
    /// `.int(5)`, `AnyRealmValue.none`.
    case enumCase
    /// A requirement Swift calls for a statement (`for … in`, `JSONEncoder`).
    case conformance
    /// A nested type (`PersonProjection.PersistedType`).
    case nestedType
}

extension ApiMember {
    /// The signature of a member that is not called after a dot.
    func formSignature(_ effects: String) -> String {
        let list = (params ?? []).map { "\($0.label ?? "_"): \($0.type)" }.joined(separator: ", ")
        let tail = result == .void ? "" : " -> \(result)"
        switch form {
        case .member, .conformance: return "func \(name)(\(list))\(effects)\(tail)"
        case .initialiser: return "init(\(list))\(effects)"
        // A setter is declared with the new value as a second argument.
        case .subscript where result == .void && (params ?? []).count == 2:
            return "subscript(_: \(params?[0].type ?? .any)) -> \(params?[1].type ?? .any) { set }"
        case .subscript: return "subscript(\(list))\(tail)"
        case .operator: return "static func \(name) (lhs: Self, rhs: Self) -> Bool"
        case .enumCase: return params.map { _ in "case \(name)(\(list))" } ?? "case \(name)"
        case .nestedType: return "typealias \(name)"
        }
    }

    static func spelt(_ form: ApiForm, _ receivers: [ApiReceiver], _ name: String, _ params: [ApiParam]? = [],
                      _ result: ApiType = .void, throws isThrowing: Bool = false, lowers: String = "none",
                      rows: [ApiRow]) -> ApiMember {
        ApiMember(receivers: receivers, name: name, params: params, result: result, isThrowing: isThrowing, isAsync: false,
                  lowersTo: lowers, rows: rows, origin: .sdk, form: form)
    }
}

extension ApiDeclarations {
    static let spelt: [ApiMember] = initialisers + subscripts + operators + conformances + mixedCases

    /// The declaration of a receiver spelt in a form other than a member, by name and labels.
    package static func spelt(_ form: ApiForm, _ receiver: ApiReceiver, _ name: String, labels: [String]? = nil) -> ApiMember? {
        (byReceiver[receiver] ?? []).first { m in
            m.form == form && m.name == name && (labels == nil || m.bind(labels ?? []) != nil)
        }
    }

    static let initialisers: [ApiMember] = [
        .spelt(.initialiser, [.realm], "init", [], .realm, throws: true, lowers: "none (the default realm)", rows: [.realm("#8")]),
        .spelt(.initialiser, [.object], "init", [], .object, rows: [.object("#1"), .embeddedObject("#1")]),
        .spelt(.initialiser, [.object], "init", [.l("value", .any)], .object, rows: [.object("#2"), .embeddedObject("#2")]),
        .spelt(.initialiser, [.mixed], "init", [], .mixed, rows: [.mixed("A29")]),
        .spelt(.initialiser, [.projection], "init", [.l("projecting", .object)], .any, rows: [.projection("P3")]),
        .spelt(.initialiser, [.list], "init", [], .collection(.list), rows: [.list("L1")]),
        .spelt(.initialiser, [.list], "init", [.l("collection", .any)], .collection(.list), rows: [.list("L2")]),
        .spelt(.initialiser, [.set], "init", [], .collection(.set), rows: [.mutableSet("S1")]),
        .spelt(.initialiser, [.set], "init", [.l("collection", .any)], .collection(.set), rows: [.mutableSet("S2")]),
        .spelt(.initialiser, [.map], "init", [], .collection(.map), rows: [.map("M5")]),
        .spelt(.initialiser, [.map], "init", [.l("collection", .any)], .collection(.map), rows: [.map("M6")]),
        .spelt(.initialiser, [.linkingObjects], "init", [.l("fromType", .objectType), .l("property", .string)],
               .collection(.linkingObjects), rows: [.linkingObjects("LO1")]),
        .spelt(.initialiser, [.list, .set, .map], "init", [.l("from", .any)], .any, throws: true, rows: [.list("L24"), .mutableSet("S20"), .map("M37")]),
        .spelt(.initialiser, [.rlmArrayClass], "init", [.l("objectClassName", .string)], .any, rows: [.rlmArray("#43")]),
        .spelt(.initialiser, [.rlmSetClass], "init", [.l("objectClassName", .string)], .any,
               rows: [.rlmSet("initWithObjectClassName:")]),
        .spelt(.nestedType, [.projection], "PersistedType", nil, .objectType, rows: [.projection("P1")]),
    ]

    static let subscripts: [ApiMember] = [
        .spelt(.subscript, [.list], "subscript", [.u(.int)], .element, lowers: "element / listReplace", rows: [.list("L3")]),
        .spelt(.subscript, [.results], "subscript", [.u(.int)], .element, lowers: "element", rows: [.results("R2")]),
        .spelt(.subscript, [.set], "subscript", [.u(.int)], .element, lowers: "element", rows: [.mutableSet("S4")]),
        .spelt(.subscript, [.linkingObjects], "subscript", [.u(.int)], .element, lowers: "element", rows: [.linkingObjects("LO3")]),
        .spelt(.subscript, [.map], "subscript", [.u(.string)], .optional(.element), lowers: "mapGet / mapSet", rows: [.map("M13")]),
        .spelt(.subscript, [.object], "subscript", [.u(.string)], .optional(.any), lowers: "get / set",
               rows: [.object("#7"), .embeddedObject("#8")]),
        .spelt(.subscript, [.list], "subscript", [.l("bounds", .range)], .any, lowers: "count, element", rows: [.list("L16")]),
        .spelt(.subscript, [.rlmArray], "subscript", [.u(.int)], .element, lowers: "element", rows: [.rlmArray("#31")]),
        .spelt(.subscript, [.rlmDictionary], "subscript", [.u(.string)], .optional(.element), lowers: "mapGet",
               rows: [.rlmDictionary("objectForKeyedSubscript:")]),
        .spelt(.subscript, [.rlmResults, .rlmCollection], "subscript", [.u(.int)], .element, lowers: "element",
               rows: [.rlmResults("objectAtIndexedSubscript:"), .rlmCollection("objectAtIndexedSubscript:")]),
        // The setters of RLMArray's and RLMDictionary's subscripts, rows of their own: `array[0] = dog`, `dictionary["k"] = 1`.
        .spelt(.subscript, [.rlmArray], "subscript", [.u(.int), .u(.element)], lowers: "listReplace",
               rows: [.rlmArray("#32")]),
        .spelt(.subscript, [.rlmDictionary], "subscript", [.u(.string), .u(.optional(.element))], lowers: "mapSet / mapRemove",
               rows: [.rlmDictionary("setObject:forKeyedSubscript:")]),
        .spelt(.subscript, [.results, .set, .linkingObjects], "subscript", [.l("bounds", .range)], .any, lowers: "count, element",
               rows: [.shared("RC7")]),
    ]

    static let operators: [ApiMember] = [
        .spelt(.operator, [.object], "==", [.u(.object)], .bool, rows: [.object("#26"), .embeddedObject("#22")]),
        .spelt(.operator, [.results], "==", [.u(.collection(.results))], .bool, rows: [.results("R3")]),
        .spelt(.operator, [.list], "==", [.u(.collection(.list))], .bool, rows: [.list("L26")]),
        .spelt(.operator, [.set], "==", [.u(.collection(.set))], .bool, rows: [.mutableSet("S22")]),
        .spelt(.operator, [.map], "==", [.u(.collection(.map))], .bool, rows: [.map("M39")]),
        .spelt(.operator, [.linkingObjects], "==", [.u(.collection(.linkingObjects))], .bool, rows: [.linkingObjects("LO4")]),
        .spelt(.operator, [.mixed], "==", [.u(.mixed)], .bool, rows: [.mixed("A33")]),
        .spelt(.operator, [.projection], "==", [.u(.any)], .bool, rows: [.projection("P4")]),
    ]

    static let conformances: [ApiMember] = [
        .spelt(.conformance, [.list], "makeIterator", [], .any, lowers: "elements", rows: [.list("L23")]),
        .spelt(.conformance, [.results], "makeIterator", [], .any, lowers: "elements", rows: [.results("R4")]),
        .spelt(.conformance, [.set], "makeIterator", [], .any, lowers: "elements", rows: [.mutableSet("S16")]),
        .spelt(.conformance, [.linkingObjects], "makeIterator", [], .any, lowers: "elements", rows: [.linkingObjects("LO5")]),
        .spelt(.conformance, [.map], "makeIterator", [], .any, lowers: "mapKeys, mapGet", rows: [.map("M35")]),
        .spelt(.conformance, ApiReceiver.collections, "encode", [.l("to", .any)], throws: true, lowers: "elements",
               rows: [.shared("RC49"), .map("M38")]),
    ]

    /// The cases of AnyRealmValue (A1–A14) and the statics spelt like one (A30, A31).
    static let mixedCases: [ApiMember] = {
        let a: [ApiReceiver] = [.mixed]
        func c(_ name: String, _ payload: ApiType?, _ row: String) -> ApiMember {
            .spelt(.enumCase, a, name, payload.map { [.u($0)] }, .mixed, rows: [.mixed(row)])
        }
        return [
            c("none", nil, "A1"), c("int", .int, "A2"), c("bool", .bool, "A3"), c("float", .double, "A4"),
            c("double", .double, "A5"), c("string", .string, "A6"), c("data", .any, "A7"), c("date", .date, "A8"),
            c("object", .object, "A9"), c("objectId", .any, "A10"), c("decimal128", .any, "A11"), c("uuid", .any, "A12"),
            c("dictionary", .collection(.map), "A13"), c("list", .collection(.list), "A14"),
            c("fromDictionary", .keyValues, "A30"), c("fromArray", .array(.mixed), "A31"),
        ]
    }()
}
