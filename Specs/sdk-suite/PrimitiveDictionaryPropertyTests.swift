// page: sdk
// tags: sdk, suite

// Models restated from the SDK's Objective-C test models: RLMObject classes
// whose properties are RLMDictionaries of values keyed by strings, each made
// with the element's RLMPropertyType and whether it holds nil. The scenarios
// loop over a table of element kinds for unmanaged and managed objects of both
// classes; an optional dictionary holds one value and one nil.

class RLMPrimitiveDictionaries: RLMObject {
    @objc dynamic var boolObj = RLMDictionary<NSString, NSObject>(objectType: .bool, optional: false, keyType: .string)
    @objc dynamic var intObj = RLMDictionary<NSString, NSObject>(objectType: .int, optional: false, keyType: .string)
    @objc dynamic var floatObj = RLMDictionary<NSString, NSObject>(objectType: .float, optional: false, keyType: .string)
    @objc dynamic var doubleObj = RLMDictionary<NSString, NSObject>(objectType: .double, optional: false, keyType: .string)
    @objc dynamic var stringObj = RLMDictionary<NSString, NSObject>(objectType: .string, optional: false, keyType: .string)
    @objc dynamic var dataObj = RLMDictionary<NSString, NSObject>(objectType: .data, optional: false, keyType: .string)
    @objc dynamic var dateObj = RLMDictionary<NSString, NSObject>(objectType: .date, optional: false, keyType: .string)
    @objc dynamic var decimalObj = RLMDictionary<NSString, NSObject>(objectType: .decimal128, optional: false, keyType: .string)
    @objc dynamic var objectIdObj = RLMDictionary<NSString, NSObject>(objectType: .objectId, optional: false, keyType: .string)
    @objc dynamic var uuidObj = RLMDictionary<NSString, NSObject>(objectType: .UUID, optional: false, keyType: .string)
    @objc dynamic var anyBoolObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
    @objc dynamic var anyIntObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
    @objc dynamic var anyFloatObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
    @objc dynamic var anyDoubleObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
    @objc dynamic var anyStringObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
    @objc dynamic var anyDataObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
    @objc dynamic var anyDateObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
    @objc dynamic var anyDecimalObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
    @objc dynamic var anyObjectIdObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
    @objc dynamic var anyUUIDObj = RLMDictionary<NSString, NSObject>(objectType: .any, optional: false, keyType: .string)
}

class RLMOptionalPrimitiveDictionaries: RLMObject {
    @objc dynamic var boolObj = RLMDictionary<NSString, NSObject>(objectType: .bool, optional: true, keyType: .string)
    @objc dynamic var intObj = RLMDictionary<NSString, NSObject>(objectType: .int, optional: true, keyType: .string)
    @objc dynamic var floatObj = RLMDictionary<NSString, NSObject>(objectType: .float, optional: true, keyType: .string)
    @objc dynamic var doubleObj = RLMDictionary<NSString, NSObject>(objectType: .double, optional: true, keyType: .string)
    @objc dynamic var stringObj = RLMDictionary<NSString, NSObject>(objectType: .string, optional: true, keyType: .string)
    @objc dynamic var dataObj = RLMDictionary<NSString, NSObject>(objectType: .data, optional: true, keyType: .string)
    @objc dynamic var dateObj = RLMDictionary<NSString, NSObject>(objectType: .date, optional: true, keyType: .string)
    @objc dynamic var decimalObj = RLMDictionary<NSString, NSObject>(objectType: .decimal128, optional: true, keyType: .string)
    @objc dynamic var objectIdObj = RLMDictionary<NSString, NSObject>(objectType: .objectId, optional: true, keyType: .string)
    @objc dynamic var uuidObj = RLMDictionary<NSString, NSObject>(objectType: .UUID, optional: true, keyType: .string)
}


/// count of an unmanaged RLMDictionary of ints is 0, then 1 after a value is set by key.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testCount
func testObjcPrimitiveDictionaryCount() throws {
    let unmanaged = RLMPrimitiveDictionaries()
    XCTAssertEqual(unmanaged.intObj.count, 0)
    unmanaged.intObj["testVal"] = 1 as NSNumber
    XCTAssertEqual(unmanaged.intObj.count, 1)
}

/// Each RLMDictionary of values answers the RLMPropertyType of its values, required or optional; whether it holds nil; no object class name; no realm while unmanaged.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testType
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testOptional
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testObjectClassName
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testRealm
func testObjcPrimitiveDictionaryShape() throws {
    let unmanaged = RLMPrimitiveDictionaries()
    let optUnmanaged = RLMOptionalPrimitiveDictionaries()
    let types: [RLMPropertyType] = [.bool, .int, .float, .double, .string, .data, .date]
    let required = [unmanaged.boolObj, unmanaged.intObj, unmanaged.floatObj, unmanaged.doubleObj, unmanaged.stringObj, unmanaged.dataObj, unmanaged.dateObj]
    let optional = [optUnmanaged.boolObj, optUnmanaged.intObj, optUnmanaged.floatObj, optUnmanaged.doubleObj, optUnmanaged.stringObj, optUnmanaged.dataObj, optUnmanaged.dateObj]
    for i in 0..<types.count {
        XCTAssertEqual(required[i].type, types[i])
        XCTAssertEqual(optional[i].type, types[i])
        XCTAssertFalse(required[i].isOptional)
        XCTAssertTrue(optional[i].isOptional)
        XCTAssertNil(required[i].objectClassName)
        XCTAssertNil(optional[i].objectClassName)
        XCTAssertNil(required[i].realm)
        XCTAssertNil(optional[i].realm)
    }
}

/// A dictionary read from an unmanaged object is not invalidated, and stays valid once the object is gone.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testInvalidated
func testObjcPrimitiveDictionaryInvalidated() throws {
    var obj: RLMPrimitiveDictionaries? = RLMPrimitiveDictionaries()
    let dictionary = obj!.intObj
    XCTAssertFalse(dictionary.isInvalidated)
    obj = nil
    XCTAssertFalse(dictionary.isInvalidated)
}

/// min(ofProperty: "self") of an RLMDictionary of values: refused for bool, string, data, object id and uuid values, unmanaged (`minOfProperty: is not supported for bool dictionary`, `bool?` when optional) and managed (`Operation 'min' not supported for bool dictionary 'Class.property'`); nil while empty; then the least value, nil values skipped, mixed values included.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testMin
func testObjcPrimitiveDictionaryMin() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let refused = ["bool", "string", "data", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "objectIdObj", "uuidObj"]
    for o in [RLMPrimitiveDictionaries(), RLMPrimitiveDictionaries.create(in: realm, withValue: [])] {
        let dictionaries = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<dictionaries.count {
            if o.realm == nil {
                assertThrows(dictionaries[i].min(ofProperty: "self"), reason: "minOfProperty: is not supported for \(refused[i]) dictionary")
            } else {
                assertThrows(dictionaries[i].min(ofProperty: "self"), reason: "Operation 'min' not supported for \(refused[i]) dictionary 'RLMPrimitiveDictionaries.\(refusedProperties[i])'")
            }
        }
        for dictionary in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj, o.anyFloatObj, o.anyDoubleObj, o.anyDateObj, o.anyDecimalObj] {
            XCTAssertNil(dictionary.min(ofProperty: "self"))
        }
        o.intObj.addEntries(from: ["key1": 2 as NSNumber, "key2": 3 as NSNumber])
        o.floatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": 3.3 as Float as NSNumber])
        o.doubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": 3.3 as NSNumber])
        o.dateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": Date(timeIntervalSince1970: 2) as NSDate])
        o.decimalObj.addEntries(from: ["key1": Decimal128(2), "key2": Decimal128(3)])
        o.anyIntObj.addEntries(from: ["key1": 2 as NSNumber, "key2": 3 as NSNumber])
        o.anyFloatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": 3.3 as Float as NSNumber])
        o.anyDoubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": 3.3 as NSNumber])
        o.anyDateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": Date(timeIntervalSince1970: 2) as NSDate])
        o.anyDecimalObj.addEntries(from: ["key1": Decimal128(2), "key2": Decimal128(3)])
        for dictionary in [o.intObj, o.anyIntObj] { XCTAssertEqual(dictionary.min(ofProperty: "self") as! NSNumber, 2) }
        for dictionary in [o.floatObj, o.anyFloatObj] { XCTAssertEqual(dictionary.min(ofProperty: "self") as! NSNumber, 2.2 as Float as NSNumber) }
        for dictionary in [o.doubleObj, o.anyDoubleObj] { XCTAssertEqual(dictionary.min(ofProperty: "self") as! NSNumber, 2.2 as NSNumber) }
        for dictionary in [o.dateObj, o.anyDateObj] { XCTAssertEqual(dictionary.min(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 1) as NSDate) }
        for dictionary in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual(dictionary.min(ofProperty: "self") as! RLMDecimal128, Decimal128(2)) }
    }
    for o in [RLMOptionalPrimitiveDictionaries(), RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: [])] {
        let dictionaries = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<dictionaries.count {
            if o.realm == nil {
                assertThrows(dictionaries[i].min(ofProperty: "self"), reason: "minOfProperty: is not supported for \(refused[i])? dictionary")
            } else {
                assertThrows(dictionaries[i].min(ofProperty: "self"), reason: "Operation 'min' not supported for \(refused[i])? dictionary 'RLMOptionalPrimitiveDictionaries.\(refusedProperties[i])'")
            }
        }
        for dictionary in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj] {
            XCTAssertNil(dictionary.min(ofProperty: "self"))
        }
        o.intObj.addEntries(from: ["key1": 2 as NSNumber, "key2": NSNull()])
        o.floatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": NSNull()])
        o.doubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": NSNull()])
        o.dateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": NSNull()])
        o.decimalObj.addEntries(from: ["key1": Decimal128(2), "key2": NSNull()])
        XCTAssertEqual(o.intObj.min(ofProperty: "self") as! NSNumber, 2)
        XCTAssertEqual(o.floatObj.min(ofProperty: "self") as! NSNumber, 2.2 as Float as NSNumber)
        XCTAssertEqual(o.doubleObj.min(ofProperty: "self") as! NSNumber, 2.2 as NSNumber)
        XCTAssertEqual(o.dateObj.min(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 1) as NSDate)
        XCTAssertEqual(o.decimalObj.min(ofProperty: "self") as! RLMDecimal128, Decimal128(2))
    }
    realm.cancelWriteTransaction()
}

