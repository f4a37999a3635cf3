// MutableSet's and Map's Objective-C names (RLMSet, RLMDictionary) in their
// Swift spelling, and a map's key-value sequence. Each lowers to the engine
// calls of its Swift twin. setDictionary(_:) given nil empties the map and
// given anything but a dictionary raises [MK6]; isEqual(to:) compares two
// sets' elements; enumerateKeysAndObjects hands each key and value to its block.
// An RLMArray's and RLMResults' `index(of:)` and `indexOfObject(where:)`
// answer NSNotFound where Swift's answer nil.
// Related documentation: sdk-reference api-surface.md §9 M36; §12.5 #21–#24;
// §12.6 indexOfObject:; §12.7; §12.8; exceptions.md MK6.

internal import RealmRules
internal import RealmSpecCore

extension Interpreter {
    static var setObjcMembers: [String: Member] { [
        "allObjects": .property { i, r in .array(try i.elements(of: r)) },
        "add": .method { i, r, a in
            let c = try coll(r)
            try i.checkObjcValues(c, [a[0]])
            try i.setInsert(c, [a[0]]); return .void
        },
        "addObjects": .method { i, r, a in
            let c = try coll(r), values = try i.elements(of: a[0])
            try i.checkObjcValues(c, values)
            try i.setInsert(c, values); return .void
        },
        "removeAllObjects": .method { i, r, _ in
            let c = try coll(r)
            try i.setRemoveAll(c)
            return .void
        },
        // A managed set checks the other set first (UM9, SET2), as RLMManagedSet.mm does.
        "union": .method { i, r, a in
            let c = try coll(r)
            try i.refuseUnmanagedSetArgument(c, a[0])
            try i.setInsert(c, try i.elements(of: a[0])); return .void
        },
        "intersect": .method { i, r, a in
            let c = try coll(r)
            try i.refuseUnmanagedSetArgument(c, a[0])
            try i.setIntersect(c, try i.elements(of: a[0])); return .void
        },
        "minus": .method { i, r, a in
            let c = try coll(r)
            try i.refuseUnmanagedSetArgument(c, a[0])
            try i.setRemove(c, try i.elements(of: a[0])); return .void
        },
        // isEqual(to:) (isEqualToSet:): a managed set refuses an unmanaged argument (UM9,
        // RLMManagedSet); an unmanaged one answers as its isEqual(_:) does (RLMSet.mm). Then
        // equal when each set holds every element of the other. isEqual(_:) without a label
        // is NSObject's: RLMSet.mm's is false for a managed argument, RLMManagedSet's is the
        // same property of the same object, both as `==` answers.
        "isEqual": .method { i, r, a in
            let c = try coll(r)
            if a.firstLabel != "to" || c.ref == nil { return .scalar(.bool(try i.equal(r, a[0]))) }
            try i.refuseUnmanagedSetArgument(c, a[0])
            let mine = try i.elements(of: r), theirs = try i.elements(of: a[0])
            guard mine.count == theirs.count else { return .scalar(.bool(false)) }
            for e in mine where try !theirs.contains(where: { try i.equal($0, e) }) { return .scalar(.bool(false)) }
            return .scalar(.bool(true))
        },
        // The set's contents become the other's: keep the common elements, then add the rest.
        "setSet": .method { i, r, a in
            let c = try coll(r)
            let other = try i.elements(of: a[0])
            try i.setIntersect(c, other)
            try i.setInsert(c, other)
            return .void
        },
    ] }

