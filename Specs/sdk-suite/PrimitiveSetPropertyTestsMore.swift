// page: sdk
// tags: sdk, suite

// More of what the SDK's Realm/Tests/PrimitiveSetPropertyTests.m checks, on
// the same RLMObject models as PrimitiveSetPropertyTests.swift (restated here,
// as a model is the file's own): an RLMSet of values per property type,
// required, mixed (`.any`) and optional. A set's values are compared as a
// count and the values it contains, as the SDK's tests compare NSSets.

class RLMPrimitiveSets: RLMObject {
    @objc dynamic var boolObj = RLMSet<NSObject>(objectType: .bool, optional: false)
    @objc dynamic var intObj = RLMSet<NSObject>(objectType: .int, optional: false)
    @objc dynamic var floatObj = RLMSet<NSObject>(objectType: .float, optional: false)
    @objc dynamic var doubleObj = RLMSet<NSObject>(objectType: .double, optional: false)
    @objc dynamic var stringObj = RLMSet<NSObject>(objectType: .string, optional: false)
    @objc dynamic var dataObj = RLMSet<NSObject>(objectType: .data, optional: false)
    @objc dynamic var dateObj = RLMSet<NSObject>(objectType: .date, optional: false)
    @objc dynamic var decimalObj = RLMSet<NSObject>(objectType: .decimal128, optional: false)
    @objc dynamic var objectIdObj = RLMSet<NSObject>(objectType: .objectId, optional: false)
    @objc dynamic var uuidObj = RLMSet<NSObject>(objectType: .UUID, optional: false)
    @objc dynamic var anyBoolObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyIntObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyFloatObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDoubleObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyStringObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDataObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDateObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyDecimalObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyObjectIdObj = RLMSet<NSObject>(objectType: .any, optional: false)
    @objc dynamic var anyUUIDObj = RLMSet<NSObject>(objectType: .any, optional: false)
}

class RLMOptionalPrimitiveSets: RLMObject {
    @objc dynamic var boolObj = RLMSet<NSObject>(objectType: .bool, optional: true)
    @objc dynamic var intObj = RLMSet<NSObject>(objectType: .int, optional: true)
    @objc dynamic var floatObj = RLMSet<NSObject>(objectType: .float, optional: true)
    @objc dynamic var doubleObj = RLMSet<NSObject>(objectType: .double, optional: true)
    @objc dynamic var stringObj = RLMSet<NSObject>(objectType: .string, optional: true)
    @objc dynamic var dataObj = RLMSet<NSObject>(objectType: .data, optional: true)
    @objc dynamic var dateObj = RLMSet<NSObject>(objectType: .date, optional: true)
    @objc dynamic var decimalObj = RLMSet<NSObject>(objectType: .decimal128, optional: true)
    @objc dynamic var objectIdObj = RLMSet<NSObject>(objectType: .objectId, optional: true)
    @objc dynamic var uuidObj = RLMSet<NSObject>(objectType: .UUID, optional: true)
}


/// min(ofProperty: "self") of an RLMSet of values: refused for bool, string, data, object id and uuid elements in the words of the unmanaged set (`minOfProperty: is not supported for bool set`, `bool?` when optional) and of the managed set (`Operation 'min' not supported for bool set 'Class.property'`); nil while empty; then the least value as an NSNumber, NSDate or Decimal128, nil elements skipped, mixed elements included.
/// - section: sdk-suite

class RLMLinkToPrimitiveSets: RLMObject {
    @objc dynamic var link: RLMPrimitiveSets?
}

class RLMLinkToOptionalPrimitiveSets: RLMObject {
    @objc dynamic var link: RLMOptionalPrimitiveSets?
}

