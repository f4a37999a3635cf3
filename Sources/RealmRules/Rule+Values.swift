// Realm's wording for values that do not fit where they are given: a value
// of the wrong type for a property, missing values, objects in the wrong
// realm, embedded objects on their own, and malformed object input.
//
// Related documentation: crud-update#update-an-object,
// crud-update#update-an-anyrealmvalue-property, crud-update#update-an-embedded-object-property.
// SDK rows (sdk-messages): MV2 MV3 MV4 TY1 TY2 TY3 EM1 EM2 EM3 EM4 WR1 WR3.

public import RealmSpecCore

extension Rule {
    public static func missingValue(_ type: String, _ name: String) -> EngineError {
        EngineError(.missingValue, SDKMessage.mv1.text(type, name))
    }
    /// A value of the wrong type for a property [TY1]. The value's runtime
    /// class can only be approximated (see `runtimeClass`).
    public static func typeMismatch(_ type: String, _ prop: PropertySchema, _ value: Value) -> EngineError {
        let suffix = switch prop.collection {
        case .single: ""
        case .list: " array"
        case .set: " set"
        case .map: " dictionary"
        }
        let shown = value.isNull ? "<null>" : plain(value)
        return EngineError(.typeMismatch, SDKMessage.ty1.text(shown, runtimeClass(value), typeName(prop.type),
                                                              prop.isOptional ? "?" : "", suffix, type, prop.name))
    }
    /// An instance of `NSObject` itself given for a persisted property [TY1]: no
    /// property type takes it, not even mixed (RLMValidateValueForProperty: an
    /// NSObject is neither a value Realm stores nor an RLMObject). Its description
    /// prints an address, which a scenario cannot know; it is shown as `<NSObject: 0x…>`.
    public static func plainObjectForProperty(_ type: String, _ prop: PropertySchema) -> EngineError {
        let suffix = switch prop.collection {
        case .single: ""
        case .list: " array"
        case .set: " set"
        case .map: " dictionary"
        }
        return EngineError(.typeMismatch, SDKMessage.ty1.text("<NSObject: 0x…>", "NSObject", typeName(prop.type),
                                                              prop.isOptional ? "?" : "", suffix, type, prop.name))
    }
    /// nil given where `init(value:)` reads a property (an array's
    /// `NSNull` or a dictionary's): the unmanaged initialiser coerces it to
    /// nil before it checks it, so the SDK prints it as `(null)` of type
    /// `(null)` [TY1], where `create` prints `<null>` of type `NSNull`. The
    /// Objective-C `objectForPrimaryKey:` given nil for a required key prints it so too.
    public static func nilForRequired(_ type: String, _ prop: PropertySchema) -> EngineError {
        EngineError(.typeMismatch, SDKMessage.ty1.text("(null)", "(null)", typeName(prop.type), prop.isOptional ? "?" : "",
                                                       "", type, prop.name))
    }
    /// nil or `NSNull` as the whole value of `init(value:)` or `create` [MV3].
    public static let nilObjectValue = EngineError(.missingValue, SDKMessage.mv3.text())
    /// A value that is neither an array nor a dictionary, read by key-value
    /// coding, lacks the key of one of the class's properties [MV2]. The
    /// value is shown as the scenario language describes it.
    public static func missingKey(_ shown: String, type: String, key: String) -> EngineError {
        EngineError(.missingValue, SDKMessage.mv2.text(shown, type, key))
    }
    /// A value that cannot be enumerated given for a list, set or map
    /// property [TY2]; the SDK names a map property's shape `set` too.
    public static func notEnumerable(_ type: String, _ prop: PropertySchema, _ value: Value) -> EngineError {
        EngineError(.typeMismatch, SDKMessage.ty2.text(plain(value), typeName(prop.type), prop.isOptional ? "?" : "",
                                                       prop.collection == .list ? "array" : "set", type, prop.name))
    }
    /// An RLMArray, RLMSet or RLMDictionary assigned to a collection property of the same
    /// kind whose element type or optionality differs [TY3] (RLMUtil.mm, exceptions.md TY3):
    /// each side is its type's name (a class name for objects) with `?` when optional; a
    /// dictionary's key type is `string`.
    public static func collectionTypeMismatch(_ type: String, _ prop: PropertySchema,
                                              given: PropertyType, givenOptional: Bool) -> EngineError {
        let mark = givenOptional ? "?" : "", expected = typeName(prop.type), expectedMark = prop.isOptional ? "?" : ""
        // A dictionary's object values are always nullable, so both sides print `?`
        // (DictionaryPropertyTests `testAssignIncorrectType`).
        let objectMap = prop.collection == .map && given.objectType != nil
        let text = switch prop.collection {
        case .map: SDKMessage.ty3.text("string", typeName(given), objectMap ? "?" : mark, expected,
                                       prop.type.objectType != nil ? "?" : expectedMark, type, prop.name, variant: 2)
        case .set: SDKMessage.ty3.text(typeName(given), mark, expected, expectedMark, type, prop.name, variant: 1)
        case .list, .single: SDKMessage.ty3.text(typeName(given), mark, expected, expectedMark, type, prop.name)
        }
        return EngineError(.typeMismatch, text)
    }