    static var mapObjcMembers: [String: Member] { [
        // The entries as (key, value) pairs (§9 M36).
        "asKeyValueSequence": .method { i, r, _ in
            .array(try i.mapEntries(try coll(r)).map { .tuple([.scalar(.string($0.0)), $0.1]) })
        },
        // Keys are always strings.
        "keyType": .property { _, _ in .enumCase("string", []) },
        "allKeys": .property { i, r in .array(try i.mapEntries(try coll(r)).map { .scalar(.string($0.0)) }) },
        "allValues": .property { i, r in .array(try i.mapEntries(try coll(r)).map { $0.1 }) },
        "removeObjects": .method { i, r, a in
            let c = try coll(r)
            for key in try i.elements(of: a[0]) { try i.mapRemove(c, try stringArg(key)) }
            return .void
        },
        "removeAllObjects": .method { i, r, _ in
            let c = try coll(r)
            try i.mapRemoveAll(c)
            return .void
        },
        "setObject": .method { i, r, a in
            let c = try coll(r)
            // A nil key is refused before the value is looked at (MK4): the dictionary's
            // object class names the key type for a dictionary of objects, as RLMDictionary.mm prints it.
            if a[1].isNullOrNSNull {
                throw Interrupt.realm(EngineError(.typeMismatch, SDKMessage.mk4.text(c.objectType ?? "string")), nil)
            }
            // nil (not NSNull) as the value of a managed dictionary is refused as the accessor
            // context unboxes it (MV3, RLMAccessor.mm).
            if case .null = a[0], c.ref != nil { throw Interrupt.realm(Rule.nilObjectValue, nil) }
            try i.checkObjcValues(c, [a[0]])
            try i.mapSet(c, try stringArg(a[1]), a[0]); return .void
        },
        // NSObject's setValuesForKeysWithDictionary: sets each key as setValue(_:forKey:) does.
        "setValuesForKeys": .method { i, r, a in
            let c = try coll(r)
            let pairs = try i.keyValuePairs(a[0])
            try i.checkObjcValues(c, pairs.map(\.1))
            for (key, value) in pairs { try i.mapAssign(c, key, value) }
            return .void
        },
        // Anything but a dictionary is refused with the value's runtime class (MK6's second text).
        "addEntries": .method { i, r, a in
            let c = try coll(r)
            try i.checkDictionaryArgument(a[0], variant: 1)
            let pairs = try i.keyValuePairs(a[0])
            try i.checkObjcValues(c, pairs.map(\.1))
            for (_, value) in pairs { try i.checkMapObjectClass(c, value) }
            for (key, value) in pairs { try i.mapSet(c, key, value) }
            return .void
        },
        // nil empties the map; anything but a dictionary is refused with
        // the value's runtime class, as `[dictionary className]` prints it (MK6).
        // Otherwise the map is emptied first and then takes each entry, checked as it
        // comes (RLMDictionary.mm, DictionaryPropertyTests `testSetDictionary…`): a
        // dictionary set to itself ends empty, and a refused value leaves it empty.
        "setDictionary": .method { i, r, a in
            let c = try coll(r)
            try i.checkDictionaryArgument(a[0], variant: 0)
            try i.mapRemoveAll(c)
            let pairs = a[0].isNull ? [] : try i.keyValuePairs(a[0])
            for (key, value) in pairs {
                try i.checkObjcValues(c, [value])
                try i.checkMapObjectClass(c, value)
                try i.mapSet(c, key, value)
            }
            return .void
        },
        // The block gets each key and value; its third argument, the stop flag, cannot be set.
        "enumerateKeysAndObjects": .method { i, r, a in
            guard let block = a.closure else { throw misuse("enumerateKeysAndObjects needs a block") }
            for (key, value) in try i.mapEntries(try coll(r)) {
                _ = try i.call(block, [.scalar(.string(key)), value, .scalar(.bool(false))])
            }
            return .void
        },
    ] }

    /// nil, a dictionary or a map; anything else is refused with its runtime
    /// class, as `[dictionary className]` prints it (MK6, the text `variant` picks).
    func checkDictionaryArgument(_ v: RValue, variant: Int) throws {
        switch v {
        case .null, .scalar(.null), .dictionary: return
        case .collection(let other) where other.kind == .map: return
        default:
            let given = (try? toEngine(v)).map(Rule.runtimeClass) ?? v.kindName
            throw Interrupt.realm(EngineError(.typeMismatch, SDKMessage.mk6.text(given, variant: variant)), nil)
        }
    }

    /// The key-value pairs of a dictionary literal or another map.
    /// A key that is not a string is refused with its text and runtime class (MK5).
    func keyValuePairs(_ v: RValue) throws -> [(String, RValue)] {
        try elements(of: v).map { e in
            guard case .tuple(let kv) = e, kv.count == 2 else { throw misuse("expected key-value pairs, found \(e.kindName)") }
            guard case .scalar(.string(let key)) = kv[0] else {
                let engine = try? toEngine(kv[0])
                let text = engine.map { Rule.plain($0) } ?? kv[0].kindName
                let type = engine.map(Rule.runtimeClass) ?? kv[0].kindName
                throw Interrupt.realm(EngineError(.typeMismatch, SDKMessage.mk5.text(text, type, "string")), nil)
            }
            return (key, kv[1])
        }
    }
}

