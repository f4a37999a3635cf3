// The SDK types beside the documented ones that scenarios use: a sort
// descriptor in Swift and Objective-C, `ObjectiveCSupport`'s conversion
// between the Swift and the Objective-C types, and the Objective-C ObjectId
// and Decimal128 (`RLMObjectId`, `RLMDecimal128`), the values Swift's types are. api-surface.md gives them no
// rows, so they count in no figure; they are declared here so that every SDK
// member a scenario may call exists in one place, and the interpreter's names
// for them (`Interpreter.isValueType`, the `SortDescriptor` initialisers) are
// read from these declarations.
// Related documentation: sdk-reference api-surface.md §2 #38 (sorted(by:) takes
// SortDescriptors), §12.5 (sortedResultsUsingDescriptors: takes RLMSortDescriptors).

extension ApiDeclarations {
    static let besideDocumented: [ApiMember] = {
        let sort: [ApiReceiver] = [.sortDescriptor], rlmSort: [ApiReceiver] = [.rlmSortDescriptor]
        return [
            ApiMember(receivers: sort, name: "init", params: [.l("keyPath", .keyPath), .d("ascending", .bool)], result: .any,
                      isThrowing: false, isAsync: false, lowersTo: "none", rows: [], origin: .besideDocumented, form: .initialiser),
            ApiMember(receivers: rlmSort, name: "init", params: [.l("keyPath", .string), .l("ascending", .bool)], result: .any,
                      isThrowing: false, isAsync: false, lowersTo: "none", rows: [], origin: .besideDocumented, form: .initialiser),
            .property(sort + rlmSort, "keyPath", .string, lowers: "none", origin: .besideDocumented),
            .property(sort + rlmSort, "ascending", .bool, lowers: "none", origin: .besideDocumented),
            .method(sort, "reversed", [], .any, lowers: "none", origin: .besideDocumented),
            .method([.objectiveCSupportClass], "convert", [.l("object", .any)], .any, lowers: "none", origin: .besideDocumented),
            // The Objective-C ObjectId and Decimal128, which Swift's ObjectId and Decimal128 subclass:
            // the same values (`RLMObjectId.objectId()` is a new ObjectId, `RLMDecimal128(string:)` a Decimal128).
            ApiMember(receivers: [.rlmObjectId], name: "init", params: [.l("string", .string)], result: .any,
                      isThrowing: true, isAsync: false, lowersTo: "none", rows: [], origin: .besideDocumented, form: .initialiser),
            .method([.rlmObjectIdClass], "objectId", [], .any, lowers: "none", origin: .besideDocumented),
            ApiMember(receivers: [.rlmDecimal128], name: "init", params: [.l("string", .string)], result: .any,
                      isThrowing: false, isAsync: false, lowersTo: "none", rows: [], origin: .besideDocumented, form: .initialiser),
            ApiMember(receivers: [.rlmDecimal128], name: "init", params: [.l("number", .any)], result: .any,
                      isThrowing: false, isAsync: false, lowersTo: "none", rows: [], origin: .besideDocumented, form: .initialiser),
            ApiMember(receivers: [.rlmDecimal128], name: "init", params: [.l("value", .any)], result: .any,
                      isThrowing: false, isAsync: false, lowersTo: "none", rows: [], origin: .besideDocumented, form: .initialiser),
        ]
    }()
}