    /// An unmanaged list, set or map of objects given a value of another class
    /// (TY6; a map also refuses any value that is not an object or nil).
    public static func elementClassMismatch(_ kind: CollectionKind, given: String, expected: String) -> EngineError {
        let variant = kind == .list ? 0 : kind == .set ? 1 : 2
        return EngineError(.typeMismatch, SDKMessage.ty6.text(given, expected, variant: variant))
    }

    /// A value an Objective-C collection of values (`RLMArray`, `RLMSet`, `RLMDictionary` of
    /// `RLMInt`, `RLMString`, …) does not take [TY4]: nil where the elements are required,
    /// or a value of another type. Swift's typed collections never reach this check; the
    /// Objective-C ones validate each value before anything changes. Nil when the value fits.
    public static func objcValueMismatch(_ value: Value, _ element: PropertyType, optional: Bool) -> EngineError? {
        if element == .mixed || (value.isNull ? optional : value.kindName == element.name) { return nil }
        let shown = value.isNull ? "<null>" : plain(value)
        return EngineError(.typeMismatch, SDKMessage.ty4.text(shown, runtimeClass(value), typeName(element), optional ? "?" : ""))
    }

    /// `deleteObjects(_:)` of an RLMRealm given an Objective-C collection of values [DL1–DL4]:
    /// only objects can be deleted. A managed dictionary refuses in its own class's words
    /// (`deleteObjectsFromRealm` of RLMManagedDictionary runs first), an unmanaged one in RLMRealm's.
    public static func deleteValues(_ kind: CollectionKind, _ element: PropertyType, optional: Bool, managed: Bool) -> EngineError {
        let type = typeName(element)
        let text = switch kind {
        case .set: SDKMessage.dl2.text(type)
        case .map where managed: SDKMessage.dl4.text(type, optional ? "?" : "")
        case .map: SDKMessage.dl3.text(type)
        case .list, .single: SDKMessage.dl1.text(type)
        }
        return EngineError(.typeMismatch, text)
    }

