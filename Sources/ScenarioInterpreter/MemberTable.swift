// The members each kind of receiver knows. The tables of SDK receivers
// take their label lists from the typed declaration (ApiDeclaration*.swift);
// the interpreter dispatches through them and lint checks calls against the
// same declaration, so the two can never disagree.

internal import Foundation
internal import RealmSpecCore
internal import ScenarioAPI

/// The evaluated arguments of one call.
struct CallArgs {
    var values: [RValue]
    var labels: [String?]

    var count: Int { values.count }
    subscript(_ i: Int) -> RValue { i < values.count ? values[i] : .void }
    /// The value with this label, if given.
    func named(_ label: String) -> RValue? {
        labels.firstIndex(where: { $0 == label }).map { values[$0] }
    }
    /// The last closure argument (a trailing closure, or a block passed first).
    var closure: Closure? {
        for v in values.reversed() { if case .closure(let c) = v { return c } }
        return nil
    }
    /// The first label, nil when the first argument has none.
    var firstLabel: String? { labels.first ?? nil }
}

/// One known member: a property (no labels) or a method with its accepted label lists.
/// A method whose name is also a property's (`first` and `first(where:)`) is
/// keyed with "()" after its name.
package struct Member: @unchecked Sendable {
    // Sendable: both properties are `let`s, and `run` is always a closure
    // literal of the static member tables that captures nothing; it acts
    // only on the interpreter it is given, which belongs to one thread.
    /// nil for a property; otherwise every accepted list of labels ("_" for none, "*" for any).
    package let labels: [[String]]?
    let run: (Interpreter, RValue, CallArgs) throws -> RValue

    static func property(_ run: @escaping (Interpreter, RValue) throws -> RValue) -> Member {
        Member(labels: nil) { i, r, _ in try run(i, r) }
    }
    /// A method of a scenario-language value, with its own label lists.
    static func method(_ labels: [[String]], _ run: @escaping (Interpreter, RValue, CallArgs) throws -> RValue) -> Member {
        Member(labels: labels, run: run)
    }
    /// A method of an SDK receiver: its label lists come from the declaration.
    static func method(_ run: @escaping (Interpreter, RValue, CallArgs) throws -> RValue) -> Member {
        Member(labels: [], run: run)
    }

    /// This implementation with the label lists of its declarations; nil when none declares it.
    func declared(by declarations: [ApiMember]) -> Member? {
        guard !declarations.isEmpty else { return nil }
        if labels == nil { return declarations.allSatisfy(\.isProperty) ? self : nil }
        let lists = declarations.flatMap(\.labelLists)
        return declarations.contains(where: \.isProperty) ? nil : Member(labels: lists, run: run)
    }

    /// A label list matches; a final "*" accepts any further arguments.
    package static func matches(_ pattern: [String], _ given: [String]) -> Bool {
        if pattern.last == "*" {
            let head = pattern.dropLast()
            return given.count >= head.count && Array(given.prefix(head.count)) == Array(head)
        }
        return pattern == given
    }
}