/// max(ofProperty: "self") of an RLMDictionary of values: refused for bool, string, data, object id and uuid values, unmanaged (`maxOfProperty: is not supported for bool dictionary`) and managed (`Operation 'max' not supported for bool dictionary 'Class.property'`); nil while empty; then the greatest value, nil values skipped, mixed values included.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testMax
func testObjcPrimitiveDictionaryMax() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let refused = ["bool", "string", "data", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "objectIdObj", "uuidObj"]
    for o in [RLMPrimitiveDictionaries(), RLMPrimitiveDictionaries.create(in: realm, withValue: [])] {
        let dictionaries = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<dictionaries.count {
            if o.realm == nil {
                assertThrows(dictionaries[i].max(ofProperty: "self"), reason: "maxOfProperty: is not supported for \(refused[i]) dictionary")
            } else {
                assertThrows(dictionaries[i].max(ofProperty: "self"), reason: "Operation 'max' not supported for \(refused[i]) dictionary 'RLMPrimitiveDictionaries.\(refusedProperties[i])'")
            }
        }
        for dictionary in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj, o.anyFloatObj, o.anyDoubleObj, o.anyDateObj, o.anyDecimalObj] {
            XCTAssertNil(dictionary.max(ofProperty: "self"))
        }
        o.intObj.addEntries(from: ["key1": 2 as NSNumber, "key2": 3 as NSNumber])
        o.floatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": 3.3 as Float as NSNumber])
        o.doubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": 3.3 as NSNumber])
        o.dateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": Date(timeIntervalSince1970: 2) as NSDate])
        o.decimalObj.addEntries(from: ["key1": Decimal128(2), "key2": Decimal128(3)])
        o.anyIntObj.addEntries(from: ["key1": 2 as NSNumber, "key2": 3 as NSNumber])
        o.anyFloatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": 3.3 as Float as NSNumber])
        o.anyDoubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": 3.3 as NSNumber])
        o.anyDateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": Date(timeIntervalSince1970: 2) as NSDate])
        o.anyDecimalObj.addEntries(from: ["key1": Decimal128(2), "key2": Decimal128(3)])
        for dictionary in [o.intObj, o.anyIntObj] { XCTAssertEqual(dictionary.max(ofProperty: "self") as! NSNumber, 3) }
        for dictionary in [o.floatObj, o.anyFloatObj] { XCTAssertEqual(dictionary.max(ofProperty: "self") as! NSNumber, 3.3 as Float as NSNumber) }
        for dictionary in [o.doubleObj, o.anyDoubleObj] { XCTAssertEqual(dictionary.max(ofProperty: "self") as! NSNumber, 3.3 as NSNumber) }
        for dictionary in [o.dateObj, o.anyDateObj] { XCTAssertEqual(dictionary.max(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 2) as NSDate) }
        for dictionary in [o.decimalObj, o.anyDecimalObj] { XCTAssertEqual(dictionary.max(ofProperty: "self") as! RLMDecimal128, Decimal128(3)) }
    }
    for o in [RLMOptionalPrimitiveDictionaries(), RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: [])] {
        let dictionaries = [o.boolObj, o.stringObj, o.dataObj, o.objectIdObj, o.uuidObj]
        for i in 0..<dictionaries.count {
            if o.realm == nil {
                assertThrows(dictionaries[i].max(ofProperty: "self"), reason: "maxOfProperty: is not supported for \(refused[i])? dictionary")
            } else {
                assertThrows(dictionaries[i].max(ofProperty: "self"), reason: "Operation 'max' not supported for \(refused[i])? dictionary 'RLMOptionalPrimitiveDictionaries.\(refusedProperties[i])'")
            }
        }
        for dictionary in [o.intObj, o.floatObj, o.doubleObj, o.dateObj, o.decimalObj] {
            XCTAssertNil(dictionary.max(ofProperty: "self"))
        }
        o.intObj.addEntries(from: ["key1": 2 as NSNumber, "key2": NSNull()])
        o.floatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": NSNull()])
        o.doubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": NSNull()])
        o.dateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": NSNull()])
        o.decimalObj.addEntries(from: ["key1": Decimal128(2), "key2": NSNull()])
        XCTAssertEqual(o.intObj.max(ofProperty: "self") as! NSNumber, 2)
        XCTAssertEqual(o.floatObj.max(ofProperty: "self") as! NSNumber, 2.2 as Float as NSNumber)
        XCTAssertEqual(o.doubleObj.max(ofProperty: "self") as! NSNumber, 2.2 as NSNumber)
        XCTAssertEqual(o.dateObj.max(ofProperty: "self") as! NSDate, Date(timeIntervalSince1970: 1) as NSDate)
        XCTAssertEqual(o.decimalObj.max(ofProperty: "self") as! RLMDecimal128, Decimal128(2))
    }
    realm.cancelWriteTransaction()
}

/// sum(ofProperty: "self") of an RLMDictionary of values: refused for bool, string, data, date, object id and uuid values, unmanaged (`sumOfProperty: is not supported for date dictionary`) and managed (`Operation 'sum' not supported for date dictionary 'Class.property'`); 0 while empty; then the total of the numbers, nil values skipped.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSum
func testObjcPrimitiveDictionarySum() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let refused = ["bool", "string", "data", "date", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "dateObj", "objectIdObj", "uuidObj"]
    for o in [RLMPrimitiveDictionaries(), RLMPrimitiveDictionaries.create(in: realm, withValue: [])] {
        let dictionaries = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<dictionaries.count {
            if o.realm == nil {
                assertThrows(dictionaries[i].sum(ofProperty: "self"), reason: "sumOfProperty: is not supported for \(refused[i]) dictionary")
            } else {
                assertThrows(dictionaries[i].sum(ofProperty: "self"), reason: "Operation 'sum' not supported for \(refused[i]) dictionary 'RLMPrimitiveDictionaries.\(refusedProperties[i])'")
            }
        }
        for dictionary in [o.intObj, o.floatObj, o.doubleObj, o.decimalObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDecimalObj] {
            XCTAssertEqual((dictionary.sum(ofProperty: "self") as! NSNumber).doubleValue, 0)
        }
        o.intObj.addEntries(from: ["key1": 2 as NSNumber, "key2": 3 as NSNumber])
        o.floatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": 3.3 as Float as NSNumber])
        o.doubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": 3.3 as NSNumber])
        o.dateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": Date(timeIntervalSince1970: 2) as NSDate])
        o.decimalObj.addEntries(from: ["key1": Decimal128(2), "key2": Decimal128(3)])
        o.anyIntObj.addEntries(from: ["key1": 2 as NSNumber, "key2": 3 as NSNumber])
        o.anyFloatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": 3.3 as Float as NSNumber])
        o.anyDoubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": 3.3 as NSNumber])
        o.anyDateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": Date(timeIntervalSince1970: 2) as NSDate])
        o.anyDecimalObj.addEntries(from: ["key1": Decimal128(2), "key2": Decimal128(3)])
        for dictionary in [o.intObj, o.anyIntObj, o.decimalObj, o.anyDecimalObj] {
            XCTAssertEqual((dictionary.sum(ofProperty: "self") as! NSNumber).doubleValue, 5, accuracy: 0.001)
        }
        for dictionary in [o.floatObj, o.anyFloatObj, o.doubleObj, o.anyDoubleObj] {
            XCTAssertEqual((dictionary.sum(ofProperty: "self") as! NSNumber).doubleValue, 5.5, accuracy: 0.001)
        }
    }
    for o in [RLMOptionalPrimitiveDictionaries(), RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: [])] {
        let dictionaries = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<dictionaries.count {
            if o.realm == nil {
                assertThrows(dictionaries[i].sum(ofProperty: "self"), reason: "sumOfProperty: is not supported for \(refused[i])? dictionary")
            } else {
                assertThrows(dictionaries[i].sum(ofProperty: "self"), reason: "Operation 'sum' not supported for \(refused[i])? dictionary 'RLMOptionalPrimitiveDictionaries.\(refusedProperties[i])'")
            }
        }
        for dictionary in [o.intObj, o.floatObj, o.doubleObj, o.decimalObj] {
            XCTAssertEqual((dictionary.sum(ofProperty: "self") as! NSNumber).doubleValue, 0)
        }
        o.intObj.addEntries(from: ["key1": 2 as NSNumber, "key2": NSNull()])
        o.floatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": NSNull()])
        o.doubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": NSNull()])
        o.dateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": NSNull()])
        o.decimalObj.addEntries(from: ["key1": Decimal128(2), "key2": NSNull()])
        for dictionary in [o.intObj, o.decimalObj] { XCTAssertEqual((dictionary.sum(ofProperty: "self") as! NSNumber).doubleValue, 2, accuracy: 0.001) }
        for dictionary in [o.floatObj, o.doubleObj] { XCTAssertEqual((dictionary.sum(ofProperty: "self") as! NSNumber).doubleValue, 2.2, accuracy: 0.001) }
    }
    realm.cancelWriteTransaction()
}

/// average(ofProperty: "self") of an RLMDictionary of values: refused for bool, string, data, date, object id and uuid values, unmanaged (`averageOfProperty: is not supported for date dictionary`) and managed (`Operation 'average' not supported for date dictionary 'Class.property'`); nil while empty; then the mean of the numbers, nil values not counted.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testAverage
func testObjcPrimitiveDictionaryAverage() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let refused = ["bool", "string", "data", "date", "object id", "uuid"]
    let refusedProperties = ["boolObj", "stringObj", "dataObj", "dateObj", "objectIdObj", "uuidObj"]
    for o in [RLMPrimitiveDictionaries(), RLMPrimitiveDictionaries.create(in: realm, withValue: [])] {
        let dictionaries = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<dictionaries.count {
            if o.realm == nil {
                assertThrows(dictionaries[i].average(ofProperty: "self"), reason: "averageOfProperty: is not supported for \(refused[i]) dictionary")
            } else {
                assertThrows(dictionaries[i].average(ofProperty: "self"), reason: "Operation 'average' not supported for \(refused[i]) dictionary 'RLMPrimitiveDictionaries.\(refusedProperties[i])'")
            }
        }
        for dictionary in [o.intObj, o.floatObj, o.doubleObj, o.decimalObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDecimalObj] {
            XCTAssertNil(dictionary.average(ofProperty: "self"))
        }
        o.intObj.addEntries(from: ["key1": 2 as NSNumber, "key2": 3 as NSNumber])
        o.floatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": 3.3 as Float as NSNumber])
        o.doubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": 3.3 as NSNumber])
        o.dateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": Date(timeIntervalSince1970: 2) as NSDate])
        o.decimalObj.addEntries(from: ["key1": Decimal128(2), "key2": Decimal128(3)])
        o.anyIntObj.addEntries(from: ["key1": 2 as NSNumber, "key2": 3 as NSNumber])
        o.anyFloatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": 3.3 as Float as NSNumber])
        o.anyDoubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": 3.3 as NSNumber])
        o.anyDateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": Date(timeIntervalSince1970: 2) as NSDate])
        o.anyDecimalObj.addEntries(from: ["key1": Decimal128(2), "key2": Decimal128(3)])
        for dictionary in [o.intObj, o.anyIntObj, o.decimalObj, o.anyDecimalObj] {
            XCTAssertEqual((dictionary.average(ofProperty: "self") as! NSNumber).doubleValue, 2.5, accuracy: 0.001)
        }
        for dictionary in [o.floatObj, o.anyFloatObj, o.doubleObj, o.anyDoubleObj] {
            XCTAssertEqual((dictionary.average(ofProperty: "self") as! NSNumber).doubleValue, 2.75, accuracy: 0.001)
        }
    }
    for o in [RLMOptionalPrimitiveDictionaries(), RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: [])] {
        let dictionaries = [o.boolObj, o.stringObj, o.dataObj, o.dateObj, o.objectIdObj, o.uuidObj]
        for i in 0..<dictionaries.count {
            if o.realm == nil {
                assertThrows(dictionaries[i].average(ofProperty: "self"), reason: "averageOfProperty: is not supported for \(refused[i])? dictionary")
            } else {
                assertThrows(dictionaries[i].average(ofProperty: "self"), reason: "Operation 'average' not supported for \(refused[i])? dictionary 'RLMOptionalPrimitiveDictionaries.\(refusedProperties[i])'")
            }
        }
        for dictionary in [o.intObj, o.floatObj, o.doubleObj, o.decimalObj] {
            XCTAssertNil(dictionary.average(ofProperty: "self"))
        }
        o.intObj.addEntries(from: ["key1": 2 as NSNumber, "key2": NSNull()])
        o.floatObj.addEntries(from: ["key1": 2.2 as Float as NSNumber, "key2": NSNull()])
        o.doubleObj.addEntries(from: ["key1": 2.2 as NSNumber, "key2": NSNull()])
        o.dateObj.addEntries(from: ["key1": Date(timeIntervalSince1970: 1) as NSDate, "key2": NSNull()])
        o.decimalObj.addEntries(from: ["key1": Decimal128(2), "key2": NSNull()])
        for dictionary in [o.intObj, o.decimalObj] { XCTAssertEqual((dictionary.average(ofProperty: "self") as! NSNumber).doubleValue, 2, accuracy: 0.001) }
        for dictionary in [o.floatObj, o.doubleObj] { XCTAssertEqual((dictionary.average(ofProperty: "self") as! NSNumber).doubleValue, 2.2, accuracy: 0.001) }
    }
    realm.cancelWriteTransaction()
}

