// Walking the values of one add or create call for the unmanaged objects it
// holds, so a reference to an object by its local id resolves to the first
// object given that id, wherever it stands in the graph.
//
// Related documentation: crud-update#upsert-an-object,
// crud-update#update-an-object.

public import RealmSpecCore

extension NewObject {
    /// The first object of each local id in `values`, in depth-first order;
    /// a loop, not recursion, so a deeply nested value cannot exhaust the stack.
    public static func byLocalId(in values: [Value]) -> [Int: NewObject] {
        var found: [Int: NewObject] = [:]
        var todo = Array(values.reversed())
        while let value = todo.popLast() {
            switch value {
            case .newObject(let n):
                guard found[n.localId] == nil else { continue }
                found[n.localId] = n
                todo.append(contentsOf: n.fields.reversed().map(\.value))
            case .list(let vs), .set(let vs): todo.append(contentsOf: vs.reversed())
            case .map(let es): todo.append(contentsOf: es.reversed().map(\.value))
            default: break
            }
        }
        return found
    }
}
