// Runtime values of the interpreter: scalars are RealmSpecCore `Value`s,
// objects and collections are handles that are either unmanaged (held here)
// or managed (addressed by an `ObjectKey` or a `CollectionRef`).

package import RealmSpecCore

/// A value while a scenario runs.
package indirect enum RValue {
    case void
    /// Swift `nil`.
    case null
    /// A non-nil scalar (never `.link`, `.list`, …). `.scalar(.null)` is
    /// Foundation's `NSNull()`: an object, not nil, whose Realm value is null.
    case scalar(Value)
    case object(ObjectHandle)
    case projection(ProjectionHandle)
    /// A `ProjectedCollection` (Interpreter+ProjectedCollection.swift).
    case projectedCollection(ProjectedCollectionHandle)
    case collection(CollectionHandle)
    /// A Swift array (literal, `Array(results)`, a function's result).
    case array([RValue])
    /// A Swift dictionary literal, keys in source order.
    case dictionary([(RValue, RValue)])
    case realm(RealmHandle)
    case closure(Closure)
    /// `Dog.self`, or a type name used as a value.
    case type(String)
    /// `.modified`, `.string("x")`, `.update(...)`.
    case enumCase(String, [RValue])
    case keyPath(type: String?, [String])
    case token(TokenHandle)
    /// A `where { … }` closure, compiled to a query template.
    case queryClosure(QueryTemplate, Env)
    /// A Swift error value (`SpecError("why")`).
    case error(String)
    case range(RValue, RValue)
    case tuple([RValue])
    case sortDescriptor(SortDescriptor)
    /// A `JSONEncoder()` or `JSONDecoder()` with the settings a scenario gave it.
    case jsonCoder(JSONCoderHandle)

    var isNull: Bool { if case .null = self { return true } else { return false } }
    /// `NSNull()`: Realm takes it as nil where nil is allowed, but it is not
    /// nil, and Realm names it `<null>` of type `NSNull` where it refuses it.
    var isNSNull: Bool { if case .scalar(.null) = self { return true } else { return false } }
    /// nil or `NSNull()`, where Realm treats them alike.
    var isNullOrNSNull: Bool { isNull || isNSNull }
    /// The value as it is held once stored: `NSNull()` becomes nil.
    var stored: RValue { isNSNull ? .null : self }

    /// A short name of the value's kind, for runtime messages.
    var kindName: String {
        switch self {
        case .void: return "Void"
        case .null: return "nil"
        case .scalar(let v): return v.kindName
        case .object(let o): return o.type
        case .projection(let p): return p.projectionType
        case .collection(let c): return c.kind.rawValue
        case .array: return "array"
        case .dictionary: return "dictionary"
        case .realm: return "Realm"
        case .closure: return "closure"
        case .type(let t): return "\(t).Type"
        case .enumCase(let n, _): return ".\(n)"
        case .keyPath: return "key path"
        case .token: return "NotificationToken"
        case .queryClosure: return "query"
        case .error: return "Error"
        case .range: return "range"
        case .tuple: return "tuple"
        case .sortDescriptor: return "SortDescriptor"
        case .jsonCoder(let c): return c.encodes ? "JSONEncoder" : "JSONDecoder"
        case .projectedCollection: return "ProjectedCollection"
        }
    }
}

/// An object: unmanaged (fields here) or managed (a key in the engine).
package final class ObjectHandle {
    let type: String
    /// Set once the object is managed.
    var key: ObjectKey?
    /// The fields of an unmanaged object, by property name.
    var fields: [String: RValue]
    /// The realm generation the handle was obtained in (see `Interpreter.generation`).
    var generation: Int
    /// Passed to `realm.delete`: the SDK sets such an accessor's `realm` to nil.
    var deletedThroughThisHandle = false
    /// The ignored properties of an RLMObject (`ignoredProperties()`): instance variables of
    /// this handle alone, never stored; another handle of the same object starts without them.
    var ignoredFields: [String: RValue] = [:]

    init(type: String, fields: [String: RValue]) {
        self.type = type; self.fields = fields; self.key = nil; self.generation = 0
    }
    init(managed key: ObjectKey, generation: Int) {
        self.type = key.type; self.key = key; self.fields = [:]; self.generation = generation
    }

    /// The list, set and map instances an unmanaged object held when it was
    /// added: the same instances are its managed collections afterwards.
    var adoptedCollections: [String: CollectionHandle] = [:]

    /// Makes an unmanaged handle managed with `key`, obtained in `generation`.
    /// Its list, set and map instances become the managed collections of the
    /// new object, as the SDK keeps them.
    func bind(_ key: ObjectKey, generation: Int) {
        if self.key == nil {
            for (name, value) in fields {
                guard case .collection(let c) = value, c.ref == nil, c.nested == nil,
                      c.kind == .list || c.kind == .set || c.kind == .map else { continue }
                c.adopt(.property(owner: key, name: name), generation: generation)
                adoptedCollections[name] = c
            }
        }
        self.key = key; self.fields = [:]; self.generation = generation
    }
}