/// deleteObjects(_:) of an RLMRealm given an RLMDictionary of values is refused: unmanaged in RLMRealm's words (`Cannot delete objects from RLMDictionary`), managed in the managed dictionary's, naming the key and value types (`Cannot delete objects from RLMManagedDictionary<RLMString, int?>: only RLMObjects can be deleted.`).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testDeleteObjectsInRealm
func testObjcPrimitiveDictionaryDeleteObjectsInRealm() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    for optional in [false, true] {
        for managed in [false, true] {
            var dictionaries: [RLMDictionary<NSString, NSObject>] = []
            if optional {
                let o = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) : RLMOptionalPrimitiveDictionaries()
                dictionaries = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
            } else {
                let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) : RLMPrimitiveDictionaries()
                dictionaries = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
            }
            for i in 0..<dictionaries.count {
                if managed {
                    let type = kinds[i] + (optional ? "?" : "")
                    assertThrows(realm.deleteObjects(dictionaries[i]),
                                 reason: "Cannot delete objects from RLMManagedDictionary<RLMString, \(type)>: only RLMObjects can be deleted.")
                } else {
                    assertThrows(realm.deleteObjects(dictionaries[i]), reason: "Cannot delete objects from RLMDictionary")
                }
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// addEntries(from:) on an RLMDictionary of values refuses a value of another type, and nil where the values are required, naming the expected type; the entries it takes are read back by key.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testAddObjects
func testObjcPrimitiveDictionaryAddObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "bar" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "foo" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for optional in [false, true] {
        for managed in [false, true] {
            var dictionaries: [RLMDictionary<NSString, NSObject>] = []
            if optional {
                let o = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) : RLMOptionalPrimitiveDictionaries()
                dictionaries = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
            } else {
                let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) : RLMPrimitiveDictionaries()
                dictionaries = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
            }
            for i in 0..<dictionaries.count {
                let type = kinds[i] + (optional ? "?" : "")
                let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
                let shown = kinds[i] == "string" ? "2" : "a"
                assertThrows(dictionaries[i].addEntries(from: ["key1": wrong]), reason: "Invalid value '\(shown)' of type '")
                assertThrows(dictionaries[i].addEntries(from: ["key1": wrong]), reason: "' for expected type '\(type)'")
                if !optional {
                    assertThrows(dictionaries[i].addEntries(from: ["key1": NSNull()]),
                                 reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(type)'")
                }
                XCTAssertEqual(dictionaries[i].count, 0)
                dictionaries[i].addEntries(from: ["key1": firsts[i], "key2": optional ? NSNull() : seconds[i]])
                XCTAssertEqual(dictionaries[i]["key1"], firsts[i])
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// removeObject(forKey:) and removeObjects(forKeys:) on an RLMDictionary of values, required, optional or mixed, unmanaged or managed: the dictionary of two entries keeps one, then none, and a removed key reads nil.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testRemoveObject
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testRemoveObjects
func testObjcPrimitiveDictionaryRemoveObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "bar" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "foo" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for removeBoth in [false, true] {
        for managed in [false, true] {
            let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) : RLMPrimitiveDictionaries()
            let p = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) : RLMOptionalPrimitiveDictionaries()
            let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
            let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
            let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
            for i in 0..<firsts.count {
                required[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
                mixed[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
                optional[i].addEntries(from: ["key1": firsts[i], "key2": NSNull()])
                for dictionary in [required[i], mixed[i], optional[i]] {
                    XCTAssertEqual(dictionary.count, 2)
                    XCTAssertEqual(dictionary["key1"] as! NSObject, firsts[i])
                    if removeBoth {
                        dictionary.removeObjects(forKeys: ["key1", "key2"])
                        XCTAssertEqual(dictionary.count, 0)
                    } else {
                        dictionary.removeObject(forKey: "key1")
                        XCTAssertEqual(dictionary.count, 1)
                    }
                    XCTAssertNil(dictionary["key1"])
                }
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// Setting one key of an RLMDictionary of values to the value read from another key copies it: key2 takes key1's value (replacing a value, or nil where optional), and setting key1 back from key2 leaves both holding it, unmanaged and managed.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testUpdateObjects
func testObjcPrimitiveDictionaryUpdateObjects() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "bar" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "foo" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) : RLMPrimitiveDictionaries()
        let p = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) : RLMOptionalPrimitiveDictionaries()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<firsts.count {
            required[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
            mixed[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
            optional[i].addEntries(from: ["key1": firsts[i], "key2": NSNull()])
            XCTAssertEqual(required[i]["key2"], seconds[i])
            XCTAssertEqual(mixed[i]["key2"] as! NSObject, seconds[i])
            XCTAssertEqual(optional[i]["key2"], NSNull())
            for dictionary in [required[i], mixed[i], optional[i]] {
                XCTAssertEqual(dictionary.count, 2)
                XCTAssertEqual(dictionary["key1"] as! NSObject, firsts[i])
                dictionary["key2"] = dictionary["key1"]
                dictionary["key1"] = dictionary["key2"]
                XCTAssertEqual(dictionary["key2"] as! NSObject, firsts[i])
                XCTAssertEqual(dictionary["key1"] as! NSObject, firsts[i])
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// After the realm is invalidated, an RLMDictionary of values still answers its class facts and its realm, answers
/// nil for a key, and refuses every other read and change as invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testAllMethodsCheckForInvalidation
func testObjcPrimitiveDictionaryAfterInvalidate() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let values = RLMPrimitiveDictionaries.create(in: realm, withValue: [])
    let optionals = RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: [])
    let ints = values.intObj
    let optionalInts = optionals.intObj
    realm.cancelWriteTransaction()
    realm.invalidate()

    XCTAssertNil(ints.objectClassName)
    XCTAssertNotNil(ints.realm)
    XCTAssertTrue(ints.isInvalidated)
    assertThrows(ints.count, reason: "invalidated")
    XCTAssertNil(ints["0"])
    XCTAssertNil(ints.value(forKey: "self"))
    assertThrows(ints.setObject(0 as NSNumber, forKey: "k"), reason: "invalidated")
    assertThrows(ints.addEntries(from: ["k": 0]), reason: "invalidated")
    assertThrows(ints.removeObject(forKey: "k"), reason: "invalidated")
    assertThrows(ints.removeObjects(forKeys: ["k"]), reason: "invalidated")
    assertThrows(ints.removeAllObjects(), reason: "invalidated")
    assertThrows(optionalInts.setObject(NSNull(), forKey: "k"), reason: "invalidated")
    assertThrows(ints.sortedResults(usingKeyPath: "self", ascending: true), reason: "invalidated")
    assertThrows(ints.sortedResults(using: [RLMSortDescriptor(keyPath: "self", ascending: true)]), reason: "invalidated")
    assertThrows(ints["k"] = 0 as NSNumber, reason: "invalidated")
    assertThrows(ints.setValue(1, forKey: "self"), reason: "invalidated")
    var seen = 0
    assertThrows({ for _ in ints { seen += 1 } }(), reason: "invalidated")
    XCTAssertEqual(seen, 0)
}

/// Setting a key of an RLMDictionary of values, required, optional or mixed, unmanaged or managed, by subscript and by setObject(_:forKey:): the value is read back by key; NSNull is refused where the values are required (`Invalid value '<null>' of type 'NSNull' for expected type 'int'.`) and stored where they are optional, reading back as NSNull; nil by subscript removes the key; a value of another type is refused naming the expected type; a nil key is refused (`Invalid nil key for dictionary expecting key of type 'string'.`).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSetObject
func testObjcPrimitiveDictionarySetObject() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let values: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "bar" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let mixedValues: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                                   Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                                   UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    for bySubscript in [true, false] {
        for optional in [false, true] {
            for managed in [false, true] {
                var dictionaries: [RLMDictionary<NSString, NSObject>] = []
                var mixed: [RLMDictionary<NSString, NSObject>] = []
                if optional {
                    let o = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) : RLMOptionalPrimitiveDictionaries()
                    dictionaries = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
                } else {
                    let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) : RLMPrimitiveDictionaries()
                    dictionaries = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
                    mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj,
                             o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
                }
                for i in 0..<dictionaries.count {
                    let dictionary = dictionaries[i]
                    let type = kinds[i] + (optional ? "?" : "")
                    XCTAssertNil(dictionary["key1"])
                    if bySubscript { dictionary["key1"] = values[i] } else { dictionary.setObject(values[i], forKey: "key1") }
                    XCTAssertEqual(dictionary["key1"], values[i])
                    if optional {
                        if bySubscript { dictionary["key1"] = NSNull() } else { dictionary.setObject(NSNull(), forKey: "key1") }
                        XCTAssertEqual(dictionary["key1"], NSNull())
                        XCTAssertEqual(dictionary.count, 1)
                    } else if bySubscript {
                        assertThrows(dictionary["key1"] = NSNull(), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(type)'.")
                    } else {
                        assertThrows(dictionary.setObject(NSNull(), forKey: "key1"), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(type)'")
                    }
                    let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
                    let shown = kinds[i] == "string" ? "2" : "a"
                    assertThrows(dictionary.setObject(wrong, forKey: "key1"), reason: "Invalid value '\(shown)' of type '")
                    assertThrows(dictionary.setObject(wrong, forKey: "key1"), reason: "' for expected type '\(type)'")
                    assertThrows(dictionary.setObject(values[i], forKey: nil), reason: "Invalid nil key for dictionary expecting key of type 'string'.")
                    if bySubscript {
                        dictionary["key1"] = nil
                        XCTAssertNil(dictionary["key1"])
                        XCTAssertEqual(dictionary.count, 0)
                    }
                }
                for i in 0..<mixed.count {
                    XCTAssertNil(mixed[i]["key1"])
                    if bySubscript { mixed[i]["key1"] = mixedValues[i] } else { mixed[i].setObject(mixedValues[i], forKey: "key1") }
                    XCTAssertEqual(mixed[i]["key1"], mixedValues[i])
                    assertThrows(mixed[i].setObject(mixedValues[i], forKey: nil), reason: "Invalid nil key for dictionary expecting key of type 'string'.")
                    if bySubscript {
                        mixed[i]["key1"] = nil
                        XCTAssertNil(mixed[i]["key1"])
                    }
                }
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// setValue(_:forKey:) on an RLMDictionary of values, unmanaged or managed: a value of another type is refused naming the expected type (optional ones with `?`); NSNull is refused where the values are required, for any key, `self` included; once entries are added each key reads its value, mixed ones the Objective-C object they were given; NSNull set on an optional dictionary reads back as NSNull.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSetValueForKey
func testObjcPrimitiveDictionarySetValueForKey() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let kinds = ["bool", "int", "float", "double", "string", "data", "date", "decimal128", "object id", "uuid"]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "bar" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "foo" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let mixedFirsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                                   Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                                   UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) : RLMPrimitiveDictionaries()
        let opt = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) : RLMOptionalPrimitiveDictionaries()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let optional = [opt.boolObj, opt.intObj, opt.floatObj, opt.doubleObj, opt.stringObj, opt.dataObj, opt.dateObj, opt.decimalObj, opt.objectIdObj, opt.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj,
                     o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        for i in 0..<kinds.count {
            let wrong: NSObject = kinds[i] == "string" ? 2 as NSNumber : "a" as NSString
            let shown = kinds[i] == "string" ? "2" : "a"
            assertThrows(required[i].setValue(wrong, forKey: "key1"), reason: "Invalid value '\(shown)' of type '")
            assertThrows(required[i].setValue(wrong, forKey: "key1"), reason: "' for expected type '\(kinds[i])'")
            assertThrows(optional[i].setValue(wrong, forKey: "key1"), reason: "Invalid value '\(shown)' of type '")
            assertThrows(optional[i].setValue(wrong, forKey: "key1"), reason: "' for expected type '\(kinds[i])?'")
            assertThrows(required[i].setValue(NSNull(), forKey: "self"), reason: "Invalid value '<null>' of type 'NSNull' for expected type '\(kinds[i])'")
        }
        for i in 0..<kinds.count {
            required[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
            optional[i].addEntries(from: ["key1": firsts[i], "key2": NSNull()])
            mixed[i].addEntries(from: ["key1": mixedFirsts[i], "key2": seconds[i]])
        }
        for i in 0..<kinds.count {
            XCTAssertEqual(required[i]["key1"], firsts[i])
            XCTAssertEqual(optional[i]["key1"], firsts[i])
            XCTAssertEqual(mixed[i]["key1"], mixedFirsts[i])
        }
        for i in 0..<kinds.count {
            optional[i].setValue(NSNull(), forKey: "key1")
            XCTAssertEqual(optional[i]["key1"], NSNull())
            XCTAssertEqual(optional[i].count, 2)
        }
    }
    realm.cancelWriteTransaction()
}

class RLMLinkToPrimitiveDictionaries: RLMObject {
    @objc dynamic var link: RLMPrimitiveDictionaries?
}

class RLMLinkToOptionalPrimitiveDictionaries: RLMObject {
    @objc dynamic var link: RLMOptionalPrimitiveDictionaries?
}

/// Enumerating an RLMDictionary of values, required, optional or mixed, unmanaged or managed, after the same two entries were added ten times: each entry's key reads the value added for it (NSNull for the optional dictionary's second key, the Objective-C object for a mixed one), and there are as many entries as keys added.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testFastEnumeration
func testObjcPrimitiveDictionaryFastEnumeration() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "bar" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "foo" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let mixedFirsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                                   Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                                   UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let mixedSeconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                                    Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                                    UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) : RLMPrimitiveDictionaries()
        let opt = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) : RLMOptionalPrimitiveDictionaries()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let optional = [opt.boolObj, opt.intObj, opt.floatObj, opt.doubleObj, opt.stringObj, opt.dataObj, opt.dateObj, opt.decimalObj, opt.objectIdObj, opt.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj,
                     o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        for _ in 0..<10 {
            for i in 0..<required.count {
                required[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
                optional[i].addEntries(from: ["key1": firsts[i], "key2": NSNull()])
                mixed[i].addEntries(from: ["key1": mixedFirsts[i], "key2": mixedSeconds[i]])
            }
        }
        for i in 0..<required.count {
            let cases: [(RLMDictionary<NSString, NSObject>, [String: NSObject])] = [
                (required[i], ["key1": firsts[i], "key2": seconds[i]]),
                (optional[i], ["key1": firsts[i], "key2": NSNull()]),
                (mixed[i], ["key1": mixedFirsts[i], "key2": mixedSeconds[i]]),
            ]
            for (dictionary, values) in cases {
                var seen = 0
                for entry in dictionary {
                    XCTAssertEqual(values[entry.key as! String], dictionary[entry.key as! String])
                    XCTAssertEqual(values[entry.key as! String], entry.value)
                    seen += 1
                }
                XCTAssertEqual(seen, values.count)
                XCTAssertEqual(Int(dictionary.count), values.count)
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// Outside a write, a managed RLMDictionary of values still answers its class facts, count, values by key, sorted results, key-value coding of `self` and enumeration, while every change (setObject, addEntries, removeObject, removeObjects, removeAllObjects, a subscript set, setValue, NSNull into an optional one) is refused for want of a write transaction.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testMutatingMethodsCheckForWriteTransaction
func testObjcPrimitiveDictionaryMutatingMethodsCheckForWriteTransaction() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveDictionaries.create(in: realm, withValue: [])
    let optManaged = RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: [])
    let dictionary = managed.intObj
    dictionary.setObject(0 as NSNumber, forKey: "testKey")
    try realm.commitWriteTransaction()
    XCTAssertNil(dictionary.objectClassName)
    XCTAssertNotNil(dictionary.realm)
    XCTAssertFalse(dictionary.isInvalidated)
    XCTAssertEqual(dictionary.count, 1)
    XCTAssertNil(dictionary["0"])
    XCTAssertEqual(dictionary.sortedResults(usingKeyPath: "self", ascending: true).count, 1)
    XCTAssertEqual(dictionary.sortedResults(using: [RLMSortDescriptor(keyPath: "self", ascending: true)]).count, 1)
    XCTAssertNoThrow(dictionary.value(forKey: "self"))
    var entries = 0
    for _ in dictionary { entries += 1 }
    XCTAssertEqual(entries, 1)
    assertThrows(dictionary.setObject(0 as NSNumber, forKey: "testKey"), reason: "write transaction")
    assertThrows(dictionary.addEntries(from: ["testKey": 0 as NSNumber]), reason: "write transaction")
    assertThrows(dictionary.removeObject(forKey: "testKey"), reason: "write transaction")
    assertThrows(dictionary.removeObjects(forKeys: ["testKey"]), reason: "write transaction")
    assertThrows(dictionary.removeAllObjects(), reason: "write transaction")
    assertThrows(optManaged.intObj.setObject(NSNull(), forKey: "testKey"), reason: "write transaction")
    assertThrows(dictionary["testKey"] = 0 as NSNumber, reason: "write transaction")
    assertThrows(dictionary.setValue(1 as NSNumber, forKey: "self"), reason: "write transaction")
    XCTAssertEqual(dictionary["testKey"], 0 as NSNumber)
}

/// An RLMDictionary of values read from a managed object is valid until the object is deleted, then invalidated.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testDeleteOwningObject
func testObjcPrimitiveDictionaryDeleteOwningObject() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveDictionaries.create(in: realm, withValue: [])
    let dictionary = managed.intObj
    XCTAssertFalse(dictionary.isInvalidated)
    realm.delete(managed)
    XCTAssertTrue(dictionary.isInvalidated)
    realm.cancelWriteTransaction()
}

/// ANY … IN over RLMDictionaries of values, required, optional (a nil among the options) and mixed: nothing matches while there are no objects; once an object holds each first value under one key, a list of only the other value (or only nil) matches none and a list of both matches it.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testQueryIn
func testObjcPrimitiveDictionaryQueryIn() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let typed = ["boolObj", "intObj", "stringObj", "dateObj"]
    let typedFirsts: [NSObject] = [false as NSNumber, 2 as NSNumber, "bar" as NSString, Date(timeIntervalSince1970: 1) as NSDate]
    let typedSeconds: [NSObject] = [true as NSNumber, 3 as NSNumber, "foo" as NSString, Date(timeIntervalSince1970: 2) as NSDate]
    let mixed = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj", "anyDecimalObj", "anyUUIDObj"]
    let mixedFirsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                                   Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let mixedSeconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                                    Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let check: (Int) -> Void = { created in
        for i in 0..<typed.count {
            XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(typed[i]) IN %@", [typedFirsts[i], typedSeconds[i]]).count, UInt(created))
            XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(typed[i]) IN %@", [typedFirsts[i], NSNull()]).count, UInt(created))
            if created == 1 {
                XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(typed[i]) IN %@", [typedSeconds[i]]).count, 0)
                XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(typed[i]) IN %@", [NSNull()]).count, 0)
            }
        }
        for i in 0..<mixed.count {
            XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(mixed[i]) IN %@", [mixedFirsts[i], mixedSeconds[i]]).count, UInt(created))
            if created == 1 {
                XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(mixed[i]) IN %@", [mixedSeconds[i]]).count, 0)
            }
        }
    }
    check(0)
    var values: [String: Any] = [:]
    var optionalValues: [String: Any] = [:]
    for i in 0..<typed.count {
        values[typed[i]] = ["key1": typedFirsts[i]]
        optionalValues[typed[i]] = ["key1": typedFirsts[i]]
    }
    for i in 0..<mixed.count { values[mixed[i]] = ["key1": mixedFirsts[i]] }
    RLMPrimitiveDictionaries.create(in: realm, withValue: values)
    RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: optionalValues)
    check(1)
    realm.cancelWriteTransaction()
}

/// ANY … BETWEEN over RLMDictionaries of values: refused for bool and string values (`Operator 'BETWEEN' not supported for type 'bool'`); over int, date and mixed numbers and dates nothing matches while there are no objects; once an object holds each first value, a range holding it matches and one above it does not; on the optional dictionaries a nil bound matches nothing.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testQueryBetween
func testObjcPrimitiveDictionaryQueryBetween() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY boolObj BETWEEN %@", [false, true]), reason: "Operator 'BETWEEN' not supported for type 'bool'")
    assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY boolObj BETWEEN %@", [false, NSNull()]), reason: "Operator 'BETWEEN' not supported for type 'bool'")
    assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY stringObj BETWEEN %@", ["bar", "foo"]), reason: "Operator 'BETWEEN' not supported for type 'string'")
    assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY stringObj BETWEEN %@", ["bar", NSNull()]), reason: "Operator 'BETWEEN' not supported for type 'string'")
    let ranged = ["intObj", "dateObj", "anyFloatObj", "anyDoubleObj", "anyDateObj", "anyDecimalObj"]
    let firsts: [NSObject] = [2 as NSNumber, Date(timeIntervalSince1970: 1) as NSDate, 2.2 as Float as NSNumber, 2.2 as NSNumber,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2)]
    let seconds: [NSObject] = [3 as NSNumber, Date(timeIntervalSince1970: 2) as NSDate, 3.3 as Float as NSNumber, 3.3 as NSNumber,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3)]
    for i in 0..<ranged.count {
        XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(ranged[i]) BETWEEN %@", [firsts[i], seconds[i]]).count, 0)
    }
    for i in 0..<2 {
        XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(ranged[i]) BETWEEN %@", [firsts[i], NSNull()]).count, 0)
    }
    RLMPrimitiveDictionaries.create(in: realm, withValue: ["intObj": ["key1": 2], "dateObj": ["key1": Date(timeIntervalSince1970: 1)],
                                                           "anyFloatObj": ["key1": Float(2.2)], "anyDoubleObj": ["key1": 2.2],
                                                           "anyDateObj": ["key1": Date(timeIntervalSince1970: 1)], "anyDecimalObj": ["key1": Decimal128(2)]])
    RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: ["intObj": ["key1": 2], "dateObj": ["key1": Date(timeIntervalSince1970: 1)]])
    for i in 0..<ranged.count {
        XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(ranged[i]) BETWEEN %@", [firsts[i], firsts[i]]).count, 1)
        XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(ranged[i]) BETWEEN %@", [firsts[i], seconds[i]]).count, 1)
        XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(ranged[i]) BETWEEN %@", [seconds[i], seconds[i]]).count, 0)
    }
    for i in 0..<2 {
        XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(ranged[i]) BETWEEN %@", [firsts[i], firsts[i]]).count, 1)
        XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(ranged[i]) BETWEEN %@", [firsts[i], NSNull()]).count, 0)
        XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(ranged[i]) BETWEEN %@", [NSNull(), NSNull()]).count, 0)
    }
    realm.cancelWriteTransaction()
}