/// setValue(_:forKey:) on an RLMSet of values, unmanaged or managed: any key but self is refused as not key-value coding-compliant, mixed sets too; for self, a value of another type is refused naming the expected type (with `?` where optional), and nil where the values are required, even while the set is empty; once two values (and nil where optional) are in it, setting a value for self leaves the set holding that value alone, mixed ones too, and nil alone on an optional set.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSetValueForKey
func testObjcPrimitiveSetSetValueForKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(1), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "bc" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveSets.create(in: realm, withValue: []) as! RLMPrimitiveSets : RLMPrimitiveSets()
        let p = managed ? RLMOptionalPrimitiveSets.create(in: realm, withValue: []) as! RLMOptionalPrimitiveSets : RLMOptionalPrimitiveSets()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<kinds.count {
            for set in [required[i], mixed[i], optional[i]] {
                assertThrows(set.setValue(0 as NSNumber, forKey: "not self"), reason: "this class is not key value coding-compliant for the key not self.")
            }
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(required[i].setValue(wrong, forKey: "self"), reason: "Invalid value '\(shown)' of type '")
            assertThrows(required[i].setValue(wrong, forKey: "self"), reason: "' for expected type '\(kinds[i])'")
            assertThrows(optional[i].setValue(wrong, forKey: "self"), reason: "Invalid value '\(shown)' of type '")
            assertThrows(optional[i].setValue(wrong, forKey: "self"), reason: "' for expected type '\(kinds[i])?'")
            assertThrows(required[i].setValue(NSNull(), forKey: "self"), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
            XCTAssertEqual(required[i].count, 0)
            XCTAssertEqual(optional[i].count, 0)
            required[i].addObjects([firsts[i], seconds[i]])
            mixed[i].addObjects([firsts[i], seconds[i]])
            optional[i].addObjects([NSNull(), firsts[i], seconds[i]])
            required[i].setValue(firsts[i], forKey: "self")
            mixed[i].setValue(firsts[i], forKey: "self")
            optional[i].setValue(firsts[i], forKey: "self")
            for set in [required[i], mixed[i], optional[i]] {
                XCTAssertEqual(set.count, 1)
                XCTAssertEqual(set.allObjects[0], firsts[i])
            }
            optional[i].setValue(NSNull(), forKey: "self")
            XCTAssertEqual(optional[i].count, 1)
            XCTAssertEqual(optional[i].allObjects[0], NSNull())
        }
    }
    realm.cancelWriteTransaction()
}

/// Assigning an RLMObject's set of values, unmanaged or managed, required, mixed or optional: a Swift array of one value makes the set hold it alone; one of two values (and nil where optional) replaces it rather than adding to it; the property set to itself keeps its values; and the int set of a managed object assigned to an unmanaged one, emptied first, copies the two ints, as the unmanaged one assigned back to the emptied managed set does.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testAssignment
func testObjcPrimitiveSetAssignment() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let names = ["boolObj", "intObj", "floatObj", "doubleObj", "stringObj", "dataObj", "dateObj", "decimalObj", "objectIdObj", "uuidObj"]
    let mixedNames = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj",
                      "anyDecimalObj", "anyObjectIdObj", "anyUUIDObj"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(1), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "bc" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    // The set holds exactly `values`.
    func holds(_ set: RLMSet<NSObject>, _ values: [NSObject]) {
        XCTAssertEqual(set.count, UInt(values.count))
        for v in values { XCTAssertTrue(set.contains(v)) }
    }
    let u = RLMPrimitiveSets()
    let m = RLMPrimitiveSets.create(in: realm, withValue: []) as! RLMPrimitiveSets
    for managed in [false, true] {
        let o = managed ? m : u
        let p = managed ? RLMOptionalPrimitiveSets.create(in: realm, withValue: []) as! RLMOptionalPrimitiveSets : RLMOptionalPrimitiveSets()
        for i in 0..<names.count {
            o.setValue([seconds[i]], forKey: names[i])
            o.setValue([seconds[i]], forKey: mixedNames[i])
            p.setValue([firsts[i]], forKey: names[i])
            holds(o.value(forKey: names[i]) as! RLMSet<NSObject>, [seconds[i]])
            holds(o.value(forKey: mixedNames[i]) as! RLMSet<NSObject>, [seconds[i]])
            holds(p.value(forKey: names[i]) as! RLMSet<NSObject>, [firsts[i]])
            o.setValue([firsts[i], seconds[i]], forKey: names[i])
            o.setValue([firsts[i], seconds[i]], forKey: mixedNames[i])
            p.setValue([NSNull(), firsts[i], seconds[i]], forKey: names[i])
            holds(o.value(forKey: names[i]) as! RLMSet<NSObject>, [firsts[i], seconds[i]])
            holds(o.value(forKey: mixedNames[i]) as! RLMSet<NSObject>, [firsts[i], seconds[i]])
            holds(p.value(forKey: names[i]) as! RLMSet<NSObject>, [NSNull(), firsts[i], seconds[i]])
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
            holds(o.value(forKey: names[i]) as! RLMSet<NSObject>, [firsts[i], seconds[i]])
            holds(o.value(forKey: mixedNames[i]) as! RLMSet<NSObject>, [firsts[i], seconds[i]])
            holds(p.value(forKey: names[i]) as! RLMSet<NSObject>, [NSNull(), firsts[i], seconds[i]])
        }
    }
    u.intObj.removeAllObjects()
    u.intObj = m.intObj
    holds(u.intObj, [2 as NSNumber, 3 as NSNumber])
    m.intObj.removeAllObjects()
    m.intObj = u.intObj
    holds(m.intObj, [2 as NSNumber, 3 as NSNumber])
    realm.cancelWriteTransaction()
}