/// One copy of every member table.
///
/// The `Interpreter.…Members` properties build their table each time they
/// are read, so nothing reads them but this class. Lint reads `shared`; a
/// running scenario reads its thread's own copy (`forCurrentThread()`),
/// because looking members up in one shared dictionary from two workers
/// makes both update the same reference counts on every call, which costs
/// more than the lookup.
package final class MemberTableSet: @unchecked Sendable {
    // Sendable: every table is a `let` filled in init and never changed; a
    // set is handed from an ended thread to a new one only through `spare`,
    // under its lock.
    package let realm, object, projection, results, list, set, map, mixed, token, type, value, globals: [String: Member]
    /// A ProjectedCollection's own members (its other ones are an array's, on its values).
    let projectedCollection: [String: Member]
    /// The tables of collections seen through the Objective-C API: the Swift
    /// type's members, with the Objective-C spelling's own answers where
    /// the two differ (`Interpreter.objcCollectionMembers`).
    let objcResults, objcList, objcSet, objcMap: [String: Member]

    /// Implementations no declaration names, per receiver (kept out of the tables; a unit test keeps this empty).
    let undeclared: [String]

    init() {
        var missing: [String] = []
        func declare(_ table: [String: Member], _ receiver: ApiReceiver) -> [String: Member] {
            var keyed: [String: [ApiMember]] = [:]
            // A Swift receiver's table also runs the calls of the Objective-C types that wrap it, under their own labels.
            for r in [receiver] + receiver.objectiveCWrappers {
                for m in ApiDeclarations.byReceiver[r] ?? [] where m.form == .member {
                    let key = ApiDeclarations.key(of: m, on: r)
                    if keyed[key]?.contains(where: { $0.receivers == m.receivers && $0.name == m.name && $0.params == m.params }) != true {
                        keyed[key, default: []].append(m)
                    }
                }
            }
            var out: [String: Member] = [:]
            for (key, member) in table {
                // `first()` (beside a `first` property) is plain `first` where no such property is declared.
                let name = keyed[key] == nil && key.hasSuffix("()") ? String(key.dropLast(2)) : key
                if let d = member.declared(by: keyed[name] ?? []) { out[name] = d } else { missing.append("\(receiver.rawValue).\(key)") }
            }
            return out
        }
        realm = declare(Interpreter.realmMembers, .realm); object = declare(Interpreter.objectMembers, .object)
        projection = declare(Interpreter.projectionMembers, .projection); results = declare(Interpreter.resultsMembers, .results)
        list = declare(Interpreter.listMembers, .list); set = declare(Interpreter.setMembers, .set)
        map = declare(Interpreter.mapMembers, .map)
        projectedCollection = declare(Interpreter.projectedCollectionMembers, .projectedCollection)
        // Only the members a receiver's Objective-C type declares are replaced.
        func objc(_ swift: [String: Member], _ receiver: ApiReceiver) -> [String: Member] {
            let declared = Set(receiver.objectiveCWrappers.flatMap { r in
                (ApiDeclarations.byReceiver[r] ?? []).map { ApiDeclarations.key(of: $0, on: r) }
            })
            let own = Interpreter.objcCollectionMembers.filter { declared.contains($0.key) }
            return swift.merging(declare(own, receiver)) { _, objc in objc }
        }
        objcResults = objc(results, .results); objcList = objc(list, .list)
        objcSet = objc(set, .set); objcMap = objc(map, .map)
        mixed = declare(Interpreter.mixedMembers, .mixed); token = declare(Interpreter.tokenMembers, .token)
        type = Interpreter.typeMembers
        value = Interpreter.valueMembers; globals = Interpreter.globalFunctions
        undeclared = missing.sorted()
    }

    /// The implementation table of an SDK receiver.
    func table(_ receiver: ApiReceiver) -> [String: Member] {
        switch receiver {
        case .realm, .rlmRealm: return realm
        case .object, .rlmObject: return object
        case .projection: return projection
        case .results, .linkingObjects, .rlmResults: return results
        case .list, .rlmArray: return list
        case .set, .rlmSet: return set
        case .map, .rlmDictionary: return map
        case .mixed: return mixed
        case .token: return token
        // The protocol's requirements are the read side every collection shares, which results' table holds.
        case .rlmCollection: return results
        case .objectClass, .rlmRealmClass, .rlmArrayClass, .rlmSetClass, .rlmObjectClass, .objectiveCSupportClass, .rlmObjectIdClass: return type
        // Their values are the language's ObjectId and Decimal128.
        case .rlmObjectId, .rlmDecimal128: return value
        // The sort descriptors' members are among the language's value members.
        case .sortDescriptor, .rlmSortDescriptor: return value
        case .projectedCollection: return projectedCollection
        // AnyRealmCollection's description is a collection's, which results' table holds.
        case .anyRealmCollection: return results
        }
    }

    /// The tables lint and the compiler check names against.
    package static let shared = MemberTableSet()

    /// The calling thread's own tables, made on its first use (or taken
    /// over from a thread that has ended).
    static func forCurrentThread() -> MemberTableSet {
        if let raw = pthread_getspecific(threadKey) {
            return Unmanaged<MemberTableSet>.fromOpaque(raw).takeUnretainedValue()
        }
        let tables = spare.withLock { $0.popLast() } ?? MemberTableSet()
        pthread_setspecific(threadKey, Unmanaged.passRetained(tables).toOpaque())
        return tables
    }

    /// Tables of ended threads, for the next thread to take.
    private static let spare = LockedArray()

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            let tables = Unmanaged<MemberTableSet>.fromOpaque(raw).takeRetainedValue()
            MemberTableSet.spare.withLock { $0.append(tables) }
        }
        return key
    }()

    private final class LockedArray: @unchecked Sendable {
        // Sendable: `items` is read and written only under `lock`.
        private let lock = NSLock()
        private var items: [MemberTableSet] = []
        func withLock<R>(_ body: (inout [MemberTableSet]) -> R) -> R { lock.withLock { body(&items) } }
    }
}

extension ApiReceiver {
    /// The Objective-C types whose values are, at run time, this Swift
    /// type: an RLMRealm is a realm, an RLMObject an object, an RLMArray a
    /// list, an RLMCollection any of the collections.
    var objectiveCWrappers: [ApiReceiver] {
        switch self {
        case .realm: [.rlmRealm]
        case .object: [.rlmObject]
        case .list: [.rlmArray, .rlmCollection]
        case .set: [.rlmSet, .rlmCollection]
        case .map: [.rlmDictionary, .rlmCollection]
        case .results: [.rlmResults, .rlmCollection]
        default: []
        }
    }
}

/// Every table, for lint.
package enum MemberTables {
    package static let byKind: [(String, [String: Member])] = {
        let t = MemberTableSet.shared
        return [("Realm", t.realm), ("Object", t.object), ("Results", t.results), ("List", t.list),
                ("MutableSet", t.set), ("Map", t.map), ("AnyRealmValue", t.mixed), ("NotificationToken", t.token),
                ("Projection", t.projection), ("Type", t.type), ("Value", t.value)]
    }()

    /// Names (with "()" keys) any collection kind knows.
    package static let collectionNames: Set<String> = {
        var names: Set<String> = []
        let t = MemberTableSet.shared
        for table in [t.list, t.set, t.map, t.results] {
            names.formUnion(table.keys)
        }
        return names
    }()

    /// Name → every label list any kind accepts for it (nil entries for properties).
    package static let all: [String: [[String]]?] = {
        var out: [String: [[String]]?] = [:]
        for (_, table) in byKind {
            for (key, m) in table {
                let name = key.hasSuffix("()") ? String(key.dropLast(2)) : key
                switch (out[name], m.labels) {
                case (nil, let l): out[name] = .some(l)
                case (.some(.some(let a)), .some(let b)): out[name] = .some(a + b.filter { !a.contains($0) })
                default: out[name] = .some(nil)
                }
            }
        }
        return out
    }()
}