/// Creates, for each of 40 words of up to three letters from á, ó and ú (the empty one included), four objects of
/// each class holding one value in `property`: the word, its upper case, and both without diacritics (a string, or
/// its UTF-8 bytes for `dataObj`), with an object linking to each when `throughLink`; then counts the objects
/// whose dictionary holds a value comparing so with a, á, A and Á, for the operators of `groups` (==, !=, CONTAINS,
/// BEGINSWITH, ENDSWITH) plain and with [c], [d] and [cd]. Comparing a required dictionary with nil is refused; an
/// optional one's never matches with ==, matches all with !=, and CONTAINS nil matches nothing.
func runPrimitiveDictionarySubstringQueries(_ property: String, _ throughLink: Bool, _ groups: [String]) throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let accented = ["á", "ó", "ú"]
    let plain = ["a", "o", "u"]
    var words = [""]
    var stripped = [""]
    for a in 0..<3 {
        words.append(accented[a])
        stripped.append(plain[a])
        for b in 0..<3 {
            words.append(accented[a] + accented[b])
            stripped.append(plain[a] + plain[b])
            for c in 0..<3 {
                words.append(accented[a] + accented[b] + accented[c])
                stripped.append(plain[a] + plain[b] + plain[c])
            }
        }
    }
    let isData = property == "dataObj"
    let create: (String) -> Void = { value in
        let data = value.data(using: .utf8)!
        let values: [String: Any] = isData ? [property: ["key": data]] : [property: ["key": value]]
        let required = RLMPrimitiveDictionaries.create(in: realm, withValue: values)
        let optional = RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: values)
        if throughLink {
            RLMLinkToPrimitiveDictionaries.create(in: realm, withValue: [required])
            RLMLinkToOptionalPrimitiveDictionaries.create(in: realm, withValue: [optional])
        }
    }
    for i in 0..<words.count {
        create(words[i])
        create(words[i].uppercased())
        create(stripped[i])
        create(stripped[i].uppercased())
    }
    let path = throughLink ? "link.\(property)" : property
    let test: (String, String, Int) -> Void = { op, text, count in
        let value: NSObject = isData ? text.data(using: .utf8)! as NSData : text as NSString
        if throughLink {
            XCTAssertEqual(RLMLinkToPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
            XCTAssertEqual(RLMLinkToOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
        } else {
            XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
            XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) %@", value).count, UInt(count))
        }
    }
    let testNull: (String, Int) -> Void = { op, count in
        let refusal = "Cannot compare value '(null)' of type '(null)' to property '\(property)' of type '\(isData ? "data" : "string")'"
        if throughLink {
            assertThrows(RLMLinkToPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) nil"), reason: refusal)
            XCTAssertEqual(RLMLinkToOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) nil").count, UInt(count))
        } else {
            assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) nil"), reason: refusal)
            XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) nil").count, UInt(count))
        }
    }
    // Each row: the operator, the group it belongs to, then its count for a, á, A and Á.
    let rows: [(String, String, [Int])] = [
        ("==", "==", [1, 1, 1, 1]), ("==[c]", "==", [2, 2, 2, 2]), ("==[d]", "==", [2, 2, 2, 2]), ("==[cd]", "==", [4, 4, 4, 4]),
        ("!=", "!=", [159, 159, 159, 159]), ("!=[c]", "!=", [158, 158, 158, 158]), ("!=[d]", "!=", [158, 158, 158, 158]), ("!=[cd]", "!=", [156, 156, 156, 156]),
        ("CONTAINS", "CONTAINS", [25, 25, 25, 25]), ("CONTAINS[c]", "CONTAINS", [50, 50, 50, 50]), ("CONTAINS[d]", "CONTAINS", [50, 50, 50, 50]), ("CONTAINS[cd]", "CONTAINS", [100, 100, 100, 100]),
        ("BEGINSWITH", "BEGINSWITH", [13, 13, 13, 13]), ("BEGINSWITH[c]", "BEGINSWITH", [26, 26, 26, 26]), ("BEGINSWITH[d]", "BEGINSWITH", [26, 26, 26, 26]), ("BEGINSWITH[cd]", "BEGINSWITH", [52, 52, 52, 52]),
        ("ENDSWITH", "ENDSWITH", [13, 13, 13, 13]), ("ENDSWITH[c]", "ENDSWITH", [26, 26, 26, 26]), ("ENDSWITH[d]", "ENDSWITH", [26, 26, 26, 26]), ("ENDSWITH[cd]", "ENDSWITH", [52, 52, 52, 52]),
    ]
    if groups.contains("==") {
        testNull("==", 0)
        test("==", "", 4)
    }
    if groups.contains("!=") {
        testNull("!=", 160)
        test("!=", "", 156)
    }
    if groups.contains("CONTAINS") {
        for op in ["CONTAINS", "CONTAINS[c]", "CONTAINS[d]", "CONTAINS[cd]"] { testNull(op, 0) }
    }
    let letters = ["a", "á", "A", "Á"]
    for (op, group, counts) in rows {
        if groups.contains(group) {
            for i in 0..<letters.count { test(op, letters[i], counts[i]) }
        }
    }
    realm.cancelWriteTransaction()
}

