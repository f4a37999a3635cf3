// page: sdk
// tags: sdk, objc
// RLMObject models whose properties are Objective-C collections of values,
// declared as the SDK's own Swift test models declare them
// (`RLMArray<NSObject>(objectType: .int, optional: false)`, RLMSet and
// RLMDictionary likewise). Each collection checks a value before it
// changes: another type, or nil where the elements are required, is
// refused in the same words unmanaged and managed. Aggregates of `self`
// answer the NSNumber (or Decimal128, NSDate) the Objective-C API returns.

class BehaviourObjcNumbers: RLMObject {
    @objc dynamic var ints = RLMArray<NSObject>(objectType: .int, optional: false)
    @objc dynamic var names = RLMSet<NSObject>(objectType: .string, optional: true)
    @objc dynamic var amounts = RLMDictionary<NSString, NSObject>(objectType: .decimal128, optional: false, keyType: .string)
}

/// A value of another type, or nil for required elements, is refused by an Objective-C collection of values before anything is added, unmanaged and managed.
/// - section: sdk-behaviour
func testObjcValueCollectionRefusesOtherTypes() throws {
    let numbers = BehaviourObjcNumbers()
    assertThrows(numbers.ints.add("seven" as NSString), .typeMismatch, reason: "Invalid value 'seven' of type '")
    assertThrows(numbers.ints.add("seven" as NSString), reason: "' for expected type 'int'.")
    assertThrows(numbers.ints.addObjects([1 as NSNumber, NSNull()]), reason: "Invalid value '<null>' of type 'NSNull' for expected type 'int'.")
    assertThrows(numbers.names.add(3 as NSNumber), reason: "' for expected type 'string?'.")
    assertThrows(numbers.amounts.setObject("x" as NSString, forKey: "a"), reason: "' for expected type 'decimal128'.")
    XCTAssertEqual(numbers.ints.count, 0)
    numbers.names.add(NSNull())
    XCTAssertEqual(numbers.names.count, 1)
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(numbers)
    assertThrows(numbers.ints.insert(NSNull(), at: 0), reason: "Invalid value '<null>' of type 'NSNull' for expected type 'int'.")
    numbers.ints.addObjects([4 as NSNumber, 1 as NSNumber])
    try realm.commitWriteTransaction()
    XCTAssertEqual(numbers.ints.count, 2)
}

/// Aggregates of `self` over an Objective-C collection of values answer NSNumbers and Decimal128s; a type the operator does not take is refused in the unmanaged collection's words.
/// - section: sdk-behaviour
func testObjcValueCollectionAggregates() throws {
    let numbers = BehaviourObjcNumbers()
    assertThrows(numbers.names.min(ofProperty: "self"), .unsupportedAggregate, reason: "minOfProperty: is not supported for string? set")
    numbers.ints.addObjects([4 as NSNumber, 1 as NSNumber])
    XCTAssertEqual(numbers.ints.min(ofProperty: "self") as! NSNumber, 1)
    XCTAssertEqual(numbers.ints.sum(ofProperty: "self") as! NSNumber, 5)
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    realm.add(numbers)
    numbers.amounts.setObject(Decimal128(1.5), forKey: "a")
    numbers.amounts.setObject(Decimal128(2.5), forKey: "b")
    try realm.commitWriteTransaction()
    XCTAssertEqual(numbers.amounts.sum(ofProperty: "self") as! RLMDecimal128, Decimal128(4))
    XCTAssertEqual(numbers.amounts.max(ofProperty: "self") as! RLMDecimal128, Decimal128(2.5))
    XCTAssertEqual((numbers.ints.average(ofProperty: "self") as! NSNumber).doubleValue, 2.5)
}

/// deleteObjects(_:) of an RLMRealm refuses an Objective-C collection of values, naming the collection and its element type: an array or set, an unmanaged dictionary in RLMRealm's words, a managed one in its own class's.
/// - section: sdk-behaviour
func testObjcValueCollectionsCannotBeDeleted() throws {
    let realm = RLMRealm.default()
    realm.beginWriteTransaction()
    let numbers = BehaviourObjcNumbers()
    assertThrows(realm.deleteObjects(numbers.ints), .typeMismatch, reason: "Cannot delete objects from RLMArray<int>: only RLMObjects can be deleted.")
    assertThrows(realm.deleteObjects(numbers.names), reason: "Cannot delete objects from RLMSet<string>: only RLMObjects can be deleted.")
    assertThrows(realm.deleteObjects(numbers.amounts), reason: "Cannot delete objects from RLMDictionary of type decimal128: only RLMObjects can be deleted.")
    let managed = BehaviourObjcNumbers.create(in: realm, withValue: [])
    managed.ints.add(3 as NSNumber)
    assertThrows(realm.deleteObjects(managed.ints), reason: "Cannot delete objects from RLMArray<int>: only RLMObjects can be deleted.")
    assertThrows(realm.deleteObjects(managed.amounts),
                 reason: "Cannot delete objects from RLMManagedDictionary<RLMString, decimal128>: only RLMObjects can be deleted.")
    XCTAssertEqual(managed.ints.count, 1)
    realm.cancelWriteTransaction()
}