/// A class projection over one object (`Projection<Person>`).
/// A `ProjectedCollection`: the list or set a projected key path follows
/// with `projectTo`, and the key path read from each of its elements.
package final class ProjectedCollectionHandle {
    let backing: CollectionHandle
    let path: [String]
    init(backing: CollectionHandle, path: [String]) {
        self.backing = backing; self.path = path
    }
}

package final class ProjectionHandle {
    let projectionType: String
    let object: ObjectHandle
    init(projectionType: String, object: ObjectHandle) {
        self.projectionType = projectionType; self.object = object
    }
}

/// Where a collection nested in an AnyRealmValue lives: the object, its
/// AnyRealmValue property, and the indexes and keys down to it.
package struct NestedBinding {
    enum Step: Equatable { case index(Int), key(String) }
    let owner: ObjectKey
    let property: String
    let path: [Step]
}

/// A list, set, map, linking-objects or results collection.
package final class CollectionHandle {
    package enum Kind: String { case results = "Results", list = "List", set = "MutableSet", map = "Map", linkingObjects = "LinkingObjects" }
    let kind: Kind
    /// The element type (map: value type); nil when unknown.
    let element: PropertyType?
    let elementOptional: Bool
    /// Managed collections are described by a reference; unmanaged ones hold elements.
    var ref: CollectionRef?
    var items: [RValue]
    /// An unmanaged map's entries in order. Assigning them drops the key
    /// index; `setEntry`, `removeEntry` and `entry` keep it (see
    /// `CollectionHandle+MapEntries.swift`).
    var entries: [(String, RValue)] {
        get { entryStorage }
        set { entryStorage = newValue; keyPositions = nil }
    }
    var entryStorage: [(String, RValue)]
    /// Each key's position in `entryStorage`; nil until a keyed call needs it.
    var keyPositions: [String: Int]?
    /// For results of a projection type.
    var projectionType: String?
    /// The realm generation the handle was obtained in (see `Interpreter.generation`).
    private(set) var generation: Int
    /// A collection nested in a managed AnyRealmValue property: where it lives,
    /// so it is read afresh before use and written back after a change.
    var nested: NestedBinding?
    /// A nested collection read out of a managed collection's element, which
    /// is not bound: changing it is refused rather than lost.
    var nestedSnapshot = false
    /// Seen through the Objective-C API (an RLMObject's property, a class's
    /// `allObjects`, `RLMArray(objectClassName:)`, a managed collection's
    /// `ObjectiveCSupport.convert`), and so through the Objective-C class's
    /// members where the two spellings answer differently: `index(of:)`
    /// gives NSNotFound for an absent object, `description` names the
    /// Objective-C class. Queries, sorts and frozen copies keep it.
    var isObjectiveC = false
    /// For `AnyRealmCollection(c)`: the collection it wraps. The wrapper
    /// holds no elements of its own; it is described, and compared, as the
    /// collection it wraps.
    var erasedFrom: CollectionHandle?

    /// The handle equality compares: the wrapped one for an AnyRealmCollection.
    var identity: CollectionHandle { erasedFrom?.identity ?? self }

    /// `AnyRealmCollection(self)`: a wrapper of this collection.
    func typeErased() -> CollectionHandle {
        let wrapper = CollectionHandle(unmanaged: kind, element: element, elementOptional: elementOptional)
        wrapper.erasedFrom = self
        return wrapper
    }

    /// The Objective-C class this collection is seen as.
    var objectiveCName: String {
        switch kind {
        case .results: "RLMResults"
        case .linkingObjects: "RLMLinkingObjects"
        case .list: "RLMArray"
        case .set: "RLMSet"
        case .map: "RLMDictionary"
        }
    }

    /// This handle, marked as seen through the Objective-C API.
    func seenFromObjectiveC() -> CollectionHandle {
        isObjectiveC = true
        return self
    }

    init(kind: Kind, element: PropertyType?, elementOptional: Bool = false, ref: CollectionRef, generation: Int) {
        self.kind = kind; self.element = element; self.elementOptional = elementOptional
        self.ref = ref; self.items = []; self.entryStorage = []; self.generation = generation
    }
    init(unmanaged kind: Kind, element: PropertyType?, elementOptional: Bool = false,
         items: [RValue] = [], entries: [(String, RValue)] = []) {
        self.kind = kind; self.element = element; self.elementOptional = elementOptional
        self.ref = nil; self.items = items; self.entryStorage = entries; self.generation = 0
    }
    var isManaged: Bool { ref != nil }

    /// Makes an unmanaged collection the managed one `ref` names: its
    /// elements now live in the realm.
    func adopt(_ ref: CollectionRef, generation: Int) {
        self.ref = ref; self.items = []; self.entries = []; self.generation = generation
    }
    var objectType: String? { element?.objectType }
}