/// == plain and with [c], [d] and [cd] over an RLMDictionary of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required dictionary and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryEqualOnStrings() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", false, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMDictionary of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required dictionary and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryNotEqualOnStrings() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", false, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMDictionary of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required dictionary and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryContainsOnStrings() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", false, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMDictionary of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryBeginsWithOnStrings() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", false, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMDictionary of strings: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryEndsWithOnStrings() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", false, ["ENDSWITH"])
}

/// == plain and with [c], [d] and [cd] over an RLMDictionary of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required dictionary and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryEqualOnStringsThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", true, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMDictionary of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required dictionary and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryNotEqualOnStringsThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", true, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMDictionary of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required dictionary and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryContainsOnStringsThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", true, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMDictionary of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryBeginsWithOnStringsThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", true, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMDictionary of strings, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryEndsWithOnStringsThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("stringObj", true, ["ENDSWITH"])
}

/// == plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required dictionary and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryEqualOnData() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", false, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required dictionary and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryNotEqualOnData() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", false, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required dictionary and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryContainsOnData() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", false, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryBeginsWithOnData() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", false, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryEndsWithOnData() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", false, ["ENDSWITH"])
}

/// == plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; == nil is refused on a required dictionary and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryEqualOnDataThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", true, ["=="])
}

/// != plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; != nil is refused on a required dictionary and matches every object with an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryNotEqualOnDataThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", true, ["!="])
}

/// CONTAINS plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics; CONTAINS nil is refused on a required dictionary and matches nothing on an optional one.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryContainsOnDataThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", true, ["CONTAINS"])
}

/// BEGINSWITH plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryBeginsWithOnDataThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", true, ["BEGINSWITH"])
}

/// ENDSWITH plain and with [c], [d] and [cd] over an RLMDictionary of binary values, matched as the UTF-8 text of their bytes, through a link from another object: counts the objects holding a value that compares so with a, á, A and Á among words of á, ó and ú, their upper case and both without diacritics.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSubstringQueries
func testObjcPrimitiveDictionaryEndsWithOnDataThroughLink() throws {
    try runPrimitiveDictionarySubstringQueries("dataObj", true, ["ENDSWITH"])
}

/// `@count` of RLMDictionaries of values in a query, required, optional (one entry nil) and mixed: with one object holding two entries in each, `@count == 2`, `>= 2` and `<= 2` match it, and `!= 2`, `> 2` and `< 2` do not.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testQueryCount
func testObjcPrimitiveDictionaryQueryCount() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let typed = ["boolObj", "intObj", "stringObj", "dateObj"]
    let typedFirsts: [NSObject] = [false as NSNumber, 2 as NSNumber, "bar" as NSString, Date(timeIntervalSince1970: 1) as NSDate]
    let typedSeconds: [NSObject] = [true as NSNumber, 3 as NSNumber, "foo" as NSString, Date(timeIntervalSince1970: 2) as NSDate]
    let mixed = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj", "anyDecimalObj", "anyUUIDObj"]
    let mixedFirsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                                   Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let mixedSeconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                                    Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    var values: [String: Any] = [:]
    var optionalValues: [String: Any] = [:]
    for i in 0..<typed.count {
        values[typed[i]] = ["key1": typedFirsts[i], "key2": typedSeconds[i]]
        optionalValues[typed[i]] = ["key1": typedFirsts[i], "key2": NSNull()]
    }
    for i in 0..<mixed.count { values[mixed[i]] = ["key1": mixedFirsts[i], "key2": mixedSeconds[i]] }
    RLMPrimitiveDictionaries.create(in: realm, withValue: values)
    RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: optionalValues)
    let expected: [(String, Int)] = [("==", 1), ("!=", 0), (">", 0), (">=", 1), ("<", 0), ("<=", 1)]
    for (op, count) in expected {
        for property in typed {
            XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "\(property).@count \(op) %@", 2 as NSNumber).count, UInt(count))
            XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "\(property).@count \(op) %@", 2 as NSNumber).count, UInt(count))
        }
        for property in mixed {
            XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "\(property).@count \(op) %@", 2 as NSNumber).count, UInt(count))
        }
    }
    realm.cancelWriteTransaction()
}

/// Assigning to the int dictionary property of an RLMObject, unmanaged and then managed, refuses NSNull, a string and a string after a number, each naming the value, its class (approximated) and the property, and refuses the float dictionary and the optional int dictionary of another object, through either spelling, naming their type.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testInvalidAssignment
func testPrimitiveDictionaryInvalidAssignment() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let owners = [RLMPrimitiveDictionaries(), RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries]
    let others = [RLMOptionalPrimitiveDictionaries(), RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMOptionalPrimitiveDictionaries]
    for pass in 0..<2 {
        let o = owners[pass]
        let opt = others[pass]
        assertThrows(o.setValue(["0": NSNull()], forKey: "intObj"),
                     reason: "Invalid value '<null>' of type 'NSNull' for 'int' dictionary property 'RLMPrimitiveDictionaries.intObj'.")
        assertThrows(o.setValue(["0": "a"], forKey: "intObj"), reason: "Invalid value 'a' of type '")
        assertThrows(o.setValue(["0": "a"], forKey: "intObj"), reason: "' for 'int' dictionary property 'RLMPrimitiveDictionaries.intObj'.")
        assertThrows(o.setValue(["0": 1, "1": "a"], forKey: "intObj"), reason: "Invalid value 'a' of type '")
        assertThrows(o.setValue(["0": 1, "1": "a"], forKey: "intObj"), reason: "' for 'int' dictionary property 'RLMPrimitiveDictionaries.intObj'.")
        assertThrows(o.setValue(o.floatObj, forKey: "intObj"),
                     reason: "RLMDictionary<string, float> does not match expected type 'int' for property 'RLMPrimitiveDictionaries.intObj'.")
        assertThrows(o.setValue(opt.intObj, forKey: "intObj"),
                     reason: "RLMDictionary<string, int?> does not match expected type 'int' for property 'RLMPrimitiveDictionaries.intObj'.")
        assertThrows(o["intObj"] = o["floatObj"],
                     reason: "RLMDictionary<string, float> does not match expected type 'int' for property 'RLMPrimitiveDictionaries.intObj'.")
        assertThrows(o["intObj"] = opt["intObj"],
                     reason: "RLMDictionary<string, int?> does not match expected type 'int' for property 'RLMPrimitiveDictionaries.intObj'.")
        XCTAssertEqual(o.intObj.count, 0)
    }
    realm.cancelWriteTransaction()
}