/// Assigning an RLMObject's set of values through its subscript, unmanaged or managed, required, mixed or optional: an array of one value makes the set hold it alone; one of two values (and nil where optional) replaces it rather than adding to it; the subscript set to its own value keeps the values; and the int set of a managed object given to an unmanaged one's subscript, emptied first, copies the two ints, as the unmanaged one given back to the emptied managed set does.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testDynamicAssignment
func testObjcPrimitiveSetDynamicAssignment() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let names = ["boolObj", "intObj", "floatObj", "doubleObj", "stringObj", "dataObj", "dateObj", "decimalObj", "objectIdObj", "uuidObj"]
    let mixedNames = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj",
                      "anyDecimalObj", "anyObjectIdObj", "anyUUIDObj"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(1), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "bc" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    func holds(_ set: RLMSet<NSObject>, _ values: [NSObject]) {
        XCTAssertEqual(set.count, UInt(values.count))
        for v in values { XCTAssertTrue(set.contains(v)) }
    }
    let u = RLMPrimitiveSets()
    let m = RLMPrimitiveSets.create(in: realm, withValue: []) as! RLMPrimitiveSets
    for managed in [false, true] {
        let o = managed ? m : u
        let p = managed ? RLMOptionalPrimitiveSets.create(in: realm, withValue: []) as! RLMOptionalPrimitiveSets : RLMOptionalPrimitiveSets()
        for i in 0..<names.count {
            o[names[i]] = [seconds[i]]
            o[mixedNames[i]] = [seconds[i]]
            p[names[i]] = [firsts[i]]
            XCTAssertEqual((o[names[i]] as! RLMSet<NSObject>).allObjects[0], seconds[i])
            XCTAssertEqual((o[mixedNames[i]] as! RLMSet<NSObject>).allObjects[0], seconds[i])
            XCTAssertEqual((p[names[i]] as! RLMSet<NSObject>).allObjects[0], firsts[i])
            holds(o[names[i]] as! RLMSet<NSObject>, [seconds[i]])
            o[names[i]] = [firsts[i], seconds[i]]
            o[mixedNames[i]] = [firsts[i], seconds[i]]
            p[names[i]] = [NSNull(), firsts[i], seconds[i]]
            holds(o[names[i]] as! RLMSet<NSObject>, [firsts[i], seconds[i]])
            holds(o[mixedNames[i]] as! RLMSet<NSObject>, [firsts[i], seconds[i]])
            holds(p[names[i]] as! RLMSet<NSObject>, [NSNull(), firsts[i], seconds[i]])
            o[names[i]] = o[names[i]]
            o[mixedNames[i]] = o[mixedNames[i]]
            p[names[i]] = p[names[i]]
            holds(o[names[i]] as! RLMSet<NSObject>, [firsts[i], seconds[i]])
            holds(o[mixedNames[i]] as! RLMSet<NSObject>, [firsts[i], seconds[i]])
            holds(p[names[i]] as! RLMSet<NSObject>, [NSNull(), firsts[i], seconds[i]])
        }
    }
    (u["intObj"] as! RLMSet<NSObject>).removeAllObjects()
    u["intObj"] = m.intObj
    holds(u["intObj"] as! RLMSet<NSObject>, [2 as NSNumber, 3 as NSNumber])
    (m["intObj"] as! RLMSet<NSObject>).removeAllObjects()
    m["intObj"] = u.intObj
    holds(m["intObj"] as! RLMSet<NSObject>, [2 as NSNumber, 3 as NSNumber])
    realm.cancelWriteTransaction()
}