/// `Realm()`; every one in a scenario opens the same realm. A frozen realm has a version.
package final class RealmHandle {
    let frozenVersion: Int64?
    /// Opened as an `RLMRealm` (`RLMRealm.default()`): `is RLMRealm` holds, `is Realm` does not.
    let isObjectiveC: Bool
    init(frozenVersion: Int64? = nil, isObjectiveC: Bool = false) {
        self.frozenVersion = frozenVersion
        self.isObjectiveC = isObjectiveC
    }
}

/// A notification token and the block it keeps.
package final class TokenHandle {
    let id: Int
    init(id: Int) { self.id = id }
}

/// A closure and the scope it captured.
package final class Closure {
    let params: [String]
    let body: [Stmt]
    let env: Env
    init(params: [String], body: [Stmt], env: Env) {
        self.params = params; self.body = body; self.env = env
    }
}

/// A mutable variable cell, shared by closures that capture it.
package final class Cell {
    /// The variable's value; assigning it drops `dictionaryIndex`.
    var value: RValue { didSet { dictionaryIndex = nil } }
    let isConstant: Bool
    /// Where each key of a dictionary `value` is (see `Cell+InPlace.swift`);
    /// nil until a subscript needs it, and whenever `value` is assigned.
    var dictionaryIndex: LocalKeyIndex?
    init(_ value: RValue, isConstant: Bool) { self.value = value; self.isConstant = isConstant }
}

/// A lexical scope. Scopes hold few names, so a small array beats a dictionary.
package final class Env {
    let parent: Env?
    private var names: [String] = []
    private var cells: [Cell] = []
    init(parent: Env?) { self.parent = parent }

    func lookup(_ name: String) -> Cell? {
        var env: Env? = self
        while let e = env {
            var i = e.names.count - 1
            while i >= 0 {
                if e.names[i] == name { return e.cells[i] }
                i -= 1
            }
            env = e.parent
        }
        return nil
    }

    /// Defines (or redefines, shadowing) a name in this scope.
    func define(_ name: String, _ value: RValue, constant: Bool = false) {
        names.append(name)
        cells.append(Cell(value, isConstant: constant))
    }
}

/// Why evaluation stopped before the end of a statement.
enum Interrupt: Error, @unchecked Sendable {
    // Sendable: an interrupt is thrown and caught on the thread that runs
    // the scenario; the values it carries (a thrown RValue may hold object
    // handles) never reach another thread.
    /// A Realm exception (an engine error).
    case realm(EngineError, SourceLocation?)
    /// The engine broke (`engineFailure`): it crashed, or answered a call
    /// with a reply its call does not declare (`ReplyCheck`). No assertion
    /// or `catch` of the scenario takes it; the scenario ends as an error.
    case engine(EngineError, SourceLocation?)
    /// A Swift error the scenario threw (`throw SpecError("why")`).
    case thrown(RValue, SourceLocation?)
    /// A misuse the interpreter detected (calling a method on nil, …).
    case runtime(String, SourceLocation?)
    /// An assertion that ends the scenario when it fails (`XCTUnwrap`).
    case stopAfterFailure
    case timeout
    /// The scenario went past its resource budget (see `Budget`).
    case budget(String, SourceLocation?)
}

extension Interrupt {
    /// Adds a location when none is known yet.
    func located(_ loc: SourceLocation) -> Interrupt {
        switch self {
        case .realm(let e, nil): return .realm(e, loc)
        case .engine(let e, nil): return .engine(e, loc)
        case .thrown(let v, nil): return .thrown(v, loc)
        case .runtime(let m, nil): return .runtime(m, loc)
        case .budget(let m, nil): return .budget(m, loc)
        default: return self
        }
    }
}

/// The schema by name, for lookups on every property access.
package struct SchemaIndex {
    let types: [String: ObjectSchema]
    let properties: [String: [String: PropertySchema]]

    package init(_ schema: Schema) {
        var types: [String: ObjectSchema] = [:]
        var properties: [String: [String: PropertySchema]] = [:]
        for t in schema.types {
            types[t.name] = t
            var byName: [String: PropertySchema] = [:]
            for p in t.properties where byName[p.name] == nil { byName[p.name] = p }
            properties[t.name] = byName
        }
        self.types = types
        self.properties = properties
    }
}

/// A runtime misuse.
func misuse(_ message: String) -> Interrupt { .runtime(message, nil) }