/// An RLMDictionary of ints' notification block is called first with the dictionary, no change and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testNotificationSentInitially
func testObjcPrimitiveDictionaryNotificationSentInitially() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries
    try realm.commitWriteTransaction()
    var calls = 0
    let token = managed.intObj.addNotificationBlock { dictionary, change, error in
        XCTAssertNotNil(dictionary)
        XCTAssertNil(change)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// A write that creates another owner, leaving the observed RLMDictionary of ints alone, does not call its block again after the first call.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testNotificationNotSentForUnrelatedChange
func testObjcPrimitiveDictionaryNotificationNotSentForUnrelatedChange() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries
    try realm.commitWriteTransaction()
    var calls = 0
    let token = managed.intObj.addNotificationBlock { _, _, _ in
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    try realm.transaction {
        RLMPrimitiveDictionaries.create(in: realm, withValue: [])
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// With autorefresh off, setting a key of the observed RLMDictionary of ints does not call its block until the realm is refreshed; then it is called once, with the dictionary and no error.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testNotificationSentOnlyForActualRefresh
func testObjcPrimitiveDictionaryNotificationSentOnlyForActualRefresh() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries
    try realm.commitWriteTransaction()
    var calls = 0
    let token = managed.intObj.addNotificationBlock { dictionary, _, error in
        XCTAssertNotNil(dictionary)
        XCTAssertNil(error)
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.autorefresh = false
    XCTAssertFalse(realm.autorefresh)
    try realm.transaction {
        (RLMPrimitiveDictionaries.allObjects(in: realm).firstObject() as! RLMPrimitiveDictionaries).intObj["testKey"] = 0 as NSNumber
    }
    XCTAssertEqual(calls, 1)
    realm.refresh()
    XCTAssertEqual(calls, 2)
    token.invalidate()
}

/// After the first call, an RLMDictionary of ints' block hears a committed write that sets a key as that key's insertion, and one that removes it as its deletion: the change names keys.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testNotificationSentAfterCommit
func testObjcPrimitiveDictionaryNotificationNamesKeys() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let managed = RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries
    try realm.commitWriteTransaction()
    var calls = 0
    var inserted: [String] = []
    var deleted: [String] = []
    let token = managed.intObj.addNotificationBlock { dictionary, change, error in
        XCTAssertNotNil(dictionary)
        XCTAssertNil(error)
        if calls == 0 {
            XCTAssertNil(change)
        } else {
            inserted += change!.insertions as! [String]
            deleted += change!.deletions as! [String]
        }
        calls += 1
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    realm.beginWriteTransaction()
    (RLMPrimitiveDictionaries.allObjects(in: realm).firstObject() as! RLMPrimitiveDictionaries).intObj["entry"] = 0
    try realm.commitWriteTransaction()
    realm.refresh()
    XCTAssertEqual(calls, 2)
    XCTAssertEqual(inserted, ["entry"])
    XCTAssertEqual(deleted, [])
    realm.beginWriteTransaction()
    (RLMPrimitiveDictionaries.allObjects(in: realm).firstObject() as! RLMPrimitiveDictionaries).intObj.removeObject(forKey: "entry")
    try realm.commitWriteTransaction()
    realm.refresh()
    XCTAssertEqual(calls, 3)
    XCTAssertEqual(inserted, ["entry"])
    XCTAssertEqual(deleted, ["entry"])
    token.invalidate()
}

/// Assigning an RLMObject's dictionary of values, unmanaged or managed, required, mixed or optional, from a Swift dictionary of one entry makes it hold that entry alone (nil where optional); and the int dictionary of a managed object assigned to an unmanaged one, emptied first, copies its entry, as the unmanaged one assigned back to the emptied managed dictionary does.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testAssignment
func testObjcPrimitiveDictionaryAssignment() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let names = ["boolObj", "intObj", "floatObj", "doubleObj", "stringObj", "dataObj", "dateObj", "decimalObj", "objectIdObj", "uuidObj"]
    let mixedNames = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj",
                      "anyDecimalObj", "anyObjectIdObj", "anyUUIDObj"]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "foo" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let u = RLMPrimitiveDictionaries()
    let m = RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries
    for managed in [false, true] {
        let o = managed ? m : u
        let p = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMOptionalPrimitiveDictionaries : RLMOptionalPrimitiveDictionaries()
        for i in 0..<names.count {
            (o.value(forKey: names[i]) as! RLMDictionary<NSString, NSObject>)["key1"] = seconds[i]
            o.setValue(["key2": seconds[i]], forKey: names[i])
            o.setValue(["key2": seconds[i]], forKey: mixedNames[i])
            p.setValue(["key2": NSNull()], forKey: names[i])
            let required = o.value(forKey: names[i]) as! RLMDictionary<NSString, NSObject>
            let mixed = o.value(forKey: mixedNames[i]) as! RLMDictionary<NSString, NSObject>
            let optional = p.value(forKey: names[i]) as! RLMDictionary<NSString, NSObject>
            XCTAssertEqual(required["key2"], seconds[i])
            XCTAssertEqual(mixed["key2"], seconds[i])
            XCTAssertEqual(optional["key2"], NSNull())
            XCTAssertEqual(required.count, 1)
            XCTAssertEqual(mixed.count, 1)
            XCTAssertEqual(optional.count, 1)
        }
    }
    u.intObj.removeAllObjects()
    u.intObj = m.intObj
    XCTAssertEqual(u.intObj.count, 1)
    XCTAssertEqual(u.intObj.allValues, m.intObj.allValues)
    XCTAssertEqual(u.intObj["key2"], 3 as NSNumber)
    m.intObj.removeAllObjects()
    m.intObj = u.intObj
    XCTAssertEqual(m.intObj.count, 1)
    XCTAssertEqual(m.intObj.allValues, u.intObj.allValues)
    XCTAssertEqual(m.intObj["key2"], 3 as NSNumber)
    realm.cancelWriteTransaction()
}

/// Registering a notification block on an unmanaged RLMDictionary of values, required, mixed or optional, is refused: only managed collections notify.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testNotifications
func testObjcPrimitiveDictionaryNotifications() throws {
    let o = RLMPrimitiveDictionaries()
    let p = RLMOptionalPrimitiveDictionaries()
    for dictionary in [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj,
                       o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj,
                       o.anyObjectIdObj, o.anyUUIDObj, p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj,
                       p.decimalObj, p.objectIdObj, p.uuidObj] {
        assertThrows(dictionary.addNotificationBlock { _, _, _ in }, reason: "Change notifications are only supported on managed collections.")
    }
}

/// Sorting an RLMDictionary of values: unmanaged, by key path or by descriptors, it is refused (`This method may only be called on RLMDictionary instances retrieved from an RLMRealm`); managed, by a key path other than self (`can only be sorted on 'self'`), mixed ones too; with two entries (the second nil where optional), no descriptors keep the values in key order, and self orders them descending or ascending, nil last descending and first ascending.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testSort
func testObjcPrimitiveDictionarySort() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "bar" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "foo" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let refusal = "This method may only be called on RLMDictionary instances retrieved from an RLMRealm"
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries : RLMPrimitiveDictionaries()
        let p = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMOptionalPrimitiveDictionaries : RLMOptionalPrimitiveDictionaries()
        let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
        let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
        let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
        for i in 0..<firsts.count {
            for dictionary in [required[i], mixed[i], optional[i]] {
                if managed {
                    assertThrows(dictionary.sortedResults(usingKeyPath: "not self", ascending: false), reason: "can only be sorted on 'self'")
                } else {
                    assertThrows(dictionary.sortedResults(usingKeyPath: "self", ascending: false), reason: refusal)
                    assertThrows(dictionary.sortedResults(using: []), reason: refusal)
                }
            }
            guard managed else { continue }
            required[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
            mixed[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
            optional[i].addEntries(from: ["key1": firsts[i], "key2": NSNull()])
            for dictionary in [required[i], mixed[i]] {
                XCTAssertEqual(dictionary.sortedResults(using: []).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
                XCTAssertEqual(dictionary.sortedResults(usingKeyPath: "self", ascending: false).value(forKey: "self") as! NSArray, [seconds[i], firsts[i]] as NSArray)
                XCTAssertEqual(dictionary.sortedResults(usingKeyPath: "self", ascending: true).value(forKey: "self") as! NSArray, [firsts[i], seconds[i]] as NSArray)
            }
            XCTAssertEqual(optional[i].sortedResults(using: []).value(forKey: "self") as! NSArray, [firsts[i], NSNull()] as NSArray)
            XCTAssertEqual(optional[i].sortedResults(usingKeyPath: "self", ascending: false).value(forKey: "self") as! NSArray, [firsts[i], NSNull()] as NSArray)
            XCTAssertEqual(optional[i].sortedResults(usingKeyPath: "self", ascending: true).value(forKey: "self") as! NSArray, [NSNull(), firsts[i]] as NSArray)
        }
    }
    realm.cancelWriteTransaction()
}

/// Querying an RLMDictionary of values: unmanaged, by a predicate string or an NSPredicate, it is refused (`This method may only be called on RLMDictionary instances retrieved from an RLMRealm`); managed, and sorted on self, the query is refused as implemented only for objects; required, mixed or optional alike.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testFilter
func testObjcPrimitiveDictionaryFilter() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let refusal = "This method may only be called on RLMDictionary instances retrieved from an RLMRealm"
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries : RLMPrimitiveDictionaries()
        let p = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMOptionalPrimitiveDictionaries : RLMOptionalPrimitiveDictionaries()
        for dictionary in [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj,
                           o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj,
                           o.anyObjectIdObj, o.anyUUIDObj, p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj,
                           p.decimalObj, p.objectIdObj, p.uuidObj] {
            if managed {
                assertThrows(dictionary.objects(where: "TRUEPREDICATE"), reason: "implemented")
                assertThrows(dictionary.objects(with: NSPredicate(value: true)), reason: "implemented")
                assertThrows(dictionary.sortedResults(usingKeyPath: "self", ascending: false).objects(where: "TRUEPREDICATE"), reason: "implemented")
                assertThrows(dictionary.sortedResults(usingKeyPath: "self", ascending: false).objects(with: NSPredicate(value: true)), reason: "implemented")
            } else {
                assertThrows(dictionary.objects(where: "TRUEPREDICATE"), reason: refusal)
                assertThrows(dictionary.objects(with: NSPredicate(value: true)), reason: refusal)
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// index(of:) on an RLMDictionary of values sorted on self, descending, managed, required, mixed or optional: with two entries (the second nil where optional), the greater value is at 0 and the lesser at 1, nil last.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testIndexOfObjectSorted
func testObjcPrimitiveDictionaryIndexOfObjectSorted() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "bar" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "foo" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let o = RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries
    let p = RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMOptionalPrimitiveDictionaries
    let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
    let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
    let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
    for i in 0..<firsts.count {
        required[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
        mixed[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
        optional[i].addEntries(from: ["key1": firsts[i], "key2": NSNull()])
        for dictionary in [required[i], mixed[i]] {
            XCTAssertEqual(dictionary.sortedResults(usingKeyPath: "self", ascending: false).index(of: seconds[i]), 0)
            XCTAssertEqual(dictionary.sortedResults(usingKeyPath: "self", ascending: false).index(of: firsts[i]), 1)
        }
        XCTAssertEqual(optional[i].sortedResults(usingKeyPath: "self", ascending: false).index(of: firsts[i]), 0)
        XCTAssertEqual(optional[i].sortedResults(usingKeyPath: "self", ascending: false).index(of: NSNull()), 1)
    }
    realm.cancelWriteTransaction()
}

/// index(of:) on an RLMDictionary of values made distinct on self, managed, required, mixed or optional: with two entries added twice (the second nil where optional), the first value is at 0 and the second at 1, nil too.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testIndexOfObjectDistinct
func testObjcPrimitiveDictionaryIndexOfObjectDistinct() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "bar" as NSString, Data([0]) as NSData,
                              Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), ObjectId("60425fff91d7a195d5ddac1b"),
                              UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "foo" as NSString, Data([0, 0]) as NSData,
                               Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), ObjectId("60425fff91d7a195d5ddac1c"),
                               UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    let o = RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries
    let p = RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMOptionalPrimitiveDictionaries
    let required = [o.boolObj, o.intObj, o.floatObj, o.doubleObj, o.stringObj, o.dataObj, o.dateObj, o.decimalObj, o.objectIdObj, o.uuidObj]
    let mixed = [o.anyBoolObj, o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyStringObj, o.anyDataObj, o.anyDateObj, o.anyDecimalObj, o.anyObjectIdObj, o.anyUUIDObj]
    let optional = [p.boolObj, p.intObj, p.floatObj, p.doubleObj, p.stringObj, p.dataObj, p.dateObj, p.decimalObj, p.objectIdObj, p.uuidObj]
    for i in 0..<firsts.count {
        for _ in 0..<2 {
            required[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
            mixed[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
            optional[i].addEntries(from: ["key1": firsts[i], "key2": NSNull()])
        }
        for dictionary in [required[i], mixed[i]] {
            XCTAssertEqual(dictionary.distinctResults(usingKeyPaths: ["self"]).index(of: firsts[i]), 0)
            XCTAssertEqual(dictionary.distinctResults(usingKeyPaths: ["self"]).index(of: seconds[i]), 1)
        }
        XCTAssertEqual(optional[i].distinctResults(usingKeyPaths: ["self"]).index(of: firsts[i]), 0)
        XCTAssertEqual(optional[i].distinctResults(usingKeyPaths: ["self"]).index(of: NSNull()), 1)
    }
    realm.cancelWriteTransaction()
}

/// =, !=, >, >=, < and <= with ANY over the values of RLMDictionaries, required, optional and mixed, directly and through a link: nothing matches while there are no objects; after one object whose dictionaries hold one entry, each operator counts it when its value compares so (nil matches nothing on the optional ones, and is not less than a value); ordering a bool dictionary is refused (`Operator '>' not supported for type 'bool'`).
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testQueryBasicOperators
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testQueryBasicOperatorsOverLink
func testObjcPrimitiveDictionaryQueryBasicOperators() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    // Typed dictionaries: bool, int, string and date; mixed ones of each kind but object ids.
    let properties = ["boolObj", "intObj", "stringObj", "dateObj"]
    let ordered = [false, true, true, true]
    let firsts: [NSObject] = [false as NSNumber, 2 as NSNumber, "bar" as NSString, Date(timeIntervalSince1970: 1) as NSDate]
    let seconds: [NSObject] = [true as NSNumber, 3 as NSNumber, "foo" as NSString, Date(timeIntervalSince1970: 2) as NSDate]
    let mixedProperties = ["anyBoolObj", "anyIntObj", "anyFloatObj", "anyDoubleObj", "anyStringObj", "anyDataObj", "anyDateObj", "anyDecimalObj", "anyUUIDObj"]
    let mixedOrdered = [false, false, true, true, false, false, false, true, false]
    let mixedFirsts: [NSObject] = [false as NSNumber, 2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, "a" as NSString, Data([0]) as NSData,
                                   Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2), UUID(uuidString: "00000000-0000-0000-0000-000000000000")! as NSUUID]
    let mixedSeconds: [NSObject] = [true as NSNumber, 3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, "b" as NSString, Data([0, 0]) as NSData,
                                    Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3), UUID(uuidString: "137DECC8-B300-4954-A233-F89909F4FD89")! as NSUUID]
    func matches(_ type: String, _ path: String, _ op: String, _ value: NSObject) -> UInt {
        if type == "required" { return RLMPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) %@", value).count }
        if type == "optional" { return RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY \(path) \(op) %@", value).count }
        if type == "link" { return RLMLinkToPrimitiveDictionaries.objects(in: realm, where: "ANY link.\(path) \(op) %@", value).count }
        return RLMLinkToOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY link.\(path) \(op) %@", value).count
    }
    // A required (and mixed) dictionary and an optional one, directly and through a link, count `count` for `op` with `value`.
    func checkRequired(_ path: String, _ op: String, _ value: NSObject, _ expected: UInt) {
        XCTAssertEqual(matches("required", path, op, value), expected)
        XCTAssertEqual(matches("link", path, op, value), expected)
    }
    func checkOptional(_ path: String, _ op: String, _ value: NSObject, _ expected: UInt) {
        XCTAssertEqual(matches("optional", path, op, value), expected)
        XCTAssertEqual(matches("optionalLink", path, op, value), expected)
    }
    for i in 0..<properties.count {
        for op in ordered[i] ? ["=", "!=", ">", ">=", "<", "<="] : ["=", "!="] {
            checkRequired(properties[i], op, firsts[i], 0)
            checkOptional(properties[i], op, firsts[i], 0)
        }
    }
    for i in 0..<mixedProperties.count {
        for op in mixedOrdered[i] ? ["=", "!=", ">", ">=", "<", "<="] : ["=", "!="] {
            checkRequired(mixedProperties[i], op, mixedFirsts[i], 0)
        }
    }
    var required: [String: Any] = [:]
    var optional: [String: Any] = [:]
    for i in 0..<properties.count {
        required[properties[i]] = ["key1": firsts[i]]
        optional[properties[i]] = ["key1": firsts[i]]
    }
    for i in 0..<mixedProperties.count {
        required[mixedProperties[i]] = ["key1": mixedFirsts[i]]
    }
    RLMLinkToPrimitiveDictionaries.create(in: realm, withValue: [RLMPrimitiveDictionaries.create(in: realm, withValue: required)])
    RLMLinkToOptionalPrimitiveDictionaries.create(in: realm, withValue: [RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: optional)])
    for i in 0..<properties.count {
        checkRequired(properties[i], "=", seconds[i], 0)
        checkRequired(properties[i], "=", firsts[i], 1)
        checkRequired(properties[i], "!=", firsts[i], 0)
        checkRequired(properties[i], "!=", seconds[i], 1)
        checkOptional(properties[i], "=", NSNull(), 0)
        checkOptional(properties[i], "=", firsts[i], 1)
        checkOptional(properties[i], "!=", firsts[i], 0)
        checkOptional(properties[i], "!=", NSNull(), 1)
        if ordered[i] {
            checkRequired(properties[i], ">", firsts[i], 0)
            checkRequired(properties[i], ">=", firsts[i], 1)
            checkRequired(properties[i], "<", firsts[i], 0)
            checkRequired(properties[i], "<", seconds[i], 1)
            checkRequired(properties[i], "<=", firsts[i], 1)
            checkOptional(properties[i], ">", firsts[i], 0)
            checkOptional(properties[i], ">=", firsts[i], 1)
            checkOptional(properties[i], "<", firsts[i], 0)
            checkOptional(properties[i], "<", NSNull(), 0)
            checkOptional(properties[i], "<=", firsts[i], 1)
        }
    }
    for i in 0..<mixedProperties.count {
        checkRequired(mixedProperties[i], "=", mixedSeconds[i], 0)
        checkRequired(mixedProperties[i], "=", mixedFirsts[i], 1)
        checkRequired(mixedProperties[i], "!=", mixedFirsts[i], 0)
        checkRequired(mixedProperties[i], "!=", mixedSeconds[i], 1)
        if mixedOrdered[i] {
            checkRequired(mixedProperties[i], ">", mixedFirsts[i], 0)
            checkRequired(mixedProperties[i], ">=", mixedFirsts[i], 1)
            checkRequired(mixedProperties[i], "<", mixedFirsts[i], 0)
            checkRequired(mixedProperties[i], "<", mixedSeconds[i], 1)
            checkRequired(mixedProperties[i], "<=", mixedFirsts[i], 1)
        }
    }
    let reason = "Operator '>' not supported for type 'bool'"
    assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "ANY boolObj > %@", false as NSNumber), reason: reason)
    assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY boolObj > %@", false as NSNumber), reason: reason)
    assertThrows(RLMLinkToPrimitiveDictionaries.objects(in: realm, where: "ANY link.boolObj > %@", false as NSNumber), reason: reason)
    assertThrows(RLMLinkToOptionalPrimitiveDictionaries.objects(in: realm, where: "ANY link.boolObj > %@", false as NSNumber), reason: reason)
    realm.cancelWriteTransaction()
}