/// value(forKey: "self") of an RLMSet of values, unmanaged or managed, required, mixed or optional: nothing while empty; after two values (and nil where optional) are added, those values, each once.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testValueForKeySelf
func testObjcPrimitiveSetValueForKeySelf() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(1), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "bc" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveSets.create(in: realm, withValue: []) as! RLMPrimitiveSets : RLMPrimitiveSets()
        let p = managed ? RLMOptionalPrimitiveSets.create(in: realm, withValue: []) as! RLMOptionalPrimitiveSets : RLMOptionalPrimitiveSets()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<firsts.count {
            for set in [required[i], mixed[i], optional[i]] {
                XCTAssertEqual((set.value(forKey: "self") as! NSArray).count, 0)
            }
            required[i].addObjects([firsts[i], seconds[i]])
            mixed[i].addObjects([firsts[i], seconds[i]])
            optional[i].addObjects([NSNull(), firsts[i], seconds[i]])
            for set in [required[i], mixed[i]] {
                let values = set.value(forKey: "self") as! NSArray
                XCTAssertEqual(values.count, 2)
                XCTAssertTrue(values.contains(firsts[i]))
                XCTAssertTrue(values.contains(seconds[i]))
            }
            let values = optional[i].value(forKey: "self") as! NSArray
            XCTAssertEqual(values.count, 3)
            XCTAssertTrue(values.contains(NSNull()))
            XCTAssertTrue(values.contains(firsts[i]))
            XCTAssertTrue(values.contains(seconds[i]))
        }
    }
    realm.cancelWriteTransaction()
}

/// Sorting an RLMSet of values: unmanaged, by key path or by descriptors, it is refused (`This method may only be called on RLMSet instances retrieved from an RLMRealm`); managed, by a key path other than self (`can only be sorted on 'self'`), mixed sets too; by no descriptors it holds each value once, and by self it orders them descending or ascending, nil last descending and first ascending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testSort
func testObjcPrimitiveSetSort() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(1), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "bc" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let refusal = "This method may only be called on RLMSet instances retrieved from an RLMRealm"
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveSets.create(in: realm, withValue: []) as! RLMPrimitiveSets : RLMPrimitiveSets()
        let p = managed ? RLMOptionalPrimitiveSets.create(in: realm, withValue: []) as! RLMOptionalPrimitiveSets : RLMOptionalPrimitiveSets()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<firsts.count {
            for set in [required[i], mixed[i], optional[i]] {
                if managed {
                    assertThrows(set.sortedResults(usingKeyPath: "not self", ascending: false), reason: "can only be sorted on 'self'")
                } else {
                    assertThrows(set.sortedResults(usingKeyPath: "self", ascending: false), reason: refusal)
                    assertThrows(set.sortedResults(using: []), reason: refusal)
                }
            }
            guard managed else { continue }
            required[i].addObjects([firsts[i], seconds[i], firsts[i]])
            mixed[i].addObjects([firsts[i], seconds[i], firsts[i]])
            optional[i].addObjects([NSNull(), firsts[i], NSNull(), firsts[i], NSNull()])
            for set in [required[i], mixed[i]] {
                let unsorted = set.sortedResults(using: []).value(forKey: "self") as! NSArray
                XCTAssertEqual(unsorted.count, 2)
                XCTAssertTrue(unsorted.contains(firsts[i]))
                XCTAssertTrue(unsorted.contains(seconds[i]))
                XCTAssertEqual(set.sortedResults(usingKeyPath: "self", ascending: false).value(forKey: "self") as! NSArray, [seconds[i], firsts[i]] as NSArray)
                XCTAssertEqual(set.sortedResults(usingKeyPath: "self", ascending: true).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            }
            let unsorted = optional[i].sortedResults(using: []).value(forKey: "self") as! NSArray
            XCTAssertEqual(unsorted.count, 2)
            XCTAssertTrue(unsorted.contains(NSNull()))
            XCTAssertTrue(unsorted.contains(firsts[i]))
            XCTAssertEqual(optional[i].sortedResults(usingKeyPath: "self", ascending: false).value(forKey: "self") as! NSArray, [firsts[i], NSNull()] as NSArray)
            XCTAssertEqual(optional[i].sortedResults(usingKeyPath: "self", ascending: true).value(forKey: "self") as! NSArray, [NSNull(), firsts[i]] as NSArray)
        }
    }
    realm.cancelWriteTransaction()
}

