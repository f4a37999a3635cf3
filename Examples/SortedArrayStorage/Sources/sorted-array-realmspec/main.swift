// The realmspec command with one more engine: Realm's rules (the object
// store) over the sorted-array storage.
//
//     sorted-array-realmspec run ../../Specs --engine sorted-array
//     sorted-array-realmspec conformance --engine sorted-array

import ObjectStore
import RealmSpecCore
import RealmSpecTool
import SortedArrayStorage

RealmSpecTool.main(engines: [
    RegisteredEngine(name: "sorted-array", summary: "each table in an array of rows sorted by object id") {
        () throws(EngineError) -> any Engine in ObjectStore(storage: SortedArrayStorage(), name: "sorted-array")
    },
])