/// @sum and @avg over the values of RLMDictionaries in a query, required, optional or mixed: refused for bool and string values as not numeric, for dates as not summable, compared with a string naming the value type, and followed by a key path; then, over int dictionaries and mixed int, float, double and decimal ones holding no entry, one, two, and two (a sum) or one greater (an average), and optional int ones holding no entry, one, one and a nil, and one, the comparisons count the objects whose total or mean compares so, an empty dictionary's mean being nil.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testQuerySum
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testQueryAverage
func testObjcPrimitiveDictionaryQuerySumAndAverage() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let mixedNumeric = ["anyIntObj", "anyFloatObj", "anyDoubleObj", "anyDecimalObj"]
    let mixedFirsts: [NSObject] = [2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, Decimal128(2)]
    let mixedSeconds: [NSObject] = [3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, Decimal128(3)]
    for op in ["@sum", "@avg"] {
        for name in ["boolObj", "stringObj"] {
            let reason = "Invalid keypath '\(name).\(op)': \(op) can only be applied to a collection of numeric values."
            let value: NSObject = name == "boolObj" ? false as NSNumber : "bar" as NSString
            assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "\(name).\(op) = %@", value), reason: reason)
            assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "\(name).\(op) = %@", value), reason: reason)
        }
        assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "dateObj.\(op) = %@", Date(timeIntervalSince1970: 1) as NSDate),
                     reason: "Cannot sum or average date properties")
        assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "dateObj.\(op) = %@", Date(timeIntervalSince1970: 1) as NSDate),
                     reason: "Cannot sum or average date properties")
        let compared = "\(op) on a property of type int cannot be compared with 'a'"
        assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "intObj.\(op) = %@", "a" as NSString), reason: compared)
        assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "intObj.\(op) = %@", "a" as NSString), reason: compared)
        let nested = "Invalid keypath 'intObj.\(op).prop': \(op) on a collection of values must appear at the end of a keypath."
        assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "intObj.\(op).prop = %@", "a" as NSString), reason: nested)
        assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "intObj.\(op).prop = %@", "a" as NSString), reason: nested)
        for name in mixedNumeric {
            assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "\(name).\(op).prop = %@", "a" as NSString),
                         reason: "Invalid keypath '\(name).\(op).prop': \(op) on a collection of values must appear at the end of a keypath.")
        }
    }
    // Required entries per object: none, the first, the first and second, and then the first and second again (for the sums) or the second alone (for the means).
    func create(_ last: Int) {
        for n in 0..<4 {
            var required: [String: Any] = [:]
            let optionalInts: [[String: NSObject]] = [[:], ["key1": 2 as NSNumber], ["key1": 2 as NSNumber, "key2": NSNull()], ["key1": 2 as NSNumber]]
            let ints: [[String: NSObject]] = [[:], ["key1": 2 as NSNumber], ["key1": 2 as NSNumber, "key2": 3 as NSNumber],
                                              last == 0 ? ["key1": 2 as NSNumber, "key2": 3 as NSNumber] : ["key1": 3 as NSNumber]]
            required["intObj"] = ints[n]
            for k in 0..<mixedNumeric.count {
                let entries: [[String: NSObject]] = [[:], ["key1": mixedFirsts[k]], ["key1": mixedFirsts[k], "key2": mixedSeconds[k]],
                                                     last == 0 ? ["key1": mixedFirsts[k], "key2": mixedSeconds[k]] : ["key1": mixedSeconds[k]]]
                required[mixedNumeric[k]] = entries[n]
            }
            RLMPrimitiveDictionaries.create(in: realm, withValue: required)
            RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: ["intObj": optionalInts[n]])
        }
    }
    let ops = ["==", "!=", ">=", ">", "<", "<="]
    // Sums: 0, first, first plus second twice; optional 0, 2, 2, 2.
    create(0)
    let names = ["intObj"] + mixedNumeric
    let firsts: [NSObject] = [2 as NSNumber] + mixedFirsts
    let seconds: [NSObject] = [3 as NSNumber] + mixedSeconds
    for k in 0..<names.count {
        XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "\(names[k]).@sum == %@", 0 as NSNumber).count, 1)
        let operands = [firsts[k], firsts[k], firsts[k], firsts[k], seconds[k], seconds[k]]
        let counts: [UInt] = [1, 3, 3, 2, 2, 2]
        for j in 0..<ops.count {
            XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "\(names[k]).@sum \(ops[j]) %@", operands[j]).count, counts[j])
        }
    }
    XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "intObj.@sum == %@", 0 as NSNumber).count, 1)
    let optionalSumCounts: [UInt] = [3, 1, 3, 0, 1, 4]
    for j in 0..<ops.count {
        XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "intObj.@sum \(ops[j]) %@", 2 as NSNumber).count, optionalSumCounts[j])
    }
    // Means: nil, first, halfway, second; optional nil, 2, 2, 2.
    realm.deleteAllObjects()
    create(1)
    for k in 0..<names.count {
        XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "\(names[k]).@avg == %@", NSNull()).count, 1)
        let operands = [firsts[k], firsts[k], firsts[k], firsts[k], seconds[k], seconds[k]]
        let counts: [UInt] = [1, 3, 3, 2, 2, 3]
        for j in 0..<ops.count {
            XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "\(names[k]).@avg \(ops[j]) %@", operands[j]).count, counts[j])
        }
    }
    XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "intObj.@avg == %@", NSNull()).count, 1)
    XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "intObj.@avg <= %@", NSNull()).count, 1)
    let optionalAverageCounts: [UInt] = [3, 1, 3, 0, 0, 3]
    for j in 0..<ops.count {
        XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "intObj.@avg \(ops[j]) %@", 2 as NSNumber).count, optionalAverageCounts[j])
    }
    realm.cancelWriteTransaction()
}

