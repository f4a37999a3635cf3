// The SDK types beside the documented ones that scenarios use: a sort
// descriptor in Swift and Objective-C, and `ObjectiveCSupport`'s conversion
// between the Swift and the Objective-C types. api-surface.md gives them no
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
        ]
    }()
}
