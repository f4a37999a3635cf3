// page: sdk
// tags: sdk, suite

// More of what the SDK's Realm/Tests/PrimitiveArrayPropertyTests.m checks, on
// the same RLMObject models as PrimitiveArrayPropertyTests.swift (restated
// here, as a model is the file's own): an RLMArray of values per property
// type, required, mixed (`.any`) and optional.

class RLMPrimitiveArrays: RLMObject {
    @objc dynamic var boolObj = RLMArray<NSObject>(objectType: .bool, optional: false)
    @objc dynamic var intObj = RLMArray<NSObject>(objectType: .int, optional: false)
    @objc dynamic var floatObj = RLMArray<NSObject>(objectType: .float, optional: false)
    @objc dynamic var doubleObj = RLMArray<NSObject>(objectType: .double, optional: false)
    @objc dynamic var stringObj = RLMArray<NSObject>(objectType: .string, optional: false)
    @objc dynamic var dataObj = RLMArray<NSObject>(objectType: .data, optional: false)
    @objc dynamic var dateObj = RLMArray<NSObject>(objectType: .date, optional: false)
    @objc dynamic var decimalObj = RLMArray<NSObject>(objectType: .decimal128, optional: false)
    @objc dynamic var objectIdObj = RLMArray<NSObject>(objectType: .objectId, optional: false)
    @objc dynamic var uuidObj = RLMArray<NSObject>(objectType: .UUID, optional: false)
    @objc dynamic var anyBoolObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyIntObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyFloatObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDoubleObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyStringObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDataObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDateObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDecimalObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyObjectIdObj = RLMArray<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyUUIDObj = RLMArray<NSObject>(objectType: .any, optional: false)
}

class RLMOptionalPrimitiveArrays: RLMObject {
    @objc dynamic var boolObj = RLMArray<NSObject>(objectType: .bool, optional: true)
    @objc dynamic var intObj = RLMArray<NSObject>(objectType: .int, optional: true)
    @objc dynamic var floatObj = RLMArray<NSObject>(objectType: .float, optional: true)
    @objc dynamic var doubleObj = RLMArray<NSObject>(objectType: .double, optional: true)
    @objc dynamic var stringObj = RLMArray<NSObject>(objectType: .string, optional: true)
    @objc dynamic var dataObj = RLMArray<NSObject>(objectType: .data, optional: true)
    @objc dynamic var dateObj = RLMArray<NSObject>(objectType: .date, optional: true)
    @objc dynamic var decimalObj = RLMArray<NSObject>(objectType: .decimal128, optional: true)
    @objc dynamic var objectIdObj = RLMArray<NSObject>(objectType: .objectId, optional: true)
    @objc dynamic var uuidObj = RLMArray<NSObject>(objectType: .UUID, optional: true)
}