/// =, !=, >, >=, < and <= with ANY over RLMSets of values, required, mixed and optional, directly and through a link: nothing matches while there are no objects; after one object holding each first value (nil for the optional sets), and again after a second holding each second value (the first for the optional sets), each operator counts the objects of which some value compares so, nil equal to nil and neither less nor greater than a number, date or data value; ordering a bool, object id or uuid set is refused (`Operator '>' not supported for type 'bool'`).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testQueryBasicOperators
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testQueryBasicOperatorsOverLink
func testObjcPrimitiveSetQueryBasicOperators() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let properties = ["boolObj", "intObj", "floatObj", "doubleObj", "stringObj", "dataObj", "dateObj", "decimalObj", "objectIdObj", "uuidObj"]
    let mixedProperties = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj",
                           "anyDecimalObj", "anyObjectIdObj", "anyUUIDObj"]
    let ordered = [false, true, true, true, true, true, true, true, false, false]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(1), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "bc" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let mixedFirsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                                   Date(timeIntervalSince1970: 1) as NSDate, Decimal128(1), ObjectId("60425fff91d7a195d5ddac1b"),
                                   UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let mixedSeconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                                    Date(timeIntervalSince1970: 2) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1c"),
                                    UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    // Value k of property i: the required and mixed sets hold firsts then seconds; the optional ones nil, then firsts (k = 2 is seconds).
    func requiredValue(_ k: Int, _ i: Int) -> NSObject { k == 0 ? firsts[i] : seconds[i] }
    func mixedValue(_ k: Int, _ i: Int) -> NSObject { k == 0 ? mixedFirsts[i] : mixedSeconds[i] }
    func optionalValue(_ k: Int, _ i: Int) -> NSObject { k == 0 ? NSNull() : (k == 1 ? firsts[i] : seconds[i]) }
    func createObject(_ k: Int) {
        var req: [String: Any] = [:]
        var opt: [String: Any] = [:]
        for i in 0..<properties.count {
            req[properties[i]] = [requiredValue(k, i)]
            req[mixedProperties[i]] = [mixedValue(k, i)]
            opt[properties[i]] = [optionalValue(k, i)]
        }
        RLMLinkToPrimitiveSets.create(in: realm, withValue: [RLMPrimitiveSets.create(in: realm, withValue: req)])
        RLMLinkToOptionalPrimitiveSets.create(in: realm, withValue: [RLMOptionalPrimitiveSets.create(in: realm, withValue: opt)])
    }
    // The required and mixed sets, directly and through a link, count `count` objects for `op` with their value k.
    func checkRequired(_ i: Int, _ op: String, _ k: Int, _ count: Int) {
        XCTAssertEqual(RLMPrimitiveSets.objects(in: realm, where: "ANY \(properties[i]) \(op) %@", requiredValue(k, i)).count, UInt(count))
        XCTAssertEqual(RLMPrimitiveSets.objects(in: realm, where: "ANY \(mixedProperties[i]) \(op) %@", mixedValue(k, i)).count, UInt(count))
        XCTAssertEqual(RLMLinkToPrimitiveSets.objects(in: realm, where: "ANY link.\(properties[i]) \(op) %@", requiredValue(k, i)).count, UInt(count))
        XCTAssertEqual(RLMLinkToPrimitiveSets.objects(in: realm, where: "ANY link.\(mixedProperties[i]) \(op) %@", mixedValue(k, i)).count, UInt(count))
    }
    func checkOptional(_ i: Int, _ op: String, _ k: Int, _ count: Int) {
        XCTAssertEqual(RLMOptionalPrimitiveSets.objects(in: realm, where: "ANY \(properties[i]) \(op) %@", optionalValue(k, i)).count, UInt(count))
        XCTAssertEqual(RLMLinkToOptionalPrimitiveSets.objects(in: realm, where: "ANY link.\(properties[i]) \(op) %@", optionalValue(k, i)).count, UInt(count))
    }
    for i in 0..<properties.count {
        for op in ordered[i] ? ["=", "!=", ">", ">=", "<", "<="] : ["=", "!="] {
            checkRequired(i, op, 0, 0)
            checkOptional(i, op, 0, 0)
        }
    }
    createObject(0)
    for i in 0..<properties.count {
        checkRequired(i, "=", 1, 0)
        checkRequired(i, "=", 0, 1)
        checkRequired(i, "!=", 0, 0)
        checkRequired(i, "!=", 1, 1)
        checkOptional(i, "=", 1, 0)
        checkOptional(i, "=", 0, 1)
        checkOptional(i, "!=", 0, 0)
        checkOptional(i, "!=", 1, 1)
        if ordered[i] {
            checkRequired(i, ">", 0, 0)
            checkRequired(i, ">=", 0, 1)
            checkRequired(i, "<", 0, 0)
            checkRequired(i, "<", 1, 1)
            checkRequired(i, "<=", 0, 1)
        }
        // A nil string element is left out of the orderings (see the ledger's left-out).
        if ordered[i] && properties[i] != "stringObj" {
            checkOptional(i, ">", 0, 0)
            checkOptional(i, ">=", 0, 1)
            checkOptional(i, "<", 0, 0)
            checkOptional(i, "<", 1, 0)
            checkOptional(i, "<=", 0, 1)
        }
    }
    createObject(1)
    for i in 0..<properties.count {
        checkRequired(i, "=", 0, 1)
        checkRequired(i, "=", 1, 1)
        checkRequired(i, "!=", 0, 1)
        checkRequired(i, "!=", 1, 1)
        checkOptional(i, "=", 0, 1)
        checkOptional(i, "=", 1, 1)
        checkOptional(i, "!=", 0, 1)
        checkOptional(i, "!=", 1, 1)
        if ordered[i] {
            checkRequired(i, ">", 0, 1)
            checkRequired(i, ">=", 0, 2)
            checkRequired(i, "<", 0, 0)
            checkRequired(i, "<", 1, 1)
            checkRequired(i, "<=", 0, 1)
            checkRequired(i, "<=", 1, 2)
        }
        if ordered[i] && properties[i] != "stringObj" {
            checkOptional(i, ">", 0, 0)
            checkOptional(i, ">=", 1, 1)
            checkOptional(i, "<", 1, 0)
            checkOptional(i, "<", 2, 1)
            checkOptional(i, "<=", 0, 1)
            checkOptional(i, "<=", 1, 1)
        }
    }
    let refused = ["bool", "object id", "uuid"]
    let refusedIndexes = [0, 8, 9]
    for k in 0..<refused.count {
        let i = refusedIndexes[k]
        let reason = "Operator '>' not supported for type '\(refused[k])'"
        assertThrows(RLMPrimitiveSets.objects(in: realm, where: "ANY \(properties[i]) > %@", firsts[i]), reason: reason)
        assertThrows(RLMOptionalPrimitiveSets.objects(in: realm, where: "ANY \(properties[i]) > %@", NSNull()), reason: reason)
        assertThrows(RLMLinkToPrimitiveSets.objects(in: realm, where: "ANY link.\(properties[i]) > %@", firsts[i]), reason: reason)
        assertThrows(RLMLinkToOptionalPrimitiveSets.objects(in: realm, where: "ANY link.\(properties[i]) > %@", NSNull()), reason: reason)
    }
    realm.cancelWriteTransaction()
}