extension Interpreter {
    /// The members whose Objective-C spelling answers otherwise than the
    /// Swift one of the same name: an RLMArray's or RLMResults' index of an
    /// absent object, or of none matching, is NSNotFound (an `NSUInteger`),
    /// not nil (RLMCollection.h `indexOfObject:`, `indexOfObjectWhere:`).
    static var objcCollectionMembers: [String: Member] { [
        "index": .method { i, r, a in
            let c = try coll(r)
            switch a.firstLabel {
            case "of":
                // An RLMArray of values checks the value against its element type first
                // (RLMArray.mm and RLMManagedArray.mm indexOfObject: call
                // RLMArrayValidateMatchingObjectType; PrimitiveArrayPropertyTests testIndexOfObject).
                if c.kind == .list { try i.checkObjcValues(c, [a[0]]) }
                return notFoundIsNSNotFound(try i.index(c, a))
            case "after": return .scalar(.int(Int64(try int(a[0]) + 1)))
            case "before": return .scalar(.int(Int64(try int(a[0]) - 1)))
            default: return try i.index(c, a)
            }
        },
        // `objectsAtIndexes:` of an RLMArray or RLMResults answers nil for an index past the end.
        "objects": .method { i, r, a in
            let c = try coll(r)
            guard a.firstLabel == "at" else { return try i.swiftMember(c, "objects", a) }
            return try i.objects(at: a[0], of: c, nilWhenOutOfBounds: c.kind != .set && c.kind != .map)
        },
        // The RLMArray page lists the property types its aggregates take (int, float, double,
        // and date for min and max): a Decimal128 property is refused there, as the page says,
        // though the shipped SDK computes it (Specs/rlmarray/Aggregating.swift notes it).
        "min": .method { i, r, a in try i.rlmArrayAggregate(try coll(r), .min, "min", a) },
        "max": .method { i, r, a in try i.rlmArrayAggregate(try coll(r), .max, "max", a) },
        "sum": .method { i, r, a in try i.rlmArrayAggregate(try coll(r), .sum, "sum", a) },
        "average": .method { i, r, a in try i.rlmArrayAggregate(try coll(r), .avg, "average", a) },
        "indexOfObject": .method { i, r, a in
            let c = try coll(r)
            if a.firstLabel == "where" || a.firstLabel == "with" { return notFoundIsNSNotFound(try i.indexWhere(c, a)) }
            return notFoundIsNSNotFound(try i.index(c, CallArgs(values: [a[0]], labels: ["of"])))
        },
    ] }

    /// `min(ofProperty:)`, `max`, `sum` and `average` of an RLMArray of
    /// objects: refused for a Decimal128 property, which the RLMArray page
    /// does not list [AG1]; any other call is the Swift type's.
    func rlmArrayAggregate(_ c: CollectionHandle, _ op: AggregateOperator, _ name: String, _ a: CallArgs) throws -> RValue {
        if c.kind == .list, a.firstLabel == "ofProperty", case .object(let type)? = c.element,
           let prop = index.properties[type]?[try stringArg(a[0])], prop.type == .decimal128 {
            throw Interrupt.realm(Rule.unsupportedAggregate(op, prop, owner: type), nil)
        }
        return try swiftMember(c, name, a)
    }

    /// The Swift type's own implementation of `name`, for an Objective-C
    /// member that answers otherwise only for some of its forms.
    func swiftMember(_ c: CollectionHandle, _ name: String, _ a: CallArgs) throws -> RValue {
        let table: [String: Member]
        switch c.kind {
        case .results, .linkingObjects: table = members.results
        case .list: table = members.list
        case .set: table = members.set
        case .map: table = members.map
        }
        guard let m = table[name] else { throw misuse(Messages.unknownMember(name, on: c.kind.rawValue)) }
        return try m.run(self, .collection(c), a)
    }

    /// NSNotFound (NSIntegerMax) where the Swift spelling answers nil.
    static func notFoundIsNSNotFound(_ v: RValue) -> RValue {
        v.isNull ? .scalar(.int(Int64.max)) : v
    }

    /// `RLMArray(objectClassName: "Dog")`: an unmanaged list (or set) of a model class.
    func makeObjcCollection(_ kind: CollectionHandle.Kind, _ className: RValue) throws -> RValue {
        let name = try stringArg(className)
        guard index.types[name] != nil else { throw misuse("'\(name)' is not a model class") }
        return .collection(CollectionHandle(unmanaged: kind, element: .object(name), elementOptional: false).seenFromObjectiveC())
    }

    /// `RLMArray<NSNumber>(objectType: .int, optional: false)`: an unmanaged collection of values
    /// of an `RLMPropertyType` (a mixed one is never optional: it holds nulls as values).
    func makeObjcValueCollection(_ kind: CollectionHandle.Kind, _ type: RValue, optional: RValue?) throws -> RValue {
        guard case .enumCase(let name, let payload) = type, payload.isEmpty, let element = ObjcPropertyTypes.type(named: name) else {
            throw misuse("'objectType:' needs an RLMPropertyType of a value (.int, .string, .any, …), not \(type.kindName)")
        }
        guard case .scalar(.bool(let isOptional))? = optional else { throw misuse("'objectType:' needs 'optional:' true or false") }
        return .collection(CollectionHandle(unmanaged: kind, element: element, elementOptional: isOptional && element != .mixed))
    }
}