/// value(forKeyPath:) with @min, @max, @sum and @avg of self on RLMDictionaries of ints, floats, doubles, decimals and dates, required, optional or mixed, unmanaged or managed: nil, nil, 0 and nil while empty; with two entries (the second nil where optional), the least and greatest values, and for numbers the total and the mean, nil values left out.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testValueForKeyNumericAggregates
func testObjcPrimitiveDictionaryValueForKeyNumericAggregates() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let firsts: [NSObject] = [2 as NSNumber, 2.2 as Float as NSNumber, 2.2 as NSNumber, Decimal128(2), Date(timeIntervalSince1970: 1) as NSDate]
    let seconds: [NSObject] = [3 as NSNumber, 3.3 as Float as NSNumber, 3.3 as NSNumber, Decimal128(3), Date(timeIntervalSince1970: 2) as NSDate]
    let sums = [5.0, 5.5, 5.5, 5.0]
    let firstNumbers = [2.0, 2.2, 2.2, 2.0]
    for managed in [false, true] {
        let o = managed ? RLMPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMPrimitiveDictionaries : RLMPrimitiveDictionaries()
        let p = managed ? RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: []) as! RLMOptionalPrimitiveDictionaries : RLMOptionalPrimitiveDictionaries()
        let required = [o.intObj, o.floatObj, o.doubleObj, o.decimalObj, o.dateObj]
        let optional = [p.intObj, p.floatObj, p.doubleObj, p.decimalObj, p.dateObj]
        let mixed = [o.anyIntObj, o.anyFloatObj, o.anyDoubleObj, o.anyDecimalObj, o.anyDateObj]
        for i in 0..<firsts.count {
            // The mixed ints are checked for totals and means only, the mixed dates for extremes only.
            let extremes = i > 0 ? [required[i], optional[i], mixed[i]] : [required[i], optional[i]]
            let totals = i < sums.count ? [required[i], optional[i], mixed[i]] : []
            for dictionary in extremes {
                XCTAssertNil(dictionary.value(forKeyPath: "@min.self"))
                XCTAssertNil(dictionary.value(forKeyPath: "@max.self"))
            }
            for dictionary in totals {
                XCTAssertEqual((dictionary.value(forKeyPath: "@sum.self") as! NSNumber).doubleValue, 0)
                XCTAssertNil(dictionary.value(forKeyPath: "@avg.self"))
            }
            required[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
            mixed[i].addEntries(from: ["key1": firsts[i], "key2": seconds[i]])
            optional[i].addEntries(from: ["key1": firsts[i], "key2": NSNull()])
            for dictionary in extremes {
                XCTAssertEqual(dictionary.value(forKeyPath: "@min.self") as! NSObject, firsts[i])
            }
            XCTAssertEqual(required[i].value(forKeyPath: "@max.self") as! NSObject, seconds[i])
            XCTAssertEqual(optional[i].value(forKeyPath: "@max.self") as! NSObject, firsts[i])
            if i > 0 { XCTAssertEqual(mixed[i].value(forKeyPath: "@max.self") as! NSObject, seconds[i]) }
            if i < sums.count {
                for dictionary in [required[i], mixed[i]] {
                    XCTAssertEqual((dictionary.value(forKeyPath: "@sum.self") as! NSNumber).doubleValue, sums[i], accuracy: 0.001)
                    XCTAssertEqual((dictionary.value(forKeyPath: "@avg.self") as! NSNumber).doubleValue, sums[i] / 2, accuracy: 0.001)
                }
                XCTAssertEqual((optional[i].value(forKeyPath: "@sum.self") as! NSNumber).doubleValue, firstNumbers[i], accuracy: 0.001)
                XCTAssertEqual((optional[i].value(forKeyPath: "@avg.self") as! NSNumber).doubleValue, firstNumbers[i], accuracy: 0.001)
            }
        }
    }
    realm.cancelWriteTransaction()
}

/// @min and @max over the values of RLMDictionaries in a query, required, optional or mixed: refused for bool and string values as not numeric, compared with a string naming the value type (int, date), and followed by a key path; no object matches while there are none; an empty dictionary's extreme is nil, whether the predicate says nil or passes NSNull; once one object's int, date and mixed float, double, date and decimal dictionaries hold one value, its extremes are that value and not another.
/// - section: sdk-suite
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testQueryMin
/// - sdk-test: Realm/Tests/PrimitiveDictionaryPropertyTests.m PrimitiveDictionaryPropertyTests.testQueryMax
func testObjcPrimitiveDictionaryQueryMinAndMax() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let typed = ["intObj", "dateObj"]
    let typedKinds = ["int", "date"]
    let typedFirsts: [NSObject] = [2 as NSNumber, Date(timeIntervalSince1970: 1) as NSDate]
    let typedSeconds: [NSObject] = [3 as NSNumber, Date(timeIntervalSince1970: 2) as NSDate]
    let mixed = ["anyFloatObj", "anyDoubleObj", "anyDateObj", "anyDecimalObj"]
    let mixedFirsts: [NSObject] = [2.2 as Float as NSNumber, 2.2 as NSNumber, Date(timeIntervalSince1970: 1) as NSDate, Decimal128(2)]
    let mixedSeconds: [NSObject] = [3.3 as Float as NSNumber, 3.3 as NSNumber, Date(timeIntervalSince1970: 2) as NSDate, Decimal128(3)]
    for op in ["@min", "@max"] {
        for name in ["boolObj", "stringObj"] {
            let reason = "Invalid keypath '\(name).\(op)': \(op) can only be applied to a collection of numeric values."
            let value: NSObject = name == "boolObj" ? false as NSNumber : "bar" as NSString
            assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "\(name).\(op) = %@", value), reason: reason)
            assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "\(name).\(op) = %@", value), reason: reason)
        }
        for k in 0..<typed.count {
            let compared = "\(op) on a property of type \(typedKinds[k]) cannot be compared with 'a'"
            assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "\(typed[k]).\(op) = %@", "a" as NSString), reason: compared)
            assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "\(typed[k]).\(op) = %@", "a" as NSString), reason: compared)
            let nested = "Invalid keypath '\(typed[k]).\(op).prop': \(op) on a collection of values must appear at the end of a keypath."
            assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "\(typed[k]).\(op).prop = %@", "a" as NSString), reason: nested)
            assertThrows(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "\(typed[k]).\(op).prop = %@", "a" as NSString), reason: nested)
        }
        for name in mixed {
            assertThrows(RLMPrimitiveDictionaries.objects(in: realm, where: "\(name).\(op).prop = %@", "a" as NSString),
                         reason: "Invalid keypath '\(name).\(op).prop': \(op) on a collection of values must appear at the end of a keypath.")
        }
    }
    // The required, and for typed dictionaries the optional, objects count `expected` for `<name>.<op> == value`.
    func check(_ op: String, _ name: String, _ value: NSObject, _ expected: UInt, optional: Bool) {
        XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "\(name).\(op) == %@", value).count, expected)
        if optional {
            XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "\(name).\(op) == %@", value).count, expected)
        }
    }
    for op in ["@min", "@max"] {
        for k in 0..<typed.count { check(op, typed[k], typedFirsts[k], 0, optional: true) }
        for k in 0..<mixed.count { check(op, mixed[k], mixedFirsts[k], 0, optional: false) }
    }
    RLMPrimitiveDictionaries.create(in: realm, withValue: [])
    RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: [:])
    for op in ["@min", "@max"] {
        for k in 0..<typed.count {
            check(op, typed[k], typedFirsts[k], 0, optional: true)
            check(op, typed[k], typedSeconds[k], 0, optional: false)
            check(op, typed[k], NSNull(), 1, optional: true)
            XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "\(typed[k]).\(op) == nil").count, 1)
            XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "\(typed[k]).\(op) == nil").count, 1)
        }
        for k in 0..<mixed.count {
            check(op, mixed[k], mixedFirsts[k], 0, optional: false)
            check(op, mixed[k], mixedSeconds[k], 0, optional: false)
            check(op, mixed[k], NSNull(), 1, optional: false)
            XCTAssertEqual(RLMPrimitiveDictionaries.objects(in: realm, where: "\(mixed[k]).\(op) == nil").count, 1)
        }
    }
    var required: [String: Any] = [:]
    var optional: [String: Any] = [:]
    for k in 0..<typed.count {
        required[typed[k]] = ["key1": typedFirsts[k]]
        optional[typed[k]] = ["key1": typedFirsts[k]]
    }
    for k in 0..<mixed.count { required[mixed[k]] = ["key1": mixedFirsts[k]] }
    RLMPrimitiveDictionaries.create(in: realm, withValue: required)
    RLMOptionalPrimitiveDictionaries.create(in: realm, withValue: optional)
    for op in ["@min", "@max"] {
        for k in 0..<typed.count {
            check(op, typed[k], typedFirsts[k], 1, optional: true)
            check(op, typed[k], typedSeconds[k], 0, optional: false)
            XCTAssertEqual(RLMOptionalPrimitiveDictionaries.objects(in: realm, where: "\(typed[k]).\(op) == %@", NSNull()).count, 1)
        }
        for k in 0..<mixed.count {
            check(op, mixed[k], mixedFirsts[k], 1, optional: false)
            check(op, mixed[k], mixedSeconds[k], 0, optional: false)
        }
    }
    realm.cancelWriteTransaction()
}