/// @sum over an RLMSet of values in a query, required, mixed or optional: refused for bool, string, data, object id and uuid values as not numeric, for dates as not summable, compared with a string naming the value type, and followed by a key path; a set holds each value once, so with sets given no value, one, the same one twice and another three times (and, optional, no value, one, two and the same one three times), `==` 0 matches one object, `==` the first value two, and `!=`, `>=`, `>`, `<` and `<=` count by those totals.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveSetPropertyTests.m PrimitiveSetPropertyTests.testQuerySum
func testObjcPrimitiveSetQuerySum() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let notNumeric = ["boolObj", "stringObj", "dataObj", "objectIdObj", "uuidObj"]
    let notNumericValues: [NSObject] = [false as NSNumber, "a" as NSString, Data([0]) as NSData, ObjectId("60425fff91d7a195d5ddac1b"),
                                        UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let numeric = ["intObj", "floatObj", "doubleObj", "decimalObj"]
    let mixedNumeric = ["anyIntObj", "anyFloatObj", "anyDoubleObj", "anyDecimalObj"]
    let kinds = ["int", "float", "double", "decimal128"]
    let firsts: [NSObject] = [2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, Decimal128(1)]
    let seconds: [NSObject] = [3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, Decimal128(2)]
    for k in 0..<notNumeric.count {
        let reason = "Invalid keypath '\(notNumeric[k]).@sum': @sum can only be applied to a collection of numeric values."
        assertThrows(RLMPrimitiveSets.objects(in: realm, where: "\(notNumeric[k]).@sum = %@", notNumericValues[k]), reason: reason)
        assertThrows(RLMOptionalPrimitiveSets.objects(in: realm, where: "\(notNumeric[k]).@sum = %@", NSNull()), reason: reason)
    }
    assertThrows(RLMPrimitiveSets.objects(in: realm, where: "dateObj.@sum = %@", Date(timeIntervalSince1970: 1) as NSDate),
                 reason: "Cannot sum or average date properties")
    for k in 0..<numeric.count {
        let compared = "@sum on a property of type \(kinds[k]) cannot be compared with 'a'"
        assertThrows(RLMPrimitiveSets.objects(in: realm, where: "\(numeric[k]).@sum = %@", "a" as NSString), reason: compared)
        assertThrows(RLMOptionalPrimitiveSets.objects(in: realm, where: "\(numeric[k]).@sum = %@", "a" as NSString), reason: compared)
        let nested = "Invalid keypath '\(numeric[k]).@sum.prop': @sum on a collection of values must appear at the end of a keypath."
        assertThrows(RLMPrimitiveSets.objects(in: realm, where: "\(numeric[k]).@sum.prop = %@", "a" as NSString), reason: nested)
        assertThrows(RLMOptionalPrimitiveSets.objects(in: realm, where: "\(numeric[k]).@sum.prop = %@", "a" as NSString), reason: nested)
    }
    for n in 0..<4 {
        var required: [String: Any] = [:]
        var optional: [String: Any] = [:]
        for k in 0..<numeric.count {
            let requiredValues: [[NSObject]] = [[], [firsts[k]], [firsts[k], firsts[k]], [seconds[k], seconds[k], seconds[k]]]
            let optionalValues: [[NSObject]] = [[], [firsts[k]], [firsts[k], seconds[k]], [firsts[k], firsts[k], firsts[k]]]
            required[numeric[k]] = requiredValues[n]
            required[mixedNumeric[k]] = requiredValues[n]
            optional[numeric[k]] = optionalValues[n]
        }
        RLMPrimitiveSets.create(in: realm, withValue: required)
        RLMOptionalPrimitiveSets.create(in: realm, withValue: optional)
    }
    let ops = ["==", "==", "!=", ">=", ">", "<", "<="]
    for k in 0..<numeric.count {
        // Totals 0, first, first and second: required and mixed.
        let requiredOperands: [NSObject] = [0 as NSNumber, firsts[k], seconds[k], firsts[k], firsts[k], seconds[k], seconds[k]]
        let requiredCounts: [UInt] = [1, 2, 3, 3, 1, 3, 4]
        // Totals 0, first, first plus second and first: optional.
        let optionalOperands: [NSObject] = [0 as NSNumber, firsts[k], firsts[k], firsts[k], firsts[k], seconds[k], firsts[k]]
        let optionalCounts: [UInt] = [1, 2, 2, 3, 1, 3, 3]
        for j in 0..<ops.count {
            XCTAssertEqual(RLMPrimitiveSets.objects(in: realm, where: "\(numeric[k]).@sum \(ops[j]) %@", requiredOperands[j]).count, requiredCounts[j])
            XCTAssertEqual(RLMPrimitiveSets.objects(in: realm, where: "\(mixedNumeric[k]).@sum \(ops[j]) %@", requiredOperands[j]).count, requiredCounts[j])
            XCTAssertEqual(RLMOptionalPrimitiveSets.objects(in: realm, where: "\(numeric[k]).@sum \(ops[j]) %@", optionalOperands[j]).count, optionalCounts[j])
        }
    }
    realm.cancelWriteTransaction()
}