/// Assigning an RLMObject's array of values, unmanaged or managed, required, mixed or optional: a Swift array of one value replaces the elements with it, one of two values (and nil where optional) replaces them again rather than appending; the property set to itself keeps its elements; and the int array of a managed object assigned to an unmanaged one, emptied first, copies the two ints, as the unmanaged one assigned back to the emptied managed array does.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testAssignment
func testObjcPrimitiveArrayAssignment() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let names = ["boolObj", "intObj", "floatObj", "doubleObj", "stringObj", "dataObj", "dateObj", "decimalObj", "objectIdObj", "uuidObj"]
    let mixedNames = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj",
                      "anyDecimalObj", "anyObjectIdObj", "anyUUIDObj"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let u = RLMPrimitiveArrays()
    let m = RLMPrimitiveArrays.create(in: realm, withValue: []) as! RLMPrimitiveArrays
    for managed in [false, true] {
        let o = managed ? m : u
        let p = managed ? RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) as! RLMOptionalPrimitiveArrays : RLMOptionalPrimitiveArrays()
        for i in 0..<names.count {
            o.setValue([seconds[i]], forKey: names[i])
            o.setValue([seconds[i]], forKey: mixedNames[i])
            p.setValue([seconds[i]], forKey: names[i])
            XCTAssertEqual((o.value(forKey: names[i]) as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [seconds[i]] as NSArray)
            XCTAssertEqual((o.value(forKey: mixedNames[i]) as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [seconds[i]] as NSArray)
            XCTAssertEqual((p.value(forKey: names[i]) as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [seconds[i]] as NSArray)
            o.setValue([firsts[i], seconds[i]], forKey: names[i])
            o.setValue([firsts[i], seconds[i]], forKey: mixedNames[i])
            p.setValue([firsts[i], seconds[i], NSNull()], forKey: names[i])
            XCTAssertEqual((o.value(forKey: names[i]) as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual((o.value(forKey: mixedNames[i]) as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual((p.value(forKey: names[i]) as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i], NSNull()] as NSArray)
        }
        // The property set to itself, through its setter.
        o.boolObj = o.boolObj
        o.intObj = o.intObj
        o.floatObj = o.floatObj
        o.doubleObj = o.doubleObj
        o.stringObj = o.stringObj
        o.dataObj = o.dataObj
        o.dateObj = o.dateObj
        o.decimalObj = o.decimalObj
        o.objectIdObj = o.objectIdObj
        o.uuidObj = o.uuidObj
        o.anyBoolObj = o.anyBoolObj
        o.anyIntObj = o.anyIntObj
        o.anyFloatObj = o.anyFloatObj
        o.anyDoubleObj = o.anyDoubleObj
        o.anyStringObj = o.anyStringObj
        o.anyDataObj = o.anyDataObj
        o.anyDateObj = o.anyDateObj
        o.anyDecimalObj = o.anyDecimalObj
        o.anyObjectIdObj = o.anyObjectIdObj
        o.anyUUIDObj = o.anyUUIDObj
        p.boolObj = p.boolObj
        p.intObj = p.intObj
        p.floatObj = p.floatObj
        p.doubleObj = p.doubleObj
        p.stringObj = p.stringObj
        p.dataObj = p.dataObj
        p.dateObj = p.dateObj
        p.decimalObj = p.decimalObj
        p.objectIdObj = p.objectIdObj
        p.uuidObj = p.uuidObj
        for i in 0..<names.count {
            XCTAssertEqual((o.value(forKey: names[i]) as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual((o.value(forKey: mixedNames[i]) as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual((p.value(forKey: names[i]) as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i], NSNull()] as NSArray)
        }
    }
    u.intObj.removeAllObjects()
    u.intObj = m.intObj
    XCTAssertEqual(u.intObj.value(forKey: "self") as! NSArray, [2, 3] as NSArray)
    m.intObj.removeAllObjects()
    m.intObj = u.intObj
    XCTAssertEqual(m.intObj.value(forKey: "self") as! NSArray, [2, 3] as NSArray)
    realm.cancelWriteTransaction()
}

/// Assigning an RLMObject's array of values through its subscript, unmanaged or managed, required, mixed or optional: an array of one value replaces the elements with it, one of two values (and nil where optional) replaces them again rather than appending; the subscript set to its own value keeps the elements; and the int array of a managed object given to an unmanaged one's subscript, emptied first, copies the two ints, as the unmanaged one given back to the emptied managed array does.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testDynamicAssignment
func testObjcPrimitiveArrayDynamicAssignment() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let names = ["boolObj", "intObj", "floatObj", "doubleObj", "stringObj", "dataObj", "dateObj", "decimalObj", "objectIdObj", "uuidObj"]
    let mixedNames = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj",
                      "anyDecimalObj", "anyObjectIdObj", "anyUUIDObj"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let u = RLMPrimitiveArrays()
    let m = RLMPrimitiveArrays.create(in: realm, withValue: []) as! RLMPrimitiveArrays
    for managed in [false, true] {
        let o = managed ? m : u
        let p = managed ? RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) as! RLMOptionalPrimitiveArrays : RLMOptionalPrimitiveArrays()
        for i in 0..<names.count {
            o[names[i]] = [seconds[i]]
            o[mixedNames[i]] = [seconds[i]]
            p[names[i]] = [seconds[i]]
            XCTAssertEqual((o[names[i]] as! RLMArray<NSObject>).object(at: 0), seconds[i])
            XCTAssertEqual((o[mixedNames[i]] as! RLMArray<NSObject>).object(at: 0), seconds[i])
            XCTAssertEqual((p[names[i]] as! RLMArray<NSObject>).object(at: 0), seconds[i])
            XCTAssertEqual((o[names[i]] as! RLMArray<NSObject>).count, 1)
            o[names[i]] = [firsts[i], seconds[i]]
            o[mixedNames[i]] = [firsts[i], seconds[i]]
            p[names[i]] = [firsts[i], seconds[i], NSNull()]
            XCTAssertEqual((o[names[i]] as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual((o[mixedNames[i]] as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual((p[names[i]] as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i], NSNull()] as NSArray)
            o[names[i]] = o[names[i]]
            o[mixedNames[i]] = o[mixedNames[i]]
            p[names[i]] = p[names[i]]
            XCTAssertEqual((o[names[i]] as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual((o[mixedNames[i]] as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            XCTAssertEqual((p[names[i]] as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [firsts[i], seconds[i], NSNull()] as NSArray)
        }
    }
    (u["intObj"] as! RLMArray<NSObject>).removeAllObjects()
    u["intObj"] = m.intObj
    XCTAssertEqual((u["intObj"] as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [2, 3] as NSArray)
    (m["intObj"] as! RLMArray<NSObject>).removeAllObjects()
    m["intObj"] = u.intObj
    XCTAssertEqual((m["intObj"] as! RLMArray<NSObject>).value(forKey: "self") as! NSArray, [2, 3] as NSArray)
    realm.cancelWriteTransaction()
}

/// index(of:) of an RLMArray of values, unmanaged or managed: NSNotFound while empty, required, mixed or optional; a value of another type is refused naming the expected type (with `?` where optional), and nil where the elements are required, while an optional array answers NSNotFound for nil; after two values (and nil where optional) are added, the second is at index 1, mixed ones too.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testIndexOfObject
func testObjcPrimitiveArrayIndexOfObject() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveArrays.create(in: realm, withValue: []) as! RLMPrimitiveArrays : RLMPrimitiveArrays()
        let p = managed ? RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) as! RLMOptionalPrimitiveArrays : RLMOptionalPrimitiveArrays()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<kinds.count {
            XCTAssertEqual(required[i].index(of: firsts[i]), NSNotFound)
            XCTAssertEqual(mixed[i].index(of: firsts[i]), NSNotFound)
            XCTAssertEqual(optional[i].index(of: firsts[i]), NSNotFound)
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(required[i].index(of: wrong), reason: "Invalid value '\(shown)' of type '")
            assertThrows(required[i].index(of: wrong), reason: "' for expected type '\(kinds[i])'")
            assertThrows(optional[i].index(of: wrong), reason: "Invalid value '\(shown)' of type '")
            assertThrows(optional[i].index(of: wrong), reason: "' for expected type '\(kinds[i])?'")
            assertThrows(required[i].index(of: NSNull()), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
            XCTAssertEqual(optional[i].index(of: NSNull()), NSNotFound)
            required[i].addObjects([firsts[i], seconds[i]])
            mixed[i].addObjects([firsts[i], seconds[i]])
            optional[i].addObjects([firsts[i], seconds[i], NSNull()])
            XCTAssertEqual(required[i].index(of: seconds[i]), 1)
            XCTAssertEqual(mixed[i].index(of: seconds[i]), 1)
            XCTAssertEqual(optional[i].index(of: seconds[i]), 1)
        }
    }
    realm.cancelWriteTransaction()
}

/// value(forKeyPath:) with @unionOfObjects.self and @distinctUnionOfObjects.self on an RLMArray of values, unmanaged or managed, required, mixed or optional: an empty NSArray while empty; after the same two values (and nil where optional) were added twice, the union lists all of them in order and the distinct union each value once, nil too.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testUnionOfObjects
func testObjcPrimitiveArrayUnionOfObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveArrays.create(in: realm, withValue: []) as! RLMPrimitiveArrays : RLMPrimitiveArrays()
        let p = managed ? RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) as! RLMOptionalPrimitiveArrays : RLMOptionalPrimitiveArrays()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<firsts.count {
            for array in [required[i], mixed[i], optional[i]] {
                XCTAssertEqual(array.value(forKeyPath: "@unionOfObjects.self") as! NSArray, [] as NSArray)
                XCTAssertEqual(array.value(forKeyPath: "@distinctUnionOfObjects.self") as! NSArray, [] as NSArray)
            }
            for _ in 0..<2 {
                required[i].addObjects([firsts[i], seconds[i]])
                mixed[i].addObjects([firsts[i], seconds[i]])
                optional[i].addObjects([firsts[i], seconds[i], NSNull()])
            }
            for array in [required[i], mixed[i]] {
                XCTAssertEqual(array.value(forKeyPath: "@unionOfObjects.self") as! NSArray, [firsts[i], seconds[i], firsts[i], seconds[i]] as NSArray)
                let distinct = array.value(forKeyPath: "@distinctUnionOfObjects.self") as! NSArray
                XCTAssertEqual(distinct.count, 2)
                XCTAssertTrue(distinct.contains(firsts[i]))
                XCTAssertTrue(distinct.contains(seconds[i]))
            }
            XCTAssertEqual(optional[i].value(forKeyPath: "@unionOfObjects.self") as! NSArray,
                           [firsts[i], seconds[i], NSNull(), firsts[i], seconds[i], NSNull()] as NSArray)
            let distinct = optional[i].value(forKeyPath: "@distinctUnionOfObjects.self") as! NSArray
            XCTAssertEqual(distinct.count, 3)
            XCTAssertTrue(distinct.contains(firsts[i]))
            XCTAssertTrue(distinct.contains(seconds[i]))
            XCTAssertTrue(distinct.contains(NSNull()))
        }
    }
    realm.cancelWriteTransaction()
}

/// value(forKeyPath:) with @unionOfArrays and @distinctUnionOfArrays of each array property over all objects of the class, required, mixed or optional: an empty NSArray while there are no objects; with two objects holding the same two values (and nil where optional), the union joins both arrays in order and the distinct union holds each value once, nil too.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testUnionOfArrays
func testObjcPrimitiveArrayUnionOfArrays() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let names = ["boolObj", "intObj", "floatObj", "doubleObj", "stringObj", "dataObj", "dateObj", "decimalObj", "objectIdObj", "uuidObj"]
    let mixedNames = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj",
                      "anyDecimalObj", "anyObjectIdObj", "anyUUIDObj"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let allRequired = RLMPrimitiveArrays.allObjects(in: realm)
    let allOptional = RLMOptionalPrimitiveArrays.allObjects(in: realm)
    for i in 0..<names.count {
        for op in ["@unionOfArrays.", "@distinctUnionOfArrays."] {
            XCTAssertEqual(allRequired.value(forKeyPath: op + names[i]) as! NSArray, [] as NSArray)
            XCTAssertEqual(allRequired.value(forKeyPath: op + mixedNames[i]) as! NSArray, [] as NSArray)
            XCTAssertEqual(allOptional.value(forKeyPath: op + names[i]) as! NSArray, [] as NSArray)
        }
    }
    var required: [String: Any] = [:]
    var optional: [String: Any] = [:]
    for i in 0..<names.count {
        required[names[i]] = [firsts[i], seconds[i]]
        required[mixedNames[i]] = [firsts[i], seconds[i]]
        optional[names[i]] = [firsts[i], seconds[i], NSNull()]
    }
    for _ in 0..<2 {
        RLMPrimitiveArrays.create(in: realm, withValue: required)
        RLMOptionalPrimitiveArrays.create(in: realm, withValue: optional)
    }
    for i in 0..<names.count {
        for name in [names[i], mixedNames[i]] {
            XCTAssertEqual(allRequired.value(forKeyPath: "@unionOfArrays." + name) as! NSArray, [firsts[i], seconds[i], firsts[i], seconds[i]] as NSArray)
            let distinct = allRequired.value(forKeyPath: "@distinctUnionOfArrays." + name) as! NSArray
            XCTAssertEqual(distinct.count, 2)
            XCTAssertTrue(distinct.contains(firsts[i]))
            XCTAssertTrue(distinct.contains(seconds[i]))
        }
        XCTAssertEqual(allOptional.value(forKeyPath: "@unionOfArrays." + names[i]) as! NSArray,
                       [firsts[i], seconds[i], NSNull(), firsts[i], seconds[i], NSNull()] as NSArray)
        let distinct = allOptional.value(forKeyPath: "@distinctUnionOfArrays." + names[i]) as! NSArray
        XCTAssertEqual(distinct.count, 3)
        XCTAssertTrue(distinct.contains(firsts[i]))
        XCTAssertTrue(distinct.contains(seconds[i]))
        XCTAssertTrue(distinct.contains(NSNull()))
    }
    realm.cancelWriteTransaction()
}

/// @sum over an RLMArray of values in a query, required or optional: refused for bool, string, data, object id and uuid elements as not numeric, for dates as not summable, compared with a string naming the element type, and followed by a key path; with objects whose int, float, double and decimal arrays hold no value, one, two and three times the same value, `==` 0 and the value each match one object, `!=` and `>=` the value three, `>` the value two, and `<` and `<=` a larger value two.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testQuerySum
func testObjcPrimitiveArrayQuerySum() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let notNumeric = ["boolObj", "stringObj", "dataObj", "objectIdObj", "uuidObj"]
    let notNumericValues: [NSObject] = [false as NSNumber, "a" as NSString, Data([0]) as NSData, ObjectId("60425fff91d7a195d5ddac1b"),
                                        UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let numeric = ["intObj", "floatObj", "doubleObj", "decimalObj"]
    let kinds = ["int", "float", "double", "decimal128"]
    let values: [NSObject] = [2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, Decimal128(2)]
    let larger: [NSObject] = [3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, Decimal128(3)]
    for k in 0..<notNumeric.count {
        let reason = "Invalid keypath '\(notNumeric[k]).@sum': @sum can only be applied to a collection of numeric values."
        assertThrows(RLMPrimitiveArrays.objects(in: realm, where: "\(notNumeric[k]).@sum = %@", notNumericValues[k]), reason: reason)
        assertThrows(RLMOptionalPrimitiveArrays.objects(in: realm, where: "\(notNumeric[k]).@sum = %@", notNumericValues[k]), reason: reason)
    }
    assertThrows(RLMPrimitiveArrays.objects(in: realm, where: "dateObj.@sum = %@", Date(timeIntervalSince1970: 1) as NSDate),
                 reason: "Cannot sum or average date properties")
    assertThrows(RLMOptionalPrimitiveArrays.objects(in: realm, where: "dateObj.@sum = %@", Date(timeIntervalSince1970: 1) as NSDate),
                 reason: "Cannot sum or average date properties")
    for k in 0..<numeric.count {
        let compared = "@sum on a property of type \(kinds[k]) cannot be compared with 'a'"
        assertThrows(RLMPrimitiveArrays.objects(in: realm, where: "\(numeric[k]).@sum = %@", "a" as NSString), reason: compared)
        assertThrows(RLMOptionalPrimitiveArrays.objects(in: realm, where: "\(numeric[k]).@sum = %@", "a" as NSString), reason: compared)
        let nested = "Invalid keypath '\(numeric[k]).@sum.prop': @sum on a collection of values must appear at the end of a keypath."
        assertThrows(RLMPrimitiveArrays.objects(in: realm, where: "\(numeric[k]).@sum.prop = %@", "a" as NSString), reason: nested)
        assertThrows(RLMOptionalPrimitiveArrays.objects(in: realm, where: "\(numeric[k]).@sum.prop = %@", "a" as NSString), reason: nested)
    }
    for n in 0..<4 {
        var value: [String: Any] = [:]
        for k in 0..<numeric.count {
            var elements: [NSObject] = []
            for _ in 0..<n { elements.append(values[k]) }
            value[numeric[k]] = elements
        }
        RLMPrimitiveArrays.create(in: realm, withValue: value)
        RLMOptionalPrimitiveArrays.create(in: realm, withValue: value)
    }
    for k in 0..<numeric.count {
        let ops = ["==", "==", "!=", ">=", ">", "<", "<="]
        let operands: [NSObject] = [0 as NSNumber, values[k], values[k], values[k], values[k], larger[k], larger[k]]
        let counts: [UInt] = [1, 1, 3, 3, 2, 2, 2]
        for j in 0..<ops.count {
            XCTAssertEqual(RLMPrimitiveArrays.objects(in: realm, where: "\(numeric[k]).@sum \(ops[j]) %@", operands[j]).count, counts[j])
            XCTAssertEqual(RLMOptionalPrimitiveArrays.objects(in: realm, where: "\(numeric[k]).@sum \(ops[j]) %@", operands[j]).count, counts[j])
        }
    }
    realm.cancelWriteTransaction()
}

/// setValue(_:forKey:) on an RLMArray of values, unmanaged or managed: any key but self is refused as not key-value coding-compliant, mixed arrays too; for self, a value of another type is refused naming the expected type (with `?` where optional), and nil where the elements are required, even while the array is empty; once two values (and nil where optional) are in it, setting the first value for self puts it at every index, mixed ones too, and setting nil on an optional array makes every element nil.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveArrayPropertyTests.m PrimitiveArrayPropertyTests.testSetValueForKey
func testObjcPrimitiveArraySetValueForKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveArrays.create(in: realm, withValue: []) as! RLMPrimitiveArrays : RLMPrimitiveArrays()
        let p = managed ? RLMOptionalPrimitiveArrays.create(in: realm, withValue: []) as! RLMOptionalPrimitiveArrays : RLMOptionalPrimitiveArrays()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<kinds.count {
            for array in [required[i], mixed[i], optional[i]] {
                assertThrows(array.setValue(0 as NSNumber, forKey: "not self"), reason: "this class is not key value coding-compliant for the key not self.")
            }
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(required[i].setValue(wrong, forKey: "self"), reason: "Invalid value '\(shown)' of type '")
            assertThrows(required[i].setValue(wrong, forKey: "self"), reason: "' for expected type '\(kinds[i])'")
            assertThrows(optional[i].setValue(wrong, forKey: "self"), reason: "Invalid value '\(shown)' of type '")
            assertThrows(optional[i].setValue(wrong, forKey: "self"), reason: "' for expected type '\(kinds[i])?'")
            assertThrows(required[i].setValue(NSNull(), forKey: "self"), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
            required[i].addObjects([firsts[i], seconds[i]])
            mixed[i].addObjects([firsts[i], seconds[i]])
            optional[i].addObjects([firsts[i], seconds[i], NSNull()])
            required[i].setValue(firsts[i], forKey: "self")
            mixed[i].setValue(firsts[i], forKey: "self")
            optional[i].setValue(firsts[i], forKey: "self")
            XCTAssertEqual(required[i].value(forKey: "self") as! NSArray, [firsts[i], firsts[i]] as NSArray)
            XCTAssertEqual(mixed[i].value(forKey: "self") as! NSArray, [firsts[i], firsts[i]] as NSArray)
            XCTAssertEqual(optional[i].value(forKey: "self") as! NSArray, [firsts[i], firsts[i], firsts[i]] as NSArray)
            optional[i].setValue(NSNull(), forKey: "self")
            XCTAssertEqual(optional[i].value(forKey: "self") as! NSArray, [NSNull(), NSNull(), NSNull()] as NSArray)
        }
    }
    realm.cancelWriteTransaction()
}