    /// The Objective-C class the SDK prints for a value (`[value class]`),
    /// approximated: the real name depends on the Foundation runtime.
    public static func runtimeClass(_ value: Value) -> String {
        switch value {
        case .null: return "NSNull"
        case .bool, .int, .float, .double: return "__NSCFNumber"
        case .string: return "__NSCFString"
        case .data: return "NSConcreteData"
        case .date: return "__NSDate"
        case .objectId: return "RLMObjectId"
        case .uuid: return "__NSConcreteUUID"
        case .decimal128: return "RLMDecimal128"
        case .list: return "__NSArrayI"
        case .set: return "__NSSetI"
        case .map: return "__NSDictionaryI"
        case .link(let key): return "RLM:Managed \(key.type)"
        case .newObject(let object): return object.type
        case .localRef: return "RLMObject"
        }
    }
    public static func embeddedStandalone(_ type: String) -> EngineError {
        EngineError(.embeddedStandalone, SDKMessage.em1.text())
    }
    /// Where an already managed embedded object was given.
    public enum EmbeddedPath: Sendable {
        /// Appended, inserted or set in a managed List [EM2].
        case list
        /// Set in a managed Map [EM2, Dictionary variant].
        case map
        /// Assigned to a to-one property through its typed accessor [EM3].
        case property
        /// Met inside a create/update value, or set through the subscript [EM4].
        case graph
    }
    /// An embedded object that is already managed cannot be linked again
    /// [EM2, EM3, EM4: the SDK words each path differently].
    public static func embeddedAlreadyManaged(_ type: String, path: EmbeddedPath = .graph) -> EngineError {
        let text = switch path {
        case .list: SDKMessage.em2.text("List")
        case .map: SDKMessage.em2.text("Dictionary")
        case .property: SDKMessage.em3.text()
        case .graph: SDKMessage.em4.text()
        }
        return EngineError(.embeddedAlreadyManaged, text)
    }
    public static func wrongRealm(_ key: ObjectKey, deleting: Bool) -> EngineError {
        deleting ? wrongRealmDelete : EngineError(.wrongRealm, SDKMessage.wr3.text())
    }
    /// Deleting an object that is not the realm's: unmanaged, or an accessor
    /// already deleted once [WR1].
    public static let wrongRealmDelete = EngineError(.wrongRealm, SDKMessage.wr1.text())
    public static func badLocalRef(_ id: Int) -> EngineError {
        EngineError(.typeMismatch, "Reference to unknown unmanaged object #\(id).")
    }
    public static func notAnObject(_ value: Value) -> EngineError {
        EngineError(.typeMismatch, "Cannot add '\(value.description)': only objects can be added to a Realm.")
    }
    public static func badObjectValue(_ value: Value, type: String) -> EngineError {
        EngineError(.typeMismatch, "Invalid value '\(value.description)' to initialize an object of type '\(type)'.")
    }
    public static func tooManyValues(_ given: Int, _ properties: Int) -> EngineError {
        EngineError(.typeMismatch, SDKMessage.mv4.text(String(given), String(properties)))
    }
    public static let graphTooDeep = EngineError(
        .typeMismatch, "Unmanaged objects nested more than \(Limits.graphDepth) levels deep cannot be added.")
    /// A link to a type the schema lacks; `operation` (if any) is named in parentheses.
    public static func schemaUnknownTarget(_ type: String, _ name: String, _ target: String,
                                           operation: String? = "open") -> EngineError {
        EngineError(.unknownProperty, "Property '\(type).\(name)' links to unknown type '\(target)'\(during(operation)).")
    }
    /// A primary key that is not one stored scalar; `operation` (if any) is named in parentheses.
    public static func schemaDuplicateType(_ type: String, operation: String? = "open") -> EngineError {
        EngineError(.typeMismatch, "Type '\(type)' appears more than once in the schema\(during(operation)).")
    }

    public static func schemaDuplicateProperty(_ type: String, _ name: String, operation: String? = "open") -> EngineError {
        EngineError(.typeMismatch, "Property '\(type).\(name)' appears more than once in its type\(during(operation)).")
    }

    public static func schemaBadPrimaryKey(_ type: String, _ name: String, operation: String? = "open") -> EngineError {
        EngineError(.typeMismatch,
                    "Property '\(type).\(name)' cannot be a primary key: it is not a single scalar value\(during(operation)).")
    }

    private static func during(_ operation: String?) -> String {
        operation.map { " (\($0))" } ?? ""
    }
}
