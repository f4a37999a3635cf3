// page: sdk
// tags: sdk, suite

// The SDK suite's object of every kind, cut down to what these scenarios query.
class ModernAllTypesObject: Object {
    @Persisted(primaryKey: true) var pk: ObjectId
    @Persisted var boolCol: Bool
    @Persisted var intCol: Int
    @Persisted var doubleCol: Double
    @Persisted var dateCol: Date
    @Persisted var decimalCol: Decimal128
    @Persisted var optBoolCol: Bool?
    @Persisted var stringCol: String
    @Persisted var anyCol: AnyRealmValue
    @Persisted var objectCol: ModernAllTypesObject?
    @Persisted var arrayInt: List<Int>
    @Persisted var arrayCol: List<ModernAllTypesObject>
    @Persisted var setCol: MutableSet<ModernAllTypesObject>
    @Persisted(originProperty: "objectCol") var linkingObjects: LinkingObjects<ModernAllTypesObject>
}

// An object linking to the object above, alone and in a list.
class LinkToModernAllTypesObject: Object {
    @Persisted var object: ModernAllTypesObject?
    @Persisted var list: List<ModernAllTypesObject>
}

// An object that can link to itself, stored in a mixed value.
class ModernCircleObject: Object {
    @Persisted var obj: ModernCircleObject?
}

// One list, one set and one map of the object above.
class ModernCollectionObject: Object {
    @Persisted var list: List<ModernAllTypesObject>
    @Persisted var set: MutableSet<ModernAllTypesObject>
    @Persisted var map: Map<String, ModernAllTypesObject?>
}

// A parent holding an embedded tree node.
class ModernEmbeddedParentObject: Object {
    @Persisted var object: ModernEmbeddedTreeObject1?
    @Persisted var array: List<ModernEmbeddedTreeObject1>
}

// The first level of an embedded tree.
class ModernEmbeddedTreeObject1: EmbeddedObject {
    @Persisted var value = 0
    @Persisted var bool = false
}

/// An unmanaged embedded object compared with `==` in a where closure matches a parent whose embedded object has the same values, and not one with other values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testEqualEmbeddedObject
func testSuiteQueryEmbeddedObjectEqualsByValue() throws {
    let realm = try Realm()
    let parent = ModernEmbeddedParentObject()
    let node = ModernEmbeddedTreeObject1()
    node.value = 123
    parent.object = node
    try realm.write {
        realm.add(parent)
    }
    let same = realm.objects(ModernEmbeddedParentObject.self).where { $0.object == node }
    XCTAssertEqual(same.count, 1)
    let other = ModernEmbeddedTreeObject1()
    other.value = 123
    let byOther = realm.objects(ModernEmbeddedParentObject.self).where { $0.object == other }
    XCTAssertEqual(byOther.count, 0)
}

/// `!=` against an embedded object in a where closure is the negation of the same `==`: none for the stored node, one parent for a fresh node of the same value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testNotEqualEmbeddedObject
func testSuiteQueryEmbeddedObjectNotEquals() throws {
    let realm = try Realm()
    let parent = ModernEmbeddedParentObject()
    let node = ModernEmbeddedTreeObject1()
    node.value = 123
    parent.object = node
    try realm.write {
        realm.add(parent)
    }
    let notSame = realm.objects(ModernEmbeddedParentObject.self).where { $0.object != node }
    XCTAssertEqual(notSame.count, 0)
    let other = ModernEmbeddedTreeObject1()
    other.value = 123
    let notOther = realm.objects(ModernEmbeddedParentObject.self).where { $0.object != other }
    XCTAssertEqual(notOther.count, 1)
}

/// A where closure testing that a list contains an object is live: no match before the object is appended, one after.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testListContainsObject
func testSuiteQueryListContainsObject() throws {
    let realm = try Realm()
    let item = ModernAllTypesObject()
    let holder = ModernCollectionObject()
    try realm.write {
        realm.add(item)
        realm.add(holder)
    }
    let result = realm.objects(ModernCollectionObject.self).where { $0.list.contains(item) }
    XCTAssertEqual(result.count, 0)
    try realm.write {
        holder.list.append(item)
    }
    XCTAssertEqual(result.count, 1)
}

/// A where closure testing that a set contains an object is live: no match before the object is inserted, one after.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testSetContainsObject
func testSuiteQuerySetContainsObject() throws {
    let realm = try Realm()
    let item = ModernAllTypesObject()
    let holder = ModernCollectionObject()
    try realm.write {
        realm.add(item)
        realm.add(holder)
    }
    let result = realm.objects(ModernCollectionObject.self).where { $0.set.contains(item) }
    XCTAssertEqual(result.count, 0)
    try realm.write {
        holder.set.insert(item)
    }
    XCTAssertEqual(result.count, 1)
}

/// A where closure testing that a map's values contain an object is live: no match before the object is stored under a key, one after.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testMapContainsObject
func testSuiteQueryMapContainsObject() throws {
    let realm = try Realm()
    let item = ModernAllTypesObject()
    let holder = ModernCollectionObject()
    try realm.write {
        realm.add(item)
        realm.add(holder)
    }
    let result = realm.objects(ModernCollectionObject.self).where { $0.map.contains(item) }
    XCTAssertEqual(result.count, 0)
    try realm.write {
        holder.map["foo"] = item
    }
    XCTAssertEqual(result.count, 1)
}

/// A bare Bool key path in a where closure is the predicate `== true`, and its negation `== false`, alone, through a link or an embedded object, and beside a comparison in `&&` and `||`; each closure's text and arguments are the SDK's, and the counts follow the stored false.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testImplicitBooleanOperation
func testSuiteQueryImplicitBooleanText() throws {
    let realm = try Realm()
    let stored = ModernAllTypesObject()
    stored.intCol = 3
    try realm.write {
        realm.add(stored)
    }
    let isTrue: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.boolCol }
    let (t1, a1) = isTrue(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t1, "boolCol == true")
    XCTAssertEqual(a1.count, 0)
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(isTrue).count, 0)
    let isFalse: (Query<ModernAllTypesObject>) -> Query<Bool> = { !$0.boolCol }
    let (t2, a2) = isFalse(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t2, "boolCol == false")
    XCTAssertEqual(a2.count, 0)
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(isFalse).count, 1)

    try realm.write {
        realm.deleteAll()
        let link = realm.create(LinkToModernAllTypesObject.self)
        link.object = ModernAllTypesObject()
    }
    let linkTrue: (Query<LinkToModernAllTypesObject>) -> Query<Bool> = { $0.object.boolCol }
    let (t3, a3) = linkTrue(Query<LinkToModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t3, "object.boolCol == true")
    XCTAssertEqual(a3.count, 0)
    XCTAssertEqual(realm.objects(LinkToModernAllTypesObject.self).where(linkTrue).count, 0)
    let linkFalse: (Query<LinkToModernAllTypesObject>) -> Query<Bool> = { !$0.object.boolCol }
    let (t4, a4) = linkFalse(Query<LinkToModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t4, "object.boolCol == false")
    XCTAssertEqual(a4.count, 0)
    XCTAssertEqual(realm.objects(LinkToModernAllTypesObject.self).where(linkFalse).count, 1)

    let parent = ModernEmbeddedParentObject()
    parent.object = ModernEmbeddedTreeObject1()
    try realm.write {
        realm.add(parent)
    }
    let embeddedTrue: (Query<ModernEmbeddedParentObject>) -> Query<Bool> = { $0.object.bool }
    let (t5, a5) = embeddedTrue(Query<ModernEmbeddedParentObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t5, "object.bool == true")
    XCTAssertEqual(a5.count, 0)
    XCTAssertEqual(realm.objects(ModernEmbeddedParentObject.self).where(embeddedTrue).count, 0)
    let embeddedFalse: (Query<ModernEmbeddedParentObject>) -> Query<Bool> = { !$0.object.bool }
    let (t6, a6) = embeddedFalse(Query<ModernEmbeddedParentObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t6, "object.bool == false")
    XCTAssertEqual(a6.count, 0)
    XCTAssertEqual(realm.objects(ModernEmbeddedParentObject.self).where(embeddedFalse).count, 1)

    // The object the link holds is the only ModernAllTypesObject left: intCol 0, boolCol false.
    let andTrue: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.intCol == 0 && $0.boolCol }
    let (t7, a7) = andTrue(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t7, "((intCol == %@) && boolCol == true)")
    XCTAssertEqual(NSPredicate(format: t7, argumentArray: a7), NSPredicate(format: "((intCol == %@) && boolCol == true)", argumentArray: [0]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(andTrue).count, 0)
    let trueAnd: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.boolCol && $0.intCol == 0 }
    let (t8, a8) = trueAnd(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t8, "(boolCol == true && (intCol == %@))")
    XCTAssertEqual(NSPredicate(format: t8, argumentArray: a8), NSPredicate(format: "(boolCol == true && (intCol == %@))", argumentArray: [0]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(trueAnd).count, 0)
    let orFalse: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.intCol == 0 || !$0.boolCol }
    let (t9, a9) = orFalse(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t9, "((intCol == %@) || boolCol == false)")
    XCTAssertEqual(NSPredicate(format: t9, argumentArray: a9), NSPredicate(format: "((intCol == %@) || boolCol == false)", argumentArray: [0]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(orFalse).count, 1)
    let falseOr: (Query<ModernAllTypesObject>) -> Query<Bool> = { !$0.boolCol || $0.intCol == 0 }
    let (t10, a10) = falseOr(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t10, "(boolCol == false || (intCol == %@))")
    XCTAssertEqual(NSPredicate(format: t10, argumentArray: a10), NSPredicate(format: "(boolCol == false || (intCol == %@))", argumentArray: [0]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(falseOr).count, 1)
}

/// `anyCol == value` in a where closure is `(anyCol == %@)` with the value as its one argument, and matches the object holding each kind of mixed value: none, int, bool, float, double, string, data, date, object, object id, decimal and UUID.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testEqualAnyRealmValue
func testSuiteQueryMixedEqualsText() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    let circle = ModernCircleObject()
    try realm.write {
        realm.add(object)
        realm.add(circle)
    }
    let values: [AnyRealmValue] = [.none, .int(123), .bool(true), .float(123.456), .double(123.456), .string("FooBar"),
                                   .data(Data(repeating: 0, count: 64)), .date(Date(timeIntervalSince1970: 1000000)), .object(circle),
                                   .objectId(ObjectId("61184062c1d8f096a3695046")), .decimal128(Decimal128(123.456)),
                                   .uuid(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)]
    for value in values {
        try realm.write {
            object.anyCol = value
        }
        let query: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol == value }
        let (text, args) = query(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(text, "(anyCol == %@)")
        XCTAssertEqual(args.count, 1)
        XCTAssertEqual(NSPredicate(format: text, argumentArray: args), NSPredicate(format: "(anyCol == %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(query).count, 1)
    }
}

/// `anyCol != value` in a where closure is `(anyCol != %@)` with the value as its one argument, and matches nothing while the object holds that very value, for each kind of mixed value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testNotEqualAnyRealmValue
func testSuiteQueryMixedNotEqualsText() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    let circle = ModernCircleObject()
    try realm.write {
        realm.add(object)
        realm.add(circle)
    }
    let values: [AnyRealmValue] = [.none, .int(123), .bool(true), .float(123.456), .double(123.456), .string("FooBar"),
                                   .data(Data(repeating: 0, count: 64)), .date(Date(timeIntervalSince1970: 1000000)), .object(circle),
                                   .objectId(ObjectId("61184062c1d8f096a3695046")), .decimal128(Decimal128(123.456)),
                                   .uuid(UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!)]
    for value in values {
        try realm.write {
            object.anyCol = value
        }
        let query: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol != value }
        let (text, args) = query(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(text, "(anyCol != %@)")
        XCTAssertEqual(args.count, 1)
        XCTAssertEqual(NSPredicate(format: text, argumentArray: args), NSPredicate(format: "(anyCol != %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(query).count, 0)
    }
}

/// `objectCol == object` in a where closure is `(objectCol == %@)` with the object as its argument, and matches the one object linking to it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testEqualObject
func testSuiteQueryLinkEqualsText() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    let nested = ModernAllTypesObject()
    try realm.write {
        realm.add(object)
        object.objectCol = nested
    }
    let query: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.objectCol == nested }
    let (text, args) = query(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(text, "(objectCol == %@)")
    XCTAssertEqual(args.count, 1)
    XCTAssertEqual(NSPredicate(format: text, argumentArray: args), NSPredicate(format: "(objectCol == %@)", argumentArray: [nested]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(query).count, 1)
}

/// `objectCol != object` in a where closure is `(objectCol != %@)`; of the linking object and the linked one, only the linked one (whose own link is nil) matches.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testNotEqualObject
func testSuiteQueryLinkNotEqualsText() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    let nested = ModernAllTypesObject()
    try realm.write {
        realm.add(object)
        object.objectCol = nested
    }
    let query: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.objectCol != nested }
    let (text, args) = query(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(text, "(objectCol != %@)")
    XCTAssertEqual(args.count, 1)
    XCTAssertEqual(NSPredicate(format: text, argumentArray: args), NSPredicate(format: "(objectCol != %@)", argumentArray: [nested]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(query).count, 1)
}

/// `anyCol > value` and `anyCol >= value` are `(anyCol > %@)` and `(anyCol >= %@)`; against the value stored, `>` matches nothing and `>=` the object, for an int, a float, a double, a date and a decimal.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testGreaterThanNumericAnyRealmValue
func testSuiteQueryMixedGreaterNumericText() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    try realm.write {
        realm.add(object)
    }
    let values: [AnyRealmValue] = [.int(123), .float(123.456), .double(123.456), .date(Date(timeIntervalSince1970: 1000000)), .decimal128(Decimal128(123.456))]
    for value in values {
        try realm.write {
            object.anyCol = value
        }
        let strict: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol > value }
        let (t1, a1) = strict(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(t1, "(anyCol > %@)")
        XCTAssertEqual(a1.count, 1)
        XCTAssertEqual(NSPredicate(format: t1, argumentArray: a1), NSPredicate(format: "(anyCol > %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(strict).count, 0)
        let loose: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol >= value }
        let (t2, a2) = loose(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(t2, "(anyCol >= %@)")
        XCTAssertEqual(a2.count, 1)
        XCTAssertEqual(NSPredicate(format: t2, argumentArray: a2), NSPredicate(format: "(anyCol >= %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(loose).count, 1)
    }
}

/// `anyCol < value` and `anyCol <= value` are `(anyCol < %@)` and `(anyCol <= %@)`; against the value stored, `<` matches nothing and `<=` the object, for an int, a float, a double, a date and a decimal.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testLessThanNumericAnyRealmValue
func testSuiteQueryMixedLessNumericText() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    try realm.write {
        realm.add(object)
    }
    let values: [AnyRealmValue] = [.int(123), .float(123.456), .double(123.456), .date(Date(timeIntervalSince1970: 1000000)), .decimal128(Decimal128(123.456))]
    for value in values {
        try realm.write {
            object.anyCol = value
        }
        let strict: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol < value }
        let (t1, a1) = strict(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(t1, "(anyCol < %@)")
        XCTAssertEqual(a1.count, 1)
        XCTAssertEqual(NSPredicate(format: t1, argumentArray: a1), NSPredicate(format: "(anyCol < %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(strict).count, 0)
        let loose: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol <= value }
        let (t2, a2) = loose(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(t2, "(anyCol <= %@)")
        XCTAssertEqual(a2.count, 1)
        XCTAssertEqual(NSPredicate(format: t2, argumentArray: a2), NSPredicate(format: "(anyCol <= %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(loose).count, 1)
    }
}

/// `anyCol > .string(s)` and `anyCol >= .string(s)` are `(anyCol > %@)` and `(anyCol >= %@)`; against the string stored, `>` matches nothing and `>=` the object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testGreaterThanStringAnyRealmValue
func testSuiteQueryMixedGreaterStringText() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    try realm.write {
        realm.add(object)
    }
    let values: [AnyRealmValue] = [.string("FooBar")]
    for value in values {
        try realm.write {
            object.anyCol = value
        }
        let strict: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol > value }
        let (t1, a1) = strict(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(t1, "(anyCol > %@)")
        XCTAssertEqual(a1.count, 1)
        XCTAssertEqual(NSPredicate(format: t1, argumentArray: a1), NSPredicate(format: "(anyCol > %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(strict).count, 0)
        let loose: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol >= value }
        let (t2, a2) = loose(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(t2, "(anyCol >= %@)")
        XCTAssertEqual(a2.count, 1)
        XCTAssertEqual(NSPredicate(format: t2, argumentArray: a2), NSPredicate(format: "(anyCol >= %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(loose).count, 1)
    }
}

/// `anyCol < .string(s)` and `anyCol <= .string(s)` are `(anyCol < %@)` and `(anyCol <= %@)`; against the string stored, `<` matches nothing and `<=` the object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testLessThanStringAnyRealmValue
func testSuiteQueryMixedLessStringText() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    try realm.write {
        realm.add(object)
    }
    let values: [AnyRealmValue] = [.string("FooBar")]
    for value in values {
        try realm.write {
            object.anyCol = value
        }
        let strict: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol < value }
        let (t1, a1) = strict(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(t1, "(anyCol < %@)")
        XCTAssertEqual(a1.count, 1)
        XCTAssertEqual(NSPredicate(format: t1, argumentArray: a1), NSPredicate(format: "(anyCol < %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(strict).count, 0)
        let loose: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol <= value }
        let (t2, a2) = loose(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(t2, "(anyCol <= %@)")
        XCTAssertEqual(a2.count, 1)
        XCTAssertEqual(NSPredicate(format: t2, argumentArray: a2), NSPredicate(format: "(anyCol <= %@)", argumentArray: [value]))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(loose).count, 1)
    }
}

/// A where closure testing the linking objects: `contains(object)` is `(%@ IN linkingObjects)`, `containsAny(in: objects)` is `(ANY linkingObjects IN %@)`, each negated with `NOT` inside the parenthesis; an object no object links to matches neither, and both negations.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testLinkingObjects
func testSuiteQueryLinkingObjectsText() throws {
    let realm = try Realm()
    try realm.write {
        realm.add(ModernAllTypesObject())
    }
    let objects = Array(realm.objects(ModernAllTypesObject.self))
    let first = objects.first!
    let contains: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.linkingObjects.contains(first) }
    let (t1, a1) = contains(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t1, "(%@ IN linkingObjects)")
    XCTAssertEqual(a1.count, 1)
    XCTAssertEqual(NSPredicate(format: t1, argumentArray: a1), NSPredicate(format: "(%@ IN linkingObjects)", argumentArray: [first]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(contains).count, 0)

    let containsAny: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.linkingObjects.containsAny(in: objects) }
    let (t2, a2) = containsAny(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t2, "(ANY linkingObjects IN %@)")
    XCTAssertEqual(a2.count, 1)
    XCTAssertEqual(NSPredicate(format: t2, argumentArray: a2), NSPredicate(format: "(ANY linkingObjects IN %@)", argumentArray: [objects]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(containsAny).count, 0)

    let notContains: (Query<ModernAllTypesObject>) -> Query<Bool> = { !$0.linkingObjects.contains(first) }
    let (t3, a3) = notContains(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t3, "(NOT %@ IN linkingObjects)")
    XCTAssertEqual(a3.count, 1)
    XCTAssertEqual(NSPredicate(format: t3, argumentArray: a3), NSPredicate(format: "(NOT %@ IN linkingObjects)", argumentArray: [first]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(notContains).count, 1)

    let notContainsAny: (Query<ModernAllTypesObject>) -> Query<Bool> = { !$0.linkingObjects.containsAny(in: objects) }
    let (t4, a4) = notContainsAny(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t4, "(NOT ANY linkingObjects IN %@)")
    XCTAssertEqual(a4.count, 1)
    XCTAssertEqual(NSPredicate(format: t4, argumentArray: a4), NSPredicate(format: "(NOT ANY linkingObjects IN %@)", argumentArray: [objects]))
    XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(notContainsAny).count, 1)
}

/// `avg`, `max`, `min` and `sum` of a property that is a single value build `intCol.@avg` and the like, which Realm refuses when the query is made: the property is not a link or collection and can only end a key path.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testAggregateNotSupported
func testSuiteQueryAggregateOfSingleValueRefused() throws {
    let realm = try Realm()
    let all = realm.objects(ModernAllTypesObject.self)
    assertThrows(all.where { $0.intCol.avg == 1 }, .invalidQuery,
                 reason: "Invalid keypath 'intCol.@avg': Property 'ModernAllTypesObject.intCol' is not a link or collection and can only appear at the end of a keypath.")
    assertThrows(all.where { $0.doubleCol.max != 1 }, .invalidQuery,
                 reason: "Invalid keypath 'doubleCol.@max': Property 'ModernAllTypesObject.doubleCol' is not a link or collection and can only appear at the end of a keypath.")
    assertThrows(all.where { $0.dateCol.min > Date() }, .invalidQuery,
                 reason: "Invalid keypath 'dateCol.@min': Property 'ModernAllTypesObject.dateCol' is not a link or collection and can only appear at the end of a keypath.")
    assertThrows(all.where { $0.decimalCol.sum < 1 }, .invalidQuery,
                 reason: "Invalid keypath 'decimalCol.@sum': Property 'ModernAllTypesObject.decimalCol' is not a link or collection and can only appear at the end of a keypath.")
}

/// A key path after a map subscript in a where closure (`$0.map["foo"].objectCol.intCol`) is refused while the closure runs: a key path cannot be applied to a map subscript.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testMapSubscriptObject
func testSuiteQueryKeyPathAfterMapSubscriptRefused() throws {
    let realm = try Realm()
    assertThrows(realm.objects(ModernCollectionObject.self).where { $0.map["foo"].objectCol.intCol == 5 },
                 reason: "Cannot apply key path to Map subscripts.")
}

/// A subquery in a where closure, `(collection comparison).count op n`, is the SDK's `SUBQUERY(collection, $colN, …).@count`: key paths through the collection start at its element, other key paths are read from the element too, a subquery nests inside another with the next number, and the counts follow the objects the list and the set hold; a subquery with no key path through a collection is refused while the query is built.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testSubquery
func testSuiteQuerySubquery() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    object.intCol = 3
    object.stringCol = "Foó"
    try realm.write {
        realm.add(object)
    }
    let all = realm.objects(ModernAllTypesObject.self)

    let notInList: (Query<ModernAllTypesObject>) -> Query<Bool> = { ($0.arrayCol.intCol != 123).count > 0 }
    let (t1, a1) = notInList(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t1, "(SUBQUERY(arrayCol, $col1, ($col1.intCol != %@)).@count > %@)")
    XCTAssertEqual(NSPredicate(format: t1, argumentArray: a1),
                   NSPredicate(format: "(SUBQUERY(arrayCol, $col1, ($col1.intCol != %@)).@count > %@)", argumentArray: [123, 0]))
    XCTAssertEqual(all.where(notInList).count, 0)

    let withList: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.intCol == 5 && ($0.arrayCol.stringCol == "Bar").count == 0 }
    let (t2, a2) = withList(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t2, "((intCol == %@) && (SUBQUERY(arrayCol, $col1, ($col1.stringCol == %@)).@count == %@))")
    XCTAssertEqual(NSPredicate(format: t2, argumentArray: a2),
                   NSPredicate(format: "((intCol == %@) && (SUBQUERY(arrayCol, $col1, ($col1.stringCol == %@)).@count == %@))", argumentArray: [5, "Bar", 0]))
    XCTAssertEqual(all.where(withList).count, 0)

    let withSet: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.intCol == 5 && ($0.setCol.stringCol == "Bar").count == 0 }
    let (t3, a3) = withSet(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t3, "((intCol == %@) && (SUBQUERY(setCol, $col1, ($col1.stringCol == %@)).@count == %@))")
    XCTAssertEqual(a3.count, 3)
    XCTAssertEqual(all.where(withSet).count, 0)

    try realm.write {
        let member = ModernAllTypesObject(value: ["intCol": 5, "stringCol": "Foo"])
        object.arrayCol.append(member)
        object.setCol.insert(member)
    }

    let counted: (Query<ModernAllTypesObject>) -> Query<Bool> = { ($0.arrayCol.arrayInt.count >= 0).count > 0 }
    let (t4, a4) = counted(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t4, "(SUBQUERY(arrayCol, $col1, ($col1.arrayInt.@count >= %@)).@count > %@)")
    XCTAssertEqual(a4.count, 2)
    XCTAssertEqual(all.where(counted).count, 1)

    let nested: (Query<ModernAllTypesObject>) -> Query<Bool> = { ($0.arrayCol.arrayInt.count >= 0 && ($0.arrayCol.intCol != 123).count > 0).count > 0 }
    let (t5, a5) = nested(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t5, "(SUBQUERY(arrayCol, $col1, (($col1.arrayInt.@count >= %@) && (SUBQUERY(arrayCol, $col2, ($col2.intCol != %@)).@count > %@))).@count > %@)")
    XCTAssertEqual(NSPredicate(format: t5, argumentArray: a5),
                   NSPredicate(format: "(SUBQUERY(arrayCol, $col1, (($col1.arrayInt.@count >= %@) && (SUBQUERY(arrayCol, $col2, ($col2.intCol != %@)).@count > %@))).@count > %@)", argumentArray: [0, 123, 0, 0]))
    XCTAssertEqual(all.where(nested).count, 0)

    XCTAssertEqual(all.where(notInList).count, 1)

    let range: (Query<ModernAllTypesObject>) -> Query<Bool> = { ($0.arrayCol.intCol > 0 && $0.arrayCol.intCol <= 5).count > 0 }
    let (t6, a6) = range(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t6, "(SUBQUERY(arrayCol, $col1, (($col1.intCol > %@) && ($col1.intCol <= %@))).@count > %@)")
    XCTAssertEqual(a6.count, 3)
    XCTAssertEqual(all.where(range).count, 1)

    let two: (Query<ModernAllTypesObject>) -> Query<Bool> = { ($0.arrayCol.intCol == 5).count == 1 && ($0.arrayCol.stringCol == "Bar").count == 0 }
    let (t7, a7) = two(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t7, "((SUBQUERY(arrayCol, $col1, ($col1.intCol == %@)).@count == %@) && (SUBQUERY(arrayCol, $col2, ($col2.stringCol == %@)).@count == %@))")
    XCTAssertEqual(a7.count, 4)
    XCTAssertEqual(all.where(two).count, 1)

    XCTAssertEqual(all.where { ($0.intCol == 3) && ($0.setCol.stringCol == "Bar").count == 0 }.count, 1)
    let setBoth: (Query<ModernAllTypesObject>) -> Query<Bool> = { ($0.intCol == 3) && (($0.setCol.intCol == 5) && ($0.setCol.stringCol != "Blah")).count == 1 }
    let (t8, a8) = setBoth(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t8, "((intCol == %@) && (SUBQUERY(setCol, $col1, (($col1.intCol == %@) && ($col1.stringCol != %@))).@count == %@))")
    XCTAssertEqual(NSPredicate(format: t8, argumentArray: a8),
                   NSPredicate(format: "((intCol == %@) && (SUBQUERY(setCol, $col1, (($col1.intCol == %@) && ($col1.stringCol != %@))).@count == %@))", argumentArray: [3, 5, "Blah", 1]))
    XCTAssertEqual(all.where(setBoth).count, 1)

    let columns: (Query<ModernAllTypesObject>) -> Query<Bool> = { ($0.arrayCol.stringCol == $0.stringCol).count == 0 }
    let (t9, a9) = columns(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
    XCTAssertEqual(t9, "(SUBQUERY(arrayCol, $col1, ($col1.stringCol == stringCol)).@count == %@)")
    XCTAssertEqual(a9.count, 1)
    XCTAssertEqual(all.where(columns).count, 1)

    assertThrows(all.where { ($0.stringCol == $0.stringCol).count == 0 }, reason: "Subqueries must contain a keypath starting with a collection.")
}


/// Subscripts of an AnyRealmValue holding nested lists in a where closure: an index per level (`[%@]`), and `.any` (`[%K]` given `#any`) for any element of a level; each closure's text and argument count are the SDK's, and it matches the one object whose nested value is there. A string `"#any"` given as a key is a key, so it matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testNestedAnyRealmList
func testSuiteQueryNestedAnyRealmList() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    let level2 = AnyRealmValue.fromArray([.string("john"), .bool(false)])
    let level3 = AnyRealmValue.fromArray([level2, .double(76.54)])
    let level4 = AnyRealmValue.fromArray([level3, .int(99)])
    try realm.write {
        realm.add(object)
        object.anyCol = AnyRealmValue.fromArray([level4, .float(20.34)])
    }
    let check: ((Query<ModernAllTypesObject>) -> Query<Bool>, String, [Any], Int) -> Void = { query, text, arguments, count in
        let (built, values) = query(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(values.count, arguments.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: values), NSPredicate(format: text, argumentArray: arguments))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(query).count, count)
    }
    let q1: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[1] == .float(20.34) }
    check(q1, "(anyCol[%@] == %@)", [1, AnyRealmValue.float(20.34)], 1)
    let q2: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol.any == .float(20.34) }
    check(q2, "(anyCol[%K] == %@)", ["#any", AnyRealmValue.float(20.34)], 1)
    let q3: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][1] == .int(99) }
    check(q3, "(anyCol[%@][%@] == %@)", [0, 1, AnyRealmValue.int(99)], 1)
    let q4: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][0][1] == .double(76.54) }
    check(q4, "(anyCol[%@][%@][%@] == %@)", [0, 0, 1, AnyRealmValue.double(76.54)], 1)
    let q5: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][0].any == .double(76.54) }
    check(q5, "(anyCol[%@][%@][%K] == %@)", [0, 0, "#any", AnyRealmValue.double(76.54)], 1)
    let q6: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][0][0][0] == .string("john") }
    check(q6, "(anyCol[%@][%@][%@][%@] == %@)", [0, 0, 0, 0, AnyRealmValue.string("john")], 1)
    let q7: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][0][0][1] == .bool(false) }
    check(q7, "(anyCol[%@][%@][%@][%@] == %@)", [0, 0, 0, 1, AnyRealmValue.bool(false)], 1)
    let q8: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][0][0].any == .string("john") }
    check(q8, "(anyCol[%@][%@][%@][%K] == %@)", [0, 0, 0, "#any", AnyRealmValue.string("john")], 1)
    let q9: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][0][0].any == .bool(false) }
    check(q9, "(anyCol[%@][%@][%@][%K] == %@)", [0, 0, 0, "#any", AnyRealmValue.bool(false)], 1)
    let q10: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][1] >= .int(99) }
    check(q10, "(anyCol[%@][%@] >= %@)", [0, 1, AnyRealmValue.int(99)], 1)
    let q11: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][1] <= .int(99) }
    check(q11, "(anyCol[%@][%@] <= %@)", [0, 1, AnyRealmValue.int(99)], 1)
    let q12: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol[0][1] != .int(99) }
    check(q12, "(anyCol[%@][%@] != %@)", [0, 1, AnyRealmValue.int(99)], 0)
    let q13: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["#any"] == .float(20.34) }
    check(q13, "(anyCol[%@] == %@)", ["#any", AnyRealmValue.float(20.34)], 0)
}

/// Subscripts of an AnyRealmValue holding nested dictionaries in a where closure: a key per level (`[%@]`), and `.any` (`[%K]` given `#any`) for any value of a level; each closure's text and argument count are the SDK's, and it matches the one object whose nested value is there. A string `"#any"` given as a key is a key, so it matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testNestedAnyRealmDictionary
func testSuiteQueryNestedAnyRealmDictionary() throws {
    let realm = try Realm()
    let object = ModernAllTypesObject()
    let level2 = AnyRealmValue.fromDictionary(["key6": .string("john"), "key7": .bool(false)])
    let level3 = AnyRealmValue.fromDictionary(["key4": level2, "key5": .double(76.54)])
    let level4 = AnyRealmValue.fromDictionary(["key2": level3, "key3": .int(99)])
    try realm.write {
        realm.add(object)
        object.anyCol = AnyRealmValue.fromDictionary(["key0": level4, "key1": .float(20.34)])
    }
    let check: ((Query<ModernAllTypesObject>) -> Query<Bool>, String, [Any], Int) -> Void = { query, text, arguments, count in
        let (built, values) = query(Query<ModernAllTypesObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(values.count, arguments.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: values), NSPredicate(format: text, argumentArray: arguments))
        XCTAssertEqual(realm.objects(ModernAllTypesObject.self).where(query).count, count)
    }
    let q1: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key1"] == .float(20.34) }
    check(q1, "(anyCol[%@] == %@)", ["key1", AnyRealmValue.float(20.34)], 1)
    let q2: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol.any == .float(20.34) }
    check(q2, "(anyCol[%K] == %@)", ["#any", AnyRealmValue.float(20.34)], 1)
    let q3: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"]["key3"] == .int(99) }
    check(q3, "(anyCol[%@][%@] == %@)", ["key0", "key3", AnyRealmValue.int(99)], 1)
    let q4: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"].any == .int(99) }
    check(q4, "(anyCol[%@][%K] == %@)", ["key0", "#any", AnyRealmValue.int(99)], 1)
    let q5: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"]["key2"]["key5"] == .double(76.54) }
    check(q5, "(anyCol[%@][%@][%@] == %@)", ["key0", "key2", "key5", AnyRealmValue.double(76.54)], 1)
    let q6: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"]["key2"].any == .double(76.54) }
    check(q6, "(anyCol[%@][%@][%K] == %@)", ["key0", "key2", "#any", AnyRealmValue.double(76.54)], 1)
    let q7: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"]["key2"]["key4"]["key6"] == .string("john") }
    check(q7, "(anyCol[%@][%@][%@][%@] == %@)", ["key0", "key2", "key4", "key6", AnyRealmValue.string("john")], 1)
    let q8: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"]["key2"]["key4"]["key7"] == .bool(false) }
    check(q8, "(anyCol[%@][%@][%@][%@] == %@)", ["key0", "key2", "key4", "key7", AnyRealmValue.bool(false)], 1)
    let q9: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"].any >= .int(99) }
    check(q9, "(anyCol[%@][%K] >= %@)", ["key0", "#any", AnyRealmValue.int(99)], 1)
    let q10: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"].any <= .int(99) }
    check(q10, "(anyCol[%@][%K] <= %@)", ["key0", "#any", AnyRealmValue.int(99)], 1)
    let q11: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"]["key3"] != .int(99) }
    check(q11, "(anyCol[%@][%@] != %@)", ["key0", "key3", AnyRealmValue.int(99)], 0)
    let q12: (Query<ModernAllTypesObject>) -> Query<Bool> = { $0.anyCol["key0"]["#any"] == .int(99) }
    check(q12, "(anyCol[%@][%@] == %@)", ["key0", "#any", AnyRealmValue.int(99)], 0)
}

// A value stored as its Bool: Realm persists and queries the persisted value.
struct BoolWrapper: CustomPersistable {
    typealias PersistedType = Bool
    var persistableValue: Bool
    init(persistedValue: Bool) { self.persistableValue = persistedValue }
}

// A value stored as its Int: Realm persists and queries the persisted value.
struct IntWrapper: CustomPersistable {
    typealias PersistedType = Int
    var persistableValue: Int
    init(persistedValue: Int) { self.persistableValue = persistedValue }
}

// A value stored as its Int8: Realm persists and queries the persisted value.
struct Int8Wrapper: CustomPersistable {
    typealias PersistedType = Int8
    var persistableValue: Int8
    init(persistedValue: Int8) { self.persistableValue = persistedValue }
}

// A value stored as its Int16: Realm persists and queries the persisted value.
struct Int16Wrapper: CustomPersistable {
    typealias PersistedType = Int16
    var persistableValue: Int16
    init(persistedValue: Int16) { self.persistableValue = persistedValue }
}

// A value stored as its Int32: Realm persists and queries the persisted value.
struct Int32Wrapper: CustomPersistable {
    typealias PersistedType = Int32
    var persistableValue: Int32
    init(persistedValue: Int32) { self.persistableValue = persistedValue }
}

// A value stored as its Int64: Realm persists and queries the persisted value.
struct Int64Wrapper: CustomPersistable {
    typealias PersistedType = Int64
    var persistableValue: Int64
    init(persistedValue: Int64) { self.persistableValue = persistedValue }
}

// A value stored as its Float: Realm persists and queries the persisted value.
struct FloatWrapper: CustomPersistable {
    typealias PersistedType = Float
    var persistableValue: Float
    init(persistedValue: Float) { self.persistableValue = persistedValue }
}

// A value stored as its Double: Realm persists and queries the persisted value.
struct DoubleWrapper: CustomPersistable {
    typealias PersistedType = Double
    var persistableValue: Double
    init(persistedValue: Double) { self.persistableValue = persistedValue }
}

// A value stored as its String: Realm persists and queries the persisted value.
struct StringWrapper: CustomPersistable {
    typealias PersistedType = String
    var persistableValue: String
    init(persistedValue: String) { self.persistableValue = persistedValue }
}

// A value stored as its Data: Realm persists and queries the persisted value.
struct DataWrapper: CustomPersistable {
    typealias PersistedType = Data
    var persistableValue: Data
    init(persistedValue: Data) { self.persistableValue = persistedValue }
}

// A value stored as its Date: Realm persists and queries the persisted value.
struct DateWrapper: CustomPersistable {
    typealias PersistedType = Date
    var persistableValue: Date
    init(persistedValue: Date) { self.persistableValue = persistedValue }
}

// A value stored as its Decimal128: Realm persists and queries the persisted value.
struct Decimal128Wrapper: CustomPersistable {
    typealias PersistedType = Decimal128
    var persistableValue: Decimal128
    init(persistedValue: Decimal128) { self.persistableValue = persistedValue }
}

// A value stored as its ObjectId: Realm persists and queries the persisted value.
struct ObjectIdWrapper: CustomPersistable {
    typealias PersistedType = ObjectId
    var persistableValue: ObjectId
    init(persistedValue: ObjectId) { self.persistableValue = persistedValue }
}

// A value stored as its UUID: Realm persists and queries the persisted value.
struct UUIDWrapper: CustomPersistable {
    typealias PersistedType = UUID
    var persistableValue: UUID
    init(persistedValue: UUID) { self.persistableValue = persistedValue }
}

// One property of each wrapper above, and one optional of each.
class AllCustomPersistableTypes: Object {
    @Persisted var bool: BoolWrapper
    @Persisted var int: IntWrapper
    @Persisted var int8: Int8Wrapper
    @Persisted var int16: Int16Wrapper
    @Persisted var int32: Int32Wrapper
    @Persisted var int64: Int64Wrapper
    @Persisted var float: FloatWrapper
    @Persisted var double: DoubleWrapper
    @Persisted var string: StringWrapper
    @Persisted var binary: DataWrapper
    @Persisted var date: DateWrapper
    @Persisted var decimal: Decimal128Wrapper
    @Persisted var objectId: ObjectIdWrapper
    @Persisted var uuid: UUIDWrapper
    @Persisted var optBool: BoolWrapper?
    @Persisted var optInt: IntWrapper?
    @Persisted var optInt8: Int8Wrapper?
    @Persisted var optInt16: Int16Wrapper?
    @Persisted var optInt32: Int32Wrapper?
    @Persisted var optInt64: Int64Wrapper?
    @Persisted var optFloat: FloatWrapper?
    @Persisted var optDouble: DoubleWrapper?
    @Persisted var optString: StringWrapper?
    @Persisted var optBinary: DataWrapper?
    @Persisted var optDate: DateWrapper?
    @Persisted var optDecimal: Decimal128Wrapper?
    @Persisted var optObjectId: ObjectIdWrapper?
    @Persisted var optUuid: UUIDWrapper?
}

// An Int-backed and a String-backed persistable enum.
enum ModernIntEnum: Int, PersistableEnum {
    case value1 = 1, value2 = 3, value3 = 5
}

// The string raw values sort a < c < e, and the last one is the stored string.
enum ModernStringEnum: String, PersistableEnum {
    case value1 = "a", value2 = "c", value3 = "e", value4 = "Foó"
}

// Every scalar column of the SDK suite's object, non-optional and optional, a few collections of Bool and Int, and a link and a list of the same class.
class ModernScalarsObject: Object {
    @Persisted(primaryKey: true) var pk: ObjectId
    @Persisted var boolCol: Bool
    @Persisted var intCol: Int
    @Persisted var int8Col: Int8
    @Persisted var int16Col: Int16
    @Persisted var int32Col: Int32
    @Persisted var int64Col: Int64
    @Persisted var floatCol: Float
    @Persisted var doubleCol: Double
    @Persisted var stringCol: String
    @Persisted var binaryCol: Data
    @Persisted var dateCol: Date
    @Persisted var decimalCol: Decimal128
    @Persisted var objectIdCol: ObjectId
    @Persisted var uuidCol: UUID
    @Persisted var intEnumCol: ModernIntEnum
    @Persisted var stringEnumCol: ModernStringEnum
    @Persisted var optBoolCol: Bool?
    @Persisted var optIntCol: Int?
    @Persisted var optInt8Col: Int8?
    @Persisted var optInt16Col: Int16?
    @Persisted var optInt32Col: Int32?
    @Persisted var optInt64Col: Int64?
    @Persisted var optFloatCol: Float?
    @Persisted var optDoubleCol: Double?
    @Persisted var optStringCol: String?
    @Persisted var optBinaryCol: Data?
    @Persisted var optDateCol: Date?
    @Persisted var optDecimalCol: Decimal128?
    @Persisted var optObjectIdCol: ObjectId?
    @Persisted var optUuidCol: UUID?
    @Persisted var optIntEnumCol: ModernIntEnum?
    @Persisted var optStringEnumCol: ModernStringEnum?
    @Persisted var arrayBool: List<Bool>
    @Persisted var arrayOptBool: List<Bool?>
    @Persisted var setBool: MutableSet<Bool>
    @Persisted var setOptBool: MutableSet<Bool?>
    @Persisted var mapBool: Map<String, Bool>
    @Persisted var mapOptBool: Map<String, Bool?>
    @Persisted var arrayInt: List<Int>
    @Persisted var arrayOptInt: List<Int?>
    @Persisted var mapInt: Map<String, Int>
    @Persisted var mapOptInt: Map<String, Int?>
    @Persisted var objectCol: ModernScalarsObject?
    @Persisted var arrayCol: List<ModernScalarsObject>
}

/// `==` and `!=` in a where closure on every scalar column, persistable enum and custom-persistable wrapper, optional or not, against the stored value: `(name == %@)` with the value as the one argument (the wrapper's persisted value), one match for `==` and none for `!=`; `== nil` matches no set optional and `!= nil` matches it, with NSNull as the argument.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testEquals
func testSuiteQueryEqualsEveryColumn() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(boolCol == %@)", [false], 1, { $0.boolCol == false }),
        ("(boolCol != %@)", [false], 0, { $0.boolCol != false }),
        ("(intCol == %@)", [3], 1, { $0.intCol == 3 }),
        ("(intCol != %@)", [3], 0, { $0.intCol != 3 }),
        ("(int8Col == %@)", [Int8(9)], 1, { $0.int8Col == Int8(9) }),
        ("(int8Col != %@)", [Int8(9)], 0, { $0.int8Col != Int8(9) }),
        ("(int16Col == %@)", [Int16(17)], 1, { $0.int16Col == Int16(17) }),
        ("(int16Col != %@)", [Int16(17)], 0, { $0.int16Col != Int16(17) }),
        ("(int32Col == %@)", [Int32(33)], 1, { $0.int32Col == Int32(33) }),
        ("(int32Col != %@)", [Int32(33)], 0, { $0.int32Col != Int32(33) }),
        ("(int64Col == %@)", [Int64(65)], 1, { $0.int64Col == Int64(65) }),
        ("(int64Col != %@)", [Int64(65)], 0, { $0.int64Col != Int64(65) }),
        ("(floatCol == %@)", [Float(6.55444333)], 1, { $0.floatCol == Float(6.55444333) }),
        ("(floatCol != %@)", [Float(6.55444333)], 0, { $0.floatCol != Float(6.55444333) }),
        ("(doubleCol == %@)", [234.567], 1, { $0.doubleCol == 234.567 }),
        ("(doubleCol != %@)", [234.567], 0, { $0.doubleCol != 234.567 }),
        ("(stringCol == %@)", ["Foó"], 1, { $0.stringCol == "Foó" }),
        ("(stringCol != %@)", ["Foó"], 0, { $0.stringCol != "Foó" }),
        ("(binaryCol == %@)", [Data(count: 128)], 1, { $0.binaryCol == Data(count: 128) }),
        ("(binaryCol != %@)", [Data(count: 128)], 0, { $0.binaryCol != Data(count: 128) }),
        ("(dateCol == %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.dateCol == Date(timeIntervalSince1970: 2000000) }),
        ("(dateCol != %@)", [Date(timeIntervalSince1970: 2000000)], 0, { $0.dateCol != Date(timeIntervalSince1970: 2000000) }),
        ("(decimalCol == %@)", [Decimal128(234.567)], 1, { $0.decimalCol == Decimal128(234.567) }),
        ("(decimalCol != %@)", [Decimal128(234.567)], 0, { $0.decimalCol != Decimal128(234.567) }),
        ("(objectIdCol == %@)", [ObjectId("61184062c1d8f096a3695045")], 1, { $0.objectIdCol == ObjectId("61184062c1d8f096a3695045") }),
        ("(objectIdCol != %@)", [ObjectId("61184062c1d8f096a3695045")], 0, { $0.objectIdCol != ObjectId("61184062c1d8f096a3695045") }),
        ("(uuidCol == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 1, { $0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! }),
        ("(uuidCol != %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 0, { $0.uuidCol != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! }),
        ("(intEnumCol == %@)", [ModernIntEnum.value2], 1, { $0.intEnumCol == ModernIntEnum.value2 }),
        ("(intEnumCol != %@)", [ModernIntEnum.value2], 0, { $0.intEnumCol != ModernIntEnum.value2 }),
        ("(stringEnumCol == %@)", [ModernStringEnum.value2], 1, { $0.stringEnumCol == ModernStringEnum.value2 }),
        ("(stringEnumCol != %@)", [ModernStringEnum.value2], 0, { $0.stringEnumCol != ModernStringEnum.value2 }),
        ("(optBoolCol == %@)", [false], 1, { $0.optBoolCol == false }),
        ("(optBoolCol != %@)", [false], 0, { $0.optBoolCol != false }),
        ("(optIntCol == %@)", [3], 1, { $0.optIntCol == 3 }),
        ("(optIntCol != %@)", [3], 0, { $0.optIntCol != 3 }),
        ("(optInt8Col == %@)", [Int8(9)], 1, { $0.optInt8Col == Int8(9) }),
        ("(optInt8Col != %@)", [Int8(9)], 0, { $0.optInt8Col != Int8(9) }),
        ("(optInt16Col == %@)", [Int16(17)], 1, { $0.optInt16Col == Int16(17) }),
        ("(optInt16Col != %@)", [Int16(17)], 0, { $0.optInt16Col != Int16(17) }),
        ("(optInt32Col == %@)", [Int32(33)], 1, { $0.optInt32Col == Int32(33) }),
        ("(optInt32Col != %@)", [Int32(33)], 0, { $0.optInt32Col != Int32(33) }),
        ("(optInt64Col == %@)", [Int64(65)], 1, { $0.optInt64Col == Int64(65) }),
        ("(optInt64Col != %@)", [Int64(65)], 0, { $0.optInt64Col != Int64(65) }),
        ("(optFloatCol == %@)", [Float(6.55444333)], 1, { $0.optFloatCol == Float(6.55444333) }),
        ("(optFloatCol != %@)", [Float(6.55444333)], 0, { $0.optFloatCol != Float(6.55444333) }),
        ("(optDoubleCol == %@)", [234.567], 1, { $0.optDoubleCol == 234.567 }),
        ("(optDoubleCol != %@)", [234.567], 0, { $0.optDoubleCol != 234.567 }),
        ("(optStringCol == %@)", ["Foó"], 1, { $0.optStringCol == "Foó" }),
        ("(optStringCol != %@)", ["Foó"], 0, { $0.optStringCol != "Foó" }),
        ("(optBinaryCol == %@)", [Data(count: 128)], 1, { $0.optBinaryCol == Data(count: 128) }),
        ("(optBinaryCol != %@)", [Data(count: 128)], 0, { $0.optBinaryCol != Data(count: 128) }),
        ("(optDateCol == %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.optDateCol == Date(timeIntervalSince1970: 2000000) }),
        ("(optDateCol != %@)", [Date(timeIntervalSince1970: 2000000)], 0, { $0.optDateCol != Date(timeIntervalSince1970: 2000000) }),
        ("(optDecimalCol == %@)", [Decimal128(234.567)], 1, { $0.optDecimalCol == Decimal128(234.567) }),
        ("(optDecimalCol != %@)", [Decimal128(234.567)], 0, { $0.optDecimalCol != Decimal128(234.567) }),
        ("(optObjectIdCol == %@)", [ObjectId("61184062c1d8f096a3695045")], 1, { $0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045") }),
        ("(optObjectIdCol != %@)", [ObjectId("61184062c1d8f096a3695045")], 0, { $0.optObjectIdCol != ObjectId("61184062c1d8f096a3695045") }),
        ("(optUuidCol == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 1, { $0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! }),
        ("(optUuidCol != %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 0, { $0.optUuidCol != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! }),
        ("(optIntEnumCol == %@)", [ModernIntEnum.value2], 1, { $0.optIntEnumCol == ModernIntEnum.value2 }),
        ("(optIntEnumCol != %@)", [ModernIntEnum.value2], 0, { $0.optIntEnumCol != ModernIntEnum.value2 }),
        ("(optStringEnumCol == %@)", [ModernStringEnum.value2], 1, { $0.optStringEnumCol == ModernStringEnum.value2 }),
        ("(optStringEnumCol != %@)", [ModernStringEnum.value2], 0, { $0.optStringEnumCol != ModernStringEnum.value2 }),
        ("(optBoolCol == %@)", [NSNull()], 0, { $0.optBoolCol == nil }),
        ("(optBoolCol != %@)", [NSNull()], 1, { $0.optBoolCol != nil }),
        ("(optIntCol == %@)", [NSNull()], 0, { $0.optIntCol == nil }),
        ("(optIntCol != %@)", [NSNull()], 1, { $0.optIntCol != nil }),
        ("(optInt8Col == %@)", [NSNull()], 0, { $0.optInt8Col == nil }),
        ("(optInt8Col != %@)", [NSNull()], 1, { $0.optInt8Col != nil }),
        ("(optInt16Col == %@)", [NSNull()], 0, { $0.optInt16Col == nil }),
        ("(optInt16Col != %@)", [NSNull()], 1, { $0.optInt16Col != nil }),
        ("(optInt32Col == %@)", [NSNull()], 0, { $0.optInt32Col == nil }),
        ("(optInt32Col != %@)", [NSNull()], 1, { $0.optInt32Col != nil }),
        ("(optInt64Col == %@)", [NSNull()], 0, { $0.optInt64Col == nil }),
        ("(optInt64Col != %@)", [NSNull()], 1, { $0.optInt64Col != nil }),
        ("(optFloatCol == %@)", [NSNull()], 0, { $0.optFloatCol == nil }),
        ("(optFloatCol != %@)", [NSNull()], 1, { $0.optFloatCol != nil }),
        ("(optDoubleCol == %@)", [NSNull()], 0, { $0.optDoubleCol == nil }),
        ("(optDoubleCol != %@)", [NSNull()], 1, { $0.optDoubleCol != nil }),
        ("(optStringCol == %@)", [NSNull()], 0, { $0.optStringCol == nil }),
        ("(optStringCol != %@)", [NSNull()], 1, { $0.optStringCol != nil }),
        ("(optBinaryCol == %@)", [NSNull()], 0, { $0.optBinaryCol == nil }),
        ("(optBinaryCol != %@)", [NSNull()], 1, { $0.optBinaryCol != nil }),
        ("(optDateCol == %@)", [NSNull()], 0, { $0.optDateCol == nil }),
        ("(optDateCol != %@)", [NSNull()], 1, { $0.optDateCol != nil }),
        ("(optDecimalCol == %@)", [NSNull()], 0, { $0.optDecimalCol == nil }),
        ("(optDecimalCol != %@)", [NSNull()], 1, { $0.optDecimalCol != nil }),
        ("(optObjectIdCol == %@)", [NSNull()], 0, { $0.optObjectIdCol == nil }),
        ("(optObjectIdCol != %@)", [NSNull()], 1, { $0.optObjectIdCol != nil }),
        ("(optUuidCol == %@)", [NSNull()], 0, { $0.optUuidCol == nil }),
        ("(optUuidCol != %@)", [NSNull()], 1, { $0.optUuidCol != nil }),
        ("(optIntEnumCol == %@)", [NSNull()], 0, { $0.optIntEnumCol == nil }),
        ("(optIntEnumCol != %@)", [NSNull()], 1, { $0.optIntEnumCol != nil }),
        ("(optStringEnumCol == %@)", [NSNull()], 0, { $0.optStringEnumCol == nil }),
        ("(optStringEnumCol != %@)", [NSNull()], 1, { $0.optStringEnumCol != nil }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(bool == %@)", [BoolWrapper(persistedValue: false)], 1, { $0.bool == BoolWrapper(persistedValue: false) }),
        ("(bool != %@)", [BoolWrapper(persistedValue: false)], 0, { $0.bool != BoolWrapper(persistedValue: false) }),
        ("(int == %@)", [IntWrapper(persistedValue: 3)], 1, { $0.int == IntWrapper(persistedValue: 3) }),
        ("(int != %@)", [IntWrapper(persistedValue: 3)], 0, { $0.int != IntWrapper(persistedValue: 3) }),
        ("(int8 == %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.int8 == Int8Wrapper(persistedValue: Int8(9)) }),
        ("(int8 != %@)", [Int8Wrapper(persistedValue: Int8(9))], 0, { $0.int8 != Int8Wrapper(persistedValue: Int8(9)) }),
        ("(int16 == %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.int16 == Int16Wrapper(persistedValue: Int16(17)) }),
        ("(int16 != %@)", [Int16Wrapper(persistedValue: Int16(17))], 0, { $0.int16 != Int16Wrapper(persistedValue: Int16(17)) }),
        ("(int32 == %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.int32 == Int32Wrapper(persistedValue: Int32(33)) }),
        ("(int32 != %@)", [Int32Wrapper(persistedValue: Int32(33))], 0, { $0.int32 != Int32Wrapper(persistedValue: Int32(33)) }),
        ("(int64 == %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.int64 == Int64Wrapper(persistedValue: Int64(65)) }),
        ("(int64 != %@)", [Int64Wrapper(persistedValue: Int64(65))], 0, { $0.int64 != Int64Wrapper(persistedValue: Int64(65)) }),
        ("(float == %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.float == FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(float != %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 0, { $0.float != FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(double == %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.double == DoubleWrapper(persistedValue: 234.567) }),
        ("(double != %@)", [DoubleWrapper(persistedValue: 234.567)], 0, { $0.double != DoubleWrapper(persistedValue: 234.567) }),
        ("(string == %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string == StringWrapper(persistedValue: "Foó") }),
        ("(string != %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.string != StringWrapper(persistedValue: "Foó") }),
        ("(binary == %@)", [DataWrapper(persistedValue: Data(count: 128))], 1, { $0.binary == DataWrapper(persistedValue: Data(count: 128)) }),
        ("(binary != %@)", [DataWrapper(persistedValue: Data(count: 128))], 0, { $0.binary != DataWrapper(persistedValue: Data(count: 128)) }),
        ("(date == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(date != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { $0.date != DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(decimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(decimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { $0.decimal != Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(objectId == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 1, { $0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) }),
        ("(objectId != %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 0, { $0.objectId != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) }),
        ("(uuid == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 1, { $0.uuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("(uuid != %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 0, { $0.uuid != UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("(optBool == %@)", [BoolWrapper(persistedValue: false)], 1, { $0.optBool == BoolWrapper(persistedValue: false) }),
        ("(optBool != %@)", [BoolWrapper(persistedValue: false)], 0, { $0.optBool != BoolWrapper(persistedValue: false) }),
        ("(optInt == %@)", [IntWrapper(persistedValue: 3)], 1, { $0.optInt == IntWrapper(persistedValue: 3) }),
        ("(optInt != %@)", [IntWrapper(persistedValue: 3)], 0, { $0.optInt != IntWrapper(persistedValue: 3) }),
        ("(optInt8 == %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.optInt8 == Int8Wrapper(persistedValue: Int8(9)) }),
        ("(optInt8 != %@)", [Int8Wrapper(persistedValue: Int8(9))], 0, { $0.optInt8 != Int8Wrapper(persistedValue: Int8(9)) }),
        ("(optInt16 == %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.optInt16 == Int16Wrapper(persistedValue: Int16(17)) }),
        ("(optInt16 != %@)", [Int16Wrapper(persistedValue: Int16(17))], 0, { $0.optInt16 != Int16Wrapper(persistedValue: Int16(17)) }),
        ("(optInt32 == %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.optInt32 == Int32Wrapper(persistedValue: Int32(33)) }),
        ("(optInt32 != %@)", [Int32Wrapper(persistedValue: Int32(33))], 0, { $0.optInt32 != Int32Wrapper(persistedValue: Int32(33)) }),
        ("(optInt64 == %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.optInt64 == Int64Wrapper(persistedValue: Int64(65)) }),
        ("(optInt64 != %@)", [Int64Wrapper(persistedValue: Int64(65))], 0, { $0.optInt64 != Int64Wrapper(persistedValue: Int64(65)) }),
        ("(optFloat == %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.optFloat == FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(optFloat != %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 0, { $0.optFloat != FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(optDouble == %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.optDouble == DoubleWrapper(persistedValue: 234.567) }),
        ("(optDouble != %@)", [DoubleWrapper(persistedValue: 234.567)], 0, { $0.optDouble != DoubleWrapper(persistedValue: 234.567) }),
        ("(optString == %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString == StringWrapper(persistedValue: "Foó") }),
        ("(optString != %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.optString != StringWrapper(persistedValue: "Foó") }),
        ("(optBinary == %@)", [DataWrapper(persistedValue: Data(count: 128))], 1, { $0.optBinary == DataWrapper(persistedValue: Data(count: 128)) }),
        ("(optBinary != %@)", [DataWrapper(persistedValue: Data(count: 128))], 0, { $0.optBinary != DataWrapper(persistedValue: Data(count: 128)) }),
        ("(optDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(optDate != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { $0.optDate != DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(optDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(optDecimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { $0.optDecimal != Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(optObjectId == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 1, { $0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) }),
        ("(optObjectId != %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 0, { $0.optObjectId != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) }),
        ("(optUuid == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 1, { $0.optUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("(optUuid != %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 0, { $0.optUuid != UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("(optBool == %@)", [NSNull()], 0, { $0.optBool == nil }),
        ("(optBool != %@)", [NSNull()], 1, { $0.optBool != nil }),
        ("(optInt == %@)", [NSNull()], 0, { $0.optInt == nil }),
        ("(optInt != %@)", [NSNull()], 1, { $0.optInt != nil }),
        ("(optInt8 == %@)", [NSNull()], 0, { $0.optInt8 == nil }),
        ("(optInt8 != %@)", [NSNull()], 1, { $0.optInt8 != nil }),
        ("(optInt16 == %@)", [NSNull()], 0, { $0.optInt16 == nil }),
        ("(optInt16 != %@)", [NSNull()], 1, { $0.optInt16 != nil }),
        ("(optInt32 == %@)", [NSNull()], 0, { $0.optInt32 == nil }),
        ("(optInt32 != %@)", [NSNull()], 1, { $0.optInt32 != nil }),
        ("(optInt64 == %@)", [NSNull()], 0, { $0.optInt64 == nil }),
        ("(optInt64 != %@)", [NSNull()], 1, { $0.optInt64 != nil }),
        ("(optFloat == %@)", [NSNull()], 0, { $0.optFloat == nil }),
        ("(optFloat != %@)", [NSNull()], 1, { $0.optFloat != nil }),
        ("(optDouble == %@)", [NSNull()], 0, { $0.optDouble == nil }),
        ("(optDouble != %@)", [NSNull()], 1, { $0.optDouble != nil }),
        ("(optString == %@)", [NSNull()], 0, { $0.optString == nil }),
        ("(optString != %@)", [NSNull()], 1, { $0.optString != nil }),
        ("(optBinary == %@)", [NSNull()], 0, { $0.optBinary == nil }),
        ("(optBinary != %@)", [NSNull()], 1, { $0.optBinary != nil }),
        ("(optDate == %@)", [NSNull()], 0, { $0.optDate == nil }),
        ("(optDate != %@)", [NSNull()], 1, { $0.optDate != nil }),
        ("(optDecimal == %@)", [NSNull()], 0, { $0.optDecimal == nil }),
        ("(optDecimal != %@)", [NSNull()], 1, { $0.optDecimal != nil }),
        ("(optObjectId == %@)", [NSNull()], 0, { $0.optObjectId == nil }),
        ("(optObjectId != %@)", [NSNull()], 1, { $0.optObjectId != nil }),
        ("(optUuid == %@)", [NSNull()], 0, { $0.optUuid == nil }),
        ("(optUuid != %@)", [NSNull()], 1, { $0.optUuid != nil }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `>`, `>=`, `<` and `<=` in a where closure on every numeric and date column, the Int-backed enum and the numeric wrappers, optional or not, against the stored value: `(name > %@)` and so on with one argument, `>=` and `<=` match the object and `>` and `<` do not; against nil an optional's comparisons match nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testNumericComparisons
func testSuiteQueryNumericComparisonsEveryColumn() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(intCol > %@)", [3], 0, { $0.intCol > 3 }),
        ("(intCol >= %@)", [3], 1, { $0.intCol >= 3 }),
        ("(intCol < %@)", [3], 0, { $0.intCol < 3 }),
        ("(intCol <= %@)", [3], 1, { $0.intCol <= 3 }),
        ("(intEnumCol > %@)", [ModernIntEnum.value2], 0, { $0.intEnumCol > ModernIntEnum.value2 }),
        ("(intEnumCol >= %@)", [ModernIntEnum.value2], 1, { $0.intEnumCol >= ModernIntEnum.value2 }),
        ("(intEnumCol < %@)", [ModernIntEnum.value2], 0, { $0.intEnumCol < ModernIntEnum.value2 }),
        ("(intEnumCol <= %@)", [ModernIntEnum.value2], 1, { $0.intEnumCol <= ModernIntEnum.value2 }),
        ("(int8Col > %@)", [Int8(9)], 0, { $0.int8Col > Int8(9) }),
        ("(int8Col >= %@)", [Int8(9)], 1, { $0.int8Col >= Int8(9) }),
        ("(int8Col < %@)", [Int8(9)], 0, { $0.int8Col < Int8(9) }),
        ("(int8Col <= %@)", [Int8(9)], 1, { $0.int8Col <= Int8(9) }),
        ("(int16Col > %@)", [Int16(17)], 0, { $0.int16Col > Int16(17) }),
        ("(int16Col >= %@)", [Int16(17)], 1, { $0.int16Col >= Int16(17) }),
        ("(int16Col < %@)", [Int16(17)], 0, { $0.int16Col < Int16(17) }),
        ("(int16Col <= %@)", [Int16(17)], 1, { $0.int16Col <= Int16(17) }),
        ("(int32Col > %@)", [Int32(33)], 0, { $0.int32Col > Int32(33) }),
        ("(int32Col >= %@)", [Int32(33)], 1, { $0.int32Col >= Int32(33) }),
        ("(int32Col < %@)", [Int32(33)], 0, { $0.int32Col < Int32(33) }),
        ("(int32Col <= %@)", [Int32(33)], 1, { $0.int32Col <= Int32(33) }),
        ("(int64Col > %@)", [Int64(65)], 0, { $0.int64Col > Int64(65) }),
        ("(int64Col >= %@)", [Int64(65)], 1, { $0.int64Col >= Int64(65) }),
        ("(int64Col < %@)", [Int64(65)], 0, { $0.int64Col < Int64(65) }),
        ("(int64Col <= %@)", [Int64(65)], 1, { $0.int64Col <= Int64(65) }),
        ("(floatCol > %@)", [Float(6.55444333)], 0, { $0.floatCol > Float(6.55444333) }),
        ("(floatCol >= %@)", [Float(6.55444333)], 1, { $0.floatCol >= Float(6.55444333) }),
        ("(floatCol < %@)", [Float(6.55444333)], 0, { $0.floatCol < Float(6.55444333) }),
        ("(floatCol <= %@)", [Float(6.55444333)], 1, { $0.floatCol <= Float(6.55444333) }),
        ("(doubleCol > %@)", [234.567], 0, { $0.doubleCol > 234.567 }),
        ("(doubleCol >= %@)", [234.567], 1, { $0.doubleCol >= 234.567 }),
        ("(doubleCol < %@)", [234.567], 0, { $0.doubleCol < 234.567 }),
        ("(doubleCol <= %@)", [234.567], 1, { $0.doubleCol <= 234.567 }),
        ("(dateCol > %@)", [Date(timeIntervalSince1970: 2000000)], 0, { $0.dateCol > Date(timeIntervalSince1970: 2000000) }),
        ("(dateCol >= %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.dateCol >= Date(timeIntervalSince1970: 2000000) }),
        ("(dateCol < %@)", [Date(timeIntervalSince1970: 2000000)], 0, { $0.dateCol < Date(timeIntervalSince1970: 2000000) }),
        ("(dateCol <= %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.dateCol <= Date(timeIntervalSince1970: 2000000) }),
        ("(decimalCol > %@)", [Decimal128(234.567)], 0, { $0.decimalCol > Decimal128(234.567) }),
        ("(decimalCol >= %@)", [Decimal128(234.567)], 1, { $0.decimalCol >= Decimal128(234.567) }),
        ("(decimalCol < %@)", [Decimal128(234.567)], 0, { $0.decimalCol < Decimal128(234.567) }),
        ("(decimalCol <= %@)", [Decimal128(234.567)], 1, { $0.decimalCol <= Decimal128(234.567) }),
        ("(optIntCol > %@)", [3], 0, { $0.optIntCol > 3 }),
        ("(optIntCol >= %@)", [3], 1, { $0.optIntCol >= 3 }),
        ("(optIntCol < %@)", [3], 0, { $0.optIntCol < 3 }),
        ("(optIntCol <= %@)", [3], 1, { $0.optIntCol <= 3 }),
        ("(optIntEnumCol > %@)", [ModernIntEnum.value2], 0, { $0.optIntEnumCol > ModernIntEnum.value2 }),
        ("(optIntEnumCol >= %@)", [ModernIntEnum.value2], 1, { $0.optIntEnumCol >= ModernIntEnum.value2 }),
        ("(optIntEnumCol < %@)", [ModernIntEnum.value2], 0, { $0.optIntEnumCol < ModernIntEnum.value2 }),
        ("(optIntEnumCol <= %@)", [ModernIntEnum.value2], 1, { $0.optIntEnumCol <= ModernIntEnum.value2 }),
        ("(optInt8Col > %@)", [Int8(9)], 0, { $0.optInt8Col > Int8(9) }),
        ("(optInt8Col >= %@)", [Int8(9)], 1, { $0.optInt8Col >= Int8(9) }),
        ("(optInt8Col < %@)", [Int8(9)], 0, { $0.optInt8Col < Int8(9) }),
        ("(optInt8Col <= %@)", [Int8(9)], 1, { $0.optInt8Col <= Int8(9) }),
        ("(optInt16Col > %@)", [Int16(17)], 0, { $0.optInt16Col > Int16(17) }),
        ("(optInt16Col >= %@)", [Int16(17)], 1, { $0.optInt16Col >= Int16(17) }),
        ("(optInt16Col < %@)", [Int16(17)], 0, { $0.optInt16Col < Int16(17) }),
        ("(optInt16Col <= %@)", [Int16(17)], 1, { $0.optInt16Col <= Int16(17) }),
        ("(optInt32Col > %@)", [Int32(33)], 0, { $0.optInt32Col > Int32(33) }),
        ("(optInt32Col >= %@)", [Int32(33)], 1, { $0.optInt32Col >= Int32(33) }),
        ("(optInt32Col < %@)", [Int32(33)], 0, { $0.optInt32Col < Int32(33) }),
        ("(optInt32Col <= %@)", [Int32(33)], 1, { $0.optInt32Col <= Int32(33) }),
        ("(optInt64Col > %@)", [Int64(65)], 0, { $0.optInt64Col > Int64(65) }),
        ("(optInt64Col >= %@)", [Int64(65)], 1, { $0.optInt64Col >= Int64(65) }),
        ("(optInt64Col < %@)", [Int64(65)], 0, { $0.optInt64Col < Int64(65) }),
        ("(optInt64Col <= %@)", [Int64(65)], 1, { $0.optInt64Col <= Int64(65) }),
        ("(optFloatCol > %@)", [Float(6.55444333)], 0, { $0.optFloatCol > Float(6.55444333) }),
        ("(optFloatCol >= %@)", [Float(6.55444333)], 1, { $0.optFloatCol >= Float(6.55444333) }),
        ("(optFloatCol < %@)", [Float(6.55444333)], 0, { $0.optFloatCol < Float(6.55444333) }),
        ("(optFloatCol <= %@)", [Float(6.55444333)], 1, { $0.optFloatCol <= Float(6.55444333) }),
        ("(optDoubleCol > %@)", [234.567], 0, { $0.optDoubleCol > 234.567 }),
        ("(optDoubleCol >= %@)", [234.567], 1, { $0.optDoubleCol >= 234.567 }),
        ("(optDoubleCol < %@)", [234.567], 0, { $0.optDoubleCol < 234.567 }),
        ("(optDoubleCol <= %@)", [234.567], 1, { $0.optDoubleCol <= 234.567 }),
        ("(optDateCol > %@)", [Date(timeIntervalSince1970: 2000000)], 0, { $0.optDateCol > Date(timeIntervalSince1970: 2000000) }),
        ("(optDateCol >= %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.optDateCol >= Date(timeIntervalSince1970: 2000000) }),
        ("(optDateCol < %@)", [Date(timeIntervalSince1970: 2000000)], 0, { $0.optDateCol < Date(timeIntervalSince1970: 2000000) }),
        ("(optDateCol <= %@)", [Date(timeIntervalSince1970: 2000000)], 1, { $0.optDateCol <= Date(timeIntervalSince1970: 2000000) }),
        ("(optDecimalCol > %@)", [Decimal128(234.567)], 0, { $0.optDecimalCol > Decimal128(234.567) }),
        ("(optDecimalCol >= %@)", [Decimal128(234.567)], 1, { $0.optDecimalCol >= Decimal128(234.567) }),
        ("(optDecimalCol < %@)", [Decimal128(234.567)], 0, { $0.optDecimalCol < Decimal128(234.567) }),
        ("(optDecimalCol <= %@)", [Decimal128(234.567)], 1, { $0.optDecimalCol <= Decimal128(234.567) }),
        ("(optIntCol > %@)", [NSNull()], 0, { $0.optIntCol > nil }),
        ("(optIntCol >= %@)", [NSNull()], 0, { $0.optIntCol >= nil }),
        ("(optIntCol < %@)", [NSNull()], 0, { $0.optIntCol < nil }),
        ("(optIntCol <= %@)", [NSNull()], 0, { $0.optIntCol <= nil }),
        ("(optInt8Col > %@)", [NSNull()], 0, { $0.optInt8Col > nil }),
        ("(optInt8Col >= %@)", [NSNull()], 0, { $0.optInt8Col >= nil }),
        ("(optInt8Col < %@)", [NSNull()], 0, { $0.optInt8Col < nil }),
        ("(optInt8Col <= %@)", [NSNull()], 0, { $0.optInt8Col <= nil }),
        ("(optInt16Col > %@)", [NSNull()], 0, { $0.optInt16Col > nil }),
        ("(optInt16Col >= %@)", [NSNull()], 0, { $0.optInt16Col >= nil }),
        ("(optInt16Col < %@)", [NSNull()], 0, { $0.optInt16Col < nil }),
        ("(optInt16Col <= %@)", [NSNull()], 0, { $0.optInt16Col <= nil }),
        ("(optInt32Col > %@)", [NSNull()], 0, { $0.optInt32Col > nil }),
        ("(optInt32Col >= %@)", [NSNull()], 0, { $0.optInt32Col >= nil }),
        ("(optInt32Col < %@)", [NSNull()], 0, { $0.optInt32Col < nil }),
        ("(optInt32Col <= %@)", [NSNull()], 0, { $0.optInt32Col <= nil }),
        ("(optInt64Col > %@)", [NSNull()], 0, { $0.optInt64Col > nil }),
        ("(optInt64Col >= %@)", [NSNull()], 0, { $0.optInt64Col >= nil }),
        ("(optInt64Col < %@)", [NSNull()], 0, { $0.optInt64Col < nil }),
        ("(optInt64Col <= %@)", [NSNull()], 0, { $0.optInt64Col <= nil }),
        ("(optFloatCol > %@)", [NSNull()], 0, { $0.optFloatCol > nil }),
        ("(optFloatCol >= %@)", [NSNull()], 0, { $0.optFloatCol >= nil }),
        ("(optFloatCol < %@)", [NSNull()], 0, { $0.optFloatCol < nil }),
        ("(optFloatCol <= %@)", [NSNull()], 0, { $0.optFloatCol <= nil }),
        ("(optDoubleCol > %@)", [NSNull()], 0, { $0.optDoubleCol > nil }),
        ("(optDoubleCol >= %@)", [NSNull()], 0, { $0.optDoubleCol >= nil }),
        ("(optDoubleCol < %@)", [NSNull()], 0, { $0.optDoubleCol < nil }),
        ("(optDoubleCol <= %@)", [NSNull()], 0, { $0.optDoubleCol <= nil }),
        ("(optDateCol > %@)", [NSNull()], 0, { $0.optDateCol > nil }),
        ("(optDateCol >= %@)", [NSNull()], 0, { $0.optDateCol >= nil }),
        ("(optDateCol < %@)", [NSNull()], 0, { $0.optDateCol < nil }),
        ("(optDateCol <= %@)", [NSNull()], 0, { $0.optDateCol <= nil }),
        ("(optDecimalCol > %@)", [NSNull()], 0, { $0.optDecimalCol > nil }),
        ("(optDecimalCol >= %@)", [NSNull()], 0, { $0.optDecimalCol >= nil }),
        ("(optDecimalCol < %@)", [NSNull()], 0, { $0.optDecimalCol < nil }),
        ("(optDecimalCol <= %@)", [NSNull()], 0, { $0.optDecimalCol <= nil }),
        ("(optIntEnumCol > %@)", [NSNull()], 0, { $0.optIntEnumCol > nil }),
        ("(optIntEnumCol >= %@)", [NSNull()], 0, { $0.optIntEnumCol >= nil }),
        ("(optIntEnumCol < %@)", [NSNull()], 0, { $0.optIntEnumCol < nil }),
        ("(optIntEnumCol <= %@)", [NSNull()], 0, { $0.optIntEnumCol <= nil }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(int > %@)", [IntWrapper(persistedValue: 3)], 0, { $0.int > IntWrapper(persistedValue: 3) }),
        ("(int >= %@)", [IntWrapper(persistedValue: 3)], 1, { $0.int >= IntWrapper(persistedValue: 3) }),
        ("(int < %@)", [IntWrapper(persistedValue: 3)], 0, { $0.int < IntWrapper(persistedValue: 3) }),
        ("(int <= %@)", [IntWrapper(persistedValue: 3)], 1, { $0.int <= IntWrapper(persistedValue: 3) }),
        ("(int8 > %@)", [Int8Wrapper(persistedValue: Int8(9))], 0, { $0.int8 > Int8Wrapper(persistedValue: Int8(9)) }),
        ("(int8 >= %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.int8 >= Int8Wrapper(persistedValue: Int8(9)) }),
        ("(int8 < %@)", [Int8Wrapper(persistedValue: Int8(9))], 0, { $0.int8 < Int8Wrapper(persistedValue: Int8(9)) }),
        ("(int8 <= %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.int8 <= Int8Wrapper(persistedValue: Int8(9)) }),
        ("(int16 > %@)", [Int16Wrapper(persistedValue: Int16(17))], 0, { $0.int16 > Int16Wrapper(persistedValue: Int16(17)) }),
        ("(int16 >= %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.int16 >= Int16Wrapper(persistedValue: Int16(17)) }),
        ("(int16 < %@)", [Int16Wrapper(persistedValue: Int16(17))], 0, { $0.int16 < Int16Wrapper(persistedValue: Int16(17)) }),
        ("(int16 <= %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.int16 <= Int16Wrapper(persistedValue: Int16(17)) }),
        ("(int32 > %@)", [Int32Wrapper(persistedValue: Int32(33))], 0, { $0.int32 > Int32Wrapper(persistedValue: Int32(33)) }),
        ("(int32 >= %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.int32 >= Int32Wrapper(persistedValue: Int32(33)) }),
        ("(int32 < %@)", [Int32Wrapper(persistedValue: Int32(33))], 0, { $0.int32 < Int32Wrapper(persistedValue: Int32(33)) }),
        ("(int32 <= %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.int32 <= Int32Wrapper(persistedValue: Int32(33)) }),
        ("(int64 > %@)", [Int64Wrapper(persistedValue: Int64(65))], 0, { $0.int64 > Int64Wrapper(persistedValue: Int64(65)) }),
        ("(int64 >= %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.int64 >= Int64Wrapper(persistedValue: Int64(65)) }),
        ("(int64 < %@)", [Int64Wrapper(persistedValue: Int64(65))], 0, { $0.int64 < Int64Wrapper(persistedValue: Int64(65)) }),
        ("(int64 <= %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.int64 <= Int64Wrapper(persistedValue: Int64(65)) }),
        ("(float > %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 0, { $0.float > FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(float >= %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.float >= FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(float < %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 0, { $0.float < FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(float <= %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.float <= FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(double > %@)", [DoubleWrapper(persistedValue: 234.567)], 0, { $0.double > DoubleWrapper(persistedValue: 234.567) }),
        ("(double >= %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.double >= DoubleWrapper(persistedValue: 234.567) }),
        ("(double < %@)", [DoubleWrapper(persistedValue: 234.567)], 0, { $0.double < DoubleWrapper(persistedValue: 234.567) }),
        ("(double <= %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.double <= DoubleWrapper(persistedValue: 234.567) }),
        ("(date > %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { $0.date > DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(date >= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.date >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(date < %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { $0.date < DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(date <= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.date <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(decimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { $0.decimal > Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(decimal >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.decimal >= Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(decimal < %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { $0.decimal < Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(decimal <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.decimal <= Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(optInt > %@)", [IntWrapper(persistedValue: 3)], 0, { $0.optInt > IntWrapper(persistedValue: 3) }),
        ("(optInt >= %@)", [IntWrapper(persistedValue: 3)], 1, { $0.optInt >= IntWrapper(persistedValue: 3) }),
        ("(optInt < %@)", [IntWrapper(persistedValue: 3)], 0, { $0.optInt < IntWrapper(persistedValue: 3) }),
        ("(optInt <= %@)", [IntWrapper(persistedValue: 3)], 1, { $0.optInt <= IntWrapper(persistedValue: 3) }),
        ("(optInt8 > %@)", [Int8Wrapper(persistedValue: Int8(9))], 0, { $0.optInt8 > Int8Wrapper(persistedValue: Int8(9)) }),
        ("(optInt8 >= %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.optInt8 >= Int8Wrapper(persistedValue: Int8(9)) }),
        ("(optInt8 < %@)", [Int8Wrapper(persistedValue: Int8(9))], 0, { $0.optInt8 < Int8Wrapper(persistedValue: Int8(9)) }),
        ("(optInt8 <= %@)", [Int8Wrapper(persistedValue: Int8(9))], 1, { $0.optInt8 <= Int8Wrapper(persistedValue: Int8(9)) }),
        ("(optInt16 > %@)", [Int16Wrapper(persistedValue: Int16(17))], 0, { $0.optInt16 > Int16Wrapper(persistedValue: Int16(17)) }),
        ("(optInt16 >= %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.optInt16 >= Int16Wrapper(persistedValue: Int16(17)) }),
        ("(optInt16 < %@)", [Int16Wrapper(persistedValue: Int16(17))], 0, { $0.optInt16 < Int16Wrapper(persistedValue: Int16(17)) }),
        ("(optInt16 <= %@)", [Int16Wrapper(persistedValue: Int16(17))], 1, { $0.optInt16 <= Int16Wrapper(persistedValue: Int16(17)) }),
        ("(optInt32 > %@)", [Int32Wrapper(persistedValue: Int32(33))], 0, { $0.optInt32 > Int32Wrapper(persistedValue: Int32(33)) }),
        ("(optInt32 >= %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.optInt32 >= Int32Wrapper(persistedValue: Int32(33)) }),
        ("(optInt32 < %@)", [Int32Wrapper(persistedValue: Int32(33))], 0, { $0.optInt32 < Int32Wrapper(persistedValue: Int32(33)) }),
        ("(optInt32 <= %@)", [Int32Wrapper(persistedValue: Int32(33))], 1, { $0.optInt32 <= Int32Wrapper(persistedValue: Int32(33)) }),
        ("(optInt64 > %@)", [Int64Wrapper(persistedValue: Int64(65))], 0, { $0.optInt64 > Int64Wrapper(persistedValue: Int64(65)) }),
        ("(optInt64 >= %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.optInt64 >= Int64Wrapper(persistedValue: Int64(65)) }),
        ("(optInt64 < %@)", [Int64Wrapper(persistedValue: Int64(65))], 0, { $0.optInt64 < Int64Wrapper(persistedValue: Int64(65)) }),
        ("(optInt64 <= %@)", [Int64Wrapper(persistedValue: Int64(65))], 1, { $0.optInt64 <= Int64Wrapper(persistedValue: Int64(65)) }),
        ("(optFloat > %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 0, { $0.optFloat > FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(optFloat >= %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.optFloat >= FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(optFloat < %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 0, { $0.optFloat < FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(optFloat <= %@)", [FloatWrapper(persistedValue: Float(6.55444333))], 1, { $0.optFloat <= FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(optDouble > %@)", [DoubleWrapper(persistedValue: 234.567)], 0, { $0.optDouble > DoubleWrapper(persistedValue: 234.567) }),
        ("(optDouble >= %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.optDouble >= DoubleWrapper(persistedValue: 234.567) }),
        ("(optDouble < %@)", [DoubleWrapper(persistedValue: 234.567)], 0, { $0.optDouble < DoubleWrapper(persistedValue: 234.567) }),
        ("(optDouble <= %@)", [DoubleWrapper(persistedValue: 234.567)], 1, { $0.optDouble <= DoubleWrapper(persistedValue: 234.567) }),
        ("(optDate > %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { $0.optDate > DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(optDate >= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.optDate >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(optDate < %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { $0.optDate < DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(optDate <= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { $0.optDate <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(optDecimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { $0.optDecimal > Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(optDecimal >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.optDecimal >= Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(optDecimal < %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { $0.optDecimal < Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(optDecimal <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { $0.optDecimal <= Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(optInt > %@)", [NSNull()], 0, { $0.optInt > nil }),
        ("(optInt >= %@)", [NSNull()], 0, { $0.optInt >= nil }),
        ("(optInt < %@)", [NSNull()], 0, { $0.optInt < nil }),
        ("(optInt <= %@)", [NSNull()], 0, { $0.optInt <= nil }),
        ("(optInt8 > %@)", [NSNull()], 0, { $0.optInt8 > nil }),
        ("(optInt8 >= %@)", [NSNull()], 0, { $0.optInt8 >= nil }),
        ("(optInt8 < %@)", [NSNull()], 0, { $0.optInt8 < nil }),
        ("(optInt8 <= %@)", [NSNull()], 0, { $0.optInt8 <= nil }),
        ("(optInt16 > %@)", [NSNull()], 0, { $0.optInt16 > nil }),
        ("(optInt16 >= %@)", [NSNull()], 0, { $0.optInt16 >= nil }),
        ("(optInt16 < %@)", [NSNull()], 0, { $0.optInt16 < nil }),
        ("(optInt16 <= %@)", [NSNull()], 0, { $0.optInt16 <= nil }),
        ("(optInt32 > %@)", [NSNull()], 0, { $0.optInt32 > nil }),
        ("(optInt32 >= %@)", [NSNull()], 0, { $0.optInt32 >= nil }),
        ("(optInt32 < %@)", [NSNull()], 0, { $0.optInt32 < nil }),
        ("(optInt32 <= %@)", [NSNull()], 0, { $0.optInt32 <= nil }),
        ("(optInt64 > %@)", [NSNull()], 0, { $0.optInt64 > nil }),
        ("(optInt64 >= %@)", [NSNull()], 0, { $0.optInt64 >= nil }),
        ("(optInt64 < %@)", [NSNull()], 0, { $0.optInt64 < nil }),
        ("(optInt64 <= %@)", [NSNull()], 0, { $0.optInt64 <= nil }),
        ("(optFloat > %@)", [NSNull()], 0, { $0.optFloat > nil }),
        ("(optFloat >= %@)", [NSNull()], 0, { $0.optFloat >= nil }),
        ("(optFloat < %@)", [NSNull()], 0, { $0.optFloat < nil }),
        ("(optFloat <= %@)", [NSNull()], 0, { $0.optFloat <= nil }),
        ("(optDouble > %@)", [NSNull()], 0, { $0.optDouble > nil }),
        ("(optDouble >= %@)", [NSNull()], 0, { $0.optDouble >= nil }),
        ("(optDouble < %@)", [NSNull()], 0, { $0.optDouble < nil }),
        ("(optDouble <= %@)", [NSNull()], 0, { $0.optDouble <= nil }),
        ("(optDate > %@)", [NSNull()], 0, { $0.optDate > nil }),
        ("(optDate >= %@)", [NSNull()], 0, { $0.optDate >= nil }),
        ("(optDate < %@)", [NSNull()], 0, { $0.optDate < nil }),
        ("(optDate <= %@)", [NSNull()], 0, { $0.optDate <= nil }),
        ("(optDecimal > %@)", [NSNull()], 0, { $0.optDecimal > nil }),
        ("(optDecimal >= %@)", [NSNull()], 0, { $0.optDecimal >= nil }),
        ("(optDecimal < %@)", [NSNull()], 0, { $0.optDecimal < nil }),
        ("(optDecimal <= %@)", [NSNull()], 0, { $0.optDecimal <= nil }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `>`, `>=`, `<` and `<=` in a where closure on the string column, the String-backed enum and the string wrapper, optional or not, against the stored value: `>=` and `<=` match and `>` and `<` do not; against nil, `>` and `>=` match the set optional and `<` and `<=` do not, with NSNull as the argument.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testStringComparisons
func testSuiteQueryStringComparisonsEveryColumn() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(stringCol > %@)", ["Foó"], 0, { $0.stringCol > "Foó" }),
        ("(stringCol >= %@)", ["Foó"], 1, { $0.stringCol >= "Foó" }),
        ("(stringCol < %@)", ["Foó"], 0, { $0.stringCol < "Foó" }),
        ("(stringCol <= %@)", ["Foó"], 1, { $0.stringCol <= "Foó" }),
        ("(stringEnumCol > %@)", [ModernStringEnum.value2], 0, { $0.stringEnumCol > ModernStringEnum.value2 }),
        ("(stringEnumCol >= %@)", [ModernStringEnum.value2], 1, { $0.stringEnumCol >= ModernStringEnum.value2 }),
        ("(stringEnumCol < %@)", [ModernStringEnum.value2], 0, { $0.stringEnumCol < ModernStringEnum.value2 }),
        ("(stringEnumCol <= %@)", [ModernStringEnum.value2], 1, { $0.stringEnumCol <= ModernStringEnum.value2 }),
        ("(optStringCol > %@)", ["Foó"], 0, { $0.optStringCol > "Foó" }),
        ("(optStringCol >= %@)", ["Foó"], 1, { $0.optStringCol >= "Foó" }),
        ("(optStringCol < %@)", ["Foó"], 0, { $0.optStringCol < "Foó" }),
        ("(optStringCol <= %@)", ["Foó"], 1, { $0.optStringCol <= "Foó" }),
        ("(optStringEnumCol > %@)", [ModernStringEnum.value2], 0, { $0.optStringEnumCol > ModernStringEnum.value2 }),
        ("(optStringEnumCol >= %@)", [ModernStringEnum.value2], 1, { $0.optStringEnumCol >= ModernStringEnum.value2 }),
        ("(optStringEnumCol < %@)", [ModernStringEnum.value2], 0, { $0.optStringEnumCol < ModernStringEnum.value2 }),
        ("(optStringEnumCol <= %@)", [ModernStringEnum.value2], 1, { $0.optStringEnumCol <= ModernStringEnum.value2 }),
        ("(optStringCol > %@)", [NSNull()], 1, { $0.optStringCol > nil }),
        ("(optStringCol >= %@)", [NSNull()], 1, { $0.optStringCol >= nil }),
        ("(optStringCol < %@)", [NSNull()], 0, { $0.optStringCol < nil }),
        ("(optStringCol <= %@)", [NSNull()], 0, { $0.optStringCol <= nil }),
        ("(optStringEnumCol > %@)", [NSNull()], 1, { $0.optStringEnumCol > nil }),
        ("(optStringEnumCol >= %@)", [NSNull()], 1, { $0.optStringEnumCol >= nil }),
        ("(optStringEnumCol < %@)", [NSNull()], 0, { $0.optStringEnumCol < nil }),
        ("(optStringEnumCol <= %@)", [NSNull()], 0, { $0.optStringEnumCol <= nil }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(string > %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.string > StringWrapper(persistedValue: "Foó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string >= StringWrapper(persistedValue: "Foó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.string < StringWrapper(persistedValue: "Foó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string <= StringWrapper(persistedValue: "Foó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.optString > StringWrapper(persistedValue: "Foó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString >= StringWrapper(persistedValue: "Foó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.optString < StringWrapper(persistedValue: "Foó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString <= StringWrapper(persistedValue: "Foó") }),
        ("(optString > %@)", [NSNull()], 1, { $0.optString > nil }),
        ("(optString >= %@)", [NSNull()], 1, { $0.optString >= nil }),
        ("(optString < %@)", [NSNull()], 0, { $0.optString < nil }),
        ("(optString <= %@)", [NSNull()], 0, { $0.optString <= nil }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `contains` of a half-open range in a where closure is `((name >= %@) && (name < %@))` and of a closed range `(name BETWEEN {%@, %@})`, on every numeric and date column, the Int-backed enum's raw value and the numeric wrappers' persisted value, optional or not: the stored middle value is inside the wide ranges and the closed narrow one, and not inside the half-open narrow one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testNumericContains
func testSuiteQueryNumericRangesEveryColumn() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("((intCol >= %@) && (intCol < %@))", [1, 5], 1, { $0.intCol.contains(1..<5) }),
        ("((intCol >= %@) && (intCol < %@))", [1, 3], 0, { $0.intCol.contains(1..<3) }),
        ("(intCol BETWEEN {%@, %@})", [1, 5], 1, { $0.intCol.contains(1...5) }),
        ("(intCol BETWEEN {%@, %@})", [1, 3], 1, { $0.intCol.contains(1...3) }),
        ("((intEnumCol >= %@) && (intEnumCol < %@))", [1, 5], 1, { $0.intEnumCol.rawValue.contains(1..<5) }),
        ("((intEnumCol >= %@) && (intEnumCol < %@))", [1, 3], 0, { $0.intEnumCol.rawValue.contains(1..<3) }),
        ("(intEnumCol BETWEEN {%@, %@})", [1, 5], 1, { $0.intEnumCol.rawValue.contains(1...5) }),
        ("(intEnumCol BETWEEN {%@, %@})", [1, 3], 1, { $0.intEnumCol.rawValue.contains(1...3) }),
        ("((int8Col >= %@) && (int8Col < %@))", [Int8(8), Int8(10)], 1, { $0.int8Col.contains(Int8(8)..<Int8(10)) }),
        ("((int8Col >= %@) && (int8Col < %@))", [Int8(8), Int8(9)], 0, { $0.int8Col.contains(Int8(8)..<Int8(9)) }),
        ("(int8Col BETWEEN {%@, %@})", [Int8(8), Int8(10)], 1, { $0.int8Col.contains(Int8(8)...Int8(10)) }),
        ("(int8Col BETWEEN {%@, %@})", [Int8(8), Int8(9)], 1, { $0.int8Col.contains(Int8(8)...Int8(9)) }),
        ("((int16Col >= %@) && (int16Col < %@))", [Int16(16), Int16(18)], 1, { $0.int16Col.contains(Int16(16)..<Int16(18)) }),
        ("((int16Col >= %@) && (int16Col < %@))", [Int16(16), Int16(17)], 0, { $0.int16Col.contains(Int16(16)..<Int16(17)) }),
        ("(int16Col BETWEEN {%@, %@})", [Int16(16), Int16(18)], 1, { $0.int16Col.contains(Int16(16)...Int16(18)) }),
        ("(int16Col BETWEEN {%@, %@})", [Int16(16), Int16(17)], 1, { $0.int16Col.contains(Int16(16)...Int16(17)) }),
        ("((int32Col >= %@) && (int32Col < %@))", [Int32(32), Int32(34)], 1, { $0.int32Col.contains(Int32(32)..<Int32(34)) }),
        ("((int32Col >= %@) && (int32Col < %@))", [Int32(32), Int32(33)], 0, { $0.int32Col.contains(Int32(32)..<Int32(33)) }),
        ("(int32Col BETWEEN {%@, %@})", [Int32(32), Int32(34)], 1, { $0.int32Col.contains(Int32(32)...Int32(34)) }),
        ("(int32Col BETWEEN {%@, %@})", [Int32(32), Int32(33)], 1, { $0.int32Col.contains(Int32(32)...Int32(33)) }),
        ("((int64Col >= %@) && (int64Col < %@))", [Int64(64), Int64(66)], 1, { $0.int64Col.contains(Int64(64)..<Int64(66)) }),
        ("((int64Col >= %@) && (int64Col < %@))", [Int64(64), Int64(65)], 0, { $0.int64Col.contains(Int64(64)..<Int64(65)) }),
        ("(int64Col BETWEEN {%@, %@})", [Int64(64), Int64(66)], 1, { $0.int64Col.contains(Int64(64)...Int64(66)) }),
        ("(int64Col BETWEEN {%@, %@})", [Int64(64), Int64(65)], 1, { $0.int64Col.contains(Int64(64)...Int64(65)) }),
        ("((floatCol >= %@) && (floatCol < %@))", [Float(5.55444333), Float(7.55444333)], 1, { $0.floatCol.contains(Float(5.55444333)..<Float(7.55444333)) }),
        ("((floatCol >= %@) && (floatCol < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.floatCol.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("(floatCol BETWEEN {%@, %@})", [Float(5.55444333), Float(7.55444333)], 1, { $0.floatCol.contains(Float(5.55444333)...Float(7.55444333)) }),
        ("(floatCol BETWEEN {%@, %@})", [Float(5.55444333), Float(6.55444333)], 1, { $0.floatCol.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((doubleCol >= %@) && (doubleCol < %@))", [123.456, 345.678], 1, { $0.doubleCol.contains(123.456..<345.678) }),
        ("((doubleCol >= %@) && (doubleCol < %@))", [123.456, 234.567], 0, { $0.doubleCol.contains(123.456..<234.567) }),
        ("(doubleCol BETWEEN {%@, %@})", [123.456, 345.678], 1, { $0.doubleCol.contains(123.456...345.678) }),
        ("(doubleCol BETWEEN {%@, %@})", [123.456, 234.567], 1, { $0.doubleCol.contains(123.456...234.567) }),
        ("((dateCol >= %@) && (dateCol < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 3000000)], 1, { $0.dateCol.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 3000000)) }),
        ("((dateCol >= %@) && (dateCol < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.dateCol.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("(dateCol BETWEEN {%@, %@})", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 3000000)], 1, { $0.dateCol.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 3000000)) }),
        ("(dateCol BETWEEN {%@, %@})", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.dateCol.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((decimalCol >= %@) && (decimalCol < %@))", [Decimal128(123.456), Decimal128(345.678)], 1, { $0.decimalCol.contains(Decimal128(123.456)..<Decimal128(345.678)) }),
        ("((decimalCol >= %@) && (decimalCol < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.decimalCol.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
        ("(decimalCol BETWEEN {%@, %@})", [Decimal128(123.456), Decimal128(345.678)], 1, { $0.decimalCol.contains(Decimal128(123.456)...Decimal128(345.678)) }),
        ("(decimalCol BETWEEN {%@, %@})", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.decimalCol.contains(Decimal128(123.456)...Decimal128(234.567)) }),
        ("((optIntCol >= %@) && (optIntCol < %@))", [1, 5], 1, { $0.optIntCol.contains(1..<5) }),
        ("((optIntCol >= %@) && (optIntCol < %@))", [1, 3], 0, { $0.optIntCol.contains(1..<3) }),
        ("(optIntCol BETWEEN {%@, %@})", [1, 5], 1, { $0.optIntCol.contains(1...5) }),
        ("(optIntCol BETWEEN {%@, %@})", [1, 3], 1, { $0.optIntCol.contains(1...3) }),
        ("((optIntEnumCol >= %@) && (optIntEnumCol < %@))", [1, 5], 1, { $0.optIntEnumCol.rawValue.contains(1..<5) }),
        ("((optIntEnumCol >= %@) && (optIntEnumCol < %@))", [1, 3], 0, { $0.optIntEnumCol.rawValue.contains(1..<3) }),
        ("(optIntEnumCol BETWEEN {%@, %@})", [1, 5], 1, { $0.optIntEnumCol.rawValue.contains(1...5) }),
        ("(optIntEnumCol BETWEEN {%@, %@})", [1, 3], 1, { $0.optIntEnumCol.rawValue.contains(1...3) }),
        ("((optInt8Col >= %@) && (optInt8Col < %@))", [Int8(8), Int8(10)], 1, { $0.optInt8Col.contains(Int8(8)..<Int8(10)) }),
        ("((optInt8Col >= %@) && (optInt8Col < %@))", [Int8(8), Int8(9)], 0, { $0.optInt8Col.contains(Int8(8)..<Int8(9)) }),
        ("(optInt8Col BETWEEN {%@, %@})", [Int8(8), Int8(10)], 1, { $0.optInt8Col.contains(Int8(8)...Int8(10)) }),
        ("(optInt8Col BETWEEN {%@, %@})", [Int8(8), Int8(9)], 1, { $0.optInt8Col.contains(Int8(8)...Int8(9)) }),
        ("((optInt16Col >= %@) && (optInt16Col < %@))", [Int16(16), Int16(18)], 1, { $0.optInt16Col.contains(Int16(16)..<Int16(18)) }),
        ("((optInt16Col >= %@) && (optInt16Col < %@))", [Int16(16), Int16(17)], 0, { $0.optInt16Col.contains(Int16(16)..<Int16(17)) }),
        ("(optInt16Col BETWEEN {%@, %@})", [Int16(16), Int16(18)], 1, { $0.optInt16Col.contains(Int16(16)...Int16(18)) }),
        ("(optInt16Col BETWEEN {%@, %@})", [Int16(16), Int16(17)], 1, { $0.optInt16Col.contains(Int16(16)...Int16(17)) }),
        ("((optInt32Col >= %@) && (optInt32Col < %@))", [Int32(32), Int32(34)], 1, { $0.optInt32Col.contains(Int32(32)..<Int32(34)) }),
        ("((optInt32Col >= %@) && (optInt32Col < %@))", [Int32(32), Int32(33)], 0, { $0.optInt32Col.contains(Int32(32)..<Int32(33)) }),
        ("(optInt32Col BETWEEN {%@, %@})", [Int32(32), Int32(34)], 1, { $0.optInt32Col.contains(Int32(32)...Int32(34)) }),
        ("(optInt32Col BETWEEN {%@, %@})", [Int32(32), Int32(33)], 1, { $0.optInt32Col.contains(Int32(32)...Int32(33)) }),
        ("((optInt64Col >= %@) && (optInt64Col < %@))", [Int64(64), Int64(66)], 1, { $0.optInt64Col.contains(Int64(64)..<Int64(66)) }),
        ("((optInt64Col >= %@) && (optInt64Col < %@))", [Int64(64), Int64(65)], 0, { $0.optInt64Col.contains(Int64(64)..<Int64(65)) }),
        ("(optInt64Col BETWEEN {%@, %@})", [Int64(64), Int64(66)], 1, { $0.optInt64Col.contains(Int64(64)...Int64(66)) }),
        ("(optInt64Col BETWEEN {%@, %@})", [Int64(64), Int64(65)], 1, { $0.optInt64Col.contains(Int64(64)...Int64(65)) }),
        ("((optFloatCol >= %@) && (optFloatCol < %@))", [Float(5.55444333), Float(7.55444333)], 1, { $0.optFloatCol.contains(Float(5.55444333)..<Float(7.55444333)) }),
        ("((optFloatCol >= %@) && (optFloatCol < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.optFloatCol.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("(optFloatCol BETWEEN {%@, %@})", [Float(5.55444333), Float(7.55444333)], 1, { $0.optFloatCol.contains(Float(5.55444333)...Float(7.55444333)) }),
        ("(optFloatCol BETWEEN {%@, %@})", [Float(5.55444333), Float(6.55444333)], 1, { $0.optFloatCol.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((optDoubleCol >= %@) && (optDoubleCol < %@))", [123.456, 345.678], 1, { $0.optDoubleCol.contains(123.456..<345.678) }),
        ("((optDoubleCol >= %@) && (optDoubleCol < %@))", [123.456, 234.567], 0, { $0.optDoubleCol.contains(123.456..<234.567) }),
        ("(optDoubleCol BETWEEN {%@, %@})", [123.456, 345.678], 1, { $0.optDoubleCol.contains(123.456...345.678) }),
        ("(optDoubleCol BETWEEN {%@, %@})", [123.456, 234.567], 1, { $0.optDoubleCol.contains(123.456...234.567) }),
        ("((optDateCol >= %@) && (optDateCol < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 3000000)], 1, { $0.optDateCol.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 3000000)) }),
        ("((optDateCol >= %@) && (optDateCol < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.optDateCol.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("(optDateCol BETWEEN {%@, %@})", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 3000000)], 1, { $0.optDateCol.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 3000000)) }),
        ("(optDateCol BETWEEN {%@, %@})", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.optDateCol.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((optDecimalCol >= %@) && (optDecimalCol < %@))", [Decimal128(123.456), Decimal128(345.678)], 1, { $0.optDecimalCol.contains(Decimal128(123.456)..<Decimal128(345.678)) }),
        ("((optDecimalCol >= %@) && (optDecimalCol < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.optDecimalCol.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
        ("(optDecimalCol BETWEEN {%@, %@})", [Decimal128(123.456), Decimal128(345.678)], 1, { $0.optDecimalCol.contains(Decimal128(123.456)...Decimal128(345.678)) }),
        ("(optDecimalCol BETWEEN {%@, %@})", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.optDecimalCol.contains(Decimal128(123.456)...Decimal128(234.567)) }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("((int >= %@) && (int < %@))", [1, 5], 1, { $0.int.persistableValue.contains(1..<5) }),
        ("((int >= %@) && (int < %@))", [1, 3], 0, { $0.int.persistableValue.contains(1..<3) }),
        ("(int BETWEEN {%@, %@})", [1, 5], 1, { $0.int.persistableValue.contains(1...5) }),
        ("(int BETWEEN {%@, %@})", [1, 3], 1, { $0.int.persistableValue.contains(1...3) }),
        ("((int8 >= %@) && (int8 < %@))", [Int8(8), Int8(10)], 1, { $0.int8.persistableValue.contains(Int8(8)..<Int8(10)) }),
        ("((int8 >= %@) && (int8 < %@))", [Int8(8), Int8(9)], 0, { $0.int8.persistableValue.contains(Int8(8)..<Int8(9)) }),
        ("(int8 BETWEEN {%@, %@})", [Int8(8), Int8(10)], 1, { $0.int8.persistableValue.contains(Int8(8)...Int8(10)) }),
        ("(int8 BETWEEN {%@, %@})", [Int8(8), Int8(9)], 1, { $0.int8.persistableValue.contains(Int8(8)...Int8(9)) }),
        ("((int16 >= %@) && (int16 < %@))", [Int16(16), Int16(18)], 1, { $0.int16.persistableValue.contains(Int16(16)..<Int16(18)) }),
        ("((int16 >= %@) && (int16 < %@))", [Int16(16), Int16(17)], 0, { $0.int16.persistableValue.contains(Int16(16)..<Int16(17)) }),
        ("(int16 BETWEEN {%@, %@})", [Int16(16), Int16(18)], 1, { $0.int16.persistableValue.contains(Int16(16)...Int16(18)) }),
        ("(int16 BETWEEN {%@, %@})", [Int16(16), Int16(17)], 1, { $0.int16.persistableValue.contains(Int16(16)...Int16(17)) }),
        ("((int32 >= %@) && (int32 < %@))", [Int32(32), Int32(34)], 1, { $0.int32.persistableValue.contains(Int32(32)..<Int32(34)) }),
        ("((int32 >= %@) && (int32 < %@))", [Int32(32), Int32(33)], 0, { $0.int32.persistableValue.contains(Int32(32)..<Int32(33)) }),
        ("(int32 BETWEEN {%@, %@})", [Int32(32), Int32(34)], 1, { $0.int32.persistableValue.contains(Int32(32)...Int32(34)) }),
        ("(int32 BETWEEN {%@, %@})", [Int32(32), Int32(33)], 1, { $0.int32.persistableValue.contains(Int32(32)...Int32(33)) }),
        ("((int64 >= %@) && (int64 < %@))", [Int64(64), Int64(66)], 1, { $0.int64.persistableValue.contains(Int64(64)..<Int64(66)) }),
        ("((int64 >= %@) && (int64 < %@))", [Int64(64), Int64(65)], 0, { $0.int64.persistableValue.contains(Int64(64)..<Int64(65)) }),
        ("(int64 BETWEEN {%@, %@})", [Int64(64), Int64(66)], 1, { $0.int64.persistableValue.contains(Int64(64)...Int64(66)) }),
        ("(int64 BETWEEN {%@, %@})", [Int64(64), Int64(65)], 1, { $0.int64.persistableValue.contains(Int64(64)...Int64(65)) }),
        ("((float >= %@) && (float < %@))", [Float(5.55444333), Float(7.55444333)], 1, { $0.float.persistableValue.contains(Float(5.55444333)..<Float(7.55444333)) }),
        ("((float >= %@) && (float < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.float.persistableValue.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("(float BETWEEN {%@, %@})", [Float(5.55444333), Float(7.55444333)], 1, { $0.float.persistableValue.contains(Float(5.55444333)...Float(7.55444333)) }),
        ("(float BETWEEN {%@, %@})", [Float(5.55444333), Float(6.55444333)], 1, { $0.float.persistableValue.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((double >= %@) && (double < %@))", [123.456, 345.678], 1, { $0.double.persistableValue.contains(123.456..<345.678) }),
        ("((double >= %@) && (double < %@))", [123.456, 234.567], 0, { $0.double.persistableValue.contains(123.456..<234.567) }),
        ("(double BETWEEN {%@, %@})", [123.456, 345.678], 1, { $0.double.persistableValue.contains(123.456...345.678) }),
        ("(double BETWEEN {%@, %@})", [123.456, 234.567], 1, { $0.double.persistableValue.contains(123.456...234.567) }),
        ("((date >= %@) && (date < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 3000000)], 1, { $0.date.persistableValue.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 3000000)) }),
        ("((date >= %@) && (date < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.date.persistableValue.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("(date BETWEEN {%@, %@})", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 3000000)], 1, { $0.date.persistableValue.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 3000000)) }),
        ("(date BETWEEN {%@, %@})", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.date.persistableValue.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((decimal >= %@) && (decimal < %@))", [Decimal128(123.456), Decimal128(345.678)], 1, { $0.decimal.persistableValue.contains(Decimal128(123.456)..<Decimal128(345.678)) }),
        ("((decimal >= %@) && (decimal < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.decimal.persistableValue.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
        ("(decimal BETWEEN {%@, %@})", [Decimal128(123.456), Decimal128(345.678)], 1, { $0.decimal.persistableValue.contains(Decimal128(123.456)...Decimal128(345.678)) }),
        ("(decimal BETWEEN {%@, %@})", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.decimal.persistableValue.contains(Decimal128(123.456)...Decimal128(234.567)) }),
        ("((optInt >= %@) && (optInt < %@))", [1, 5], 1, { $0.optInt.persistableValue.contains(1..<5) }),
        ("((optInt >= %@) && (optInt < %@))", [1, 3], 0, { $0.optInt.persistableValue.contains(1..<3) }),
        ("(optInt BETWEEN {%@, %@})", [1, 5], 1, { $0.optInt.persistableValue.contains(1...5) }),
        ("(optInt BETWEEN {%@, %@})", [1, 3], 1, { $0.optInt.persistableValue.contains(1...3) }),
        ("((optInt8 >= %@) && (optInt8 < %@))", [Int8(8), Int8(10)], 1, { $0.optInt8.persistableValue.contains(Int8(8)..<Int8(10)) }),
        ("((optInt8 >= %@) && (optInt8 < %@))", [Int8(8), Int8(9)], 0, { $0.optInt8.persistableValue.contains(Int8(8)..<Int8(9)) }),
        ("(optInt8 BETWEEN {%@, %@})", [Int8(8), Int8(10)], 1, { $0.optInt8.persistableValue.contains(Int8(8)...Int8(10)) }),
        ("(optInt8 BETWEEN {%@, %@})", [Int8(8), Int8(9)], 1, { $0.optInt8.persistableValue.contains(Int8(8)...Int8(9)) }),
        ("((optInt16 >= %@) && (optInt16 < %@))", [Int16(16), Int16(18)], 1, { $0.optInt16.persistableValue.contains(Int16(16)..<Int16(18)) }),
        ("((optInt16 >= %@) && (optInt16 < %@))", [Int16(16), Int16(17)], 0, { $0.optInt16.persistableValue.contains(Int16(16)..<Int16(17)) }),
        ("(optInt16 BETWEEN {%@, %@})", [Int16(16), Int16(18)], 1, { $0.optInt16.persistableValue.contains(Int16(16)...Int16(18)) }),
        ("(optInt16 BETWEEN {%@, %@})", [Int16(16), Int16(17)], 1, { $0.optInt16.persistableValue.contains(Int16(16)...Int16(17)) }),
        ("((optInt32 >= %@) && (optInt32 < %@))", [Int32(32), Int32(34)], 1, { $0.optInt32.persistableValue.contains(Int32(32)..<Int32(34)) }),
        ("((optInt32 >= %@) && (optInt32 < %@))", [Int32(32), Int32(33)], 0, { $0.optInt32.persistableValue.contains(Int32(32)..<Int32(33)) }),
        ("(optInt32 BETWEEN {%@, %@})", [Int32(32), Int32(34)], 1, { $0.optInt32.persistableValue.contains(Int32(32)...Int32(34)) }),
        ("(optInt32 BETWEEN {%@, %@})", [Int32(32), Int32(33)], 1, { $0.optInt32.persistableValue.contains(Int32(32)...Int32(33)) }),
        ("((optInt64 >= %@) && (optInt64 < %@))", [Int64(64), Int64(66)], 1, { $0.optInt64.persistableValue.contains(Int64(64)..<Int64(66)) }),
        ("((optInt64 >= %@) && (optInt64 < %@))", [Int64(64), Int64(65)], 0, { $0.optInt64.persistableValue.contains(Int64(64)..<Int64(65)) }),
        ("(optInt64 BETWEEN {%@, %@})", [Int64(64), Int64(66)], 1, { $0.optInt64.persistableValue.contains(Int64(64)...Int64(66)) }),
        ("(optInt64 BETWEEN {%@, %@})", [Int64(64), Int64(65)], 1, { $0.optInt64.persistableValue.contains(Int64(64)...Int64(65)) }),
        ("((optFloat >= %@) && (optFloat < %@))", [Float(5.55444333), Float(7.55444333)], 1, { $0.optFloat.persistableValue.contains(Float(5.55444333)..<Float(7.55444333)) }),
        ("((optFloat >= %@) && (optFloat < %@))", [Float(5.55444333), Float(6.55444333)], 0, { $0.optFloat.persistableValue.contains(Float(5.55444333)..<Float(6.55444333)) }),
        ("(optFloat BETWEEN {%@, %@})", [Float(5.55444333), Float(7.55444333)], 1, { $0.optFloat.persistableValue.contains(Float(5.55444333)...Float(7.55444333)) }),
        ("(optFloat BETWEEN {%@, %@})", [Float(5.55444333), Float(6.55444333)], 1, { $0.optFloat.persistableValue.contains(Float(5.55444333)...Float(6.55444333)) }),
        ("((optDouble >= %@) && (optDouble < %@))", [123.456, 345.678], 1, { $0.optDouble.persistableValue.contains(123.456..<345.678) }),
        ("((optDouble >= %@) && (optDouble < %@))", [123.456, 234.567], 0, { $0.optDouble.persistableValue.contains(123.456..<234.567) }),
        ("(optDouble BETWEEN {%@, %@})", [123.456, 345.678], 1, { $0.optDouble.persistableValue.contains(123.456...345.678) }),
        ("(optDouble BETWEEN {%@, %@})", [123.456, 234.567], 1, { $0.optDouble.persistableValue.contains(123.456...234.567) }),
        ("((optDate >= %@) && (optDate < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 3000000)], 1, { $0.optDate.persistableValue.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 3000000)) }),
        ("((optDate >= %@) && (optDate < %@))", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 0, { $0.optDate.persistableValue.contains(Date(timeIntervalSince1970: 1000000)..<Date(timeIntervalSince1970: 2000000)) }),
        ("(optDate BETWEEN {%@, %@})", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 3000000)], 1, { $0.optDate.persistableValue.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 3000000)) }),
        ("(optDate BETWEEN {%@, %@})", [Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)], 1, { $0.optDate.persistableValue.contains(Date(timeIntervalSince1970: 1000000)...Date(timeIntervalSince1970: 2000000)) }),
        ("((optDecimal >= %@) && (optDecimal < %@))", [Decimal128(123.456), Decimal128(345.678)], 1, { $0.optDecimal.persistableValue.contains(Decimal128(123.456)..<Decimal128(345.678)) }),
        ("((optDecimal >= %@) && (optDecimal < %@))", [Decimal128(123.456), Decimal128(234.567)], 0, { $0.optDecimal.persistableValue.contains(Decimal128(123.456)..<Decimal128(234.567)) }),
        ("(optDecimal BETWEEN {%@, %@})", [Decimal128(123.456), Decimal128(345.678)], 1, { $0.optDecimal.persistableValue.contains(Decimal128(123.456)...Decimal128(345.678)) }),
        ("(optDecimal BETWEEN {%@, %@})", [Decimal128(123.456), Decimal128(234.567)], 1, { $0.optDecimal.persistableValue.contains(Decimal128(123.456)...Decimal128(234.567)) }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `equals`, `notEquals`, `contains`, `starts(with:)` and `ends(with:)`, each also negated with `!`, with no options, `.caseInsensitive`, `.diacriticInsensitive` and both (`[c]`, `[d]`, `[cd]` in the text), on the string column, the String-backed enum's raw value and the string wrapper, optional or not: the stored "Foó" matches itself, its prefix "Fo" and suffix "oó" under every modifier, and the enum's stored "c" matches none of them.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testStringOperations
func testSuiteQueryStringOperationsEveryModifier() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(stringCol == %@)", ["Foó"], 1, { $0.stringCol.equals("Foó", options: []) }),
        ("(NOT stringCol == %@)", ["Foó"], 0, { !$0.stringCol.equals("Foó", options: []) }),
        ("(stringCol != %@)", ["Foó"], 0, { $0.stringCol.notEquals("Foó", options: []) }),
        ("(NOT stringCol != %@)", ["Foó"], 1, { !$0.stringCol.notEquals("Foó", options: []) }),
        ("(stringCol CONTAINS %@)", ["Foó"], 1, { $0.stringCol.contains("Foó", options: []) }),
        ("(NOT stringCol CONTAINS %@)", ["Foó"], 0, { !$0.stringCol.contains("Foó", options: []) }),
        ("(stringCol BEGINSWITH %@)", ["Fo"], 1, { $0.stringCol.starts(with: "Fo", options: []) }),
        ("(NOT stringCol BEGINSWITH %@)", ["Fo"], 0, { !$0.stringCol.starts(with: "Fo", options: []) }),
        ("(stringCol ENDSWITH %@)", ["oó"], 1, { $0.stringCol.ends(with: "oó", options: []) }),
        ("(NOT stringCol ENDSWITH %@)", ["oó"], 0, { !$0.stringCol.ends(with: "oó", options: []) }),
        ("(stringCol ==[c] %@)", ["Foó"], 1, { $0.stringCol.equals("Foó", options: [.caseInsensitive]) }),
        ("(NOT stringCol ==[c] %@)", ["Foó"], 0, { !$0.stringCol.equals("Foó", options: [.caseInsensitive]) }),
        ("(stringCol !=[c] %@)", ["Foó"], 0, { $0.stringCol.notEquals("Foó", options: [.caseInsensitive]) }),
        ("(NOT stringCol !=[c] %@)", ["Foó"], 1, { !$0.stringCol.notEquals("Foó", options: [.caseInsensitive]) }),
        ("(stringCol CONTAINS[c] %@)", ["Foó"], 1, { $0.stringCol.contains("Foó", options: [.caseInsensitive]) }),
        ("(NOT stringCol CONTAINS[c] %@)", ["Foó"], 0, { !$0.stringCol.contains("Foó", options: [.caseInsensitive]) }),
        ("(stringCol BEGINSWITH[c] %@)", ["Fo"], 1, { $0.stringCol.starts(with: "Fo", options: [.caseInsensitive]) }),
        ("(NOT stringCol BEGINSWITH[c] %@)", ["Fo"], 0, { !$0.stringCol.starts(with: "Fo", options: [.caseInsensitive]) }),
        ("(stringCol ENDSWITH[c] %@)", ["oó"], 1, { $0.stringCol.ends(with: "oó", options: [.caseInsensitive]) }),
        ("(NOT stringCol ENDSWITH[c] %@)", ["oó"], 0, { !$0.stringCol.ends(with: "oó", options: [.caseInsensitive]) }),
        ("(stringCol ==[d] %@)", ["Foó"], 1, { $0.stringCol.equals("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT stringCol ==[d] %@)", ["Foó"], 0, { !$0.stringCol.equals("Foó", options: [.diacriticInsensitive]) }),
        ("(stringCol !=[d] %@)", ["Foó"], 0, { $0.stringCol.notEquals("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT stringCol !=[d] %@)", ["Foó"], 1, { !$0.stringCol.notEquals("Foó", options: [.diacriticInsensitive]) }),
        ("(stringCol CONTAINS[d] %@)", ["Foó"], 1, { $0.stringCol.contains("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT stringCol CONTAINS[d] %@)", ["Foó"], 0, { !$0.stringCol.contains("Foó", options: [.diacriticInsensitive]) }),
        ("(stringCol BEGINSWITH[d] %@)", ["Fo"], 1, { $0.stringCol.starts(with: "Fo", options: [.diacriticInsensitive]) }),
        ("(NOT stringCol BEGINSWITH[d] %@)", ["Fo"], 0, { !$0.stringCol.starts(with: "Fo", options: [.diacriticInsensitive]) }),
        ("(stringCol ENDSWITH[d] %@)", ["oó"], 1, { $0.stringCol.ends(with: "oó", options: [.diacriticInsensitive]) }),
        ("(NOT stringCol ENDSWITH[d] %@)", ["oó"], 0, { !$0.stringCol.ends(with: "oó", options: [.diacriticInsensitive]) }),
        ("(stringCol ==[cd] %@)", ["Foó"], 1, { $0.stringCol.equals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringCol ==[cd] %@)", ["Foó"], 0, { !$0.stringCol.equals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol !=[cd] %@)", ["Foó"], 0, { $0.stringCol.notEquals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringCol !=[cd] %@)", ["Foó"], 1, { !$0.stringCol.notEquals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol CONTAINS[cd] %@)", ["Foó"], 1, { $0.stringCol.contains("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringCol CONTAINS[cd] %@)", ["Foó"], 0, { !$0.stringCol.contains("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol BEGINSWITH[cd] %@)", ["Fo"], 1, { $0.stringCol.starts(with: "Fo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringCol BEGINSWITH[cd] %@)", ["Fo"], 0, { !$0.stringCol.starts(with: "Fo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol ENDSWITH[cd] %@)", ["oó"], 1, { $0.stringCol.ends(with: "oó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringCol ENDSWITH[cd] %@)", ["oó"], 0, { !$0.stringCol.ends(with: "oó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringEnumCol == %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.equals("Foó", options: []) }),
        ("(NOT stringEnumCol == %@)", ["Foó"], 1, { !$0.stringEnumCol.rawValue.equals("Foó", options: []) }),
        ("(stringEnumCol != %@)", ["Foó"], 1, { $0.stringEnumCol.rawValue.notEquals("Foó", options: []) }),
        ("(NOT stringEnumCol != %@)", ["Foó"], 0, { !$0.stringEnumCol.rawValue.notEquals("Foó", options: []) }),
        ("(stringEnumCol CONTAINS %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.contains("Foó", options: []) }),
        ("(NOT stringEnumCol CONTAINS %@)", ["Foó"], 1, { !$0.stringEnumCol.rawValue.contains("Foó", options: []) }),
        ("(stringEnumCol BEGINSWITH %@)", ["Fo"], 0, { $0.stringEnumCol.rawValue.starts(with: "Fo", options: []) }),
        ("(NOT stringEnumCol BEGINSWITH %@)", ["Fo"], 1, { !$0.stringEnumCol.rawValue.starts(with: "Fo", options: []) }),
        ("(stringEnumCol ENDSWITH %@)", ["oó"], 0, { $0.stringEnumCol.rawValue.ends(with: "oó", options: []) }),
        ("(NOT stringEnumCol ENDSWITH %@)", ["oó"], 1, { !$0.stringEnumCol.rawValue.ends(with: "oó", options: []) }),
        ("(stringEnumCol ==[c] %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.equals("Foó", options: [.caseInsensitive]) }),
        ("(NOT stringEnumCol ==[c] %@)", ["Foó"], 1, { !$0.stringEnumCol.rawValue.equals("Foó", options: [.caseInsensitive]) }),
        ("(stringEnumCol !=[c] %@)", ["Foó"], 1, { $0.stringEnumCol.rawValue.notEquals("Foó", options: [.caseInsensitive]) }),
        ("(NOT stringEnumCol !=[c] %@)", ["Foó"], 0, { !$0.stringEnumCol.rawValue.notEquals("Foó", options: [.caseInsensitive]) }),
        ("(stringEnumCol CONTAINS[c] %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.contains("Foó", options: [.caseInsensitive]) }),
        ("(NOT stringEnumCol CONTAINS[c] %@)", ["Foó"], 1, { !$0.stringEnumCol.rawValue.contains("Foó", options: [.caseInsensitive]) }),
        ("(stringEnumCol BEGINSWITH[c] %@)", ["Fo"], 0, { $0.stringEnumCol.rawValue.starts(with: "Fo", options: [.caseInsensitive]) }),
        ("(NOT stringEnumCol BEGINSWITH[c] %@)", ["Fo"], 1, { !$0.stringEnumCol.rawValue.starts(with: "Fo", options: [.caseInsensitive]) }),
        ("(stringEnumCol ENDSWITH[c] %@)", ["oó"], 0, { $0.stringEnumCol.rawValue.ends(with: "oó", options: [.caseInsensitive]) }),
        ("(NOT stringEnumCol ENDSWITH[c] %@)", ["oó"], 1, { !$0.stringEnumCol.rawValue.ends(with: "oó", options: [.caseInsensitive]) }),
        ("(stringEnumCol ==[d] %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.equals("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT stringEnumCol ==[d] %@)", ["Foó"], 1, { !$0.stringEnumCol.rawValue.equals("Foó", options: [.diacriticInsensitive]) }),
        ("(stringEnumCol !=[d] %@)", ["Foó"], 1, { $0.stringEnumCol.rawValue.notEquals("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT stringEnumCol !=[d] %@)", ["Foó"], 0, { !$0.stringEnumCol.rawValue.notEquals("Foó", options: [.diacriticInsensitive]) }),
        ("(stringEnumCol CONTAINS[d] %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.contains("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT stringEnumCol CONTAINS[d] %@)", ["Foó"], 1, { !$0.stringEnumCol.rawValue.contains("Foó", options: [.diacriticInsensitive]) }),
        ("(stringEnumCol BEGINSWITH[d] %@)", ["Fo"], 0, { $0.stringEnumCol.rawValue.starts(with: "Fo", options: [.diacriticInsensitive]) }),
        ("(NOT stringEnumCol BEGINSWITH[d] %@)", ["Fo"], 1, { !$0.stringEnumCol.rawValue.starts(with: "Fo", options: [.diacriticInsensitive]) }),
        ("(stringEnumCol ENDSWITH[d] %@)", ["oó"], 0, { $0.stringEnumCol.rawValue.ends(with: "oó", options: [.diacriticInsensitive]) }),
        ("(NOT stringEnumCol ENDSWITH[d] %@)", ["oó"], 1, { !$0.stringEnumCol.rawValue.ends(with: "oó", options: [.diacriticInsensitive]) }),
        ("(stringEnumCol ==[cd] %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.equals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringEnumCol ==[cd] %@)", ["Foó"], 1, { !$0.stringEnumCol.rawValue.equals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringEnumCol !=[cd] %@)", ["Foó"], 1, { $0.stringEnumCol.rawValue.notEquals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringEnumCol !=[cd] %@)", ["Foó"], 0, { !$0.stringEnumCol.rawValue.notEquals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringEnumCol CONTAINS[cd] %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.contains("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringEnumCol CONTAINS[cd] %@)", ["Foó"], 1, { !$0.stringEnumCol.rawValue.contains("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringEnumCol BEGINSWITH[cd] %@)", ["Fo"], 0, { $0.stringEnumCol.rawValue.starts(with: "Fo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringEnumCol BEGINSWITH[cd] %@)", ["Fo"], 1, { !$0.stringEnumCol.rawValue.starts(with: "Fo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringEnumCol ENDSWITH[cd] %@)", ["oó"], 0, { $0.stringEnumCol.rawValue.ends(with: "oó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT stringEnumCol ENDSWITH[cd] %@)", ["oó"], 1, { !$0.stringEnumCol.rawValue.ends(with: "oó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol == %@)", ["Foó"], 1, { $0.optStringCol.equals("Foó", options: []) }),
        ("(NOT optStringCol == %@)", ["Foó"], 0, { !$0.optStringCol.equals("Foó", options: []) }),
        ("(optStringCol != %@)", ["Foó"], 0, { $0.optStringCol.notEquals("Foó", options: []) }),
        ("(NOT optStringCol != %@)", ["Foó"], 1, { !$0.optStringCol.notEquals("Foó", options: []) }),
        ("(optStringCol CONTAINS %@)", ["Foó"], 1, { $0.optStringCol.contains("Foó", options: []) }),
        ("(NOT optStringCol CONTAINS %@)", ["Foó"], 0, { !$0.optStringCol.contains("Foó", options: []) }),
        ("(optStringCol BEGINSWITH %@)", ["Fo"], 1, { $0.optStringCol.starts(with: "Fo", options: []) }),
        ("(NOT optStringCol BEGINSWITH %@)", ["Fo"], 0, { !$0.optStringCol.starts(with: "Fo", options: []) }),
        ("(optStringCol ENDSWITH %@)", ["oó"], 1, { $0.optStringCol.ends(with: "oó", options: []) }),
        ("(NOT optStringCol ENDSWITH %@)", ["oó"], 0, { !$0.optStringCol.ends(with: "oó", options: []) }),
        ("(optStringCol ==[c] %@)", ["Foó"], 1, { $0.optStringCol.equals("Foó", options: [.caseInsensitive]) }),
        ("(NOT optStringCol ==[c] %@)", ["Foó"], 0, { !$0.optStringCol.equals("Foó", options: [.caseInsensitive]) }),
        ("(optStringCol !=[c] %@)", ["Foó"], 0, { $0.optStringCol.notEquals("Foó", options: [.caseInsensitive]) }),
        ("(NOT optStringCol !=[c] %@)", ["Foó"], 1, { !$0.optStringCol.notEquals("Foó", options: [.caseInsensitive]) }),
        ("(optStringCol CONTAINS[c] %@)", ["Foó"], 1, { $0.optStringCol.contains("Foó", options: [.caseInsensitive]) }),
        ("(NOT optStringCol CONTAINS[c] %@)", ["Foó"], 0, { !$0.optStringCol.contains("Foó", options: [.caseInsensitive]) }),
        ("(optStringCol BEGINSWITH[c] %@)", ["Fo"], 1, { $0.optStringCol.starts(with: "Fo", options: [.caseInsensitive]) }),
        ("(NOT optStringCol BEGINSWITH[c] %@)", ["Fo"], 0, { !$0.optStringCol.starts(with: "Fo", options: [.caseInsensitive]) }),
        ("(optStringCol ENDSWITH[c] %@)", ["oó"], 1, { $0.optStringCol.ends(with: "oó", options: [.caseInsensitive]) }),
        ("(NOT optStringCol ENDSWITH[c] %@)", ["oó"], 0, { !$0.optStringCol.ends(with: "oó", options: [.caseInsensitive]) }),
        ("(optStringCol ==[d] %@)", ["Foó"], 1, { $0.optStringCol.equals("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT optStringCol ==[d] %@)", ["Foó"], 0, { !$0.optStringCol.equals("Foó", options: [.diacriticInsensitive]) }),
        ("(optStringCol !=[d] %@)", ["Foó"], 0, { $0.optStringCol.notEquals("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT optStringCol !=[d] %@)", ["Foó"], 1, { !$0.optStringCol.notEquals("Foó", options: [.diacriticInsensitive]) }),
        ("(optStringCol CONTAINS[d] %@)", ["Foó"], 1, { $0.optStringCol.contains("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT optStringCol CONTAINS[d] %@)", ["Foó"], 0, { !$0.optStringCol.contains("Foó", options: [.diacriticInsensitive]) }),
        ("(optStringCol BEGINSWITH[d] %@)", ["Fo"], 1, { $0.optStringCol.starts(with: "Fo", options: [.diacriticInsensitive]) }),
        ("(NOT optStringCol BEGINSWITH[d] %@)", ["Fo"], 0, { !$0.optStringCol.starts(with: "Fo", options: [.diacriticInsensitive]) }),
        ("(optStringCol ENDSWITH[d] %@)", ["oó"], 1, { $0.optStringCol.ends(with: "oó", options: [.diacriticInsensitive]) }),
        ("(NOT optStringCol ENDSWITH[d] %@)", ["oó"], 0, { !$0.optStringCol.ends(with: "oó", options: [.diacriticInsensitive]) }),
        ("(optStringCol ==[cd] %@)", ["Foó"], 1, { $0.optStringCol.equals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringCol ==[cd] %@)", ["Foó"], 0, { !$0.optStringCol.equals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol !=[cd] %@)", ["Foó"], 0, { $0.optStringCol.notEquals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringCol !=[cd] %@)", ["Foó"], 1, { !$0.optStringCol.notEquals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol CONTAINS[cd] %@)", ["Foó"], 1, { $0.optStringCol.contains("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringCol CONTAINS[cd] %@)", ["Foó"], 0, { !$0.optStringCol.contains("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol BEGINSWITH[cd] %@)", ["Fo"], 1, { $0.optStringCol.starts(with: "Fo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringCol BEGINSWITH[cd] %@)", ["Fo"], 0, { !$0.optStringCol.starts(with: "Fo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol ENDSWITH[cd] %@)", ["oó"], 1, { $0.optStringCol.ends(with: "oó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringCol ENDSWITH[cd] %@)", ["oó"], 0, { !$0.optStringCol.ends(with: "oó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringEnumCol == %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.equals("Foó", options: []) }),
        ("(NOT optStringEnumCol == %@)", ["Foó"], 1, { !$0.optStringEnumCol.rawValue.equals("Foó", options: []) }),
        ("(optStringEnumCol != %@)", ["Foó"], 1, { $0.optStringEnumCol.rawValue.notEquals("Foó", options: []) }),
        ("(NOT optStringEnumCol != %@)", ["Foó"], 0, { !$0.optStringEnumCol.rawValue.notEquals("Foó", options: []) }),
        ("(optStringEnumCol CONTAINS %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.contains("Foó", options: []) }),
        ("(NOT optStringEnumCol CONTAINS %@)", ["Foó"], 1, { !$0.optStringEnumCol.rawValue.contains("Foó", options: []) }),
        ("(optStringEnumCol BEGINSWITH %@)", ["Fo"], 0, { $0.optStringEnumCol.rawValue.starts(with: "Fo", options: []) }),
        ("(NOT optStringEnumCol BEGINSWITH %@)", ["Fo"], 1, { !$0.optStringEnumCol.rawValue.starts(with: "Fo", options: []) }),
        ("(optStringEnumCol ENDSWITH %@)", ["oó"], 0, { $0.optStringEnumCol.rawValue.ends(with: "oó", options: []) }),
        ("(NOT optStringEnumCol ENDSWITH %@)", ["oó"], 1, { !$0.optStringEnumCol.rawValue.ends(with: "oó", options: []) }),
        ("(optStringEnumCol ==[c] %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.equals("Foó", options: [.caseInsensitive]) }),
        ("(NOT optStringEnumCol ==[c] %@)", ["Foó"], 1, { !$0.optStringEnumCol.rawValue.equals("Foó", options: [.caseInsensitive]) }),
        ("(optStringEnumCol !=[c] %@)", ["Foó"], 1, { $0.optStringEnumCol.rawValue.notEquals("Foó", options: [.caseInsensitive]) }),
        ("(NOT optStringEnumCol !=[c] %@)", ["Foó"], 0, { !$0.optStringEnumCol.rawValue.notEquals("Foó", options: [.caseInsensitive]) }),
        ("(optStringEnumCol CONTAINS[c] %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.contains("Foó", options: [.caseInsensitive]) }),
        ("(NOT optStringEnumCol CONTAINS[c] %@)", ["Foó"], 1, { !$0.optStringEnumCol.rawValue.contains("Foó", options: [.caseInsensitive]) }),
        ("(optStringEnumCol BEGINSWITH[c] %@)", ["Fo"], 0, { $0.optStringEnumCol.rawValue.starts(with: "Fo", options: [.caseInsensitive]) }),
        ("(NOT optStringEnumCol BEGINSWITH[c] %@)", ["Fo"], 1, { !$0.optStringEnumCol.rawValue.starts(with: "Fo", options: [.caseInsensitive]) }),
        ("(optStringEnumCol ENDSWITH[c] %@)", ["oó"], 0, { $0.optStringEnumCol.rawValue.ends(with: "oó", options: [.caseInsensitive]) }),
        ("(NOT optStringEnumCol ENDSWITH[c] %@)", ["oó"], 1, { !$0.optStringEnumCol.rawValue.ends(with: "oó", options: [.caseInsensitive]) }),
        ("(optStringEnumCol ==[d] %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.equals("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT optStringEnumCol ==[d] %@)", ["Foó"], 1, { !$0.optStringEnumCol.rawValue.equals("Foó", options: [.diacriticInsensitive]) }),
        ("(optStringEnumCol !=[d] %@)", ["Foó"], 1, { $0.optStringEnumCol.rawValue.notEquals("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT optStringEnumCol !=[d] %@)", ["Foó"], 0, { !$0.optStringEnumCol.rawValue.notEquals("Foó", options: [.diacriticInsensitive]) }),
        ("(optStringEnumCol CONTAINS[d] %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.contains("Foó", options: [.diacriticInsensitive]) }),
        ("(NOT optStringEnumCol CONTAINS[d] %@)", ["Foó"], 1, { !$0.optStringEnumCol.rawValue.contains("Foó", options: [.diacriticInsensitive]) }),
        ("(optStringEnumCol BEGINSWITH[d] %@)", ["Fo"], 0, { $0.optStringEnumCol.rawValue.starts(with: "Fo", options: [.diacriticInsensitive]) }),
        ("(NOT optStringEnumCol BEGINSWITH[d] %@)", ["Fo"], 1, { !$0.optStringEnumCol.rawValue.starts(with: "Fo", options: [.diacriticInsensitive]) }),
        ("(optStringEnumCol ENDSWITH[d] %@)", ["oó"], 0, { $0.optStringEnumCol.rawValue.ends(with: "oó", options: [.diacriticInsensitive]) }),
        ("(NOT optStringEnumCol ENDSWITH[d] %@)", ["oó"], 1, { !$0.optStringEnumCol.rawValue.ends(with: "oó", options: [.diacriticInsensitive]) }),
        ("(optStringEnumCol ==[cd] %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.equals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringEnumCol ==[cd] %@)", ["Foó"], 1, { !$0.optStringEnumCol.rawValue.equals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringEnumCol !=[cd] %@)", ["Foó"], 1, { $0.optStringEnumCol.rawValue.notEquals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringEnumCol !=[cd] %@)", ["Foó"], 0, { !$0.optStringEnumCol.rawValue.notEquals("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringEnumCol CONTAINS[cd] %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.contains("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringEnumCol CONTAINS[cd] %@)", ["Foó"], 1, { !$0.optStringEnumCol.rawValue.contains("Foó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringEnumCol BEGINSWITH[cd] %@)", ["Fo"], 0, { $0.optStringEnumCol.rawValue.starts(with: "Fo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringEnumCol BEGINSWITH[cd] %@)", ["Fo"], 1, { !$0.optStringEnumCol.rawValue.starts(with: "Fo", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringEnumCol ENDSWITH[cd] %@)", ["oó"], 0, { $0.optStringEnumCol.rawValue.ends(with: "oó", options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optStringEnumCol ENDSWITH[cd] %@)", ["oó"], 1, { !$0.optStringEnumCol.rawValue.ends(with: "oó", options: [.caseInsensitive, .diacriticInsensitive]) }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(string == %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.equals(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(NOT string == %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.string.equals(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(string != %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.string.notEquals(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(NOT string != %@)", [StringWrapper(persistedValue: "Foó")], 1, { !$0.string.notEquals(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(string CONTAINS %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.contains(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(NOT string CONTAINS %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.string.contains(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(string BEGINSWITH %@)", [StringWrapper(persistedValue: "Fo")], 1, { $0.string.starts(with: StringWrapper(persistedValue: "Fo"), options: []) }),
        ("(NOT string BEGINSWITH %@)", [StringWrapper(persistedValue: "Fo")], 0, { !$0.string.starts(with: StringWrapper(persistedValue: "Fo"), options: []) }),
        ("(string ENDSWITH %@)", [StringWrapper(persistedValue: "oó")], 1, { $0.string.ends(with: StringWrapper(persistedValue: "oó"), options: []) }),
        ("(NOT string ENDSWITH %@)", [StringWrapper(persistedValue: "oó")], 0, { !$0.string.ends(with: StringWrapper(persistedValue: "oó"), options: []) }),
        ("(string ==[c] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.equals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(NOT string ==[c] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.string.equals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(string !=[c] %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.string.notEquals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(NOT string !=[c] %@)", [StringWrapper(persistedValue: "Foó")], 1, { !$0.string.notEquals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(string CONTAINS[c] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.contains(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(NOT string CONTAINS[c] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.string.contains(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(string BEGINSWITH[c] %@)", [StringWrapper(persistedValue: "Fo")], 1, { $0.string.starts(with: StringWrapper(persistedValue: "Fo"), options: [.caseInsensitive]) }),
        ("(NOT string BEGINSWITH[c] %@)", [StringWrapper(persistedValue: "Fo")], 0, { !$0.string.starts(with: StringWrapper(persistedValue: "Fo"), options: [.caseInsensitive]) }),
        ("(string ENDSWITH[c] %@)", [StringWrapper(persistedValue: "oó")], 1, { $0.string.ends(with: StringWrapper(persistedValue: "oó"), options: [.caseInsensitive]) }),
        ("(NOT string ENDSWITH[c] %@)", [StringWrapper(persistedValue: "oó")], 0, { !$0.string.ends(with: StringWrapper(persistedValue: "oó"), options: [.caseInsensitive]) }),
        ("(string ==[d] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.equals(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(NOT string ==[d] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.string.equals(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(string !=[d] %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.string.notEquals(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(NOT string !=[d] %@)", [StringWrapper(persistedValue: "Foó")], 1, { !$0.string.notEquals(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(string CONTAINS[d] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.contains(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(NOT string CONTAINS[d] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.string.contains(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(string BEGINSWITH[d] %@)", [StringWrapper(persistedValue: "Fo")], 1, { $0.string.starts(with: StringWrapper(persistedValue: "Fo"), options: [.diacriticInsensitive]) }),
        ("(NOT string BEGINSWITH[d] %@)", [StringWrapper(persistedValue: "Fo")], 0, { !$0.string.starts(with: StringWrapper(persistedValue: "Fo"), options: [.diacriticInsensitive]) }),
        ("(string ENDSWITH[d] %@)", [StringWrapper(persistedValue: "oó")], 1, { $0.string.ends(with: StringWrapper(persistedValue: "oó"), options: [.diacriticInsensitive]) }),
        ("(NOT string ENDSWITH[d] %@)", [StringWrapper(persistedValue: "oó")], 0, { !$0.string.ends(with: StringWrapper(persistedValue: "oó"), options: [.diacriticInsensitive]) }),
        ("(string ==[cd] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.equals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT string ==[cd] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.string.equals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(string !=[cd] %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.string.notEquals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT string !=[cd] %@)", [StringWrapper(persistedValue: "Foó")], 1, { !$0.string.notEquals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(string CONTAINS[cd] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.contains(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT string CONTAINS[cd] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.string.contains(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(string BEGINSWITH[cd] %@)", [StringWrapper(persistedValue: "Fo")], 1, { $0.string.starts(with: StringWrapper(persistedValue: "Fo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT string BEGINSWITH[cd] %@)", [StringWrapper(persistedValue: "Fo")], 0, { !$0.string.starts(with: StringWrapper(persistedValue: "Fo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(string ENDSWITH[cd] %@)", [StringWrapper(persistedValue: "oó")], 1, { $0.string.ends(with: StringWrapper(persistedValue: "oó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT string ENDSWITH[cd] %@)", [StringWrapper(persistedValue: "oó")], 0, { !$0.string.ends(with: StringWrapper(persistedValue: "oó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optString == %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.equals(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(NOT optString == %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.optString.equals(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(optString != %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.optString.notEquals(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(NOT optString != %@)", [StringWrapper(persistedValue: "Foó")], 1, { !$0.optString.notEquals(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(optString CONTAINS %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.contains(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(NOT optString CONTAINS %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.optString.contains(StringWrapper(persistedValue: "Foó"), options: []) }),
        ("(optString BEGINSWITH %@)", [StringWrapper(persistedValue: "Fo")], 1, { $0.optString.starts(with: StringWrapper(persistedValue: "Fo"), options: []) }),
        ("(NOT optString BEGINSWITH %@)", [StringWrapper(persistedValue: "Fo")], 0, { !$0.optString.starts(with: StringWrapper(persistedValue: "Fo"), options: []) }),
        ("(optString ENDSWITH %@)", [StringWrapper(persistedValue: "oó")], 1, { $0.optString.ends(with: StringWrapper(persistedValue: "oó"), options: []) }),
        ("(NOT optString ENDSWITH %@)", [StringWrapper(persistedValue: "oó")], 0, { !$0.optString.ends(with: StringWrapper(persistedValue: "oó"), options: []) }),
        ("(optString ==[c] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.equals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(NOT optString ==[c] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.optString.equals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(optString !=[c] %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.optString.notEquals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(NOT optString !=[c] %@)", [StringWrapper(persistedValue: "Foó")], 1, { !$0.optString.notEquals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(optString CONTAINS[c] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.contains(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(NOT optString CONTAINS[c] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.optString.contains(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive]) }),
        ("(optString BEGINSWITH[c] %@)", [StringWrapper(persistedValue: "Fo")], 1, { $0.optString.starts(with: StringWrapper(persistedValue: "Fo"), options: [.caseInsensitive]) }),
        ("(NOT optString BEGINSWITH[c] %@)", [StringWrapper(persistedValue: "Fo")], 0, { !$0.optString.starts(with: StringWrapper(persistedValue: "Fo"), options: [.caseInsensitive]) }),
        ("(optString ENDSWITH[c] %@)", [StringWrapper(persistedValue: "oó")], 1, { $0.optString.ends(with: StringWrapper(persistedValue: "oó"), options: [.caseInsensitive]) }),
        ("(NOT optString ENDSWITH[c] %@)", [StringWrapper(persistedValue: "oó")], 0, { !$0.optString.ends(with: StringWrapper(persistedValue: "oó"), options: [.caseInsensitive]) }),
        ("(optString ==[d] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.equals(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(NOT optString ==[d] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.optString.equals(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(optString !=[d] %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.optString.notEquals(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(NOT optString !=[d] %@)", [StringWrapper(persistedValue: "Foó")], 1, { !$0.optString.notEquals(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(optString CONTAINS[d] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.contains(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(NOT optString CONTAINS[d] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.optString.contains(StringWrapper(persistedValue: "Foó"), options: [.diacriticInsensitive]) }),
        ("(optString BEGINSWITH[d] %@)", [StringWrapper(persistedValue: "Fo")], 1, { $0.optString.starts(with: StringWrapper(persistedValue: "Fo"), options: [.diacriticInsensitive]) }),
        ("(NOT optString BEGINSWITH[d] %@)", [StringWrapper(persistedValue: "Fo")], 0, { !$0.optString.starts(with: StringWrapper(persistedValue: "Fo"), options: [.diacriticInsensitive]) }),
        ("(optString ENDSWITH[d] %@)", [StringWrapper(persistedValue: "oó")], 1, { $0.optString.ends(with: StringWrapper(persistedValue: "oó"), options: [.diacriticInsensitive]) }),
        ("(NOT optString ENDSWITH[d] %@)", [StringWrapper(persistedValue: "oó")], 0, { !$0.optString.ends(with: StringWrapper(persistedValue: "oó"), options: [.diacriticInsensitive]) }),
        ("(optString ==[cd] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.equals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optString ==[cd] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.optString.equals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optString !=[cd] %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.optString.notEquals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optString !=[cd] %@)", [StringWrapper(persistedValue: "Foó")], 1, { !$0.optString.notEquals(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optString CONTAINS[cd] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.contains(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optString CONTAINS[cd] %@)", [StringWrapper(persistedValue: "Foó")], 0, { !$0.optString.contains(StringWrapper(persistedValue: "Foó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optString BEGINSWITH[cd] %@)", [StringWrapper(persistedValue: "Fo")], 1, { $0.optString.starts(with: StringWrapper(persistedValue: "Fo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optString BEGINSWITH[cd] %@)", [StringWrapper(persistedValue: "Fo")], 0, { !$0.optString.starts(with: StringWrapper(persistedValue: "Fo"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optString ENDSWITH[cd] %@)", [StringWrapper(persistedValue: "oó")], 1, { $0.optString.ends(with: StringWrapper(persistedValue: "oó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(NOT optString ENDSWITH[cd] %@)", [StringWrapper(persistedValue: "oó")], 0, { !$0.optString.ends(with: StringWrapper(persistedValue: "oó"), options: [.caseInsensitive, .diacriticInsensitive]) }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `like(_:)` and `like(_:caseInsensitive: true)` in a where closure are `LIKE` and `LIKE[c]` with the pattern as the argument, on the string column, the String-backed enum's raw value and the string wrapper, optional or not: against the stored "Foó", `*` matches any run and `?` one character, case matters only without `[c]`, and the enum's stored "c" matches no pattern.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testStringLike
func testSuiteQueryStringLikeEveryColumn() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(stringCol LIKE %@)", ["Foó"], 1, { $0.stringCol.like("Foó") }),
        ("(stringCol LIKE[c] %@)", ["Foó"], 1, { $0.stringCol.like("Foó", caseInsensitive: true) }),
        ("(stringCol LIKE %@)", ["f*"], 0, { $0.stringCol.like("f*") }),
        ("(stringCol LIKE[c] %@)", ["f*"], 1, { $0.stringCol.like("f*", caseInsensitive: true) }),
        ("(stringCol LIKE %@)", ["*ó"], 1, { $0.stringCol.like("*ó") }),
        ("(stringCol LIKE[c] %@)", ["*ó"], 1, { $0.stringCol.like("*ó", caseInsensitive: true) }),
        ("(stringCol LIKE %@)", ["f?ó"], 0, { $0.stringCol.like("f?ó") }),
        ("(stringCol LIKE[c] %@)", ["f?ó"], 1, { $0.stringCol.like("f?ó", caseInsensitive: true) }),
        ("(stringCol LIKE %@)", ["f*ó"], 0, { $0.stringCol.like("f*ó") }),
        ("(stringCol LIKE[c] %@)", ["f*ó"], 1, { $0.stringCol.like("f*ó", caseInsensitive: true) }),
        ("(stringCol LIKE %@)", ["f??ó"], 0, { $0.stringCol.like("f??ó") }),
        ("(stringCol LIKE[c] %@)", ["f??ó"], 0, { $0.stringCol.like("f??ó", caseInsensitive: true) }),
        ("(stringCol LIKE %@)", ["*o*"], 1, { $0.stringCol.like("*o*") }),
        ("(stringCol LIKE[c] %@)", ["*o*"], 1, { $0.stringCol.like("*o*", caseInsensitive: true) }),
        ("(stringCol LIKE %@)", ["*O*"], 0, { $0.stringCol.like("*O*") }),
        ("(stringCol LIKE[c] %@)", ["*O*"], 1, { $0.stringCol.like("*O*", caseInsensitive: true) }),
        ("(stringCol LIKE %@)", ["?o?"], 1, { $0.stringCol.like("?o?") }),
        ("(stringCol LIKE[c] %@)", ["?o?"], 1, { $0.stringCol.like("?o?", caseInsensitive: true) }),
        ("(stringCol LIKE %@)", ["?O?"], 0, { $0.stringCol.like("?O?") }),
        ("(stringCol LIKE[c] %@)", ["?O?"], 1, { $0.stringCol.like("?O?", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.like("Foó") }),
        ("(stringEnumCol LIKE[c] %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue.like("Foó", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["f*"], 0, { $0.stringEnumCol.rawValue.like("f*") }),
        ("(stringEnumCol LIKE[c] %@)", ["f*"], 0, { $0.stringEnumCol.rawValue.like("f*", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["*ó"], 0, { $0.stringEnumCol.rawValue.like("*ó") }),
        ("(stringEnumCol LIKE[c] %@)", ["*ó"], 0, { $0.stringEnumCol.rawValue.like("*ó", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["f?ó"], 0, { $0.stringEnumCol.rawValue.like("f?ó") }),
        ("(stringEnumCol LIKE[c] %@)", ["f?ó"], 0, { $0.stringEnumCol.rawValue.like("f?ó", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["f*ó"], 0, { $0.stringEnumCol.rawValue.like("f*ó") }),
        ("(stringEnumCol LIKE[c] %@)", ["f*ó"], 0, { $0.stringEnumCol.rawValue.like("f*ó", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["f??ó"], 0, { $0.stringEnumCol.rawValue.like("f??ó") }),
        ("(stringEnumCol LIKE[c] %@)", ["f??ó"], 0, { $0.stringEnumCol.rawValue.like("f??ó", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["*o*"], 0, { $0.stringEnumCol.rawValue.like("*o*") }),
        ("(stringEnumCol LIKE[c] %@)", ["*o*"], 0, { $0.stringEnumCol.rawValue.like("*o*", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["*O*"], 0, { $0.stringEnumCol.rawValue.like("*O*") }),
        ("(stringEnumCol LIKE[c] %@)", ["*O*"], 0, { $0.stringEnumCol.rawValue.like("*O*", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["?o?"], 0, { $0.stringEnumCol.rawValue.like("?o?") }),
        ("(stringEnumCol LIKE[c] %@)", ["?o?"], 0, { $0.stringEnumCol.rawValue.like("?o?", caseInsensitive: true) }),
        ("(stringEnumCol LIKE %@)", ["?O?"], 0, { $0.stringEnumCol.rawValue.like("?O?") }),
        ("(stringEnumCol LIKE[c] %@)", ["?O?"], 0, { $0.stringEnumCol.rawValue.like("?O?", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["Foó"], 1, { $0.optStringCol.like("Foó") }),
        ("(optStringCol LIKE[c] %@)", ["Foó"], 1, { $0.optStringCol.like("Foó", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["f*"], 0, { $0.optStringCol.like("f*") }),
        ("(optStringCol LIKE[c] %@)", ["f*"], 1, { $0.optStringCol.like("f*", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["*ó"], 1, { $0.optStringCol.like("*ó") }),
        ("(optStringCol LIKE[c] %@)", ["*ó"], 1, { $0.optStringCol.like("*ó", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["f?ó"], 0, { $0.optStringCol.like("f?ó") }),
        ("(optStringCol LIKE[c] %@)", ["f?ó"], 1, { $0.optStringCol.like("f?ó", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["f*ó"], 0, { $0.optStringCol.like("f*ó") }),
        ("(optStringCol LIKE[c] %@)", ["f*ó"], 1, { $0.optStringCol.like("f*ó", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["f??ó"], 0, { $0.optStringCol.like("f??ó") }),
        ("(optStringCol LIKE[c] %@)", ["f??ó"], 0, { $0.optStringCol.like("f??ó", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["*o*"], 1, { $0.optStringCol.like("*o*") }),
        ("(optStringCol LIKE[c] %@)", ["*o*"], 1, { $0.optStringCol.like("*o*", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["*O*"], 0, { $0.optStringCol.like("*O*") }),
        ("(optStringCol LIKE[c] %@)", ["*O*"], 1, { $0.optStringCol.like("*O*", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["?o?"], 1, { $0.optStringCol.like("?o?") }),
        ("(optStringCol LIKE[c] %@)", ["?o?"], 1, { $0.optStringCol.like("?o?", caseInsensitive: true) }),
        ("(optStringCol LIKE %@)", ["?O?"], 0, { $0.optStringCol.like("?O?") }),
        ("(optStringCol LIKE[c] %@)", ["?O?"], 1, { $0.optStringCol.like("?O?", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.like("Foó") }),
        ("(optStringEnumCol LIKE[c] %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue.like("Foó", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["f*"], 0, { $0.optStringEnumCol.rawValue.like("f*") }),
        ("(optStringEnumCol LIKE[c] %@)", ["f*"], 0, { $0.optStringEnumCol.rawValue.like("f*", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["*ó"], 0, { $0.optStringEnumCol.rawValue.like("*ó") }),
        ("(optStringEnumCol LIKE[c] %@)", ["*ó"], 0, { $0.optStringEnumCol.rawValue.like("*ó", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["f?ó"], 0, { $0.optStringEnumCol.rawValue.like("f?ó") }),
        ("(optStringEnumCol LIKE[c] %@)", ["f?ó"], 0, { $0.optStringEnumCol.rawValue.like("f?ó", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["f*ó"], 0, { $0.optStringEnumCol.rawValue.like("f*ó") }),
        ("(optStringEnumCol LIKE[c] %@)", ["f*ó"], 0, { $0.optStringEnumCol.rawValue.like("f*ó", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["f??ó"], 0, { $0.optStringEnumCol.rawValue.like("f??ó") }),
        ("(optStringEnumCol LIKE[c] %@)", ["f??ó"], 0, { $0.optStringEnumCol.rawValue.like("f??ó", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["*o*"], 0, { $0.optStringEnumCol.rawValue.like("*o*") }),
        ("(optStringEnumCol LIKE[c] %@)", ["*o*"], 0, { $0.optStringEnumCol.rawValue.like("*o*", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["*O*"], 0, { $0.optStringEnumCol.rawValue.like("*O*") }),
        ("(optStringEnumCol LIKE[c] %@)", ["*O*"], 0, { $0.optStringEnumCol.rawValue.like("*O*", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["?o?"], 0, { $0.optStringEnumCol.rawValue.like("?o?") }),
        ("(optStringEnumCol LIKE[c] %@)", ["?o?"], 0, { $0.optStringEnumCol.rawValue.like("?o?", caseInsensitive: true) }),
        ("(optStringEnumCol LIKE %@)", ["?O?"], 0, { $0.optStringEnumCol.rawValue.like("?O?") }),
        ("(optStringEnumCol LIKE[c] %@)", ["?O?"], 0, { $0.optStringEnumCol.rawValue.like("?O?", caseInsensitive: true) }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(string LIKE %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.like(StringWrapper(persistedValue: "Foó")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string.like(StringWrapper(persistedValue: "Foó"), caseInsensitive: true) }),
        ("(string LIKE %@)", [StringWrapper(persistedValue: "f*")], 0, { $0.string.like(StringWrapper(persistedValue: "f*")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "f*")], 1, { $0.string.like(StringWrapper(persistedValue: "f*"), caseInsensitive: true) }),
        ("(string LIKE %@)", [StringWrapper(persistedValue: "*ó")], 1, { $0.string.like(StringWrapper(persistedValue: "*ó")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "*ó")], 1, { $0.string.like(StringWrapper(persistedValue: "*ó"), caseInsensitive: true) }),
        ("(string LIKE %@)", [StringWrapper(persistedValue: "f?ó")], 0, { $0.string.like(StringWrapper(persistedValue: "f?ó")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "f?ó")], 1, { $0.string.like(StringWrapper(persistedValue: "f?ó"), caseInsensitive: true) }),
        ("(string LIKE %@)", [StringWrapper(persistedValue: "f*ó")], 0, { $0.string.like(StringWrapper(persistedValue: "f*ó")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "f*ó")], 1, { $0.string.like(StringWrapper(persistedValue: "f*ó"), caseInsensitive: true) }),
        ("(string LIKE %@)", [StringWrapper(persistedValue: "f??ó")], 0, { $0.string.like(StringWrapper(persistedValue: "f??ó")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "f??ó")], 0, { $0.string.like(StringWrapper(persistedValue: "f??ó"), caseInsensitive: true) }),
        ("(string LIKE %@)", [StringWrapper(persistedValue: "*o*")], 1, { $0.string.like(StringWrapper(persistedValue: "*o*")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "*o*")], 1, { $0.string.like(StringWrapper(persistedValue: "*o*"), caseInsensitive: true) }),
        ("(string LIKE %@)", [StringWrapper(persistedValue: "*O*")], 0, { $0.string.like(StringWrapper(persistedValue: "*O*")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "*O*")], 1, { $0.string.like(StringWrapper(persistedValue: "*O*"), caseInsensitive: true) }),
        ("(string LIKE %@)", [StringWrapper(persistedValue: "?o?")], 1, { $0.string.like(StringWrapper(persistedValue: "?o?")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "?o?")], 1, { $0.string.like(StringWrapper(persistedValue: "?o?"), caseInsensitive: true) }),
        ("(string LIKE %@)", [StringWrapper(persistedValue: "?O?")], 0, { $0.string.like(StringWrapper(persistedValue: "?O?")) }),
        ("(string LIKE[c] %@)", [StringWrapper(persistedValue: "?O?")], 1, { $0.string.like(StringWrapper(persistedValue: "?O?"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.like(StringWrapper(persistedValue: "Foó")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString.like(StringWrapper(persistedValue: "Foó"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "f*")], 0, { $0.optString.like(StringWrapper(persistedValue: "f*")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "f*")], 1, { $0.optString.like(StringWrapper(persistedValue: "f*"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "*ó")], 1, { $0.optString.like(StringWrapper(persistedValue: "*ó")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "*ó")], 1, { $0.optString.like(StringWrapper(persistedValue: "*ó"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "f?ó")], 0, { $0.optString.like(StringWrapper(persistedValue: "f?ó")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "f?ó")], 1, { $0.optString.like(StringWrapper(persistedValue: "f?ó"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "f*ó")], 0, { $0.optString.like(StringWrapper(persistedValue: "f*ó")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "f*ó")], 1, { $0.optString.like(StringWrapper(persistedValue: "f*ó"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "f??ó")], 0, { $0.optString.like(StringWrapper(persistedValue: "f??ó")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "f??ó")], 0, { $0.optString.like(StringWrapper(persistedValue: "f??ó"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "*o*")], 1, { $0.optString.like(StringWrapper(persistedValue: "*o*")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "*o*")], 1, { $0.optString.like(StringWrapper(persistedValue: "*o*"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "*O*")], 0, { $0.optString.like(StringWrapper(persistedValue: "*O*")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "*O*")], 1, { $0.optString.like(StringWrapper(persistedValue: "*O*"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "?o?")], 1, { $0.optString.like(StringWrapper(persistedValue: "?o?")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "?o?")], 1, { $0.optString.like(StringWrapper(persistedValue: "?o?"), caseInsensitive: true) }),
        ("(optString LIKE %@)", [StringWrapper(persistedValue: "?O?")], 0, { $0.optString.like(StringWrapper(persistedValue: "?O?")) }),
        ("(optString LIKE[c] %@)", [StringWrapper(persistedValue: "?O?")], 1, { $0.optString.like(StringWrapper(persistedValue: "?O?"), caseInsensitive: true) }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `>`, `>=`, `<` and `<=` against strings order the stored "Foó" by its characters: after "Foo", "Foò", "Fnó", "Eoó" and patterns starting with `*` or `?`, before "Foô", "Fpó", "Goó" and lowercase ones, on the string column, the String-backed enum's raw value (set to that string) and the string wrapper, optional or not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testLexicographicalComparison
func testSuiteQueryStringOrderEveryColumn() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    try realm.write {
        object.stringEnumCol = ModernStringEnum.value4
        object.optStringEnumCol = ModernStringEnum.value4
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(stringCol > %@)", ["Foó"], 0, { $0.stringCol > "Foó" }),
        ("(stringCol >= %@)", ["Foó"], 1, { $0.stringCol >= "Foó" }),
        ("(stringCol < %@)", ["Foó"], 0, { $0.stringCol < "Foó" }),
        ("(stringCol <= %@)", ["Foó"], 1, { $0.stringCol <= "Foó" }),
        ("(stringCol > %@)", ["Foo"], 1, { $0.stringCol > "Foo" }),
        ("(stringCol >= %@)", ["Foo"], 1, { $0.stringCol >= "Foo" }),
        ("(stringCol < %@)", ["Foo"], 0, { $0.stringCol < "Foo" }),
        ("(stringCol <= %@)", ["Foo"], 0, { $0.stringCol <= "Foo" }),
        ("(stringCol > %@)", ["f*"], 0, { $0.stringCol > "f*" }),
        ("(stringCol >= %@)", ["f*"], 0, { $0.stringCol >= "f*" }),
        ("(stringCol < %@)", ["f*"], 1, { $0.stringCol < "f*" }),
        ("(stringCol <= %@)", ["f*"], 1, { $0.stringCol <= "f*" }),
        ("(stringCol > %@)", ["*ó"], 1, { $0.stringCol > "*ó" }),
        ("(stringCol >= %@)", ["*ó"], 1, { $0.stringCol >= "*ó" }),
        ("(stringCol < %@)", ["*ó"], 0, { $0.stringCol < "*ó" }),
        ("(stringCol <= %@)", ["*ó"], 0, { $0.stringCol <= "*ó" }),
        ("(stringCol > %@)", ["f?ó"], 0, { $0.stringCol > "f?ó" }),
        ("(stringCol >= %@)", ["f?ó"], 0, { $0.stringCol >= "f?ó" }),
        ("(stringCol < %@)", ["f?ó"], 1, { $0.stringCol < "f?ó" }),
        ("(stringCol <= %@)", ["f?ó"], 1, { $0.stringCol <= "f?ó" }),
        ("(stringCol > %@)", ["f*ó"], 0, { $0.stringCol > "f*ó" }),
        ("(stringCol >= %@)", ["f*ó"], 0, { $0.stringCol >= "f*ó" }),
        ("(stringCol < %@)", ["f*ó"], 1, { $0.stringCol < "f*ó" }),
        ("(stringCol <= %@)", ["f*ó"], 1, { $0.stringCol <= "f*ó" }),
        ("(stringCol > %@)", ["f??ó"], 0, { $0.stringCol > "f??ó" }),
        ("(stringCol >= %@)", ["f??ó"], 0, { $0.stringCol >= "f??ó" }),
        ("(stringCol < %@)", ["f??ó"], 1, { $0.stringCol < "f??ó" }),
        ("(stringCol <= %@)", ["f??ó"], 1, { $0.stringCol <= "f??ó" }),
        ("(stringCol > %@)", ["*o*"], 1, { $0.stringCol > "*o*" }),
        ("(stringCol >= %@)", ["*o*"], 1, { $0.stringCol >= "*o*" }),
        ("(stringCol < %@)", ["*o*"], 0, { $0.stringCol < "*o*" }),
        ("(stringCol <= %@)", ["*o*"], 0, { $0.stringCol <= "*o*" }),
        ("(stringCol > %@)", ["*O*"], 1, { $0.stringCol > "*O*" }),
        ("(stringCol >= %@)", ["*O*"], 1, { $0.stringCol >= "*O*" }),
        ("(stringCol < %@)", ["*O*"], 0, { $0.stringCol < "*O*" }),
        ("(stringCol <= %@)", ["*O*"], 0, { $0.stringCol <= "*O*" }),
        ("(stringCol > %@)", ["?o?"], 1, { $0.stringCol > "?o?" }),
        ("(stringCol >= %@)", ["?o?"], 1, { $0.stringCol >= "?o?" }),
        ("(stringCol < %@)", ["?o?"], 0, { $0.stringCol < "?o?" }),
        ("(stringCol <= %@)", ["?o?"], 0, { $0.stringCol <= "?o?" }),
        ("(stringCol > %@)", ["?O?"], 1, { $0.stringCol > "?O?" }),
        ("(stringCol >= %@)", ["?O?"], 1, { $0.stringCol >= "?O?" }),
        ("(stringCol < %@)", ["?O?"], 0, { $0.stringCol < "?O?" }),
        ("(stringCol <= %@)", ["?O?"], 0, { $0.stringCol <= "?O?" }),
        ("(stringCol > %@)", ["Foô"], 0, { $0.stringCol > "Foô" }),
        ("(stringCol >= %@)", ["Foô"], 0, { $0.stringCol >= "Foô" }),
        ("(stringCol < %@)", ["Foô"], 1, { $0.stringCol < "Foô" }),
        ("(stringCol <= %@)", ["Foô"], 1, { $0.stringCol <= "Foô" }),
        ("(stringCol > %@)", ["Fpó"], 0, { $0.stringCol > "Fpó" }),
        ("(stringCol >= %@)", ["Fpó"], 0, { $0.stringCol >= "Fpó" }),
        ("(stringCol < %@)", ["Fpó"], 1, { $0.stringCol < "Fpó" }),
        ("(stringCol <= %@)", ["Fpó"], 1, { $0.stringCol <= "Fpó" }),
        ("(stringCol > %@)", ["Goó"], 0, { $0.stringCol > "Goó" }),
        ("(stringCol >= %@)", ["Goó"], 0, { $0.stringCol >= "Goó" }),
        ("(stringCol < %@)", ["Goó"], 1, { $0.stringCol < "Goó" }),
        ("(stringCol <= %@)", ["Goó"], 1, { $0.stringCol <= "Goó" }),
        ("(stringCol > %@)", ["Foò"], 1, { $0.stringCol > "Foò" }),
        ("(stringCol >= %@)", ["Foò"], 1, { $0.stringCol >= "Foò" }),
        ("(stringCol < %@)", ["Foò"], 0, { $0.stringCol < "Foò" }),
        ("(stringCol <= %@)", ["Foò"], 0, { $0.stringCol <= "Foò" }),
        ("(stringCol > %@)", ["Fnó"], 1, { $0.stringCol > "Fnó" }),
        ("(stringCol >= %@)", ["Fnó"], 1, { $0.stringCol >= "Fnó" }),
        ("(stringCol < %@)", ["Fnó"], 0, { $0.stringCol < "Fnó" }),
        ("(stringCol <= %@)", ["Fnó"], 0, { $0.stringCol <= "Fnó" }),
        ("(stringCol > %@)", ["Eoó"], 1, { $0.stringCol > "Eoó" }),
        ("(stringCol >= %@)", ["Eoó"], 1, { $0.stringCol >= "Eoó" }),
        ("(stringCol < %@)", ["Eoó"], 0, { $0.stringCol < "Eoó" }),
        ("(stringCol <= %@)", ["Eoó"], 0, { $0.stringCol <= "Eoó" }),
        ("(stringEnumCol > %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue > "Foó" }),
        ("(stringEnumCol >= %@)", ["Foó"], 1, { $0.stringEnumCol.rawValue >= "Foó" }),
        ("(stringEnumCol < %@)", ["Foó"], 0, { $0.stringEnumCol.rawValue < "Foó" }),
        ("(stringEnumCol <= %@)", ["Foó"], 1, { $0.stringEnumCol.rawValue <= "Foó" }),
        ("(stringEnumCol > %@)", ["Foo"], 1, { $0.stringEnumCol.rawValue > "Foo" }),
        ("(stringEnumCol >= %@)", ["Foo"], 1, { $0.stringEnumCol.rawValue >= "Foo" }),
        ("(stringEnumCol < %@)", ["Foo"], 0, { $0.stringEnumCol.rawValue < "Foo" }),
        ("(stringEnumCol <= %@)", ["Foo"], 0, { $0.stringEnumCol.rawValue <= "Foo" }),
        ("(stringEnumCol > %@)", ["f*"], 0, { $0.stringEnumCol.rawValue > "f*" }),
        ("(stringEnumCol >= %@)", ["f*"], 0, { $0.stringEnumCol.rawValue >= "f*" }),
        ("(stringEnumCol < %@)", ["f*"], 1, { $0.stringEnumCol.rawValue < "f*" }),
        ("(stringEnumCol <= %@)", ["f*"], 1, { $0.stringEnumCol.rawValue <= "f*" }),
        ("(stringEnumCol > %@)", ["*ó"], 1, { $0.stringEnumCol.rawValue > "*ó" }),
        ("(stringEnumCol >= %@)", ["*ó"], 1, { $0.stringEnumCol.rawValue >= "*ó" }),
        ("(stringEnumCol < %@)", ["*ó"], 0, { $0.stringEnumCol.rawValue < "*ó" }),
        ("(stringEnumCol <= %@)", ["*ó"], 0, { $0.stringEnumCol.rawValue <= "*ó" }),
        ("(stringEnumCol > %@)", ["f?ó"], 0, { $0.stringEnumCol.rawValue > "f?ó" }),
        ("(stringEnumCol >= %@)", ["f?ó"], 0, { $0.stringEnumCol.rawValue >= "f?ó" }),
        ("(stringEnumCol < %@)", ["f?ó"], 1, { $0.stringEnumCol.rawValue < "f?ó" }),
        ("(stringEnumCol <= %@)", ["f?ó"], 1, { $0.stringEnumCol.rawValue <= "f?ó" }),
        ("(stringEnumCol > %@)", ["f*ó"], 0, { $0.stringEnumCol.rawValue > "f*ó" }),
        ("(stringEnumCol >= %@)", ["f*ó"], 0, { $0.stringEnumCol.rawValue >= "f*ó" }),
        ("(stringEnumCol < %@)", ["f*ó"], 1, { $0.stringEnumCol.rawValue < "f*ó" }),
        ("(stringEnumCol <= %@)", ["f*ó"], 1, { $0.stringEnumCol.rawValue <= "f*ó" }),
        ("(stringEnumCol > %@)", ["f??ó"], 0, { $0.stringEnumCol.rawValue > "f??ó" }),
        ("(stringEnumCol >= %@)", ["f??ó"], 0, { $0.stringEnumCol.rawValue >= "f??ó" }),
        ("(stringEnumCol < %@)", ["f??ó"], 1, { $0.stringEnumCol.rawValue < "f??ó" }),
        ("(stringEnumCol <= %@)", ["f??ó"], 1, { $0.stringEnumCol.rawValue <= "f??ó" }),
        ("(stringEnumCol > %@)", ["*o*"], 1, { $0.stringEnumCol.rawValue > "*o*" }),
        ("(stringEnumCol >= %@)", ["*o*"], 1, { $0.stringEnumCol.rawValue >= "*o*" }),
        ("(stringEnumCol < %@)", ["*o*"], 0, { $0.stringEnumCol.rawValue < "*o*" }),
        ("(stringEnumCol <= %@)", ["*o*"], 0, { $0.stringEnumCol.rawValue <= "*o*" }),
        ("(stringEnumCol > %@)", ["*O*"], 1, { $0.stringEnumCol.rawValue > "*O*" }),
        ("(stringEnumCol >= %@)", ["*O*"], 1, { $0.stringEnumCol.rawValue >= "*O*" }),
        ("(stringEnumCol < %@)", ["*O*"], 0, { $0.stringEnumCol.rawValue < "*O*" }),
        ("(stringEnumCol <= %@)", ["*O*"], 0, { $0.stringEnumCol.rawValue <= "*O*" }),
        ("(stringEnumCol > %@)", ["?o?"], 1, { $0.stringEnumCol.rawValue > "?o?" }),
        ("(stringEnumCol >= %@)", ["?o?"], 1, { $0.stringEnumCol.rawValue >= "?o?" }),
        ("(stringEnumCol < %@)", ["?o?"], 0, { $0.stringEnumCol.rawValue < "?o?" }),
        ("(stringEnumCol <= %@)", ["?o?"], 0, { $0.stringEnumCol.rawValue <= "?o?" }),
        ("(stringEnumCol > %@)", ["?O?"], 1, { $0.stringEnumCol.rawValue > "?O?" }),
        ("(stringEnumCol >= %@)", ["?O?"], 1, { $0.stringEnumCol.rawValue >= "?O?" }),
        ("(stringEnumCol < %@)", ["?O?"], 0, { $0.stringEnumCol.rawValue < "?O?" }),
        ("(stringEnumCol <= %@)", ["?O?"], 0, { $0.stringEnumCol.rawValue <= "?O?" }),
        ("(stringEnumCol > %@)", ["Foô"], 0, { $0.stringEnumCol.rawValue > "Foô" }),
        ("(stringEnumCol >= %@)", ["Foô"], 0, { $0.stringEnumCol.rawValue >= "Foô" }),
        ("(stringEnumCol < %@)", ["Foô"], 1, { $0.stringEnumCol.rawValue < "Foô" }),
        ("(stringEnumCol <= %@)", ["Foô"], 1, { $0.stringEnumCol.rawValue <= "Foô" }),
        ("(stringEnumCol > %@)", ["Fpó"], 0, { $0.stringEnumCol.rawValue > "Fpó" }),
        ("(stringEnumCol >= %@)", ["Fpó"], 0, { $0.stringEnumCol.rawValue >= "Fpó" }),
        ("(stringEnumCol < %@)", ["Fpó"], 1, { $0.stringEnumCol.rawValue < "Fpó" }),
        ("(stringEnumCol <= %@)", ["Fpó"], 1, { $0.stringEnumCol.rawValue <= "Fpó" }),
        ("(stringEnumCol > %@)", ["Goó"], 0, { $0.stringEnumCol.rawValue > "Goó" }),
        ("(stringEnumCol >= %@)", ["Goó"], 0, { $0.stringEnumCol.rawValue >= "Goó" }),
        ("(stringEnumCol < %@)", ["Goó"], 1, { $0.stringEnumCol.rawValue < "Goó" }),
        ("(stringEnumCol <= %@)", ["Goó"], 1, { $0.stringEnumCol.rawValue <= "Goó" }),
        ("(stringEnumCol > %@)", ["Foò"], 1, { $0.stringEnumCol.rawValue > "Foò" }),
        ("(stringEnumCol >= %@)", ["Foò"], 1, { $0.stringEnumCol.rawValue >= "Foò" }),
        ("(stringEnumCol < %@)", ["Foò"], 0, { $0.stringEnumCol.rawValue < "Foò" }),
        ("(stringEnumCol <= %@)", ["Foò"], 0, { $0.stringEnumCol.rawValue <= "Foò" }),
        ("(stringEnumCol > %@)", ["Fnó"], 1, { $0.stringEnumCol.rawValue > "Fnó" }),
        ("(stringEnumCol >= %@)", ["Fnó"], 1, { $0.stringEnumCol.rawValue >= "Fnó" }),
        ("(stringEnumCol < %@)", ["Fnó"], 0, { $0.stringEnumCol.rawValue < "Fnó" }),
        ("(stringEnumCol <= %@)", ["Fnó"], 0, { $0.stringEnumCol.rawValue <= "Fnó" }),
        ("(stringEnumCol > %@)", ["Eoó"], 1, { $0.stringEnumCol.rawValue > "Eoó" }),
        ("(stringEnumCol >= %@)", ["Eoó"], 1, { $0.stringEnumCol.rawValue >= "Eoó" }),
        ("(stringEnumCol < %@)", ["Eoó"], 0, { $0.stringEnumCol.rawValue < "Eoó" }),
        ("(stringEnumCol <= %@)", ["Eoó"], 0, { $0.stringEnumCol.rawValue <= "Eoó" }),
        ("(optStringCol > %@)", ["Foó"], 0, { $0.optStringCol > "Foó" }),
        ("(optStringCol >= %@)", ["Foó"], 1, { $0.optStringCol >= "Foó" }),
        ("(optStringCol < %@)", ["Foó"], 0, { $0.optStringCol < "Foó" }),
        ("(optStringCol <= %@)", ["Foó"], 1, { $0.optStringCol <= "Foó" }),
        ("(optStringCol > %@)", ["Foo"], 1, { $0.optStringCol > "Foo" }),
        ("(optStringCol >= %@)", ["Foo"], 1, { $0.optStringCol >= "Foo" }),
        ("(optStringCol < %@)", ["Foo"], 0, { $0.optStringCol < "Foo" }),
        ("(optStringCol <= %@)", ["Foo"], 0, { $0.optStringCol <= "Foo" }),
        ("(optStringCol > %@)", ["f*"], 0, { $0.optStringCol > "f*" }),
        ("(optStringCol >= %@)", ["f*"], 0, { $0.optStringCol >= "f*" }),
        ("(optStringCol < %@)", ["f*"], 1, { $0.optStringCol < "f*" }),
        ("(optStringCol <= %@)", ["f*"], 1, { $0.optStringCol <= "f*" }),
        ("(optStringCol > %@)", ["*ó"], 1, { $0.optStringCol > "*ó" }),
        ("(optStringCol >= %@)", ["*ó"], 1, { $0.optStringCol >= "*ó" }),
        ("(optStringCol < %@)", ["*ó"], 0, { $0.optStringCol < "*ó" }),
        ("(optStringCol <= %@)", ["*ó"], 0, { $0.optStringCol <= "*ó" }),
        ("(optStringCol > %@)", ["f?ó"], 0, { $0.optStringCol > "f?ó" }),
        ("(optStringCol >= %@)", ["f?ó"], 0, { $0.optStringCol >= "f?ó" }),
        ("(optStringCol < %@)", ["f?ó"], 1, { $0.optStringCol < "f?ó" }),
        ("(optStringCol <= %@)", ["f?ó"], 1, { $0.optStringCol <= "f?ó" }),
        ("(optStringCol > %@)", ["f*ó"], 0, { $0.optStringCol > "f*ó" }),
        ("(optStringCol >= %@)", ["f*ó"], 0, { $0.optStringCol >= "f*ó" }),
        ("(optStringCol < %@)", ["f*ó"], 1, { $0.optStringCol < "f*ó" }),
        ("(optStringCol <= %@)", ["f*ó"], 1, { $0.optStringCol <= "f*ó" }),
        ("(optStringCol > %@)", ["f??ó"], 0, { $0.optStringCol > "f??ó" }),
        ("(optStringCol >= %@)", ["f??ó"], 0, { $0.optStringCol >= "f??ó" }),
        ("(optStringCol < %@)", ["f??ó"], 1, { $0.optStringCol < "f??ó" }),
        ("(optStringCol <= %@)", ["f??ó"], 1, { $0.optStringCol <= "f??ó" }),
        ("(optStringCol > %@)", ["*o*"], 1, { $0.optStringCol > "*o*" }),
        ("(optStringCol >= %@)", ["*o*"], 1, { $0.optStringCol >= "*o*" }),
        ("(optStringCol < %@)", ["*o*"], 0, { $0.optStringCol < "*o*" }),
        ("(optStringCol <= %@)", ["*o*"], 0, { $0.optStringCol <= "*o*" }),
        ("(optStringCol > %@)", ["*O*"], 1, { $0.optStringCol > "*O*" }),
        ("(optStringCol >= %@)", ["*O*"], 1, { $0.optStringCol >= "*O*" }),
        ("(optStringCol < %@)", ["*O*"], 0, { $0.optStringCol < "*O*" }),
        ("(optStringCol <= %@)", ["*O*"], 0, { $0.optStringCol <= "*O*" }),
        ("(optStringCol > %@)", ["?o?"], 1, { $0.optStringCol > "?o?" }),
        ("(optStringCol >= %@)", ["?o?"], 1, { $0.optStringCol >= "?o?" }),
        ("(optStringCol < %@)", ["?o?"], 0, { $0.optStringCol < "?o?" }),
        ("(optStringCol <= %@)", ["?o?"], 0, { $0.optStringCol <= "?o?" }),
        ("(optStringCol > %@)", ["?O?"], 1, { $0.optStringCol > "?O?" }),
        ("(optStringCol >= %@)", ["?O?"], 1, { $0.optStringCol >= "?O?" }),
        ("(optStringCol < %@)", ["?O?"], 0, { $0.optStringCol < "?O?" }),
        ("(optStringCol <= %@)", ["?O?"], 0, { $0.optStringCol <= "?O?" }),
        ("(optStringCol > %@)", ["Foô"], 0, { $0.optStringCol > "Foô" }),
        ("(optStringCol >= %@)", ["Foô"], 0, { $0.optStringCol >= "Foô" }),
        ("(optStringCol < %@)", ["Foô"], 1, { $0.optStringCol < "Foô" }),
        ("(optStringCol <= %@)", ["Foô"], 1, { $0.optStringCol <= "Foô" }),
        ("(optStringCol > %@)", ["Fpó"], 0, { $0.optStringCol > "Fpó" }),
        ("(optStringCol >= %@)", ["Fpó"], 0, { $0.optStringCol >= "Fpó" }),
        ("(optStringCol < %@)", ["Fpó"], 1, { $0.optStringCol < "Fpó" }),
        ("(optStringCol <= %@)", ["Fpó"], 1, { $0.optStringCol <= "Fpó" }),
        ("(optStringCol > %@)", ["Goó"], 0, { $0.optStringCol > "Goó" }),
        ("(optStringCol >= %@)", ["Goó"], 0, { $0.optStringCol >= "Goó" }),
        ("(optStringCol < %@)", ["Goó"], 1, { $0.optStringCol < "Goó" }),
        ("(optStringCol <= %@)", ["Goó"], 1, { $0.optStringCol <= "Goó" }),
        ("(optStringCol > %@)", ["Foò"], 1, { $0.optStringCol > "Foò" }),
        ("(optStringCol >= %@)", ["Foò"], 1, { $0.optStringCol >= "Foò" }),
        ("(optStringCol < %@)", ["Foò"], 0, { $0.optStringCol < "Foò" }),
        ("(optStringCol <= %@)", ["Foò"], 0, { $0.optStringCol <= "Foò" }),
        ("(optStringCol > %@)", ["Fnó"], 1, { $0.optStringCol > "Fnó" }),
        ("(optStringCol >= %@)", ["Fnó"], 1, { $0.optStringCol >= "Fnó" }),
        ("(optStringCol < %@)", ["Fnó"], 0, { $0.optStringCol < "Fnó" }),
        ("(optStringCol <= %@)", ["Fnó"], 0, { $0.optStringCol <= "Fnó" }),
        ("(optStringCol > %@)", ["Eoó"], 1, { $0.optStringCol > "Eoó" }),
        ("(optStringCol >= %@)", ["Eoó"], 1, { $0.optStringCol >= "Eoó" }),
        ("(optStringCol < %@)", ["Eoó"], 0, { $0.optStringCol < "Eoó" }),
        ("(optStringCol <= %@)", ["Eoó"], 0, { $0.optStringCol <= "Eoó" }),
        ("(optStringEnumCol > %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue > "Foó" }),
        ("(optStringEnumCol >= %@)", ["Foó"], 1, { $0.optStringEnumCol.rawValue >= "Foó" }),
        ("(optStringEnumCol < %@)", ["Foó"], 0, { $0.optStringEnumCol.rawValue < "Foó" }),
        ("(optStringEnumCol <= %@)", ["Foó"], 1, { $0.optStringEnumCol.rawValue <= "Foó" }),
        ("(optStringEnumCol > %@)", ["Foo"], 1, { $0.optStringEnumCol.rawValue > "Foo" }),
        ("(optStringEnumCol >= %@)", ["Foo"], 1, { $0.optStringEnumCol.rawValue >= "Foo" }),
        ("(optStringEnumCol < %@)", ["Foo"], 0, { $0.optStringEnumCol.rawValue < "Foo" }),
        ("(optStringEnumCol <= %@)", ["Foo"], 0, { $0.optStringEnumCol.rawValue <= "Foo" }),
        ("(optStringEnumCol > %@)", ["f*"], 0, { $0.optStringEnumCol.rawValue > "f*" }),
        ("(optStringEnumCol >= %@)", ["f*"], 0, { $0.optStringEnumCol.rawValue >= "f*" }),
        ("(optStringEnumCol < %@)", ["f*"], 1, { $0.optStringEnumCol.rawValue < "f*" }),
        ("(optStringEnumCol <= %@)", ["f*"], 1, { $0.optStringEnumCol.rawValue <= "f*" }),
        ("(optStringEnumCol > %@)", ["*ó"], 1, { $0.optStringEnumCol.rawValue > "*ó" }),
        ("(optStringEnumCol >= %@)", ["*ó"], 1, { $0.optStringEnumCol.rawValue >= "*ó" }),
        ("(optStringEnumCol < %@)", ["*ó"], 0, { $0.optStringEnumCol.rawValue < "*ó" }),
        ("(optStringEnumCol <= %@)", ["*ó"], 0, { $0.optStringEnumCol.rawValue <= "*ó" }),
        ("(optStringEnumCol > %@)", ["f?ó"], 0, { $0.optStringEnumCol.rawValue > "f?ó" }),
        ("(optStringEnumCol >= %@)", ["f?ó"], 0, { $0.optStringEnumCol.rawValue >= "f?ó" }),
        ("(optStringEnumCol < %@)", ["f?ó"], 1, { $0.optStringEnumCol.rawValue < "f?ó" }),
        ("(optStringEnumCol <= %@)", ["f?ó"], 1, { $0.optStringEnumCol.rawValue <= "f?ó" }),
        ("(optStringEnumCol > %@)", ["f*ó"], 0, { $0.optStringEnumCol.rawValue > "f*ó" }),
        ("(optStringEnumCol >= %@)", ["f*ó"], 0, { $0.optStringEnumCol.rawValue >= "f*ó" }),
        ("(optStringEnumCol < %@)", ["f*ó"], 1, { $0.optStringEnumCol.rawValue < "f*ó" }),
        ("(optStringEnumCol <= %@)", ["f*ó"], 1, { $0.optStringEnumCol.rawValue <= "f*ó" }),
        ("(optStringEnumCol > %@)", ["f??ó"], 0, { $0.optStringEnumCol.rawValue > "f??ó" }),
        ("(optStringEnumCol >= %@)", ["f??ó"], 0, { $0.optStringEnumCol.rawValue >= "f??ó" }),
        ("(optStringEnumCol < %@)", ["f??ó"], 1, { $0.optStringEnumCol.rawValue < "f??ó" }),
        ("(optStringEnumCol <= %@)", ["f??ó"], 1, { $0.optStringEnumCol.rawValue <= "f??ó" }),
        ("(optStringEnumCol > %@)", ["*o*"], 1, { $0.optStringEnumCol.rawValue > "*o*" }),
        ("(optStringEnumCol >= %@)", ["*o*"], 1, { $0.optStringEnumCol.rawValue >= "*o*" }),
        ("(optStringEnumCol < %@)", ["*o*"], 0, { $0.optStringEnumCol.rawValue < "*o*" }),
        ("(optStringEnumCol <= %@)", ["*o*"], 0, { $0.optStringEnumCol.rawValue <= "*o*" }),
        ("(optStringEnumCol > %@)", ["*O*"], 1, { $0.optStringEnumCol.rawValue > "*O*" }),
        ("(optStringEnumCol >= %@)", ["*O*"], 1, { $0.optStringEnumCol.rawValue >= "*O*" }),
        ("(optStringEnumCol < %@)", ["*O*"], 0, { $0.optStringEnumCol.rawValue < "*O*" }),
        ("(optStringEnumCol <= %@)", ["*O*"], 0, { $0.optStringEnumCol.rawValue <= "*O*" }),
        ("(optStringEnumCol > %@)", ["?o?"], 1, { $0.optStringEnumCol.rawValue > "?o?" }),
        ("(optStringEnumCol >= %@)", ["?o?"], 1, { $0.optStringEnumCol.rawValue >= "?o?" }),
        ("(optStringEnumCol < %@)", ["?o?"], 0, { $0.optStringEnumCol.rawValue < "?o?" }),
        ("(optStringEnumCol <= %@)", ["?o?"], 0, { $0.optStringEnumCol.rawValue <= "?o?" }),
        ("(optStringEnumCol > %@)", ["?O?"], 1, { $0.optStringEnumCol.rawValue > "?O?" }),
        ("(optStringEnumCol >= %@)", ["?O?"], 1, { $0.optStringEnumCol.rawValue >= "?O?" }),
        ("(optStringEnumCol < %@)", ["?O?"], 0, { $0.optStringEnumCol.rawValue < "?O?" }),
        ("(optStringEnumCol <= %@)", ["?O?"], 0, { $0.optStringEnumCol.rawValue <= "?O?" }),
        ("(optStringEnumCol > %@)", ["Foô"], 0, { $0.optStringEnumCol.rawValue > "Foô" }),
        ("(optStringEnumCol >= %@)", ["Foô"], 0, { $0.optStringEnumCol.rawValue >= "Foô" }),
        ("(optStringEnumCol < %@)", ["Foô"], 1, { $0.optStringEnumCol.rawValue < "Foô" }),
        ("(optStringEnumCol <= %@)", ["Foô"], 1, { $0.optStringEnumCol.rawValue <= "Foô" }),
        ("(optStringEnumCol > %@)", ["Fpó"], 0, { $0.optStringEnumCol.rawValue > "Fpó" }),
        ("(optStringEnumCol >= %@)", ["Fpó"], 0, { $0.optStringEnumCol.rawValue >= "Fpó" }),
        ("(optStringEnumCol < %@)", ["Fpó"], 1, { $0.optStringEnumCol.rawValue < "Fpó" }),
        ("(optStringEnumCol <= %@)", ["Fpó"], 1, { $0.optStringEnumCol.rawValue <= "Fpó" }),
        ("(optStringEnumCol > %@)", ["Goó"], 0, { $0.optStringEnumCol.rawValue > "Goó" }),
        ("(optStringEnumCol >= %@)", ["Goó"], 0, { $0.optStringEnumCol.rawValue >= "Goó" }),
        ("(optStringEnumCol < %@)", ["Goó"], 1, { $0.optStringEnumCol.rawValue < "Goó" }),
        ("(optStringEnumCol <= %@)", ["Goó"], 1, { $0.optStringEnumCol.rawValue <= "Goó" }),
        ("(optStringEnumCol > %@)", ["Foò"], 1, { $0.optStringEnumCol.rawValue > "Foò" }),
        ("(optStringEnumCol >= %@)", ["Foò"], 1, { $0.optStringEnumCol.rawValue >= "Foò" }),
        ("(optStringEnumCol < %@)", ["Foò"], 0, { $0.optStringEnumCol.rawValue < "Foò" }),
        ("(optStringEnumCol <= %@)", ["Foò"], 0, { $0.optStringEnumCol.rawValue <= "Foò" }),
        ("(optStringEnumCol > %@)", ["Fnó"], 1, { $0.optStringEnumCol.rawValue > "Fnó" }),
        ("(optStringEnumCol >= %@)", ["Fnó"], 1, { $0.optStringEnumCol.rawValue >= "Fnó" }),
        ("(optStringEnumCol < %@)", ["Fnó"], 0, { $0.optStringEnumCol.rawValue < "Fnó" }),
        ("(optStringEnumCol <= %@)", ["Fnó"], 0, { $0.optStringEnumCol.rawValue <= "Fnó" }),
        ("(optStringEnumCol > %@)", ["Eoó"], 1, { $0.optStringEnumCol.rawValue > "Eoó" }),
        ("(optStringEnumCol >= %@)", ["Eoó"], 1, { $0.optStringEnumCol.rawValue >= "Eoó" }),
        ("(optStringEnumCol < %@)", ["Eoó"], 0, { $0.optStringEnumCol.rawValue < "Eoó" }),
        ("(optStringEnumCol <= %@)", ["Eoó"], 0, { $0.optStringEnumCol.rawValue <= "Eoó" }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(string > %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.string > StringWrapper(persistedValue: "Foó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string >= StringWrapper(persistedValue: "Foó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.string < StringWrapper(persistedValue: "Foó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.string <= StringWrapper(persistedValue: "Foó") }),
        ("(string > %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.string > StringWrapper(persistedValue: "Foo") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.string >= StringWrapper(persistedValue: "Foo") }),
        ("(string < %@)", [StringWrapper(persistedValue: "Foo")], 0, { $0.string < StringWrapper(persistedValue: "Foo") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "Foo")], 0, { $0.string <= StringWrapper(persistedValue: "Foo") }),
        ("(string > %@)", [StringWrapper(persistedValue: "f*")], 0, { $0.string > StringWrapper(persistedValue: "f*") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "f*")], 0, { $0.string >= StringWrapper(persistedValue: "f*") }),
        ("(string < %@)", [StringWrapper(persistedValue: "f*")], 1, { $0.string < StringWrapper(persistedValue: "f*") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "f*")], 1, { $0.string <= StringWrapper(persistedValue: "f*") }),
        ("(string > %@)", [StringWrapper(persistedValue: "*ó")], 1, { $0.string > StringWrapper(persistedValue: "*ó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "*ó")], 1, { $0.string >= StringWrapper(persistedValue: "*ó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "*ó")], 0, { $0.string < StringWrapper(persistedValue: "*ó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "*ó")], 0, { $0.string <= StringWrapper(persistedValue: "*ó") }),
        ("(string > %@)", [StringWrapper(persistedValue: "f?ó")], 0, { $0.string > StringWrapper(persistedValue: "f?ó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "f?ó")], 0, { $0.string >= StringWrapper(persistedValue: "f?ó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "f?ó")], 1, { $0.string < StringWrapper(persistedValue: "f?ó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "f?ó")], 1, { $0.string <= StringWrapper(persistedValue: "f?ó") }),
        ("(string > %@)", [StringWrapper(persistedValue: "f*ó")], 0, { $0.string > StringWrapper(persistedValue: "f*ó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "f*ó")], 0, { $0.string >= StringWrapper(persistedValue: "f*ó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "f*ó")], 1, { $0.string < StringWrapper(persistedValue: "f*ó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "f*ó")], 1, { $0.string <= StringWrapper(persistedValue: "f*ó") }),
        ("(string > %@)", [StringWrapper(persistedValue: "f??ó")], 0, { $0.string > StringWrapper(persistedValue: "f??ó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "f??ó")], 0, { $0.string >= StringWrapper(persistedValue: "f??ó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "f??ó")], 1, { $0.string < StringWrapper(persistedValue: "f??ó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "f??ó")], 1, { $0.string <= StringWrapper(persistedValue: "f??ó") }),
        ("(string > %@)", [StringWrapper(persistedValue: "*o*")], 1, { $0.string > StringWrapper(persistedValue: "*o*") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "*o*")], 1, { $0.string >= StringWrapper(persistedValue: "*o*") }),
        ("(string < %@)", [StringWrapper(persistedValue: "*o*")], 0, { $0.string < StringWrapper(persistedValue: "*o*") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "*o*")], 0, { $0.string <= StringWrapper(persistedValue: "*o*") }),
        ("(string > %@)", [StringWrapper(persistedValue: "*O*")], 1, { $0.string > StringWrapper(persistedValue: "*O*") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "*O*")], 1, { $0.string >= StringWrapper(persistedValue: "*O*") }),
        ("(string < %@)", [StringWrapper(persistedValue: "*O*")], 0, { $0.string < StringWrapper(persistedValue: "*O*") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "*O*")], 0, { $0.string <= StringWrapper(persistedValue: "*O*") }),
        ("(string > %@)", [StringWrapper(persistedValue: "?o?")], 1, { $0.string > StringWrapper(persistedValue: "?o?") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "?o?")], 1, { $0.string >= StringWrapper(persistedValue: "?o?") }),
        ("(string < %@)", [StringWrapper(persistedValue: "?o?")], 0, { $0.string < StringWrapper(persistedValue: "?o?") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "?o?")], 0, { $0.string <= StringWrapper(persistedValue: "?o?") }),
        ("(string > %@)", [StringWrapper(persistedValue: "?O?")], 1, { $0.string > StringWrapper(persistedValue: "?O?") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "?O?")], 1, { $0.string >= StringWrapper(persistedValue: "?O?") }),
        ("(string < %@)", [StringWrapper(persistedValue: "?O?")], 0, { $0.string < StringWrapper(persistedValue: "?O?") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "?O?")], 0, { $0.string <= StringWrapper(persistedValue: "?O?") }),
        ("(string > %@)", [StringWrapper(persistedValue: "Foô")], 0, { $0.string > StringWrapper(persistedValue: "Foô") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "Foô")], 0, { $0.string >= StringWrapper(persistedValue: "Foô") }),
        ("(string < %@)", [StringWrapper(persistedValue: "Foô")], 1, { $0.string < StringWrapper(persistedValue: "Foô") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "Foô")], 1, { $0.string <= StringWrapper(persistedValue: "Foô") }),
        ("(string > %@)", [StringWrapper(persistedValue: "Fpó")], 0, { $0.string > StringWrapper(persistedValue: "Fpó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "Fpó")], 0, { $0.string >= StringWrapper(persistedValue: "Fpó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "Fpó")], 1, { $0.string < StringWrapper(persistedValue: "Fpó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "Fpó")], 1, { $0.string <= StringWrapper(persistedValue: "Fpó") }),
        ("(string > %@)", [StringWrapper(persistedValue: "Goó")], 0, { $0.string > StringWrapper(persistedValue: "Goó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "Goó")], 0, { $0.string >= StringWrapper(persistedValue: "Goó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "Goó")], 1, { $0.string < StringWrapper(persistedValue: "Goó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "Goó")], 1, { $0.string <= StringWrapper(persistedValue: "Goó") }),
        ("(string > %@)", [StringWrapper(persistedValue: "Foò")], 1, { $0.string > StringWrapper(persistedValue: "Foò") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "Foò")], 1, { $0.string >= StringWrapper(persistedValue: "Foò") }),
        ("(string < %@)", [StringWrapper(persistedValue: "Foò")], 0, { $0.string < StringWrapper(persistedValue: "Foò") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "Foò")], 0, { $0.string <= StringWrapper(persistedValue: "Foò") }),
        ("(string > %@)", [StringWrapper(persistedValue: "Fnó")], 1, { $0.string > StringWrapper(persistedValue: "Fnó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "Fnó")], 1, { $0.string >= StringWrapper(persistedValue: "Fnó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "Fnó")], 0, { $0.string < StringWrapper(persistedValue: "Fnó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "Fnó")], 0, { $0.string <= StringWrapper(persistedValue: "Fnó") }),
        ("(string > %@)", [StringWrapper(persistedValue: "Eoó")], 1, { $0.string > StringWrapper(persistedValue: "Eoó") }),
        ("(string >= %@)", [StringWrapper(persistedValue: "Eoó")], 1, { $0.string >= StringWrapper(persistedValue: "Eoó") }),
        ("(string < %@)", [StringWrapper(persistedValue: "Eoó")], 0, { $0.string < StringWrapper(persistedValue: "Eoó") }),
        ("(string <= %@)", [StringWrapper(persistedValue: "Eoó")], 0, { $0.string <= StringWrapper(persistedValue: "Eoó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.optString > StringWrapper(persistedValue: "Foó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString >= StringWrapper(persistedValue: "Foó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "Foó")], 0, { $0.optString < StringWrapper(persistedValue: "Foó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "Foó")], 1, { $0.optString <= StringWrapper(persistedValue: "Foó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.optString > StringWrapper(persistedValue: "Foo") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "Foo")], 1, { $0.optString >= StringWrapper(persistedValue: "Foo") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "Foo")], 0, { $0.optString < StringWrapper(persistedValue: "Foo") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "Foo")], 0, { $0.optString <= StringWrapper(persistedValue: "Foo") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "f*")], 0, { $0.optString > StringWrapper(persistedValue: "f*") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "f*")], 0, { $0.optString >= StringWrapper(persistedValue: "f*") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "f*")], 1, { $0.optString < StringWrapper(persistedValue: "f*") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "f*")], 1, { $0.optString <= StringWrapper(persistedValue: "f*") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "*ó")], 1, { $0.optString > StringWrapper(persistedValue: "*ó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "*ó")], 1, { $0.optString >= StringWrapper(persistedValue: "*ó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "*ó")], 0, { $0.optString < StringWrapper(persistedValue: "*ó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "*ó")], 0, { $0.optString <= StringWrapper(persistedValue: "*ó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "f?ó")], 0, { $0.optString > StringWrapper(persistedValue: "f?ó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "f?ó")], 0, { $0.optString >= StringWrapper(persistedValue: "f?ó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "f?ó")], 1, { $0.optString < StringWrapper(persistedValue: "f?ó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "f?ó")], 1, { $0.optString <= StringWrapper(persistedValue: "f?ó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "f*ó")], 0, { $0.optString > StringWrapper(persistedValue: "f*ó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "f*ó")], 0, { $0.optString >= StringWrapper(persistedValue: "f*ó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "f*ó")], 1, { $0.optString < StringWrapper(persistedValue: "f*ó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "f*ó")], 1, { $0.optString <= StringWrapper(persistedValue: "f*ó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "f??ó")], 0, { $0.optString > StringWrapper(persistedValue: "f??ó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "f??ó")], 0, { $0.optString >= StringWrapper(persistedValue: "f??ó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "f??ó")], 1, { $0.optString < StringWrapper(persistedValue: "f??ó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "f??ó")], 1, { $0.optString <= StringWrapper(persistedValue: "f??ó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "*o*")], 1, { $0.optString > StringWrapper(persistedValue: "*o*") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "*o*")], 1, { $0.optString >= StringWrapper(persistedValue: "*o*") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "*o*")], 0, { $0.optString < StringWrapper(persistedValue: "*o*") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "*o*")], 0, { $0.optString <= StringWrapper(persistedValue: "*o*") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "*O*")], 1, { $0.optString > StringWrapper(persistedValue: "*O*") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "*O*")], 1, { $0.optString >= StringWrapper(persistedValue: "*O*") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "*O*")], 0, { $0.optString < StringWrapper(persistedValue: "*O*") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "*O*")], 0, { $0.optString <= StringWrapper(persistedValue: "*O*") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "?o?")], 1, { $0.optString > StringWrapper(persistedValue: "?o?") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "?o?")], 1, { $0.optString >= StringWrapper(persistedValue: "?o?") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "?o?")], 0, { $0.optString < StringWrapper(persistedValue: "?o?") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "?o?")], 0, { $0.optString <= StringWrapper(persistedValue: "?o?") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "?O?")], 1, { $0.optString > StringWrapper(persistedValue: "?O?") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "?O?")], 1, { $0.optString >= StringWrapper(persistedValue: "?O?") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "?O?")], 0, { $0.optString < StringWrapper(persistedValue: "?O?") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "?O?")], 0, { $0.optString <= StringWrapper(persistedValue: "?O?") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "Foô")], 0, { $0.optString > StringWrapper(persistedValue: "Foô") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "Foô")], 0, { $0.optString >= StringWrapper(persistedValue: "Foô") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "Foô")], 1, { $0.optString < StringWrapper(persistedValue: "Foô") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "Foô")], 1, { $0.optString <= StringWrapper(persistedValue: "Foô") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "Fpó")], 0, { $0.optString > StringWrapper(persistedValue: "Fpó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "Fpó")], 0, { $0.optString >= StringWrapper(persistedValue: "Fpó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "Fpó")], 1, { $0.optString < StringWrapper(persistedValue: "Fpó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "Fpó")], 1, { $0.optString <= StringWrapper(persistedValue: "Fpó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "Goó")], 0, { $0.optString > StringWrapper(persistedValue: "Goó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "Goó")], 0, { $0.optString >= StringWrapper(persistedValue: "Goó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "Goó")], 1, { $0.optString < StringWrapper(persistedValue: "Goó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "Goó")], 1, { $0.optString <= StringWrapper(persistedValue: "Goó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "Foò")], 1, { $0.optString > StringWrapper(persistedValue: "Foò") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "Foò")], 1, { $0.optString >= StringWrapper(persistedValue: "Foò") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "Foò")], 0, { $0.optString < StringWrapper(persistedValue: "Foò") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "Foò")], 0, { $0.optString <= StringWrapper(persistedValue: "Foò") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "Fnó")], 1, { $0.optString > StringWrapper(persistedValue: "Fnó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "Fnó")], 1, { $0.optString >= StringWrapper(persistedValue: "Fnó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "Fnó")], 0, { $0.optString < StringWrapper(persistedValue: "Fnó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "Fnó")], 0, { $0.optString <= StringWrapper(persistedValue: "Fnó") }),
        ("(optString > %@)", [StringWrapper(persistedValue: "Eoó")], 1, { $0.optString > StringWrapper(persistedValue: "Eoó") }),
        ("(optString >= %@)", [StringWrapper(persistedValue: "Eoó")], 1, { $0.optString >= StringWrapper(persistedValue: "Eoó") }),
        ("(optString < %@)", [StringWrapper(persistedValue: "Eoó")], 0, { $0.optString < StringWrapper(persistedValue: "Eoó") }),
        ("(optString <= %@)", [StringWrapper(persistedValue: "Eoó")], 0, { $0.optString <= StringWrapper(persistedValue: "Eoó") }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `starts(with:)`, `ends(with:)`, `contains`, `equals` and `notEquals` on Data, each also negated with `!`, on the data column and the data wrapper, optional or not, holding 128 zero bytes: 28 zero bytes begin, end and are contained in it but are not equal to it; 28 bytes of 1 are in it nowhere.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testBinarySearchQueries
func testSuiteQueryBinaryOperationsEveryColumn() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(binaryCol BEGINSWITH %@)", [Data(count: 28)], 1, { $0.binaryCol.starts(with: Data(count: 28)) }),
        ("(NOT binaryCol BEGINSWITH %@)", [Data(count: 28)], 0, { !$0.binaryCol.starts(with: Data(count: 28)) }),
        ("(binaryCol ENDSWITH %@)", [Data(count: 28)], 1, { $0.binaryCol.ends(with: Data(count: 28)) }),
        ("(NOT binaryCol ENDSWITH %@)", [Data(count: 28)], 0, { !$0.binaryCol.ends(with: Data(count: 28)) }),
        ("(binaryCol CONTAINS %@)", [Data(count: 28)], 1, { $0.binaryCol.contains(Data(count: 28)) }),
        ("(NOT binaryCol CONTAINS %@)", [Data(count: 28)], 0, { !$0.binaryCol.contains(Data(count: 28)) }),
        ("(binaryCol == %@)", [Data(count: 28)], 0, { $0.binaryCol.equals(Data(count: 28)) }),
        ("(NOT binaryCol == %@)", [Data(count: 28)], 1, { !$0.binaryCol.equals(Data(count: 28)) }),
        ("(binaryCol != %@)", [Data(count: 28)], 1, { $0.binaryCol.notEquals(Data(count: 28)) }),
        ("(NOT binaryCol != %@)", [Data(count: 28)], 0, { !$0.binaryCol.notEquals(Data(count: 28)) }),
        ("(binaryCol BEGINSWITH %@)", [Data(repeating: 1, count: 28)], 0, { $0.binaryCol.starts(with: Data(repeating: 1, count: 28)) }),
        ("(NOT binaryCol BEGINSWITH %@)", [Data(repeating: 1, count: 28)], 1, { !$0.binaryCol.starts(with: Data(repeating: 1, count: 28)) }),
        ("(binaryCol ENDSWITH %@)", [Data(repeating: 1, count: 28)], 0, { $0.binaryCol.ends(with: Data(repeating: 1, count: 28)) }),
        ("(NOT binaryCol ENDSWITH %@)", [Data(repeating: 1, count: 28)], 1, { !$0.binaryCol.ends(with: Data(repeating: 1, count: 28)) }),
        ("(binaryCol CONTAINS %@)", [Data(repeating: 1, count: 28)], 0, { $0.binaryCol.contains(Data(repeating: 1, count: 28)) }),
        ("(NOT binaryCol CONTAINS %@)", [Data(repeating: 1, count: 28)], 1, { !$0.binaryCol.contains(Data(repeating: 1, count: 28)) }),
        ("(binaryCol == %@)", [Data(repeating: 1, count: 28)], 0, { $0.binaryCol.equals(Data(repeating: 1, count: 28)) }),
        ("(NOT binaryCol == %@)", [Data(repeating: 1, count: 28)], 1, { !$0.binaryCol.equals(Data(repeating: 1, count: 28)) }),
        ("(binaryCol != %@)", [Data(repeating: 1, count: 28)], 1, { $0.binaryCol.notEquals(Data(repeating: 1, count: 28)) }),
        ("(NOT binaryCol != %@)", [Data(repeating: 1, count: 28)], 0, { !$0.binaryCol.notEquals(Data(repeating: 1, count: 28)) }),
        ("(optBinaryCol BEGINSWITH %@)", [Data(count: 28)], 1, { $0.optBinaryCol.starts(with: Data(count: 28)) }),
        ("(NOT optBinaryCol BEGINSWITH %@)", [Data(count: 28)], 0, { !$0.optBinaryCol.starts(with: Data(count: 28)) }),
        ("(optBinaryCol ENDSWITH %@)", [Data(count: 28)], 1, { $0.optBinaryCol.ends(with: Data(count: 28)) }),
        ("(NOT optBinaryCol ENDSWITH %@)", [Data(count: 28)], 0, { !$0.optBinaryCol.ends(with: Data(count: 28)) }),
        ("(optBinaryCol CONTAINS %@)", [Data(count: 28)], 1, { $0.optBinaryCol.contains(Data(count: 28)) }),
        ("(NOT optBinaryCol CONTAINS %@)", [Data(count: 28)], 0, { !$0.optBinaryCol.contains(Data(count: 28)) }),
        ("(optBinaryCol == %@)", [Data(count: 28)], 0, { $0.optBinaryCol.equals(Data(count: 28)) }),
        ("(NOT optBinaryCol == %@)", [Data(count: 28)], 1, { !$0.optBinaryCol.equals(Data(count: 28)) }),
        ("(optBinaryCol != %@)", [Data(count: 28)], 1, { $0.optBinaryCol.notEquals(Data(count: 28)) }),
        ("(NOT optBinaryCol != %@)", [Data(count: 28)], 0, { !$0.optBinaryCol.notEquals(Data(count: 28)) }),
        ("(optBinaryCol BEGINSWITH %@)", [Data(repeating: 1, count: 28)], 0, { $0.optBinaryCol.starts(with: Data(repeating: 1, count: 28)) }),
        ("(NOT optBinaryCol BEGINSWITH %@)", [Data(repeating: 1, count: 28)], 1, { !$0.optBinaryCol.starts(with: Data(repeating: 1, count: 28)) }),
        ("(optBinaryCol ENDSWITH %@)", [Data(repeating: 1, count: 28)], 0, { $0.optBinaryCol.ends(with: Data(repeating: 1, count: 28)) }),
        ("(NOT optBinaryCol ENDSWITH %@)", [Data(repeating: 1, count: 28)], 1, { !$0.optBinaryCol.ends(with: Data(repeating: 1, count: 28)) }),
        ("(optBinaryCol CONTAINS %@)", [Data(repeating: 1, count: 28)], 0, { $0.optBinaryCol.contains(Data(repeating: 1, count: 28)) }),
        ("(NOT optBinaryCol CONTAINS %@)", [Data(repeating: 1, count: 28)], 1, { !$0.optBinaryCol.contains(Data(repeating: 1, count: 28)) }),
        ("(optBinaryCol == %@)", [Data(repeating: 1, count: 28)], 0, { $0.optBinaryCol.equals(Data(repeating: 1, count: 28)) }),
        ("(NOT optBinaryCol == %@)", [Data(repeating: 1, count: 28)], 1, { !$0.optBinaryCol.equals(Data(repeating: 1, count: 28)) }),
        ("(optBinaryCol != %@)", [Data(repeating: 1, count: 28)], 1, { $0.optBinaryCol.notEquals(Data(repeating: 1, count: 28)) }),
        ("(NOT optBinaryCol != %@)", [Data(repeating: 1, count: 28)], 0, { !$0.optBinaryCol.notEquals(Data(repeating: 1, count: 28)) }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(binary BEGINSWITH %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { $0.binary.starts(with: DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT binary BEGINSWITH %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { !$0.binary.starts(with: DataWrapper(persistedValue: Data(count: 28))) }),
        ("(binary ENDSWITH %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { $0.binary.ends(with: DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT binary ENDSWITH %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { !$0.binary.ends(with: DataWrapper(persistedValue: Data(count: 28))) }),
        ("(binary CONTAINS %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { $0.binary.contains(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT binary CONTAINS %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { !$0.binary.contains(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(binary == %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { $0.binary.equals(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT binary == %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { !$0.binary.equals(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(binary != %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { $0.binary.notEquals(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT binary != %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { !$0.binary.notEquals(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(binary BEGINSWITH %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { $0.binary.starts(with: DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT binary BEGINSWITH %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { !$0.binary.starts(with: DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(binary ENDSWITH %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { $0.binary.ends(with: DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT binary ENDSWITH %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { !$0.binary.ends(with: DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(binary CONTAINS %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { $0.binary.contains(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT binary CONTAINS %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { !$0.binary.contains(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(binary == %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { $0.binary.equals(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT binary == %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { !$0.binary.equals(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(binary != %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { $0.binary.notEquals(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT binary != %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { !$0.binary.notEquals(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(optBinary BEGINSWITH %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { $0.optBinary.starts(with: DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT optBinary BEGINSWITH %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { !$0.optBinary.starts(with: DataWrapper(persistedValue: Data(count: 28))) }),
        ("(optBinary ENDSWITH %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { $0.optBinary.ends(with: DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT optBinary ENDSWITH %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { !$0.optBinary.ends(with: DataWrapper(persistedValue: Data(count: 28))) }),
        ("(optBinary CONTAINS %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { $0.optBinary.contains(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT optBinary CONTAINS %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { !$0.optBinary.contains(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(optBinary == %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { $0.optBinary.equals(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT optBinary == %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { !$0.optBinary.equals(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(optBinary != %@)", [DataWrapper(persistedValue: Data(count: 28))], 1, { $0.optBinary.notEquals(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(NOT optBinary != %@)", [DataWrapper(persistedValue: Data(count: 28))], 0, { !$0.optBinary.notEquals(DataWrapper(persistedValue: Data(count: 28))) }),
        ("(optBinary BEGINSWITH %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { $0.optBinary.starts(with: DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT optBinary BEGINSWITH %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { !$0.optBinary.starts(with: DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(optBinary ENDSWITH %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { $0.optBinary.ends(with: DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT optBinary ENDSWITH %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { !$0.optBinary.ends(with: DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(optBinary CONTAINS %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { $0.optBinary.contains(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT optBinary CONTAINS %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { !$0.optBinary.contains(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(optBinary == %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { $0.optBinary.equals(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT optBinary == %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { !$0.optBinary.equals(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(optBinary != %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 1, { $0.optBinary.notEquals(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
        ("(NOT optBinary != %@)", [DataWrapper(persistedValue: Data(repeating: 1, count: 28))], 0, { !$0.optBinary.notEquals(DataWrapper(persistedValue: Data(repeating: 1, count: 28))) }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `&&`, `||` and `!` combining comparisons of two neighbouring columns, for every pair of scalar columns, persistable enums and wrappers in declaration order, optional or not: `((a == x) || (b == y)) && ((a != x) || (b != y))` matches nothing and `(a == x) || (b == y)` matches the object, each spelt with its parentheses and four or two arguments; beside the string column, `!((d == x) || s.contains(y)) && (s == y)` is `(NOT ((d == %@) || (s CONTAINS %@)) && (s == %@))` and matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCompoundMixed
func testSuiteQueryCompoundOfNeighbourColumns() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(((boolCol == %@) || (intCol == %@)) && ((boolCol != %@) || (intCol != %@)))", [false, 3, false, 3], 0, { ($0.boolCol == false || $0.intCol == 3) && ($0.boolCol != false || $0.intCol != 3) }),
        ("((boolCol == %@) || (intCol == %@))", [false, 3], 1, { ($0.boolCol == false) || ($0.intCol == 3) }),
        ("(((intCol == %@) || (int8Col == %@)) && ((intCol != %@) || (int8Col != %@)))", [3, Int8(9), 3, Int8(9)], 0, { ($0.intCol == 3 || $0.int8Col == Int8(9)) && ($0.intCol != 3 || $0.int8Col != Int8(9)) }),
        ("((intCol == %@) || (int8Col == %@))", [3, Int8(9)], 1, { ($0.intCol == 3) || ($0.int8Col == Int8(9)) }),
        ("(((int8Col == %@) || (int16Col == %@)) && ((int8Col != %@) || (int16Col != %@)))", [Int8(9), Int16(17), Int8(9), Int16(17)], 0, { ($0.int8Col == Int8(9) || $0.int16Col == Int16(17)) && ($0.int8Col != Int8(9) || $0.int16Col != Int16(17)) }),
        ("((int8Col == %@) || (int16Col == %@))", [Int8(9), Int16(17)], 1, { ($0.int8Col == Int8(9)) || ($0.int16Col == Int16(17)) }),
        ("(((int16Col == %@) || (int32Col == %@)) && ((int16Col != %@) || (int32Col != %@)))", [Int16(17), Int32(33), Int16(17), Int32(33)], 0, { ($0.int16Col == Int16(17) || $0.int32Col == Int32(33)) && ($0.int16Col != Int16(17) || $0.int32Col != Int32(33)) }),
        ("((int16Col == %@) || (int32Col == %@))", [Int16(17), Int32(33)], 1, { ($0.int16Col == Int16(17)) || ($0.int32Col == Int32(33)) }),
        ("(((int32Col == %@) || (int64Col == %@)) && ((int32Col != %@) || (int64Col != %@)))", [Int32(33), Int64(65), Int32(33), Int64(65)], 0, { ($0.int32Col == Int32(33) || $0.int64Col == Int64(65)) && ($0.int32Col != Int32(33) || $0.int64Col != Int64(65)) }),
        ("((int32Col == %@) || (int64Col == %@))", [Int32(33), Int64(65)], 1, { ($0.int32Col == Int32(33)) || ($0.int64Col == Int64(65)) }),
        ("(((int64Col == %@) || (floatCol == %@)) && ((int64Col != %@) || (floatCol != %@)))", [Int64(65), Float(6.55444333), Int64(65), Float(6.55444333)], 0, { ($0.int64Col == Int64(65) || $0.floatCol == Float(6.55444333)) && ($0.int64Col != Int64(65) || $0.floatCol != Float(6.55444333)) }),
        ("((int64Col == %@) || (floatCol == %@))", [Int64(65), Float(6.55444333)], 1, { ($0.int64Col == Int64(65)) || ($0.floatCol == Float(6.55444333)) }),
        ("(((floatCol == %@) || (doubleCol == %@)) && ((floatCol != %@) || (doubleCol != %@)))", [Float(6.55444333), 234.567, Float(6.55444333), 234.567], 0, { ($0.floatCol == Float(6.55444333) || $0.doubleCol == 234.567) && ($0.floatCol != Float(6.55444333) || $0.doubleCol != 234.567) }),
        ("((floatCol == %@) || (doubleCol == %@))", [Float(6.55444333), 234.567], 1, { ($0.floatCol == Float(6.55444333)) || ($0.doubleCol == 234.567) }),
        ("(((doubleCol == %@) || (stringCol == %@)) && ((doubleCol != %@) || (stringCol != %@)))", [234.567, "Foó", 234.567, "Foó"], 0, { ($0.doubleCol == 234.567 || $0.stringCol == "Foó") && ($0.doubleCol != 234.567 || $0.stringCol != "Foó") }),
        ("((doubleCol == %@) || (stringCol == %@))", [234.567, "Foó"], 1, { ($0.doubleCol == 234.567) || ($0.stringCol == "Foó") }),
        ("(NOT ((doubleCol == %@) || (stringCol CONTAINS %@)) && (stringCol == %@))", [234.567, "Foó", "Foó"], 0, { !($0.doubleCol == 234.567 || $0.stringCol.contains("Foó")) && ($0.stringCol == "Foó") }),
        ("(((stringCol == %@) || (binaryCol == %@)) && ((stringCol != %@) || (binaryCol != %@)))", ["Foó", Data(count: 128), "Foó", Data(count: 128)], 0, { ($0.stringCol == "Foó" || $0.binaryCol == Data(count: 128)) && ($0.stringCol != "Foó" || $0.binaryCol != Data(count: 128)) }),
        ("((stringCol == %@) || (binaryCol == %@))", ["Foó", Data(count: 128)], 1, { ($0.stringCol == "Foó") || ($0.binaryCol == Data(count: 128)) }),
        ("(((binaryCol == %@) || (dateCol == %@)) && ((binaryCol != %@) || (dateCol != %@)))", [Data(count: 128), Date(timeIntervalSince1970: 2000000), Data(count: 128), Date(timeIntervalSince1970: 2000000)], 0, { ($0.binaryCol == Data(count: 128) || $0.dateCol == Date(timeIntervalSince1970: 2000000)) && ($0.binaryCol != Data(count: 128) || $0.dateCol != Date(timeIntervalSince1970: 2000000)) }),
        ("((binaryCol == %@) || (dateCol == %@))", [Data(count: 128), Date(timeIntervalSince1970: 2000000)], 1, { ($0.binaryCol == Data(count: 128)) || ($0.dateCol == Date(timeIntervalSince1970: 2000000)) }),
        ("(((dateCol == %@) || (decimalCol == %@)) && ((dateCol != %@) || (decimalCol != %@)))", [Date(timeIntervalSince1970: 2000000), Decimal128(234.567), Date(timeIntervalSince1970: 2000000), Decimal128(234.567)], 0, { ($0.dateCol == Date(timeIntervalSince1970: 2000000) || $0.decimalCol == Decimal128(234.567)) && ($0.dateCol != Date(timeIntervalSince1970: 2000000) || $0.decimalCol != Decimal128(234.567)) }),
        ("((dateCol == %@) || (decimalCol == %@))", [Date(timeIntervalSince1970: 2000000), Decimal128(234.567)], 1, { ($0.dateCol == Date(timeIntervalSince1970: 2000000)) || ($0.decimalCol == Decimal128(234.567)) }),
        ("(((decimalCol == %@) || (objectIdCol == %@)) && ((decimalCol != %@) || (objectIdCol != %@)))", [Decimal128(234.567), ObjectId("61184062c1d8f096a3695045"), Decimal128(234.567), ObjectId("61184062c1d8f096a3695045")], 0, { ($0.decimalCol == Decimal128(234.567) || $0.objectIdCol == ObjectId("61184062c1d8f096a3695045")) && ($0.decimalCol != Decimal128(234.567) || $0.objectIdCol != ObjectId("61184062c1d8f096a3695045")) }),
        ("((decimalCol == %@) || (objectIdCol == %@))", [Decimal128(234.567), ObjectId("61184062c1d8f096a3695045")], 1, { ($0.decimalCol == Decimal128(234.567)) || ($0.objectIdCol == ObjectId("61184062c1d8f096a3695045")) }),
        ("(((objectIdCol == %@) || (uuidCol == %@)) && ((objectIdCol != %@) || (uuidCol != %@)))", [ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 0, { ($0.objectIdCol == ObjectId("61184062c1d8f096a3695045") || $0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) && ($0.objectIdCol != ObjectId("61184062c1d8f096a3695045") || $0.uuidCol != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("((objectIdCol == %@) || (uuidCol == %@))", [ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 1, { ($0.objectIdCol == ObjectId("61184062c1d8f096a3695045")) || ($0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("(((uuidCol == %@) || (intEnumCol == %@)) && ((uuidCol != %@) || (intEnumCol != %@)))", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2], 0, { ($0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! || $0.intEnumCol == ModernIntEnum.value2) && ($0.uuidCol != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! || $0.intEnumCol != ModernIntEnum.value2) }),
        ("((uuidCol == %@) || (intEnumCol == %@))", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2], 1, { ($0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) || ($0.intEnumCol == ModernIntEnum.value2) }),
        ("(((intEnumCol == %@) || (stringEnumCol == %@)) && ((intEnumCol != %@) || (stringEnumCol != %@)))", [ModernIntEnum.value2, ModernStringEnum.value2, ModernIntEnum.value2, ModernStringEnum.value2], 0, { ($0.intEnumCol == ModernIntEnum.value2 || $0.stringEnumCol == ModernStringEnum.value2) && ($0.intEnumCol != ModernIntEnum.value2 || $0.stringEnumCol != ModernStringEnum.value2) }),
        ("((intEnumCol == %@) || (stringEnumCol == %@))", [ModernIntEnum.value2, ModernStringEnum.value2], 1, { ($0.intEnumCol == ModernIntEnum.value2) || ($0.stringEnumCol == ModernStringEnum.value2) }),
        ("(((optBoolCol == %@) || (optIntCol == %@)) && ((optBoolCol != %@) || (optIntCol != %@)))", [false, 3, false, 3], 0, { ($0.optBoolCol == false || $0.optIntCol == 3) && ($0.optBoolCol != false || $0.optIntCol != 3) }),
        ("((optBoolCol == %@) || (optIntCol == %@))", [false, 3], 1, { ($0.optBoolCol == false) || ($0.optIntCol == 3) }),
        ("(((optIntCol == %@) || (optInt8Col == %@)) && ((optIntCol != %@) || (optInt8Col != %@)))", [3, Int8(9), 3, Int8(9)], 0, { ($0.optIntCol == 3 || $0.optInt8Col == Int8(9)) && ($0.optIntCol != 3 || $0.optInt8Col != Int8(9)) }),
        ("((optIntCol == %@) || (optInt8Col == %@))", [3, Int8(9)], 1, { ($0.optIntCol == 3) || ($0.optInt8Col == Int8(9)) }),
        ("(((optInt8Col == %@) || (optInt16Col == %@)) && ((optInt8Col != %@) || (optInt16Col != %@)))", [Int8(9), Int16(17), Int8(9), Int16(17)], 0, { ($0.optInt8Col == Int8(9) || $0.optInt16Col == Int16(17)) && ($0.optInt8Col != Int8(9) || $0.optInt16Col != Int16(17)) }),
        ("((optInt8Col == %@) || (optInt16Col == %@))", [Int8(9), Int16(17)], 1, { ($0.optInt8Col == Int8(9)) || ($0.optInt16Col == Int16(17)) }),
        ("(((optInt16Col == %@) || (optInt32Col == %@)) && ((optInt16Col != %@) || (optInt32Col != %@)))", [Int16(17), Int32(33), Int16(17), Int32(33)], 0, { ($0.optInt16Col == Int16(17) || $0.optInt32Col == Int32(33)) && ($0.optInt16Col != Int16(17) || $0.optInt32Col != Int32(33)) }),
        ("((optInt16Col == %@) || (optInt32Col == %@))", [Int16(17), Int32(33)], 1, { ($0.optInt16Col == Int16(17)) || ($0.optInt32Col == Int32(33)) }),
        ("(((optInt32Col == %@) || (optInt64Col == %@)) && ((optInt32Col != %@) || (optInt64Col != %@)))", [Int32(33), Int64(65), Int32(33), Int64(65)], 0, { ($0.optInt32Col == Int32(33) || $0.optInt64Col == Int64(65)) && ($0.optInt32Col != Int32(33) || $0.optInt64Col != Int64(65)) }),
        ("((optInt32Col == %@) || (optInt64Col == %@))", [Int32(33), Int64(65)], 1, { ($0.optInt32Col == Int32(33)) || ($0.optInt64Col == Int64(65)) }),
        ("(((optInt64Col == %@) || (optFloatCol == %@)) && ((optInt64Col != %@) || (optFloatCol != %@)))", [Int64(65), Float(6.55444333), Int64(65), Float(6.55444333)], 0, { ($0.optInt64Col == Int64(65) || $0.optFloatCol == Float(6.55444333)) && ($0.optInt64Col != Int64(65) || $0.optFloatCol != Float(6.55444333)) }),
        ("((optInt64Col == %@) || (optFloatCol == %@))", [Int64(65), Float(6.55444333)], 1, { ($0.optInt64Col == Int64(65)) || ($0.optFloatCol == Float(6.55444333)) }),
        ("(((optFloatCol == %@) || (optDoubleCol == %@)) && ((optFloatCol != %@) || (optDoubleCol != %@)))", [Float(6.55444333), 234.567, Float(6.55444333), 234.567], 0, { ($0.optFloatCol == Float(6.55444333) || $0.optDoubleCol == 234.567) && ($0.optFloatCol != Float(6.55444333) || $0.optDoubleCol != 234.567) }),
        ("((optFloatCol == %@) || (optDoubleCol == %@))", [Float(6.55444333), 234.567], 1, { ($0.optFloatCol == Float(6.55444333)) || ($0.optDoubleCol == 234.567) }),
        ("(((optDoubleCol == %@) || (optStringCol == %@)) && ((optDoubleCol != %@) || (optStringCol != %@)))", [234.567, "Foó", 234.567, "Foó"], 0, { ($0.optDoubleCol == 234.567 || $0.optStringCol == "Foó") && ($0.optDoubleCol != 234.567 || $0.optStringCol != "Foó") }),
        ("((optDoubleCol == %@) || (optStringCol == %@))", [234.567, "Foó"], 1, { ($0.optDoubleCol == 234.567) || ($0.optStringCol == "Foó") }),
        ("(NOT ((optDoubleCol == %@) || (optStringCol CONTAINS %@)) && (optStringCol == %@))", [234.567, "Foó", "Foó"], 0, { !($0.optDoubleCol == 234.567 || $0.optStringCol.contains("Foó")) && ($0.optStringCol == "Foó") }),
        ("(((optStringCol == %@) || (optBinaryCol == %@)) && ((optStringCol != %@) || (optBinaryCol != %@)))", ["Foó", Data(count: 128), "Foó", Data(count: 128)], 0, { ($0.optStringCol == "Foó" || $0.optBinaryCol == Data(count: 128)) && ($0.optStringCol != "Foó" || $0.optBinaryCol != Data(count: 128)) }),
        ("((optStringCol == %@) || (optBinaryCol == %@))", ["Foó", Data(count: 128)], 1, { ($0.optStringCol == "Foó") || ($0.optBinaryCol == Data(count: 128)) }),
        ("(((optBinaryCol == %@) || (optDateCol == %@)) && ((optBinaryCol != %@) || (optDateCol != %@)))", [Data(count: 128), Date(timeIntervalSince1970: 2000000), Data(count: 128), Date(timeIntervalSince1970: 2000000)], 0, { ($0.optBinaryCol == Data(count: 128) || $0.optDateCol == Date(timeIntervalSince1970: 2000000)) && ($0.optBinaryCol != Data(count: 128) || $0.optDateCol != Date(timeIntervalSince1970: 2000000)) }),
        ("((optBinaryCol == %@) || (optDateCol == %@))", [Data(count: 128), Date(timeIntervalSince1970: 2000000)], 1, { ($0.optBinaryCol == Data(count: 128)) || ($0.optDateCol == Date(timeIntervalSince1970: 2000000)) }),
        ("(((optDateCol == %@) || (optDecimalCol == %@)) && ((optDateCol != %@) || (optDecimalCol != %@)))", [Date(timeIntervalSince1970: 2000000), Decimal128(234.567), Date(timeIntervalSince1970: 2000000), Decimal128(234.567)], 0, { ($0.optDateCol == Date(timeIntervalSince1970: 2000000) || $0.optDecimalCol == Decimal128(234.567)) && ($0.optDateCol != Date(timeIntervalSince1970: 2000000) || $0.optDecimalCol != Decimal128(234.567)) }),
        ("((optDateCol == %@) || (optDecimalCol == %@))", [Date(timeIntervalSince1970: 2000000), Decimal128(234.567)], 1, { ($0.optDateCol == Date(timeIntervalSince1970: 2000000)) || ($0.optDecimalCol == Decimal128(234.567)) }),
        ("(((optDecimalCol == %@) || (optObjectIdCol == %@)) && ((optDecimalCol != %@) || (optObjectIdCol != %@)))", [Decimal128(234.567), ObjectId("61184062c1d8f096a3695045"), Decimal128(234.567), ObjectId("61184062c1d8f096a3695045")], 0, { ($0.optDecimalCol == Decimal128(234.567) || $0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045")) && ($0.optDecimalCol != Decimal128(234.567) || $0.optObjectIdCol != ObjectId("61184062c1d8f096a3695045")) }),
        ("((optDecimalCol == %@) || (optObjectIdCol == %@))", [Decimal128(234.567), ObjectId("61184062c1d8f096a3695045")], 1, { ($0.optDecimalCol == Decimal128(234.567)) || ($0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045")) }),
        ("(((optObjectIdCol == %@) || (optUuidCol == %@)) && ((optObjectIdCol != %@) || (optUuidCol != %@)))", [ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 0, { ($0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045") || $0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) && ($0.optObjectIdCol != ObjectId("61184062c1d8f096a3695045") || $0.optUuidCol != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("((optObjectIdCol == %@) || (optUuidCol == %@))", [ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 1, { ($0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045")) || ($0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("(((optUuidCol == %@) || (optIntEnumCol == %@)) && ((optUuidCol != %@) || (optIntEnumCol != %@)))", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2], 0, { ($0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! || $0.optIntEnumCol == ModernIntEnum.value2) && ($0.optUuidCol != UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! || $0.optIntEnumCol != ModernIntEnum.value2) }),
        ("((optUuidCol == %@) || (optIntEnumCol == %@))", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2], 1, { ($0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) || ($0.optIntEnumCol == ModernIntEnum.value2) }),
        ("(((optIntEnumCol == %@) || (optStringEnumCol == %@)) && ((optIntEnumCol != %@) || (optStringEnumCol != %@)))", [ModernIntEnum.value2, ModernStringEnum.value2, ModernIntEnum.value2, ModernStringEnum.value2], 0, { ($0.optIntEnumCol == ModernIntEnum.value2 || $0.optStringEnumCol == ModernStringEnum.value2) && ($0.optIntEnumCol != ModernIntEnum.value2 || $0.optStringEnumCol != ModernStringEnum.value2) }),
        ("((optIntEnumCol == %@) || (optStringEnumCol == %@))", [ModernIntEnum.value2, ModernStringEnum.value2], 1, { ($0.optIntEnumCol == ModernIntEnum.value2) || ($0.optStringEnumCol == ModernStringEnum.value2) }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(((bool == %@) || (int == %@)) && ((bool != %@) || (int != %@)))", [BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3), BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3)], 0, { ($0.bool == BoolWrapper(persistedValue: false) || $0.int == IntWrapper(persistedValue: 3)) && ($0.bool != BoolWrapper(persistedValue: false) || $0.int != IntWrapper(persistedValue: 3)) }),
        ("((bool == %@) || (int == %@))", [BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3)], 1, { ($0.bool == BoolWrapper(persistedValue: false)) || ($0.int == IntWrapper(persistedValue: 3)) }),
        ("(((int == %@) || (int8 == %@)) && ((int != %@) || (int8 != %@)))", [IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9)), IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9))], 0, { ($0.int == IntWrapper(persistedValue: 3) || $0.int8 == Int8Wrapper(persistedValue: Int8(9))) && ($0.int != IntWrapper(persistedValue: 3) || $0.int8 != Int8Wrapper(persistedValue: Int8(9))) }),
        ("((int == %@) || (int8 == %@))", [IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9))], 1, { ($0.int == IntWrapper(persistedValue: 3)) || ($0.int8 == Int8Wrapper(persistedValue: Int8(9))) }),
        ("(((int8 == %@) || (int16 == %@)) && ((int8 != %@) || (int16 != %@)))", [Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17)), Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17))], 0, { ($0.int8 == Int8Wrapper(persistedValue: Int8(9)) || $0.int16 == Int16Wrapper(persistedValue: Int16(17))) && ($0.int8 != Int8Wrapper(persistedValue: Int8(9)) || $0.int16 != Int16Wrapper(persistedValue: Int16(17))) }),
        ("((int8 == %@) || (int16 == %@))", [Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17))], 1, { ($0.int8 == Int8Wrapper(persistedValue: Int8(9))) || ($0.int16 == Int16Wrapper(persistedValue: Int16(17))) }),
        ("(((int16 == %@) || (int32 == %@)) && ((int16 != %@) || (int32 != %@)))", [Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33)), Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33))], 0, { ($0.int16 == Int16Wrapper(persistedValue: Int16(17)) || $0.int32 == Int32Wrapper(persistedValue: Int32(33))) && ($0.int16 != Int16Wrapper(persistedValue: Int16(17)) || $0.int32 != Int32Wrapper(persistedValue: Int32(33))) }),
        ("((int16 == %@) || (int32 == %@))", [Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33))], 1, { ($0.int16 == Int16Wrapper(persistedValue: Int16(17))) || ($0.int32 == Int32Wrapper(persistedValue: Int32(33))) }),
        ("(((int32 == %@) || (int64 == %@)) && ((int32 != %@) || (int64 != %@)))", [Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65)), Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65))], 0, { ($0.int32 == Int32Wrapper(persistedValue: Int32(33)) || $0.int64 == Int64Wrapper(persistedValue: Int64(65))) && ($0.int32 != Int32Wrapper(persistedValue: Int32(33)) || $0.int64 != Int64Wrapper(persistedValue: Int64(65))) }),
        ("((int32 == %@) || (int64 == %@))", [Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65))], 1, { ($0.int32 == Int32Wrapper(persistedValue: Int32(33))) || ($0.int64 == Int64Wrapper(persistedValue: Int64(65))) }),
        ("(((int64 == %@) || (float == %@)) && ((int64 != %@) || (float != %@)))", [Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333)), Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333))], 0, { ($0.int64 == Int64Wrapper(persistedValue: Int64(65)) || $0.float == FloatWrapper(persistedValue: Float(6.55444333))) && ($0.int64 != Int64Wrapper(persistedValue: Int64(65)) || $0.float != FloatWrapper(persistedValue: Float(6.55444333))) }),
        ("((int64 == %@) || (float == %@))", [Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333))], 1, { ($0.int64 == Int64Wrapper(persistedValue: Int64(65))) || ($0.float == FloatWrapper(persistedValue: Float(6.55444333))) }),
        ("(((float == %@) || (double == %@)) && ((float != %@) || (double != %@)))", [FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567), FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567)], 0, { ($0.float == FloatWrapper(persistedValue: Float(6.55444333)) || $0.double == DoubleWrapper(persistedValue: 234.567)) && ($0.float != FloatWrapper(persistedValue: Float(6.55444333)) || $0.double != DoubleWrapper(persistedValue: 234.567)) }),
        ("((float == %@) || (double == %@))", [FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567)], 1, { ($0.float == FloatWrapper(persistedValue: Float(6.55444333))) || ($0.double == DoubleWrapper(persistedValue: 234.567)) }),
        ("(((double == %@) || (string == %@)) && ((double != %@) || (string != %@)))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó"), DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó")], 0, { ($0.double == DoubleWrapper(persistedValue: 234.567) || $0.string == StringWrapper(persistedValue: "Foó")) && ($0.double != DoubleWrapper(persistedValue: 234.567) || $0.string != StringWrapper(persistedValue: "Foó")) }),
        ("((double == %@) || (string == %@))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó")], 1, { ($0.double == DoubleWrapper(persistedValue: 234.567)) || ($0.string == StringWrapper(persistedValue: "Foó")) }),
        ("(NOT ((double == %@) || (string CONTAINS %@)) && (string == %@))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "Foó")], 0, { !($0.double == DoubleWrapper(persistedValue: 234.567) || $0.string.contains(StringWrapper(persistedValue: "Foó"))) && ($0.string == StringWrapper(persistedValue: "Foó")) }),
        ("(((string == %@) || (binary == %@)) && ((string != %@) || (binary != %@)))", [StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128)), StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128))], 0, { ($0.string == StringWrapper(persistedValue: "Foó") || $0.binary == DataWrapper(persistedValue: Data(count: 128))) && ($0.string != StringWrapper(persistedValue: "Foó") || $0.binary != DataWrapper(persistedValue: Data(count: 128))) }),
        ("((string == %@) || (binary == %@))", [StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128))], 1, { ($0.string == StringWrapper(persistedValue: "Foó")) || ($0.binary == DataWrapper(persistedValue: Data(count: 128))) }),
        ("(((binary == %@) || (date == %@)) && ((binary != %@) || (date != %@)))", [DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { ($0.binary == DataWrapper(persistedValue: Data(count: 128)) || $0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) && ($0.binary != DataWrapper(persistedValue: Data(count: 128)) || $0.date != DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) }),
        ("((binary == %@) || (date == %@))", [DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { ($0.binary == DataWrapper(persistedValue: Data(count: 128))) || ($0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) }),
        ("(((date == %@) || (decimal == %@)) && ((date != %@) || (decimal != %@)))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { ($0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) || $0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) && ($0.date != DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) || $0.decimal != Decimal128Wrapper(persistedValue: Decimal128(234.567))) }),
        ("((date == %@) || (decimal == %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { ($0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) || ($0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) }),
        ("(((decimal == %@) || (objectId == %@)) && ((decimal != %@) || (objectId != %@)))", [Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 0, { ($0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567)) || $0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) && ($0.decimal != Decimal128Wrapper(persistedValue: Decimal128(234.567)) || $0.objectId != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) }),
        ("((decimal == %@) || (objectId == %@))", [Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 1, { ($0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) || ($0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) }),
        ("(((objectId == %@) || (uuid == %@)) && ((objectId != %@) || (uuid != %@)))", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 0, { ($0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) || $0.uuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) && ($0.objectId != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) || $0.uuid != UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) }),
        ("((objectId == %@) || (uuid == %@))", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 1, { ($0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) || ($0.uuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) }),
        ("(((optBool == %@) || (optInt == %@)) && ((optBool != %@) || (optInt != %@)))", [BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3), BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3)], 0, { ($0.optBool == BoolWrapper(persistedValue: false) || $0.optInt == IntWrapper(persistedValue: 3)) && ($0.optBool != BoolWrapper(persistedValue: false) || $0.optInt != IntWrapper(persistedValue: 3)) }),
        ("((optBool == %@) || (optInt == %@))", [BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3)], 1, { ($0.optBool == BoolWrapper(persistedValue: false)) || ($0.optInt == IntWrapper(persistedValue: 3)) }),
        ("(((optInt == %@) || (optInt8 == %@)) && ((optInt != %@) || (optInt8 != %@)))", [IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9)), IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9))], 0, { ($0.optInt == IntWrapper(persistedValue: 3) || $0.optInt8 == Int8Wrapper(persistedValue: Int8(9))) && ($0.optInt != IntWrapper(persistedValue: 3) || $0.optInt8 != Int8Wrapper(persistedValue: Int8(9))) }),
        ("((optInt == %@) || (optInt8 == %@))", [IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9))], 1, { ($0.optInt == IntWrapper(persistedValue: 3)) || ($0.optInt8 == Int8Wrapper(persistedValue: Int8(9))) }),
        ("(((optInt8 == %@) || (optInt16 == %@)) && ((optInt8 != %@) || (optInt16 != %@)))", [Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17)), Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17))], 0, { ($0.optInt8 == Int8Wrapper(persistedValue: Int8(9)) || $0.optInt16 == Int16Wrapper(persistedValue: Int16(17))) && ($0.optInt8 != Int8Wrapper(persistedValue: Int8(9)) || $0.optInt16 != Int16Wrapper(persistedValue: Int16(17))) }),
        ("((optInt8 == %@) || (optInt16 == %@))", [Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17))], 1, { ($0.optInt8 == Int8Wrapper(persistedValue: Int8(9))) || ($0.optInt16 == Int16Wrapper(persistedValue: Int16(17))) }),
        ("(((optInt16 == %@) || (optInt32 == %@)) && ((optInt16 != %@) || (optInt32 != %@)))", [Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33)), Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33))], 0, { ($0.optInt16 == Int16Wrapper(persistedValue: Int16(17)) || $0.optInt32 == Int32Wrapper(persistedValue: Int32(33))) && ($0.optInt16 != Int16Wrapper(persistedValue: Int16(17)) || $0.optInt32 != Int32Wrapper(persistedValue: Int32(33))) }),
        ("((optInt16 == %@) || (optInt32 == %@))", [Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33))], 1, { ($0.optInt16 == Int16Wrapper(persistedValue: Int16(17))) || ($0.optInt32 == Int32Wrapper(persistedValue: Int32(33))) }),
        ("(((optInt32 == %@) || (optInt64 == %@)) && ((optInt32 != %@) || (optInt64 != %@)))", [Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65)), Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65))], 0, { ($0.optInt32 == Int32Wrapper(persistedValue: Int32(33)) || $0.optInt64 == Int64Wrapper(persistedValue: Int64(65))) && ($0.optInt32 != Int32Wrapper(persistedValue: Int32(33)) || $0.optInt64 != Int64Wrapper(persistedValue: Int64(65))) }),
        ("((optInt32 == %@) || (optInt64 == %@))", [Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65))], 1, { ($0.optInt32 == Int32Wrapper(persistedValue: Int32(33))) || ($0.optInt64 == Int64Wrapper(persistedValue: Int64(65))) }),
        ("(((optInt64 == %@) || (optFloat == %@)) && ((optInt64 != %@) || (optFloat != %@)))", [Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333)), Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333))], 0, { ($0.optInt64 == Int64Wrapper(persistedValue: Int64(65)) || $0.optFloat == FloatWrapper(persistedValue: Float(6.55444333))) && ($0.optInt64 != Int64Wrapper(persistedValue: Int64(65)) || $0.optFloat != FloatWrapper(persistedValue: Float(6.55444333))) }),
        ("((optInt64 == %@) || (optFloat == %@))", [Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333))], 1, { ($0.optInt64 == Int64Wrapper(persistedValue: Int64(65))) || ($0.optFloat == FloatWrapper(persistedValue: Float(6.55444333))) }),
        ("(((optFloat == %@) || (optDouble == %@)) && ((optFloat != %@) || (optDouble != %@)))", [FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567), FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567)], 0, { ($0.optFloat == FloatWrapper(persistedValue: Float(6.55444333)) || $0.optDouble == DoubleWrapper(persistedValue: 234.567)) && ($0.optFloat != FloatWrapper(persistedValue: Float(6.55444333)) || $0.optDouble != DoubleWrapper(persistedValue: 234.567)) }),
        ("((optFloat == %@) || (optDouble == %@))", [FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567)], 1, { ($0.optFloat == FloatWrapper(persistedValue: Float(6.55444333))) || ($0.optDouble == DoubleWrapper(persistedValue: 234.567)) }),
        ("(((optDouble == %@) || (optString == %@)) && ((optDouble != %@) || (optString != %@)))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó"), DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó")], 0, { ($0.optDouble == DoubleWrapper(persistedValue: 234.567) || $0.optString == StringWrapper(persistedValue: "Foó")) && ($0.optDouble != DoubleWrapper(persistedValue: 234.567) || $0.optString != StringWrapper(persistedValue: "Foó")) }),
        ("((optDouble == %@) || (optString == %@))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó")], 1, { ($0.optDouble == DoubleWrapper(persistedValue: 234.567)) || ($0.optString == StringWrapper(persistedValue: "Foó")) }),
        ("(NOT ((optDouble == %@) || (optString CONTAINS %@)) && (optString == %@))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó"), StringWrapper(persistedValue: "Foó")], 0, { !($0.optDouble == DoubleWrapper(persistedValue: 234.567) || $0.optString.contains(StringWrapper(persistedValue: "Foó"))) && ($0.optString == StringWrapper(persistedValue: "Foó")) }),
        ("(((optString == %@) || (optBinary == %@)) && ((optString != %@) || (optBinary != %@)))", [StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128)), StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128))], 0, { ($0.optString == StringWrapper(persistedValue: "Foó") || $0.optBinary == DataWrapper(persistedValue: Data(count: 128))) && ($0.optString != StringWrapper(persistedValue: "Foó") || $0.optBinary != DataWrapper(persistedValue: Data(count: 128))) }),
        ("((optString == %@) || (optBinary == %@))", [StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128))], 1, { ($0.optString == StringWrapper(persistedValue: "Foó")) || ($0.optBinary == DataWrapper(persistedValue: Data(count: 128))) }),
        ("(((optBinary == %@) || (optDate == %@)) && ((optBinary != %@) || (optDate != %@)))", [DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 0, { ($0.optBinary == DataWrapper(persistedValue: Data(count: 128)) || $0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) && ($0.optBinary != DataWrapper(persistedValue: Data(count: 128)) || $0.optDate != DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) }),
        ("((optBinary == %@) || (optDate == %@))", [DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { ($0.optBinary == DataWrapper(persistedValue: Data(count: 128))) || ($0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) }),
        ("(((optDate == %@) || (optDecimal == %@)) && ((optDate != %@) || (optDecimal != %@)))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567))], 0, { ($0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) || $0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) && ($0.optDate != DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) || $0.optDecimal != Decimal128Wrapper(persistedValue: Decimal128(234.567))) }),
        ("((optDate == %@) || (optDecimal == %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { ($0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) || ($0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) }),
        ("(((optDecimal == %@) || (optObjectId == %@)) && ((optDecimal != %@) || (optObjectId != %@)))", [Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 0, { ($0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567)) || $0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) && ($0.optDecimal != Decimal128Wrapper(persistedValue: Decimal128(234.567)) || $0.optObjectId != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) }),
        ("((optDecimal == %@) || (optObjectId == %@))", [Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 1, { ($0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) || ($0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) }),
        ("(((optObjectId == %@) || (optUuid == %@)) && ((optObjectId != %@) || (optUuid != %@)))", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 0, { ($0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) || $0.optUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) && ($0.optObjectId != ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) || $0.optUuid != UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) }),
        ("((optObjectId == %@) || (optUuid == %@))", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 1, { ($0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) || ($0.optUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `in` with an array in a where closure, on every scalar column, persistable enum and wrapper, optional or not, is `(name IN %@)` with the array as its one argument: an array holding the stored value and another matches the object, and `!` before `in` of the stored value alone (`(NOT name IN %@)`) matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testContainsIn
func testSuiteQueryInEveryColumn() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(boolCol IN %@)", [[true, false]], 1, { $0.boolCol.in([true, false]) }),
        ("(NOT boolCol IN %@)", [[false]], 0, { !$0.boolCol.in([false]) }),
        ("(intCol IN %@)", [[1, 3]], 1, { $0.intCol.in([1, 3]) }),
        ("(NOT intCol IN %@)", [[3]], 0, { !$0.intCol.in([3]) }),
        ("(int8Col IN %@)", [[Int8(8), Int8(9)]], 1, { $0.int8Col.in([Int8(8), Int8(9)]) }),
        ("(NOT int8Col IN %@)", [[Int8(9)]], 0, { !$0.int8Col.in([Int8(9)]) }),
        ("(int16Col IN %@)", [[Int16(16), Int16(17)]], 1, { $0.int16Col.in([Int16(16), Int16(17)]) }),
        ("(NOT int16Col IN %@)", [[Int16(17)]], 0, { !$0.int16Col.in([Int16(17)]) }),
        ("(int32Col IN %@)", [[Int32(32), Int32(33)]], 1, { $0.int32Col.in([Int32(32), Int32(33)]) }),
        ("(NOT int32Col IN %@)", [[Int32(33)]], 0, { !$0.int32Col.in([Int32(33)]) }),
        ("(int64Col IN %@)", [[Int64(64), Int64(65)]], 1, { $0.int64Col.in([Int64(64), Int64(65)]) }),
        ("(NOT int64Col IN %@)", [[Int64(65)]], 0, { !$0.int64Col.in([Int64(65)]) }),
        ("(floatCol IN %@)", [[Float(5.55444333), Float(6.55444333)]], 1, { $0.floatCol.in([Float(5.55444333), Float(6.55444333)]) }),
        ("(NOT floatCol IN %@)", [[Float(6.55444333)]], 0, { !$0.floatCol.in([Float(6.55444333)]) }),
        ("(doubleCol IN %@)", [[123.456, 234.567]], 1, { $0.doubleCol.in([123.456, 234.567]) }),
        ("(NOT doubleCol IN %@)", [[234.567]], 0, { !$0.doubleCol.in([234.567]) }),
        ("(stringCol IN %@)", [["Foo", "Foó"]], 1, { $0.stringCol.in(["Foo", "Foó"]) }),
        ("(NOT stringCol IN %@)", [["Foó"]], 0, { !$0.stringCol.in(["Foó"]) }),
        ("(binaryCol IN %@)", [[Data(count: 64), Data(count: 128)]], 1, { $0.binaryCol.in([Data(count: 64), Data(count: 128)]) }),
        ("(NOT binaryCol IN %@)", [[Data(count: 128)]], 0, { !$0.binaryCol.in([Data(count: 128)]) }),
        ("(dateCol IN %@)", [[Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]], 1, { $0.dateCol.in([Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]) }),
        ("(NOT dateCol IN %@)", [[Date(timeIntervalSince1970: 2000000)]], 0, { !$0.dateCol.in([Date(timeIntervalSince1970: 2000000)]) }),
        ("(decimalCol IN %@)", [[Decimal128(123.456), Decimal128(234.567)]], 1, { $0.decimalCol.in([Decimal128(123.456), Decimal128(234.567)]) }),
        ("(NOT decimalCol IN %@)", [[Decimal128(234.567)]], 0, { !$0.decimalCol.in([Decimal128(234.567)]) }),
        ("(objectIdCol IN %@)", [[ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]], 1, { $0.objectIdCol.in([ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]) }),
        ("(NOT objectIdCol IN %@)", [[ObjectId("61184062c1d8f096a3695045")]], 0, { !$0.objectIdCol.in([ObjectId("61184062c1d8f096a3695045")]) }),
        ("(uuidCol IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 1, { $0.uuidCol.in([UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
        ("(NOT uuidCol IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 0, { !$0.uuidCol.in([UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
        ("(intEnumCol IN %@)", [[ModernIntEnum.value1, ModernIntEnum.value2]], 1, { $0.intEnumCol.in([ModernIntEnum.value1, ModernIntEnum.value2]) }),
        ("(NOT intEnumCol IN %@)", [[ModernIntEnum.value2]], 0, { !$0.intEnumCol.in([ModernIntEnum.value2]) }),
        ("(stringEnumCol IN %@)", [[ModernStringEnum.value1, ModernStringEnum.value2]], 1, { $0.stringEnumCol.in([ModernStringEnum.value1, ModernStringEnum.value2]) }),
        ("(NOT stringEnumCol IN %@)", [[ModernStringEnum.value2]], 0, { !$0.stringEnumCol.in([ModernStringEnum.value2]) }),
        ("(optBoolCol IN %@)", [[true, false]], 1, { $0.optBoolCol.in([true, false]) }),
        ("(NOT optBoolCol IN %@)", [[false]], 0, { !$0.optBoolCol.in([false]) }),
        ("(optIntCol IN %@)", [[1, 3]], 1, { $0.optIntCol.in([1, 3]) }),
        ("(NOT optIntCol IN %@)", [[3]], 0, { !$0.optIntCol.in([3]) }),
        ("(optInt8Col IN %@)", [[Int8(8), Int8(9)]], 1, { $0.optInt8Col.in([Int8(8), Int8(9)]) }),
        ("(NOT optInt8Col IN %@)", [[Int8(9)]], 0, { !$0.optInt8Col.in([Int8(9)]) }),
        ("(optInt16Col IN %@)", [[Int16(16), Int16(17)]], 1, { $0.optInt16Col.in([Int16(16), Int16(17)]) }),
        ("(NOT optInt16Col IN %@)", [[Int16(17)]], 0, { !$0.optInt16Col.in([Int16(17)]) }),
        ("(optInt32Col IN %@)", [[Int32(32), Int32(33)]], 1, { $0.optInt32Col.in([Int32(32), Int32(33)]) }),
        ("(NOT optInt32Col IN %@)", [[Int32(33)]], 0, { !$0.optInt32Col.in([Int32(33)]) }),
        ("(optInt64Col IN %@)", [[Int64(64), Int64(65)]], 1, { $0.optInt64Col.in([Int64(64), Int64(65)]) }),
        ("(NOT optInt64Col IN %@)", [[Int64(65)]], 0, { !$0.optInt64Col.in([Int64(65)]) }),
        ("(optFloatCol IN %@)", [[Float(5.55444333), Float(6.55444333)]], 1, { $0.optFloatCol.in([Float(5.55444333), Float(6.55444333)]) }),
        ("(NOT optFloatCol IN %@)", [[Float(6.55444333)]], 0, { !$0.optFloatCol.in([Float(6.55444333)]) }),
        ("(optDoubleCol IN %@)", [[123.456, 234.567]], 1, { $0.optDoubleCol.in([123.456, 234.567]) }),
        ("(NOT optDoubleCol IN %@)", [[234.567]], 0, { !$0.optDoubleCol.in([234.567]) }),
        ("(optStringCol IN %@)", [["Foo", "Foó"]], 1, { $0.optStringCol.in(["Foo", "Foó"]) }),
        ("(NOT optStringCol IN %@)", [["Foó"]], 0, { !$0.optStringCol.in(["Foó"]) }),
        ("(optBinaryCol IN %@)", [[Data(count: 64), Data(count: 128)]], 1, { $0.optBinaryCol.in([Data(count: 64), Data(count: 128)]) }),
        ("(NOT optBinaryCol IN %@)", [[Data(count: 128)]], 0, { !$0.optBinaryCol.in([Data(count: 128)]) }),
        ("(optDateCol IN %@)", [[Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]], 1, { $0.optDateCol.in([Date(timeIntervalSince1970: 1000000), Date(timeIntervalSince1970: 2000000)]) }),
        ("(NOT optDateCol IN %@)", [[Date(timeIntervalSince1970: 2000000)]], 0, { !$0.optDateCol.in([Date(timeIntervalSince1970: 2000000)]) }),
        ("(optDecimalCol IN %@)", [[Decimal128(123.456), Decimal128(234.567)]], 1, { $0.optDecimalCol.in([Decimal128(123.456), Decimal128(234.567)]) }),
        ("(NOT optDecimalCol IN %@)", [[Decimal128(234.567)]], 0, { !$0.optDecimalCol.in([Decimal128(234.567)]) }),
        ("(optObjectIdCol IN %@)", [[ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]], 1, { $0.optObjectIdCol.in([ObjectId("61184062c1d8f096a3695046"), ObjectId("61184062c1d8f096a3695045")]) }),
        ("(NOT optObjectIdCol IN %@)", [[ObjectId("61184062c1d8f096a3695045")]], 0, { !$0.optObjectIdCol.in([ObjectId("61184062c1d8f096a3695045")]) }),
        ("(optUuidCol IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 1, { $0.optUuidCol.in([UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!, UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
        ("(NOT optUuidCol IN %@)", [[UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]], 0, { !$0.optUuidCol.in([UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!]) }),
        ("(optIntEnumCol IN %@)", [[ModernIntEnum.value1, ModernIntEnum.value2]], 1, { $0.optIntEnumCol.in([ModernIntEnum.value1, ModernIntEnum.value2]) }),
        ("(NOT optIntEnumCol IN %@)", [[ModernIntEnum.value2]], 0, { !$0.optIntEnumCol.in([ModernIntEnum.value2]) }),
        ("(optStringEnumCol IN %@)", [[ModernStringEnum.value1, ModernStringEnum.value2]], 1, { $0.optStringEnumCol.in([ModernStringEnum.value1, ModernStringEnum.value2]) }),
        ("(NOT optStringEnumCol IN %@)", [[ModernStringEnum.value2]], 0, { !$0.optStringEnumCol.in([ModernStringEnum.value2]) }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(bool IN %@)", [[BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)]], 1, { $0.bool.in([BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)]) }),
        ("(NOT bool IN %@)", [[BoolWrapper(persistedValue: false)]], 0, { !$0.bool.in([BoolWrapper(persistedValue: false)]) }),
        ("(int IN %@)", [[IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]], 1, { $0.int.in([IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]) }),
        ("(NOT int IN %@)", [[IntWrapper(persistedValue: 3)]], 0, { !$0.int.in([IntWrapper(persistedValue: 3)]) }),
        ("(int8 IN %@)", [[Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]], 1, { $0.int8.in([Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(NOT int8 IN %@)", [[Int8Wrapper(persistedValue: Int8(9))]], 0, { !$0.int8.in([Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(int16 IN %@)", [[Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]], 1, { $0.int16.in([Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(NOT int16 IN %@)", [[Int16Wrapper(persistedValue: Int16(17))]], 0, { !$0.int16.in([Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(int32 IN %@)", [[Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]], 1, { $0.int32.in([Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(NOT int32 IN %@)", [[Int32Wrapper(persistedValue: Int32(33))]], 0, { !$0.int32.in([Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(int64 IN %@)", [[Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]], 1, { $0.int64.in([Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(NOT int64 IN %@)", [[Int64Wrapper(persistedValue: Int64(65))]], 0, { !$0.int64.in([Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(float IN %@)", [[FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]], 1, { $0.float.in([FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(NOT float IN %@)", [[FloatWrapper(persistedValue: Float(6.55444333))]], 0, { !$0.float.in([FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(double IN %@)", [[DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]], 1, { $0.double.in([DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]) }),
        ("(NOT double IN %@)", [[DoubleWrapper(persistedValue: 234.567)]], 0, { !$0.double.in([DoubleWrapper(persistedValue: 234.567)]) }),
        ("(string IN %@)", [[StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]], 1, { $0.string.in([StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]) }),
        ("(NOT string IN %@)", [[StringWrapper(persistedValue: "Foó")]], 0, { !$0.string.in([StringWrapper(persistedValue: "Foó")]) }),
        ("(binary IN %@)", [[DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]], 1, { $0.binary.in([DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(NOT binary IN %@)", [[DataWrapper(persistedValue: Data(count: 128))]], 0, { !$0.binary.in([DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(date IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 1, { $0.date.in([DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(NOT date IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 0, { !$0.date.in([DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(decimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 1, { $0.decimal.in([Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(NOT decimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 0, { !$0.decimal.in([Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(objectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 1, { $0.objectId.in([ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(NOT objectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 0, { !$0.objectId.in([ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(uuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 1, { $0.uuid.in([UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
        ("(NOT uuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 0, { !$0.uuid.in([UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
        ("(optBool IN %@)", [[BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)]], 1, { $0.optBool.in([BoolWrapper(persistedValue: true), BoolWrapper(persistedValue: false)]) }),
        ("(NOT optBool IN %@)", [[BoolWrapper(persistedValue: false)]], 0, { !$0.optBool.in([BoolWrapper(persistedValue: false)]) }),
        ("(optInt IN %@)", [[IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]], 1, { $0.optInt.in([IntWrapper(persistedValue: 1), IntWrapper(persistedValue: 3)]) }),
        ("(NOT optInt IN %@)", [[IntWrapper(persistedValue: 3)]], 0, { !$0.optInt.in([IntWrapper(persistedValue: 3)]) }),
        ("(optInt8 IN %@)", [[Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]], 1, { $0.optInt8.in([Int8Wrapper(persistedValue: Int8(8)), Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(NOT optInt8 IN %@)", [[Int8Wrapper(persistedValue: Int8(9))]], 0, { !$0.optInt8.in([Int8Wrapper(persistedValue: Int8(9))]) }),
        ("(optInt16 IN %@)", [[Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]], 1, { $0.optInt16.in([Int16Wrapper(persistedValue: Int16(16)), Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(NOT optInt16 IN %@)", [[Int16Wrapper(persistedValue: Int16(17))]], 0, { !$0.optInt16.in([Int16Wrapper(persistedValue: Int16(17))]) }),
        ("(optInt32 IN %@)", [[Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]], 1, { $0.optInt32.in([Int32Wrapper(persistedValue: Int32(32)), Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(NOT optInt32 IN %@)", [[Int32Wrapper(persistedValue: Int32(33))]], 0, { !$0.optInt32.in([Int32Wrapper(persistedValue: Int32(33))]) }),
        ("(optInt64 IN %@)", [[Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]], 1, { $0.optInt64.in([Int64Wrapper(persistedValue: Int64(64)), Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(NOT optInt64 IN %@)", [[Int64Wrapper(persistedValue: Int64(65))]], 0, { !$0.optInt64.in([Int64Wrapper(persistedValue: Int64(65))]) }),
        ("(optFloat IN %@)", [[FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]], 1, { $0.optFloat.in([FloatWrapper(persistedValue: Float(5.55444333)), FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(NOT optFloat IN %@)", [[FloatWrapper(persistedValue: Float(6.55444333))]], 0, { !$0.optFloat.in([FloatWrapper(persistedValue: Float(6.55444333))]) }),
        ("(optDouble IN %@)", [[DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]], 1, { $0.optDouble.in([DoubleWrapper(persistedValue: 123.456), DoubleWrapper(persistedValue: 234.567)]) }),
        ("(NOT optDouble IN %@)", [[DoubleWrapper(persistedValue: 234.567)]], 0, { !$0.optDouble.in([DoubleWrapper(persistedValue: 234.567)]) }),
        ("(optString IN %@)", [[StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]], 1, { $0.optString.in([StringWrapper(persistedValue: "Foo"), StringWrapper(persistedValue: "Foó")]) }),
        ("(NOT optString IN %@)", [[StringWrapper(persistedValue: "Foó")]], 0, { !$0.optString.in([StringWrapper(persistedValue: "Foó")]) }),
        ("(optBinary IN %@)", [[DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]], 1, { $0.optBinary.in([DataWrapper(persistedValue: Data(count: 64)), DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(NOT optBinary IN %@)", [[DataWrapper(persistedValue: Data(count: 128))]], 0, { !$0.optBinary.in([DataWrapper(persistedValue: Data(count: 128))]) }),
        ("(optDate IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 1, { $0.optDate.in([DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(NOT optDate IN %@)", [[DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]], 0, { !$0.optDate.in([DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))]) }),
        ("(optDecimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 1, { $0.optDecimal.in([Decimal128Wrapper(persistedValue: Decimal128(123.456)), Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(NOT optDecimal IN %@)", [[Decimal128Wrapper(persistedValue: Decimal128(234.567))]], 0, { !$0.optDecimal.in([Decimal128Wrapper(persistedValue: Decimal128(234.567))]) }),
        ("(optObjectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 1, { $0.optObjectId.in([ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695046")), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(NOT optObjectId IN %@)", [[ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]], 0, { !$0.optObjectId.in([ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))]) }),
        ("(optUuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 1, { $0.optUuid.in([UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09e")!), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
        ("(NOT optUuid IN %@)", [[UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]], 0, { !$0.optUuid.in([UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)]) }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// A column compared with a column in a where closure is spelt with both key paths and no argument: each scalar, enum and optional column equals itself (`==`, `>=`, `<=` match, `!=`, `>`, `<` do not), through an unset link too, where both sides are nil; a string column contains, begins and ends with, is LIKE[c] and ==[cd] itself and its optional twin, and is not !=[cd] either; comparing a list with a list is refused while the closure runs, with the SDK's message.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testColumnComparison
func testSuiteQueryColumnAgainstColumn() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let columnRows: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(stringEnumCol == stringEnumCol)", [], 1, { $0.stringEnumCol == $0.stringEnumCol }),
        ("(stringCol != stringCol)", [], 0, { $0.stringCol != $0.stringCol }),
        ("(stringEnumCol != stringEnumCol)", [], 0, { $0.stringEnumCol != $0.stringEnumCol }),
        ("(stringEnumCol > stringEnumCol)", [], 0, { $0.stringEnumCol > $0.stringEnumCol }),
        ("(stringCol > stringCol)", [], 0, { $0.stringCol > $0.stringCol }),
        ("(stringEnumCol >= stringEnumCol)", [], 1, { $0.stringEnumCol >= $0.stringEnumCol }),
        ("(stringCol >= stringCol)", [], 1, { $0.stringCol >= $0.stringCol }),
        ("(stringEnumCol < stringEnumCol)", [], 0, { $0.stringEnumCol < $0.stringEnumCol }),
        ("(stringCol < stringCol)", [], 0, { $0.stringCol < $0.stringCol }),
        ("(stringEnumCol <= stringEnumCol)", [], 1, { $0.stringEnumCol <= $0.stringEnumCol }),
        ("(stringCol <= stringCol)", [], 1, { $0.stringCol <= $0.stringCol }),
        ("(intCol > intCol)", [], 0, { $0.intCol > $0.intCol }),
        ("(intEnumCol > intEnumCol)", [], 0, { $0.intEnumCol > $0.intEnumCol }),
        ("(intCol >= intCol)", [], 1, { $0.intCol >= $0.intCol }),
        ("(intEnumCol >= intEnumCol)", [], 1, { $0.intEnumCol >= $0.intEnumCol }),
        ("(intCol < intCol)", [], 0, { $0.intCol < $0.intCol }),
        ("(intEnumCol < intEnumCol)", [], 0, { $0.intEnumCol < $0.intEnumCol }),
        ("(intCol <= intCol)", [], 1, { $0.intCol <= $0.intCol }),
        ("(intEnumCol <= intEnumCol)", [], 1, { $0.intEnumCol <= $0.intEnumCol }),
        ("(optStringCol == optStringCol)", [], 1, { $0.optStringCol == $0.optStringCol }),
        ("(optStringCol != optStringCol)", [], 0, { $0.optStringCol != $0.optStringCol }),
        ("(optIntCol > optIntCol)", [], 0, { $0.optIntCol > $0.optIntCol }),
        ("(optIntCol >= optIntCol)", [], 1, { $0.optIntCol >= $0.optIntCol }),
        ("(optIntCol < optIntCol)", [], 0, { $0.optIntCol < $0.optIntCol }),
        ("(optIntCol <= optIntCol)", [], 1, { $0.optIntCol <= $0.optIntCol }),
        ("(objectCol.stringCol == objectCol.stringCol)", [], 1, { $0.objectCol.stringCol == $0.objectCol.stringCol }),
        ("(objectCol.stringCol != objectCol.stringCol)", [], 0, { $0.objectCol.stringCol != $0.objectCol.stringCol }),
        ("(objectCol.intCol > objectCol.intCol)", [], 0, { $0.objectCol.intCol > $0.objectCol.intCol }),
        ("(objectCol.intCol >= objectCol.intCol)", [], 1, { $0.objectCol.intCol >= $0.objectCol.intCol }),
        ("(objectCol.intCol < objectCol.intCol)", [], 0, { $0.objectCol.intCol < $0.objectCol.intCol }),
        ("(objectCol.intCol <= objectCol.intCol)", [], 1, { $0.objectCol.intCol <= $0.objectCol.intCol }),
        ("(objectCol.optStringCol == objectCol.optStringCol)", [], 1, { $0.objectCol.optStringCol == $0.objectCol.optStringCol }),
        ("(objectCol.optStringCol != objectCol.optStringCol)", [], 0, { $0.objectCol.optStringCol != $0.objectCol.optStringCol }),
        ("(objectCol.optIntCol > objectCol.optIntCol)", [], 0, { $0.objectCol.optIntCol > $0.objectCol.optIntCol }),
        ("(objectCol.optIntCol >= objectCol.optIntCol)", [], 1, { $0.objectCol.optIntCol >= $0.objectCol.optIntCol }),
        ("(objectCol.optIntCol < objectCol.optIntCol)", [], 0, { $0.objectCol.optIntCol < $0.objectCol.optIntCol }),
        ("(objectCol.optIntCol <= objectCol.optIntCol)", [], 1, { $0.objectCol.optIntCol <= $0.objectCol.optIntCol }),
        ("(stringCol CONTAINS[cd] stringCol)", [], 1, { $0.stringCol.contains($0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol BEGINSWITH[cd] stringCol)", [], 1, { $0.stringCol.starts(with: $0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol ENDSWITH[cd] stringCol)", [], 1, { $0.stringCol.ends(with: $0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol LIKE[c] stringCol)", [], 1, { $0.stringCol.like($0.stringCol, caseInsensitive: true) }),
        ("(stringCol ==[cd] stringCol)", [], 1, { $0.stringCol.equals($0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol !=[cd] stringCol)", [], 0, { $0.stringCol.notEquals($0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol CONTAINS[cd] optStringCol)", [], 1, { $0.stringCol.contains($0.optStringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol CONTAINS[cd] optStringCol)", [], 1, { $0.optStringCol.contains($0.optStringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol CONTAINS[cd] stringCol)", [], 1, { $0.optStringCol.contains($0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol BEGINSWITH[cd] stringCol)", [], 1, { $0.stringCol.starts(with: $0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol BEGINSWITH[cd] optStringCol)", [], 1, { $0.optStringCol.starts(with: $0.optStringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol BEGINSWITH[cd] stringCol)", [], 1, { $0.optStringCol.starts(with: $0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol ENDSWITH[cd] stringCol)", [], 1, { $0.stringCol.ends(with: $0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol ENDSWITH[cd] optStringCol)", [], 1, { $0.optStringCol.ends(with: $0.optStringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol ENDSWITH[cd] stringCol)", [], 1, { $0.optStringCol.ends(with: $0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol LIKE[c] stringCol)", [], 1, { $0.stringCol.like($0.stringCol, caseInsensitive: true) }),
        ("(optStringCol LIKE[c] optStringCol)", [], 1, { $0.optStringCol.like($0.optStringCol, caseInsensitive: true) }),
        ("(optStringCol LIKE[c] stringCol)", [], 1, { $0.optStringCol.like($0.stringCol, caseInsensitive: true) }),
        ("(stringCol ==[cd] stringCol)", [], 1, { $0.stringCol.equals($0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol ==[cd] optStringCol)", [], 1, { $0.optStringCol.equals($0.optStringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol ==[cd] stringCol)", [], 1, { $0.optStringCol.equals($0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(stringCol !=[cd] stringCol)", [], 0, { $0.stringCol.notEquals($0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol !=[cd] optStringCol)", [], 0, { $0.optStringCol.notEquals($0.optStringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
        ("(optStringCol !=[cd] stringCol)", [], 0, { $0.optStringCol.notEquals($0.stringCol, options: [.caseInsensitive, .diacriticInsensitive]) }),
    ]
    for (text, values, count, query) in columnRows {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    assertThrows(realm.objects(ModernScalarsObject.self).where { $0.arrayCol == $0.arrayCol }, reason: "Comparing two collection columns is not permitted.")
    assertThrows(realm.objects(ModernScalarsObject.self).where { $0.arrayCol != $0.arrayCol }, reason: "Comparing two collection columns is not permitted.")
}

// A list, a set and a map of the scalar object.
class LinkToScalarsObject: Object {
    @Persisted var list: List<ModernScalarsObject>
    @Persisted var set: MutableSet<ModernScalarsObject>
    @Persisted var map: Map<String, ModernScalarsObject?>
}

// A list, a set and a map of the wrapper object.
class LinkToAllCustomPersistableTypes: Object {
    @Persisted var list: List<AllCustomPersistableTypes>
    @Persisted var set: MutableSet<AllCustomPersistableTypes>
    @Persisted var map: Map<String, AllCustomPersistableTypes?>
}

/// `&&` joining a column's comparison with a Bool list's, set's or map's `contains`, a map's subscripts, and the `min`, `max`, `sum`, `count` and `avg` of an Int list or map or of a Double property over a list of objects: each closure is spelt with one pair of parentheses per `&&` and the SDK's arguments in order, and matches the object whose values make every part true.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCompoundAnd
func testSuiteQueryCompoundAndAcrossCollections() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    try realm.write {
        object.arrayBool.append(objectsIn: [true, true])
        object.arrayOptBool.append(objectsIn: [true, true])
        object.setBool.insert(objectsIn: [true, true])
        object.setOptBool.insert(objectsIn: [true, true])
        object.mapBool["foo"] = true
        object.mapBool["bar"] = true
        object.mapOptBool["foo"] = true
        object.mapOptBool["bar"] = true
        object.arrayInt.append(objectsIn: [1, 3])
        object.arrayOptInt.append(objectsIn: [1, 3])
        object.mapInt["foo"] = 1
        object.mapInt["bar"] = 3
        object.mapOptInt["foo"] = 1
        object.mapOptInt["bar"] = 3
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("((boolCol == %@) && (optBoolCol == %@))", [false, false], 1, { ($0.boolCol == false) && ($0.optBoolCol == false) }),
        ("((boolCol == %@) && (optBoolCol == %@))", [false, false], 1, { ($0.boolCol == false) && ($0.optBoolCol == false) }),
        ("((boolCol == %@) && (%@ IN arrayBool))", [false, true], 1, { ($0.boolCol == false) && ($0.arrayBool.contains(true)) }),
        ("((boolCol != %@) && (%@ IN arrayBool))", [true, true], 1, { ($0.boolCol != true) && ($0.arrayBool.contains(true)) }),
        ("((boolCol == %@) && (%@ IN arrayOptBool))", [false, true], 1, { ($0.boolCol == false) && ($0.arrayOptBool.contains(true)) }),
        ("((boolCol != %@) && (%@ IN arrayOptBool))", [true, true], 1, { ($0.boolCol != true) && ($0.arrayOptBool.contains(true)) }),
        ("((boolCol == %@) && (%@ IN setBool))", [false, true], 1, { ($0.boolCol == false) && ($0.setBool.contains(true)) }),
        ("((boolCol != %@) && (%@ IN setBool))", [true, true], 1, { ($0.boolCol != true) && ($0.setBool.contains(true)) }),
        ("((boolCol == %@) && (%@ IN setOptBool))", [false, true], 1, { ($0.boolCol == false) && ($0.setOptBool.contains(true)) }),
        ("((boolCol != %@) && (%@ IN setOptBool))", [true, true], 1, { ($0.boolCol != true) && ($0.setOptBool.contains(true)) }),
        ("((boolCol == %@) && (%@ IN mapBool))", [false, true], 1, { ($0.boolCol == false) && ($0.mapBool.contains(true)) }),
        ("((boolCol != %@) && (mapBool[%@] == %@))", [true, "foo", true], 1, { ($0.boolCol != true) && ($0.mapBool["foo"] == true) }),
        ("(((boolCol != %@) && (mapBool[%@] == %@)) && (mapBool[%@] == %@))", [true, "foo", true, "bar", true], 1, { (($0.boolCol != true) && ($0.mapBool["foo"] == true)) && ($0.mapBool["bar"] == true) }),
        ("((boolCol == %@) && (%@ IN mapOptBool))", [false, true], 1, { ($0.boolCol == false) && ($0.mapOptBool.contains(true)) }),
        ("((boolCol != %@) && (mapOptBool[%@] == %@))", [true, "foo", true], 1, { ($0.boolCol != true) && ($0.mapOptBool["foo"] == true) }),
        ("(((boolCol != %@) && (mapOptBool[%@] == %@)) && (mapOptBool[%@] == %@))", [true, "foo", true, "bar", true], 1, { (($0.boolCol != true) && ($0.mapOptBool["foo"] == true)) && ($0.mapOptBool["bar"] == true) }),
        ("((((((arrayInt.@min <= %@) && (arrayInt.@max >= %@)) && (arrayInt.@sum == %@)) && (arrayInt.@count != %@)) && (arrayInt.@avg > %@)) && (arrayInt.@avg < %@))", [1, 3, 1 + 3, 0, 1, 3], 1, { ((((($0.arrayInt.min <= 1) && ($0.arrayInt.max >= 3)) && ($0.arrayInt.sum == 1 + 3)) && ($0.arrayInt.count != 0)) && ($0.arrayInt.avg > 1)) && ($0.arrayInt.avg < 3) }),
        ("((((((arrayOptInt.@min <= %@) && (arrayOptInt.@max >= %@)) && (arrayOptInt.@sum == %@)) && (arrayOptInt.@count != %@)) && (arrayOptInt.@avg > %@)) && (arrayOptInt.@avg < %@))", [1, 3, 1 + 3, 0, 1, 3], 1, { ((((($0.arrayOptInt.min <= 1) && ($0.arrayOptInt.max >= 3)) && ($0.arrayOptInt.sum == 1 + 3)) && ($0.arrayOptInt.count != 0)) && ($0.arrayOptInt.avg > 1)) && ($0.arrayOptInt.avg < 3) }),
        ("((((((mapInt.@min <= %@) && (mapInt.@max >= %@)) && (mapInt.@sum == %@)) && (mapInt.@count != %@)) && (mapInt.@avg > %@)) && (mapInt.@avg < %@))", [1, 3, 1 + 3, 0, 1, 3], 1, { ((((($0.mapInt.min <= 1) && ($0.mapInt.max >= 3)) && ($0.mapInt.sum == 1 + 3)) && ($0.mapInt.count != 0)) && ($0.mapInt.avg > 1)) && ($0.mapInt.avg < 3) }),
        ("((((((mapOptInt.@min <= %@) && (mapOptInt.@max >= %@)) && (mapOptInt.@sum == %@)) && (mapOptInt.@count != %@)) && (mapOptInt.@avg > %@)) && (mapOptInt.@avg < %@))", [1, 3, 1 + 3, 0, 1, 3], 1, { ((((($0.mapOptInt.min <= 1) && ($0.mapOptInt.max >= 3)) && ($0.mapOptInt.sum == 1 + 3)) && ($0.mapOptInt.count != 0)) && ($0.mapOptInt.avg > 1)) && ($0.mapOptInt.avg < 3) }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let toScalars = LinkToScalarsObject()
    for value in [123.456, 234.567, 345.678] {
        let child = ModernScalarsObject()
        child.doubleCol = value
        child.optDoubleCol = value
        toScalars.list.append(child)
    }
    try realm.write {
        realm.add(toScalars)
    }
    let linked: [(String, [Any], Int, (Query<LinkToScalarsObject>) -> Query<Bool>)] = [
        ("((((((list.@min.doubleCol <= %@) && (list.@max.doubleCol >= %@)) && (list.@sum.doubleCol == %@)) && (list.@min.doubleCol != %@)) && (list.@avg.doubleCol > %@)) && (list.@avg.doubleCol < %@))", [123.456, 345.678, 123.456 + 234.567 + 345.678, 234.567, 123.456, 345.678], 1, { ((((($0.list.doubleCol.min <= 123.456) && ($0.list.doubleCol.max >= 345.678)) && ($0.list.doubleCol.sum == 123.456 + 234.567 + 345.678)) && ($0.list.doubleCol.min != 234.567)) && ($0.list.doubleCol.avg > 123.456)) && ($0.list.doubleCol.avg < 345.678) }),
        ("((((((list.@min.optDoubleCol <= %@) && (list.@max.optDoubleCol >= %@)) && (list.@sum.optDoubleCol == %@)) && (list.@min.optDoubleCol != %@)) && (list.@avg.optDoubleCol > %@)) && (list.@avg.optDoubleCol < %@))", [123.456, 345.678, 123.456 + 234.567 + 345.678, 234.567, 123.456, 345.678], 1, { ((((($0.list.optDoubleCol.min <= 123.456) && ($0.list.optDoubleCol.max >= 345.678)) && ($0.list.optDoubleCol.sum == 123.456 + 234.567 + 345.678)) && ($0.list.optDoubleCol.min != 234.567)) && ($0.list.optDoubleCol.avg > 123.456)) && ($0.list.optDoubleCol.avg < 345.678) }),
    ]
    for (text, values, count, query) in linked {
        let (built, args) = query(Query<LinkToScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToScalarsObject.self).where(query).count, count, built)
    }
}

/// `||` joining the comparisons of neighbouring columns of every type, enum and wrapper, a column's comparison with a Bool collection's `contains` or a map's subscripts, and aggregates of an Int list or map or of a Double property over a list: each closure is spelt with one pair of parentheses per `||`, and matches the object when one part holds; the aggregate chain over the list of objects, all of whose parts are false, matches nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCompoundOr
func testSuiteQueryCompoundOrAcrossCollections() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    try realm.write {
        object.arrayBool.append(objectsIn: [true, true])
        object.arrayOptBool.append(objectsIn: [true, true])
        object.setBool.insert(objectsIn: [true, true])
        object.setOptBool.insert(objectsIn: [true, true])
        object.mapBool["foo"] = true
        object.mapBool["bar"] = true
        object.mapOptBool["foo"] = true
        object.mapOptBool["bar"] = true
        object.arrayInt.append(objectsIn: [1, 3])
        object.arrayOptInt.append(objectsIn: [1, 3])
        object.mapInt["foo"] = 1
        object.mapInt["bar"] = 3
        object.mapOptInt["foo"] = 1
        object.mapOptInt["bar"] = 3
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("((boolCol == %@) || (intCol == %@))", [false, 3], 1, { ($0.boolCol == false) || ($0.intCol == 3) }),
        ("((boolCol == %@) || (intCol == %@))", [false, 3], 1, { ($0.boolCol == false) || ($0.intCol == 3) }),
        ("((intCol == %@) || (int8Col == %@))", [3, Int8(9)], 1, { ($0.intCol == 3) || ($0.int8Col == Int8(9)) }),
        ("((intCol == %@) || (int8Col == %@))", [3, Int8(9)], 1, { ($0.intCol == 3) || ($0.int8Col == Int8(9)) }),
        ("((int8Col == %@) || (int16Col == %@))", [Int8(9), Int16(17)], 1, { ($0.int8Col == Int8(9)) || ($0.int16Col == Int16(17)) }),
        ("((int8Col == %@) || (int16Col == %@))", [Int8(9), Int16(17)], 1, { ($0.int8Col == Int8(9)) || ($0.int16Col == Int16(17)) }),
        ("((int16Col == %@) || (int32Col == %@))", [Int16(17), Int32(33)], 1, { ($0.int16Col == Int16(17)) || ($0.int32Col == Int32(33)) }),
        ("((int16Col == %@) || (int32Col == %@))", [Int16(17), Int32(33)], 1, { ($0.int16Col == Int16(17)) || ($0.int32Col == Int32(33)) }),
        ("((int32Col == %@) || (int64Col == %@))", [Int32(33), Int64(65)], 1, { ($0.int32Col == Int32(33)) || ($0.int64Col == Int64(65)) }),
        ("((int32Col == %@) || (int64Col == %@))", [Int32(33), Int64(65)], 1, { ($0.int32Col == Int32(33)) || ($0.int64Col == Int64(65)) }),
        ("((int64Col == %@) || (floatCol == %@))", [Int64(65), Float(6.55444333)], 1, { ($0.int64Col == Int64(65)) || ($0.floatCol == Float(6.55444333)) }),
        ("((int64Col == %@) || (floatCol == %@))", [Int64(65), Float(6.55444333)], 1, { ($0.int64Col == Int64(65)) || ($0.floatCol == Float(6.55444333)) }),
        ("((floatCol == %@) || (doubleCol == %@))", [Float(6.55444333), 234.567], 1, { ($0.floatCol == Float(6.55444333)) || ($0.doubleCol == 234.567) }),
        ("((floatCol == %@) || (doubleCol == %@))", [Float(6.55444333), 234.567], 1, { ($0.floatCol == Float(6.55444333)) || ($0.doubleCol == 234.567) }),
        ("((doubleCol == %@) || (stringCol == %@))", [234.567, "Foó"], 1, { ($0.doubleCol == 234.567) || ($0.stringCol == "Foó") }),
        ("((doubleCol == %@) || (stringCol == %@))", [234.567, "Foó"], 1, { ($0.doubleCol == 234.567) || ($0.stringCol == "Foó") }),
        ("((stringCol == %@) || (binaryCol == %@))", ["Foó", Data(count: 128)], 1, { ($0.stringCol == "Foó") || ($0.binaryCol == Data(count: 128)) }),
        ("((stringCol == %@) || (binaryCol == %@))", ["Foó", Data(count: 128)], 1, { ($0.stringCol == "Foó") || ($0.binaryCol == Data(count: 128)) }),
        ("((binaryCol == %@) || (dateCol == %@))", [Data(count: 128), Date(timeIntervalSince1970: 2000000)], 1, { ($0.binaryCol == Data(count: 128)) || ($0.dateCol == Date(timeIntervalSince1970: 2000000)) }),
        ("((binaryCol == %@) || (dateCol == %@))", [Data(count: 128), Date(timeIntervalSince1970: 2000000)], 1, { ($0.binaryCol == Data(count: 128)) || ($0.dateCol == Date(timeIntervalSince1970: 2000000)) }),
        ("((dateCol == %@) || (decimalCol == %@))", [Date(timeIntervalSince1970: 2000000), Decimal128(234.567)], 1, { ($0.dateCol == Date(timeIntervalSince1970: 2000000)) || ($0.decimalCol == Decimal128(234.567)) }),
        ("((dateCol == %@) || (decimalCol == %@))", [Date(timeIntervalSince1970: 2000000), Decimal128(234.567)], 1, { ($0.dateCol == Date(timeIntervalSince1970: 2000000)) || ($0.decimalCol == Decimal128(234.567)) }),
        ("((decimalCol == %@) || (objectIdCol == %@))", [Decimal128(234.567), ObjectId("61184062c1d8f096a3695045")], 1, { ($0.decimalCol == Decimal128(234.567)) || ($0.objectIdCol == ObjectId("61184062c1d8f096a3695045")) }),
        ("((decimalCol == %@) || (objectIdCol == %@))", [Decimal128(234.567), ObjectId("61184062c1d8f096a3695045")], 1, { ($0.decimalCol == Decimal128(234.567)) || ($0.objectIdCol == ObjectId("61184062c1d8f096a3695045")) }),
        ("((objectIdCol == %@) || (uuidCol == %@))", [ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 1, { ($0.objectIdCol == ObjectId("61184062c1d8f096a3695045")) || ($0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("((objectIdCol == %@) || (uuidCol == %@))", [ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 1, { ($0.objectIdCol == ObjectId("61184062c1d8f096a3695045")) || ($0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("((uuidCol == %@) || (intEnumCol == %@))", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2], 1, { ($0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) || ($0.intEnumCol == ModernIntEnum.value2) }),
        ("((uuidCol == %@) || (intEnumCol == %@))", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2], 1, { ($0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) || ($0.intEnumCol == ModernIntEnum.value2) }),
        ("((intEnumCol == %@) || (stringEnumCol == %@))", [ModernIntEnum.value2, ModernStringEnum.value2], 1, { ($0.intEnumCol == ModernIntEnum.value2) || ($0.stringEnumCol == ModernStringEnum.value2) }),
        ("((intEnumCol == %@) || (stringEnumCol == %@))", [ModernIntEnum.value2, ModernStringEnum.value2], 1, { ($0.intEnumCol == ModernIntEnum.value2) || ($0.stringEnumCol == ModernStringEnum.value2) }),
        ("((optBoolCol == %@) || (optIntCol == %@))", [false, 3], 1, { ($0.optBoolCol == false) || ($0.optIntCol == 3) }),
        ("((optBoolCol == %@) || (optIntCol == %@))", [false, 3], 1, { ($0.optBoolCol == false) || ($0.optIntCol == 3) }),
        ("((optIntCol == %@) || (optInt8Col == %@))", [3, Int8(9)], 1, { ($0.optIntCol == 3) || ($0.optInt8Col == Int8(9)) }),
        ("((optIntCol == %@) || (optInt8Col == %@))", [3, Int8(9)], 1, { ($0.optIntCol == 3) || ($0.optInt8Col == Int8(9)) }),
        ("((optInt8Col == %@) || (optInt16Col == %@))", [Int8(9), Int16(17)], 1, { ($0.optInt8Col == Int8(9)) || ($0.optInt16Col == Int16(17)) }),
        ("((optInt8Col == %@) || (optInt16Col == %@))", [Int8(9), Int16(17)], 1, { ($0.optInt8Col == Int8(9)) || ($0.optInt16Col == Int16(17)) }),
        ("((optInt16Col == %@) || (optInt32Col == %@))", [Int16(17), Int32(33)], 1, { ($0.optInt16Col == Int16(17)) || ($0.optInt32Col == Int32(33)) }),
        ("((optInt16Col == %@) || (optInt32Col == %@))", [Int16(17), Int32(33)], 1, { ($0.optInt16Col == Int16(17)) || ($0.optInt32Col == Int32(33)) }),
        ("((optInt32Col == %@) || (optInt64Col == %@))", [Int32(33), Int64(65)], 1, { ($0.optInt32Col == Int32(33)) || ($0.optInt64Col == Int64(65)) }),
        ("((optInt32Col == %@) || (optInt64Col == %@))", [Int32(33), Int64(65)], 1, { ($0.optInt32Col == Int32(33)) || ($0.optInt64Col == Int64(65)) }),
        ("((optInt64Col == %@) || (optFloatCol == %@))", [Int64(65), Float(6.55444333)], 1, { ($0.optInt64Col == Int64(65)) || ($0.optFloatCol == Float(6.55444333)) }),
        ("((optInt64Col == %@) || (optFloatCol == %@))", [Int64(65), Float(6.55444333)], 1, { ($0.optInt64Col == Int64(65)) || ($0.optFloatCol == Float(6.55444333)) }),
        ("((optFloatCol == %@) || (optDoubleCol == %@))", [Float(6.55444333), 234.567], 1, { ($0.optFloatCol == Float(6.55444333)) || ($0.optDoubleCol == 234.567) }),
        ("((optFloatCol == %@) || (optDoubleCol == %@))", [Float(6.55444333), 234.567], 1, { ($0.optFloatCol == Float(6.55444333)) || ($0.optDoubleCol == 234.567) }),
        ("((optDoubleCol == %@) || (optStringCol == %@))", [234.567, "Foó"], 1, { ($0.optDoubleCol == 234.567) || ($0.optStringCol == "Foó") }),
        ("((optDoubleCol == %@) || (optStringCol == %@))", [234.567, "Foó"], 1, { ($0.optDoubleCol == 234.567) || ($0.optStringCol == "Foó") }),
        ("((optStringCol == %@) || (optBinaryCol == %@))", ["Foó", Data(count: 128)], 1, { ($0.optStringCol == "Foó") || ($0.optBinaryCol == Data(count: 128)) }),
        ("((optStringCol == %@) || (optBinaryCol == %@))", ["Foó", Data(count: 128)], 1, { ($0.optStringCol == "Foó") || ($0.optBinaryCol == Data(count: 128)) }),
        ("((optBinaryCol == %@) || (optDateCol == %@))", [Data(count: 128), Date(timeIntervalSince1970: 2000000)], 1, { ($0.optBinaryCol == Data(count: 128)) || ($0.optDateCol == Date(timeIntervalSince1970: 2000000)) }),
        ("((optBinaryCol == %@) || (optDateCol == %@))", [Data(count: 128), Date(timeIntervalSince1970: 2000000)], 1, { ($0.optBinaryCol == Data(count: 128)) || ($0.optDateCol == Date(timeIntervalSince1970: 2000000)) }),
        ("((optDateCol == %@) || (optDecimalCol == %@))", [Date(timeIntervalSince1970: 2000000), Decimal128(234.567)], 1, { ($0.optDateCol == Date(timeIntervalSince1970: 2000000)) || ($0.optDecimalCol == Decimal128(234.567)) }),
        ("((optDateCol == %@) || (optDecimalCol == %@))", [Date(timeIntervalSince1970: 2000000), Decimal128(234.567)], 1, { ($0.optDateCol == Date(timeIntervalSince1970: 2000000)) || ($0.optDecimalCol == Decimal128(234.567)) }),
        ("((optDecimalCol == %@) || (optObjectIdCol == %@))", [Decimal128(234.567), ObjectId("61184062c1d8f096a3695045")], 1, { ($0.optDecimalCol == Decimal128(234.567)) || ($0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045")) }),
        ("((optDecimalCol == %@) || (optObjectIdCol == %@))", [Decimal128(234.567), ObjectId("61184062c1d8f096a3695045")], 1, { ($0.optDecimalCol == Decimal128(234.567)) || ($0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045")) }),
        ("((optObjectIdCol == %@) || (optUuidCol == %@))", [ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 1, { ($0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045")) || ($0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("((optObjectIdCol == %@) || (optUuidCol == %@))", [ObjectId("61184062c1d8f096a3695045"), UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], 1, { ($0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045")) || ($0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("((optUuidCol == %@) || (optIntEnumCol == %@))", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2], 1, { ($0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) || ($0.optIntEnumCol == ModernIntEnum.value2) }),
        ("((optUuidCol == %@) || (optIntEnumCol == %@))", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!, ModernIntEnum.value2], 1, { ($0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) || ($0.optIntEnumCol == ModernIntEnum.value2) }),
        ("((optIntEnumCol == %@) || (optStringEnumCol == %@))", [ModernIntEnum.value2, ModernStringEnum.value2], 1, { ($0.optIntEnumCol == ModernIntEnum.value2) || ($0.optStringEnumCol == ModernStringEnum.value2) }),
        ("((optIntEnumCol == %@) || (optStringEnumCol == %@))", [ModernIntEnum.value2, ModernStringEnum.value2], 1, { ($0.optIntEnumCol == ModernIntEnum.value2) || ($0.optStringEnumCol == ModernStringEnum.value2) }),
        ("((boolCol == %@) || (%@ IN arrayBool))", [false, true], 1, { ($0.boolCol == false) || ($0.arrayBool.contains(true)) }),
        ("((boolCol != %@) || (%@ IN arrayBool))", [true, true], 1, { ($0.boolCol != true) || ($0.arrayBool.contains(true)) }),
        ("((boolCol == %@) || (%@ IN arrayOptBool))", [false, true], 1, { ($0.boolCol == false) || ($0.arrayOptBool.contains(true)) }),
        ("((boolCol != %@) || (%@ IN arrayOptBool))", [true, true], 1, { ($0.boolCol != true) || ($0.arrayOptBool.contains(true)) }),
        ("((boolCol == %@) || (%@ IN setBool))", [false, true], 1, { ($0.boolCol == false) || ($0.setBool.contains(true)) }),
        ("((boolCol != %@) || (%@ IN setBool))", [true, true], 1, { ($0.boolCol != true) || ($0.setBool.contains(true)) }),
        ("((boolCol == %@) || (%@ IN setOptBool))", [false, true], 1, { ($0.boolCol == false) || ($0.setOptBool.contains(true)) }),
        ("((boolCol != %@) || (%@ IN setOptBool))", [true, true], 1, { ($0.boolCol != true) || ($0.setOptBool.contains(true)) }),
        ("((boolCol == %@) || (%@ IN mapBool))", [false, true], 1, { ($0.boolCol == false) || ($0.mapBool.contains(true)) }),
        ("((boolCol != %@) || (mapBool[%@] == %@))", [true, "foo", true], 1, { ($0.boolCol != true) || ($0.mapBool["foo"] == true) }),
        ("(((boolCol != %@) || (mapBool[%@] == %@)) || (mapBool[%@] == %@))", [true, "foo", true, "bar", true], 1, { (($0.boolCol != true) || ($0.mapBool["foo"] == true)) || ($0.mapBool["bar"] == true) }),
        ("((boolCol == %@) || (%@ IN mapOptBool))", [false, true], 1, { ($0.boolCol == false) || ($0.mapOptBool.contains(true)) }),
        ("((boolCol != %@) || (mapOptBool[%@] == %@))", [true, "foo", true], 1, { ($0.boolCol != true) || ($0.mapOptBool["foo"] == true) }),
        ("(((boolCol != %@) || (mapOptBool[%@] == %@)) || (mapOptBool[%@] == %@))", [true, "foo", true, "bar", true], 1, { (($0.boolCol != true) || ($0.mapOptBool["foo"] == true)) || ($0.mapOptBool["bar"] == true) }),
        ("((boolCol == %@) || (%@ IN mapInt))", [false, 3], 1, { ($0.boolCol == false) || ($0.mapInt.contains(3)) }),
        ("((boolCol != %@) || (mapInt[%@] == %@))", [true, "foo", 3], 1, { ($0.boolCol != true) || ($0.mapInt["foo"] == 3) }),
        ("(((boolCol != %@) || (mapInt[%@] == %@)) || (mapInt[%@] == %@))", [true, "foo", 1, "bar", 3], 1, { (($0.boolCol != true) || ($0.mapInt["foo"] == 1)) || ($0.mapInt["bar"] == 3) }),
        ("((boolCol == %@) || (%@ IN mapOptInt))", [false, 3], 1, { ($0.boolCol == false) || ($0.mapOptInt.contains(3)) }),
        ("((boolCol != %@) || (mapOptInt[%@] == %@))", [true, "foo", 3], 1, { ($0.boolCol != true) || ($0.mapOptInt["foo"] == 3) }),
        ("(((boolCol != %@) || (mapOptInt[%@] == %@)) || (mapOptInt[%@] == %@))", [true, "foo", 1, "bar", 3], 1, { (($0.boolCol != true) || ($0.mapOptInt["foo"] == 1)) || ($0.mapOptInt["bar"] == 3) }),
        ("((((((arrayInt.@min <= %@) || (arrayInt.@max >= %@)) || (arrayInt.@sum != %@)) || (arrayInt.@count == %@)) || (arrayInt.@avg > %@)) || (arrayInt.@avg < %@))", [1, 5, 1 + 3, 0, 3, 1], 1, { ((((($0.arrayInt.min <= 1) || ($0.arrayInt.max >= 5)) || ($0.arrayInt.sum != 1 + 3)) || ($0.arrayInt.count == 0)) || ($0.arrayInt.avg > 3)) || ($0.arrayInt.avg < 1) }),
        ("((((((arrayOptInt.@min <= %@) || (arrayOptInt.@max >= %@)) || (arrayOptInt.@sum != %@)) || (arrayOptInt.@count == %@)) || (arrayOptInt.@avg > %@)) || (arrayOptInt.@avg < %@))", [1, 5, 1 + 3, 0, 3, 1], 1, { ((((($0.arrayOptInt.min <= 1) || ($0.arrayOptInt.max >= 5)) || ($0.arrayOptInt.sum != 1 + 3)) || ($0.arrayOptInt.count == 0)) || ($0.arrayOptInt.avg > 3)) || ($0.arrayOptInt.avg < 1) }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let wrapped: [(String, [Any], Int, (Query<AllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("((bool == %@) || (int == %@))", [BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3)], 1, { ($0.bool == BoolWrapper(persistedValue: false)) || ($0.int == IntWrapper(persistedValue: 3)) }),
        ("((bool == %@) || (int == %@))", [BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3)], 1, { ($0.bool == BoolWrapper(persistedValue: false)) || ($0.int == IntWrapper(persistedValue: 3)) }),
        ("((int == %@) || (int8 == %@))", [IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9))], 1, { ($0.int == IntWrapper(persistedValue: 3)) || ($0.int8 == Int8Wrapper(persistedValue: Int8(9))) }),
        ("((int == %@) || (int8 == %@))", [IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9))], 1, { ($0.int == IntWrapper(persistedValue: 3)) || ($0.int8 == Int8Wrapper(persistedValue: Int8(9))) }),
        ("((int8 == %@) || (int16 == %@))", [Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17))], 1, { ($0.int8 == Int8Wrapper(persistedValue: Int8(9))) || ($0.int16 == Int16Wrapper(persistedValue: Int16(17))) }),
        ("((int8 == %@) || (int16 == %@))", [Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17))], 1, { ($0.int8 == Int8Wrapper(persistedValue: Int8(9))) || ($0.int16 == Int16Wrapper(persistedValue: Int16(17))) }),
        ("((int16 == %@) || (int32 == %@))", [Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33))], 1, { ($0.int16 == Int16Wrapper(persistedValue: Int16(17))) || ($0.int32 == Int32Wrapper(persistedValue: Int32(33))) }),
        ("((int16 == %@) || (int32 == %@))", [Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33))], 1, { ($0.int16 == Int16Wrapper(persistedValue: Int16(17))) || ($0.int32 == Int32Wrapper(persistedValue: Int32(33))) }),
        ("((int32 == %@) || (int64 == %@))", [Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65))], 1, { ($0.int32 == Int32Wrapper(persistedValue: Int32(33))) || ($0.int64 == Int64Wrapper(persistedValue: Int64(65))) }),
        ("((int32 == %@) || (int64 == %@))", [Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65))], 1, { ($0.int32 == Int32Wrapper(persistedValue: Int32(33))) || ($0.int64 == Int64Wrapper(persistedValue: Int64(65))) }),
        ("((int64 == %@) || (float == %@))", [Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333))], 1, { ($0.int64 == Int64Wrapper(persistedValue: Int64(65))) || ($0.float == FloatWrapper(persistedValue: Float(6.55444333))) }),
        ("((int64 == %@) || (float == %@))", [Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333))], 1, { ($0.int64 == Int64Wrapper(persistedValue: Int64(65))) || ($0.float == FloatWrapper(persistedValue: Float(6.55444333))) }),
        ("((float == %@) || (double == %@))", [FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567)], 1, { ($0.float == FloatWrapper(persistedValue: Float(6.55444333))) || ($0.double == DoubleWrapper(persistedValue: 234.567)) }),
        ("((float == %@) || (double == %@))", [FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567)], 1, { ($0.float == FloatWrapper(persistedValue: Float(6.55444333))) || ($0.double == DoubleWrapper(persistedValue: 234.567)) }),
        ("((double == %@) || (string == %@))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó")], 1, { ($0.double == DoubleWrapper(persistedValue: 234.567)) || ($0.string == StringWrapper(persistedValue: "Foó")) }),
        ("((double == %@) || (string == %@))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó")], 1, { ($0.double == DoubleWrapper(persistedValue: 234.567)) || ($0.string == StringWrapper(persistedValue: "Foó")) }),
        ("((string == %@) || (binary == %@))", [StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128))], 1, { ($0.string == StringWrapper(persistedValue: "Foó")) || ($0.binary == DataWrapper(persistedValue: Data(count: 128))) }),
        ("((string == %@) || (binary == %@))", [StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128))], 1, { ($0.string == StringWrapper(persistedValue: "Foó")) || ($0.binary == DataWrapper(persistedValue: Data(count: 128))) }),
        ("((binary == %@) || (date == %@))", [DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { ($0.binary == DataWrapper(persistedValue: Data(count: 128))) || ($0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) }),
        ("((binary == %@) || (date == %@))", [DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { ($0.binary == DataWrapper(persistedValue: Data(count: 128))) || ($0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) }),
        ("((date == %@) || (decimal == %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { ($0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) || ($0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) }),
        ("((date == %@) || (decimal == %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { ($0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) || ($0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) }),
        ("((decimal == %@) || (objectId == %@))", [Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 1, { ($0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) || ($0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) }),
        ("((decimal == %@) || (objectId == %@))", [Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 1, { ($0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) || ($0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) }),
        ("((objectId == %@) || (uuid == %@))", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 1, { ($0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) || ($0.uuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) }),
        ("((objectId == %@) || (uuid == %@))", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 1, { ($0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) || ($0.uuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) }),
        ("((optBool == %@) || (optInt == %@))", [BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3)], 1, { ($0.optBool == BoolWrapper(persistedValue: false)) || ($0.optInt == IntWrapper(persistedValue: 3)) }),
        ("((optBool == %@) || (optInt == %@))", [BoolWrapper(persistedValue: false), IntWrapper(persistedValue: 3)], 1, { ($0.optBool == BoolWrapper(persistedValue: false)) || ($0.optInt == IntWrapper(persistedValue: 3)) }),
        ("((optInt == %@) || (optInt8 == %@))", [IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9))], 1, { ($0.optInt == IntWrapper(persistedValue: 3)) || ($0.optInt8 == Int8Wrapper(persistedValue: Int8(9))) }),
        ("((optInt == %@) || (optInt8 == %@))", [IntWrapper(persistedValue: 3), Int8Wrapper(persistedValue: Int8(9))], 1, { ($0.optInt == IntWrapper(persistedValue: 3)) || ($0.optInt8 == Int8Wrapper(persistedValue: Int8(9))) }),
        ("((optInt8 == %@) || (optInt16 == %@))", [Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17))], 1, { ($0.optInt8 == Int8Wrapper(persistedValue: Int8(9))) || ($0.optInt16 == Int16Wrapper(persistedValue: Int16(17))) }),
        ("((optInt8 == %@) || (optInt16 == %@))", [Int8Wrapper(persistedValue: Int8(9)), Int16Wrapper(persistedValue: Int16(17))], 1, { ($0.optInt8 == Int8Wrapper(persistedValue: Int8(9))) || ($0.optInt16 == Int16Wrapper(persistedValue: Int16(17))) }),
        ("((optInt16 == %@) || (optInt32 == %@))", [Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33))], 1, { ($0.optInt16 == Int16Wrapper(persistedValue: Int16(17))) || ($0.optInt32 == Int32Wrapper(persistedValue: Int32(33))) }),
        ("((optInt16 == %@) || (optInt32 == %@))", [Int16Wrapper(persistedValue: Int16(17)), Int32Wrapper(persistedValue: Int32(33))], 1, { ($0.optInt16 == Int16Wrapper(persistedValue: Int16(17))) || ($0.optInt32 == Int32Wrapper(persistedValue: Int32(33))) }),
        ("((optInt32 == %@) || (optInt64 == %@))", [Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65))], 1, { ($0.optInt32 == Int32Wrapper(persistedValue: Int32(33))) || ($0.optInt64 == Int64Wrapper(persistedValue: Int64(65))) }),
        ("((optInt32 == %@) || (optInt64 == %@))", [Int32Wrapper(persistedValue: Int32(33)), Int64Wrapper(persistedValue: Int64(65))], 1, { ($0.optInt32 == Int32Wrapper(persistedValue: Int32(33))) || ($0.optInt64 == Int64Wrapper(persistedValue: Int64(65))) }),
        ("((optInt64 == %@) || (optFloat == %@))", [Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333))], 1, { ($0.optInt64 == Int64Wrapper(persistedValue: Int64(65))) || ($0.optFloat == FloatWrapper(persistedValue: Float(6.55444333))) }),
        ("((optInt64 == %@) || (optFloat == %@))", [Int64Wrapper(persistedValue: Int64(65)), FloatWrapper(persistedValue: Float(6.55444333))], 1, { ($0.optInt64 == Int64Wrapper(persistedValue: Int64(65))) || ($0.optFloat == FloatWrapper(persistedValue: Float(6.55444333))) }),
        ("((optFloat == %@) || (optDouble == %@))", [FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567)], 1, { ($0.optFloat == FloatWrapper(persistedValue: Float(6.55444333))) || ($0.optDouble == DoubleWrapper(persistedValue: 234.567)) }),
        ("((optFloat == %@) || (optDouble == %@))", [FloatWrapper(persistedValue: Float(6.55444333)), DoubleWrapper(persistedValue: 234.567)], 1, { ($0.optFloat == FloatWrapper(persistedValue: Float(6.55444333))) || ($0.optDouble == DoubleWrapper(persistedValue: 234.567)) }),
        ("((optDouble == %@) || (optString == %@))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó")], 1, { ($0.optDouble == DoubleWrapper(persistedValue: 234.567)) || ($0.optString == StringWrapper(persistedValue: "Foó")) }),
        ("((optDouble == %@) || (optString == %@))", [DoubleWrapper(persistedValue: 234.567), StringWrapper(persistedValue: "Foó")], 1, { ($0.optDouble == DoubleWrapper(persistedValue: 234.567)) || ($0.optString == StringWrapper(persistedValue: "Foó")) }),
        ("((optString == %@) || (optBinary == %@))", [StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128))], 1, { ($0.optString == StringWrapper(persistedValue: "Foó")) || ($0.optBinary == DataWrapper(persistedValue: Data(count: 128))) }),
        ("((optString == %@) || (optBinary == %@))", [StringWrapper(persistedValue: "Foó"), DataWrapper(persistedValue: Data(count: 128))], 1, { ($0.optString == StringWrapper(persistedValue: "Foó")) || ($0.optBinary == DataWrapper(persistedValue: Data(count: 128))) }),
        ("((optBinary == %@) || (optDate == %@))", [DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { ($0.optBinary == DataWrapper(persistedValue: Data(count: 128))) || ($0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) }),
        ("((optBinary == %@) || (optDate == %@))", [DataWrapper(persistedValue: Data(count: 128)), DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], 1, { ($0.optBinary == DataWrapper(persistedValue: Data(count: 128))) || ($0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) }),
        ("((optDate == %@) || (optDecimal == %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { ($0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) || ($0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) }),
        ("((optDate == %@) || (optDecimal == %@))", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)), Decimal128Wrapper(persistedValue: Decimal128(234.567))], 1, { ($0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))) || ($0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) }),
        ("((optDecimal == %@) || (optObjectId == %@))", [Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 1, { ($0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) || ($0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) }),
        ("((optDecimal == %@) || (optObjectId == %@))", [Decimal128Wrapper(persistedValue: Decimal128(234.567)), ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], 1, { ($0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567))) || ($0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) }),
        ("((optObjectId == %@) || (optUuid == %@))", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 1, { ($0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) || ($0.optUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) }),
        ("((optObjectId == %@) || (optUuid == %@))", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")), UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], 1, { ($0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))) || ($0.optUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)) }),
    ]
    for (text, values, count, query) in wrapped {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(AllCustomPersistableTypes.self).where(query).count, count, built)
    }
    let toScalars = LinkToScalarsObject()
    for value in [123.456, 234.567, 345.678] {
        let child = ModernScalarsObject()
        child.doubleCol = value
        child.optDoubleCol = value
        toScalars.list.append(child)
    }
    try realm.write {
        realm.add(toScalars)
    }
    let linked: [(String, [Any], Int, (Query<LinkToScalarsObject>) -> Query<Bool>)] = [
        ("((((((list.@min.doubleCol < %@) || (list.@max.doubleCol > %@)) || (list.@sum.doubleCol != %@)) || (list.@min.doubleCol == %@)) || (list.@avg.doubleCol >= %@)) || (list.@avg.doubleCol <= %@))", [123.456, 345.678, 123.456 + 234.567 + 345.678, 0, 345.678, 123.456], 0, { ((((($0.list.doubleCol.min < 123.456) || ($0.list.doubleCol.max > 345.678)) || ($0.list.doubleCol.sum != 123.456 + 234.567 + 345.678)) || ($0.list.doubleCol.min == 0)) || ($0.list.doubleCol.avg >= 345.678)) || ($0.list.doubleCol.avg <= 123.456) }),
        ("((((((list.@min.optDoubleCol < %@) || (list.@max.optDoubleCol > %@)) || (list.@sum.optDoubleCol != %@)) || (list.@min.optDoubleCol == %@)) || (list.@avg.optDoubleCol >= %@)) || (list.@avg.optDoubleCol <= %@))", [123.456, 345.678, 123.456 + 234.567 + 345.678, 0, 345.678, 123.456], 0, { ((((($0.list.optDoubleCol.min < 123.456) || ($0.list.optDoubleCol.max > 345.678)) || ($0.list.optDoubleCol.sum != 123.456 + 234.567 + 345.678)) || ($0.list.optDoubleCol.min == 0)) || ($0.list.optDoubleCol.avg >= 345.678)) || ($0.list.optDoubleCol.avg <= 123.456) }),
    ]
    for (text, values, count, query) in linked {
        let (built, args) = query(Query<LinkToScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToScalarsObject.self).where(query).count, count, built)
    }
}

/// `||` inside `&&` over the `min`, `max`, `sum`, `count` and `avg` of an Int list or map, and of a Double property over a list of objects, keeps the grouping of the closure in the text's parentheses and matches the object whose aggregates make it true.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCompoundMixed
func testSuiteQueryCompoundMixedAggregates() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    try realm.write {
        object.arrayBool.append(objectsIn: [true, true])
        object.arrayOptBool.append(objectsIn: [true, true])
        object.setBool.insert(objectsIn: [true, true])
        object.setOptBool.insert(objectsIn: [true, true])
        object.mapBool["foo"] = true
        object.mapBool["bar"] = true
        object.mapOptBool["foo"] = true
        object.mapOptBool["bar"] = true
        object.arrayInt.append(objectsIn: [1, 3])
        object.arrayOptInt.append(objectsIn: [1, 3])
        object.mapInt["foo"] = 1
        object.mapInt["bar"] = 3
        object.mapOptInt["foo"] = 1
        object.mapOptInt["bar"] = 3
    }
    let plain: [(String, [Any], Int, (Query<ModernScalarsObject>) -> Query<Bool>)] = [
        ("(((((arrayInt.@min <= %@) || (arrayInt.@max >= %@)) && (arrayInt.@sum == %@)) && (arrayInt.@count != %@)) && ((arrayInt.@avg > %@) && (arrayInt.@avg < %@)))", [1, 5, 1 + 3, 0, 1, 5], 1, { (((($0.arrayInt.min <= 1) || ($0.arrayInt.max >= 5)) && ($0.arrayInt.sum == 1 + 3)) && ($0.arrayInt.count != 0)) && (($0.arrayInt.avg > 1) && ($0.arrayInt.avg < 5)) }),
        ("(((((arrayOptInt.@min <= %@) || (arrayOptInt.@max >= %@)) && (arrayOptInt.@sum == %@)) && (arrayOptInt.@count != %@)) && ((arrayOptInt.@avg > %@) && (arrayOptInt.@avg < %@)))", [1, 5, 1 + 3, 0, 1, 5], 1, { (((($0.arrayOptInt.min <= 1) || ($0.arrayOptInt.max >= 5)) && ($0.arrayOptInt.sum == 1 + 3)) && ($0.arrayOptInt.count != 0)) && (($0.arrayOptInt.avg > 1) && ($0.arrayOptInt.avg < 5)) }),
        ("(((((mapInt.@min <= %@) || (mapInt.@max >= %@)) && (mapInt.@sum == %@)) && (mapInt.@count != %@)) && ((mapInt.@avg > %@) && (mapInt.@avg < %@)))", [1, 5, 1 + 3, 0, 1, 5], 1, { (((($0.mapInt.min <= 1) || ($0.mapInt.max >= 5)) && ($0.mapInt.sum == 1 + 3)) && ($0.mapInt.count != 0)) && (($0.mapInt.avg > 1) && ($0.mapInt.avg < 5)) }),
        ("(((((mapOptInt.@min <= %@) || (mapOptInt.@max >= %@)) && (mapOptInt.@sum == %@)) && (mapOptInt.@count != %@)) && ((mapOptInt.@avg > %@) && (mapOptInt.@avg < %@)))", [1, 5, 1 + 3, 0, 1, 5], 1, { (((($0.mapOptInt.min <= 1) || ($0.mapOptInt.max >= 5)) && ($0.mapOptInt.sum == 1 + 3)) && ($0.mapOptInt.count != 0)) && (($0.mapOptInt.avg > 1) && ($0.mapOptInt.avg < 5)) }),
    ]
    for (text, values, count, query) in plain {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(ModernScalarsObject.self).where(query).count, count, built)
    }
    let toScalars = LinkToScalarsObject()
    for value in [123.456, 234.567, 345.678] {
        let child = ModernScalarsObject()
        child.doubleCol = value
        child.optDoubleCol = value
        toScalars.list.append(child)
    }
    try realm.write {
        realm.add(toScalars)
    }
    let linked: [(String, [Any], Int, (Query<LinkToScalarsObject>) -> Query<Bool>)] = [
        ("(((((list.@min.doubleCol <= %@) || (list.@max.doubleCol >= %@)) && (list.@sum.doubleCol == %@)) && (list.@sum.doubleCol != %@)) && ((list.@avg.doubleCol > %@) && (list.@avg.doubleCol < %@)))", [123.456, 345.678, 123.456 + 234.567 + 345.678, 0, 123.456, 345.678], 1, { (((($0.list.doubleCol.min <= 123.456) || ($0.list.doubleCol.max >= 345.678)) && ($0.list.doubleCol.sum == 123.456 + 234.567 + 345.678)) && ($0.list.doubleCol.sum != 0)) && (($0.list.doubleCol.avg > 123.456) && ($0.list.doubleCol.avg < 345.678)) }),
        ("(((((list.@min.optDoubleCol <= %@) || (list.@max.optDoubleCol >= %@)) && (list.@sum.optDoubleCol == %@)) && (list.@sum.optDoubleCol != %@)) && ((list.@avg.optDoubleCol > %@) && (list.@avg.optDoubleCol < %@)))", [123.456, 345.678, 123.456 + 234.567 + 345.678, 0, 123.456, 345.678], 1, { (((($0.list.optDoubleCol.min <= 123.456) || ($0.list.optDoubleCol.max >= 345.678)) && ($0.list.optDoubleCol.sum == 123.456 + 234.567 + 345.678)) && ($0.list.optDoubleCol.sum != 0)) && (($0.list.optDoubleCol.avg > 123.456) && ($0.list.optDoubleCol.avg < 345.678)) }),
    ]
    for (text, values, count, query) in linked {
        let (built, args) = query(Query<LinkToScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToScalarsObject.self).where(query).count, count, built)
    }
}

/// `where` on a list, a set and a map of objects (the map's closure typed on the optional object) holding the stored object, with `==` of each scalar column, enum and wrapper, optional or not: both closures are `(name == %@)` with the value as the one argument, and each collection's results hold the object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testCollectionFromProperty
func testSuiteQueryWhereOnListSetAndMapOfObjects() throws {
    let realm = try Realm()
    let object = ModernScalarsObject()
    let custom = AllCustomPersistableTypes()
    object.boolCol = false
    custom.bool = BoolWrapper(persistedValue: false)
    object.intCol = 3
    custom.int = IntWrapper(persistedValue: 3)
    object.int8Col = Int8(9)
    custom.int8 = Int8Wrapper(persistedValue: Int8(9))
    object.int16Col = Int16(17)
    custom.int16 = Int16Wrapper(persistedValue: Int16(17))
    object.int32Col = Int32(33)
    custom.int32 = Int32Wrapper(persistedValue: Int32(33))
    object.int64Col = Int64(65)
    custom.int64 = Int64Wrapper(persistedValue: Int64(65))
    object.floatCol = Float(6.55444333)
    custom.float = FloatWrapper(persistedValue: Float(6.55444333))
    object.doubleCol = 234.567
    custom.double = DoubleWrapper(persistedValue: 234.567)
    object.stringCol = "Foó"
    custom.string = StringWrapper(persistedValue: "Foó")
    object.binaryCol = Data(count: 128)
    custom.binary = DataWrapper(persistedValue: Data(count: 128))
    object.dateCol = Date(timeIntervalSince1970: 2000000)
    custom.date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.decimalCol = Decimal128(234.567)
    custom.decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.objectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.objectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.uuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.uuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.intEnumCol = ModernIntEnum.value2
    object.stringEnumCol = ModernStringEnum.value2
    object.optBoolCol = false
    custom.optBool = BoolWrapper(persistedValue: false)
    object.optIntCol = 3
    custom.optInt = IntWrapper(persistedValue: 3)
    object.optInt8Col = Int8(9)
    custom.optInt8 = Int8Wrapper(persistedValue: Int8(9))
    object.optInt16Col = Int16(17)
    custom.optInt16 = Int16Wrapper(persistedValue: Int16(17))
    object.optInt32Col = Int32(33)
    custom.optInt32 = Int32Wrapper(persistedValue: Int32(33))
    object.optInt64Col = Int64(65)
    custom.optInt64 = Int64Wrapper(persistedValue: Int64(65))
    object.optFloatCol = Float(6.55444333)
    custom.optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    object.optDoubleCol = 234.567
    custom.optDouble = DoubleWrapper(persistedValue: 234.567)
    object.optStringCol = "Foó"
    custom.optString = StringWrapper(persistedValue: "Foó")
    object.optBinaryCol = Data(count: 128)
    custom.optBinary = DataWrapper(persistedValue: Data(count: 128))
    object.optDateCol = Date(timeIntervalSince1970: 2000000)
    custom.optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    object.optDecimalCol = Decimal128(234.567)
    custom.optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    object.optObjectIdCol = ObjectId("61184062c1d8f096a3695045")
    custom.optObjectId = ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))
    object.optUuidCol = UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!
    custom.optUuid = UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)
    object.optIntEnumCol = ModernIntEnum.value2
    object.optStringEnumCol = ModernStringEnum.value2
    try realm.write {
        realm.add(object)
        realm.add(custom)
    }
    let toScalars = LinkToScalarsObject()
    toScalars.list.append(object)
    toScalars.set.insert(object)
    toScalars.map["foo"] = object
    try realm.write {
        realm.add(toScalars)
    }
    let toScalarsRows: [(String, [Any], (Query<ModernScalarsObject>) -> Query<Bool>, (Query<ModernScalarsObject?>) -> Query<Bool>)] = [
        ("(boolCol == %@)", [false], { $0.boolCol == false }, { $0.boolCol == false }),
        ("(intCol == %@)", [3], { $0.intCol == 3 }, { $0.intCol == 3 }),
        ("(int8Col == %@)", [Int8(9)], { $0.int8Col == Int8(9) }, { $0.int8Col == Int8(9) }),
        ("(int16Col == %@)", [Int16(17)], { $0.int16Col == Int16(17) }, { $0.int16Col == Int16(17) }),
        ("(int32Col == %@)", [Int32(33)], { $0.int32Col == Int32(33) }, { $0.int32Col == Int32(33) }),
        ("(int64Col == %@)", [Int64(65)], { $0.int64Col == Int64(65) }, { $0.int64Col == Int64(65) }),
        ("(floatCol == %@)", [Float(6.55444333)], { $0.floatCol == Float(6.55444333) }, { $0.floatCol == Float(6.55444333) }),
        ("(doubleCol == %@)", [234.567], { $0.doubleCol == 234.567 }, { $0.doubleCol == 234.567 }),
        ("(stringCol == %@)", ["Foó"], { $0.stringCol == "Foó" }, { $0.stringCol == "Foó" }),
        ("(binaryCol == %@)", [Data(count: 128)], { $0.binaryCol == Data(count: 128) }, { $0.binaryCol == Data(count: 128) }),
        ("(dateCol == %@)", [Date(timeIntervalSince1970: 2000000)], { $0.dateCol == Date(timeIntervalSince1970: 2000000) }, { $0.dateCol == Date(timeIntervalSince1970: 2000000) }),
        ("(decimalCol == %@)", [Decimal128(234.567)], { $0.decimalCol == Decimal128(234.567) }, { $0.decimalCol == Decimal128(234.567) }),
        ("(objectIdCol == %@)", [ObjectId("61184062c1d8f096a3695045")], { $0.objectIdCol == ObjectId("61184062c1d8f096a3695045") }, { $0.objectIdCol == ObjectId("61184062c1d8f096a3695045") }),
        ("(uuidCol == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], { $0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! }, { $0.uuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! }),
        ("(intEnumCol == %@)", [ModernIntEnum.value2], { $0.intEnumCol == ModernIntEnum.value2 }, { $0.intEnumCol == ModernIntEnum.value2 }),
        ("(stringEnumCol == %@)", [ModernStringEnum.value2], { $0.stringEnumCol == ModernStringEnum.value2 }, { $0.stringEnumCol == ModernStringEnum.value2 }),
        ("(optBoolCol == %@)", [false], { $0.optBoolCol == false }, { $0.optBoolCol == false }),
        ("(optIntCol == %@)", [3], { $0.optIntCol == 3 }, { $0.optIntCol == 3 }),
        ("(optInt8Col == %@)", [Int8(9)], { $0.optInt8Col == Int8(9) }, { $0.optInt8Col == Int8(9) }),
        ("(optInt16Col == %@)", [Int16(17)], { $0.optInt16Col == Int16(17) }, { $0.optInt16Col == Int16(17) }),
        ("(optInt32Col == %@)", [Int32(33)], { $0.optInt32Col == Int32(33) }, { $0.optInt32Col == Int32(33) }),
        ("(optInt64Col == %@)", [Int64(65)], { $0.optInt64Col == Int64(65) }, { $0.optInt64Col == Int64(65) }),
        ("(optFloatCol == %@)", [Float(6.55444333)], { $0.optFloatCol == Float(6.55444333) }, { $0.optFloatCol == Float(6.55444333) }),
        ("(optDoubleCol == %@)", [234.567], { $0.optDoubleCol == 234.567 }, { $0.optDoubleCol == 234.567 }),
        ("(optStringCol == %@)", ["Foó"], { $0.optStringCol == "Foó" }, { $0.optStringCol == "Foó" }),
        ("(optBinaryCol == %@)", [Data(count: 128)], { $0.optBinaryCol == Data(count: 128) }, { $0.optBinaryCol == Data(count: 128) }),
        ("(optDateCol == %@)", [Date(timeIntervalSince1970: 2000000)], { $0.optDateCol == Date(timeIntervalSince1970: 2000000) }, { $0.optDateCol == Date(timeIntervalSince1970: 2000000) }),
        ("(optDecimalCol == %@)", [Decimal128(234.567)], { $0.optDecimalCol == Decimal128(234.567) }, { $0.optDecimalCol == Decimal128(234.567) }),
        ("(optObjectIdCol == %@)", [ObjectId("61184062c1d8f096a3695045")], { $0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045") }, { $0.optObjectIdCol == ObjectId("61184062c1d8f096a3695045") }),
        ("(optUuidCol == %@)", [UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!], { $0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! }, { $0.optUuidCol == UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")! }),
        ("(optIntEnumCol == %@)", [ModernIntEnum.value2], { $0.optIntEnumCol == ModernIntEnum.value2 }, { $0.optIntEnumCol == ModernIntEnum.value2 }),
        ("(optStringEnumCol == %@)", [ModernStringEnum.value2], { $0.optStringEnumCol == ModernStringEnum.value2 }, { $0.optStringEnumCol == ModernStringEnum.value2 }),
    ]
    for (text, values, query, optionalQuery) in toScalarsRows {
        let (built, args) = query(Query<ModernScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        let (optionalBuilt, optionalArgs) = optionalQuery(Query<ModernScalarsObject?>._constructForTesting())._constructPredicate()
        XCTAssertEqual(optionalBuilt, text)
        XCTAssertEqual(optionalArgs.count, values.count)
        XCTAssertEqual(NSPredicate(format: optionalBuilt, argumentArray: optionalArgs), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(toScalars.list.where(query).count, 1, built)
        XCTAssertEqual(toScalars.set.where(query).count, 1, built)
        XCTAssertEqual(toScalars.map.where(optionalQuery).count, 1, built)
    }
    let toCustoms = LinkToAllCustomPersistableTypes()
    toCustoms.list.append(custom)
    toCustoms.set.insert(custom)
    toCustoms.map["foo"] = custom
    try realm.write {
        realm.add(toCustoms)
    }
    let toCustomsRows: [(String, [Any], (Query<AllCustomPersistableTypes>) -> Query<Bool>, (Query<AllCustomPersistableTypes?>) -> Query<Bool>)] = [
        ("(bool == %@)", [BoolWrapper(persistedValue: false)], { $0.bool == BoolWrapper(persistedValue: false) }, { $0.bool == BoolWrapper(persistedValue: false) }),
        ("(int == %@)", [IntWrapper(persistedValue: 3)], { $0.int == IntWrapper(persistedValue: 3) }, { $0.int == IntWrapper(persistedValue: 3) }),
        ("(int8 == %@)", [Int8Wrapper(persistedValue: Int8(9))], { $0.int8 == Int8Wrapper(persistedValue: Int8(9)) }, { $0.int8 == Int8Wrapper(persistedValue: Int8(9)) }),
        ("(int16 == %@)", [Int16Wrapper(persistedValue: Int16(17))], { $0.int16 == Int16Wrapper(persistedValue: Int16(17)) }, { $0.int16 == Int16Wrapper(persistedValue: Int16(17)) }),
        ("(int32 == %@)", [Int32Wrapper(persistedValue: Int32(33))], { $0.int32 == Int32Wrapper(persistedValue: Int32(33)) }, { $0.int32 == Int32Wrapper(persistedValue: Int32(33)) }),
        ("(int64 == %@)", [Int64Wrapper(persistedValue: Int64(65))], { $0.int64 == Int64Wrapper(persistedValue: Int64(65)) }, { $0.int64 == Int64Wrapper(persistedValue: Int64(65)) }),
        ("(float == %@)", [FloatWrapper(persistedValue: Float(6.55444333))], { $0.float == FloatWrapper(persistedValue: Float(6.55444333)) }, { $0.float == FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(double == %@)", [DoubleWrapper(persistedValue: 234.567)], { $0.double == DoubleWrapper(persistedValue: 234.567) }, { $0.double == DoubleWrapper(persistedValue: 234.567) }),
        ("(string == %@)", [StringWrapper(persistedValue: "Foó")], { $0.string == StringWrapper(persistedValue: "Foó") }, { $0.string == StringWrapper(persistedValue: "Foó") }),
        ("(binary == %@)", [DataWrapper(persistedValue: Data(count: 128))], { $0.binary == DataWrapper(persistedValue: Data(count: 128)) }, { $0.binary == DataWrapper(persistedValue: Data(count: 128)) }),
        ("(date == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], { $0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }, { $0.date == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(decimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], { $0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567)) }, { $0.decimal == Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(objectId == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], { $0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) }, { $0.objectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) }),
        ("(uuid == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], { $0.uuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }, { $0.uuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
        ("(optBool == %@)", [BoolWrapper(persistedValue: false)], { $0.optBool == BoolWrapper(persistedValue: false) }, { $0.optBool == BoolWrapper(persistedValue: false) }),
        ("(optInt == %@)", [IntWrapper(persistedValue: 3)], { $0.optInt == IntWrapper(persistedValue: 3) }, { $0.optInt == IntWrapper(persistedValue: 3) }),
        ("(optInt8 == %@)", [Int8Wrapper(persistedValue: Int8(9))], { $0.optInt8 == Int8Wrapper(persistedValue: Int8(9)) }, { $0.optInt8 == Int8Wrapper(persistedValue: Int8(9)) }),
        ("(optInt16 == %@)", [Int16Wrapper(persistedValue: Int16(17))], { $0.optInt16 == Int16Wrapper(persistedValue: Int16(17)) }, { $0.optInt16 == Int16Wrapper(persistedValue: Int16(17)) }),
        ("(optInt32 == %@)", [Int32Wrapper(persistedValue: Int32(33))], { $0.optInt32 == Int32Wrapper(persistedValue: Int32(33)) }, { $0.optInt32 == Int32Wrapper(persistedValue: Int32(33)) }),
        ("(optInt64 == %@)", [Int64Wrapper(persistedValue: Int64(65))], { $0.optInt64 == Int64Wrapper(persistedValue: Int64(65)) }, { $0.optInt64 == Int64Wrapper(persistedValue: Int64(65)) }),
        ("(optFloat == %@)", [FloatWrapper(persistedValue: Float(6.55444333))], { $0.optFloat == FloatWrapper(persistedValue: Float(6.55444333)) }, { $0.optFloat == FloatWrapper(persistedValue: Float(6.55444333)) }),
        ("(optDouble == %@)", [DoubleWrapper(persistedValue: 234.567)], { $0.optDouble == DoubleWrapper(persistedValue: 234.567) }, { $0.optDouble == DoubleWrapper(persistedValue: 234.567) }),
        ("(optString == %@)", [StringWrapper(persistedValue: "Foó")], { $0.optString == StringWrapper(persistedValue: "Foó") }, { $0.optString == StringWrapper(persistedValue: "Foó") }),
        ("(optBinary == %@)", [DataWrapper(persistedValue: Data(count: 128))], { $0.optBinary == DataWrapper(persistedValue: Data(count: 128)) }, { $0.optBinary == DataWrapper(persistedValue: Data(count: 128)) }),
        ("(optDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))], { $0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }, { $0.optDate == DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000)) }),
        ("(optDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(234.567))], { $0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567)) }, { $0.optDecimal == Decimal128Wrapper(persistedValue: Decimal128(234.567)) }),
        ("(optObjectId == %@)", [ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045"))], { $0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) }, { $0.optObjectId == ObjectIdWrapper(persistedValue: ObjectId("61184062c1d8f096a3695045")) }),
        ("(optUuid == %@)", [UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!)], { $0.optUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }, { $0.optUuid == UUIDWrapper(persistedValue: UUID(uuidString: "33041937-05b2-464a-98ad-3910cbe0d09f")!) }),
    ]
    for (text, values, query, optionalQuery) in toCustomsRows {
        let (built, args) = query(Query<AllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        let (optionalBuilt, optionalArgs) = optionalQuery(Query<AllCustomPersistableTypes?>._constructForTesting())._constructPredicate()
        XCTAssertEqual(optionalBuilt, text)
        XCTAssertEqual(optionalArgs.count, values.count)
        XCTAssertEqual(NSPredicate(format: optionalBuilt, argumentArray: optionalArgs), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(toCustoms.list.where(query).count, 1, built)
        XCTAssertEqual(toCustoms.set.where(query).count, 1, built)
        XCTAssertEqual(toCustoms.map.where(optionalQuery).count, 1, built)
    }
}

/// `avg` of a numeric or date property, the Int-backed enum or a numeric wrapper, optional or not, over a list of three objects holding three values is `(list.@avg.name op %@)`: it equals the three values' sum divided by 3 in the property's type and is above the smallest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testKeypathCollectionAggregatesAvg
func testSuiteQueryListPropertyAggregateAverage() throws {
    let realm = try Realm()
    let scalars = [ModernScalarsObject(), ModernScalarsObject(), ModernScalarsObject()]
    let customs = [AllCustomPersistableTypes(), AllCustomPersistableTypes(), AllCustomPersistableTypes()]
    customs[0].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    customs[1].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    customs[2].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    customs[0].decimal = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    customs[1].decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    customs[2].decimal = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    customs[0].double = DoubleWrapper(persistedValue: 123.456)
    customs[1].double = DoubleWrapper(persistedValue: 234.567)
    customs[2].double = DoubleWrapper(persistedValue: 345.678)
    customs[0].float = FloatWrapper(persistedValue: Float(5.55444333))
    customs[1].float = FloatWrapper(persistedValue: Float(6.55444333))
    customs[2].float = FloatWrapper(persistedValue: Float(7.55444333))
    customs[0].int = IntWrapper(persistedValue: 1)
    customs[1].int = IntWrapper(persistedValue: 3)
    customs[2].int = IntWrapper(persistedValue: 5)
    customs[0].int16 = Int16Wrapper(persistedValue: Int16(16))
    customs[1].int16 = Int16Wrapper(persistedValue: Int16(17))
    customs[2].int16 = Int16Wrapper(persistedValue: Int16(18))
    customs[0].int32 = Int32Wrapper(persistedValue: Int32(32))
    customs[1].int32 = Int32Wrapper(persistedValue: Int32(33))
    customs[2].int32 = Int32Wrapper(persistedValue: Int32(34))
    customs[0].int64 = Int64Wrapper(persistedValue: Int64(64))
    customs[1].int64 = Int64Wrapper(persistedValue: Int64(65))
    customs[2].int64 = Int64Wrapper(persistedValue: Int64(66))
    customs[0].int8 = Int8Wrapper(persistedValue: Int8(8))
    customs[1].int8 = Int8Wrapper(persistedValue: Int8(9))
    customs[2].int8 = Int8Wrapper(persistedValue: Int8(10))
    customs[0].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    customs[1].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    customs[2].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    customs[0].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    customs[1].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    customs[2].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    customs[0].optDouble = DoubleWrapper(persistedValue: 123.456)
    customs[1].optDouble = DoubleWrapper(persistedValue: 234.567)
    customs[2].optDouble = DoubleWrapper(persistedValue: 345.678)
    customs[0].optFloat = FloatWrapper(persistedValue: Float(5.55444333))
    customs[1].optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    customs[2].optFloat = FloatWrapper(persistedValue: Float(7.55444333))
    customs[0].optInt = IntWrapper(persistedValue: 1)
    customs[1].optInt = IntWrapper(persistedValue: 3)
    customs[2].optInt = IntWrapper(persistedValue: 5)
    customs[0].optInt16 = Int16Wrapper(persistedValue: Int16(16))
    customs[1].optInt16 = Int16Wrapper(persistedValue: Int16(17))
    customs[2].optInt16 = Int16Wrapper(persistedValue: Int16(18))
    customs[0].optInt32 = Int32Wrapper(persistedValue: Int32(32))
    customs[1].optInt32 = Int32Wrapper(persistedValue: Int32(33))
    customs[2].optInt32 = Int32Wrapper(persistedValue: Int32(34))
    customs[0].optInt64 = Int64Wrapper(persistedValue: Int64(64))
    customs[1].optInt64 = Int64Wrapper(persistedValue: Int64(65))
    customs[2].optInt64 = Int64Wrapper(persistedValue: Int64(66))
    customs[0].optInt8 = Int8Wrapper(persistedValue: Int8(8))
    customs[1].optInt8 = Int8Wrapper(persistedValue: Int8(9))
    customs[2].optInt8 = Int8Wrapper(persistedValue: Int8(10))
    scalars[0].dateCol = Date(timeIntervalSince1970: 1000000)
    scalars[1].dateCol = Date(timeIntervalSince1970: 2000000)
    scalars[2].dateCol = Date(timeIntervalSince1970: 3000000)
    scalars[0].decimalCol = Decimal128(123.456)
    scalars[1].decimalCol = Decimal128(234.567)
    scalars[2].decimalCol = Decimal128(345.678)
    scalars[0].doubleCol = 123.456
    scalars[1].doubleCol = 234.567
    scalars[2].doubleCol = 345.678
    scalars[0].floatCol = Float(5.55444333)
    scalars[1].floatCol = Float(6.55444333)
    scalars[2].floatCol = Float(7.55444333)
    scalars[0].int16Col = Int16(16)
    scalars[1].int16Col = Int16(17)
    scalars[2].int16Col = Int16(18)
    scalars[0].int32Col = Int32(32)
    scalars[1].int32Col = Int32(33)
    scalars[2].int32Col = Int32(34)
    scalars[0].int64Col = Int64(64)
    scalars[1].int64Col = Int64(65)
    scalars[2].int64Col = Int64(66)
    scalars[0].int8Col = Int8(8)
    scalars[1].int8Col = Int8(9)
    scalars[2].int8Col = Int8(10)
    scalars[0].intCol = 1
    scalars[1].intCol = 3
    scalars[2].intCol = 5
    scalars[0].intEnumCol = ModernIntEnum.value1
    scalars[1].intEnumCol = ModernIntEnum.value2
    scalars[2].intEnumCol = ModernIntEnum.value3
    scalars[0].optDateCol = Date(timeIntervalSince1970: 1000000)
    scalars[1].optDateCol = Date(timeIntervalSince1970: 2000000)
    scalars[2].optDateCol = Date(timeIntervalSince1970: 3000000)
    scalars[0].optDecimalCol = Decimal128(123.456)
    scalars[1].optDecimalCol = Decimal128(234.567)
    scalars[2].optDecimalCol = Decimal128(345.678)
    scalars[0].optDoubleCol = 123.456
    scalars[1].optDoubleCol = 234.567
    scalars[2].optDoubleCol = 345.678
    scalars[0].optFloatCol = Float(5.55444333)
    scalars[1].optFloatCol = Float(6.55444333)
    scalars[2].optFloatCol = Float(7.55444333)
    scalars[0].optInt16Col = Int16(16)
    scalars[1].optInt16Col = Int16(17)
    scalars[2].optInt16Col = Int16(18)
    scalars[0].optInt32Col = Int32(32)
    scalars[1].optInt32Col = Int32(33)
    scalars[2].optInt32Col = Int32(34)
    scalars[0].optInt64Col = Int64(64)
    scalars[1].optInt64Col = Int64(65)
    scalars[2].optInt64Col = Int64(66)
    scalars[0].optInt8Col = Int8(8)
    scalars[1].optInt8Col = Int8(9)
    scalars[2].optInt8Col = Int8(10)
    scalars[0].optIntCol = 1
    scalars[1].optIntCol = 3
    scalars[2].optIntCol = 5
    scalars[0].optIntEnumCol = ModernIntEnum.value1
    scalars[1].optIntEnumCol = ModernIntEnum.value2
    scalars[2].optIntEnumCol = ModernIntEnum.value3
    let toScalars = LinkToScalarsObject()
    toScalars.list.append(objectsIn: scalars)
    let toCustoms = LinkToAllCustomPersistableTypes()
    toCustoms.list.append(objectsIn: customs)
    try realm.write {
        realm.add(toScalars)
        realm.add(toCustoms)
    }
    let rowsScalarsObject: [(String, [Any], Int, (Query<LinkToScalarsObject>) -> Query<Bool>)] = [
        ("(list.@avg.intCol == %@)", [(1 + 3 + 5) / 3], 1, { $0.list.intCol.avg == (1 + 3 + 5) / 3 }),
        ("(list.@avg.intCol == %@)", [1], 0, { $0.list.intCol.avg == 1 }),
        ("(list.@avg.intCol != %@)", [(1 + 3 + 5) / 3], 0, { $0.list.intCol.avg != (1 + 3 + 5) / 3 }),
        ("(list.@avg.intCol != %@)", [1], 1, { $0.list.intCol.avg != 1 }),
        ("(list.@avg.intCol > %@)", [(1 + 3 + 5) / 3], 0, { $0.list.intCol.avg > (1 + 3 + 5) / 3 }),
        ("(list.@avg.intCol > %@)", [1], 1, { $0.list.intCol.avg > 1 }),
        ("(list.@avg.intCol < %@)", [(1 + 3 + 5) / 3], 0, { $0.list.intCol.avg < (1 + 3 + 5) / 3 }),
        ("(list.@avg.intCol >= %@)", [(1 + 3 + 5) / 3], 1, { $0.list.intCol.avg >= (1 + 3 + 5) / 3 }),
        ("(list.@avg.intCol <= %@)", [(1 + 3 + 5) / 3], 1, { $0.list.intCol.avg <= (1 + 3 + 5) / 3 }),
        ("(list.@avg.int8Col == %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.list.int8Col.avg == (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.int8Col == %@)", [Int8(8)], 0, { $0.list.int8Col.avg == Int8(8) }),
        ("(list.@avg.int8Col != %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.list.int8Col.avg != (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.int8Col != %@)", [Int8(8)], 1, { $0.list.int8Col.avg != Int8(8) }),
        ("(list.@avg.int8Col > %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.list.int8Col.avg > (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.int8Col > %@)", [Int8(8)], 1, { $0.list.int8Col.avg > Int8(8) }),
        ("(list.@avg.int8Col < %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.list.int8Col.avg < (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.int8Col >= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.list.int8Col.avg >= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.int8Col <= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.list.int8Col.avg <= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.int16Col == %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.list.int16Col.avg == (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.int16Col == %@)", [Int16(16)], 0, { $0.list.int16Col.avg == Int16(16) }),
        ("(list.@avg.int16Col != %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.list.int16Col.avg != (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.int16Col != %@)", [Int16(16)], 1, { $0.list.int16Col.avg != Int16(16) }),
        ("(list.@avg.int16Col > %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.list.int16Col.avg > (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.int16Col > %@)", [Int16(16)], 1, { $0.list.int16Col.avg > Int16(16) }),
        ("(list.@avg.int16Col < %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.list.int16Col.avg < (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.int16Col >= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.list.int16Col.avg >= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.int16Col <= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.list.int16Col.avg <= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.int32Col == %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.list.int32Col.avg == (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.int32Col == %@)", [Int32(32)], 0, { $0.list.int32Col.avg == Int32(32) }),
        ("(list.@avg.int32Col != %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.list.int32Col.avg != (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.int32Col != %@)", [Int32(32)], 1, { $0.list.int32Col.avg != Int32(32) }),
        ("(list.@avg.int32Col > %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.list.int32Col.avg > (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.int32Col > %@)", [Int32(32)], 1, { $0.list.int32Col.avg > Int32(32) }),
        ("(list.@avg.int32Col < %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.list.int32Col.avg < (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.int32Col >= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.list.int32Col.avg >= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.int32Col <= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.list.int32Col.avg <= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.int64Col == %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.list.int64Col.avg == (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.int64Col == %@)", [Int64(64)], 0, { $0.list.int64Col.avg == Int64(64) }),
        ("(list.@avg.int64Col != %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.list.int64Col.avg != (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.int64Col != %@)", [Int64(64)], 1, { $0.list.int64Col.avg != Int64(64) }),
        ("(list.@avg.int64Col > %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.list.int64Col.avg > (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.int64Col > %@)", [Int64(64)], 1, { $0.list.int64Col.avg > Int64(64) }),
        ("(list.@avg.int64Col < %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.list.int64Col.avg < (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.int64Col >= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.list.int64Col.avg >= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.int64Col <= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.list.int64Col.avg <= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.floatCol == %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.list.floatCol.avg == (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.floatCol == %@)", [Float(5.55444333)], 0, { $0.list.floatCol.avg == Float(5.55444333) }),
        ("(list.@avg.floatCol != %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.list.floatCol.avg != (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.floatCol != %@)", [Float(5.55444333)], 1, { $0.list.floatCol.avg != Float(5.55444333) }),
        ("(list.@avg.floatCol > %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.list.floatCol.avg > (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.floatCol > %@)", [Float(5.55444333)], 1, { $0.list.floatCol.avg > Float(5.55444333) }),
        ("(list.@avg.floatCol < %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.list.floatCol.avg < (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.floatCol >= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.list.floatCol.avg >= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.floatCol <= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.list.floatCol.avg <= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.doubleCol == %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.list.doubleCol.avg == (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.doubleCol == %@)", [123.456], 0, { $0.list.doubleCol.avg == 123.456 }),
        ("(list.@avg.doubleCol != %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.list.doubleCol.avg != (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.doubleCol != %@)", [123.456], 1, { $0.list.doubleCol.avg != 123.456 }),
        ("(list.@avg.doubleCol > %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.list.doubleCol.avg > (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.doubleCol > %@)", [123.456], 1, { $0.list.doubleCol.avg > 123.456 }),
        ("(list.@avg.doubleCol < %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.list.doubleCol.avg < (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.doubleCol >= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.list.doubleCol.avg >= (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.doubleCol <= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.list.doubleCol.avg <= (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.decimalCol == %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.list.decimalCol.avg == (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.decimalCol == %@)", [Decimal128(123.456)], 0, { $0.list.decimalCol.avg == Decimal128(123.456) }),
        ("(list.@avg.decimalCol != %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.list.decimalCol.avg != (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.decimalCol != %@)", [Decimal128(123.456)], 1, { $0.list.decimalCol.avg != Decimal128(123.456) }),
        ("(list.@avg.decimalCol > %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.list.decimalCol.avg > (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.decimalCol > %@)", [Decimal128(123.456)], 1, { $0.list.decimalCol.avg > Decimal128(123.456) }),
        ("(list.@avg.decimalCol < %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.list.decimalCol.avg < (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.decimalCol >= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.list.decimalCol.avg >= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.decimalCol <= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.list.decimalCol.avg <= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.intEnumCol == %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 1, { $0.list.intEnumCol.rawValue.avg == (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.intEnumCol == %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.intEnumCol.rawValue.avg == ModernIntEnum.value1.rawValue }),
        ("(list.@avg.intEnumCol != %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 0, { $0.list.intEnumCol.rawValue.avg != (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.intEnumCol != %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.intEnumCol.rawValue.avg != ModernIntEnum.value1.rawValue }),
        ("(list.@avg.intEnumCol > %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 0, { $0.list.intEnumCol.rawValue.avg > (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.intEnumCol > %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.intEnumCol.rawValue.avg > ModernIntEnum.value1.rawValue }),
        ("(list.@avg.intEnumCol < %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 0, { $0.list.intEnumCol.rawValue.avg < (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.intEnumCol >= %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 1, { $0.list.intEnumCol.rawValue.avg >= (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.intEnumCol <= %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 1, { $0.list.intEnumCol.rawValue.avg <= (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.optIntCol == %@)", [(1 + 3 + 5) / 3], 1, { $0.list.optIntCol.avg == (1 + 3 + 5) / 3 }),
        ("(list.@avg.optIntCol == %@)", [1], 0, { $0.list.optIntCol.avg == 1 }),
        ("(list.@avg.optIntCol != %@)", [(1 + 3 + 5) / 3], 0, { $0.list.optIntCol.avg != (1 + 3 + 5) / 3 }),
        ("(list.@avg.optIntCol != %@)", [1], 1, { $0.list.optIntCol.avg != 1 }),
        ("(list.@avg.optIntCol > %@)", [(1 + 3 + 5) / 3], 0, { $0.list.optIntCol.avg > (1 + 3 + 5) / 3 }),
        ("(list.@avg.optIntCol > %@)", [1], 1, { $0.list.optIntCol.avg > 1 }),
        ("(list.@avg.optIntCol < %@)", [(1 + 3 + 5) / 3], 0, { $0.list.optIntCol.avg < (1 + 3 + 5) / 3 }),
        ("(list.@avg.optIntCol >= %@)", [(1 + 3 + 5) / 3], 1, { $0.list.optIntCol.avg >= (1 + 3 + 5) / 3 }),
        ("(list.@avg.optIntCol <= %@)", [(1 + 3 + 5) / 3], 1, { $0.list.optIntCol.avg <= (1 + 3 + 5) / 3 }),
        ("(list.@avg.optInt8Col == %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.list.optInt8Col.avg == (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.optInt8Col == %@)", [Int8(8)], 0, { $0.list.optInt8Col.avg == Int8(8) }),
        ("(list.@avg.optInt8Col != %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.list.optInt8Col.avg != (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.optInt8Col != %@)", [Int8(8)], 1, { $0.list.optInt8Col.avg != Int8(8) }),
        ("(list.@avg.optInt8Col > %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.list.optInt8Col.avg > (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.optInt8Col > %@)", [Int8(8)], 1, { $0.list.optInt8Col.avg > Int8(8) }),
        ("(list.@avg.optInt8Col < %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 0, { $0.list.optInt8Col.avg < (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.optInt8Col >= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.list.optInt8Col.avg >= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.optInt8Col <= %@)", [(Int8(8) + Int8(9) + Int8(10)) / 3], 1, { $0.list.optInt8Col.avg <= (Int8(8) + Int8(9) + Int8(10)) / 3 }),
        ("(list.@avg.optInt16Col == %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.list.optInt16Col.avg == (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.optInt16Col == %@)", [Int16(16)], 0, { $0.list.optInt16Col.avg == Int16(16) }),
        ("(list.@avg.optInt16Col != %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.list.optInt16Col.avg != (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.optInt16Col != %@)", [Int16(16)], 1, { $0.list.optInt16Col.avg != Int16(16) }),
        ("(list.@avg.optInt16Col > %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.list.optInt16Col.avg > (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.optInt16Col > %@)", [Int16(16)], 1, { $0.list.optInt16Col.avg > Int16(16) }),
        ("(list.@avg.optInt16Col < %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 0, { $0.list.optInt16Col.avg < (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.optInt16Col >= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.list.optInt16Col.avg >= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.optInt16Col <= %@)", [(Int16(16) + Int16(17) + Int16(18)) / 3], 1, { $0.list.optInt16Col.avg <= (Int16(16) + Int16(17) + Int16(18)) / 3 }),
        ("(list.@avg.optInt32Col == %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.list.optInt32Col.avg == (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.optInt32Col == %@)", [Int32(32)], 0, { $0.list.optInt32Col.avg == Int32(32) }),
        ("(list.@avg.optInt32Col != %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.list.optInt32Col.avg != (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.optInt32Col != %@)", [Int32(32)], 1, { $0.list.optInt32Col.avg != Int32(32) }),
        ("(list.@avg.optInt32Col > %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.list.optInt32Col.avg > (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.optInt32Col > %@)", [Int32(32)], 1, { $0.list.optInt32Col.avg > Int32(32) }),
        ("(list.@avg.optInt32Col < %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 0, { $0.list.optInt32Col.avg < (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.optInt32Col >= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.list.optInt32Col.avg >= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.optInt32Col <= %@)", [(Int32(32) + Int32(33) + Int32(34)) / 3], 1, { $0.list.optInt32Col.avg <= (Int32(32) + Int32(33) + Int32(34)) / 3 }),
        ("(list.@avg.optInt64Col == %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.list.optInt64Col.avg == (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.optInt64Col == %@)", [Int64(64)], 0, { $0.list.optInt64Col.avg == Int64(64) }),
        ("(list.@avg.optInt64Col != %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.list.optInt64Col.avg != (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.optInt64Col != %@)", [Int64(64)], 1, { $0.list.optInt64Col.avg != Int64(64) }),
        ("(list.@avg.optInt64Col > %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.list.optInt64Col.avg > (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.optInt64Col > %@)", [Int64(64)], 1, { $0.list.optInt64Col.avg > Int64(64) }),
        ("(list.@avg.optInt64Col < %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 0, { $0.list.optInt64Col.avg < (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.optInt64Col >= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.list.optInt64Col.avg >= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.optInt64Col <= %@)", [(Int64(64) + Int64(65) + Int64(66)) / 3], 1, { $0.list.optInt64Col.avg <= (Int64(64) + Int64(65) + Int64(66)) / 3 }),
        ("(list.@avg.optFloatCol == %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.list.optFloatCol.avg == (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.optFloatCol == %@)", [Float(5.55444333)], 0, { $0.list.optFloatCol.avg == Float(5.55444333) }),
        ("(list.@avg.optFloatCol != %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.list.optFloatCol.avg != (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.optFloatCol != %@)", [Float(5.55444333)], 1, { $0.list.optFloatCol.avg != Float(5.55444333) }),
        ("(list.@avg.optFloatCol > %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.list.optFloatCol.avg > (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.optFloatCol > %@)", [Float(5.55444333)], 1, { $0.list.optFloatCol.avg > Float(5.55444333) }),
        ("(list.@avg.optFloatCol < %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 0, { $0.list.optFloatCol.avg < (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.optFloatCol >= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.list.optFloatCol.avg >= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.optFloatCol <= %@)", [(Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3], 1, { $0.list.optFloatCol.avg <= (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3 }),
        ("(list.@avg.optDoubleCol == %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.list.optDoubleCol.avg == (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.optDoubleCol == %@)", [123.456], 0, { $0.list.optDoubleCol.avg == 123.456 }),
        ("(list.@avg.optDoubleCol != %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.list.optDoubleCol.avg != (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.optDoubleCol != %@)", [123.456], 1, { $0.list.optDoubleCol.avg != 123.456 }),
        ("(list.@avg.optDoubleCol > %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.list.optDoubleCol.avg > (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.optDoubleCol > %@)", [123.456], 1, { $0.list.optDoubleCol.avg > 123.456 }),
        ("(list.@avg.optDoubleCol < %@)", [(123.456 + 234.567 + 345.678) / 3], 0, { $0.list.optDoubleCol.avg < (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.optDoubleCol >= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.list.optDoubleCol.avg >= (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.optDoubleCol <= %@)", [(123.456 + 234.567 + 345.678) / 3], 1, { $0.list.optDoubleCol.avg <= (123.456 + 234.567 + 345.678) / 3 }),
        ("(list.@avg.optDecimalCol == %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.list.optDecimalCol.avg == (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.optDecimalCol == %@)", [Decimal128(123.456)], 0, { $0.list.optDecimalCol.avg == Decimal128(123.456) }),
        ("(list.@avg.optDecimalCol != %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.list.optDecimalCol.avg != (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.optDecimalCol != %@)", [Decimal128(123.456)], 1, { $0.list.optDecimalCol.avg != Decimal128(123.456) }),
        ("(list.@avg.optDecimalCol > %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.list.optDecimalCol.avg > (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.optDecimalCol > %@)", [Decimal128(123.456)], 1, { $0.list.optDecimalCol.avg > Decimal128(123.456) }),
        ("(list.@avg.optDecimalCol < %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 0, { $0.list.optDecimalCol.avg < (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.optDecimalCol >= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.list.optDecimalCol.avg >= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.optDecimalCol <= %@)", [(Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3], 1, { $0.list.optDecimalCol.avg <= (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3 }),
        ("(list.@avg.optIntEnumCol == %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 1, { $0.list.optIntEnumCol.rawValue.avg == (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.optIntEnumCol == %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.optIntEnumCol.rawValue.avg == ModernIntEnum.value1.rawValue }),
        ("(list.@avg.optIntEnumCol != %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 0, { $0.list.optIntEnumCol.rawValue.avg != (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.optIntEnumCol != %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.optIntEnumCol.rawValue.avg != ModernIntEnum.value1.rawValue }),
        ("(list.@avg.optIntEnumCol > %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 0, { $0.list.optIntEnumCol.rawValue.avg > (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.optIntEnumCol > %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.optIntEnumCol.rawValue.avg > ModernIntEnum.value1.rawValue }),
        ("(list.@avg.optIntEnumCol < %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 0, { $0.list.optIntEnumCol.rawValue.avg < (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.optIntEnumCol >= %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 1, { $0.list.optIntEnumCol.rawValue.avg >= (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
        ("(list.@avg.optIntEnumCol <= %@)", [(ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3], 1, { $0.list.optIntEnumCol.rawValue.avg <= (ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue) / 3 }),
    ]
    for (text, values, count, query) in rowsScalarsObject {
        let (built, args) = query(Query<LinkToScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToScalarsObject.self).where(query).count, count, built)
    }
    let rowsAllCustomPersistableTypes: [(String, [Any], Int, (Query<LinkToAllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(list.@avg.int == %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.list.int.avg == IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.int == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.int.avg == IntWrapper(persistedValue: 1) }),
        ("(list.@avg.int != %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.list.int.avg != IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.int != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.int.avg != IntWrapper(persistedValue: 1) }),
        ("(list.@avg.int > %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.list.int.avg > IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.int > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.int.avg > IntWrapper(persistedValue: 1) }),
        ("(list.@avg.int < %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.list.int.avg < IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.int >= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.list.int.avg >= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.int <= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.list.int.avg <= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.int8 == %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.list.int8.avg == Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.int8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.int8.avg == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@avg.int8 != %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.list.int8.avg != Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.int8 != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.int8.avg != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@avg.int8 > %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.list.int8.avg > Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.int8 > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.int8.avg > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@avg.int8 < %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.list.int8.avg < Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.int8 >= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.list.int8.avg >= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.int8 <= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.list.int8.avg <= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.int16 == %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.list.int16.avg == Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.int16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.int16.avg == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@avg.int16 != %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.list.int16.avg != Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.int16 != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.int16.avg != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@avg.int16 > %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.list.int16.avg > Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.int16 > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.int16.avg > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@avg.int16 < %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.list.int16.avg < Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.int16 >= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.list.int16.avg >= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.int16 <= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.list.int16.avg <= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.int32 == %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.list.int32.avg == Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.int32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.int32.avg == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@avg.int32 != %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.list.int32.avg != Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.int32 != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.int32.avg != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@avg.int32 > %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.list.int32.avg > Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.int32 > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.int32.avg > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@avg.int32 < %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.list.int32.avg < Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.int32 >= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.list.int32.avg >= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.int32 <= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.list.int32.avg <= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.int64 == %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.list.int64.avg == Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.int64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.int64.avg == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@avg.int64 != %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.list.int64.avg != Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.int64 != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.int64.avg != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@avg.int64 > %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.list.int64.avg > Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.int64 > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.int64.avg > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@avg.int64 < %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.list.int64.avg < Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.int64 >= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.list.int64.avg >= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.int64 <= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.list.int64.avg <= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.float == %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.list.float.avg == FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.float == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.float.avg == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@avg.float != %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.list.float.avg != FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.float != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.float.avg != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@avg.float > %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.list.float.avg > FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.float > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.float.avg > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@avg.float < %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.list.float.avg < FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.float >= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.list.float.avg >= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.float <= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.list.float.avg <= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.double == %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.list.double.avg == DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.double == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.double.avg == DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@avg.double != %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.list.double.avg != DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.double != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.double.avg != DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@avg.double > %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.list.double.avg > DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.double > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.double.avg > DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@avg.double < %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.list.double.avg < DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.double >= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.list.double.avg >= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.double <= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.list.double.avg <= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.decimal == %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.list.decimal.avg == Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.decimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.decimal.avg == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@avg.decimal != %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.list.decimal.avg != Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.decimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.decimal.avg != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@avg.decimal > %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.list.decimal.avg > Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.decimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.decimal.avg > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@avg.decimal < %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.list.decimal.avg < Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.decimal >= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.list.decimal.avg >= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.decimal <= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.list.decimal.avg <= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.optInt == %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.list.optInt.avg == IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.optInt == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.optInt.avg == IntWrapper(persistedValue: 1) }),
        ("(list.@avg.optInt != %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.list.optInt.avg != IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.optInt != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.optInt.avg != IntWrapper(persistedValue: 1) }),
        ("(list.@avg.optInt > %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.list.optInt.avg > IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.optInt > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.optInt.avg > IntWrapper(persistedValue: 1) }),
        ("(list.@avg.optInt < %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 0, { $0.list.optInt.avg < IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.optInt >= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.list.optInt.avg >= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.optInt <= %@)", [IntWrapper(persistedValue: (1 + 3 + 5) / 3)], 1, { $0.list.optInt.avg <= IntWrapper(persistedValue: (1 + 3 + 5) / 3) }),
        ("(list.@avg.optInt8 == %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.list.optInt8.avg == Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.optInt8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.optInt8.avg == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@avg.optInt8 != %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.list.optInt8.avg != Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.optInt8 != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.optInt8.avg != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@avg.optInt8 > %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.list.optInt8.avg > Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.optInt8 > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.optInt8.avg > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@avg.optInt8 < %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 0, { $0.list.optInt8.avg < Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.optInt8 >= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.list.optInt8.avg >= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.optInt8 <= %@)", [Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3)], 1, { $0.list.optInt8.avg <= Int8Wrapper(persistedValue: (Int8(8) + Int8(9) + Int8(10)) / 3) }),
        ("(list.@avg.optInt16 == %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.list.optInt16.avg == Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.optInt16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.optInt16.avg == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@avg.optInt16 != %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.list.optInt16.avg != Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.optInt16 != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.optInt16.avg != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@avg.optInt16 > %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.list.optInt16.avg > Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.optInt16 > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.optInt16.avg > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@avg.optInt16 < %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 0, { $0.list.optInt16.avg < Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.optInt16 >= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.list.optInt16.avg >= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.optInt16 <= %@)", [Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3)], 1, { $0.list.optInt16.avg <= Int16Wrapper(persistedValue: (Int16(16) + Int16(17) + Int16(18)) / 3) }),
        ("(list.@avg.optInt32 == %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.list.optInt32.avg == Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.optInt32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.optInt32.avg == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@avg.optInt32 != %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.list.optInt32.avg != Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.optInt32 != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.optInt32.avg != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@avg.optInt32 > %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.list.optInt32.avg > Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.optInt32 > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.optInt32.avg > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@avg.optInt32 < %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 0, { $0.list.optInt32.avg < Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.optInt32 >= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.list.optInt32.avg >= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.optInt32 <= %@)", [Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3)], 1, { $0.list.optInt32.avg <= Int32Wrapper(persistedValue: (Int32(32) + Int32(33) + Int32(34)) / 3) }),
        ("(list.@avg.optInt64 == %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.list.optInt64.avg == Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.optInt64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.optInt64.avg == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@avg.optInt64 != %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.list.optInt64.avg != Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.optInt64 != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.optInt64.avg != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@avg.optInt64 > %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.list.optInt64.avg > Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.optInt64 > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.optInt64.avg > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@avg.optInt64 < %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 0, { $0.list.optInt64.avg < Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.optInt64 >= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.list.optInt64.avg >= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.optInt64 <= %@)", [Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3)], 1, { $0.list.optInt64.avg <= Int64Wrapper(persistedValue: (Int64(64) + Int64(65) + Int64(66)) / 3) }),
        ("(list.@avg.optFloat == %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.list.optFloat.avg == FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.optFloat == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.optFloat.avg == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@avg.optFloat != %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.list.optFloat.avg != FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.optFloat != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.optFloat.avg != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@avg.optFloat > %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.list.optFloat.avg > FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.optFloat > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.optFloat.avg > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@avg.optFloat < %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 0, { $0.list.optFloat.avg < FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.optFloat >= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.list.optFloat.avg >= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.optFloat <= %@)", [FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3)], 1, { $0.list.optFloat.avg <= FloatWrapper(persistedValue: (Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) / 3) }),
        ("(list.@avg.optDouble == %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.list.optDouble.avg == DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.optDouble == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.optDouble.avg == DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@avg.optDouble != %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.list.optDouble.avg != DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.optDouble != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.optDouble.avg != DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@avg.optDouble > %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.list.optDouble.avg > DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.optDouble > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.optDouble.avg > DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@avg.optDouble < %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 0, { $0.list.optDouble.avg < DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.optDouble >= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.list.optDouble.avg >= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.optDouble <= %@)", [DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3)], 1, { $0.list.optDouble.avg <= DoubleWrapper(persistedValue: (123.456 + 234.567 + 345.678) / 3) }),
        ("(list.@avg.optDecimal == %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.list.optDecimal.avg == Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.optDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.optDecimal.avg == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@avg.optDecimal != %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.list.optDecimal.avg != Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.optDecimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.optDecimal.avg != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@avg.optDecimal > %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.list.optDecimal.avg > Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.optDecimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.optDecimal.avg > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@avg.optDecimal < %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 0, { $0.list.optDecimal.avg < Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.optDecimal >= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.list.optDecimal.avg >= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
        ("(list.@avg.optDecimal <= %@)", [Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3)], 1, { $0.list.optDecimal.avg <= Decimal128Wrapper(persistedValue: (Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) / 3) }),
    ]
    for (text, values, count, query) in rowsAllCustomPersistableTypes {
        let (built, args) = query(Query<LinkToAllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToAllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `sum` of a numeric or date property, the Int-backed enum or a numeric wrapper, optional or not, over a list of three objects holding three values is `(list.@sum.name op %@)`: it equals the three values' sum in the property's type and is above the smallest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testKeypathCollectionAggregatesSum
func testSuiteQueryListPropertyAggregateSum() throws {
    let realm = try Realm()
    let scalars = [ModernScalarsObject(), ModernScalarsObject(), ModernScalarsObject()]
    let customs = [AllCustomPersistableTypes(), AllCustomPersistableTypes(), AllCustomPersistableTypes()]
    customs[0].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    customs[1].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    customs[2].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    customs[0].decimal = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    customs[1].decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    customs[2].decimal = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    customs[0].double = DoubleWrapper(persistedValue: 123.456)
    customs[1].double = DoubleWrapper(persistedValue: 234.567)
    customs[2].double = DoubleWrapper(persistedValue: 345.678)
    customs[0].float = FloatWrapper(persistedValue: Float(5.55444333))
    customs[1].float = FloatWrapper(persistedValue: Float(6.55444333))
    customs[2].float = FloatWrapper(persistedValue: Float(7.55444333))
    customs[0].int = IntWrapper(persistedValue: 1)
    customs[1].int = IntWrapper(persistedValue: 3)
    customs[2].int = IntWrapper(persistedValue: 5)
    customs[0].int16 = Int16Wrapper(persistedValue: Int16(16))
    customs[1].int16 = Int16Wrapper(persistedValue: Int16(17))
    customs[2].int16 = Int16Wrapper(persistedValue: Int16(18))
    customs[0].int32 = Int32Wrapper(persistedValue: Int32(32))
    customs[1].int32 = Int32Wrapper(persistedValue: Int32(33))
    customs[2].int32 = Int32Wrapper(persistedValue: Int32(34))
    customs[0].int64 = Int64Wrapper(persistedValue: Int64(64))
    customs[1].int64 = Int64Wrapper(persistedValue: Int64(65))
    customs[2].int64 = Int64Wrapper(persistedValue: Int64(66))
    customs[0].int8 = Int8Wrapper(persistedValue: Int8(8))
    customs[1].int8 = Int8Wrapper(persistedValue: Int8(9))
    customs[2].int8 = Int8Wrapper(persistedValue: Int8(10))
    customs[0].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    customs[1].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    customs[2].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    customs[0].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    customs[1].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    customs[2].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    customs[0].optDouble = DoubleWrapper(persistedValue: 123.456)
    customs[1].optDouble = DoubleWrapper(persistedValue: 234.567)
    customs[2].optDouble = DoubleWrapper(persistedValue: 345.678)
    customs[0].optFloat = FloatWrapper(persistedValue: Float(5.55444333))
    customs[1].optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    customs[2].optFloat = FloatWrapper(persistedValue: Float(7.55444333))
    customs[0].optInt = IntWrapper(persistedValue: 1)
    customs[1].optInt = IntWrapper(persistedValue: 3)
    customs[2].optInt = IntWrapper(persistedValue: 5)
    customs[0].optInt16 = Int16Wrapper(persistedValue: Int16(16))
    customs[1].optInt16 = Int16Wrapper(persistedValue: Int16(17))
    customs[2].optInt16 = Int16Wrapper(persistedValue: Int16(18))
    customs[0].optInt32 = Int32Wrapper(persistedValue: Int32(32))
    customs[1].optInt32 = Int32Wrapper(persistedValue: Int32(33))
    customs[2].optInt32 = Int32Wrapper(persistedValue: Int32(34))
    customs[0].optInt64 = Int64Wrapper(persistedValue: Int64(64))
    customs[1].optInt64 = Int64Wrapper(persistedValue: Int64(65))
    customs[2].optInt64 = Int64Wrapper(persistedValue: Int64(66))
    customs[0].optInt8 = Int8Wrapper(persistedValue: Int8(8))
    customs[1].optInt8 = Int8Wrapper(persistedValue: Int8(9))
    customs[2].optInt8 = Int8Wrapper(persistedValue: Int8(10))
    scalars[0].dateCol = Date(timeIntervalSince1970: 1000000)
    scalars[1].dateCol = Date(timeIntervalSince1970: 2000000)
    scalars[2].dateCol = Date(timeIntervalSince1970: 3000000)
    scalars[0].decimalCol = Decimal128(123.456)
    scalars[1].decimalCol = Decimal128(234.567)
    scalars[2].decimalCol = Decimal128(345.678)
    scalars[0].doubleCol = 123.456
    scalars[1].doubleCol = 234.567
    scalars[2].doubleCol = 345.678
    scalars[0].floatCol = Float(5.55444333)
    scalars[1].floatCol = Float(6.55444333)
    scalars[2].floatCol = Float(7.55444333)
    scalars[0].int16Col = Int16(16)
    scalars[1].int16Col = Int16(17)
    scalars[2].int16Col = Int16(18)
    scalars[0].int32Col = Int32(32)
    scalars[1].int32Col = Int32(33)
    scalars[2].int32Col = Int32(34)
    scalars[0].int64Col = Int64(64)
    scalars[1].int64Col = Int64(65)
    scalars[2].int64Col = Int64(66)
    scalars[0].int8Col = Int8(8)
    scalars[1].int8Col = Int8(9)
    scalars[2].int8Col = Int8(10)
    scalars[0].intCol = 1
    scalars[1].intCol = 3
    scalars[2].intCol = 5
    scalars[0].intEnumCol = ModernIntEnum.value1
    scalars[1].intEnumCol = ModernIntEnum.value2
    scalars[2].intEnumCol = ModernIntEnum.value3
    scalars[0].optDateCol = Date(timeIntervalSince1970: 1000000)
    scalars[1].optDateCol = Date(timeIntervalSince1970: 2000000)
    scalars[2].optDateCol = Date(timeIntervalSince1970: 3000000)
    scalars[0].optDecimalCol = Decimal128(123.456)
    scalars[1].optDecimalCol = Decimal128(234.567)
    scalars[2].optDecimalCol = Decimal128(345.678)
    scalars[0].optDoubleCol = 123.456
    scalars[1].optDoubleCol = 234.567
    scalars[2].optDoubleCol = 345.678
    scalars[0].optFloatCol = Float(5.55444333)
    scalars[1].optFloatCol = Float(6.55444333)
    scalars[2].optFloatCol = Float(7.55444333)
    scalars[0].optInt16Col = Int16(16)
    scalars[1].optInt16Col = Int16(17)
    scalars[2].optInt16Col = Int16(18)
    scalars[0].optInt32Col = Int32(32)
    scalars[1].optInt32Col = Int32(33)
    scalars[2].optInt32Col = Int32(34)
    scalars[0].optInt64Col = Int64(64)
    scalars[1].optInt64Col = Int64(65)
    scalars[2].optInt64Col = Int64(66)
    scalars[0].optInt8Col = Int8(8)
    scalars[1].optInt8Col = Int8(9)
    scalars[2].optInt8Col = Int8(10)
    scalars[0].optIntCol = 1
    scalars[1].optIntCol = 3
    scalars[2].optIntCol = 5
    scalars[0].optIntEnumCol = ModernIntEnum.value1
    scalars[1].optIntEnumCol = ModernIntEnum.value2
    scalars[2].optIntEnumCol = ModernIntEnum.value3
    let toScalars = LinkToScalarsObject()
    toScalars.list.append(objectsIn: scalars)
    let toCustoms = LinkToAllCustomPersistableTypes()
    toCustoms.list.append(objectsIn: customs)
    try realm.write {
        realm.add(toScalars)
        realm.add(toCustoms)
    }
    let rowsScalarsObject: [(String, [Any], Int, (Query<LinkToScalarsObject>) -> Query<Bool>)] = [
        ("(list.@sum.intCol == %@)", [1 + 3 + 5], 1, { $0.list.intCol.sum == 1 + 3 + 5 }),
        ("(list.@sum.intCol == %@)", [1], 0, { $0.list.intCol.sum == 1 }),
        ("(list.@sum.intCol != %@)", [1 + 3 + 5], 0, { $0.list.intCol.sum != 1 + 3 + 5 }),
        ("(list.@sum.intCol != %@)", [1], 1, { $0.list.intCol.sum != 1 }),
        ("(list.@sum.intCol > %@)", [1 + 3 + 5], 0, { $0.list.intCol.sum > 1 + 3 + 5 }),
        ("(list.@sum.intCol > %@)", [1], 1, { $0.list.intCol.sum > 1 }),
        ("(list.@sum.intCol < %@)", [1 + 3 + 5], 0, { $0.list.intCol.sum < 1 + 3 + 5 }),
        ("(list.@sum.intCol >= %@)", [1 + 3 + 5], 1, { $0.list.intCol.sum >= 1 + 3 + 5 }),
        ("(list.@sum.intCol <= %@)", [1 + 3 + 5], 1, { $0.list.intCol.sum <= 1 + 3 + 5 }),
        ("(list.@sum.int8Col == %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.list.int8Col.sum == Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.int8Col == %@)", [Int8(8)], 0, { $0.list.int8Col.sum == Int8(8) }),
        ("(list.@sum.int8Col != %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.list.int8Col.sum != Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.int8Col != %@)", [Int8(8)], 1, { $0.list.int8Col.sum != Int8(8) }),
        ("(list.@sum.int8Col > %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.list.int8Col.sum > Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.int8Col > %@)", [Int8(8)], 1, { $0.list.int8Col.sum > Int8(8) }),
        ("(list.@sum.int8Col < %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.list.int8Col.sum < Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.int8Col >= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.list.int8Col.sum >= Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.int8Col <= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.list.int8Col.sum <= Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.int16Col == %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.list.int16Col.sum == Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.int16Col == %@)", [Int16(16)], 0, { $0.list.int16Col.sum == Int16(16) }),
        ("(list.@sum.int16Col != %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.list.int16Col.sum != Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.int16Col != %@)", [Int16(16)], 1, { $0.list.int16Col.sum != Int16(16) }),
        ("(list.@sum.int16Col > %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.list.int16Col.sum > Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.int16Col > %@)", [Int16(16)], 1, { $0.list.int16Col.sum > Int16(16) }),
        ("(list.@sum.int16Col < %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.list.int16Col.sum < Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.int16Col >= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.list.int16Col.sum >= Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.int16Col <= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.list.int16Col.sum <= Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.int32Col == %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.list.int32Col.sum == Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.int32Col == %@)", [Int32(32)], 0, { $0.list.int32Col.sum == Int32(32) }),
        ("(list.@sum.int32Col != %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.list.int32Col.sum != Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.int32Col != %@)", [Int32(32)], 1, { $0.list.int32Col.sum != Int32(32) }),
        ("(list.@sum.int32Col > %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.list.int32Col.sum > Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.int32Col > %@)", [Int32(32)], 1, { $0.list.int32Col.sum > Int32(32) }),
        ("(list.@sum.int32Col < %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.list.int32Col.sum < Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.int32Col >= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.list.int32Col.sum >= Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.int32Col <= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.list.int32Col.sum <= Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.int64Col == %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.list.int64Col.sum == Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.int64Col == %@)", [Int64(64)], 0, { $0.list.int64Col.sum == Int64(64) }),
        ("(list.@sum.int64Col != %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.list.int64Col.sum != Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.int64Col != %@)", [Int64(64)], 1, { $0.list.int64Col.sum != Int64(64) }),
        ("(list.@sum.int64Col > %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.list.int64Col.sum > Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.int64Col > %@)", [Int64(64)], 1, { $0.list.int64Col.sum > Int64(64) }),
        ("(list.@sum.int64Col < %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.list.int64Col.sum < Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.int64Col >= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.list.int64Col.sum >= Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.int64Col <= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.list.int64Col.sum <= Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.floatCol == %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.list.floatCol.sum == Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.floatCol == %@)", [Float(5.55444333)], 0, { $0.list.floatCol.sum == Float(5.55444333) }),
        ("(list.@sum.floatCol != %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.list.floatCol.sum != Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.floatCol != %@)", [Float(5.55444333)], 1, { $0.list.floatCol.sum != Float(5.55444333) }),
        ("(list.@sum.floatCol > %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.list.floatCol.sum > Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.floatCol > %@)", [Float(5.55444333)], 1, { $0.list.floatCol.sum > Float(5.55444333) }),
        ("(list.@sum.floatCol < %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.list.floatCol.sum < Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.floatCol >= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.list.floatCol.sum >= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.floatCol <= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.list.floatCol.sum <= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.doubleCol == %@)", [123.456 + 234.567 + 345.678], 1, { $0.list.doubleCol.sum == 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.doubleCol == %@)", [123.456], 0, { $0.list.doubleCol.sum == 123.456 }),
        ("(list.@sum.doubleCol != %@)", [123.456 + 234.567 + 345.678], 0, { $0.list.doubleCol.sum != 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.doubleCol != %@)", [123.456], 1, { $0.list.doubleCol.sum != 123.456 }),
        ("(list.@sum.doubleCol > %@)", [123.456 + 234.567 + 345.678], 0, { $0.list.doubleCol.sum > 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.doubleCol > %@)", [123.456], 1, { $0.list.doubleCol.sum > 123.456 }),
        ("(list.@sum.doubleCol < %@)", [123.456 + 234.567 + 345.678], 0, { $0.list.doubleCol.sum < 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.doubleCol >= %@)", [123.456 + 234.567 + 345.678], 1, { $0.list.doubleCol.sum >= 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.doubleCol <= %@)", [123.456 + 234.567 + 345.678], 1, { $0.list.doubleCol.sum <= 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.decimalCol == %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.list.decimalCol.sum == Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.decimalCol == %@)", [Decimal128(123.456)], 0, { $0.list.decimalCol.sum == Decimal128(123.456) }),
        ("(list.@sum.decimalCol != %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.list.decimalCol.sum != Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.decimalCol != %@)", [Decimal128(123.456)], 1, { $0.list.decimalCol.sum != Decimal128(123.456) }),
        ("(list.@sum.decimalCol > %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.list.decimalCol.sum > Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.decimalCol > %@)", [Decimal128(123.456)], 1, { $0.list.decimalCol.sum > Decimal128(123.456) }),
        ("(list.@sum.decimalCol < %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.list.decimalCol.sum < Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.decimalCol >= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.list.decimalCol.sum >= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.decimalCol <= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.list.decimalCol.sum <= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.intEnumCol == %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 1, { $0.list.intEnumCol.rawValue.sum == ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.intEnumCol == %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.intEnumCol.rawValue.sum == ModernIntEnum.value1.rawValue }),
        ("(list.@sum.intEnumCol != %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 0, { $0.list.intEnumCol.rawValue.sum != ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.intEnumCol != %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.intEnumCol.rawValue.sum != ModernIntEnum.value1.rawValue }),
        ("(list.@sum.intEnumCol > %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 0, { $0.list.intEnumCol.rawValue.sum > ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.intEnumCol > %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.intEnumCol.rawValue.sum > ModernIntEnum.value1.rawValue }),
        ("(list.@sum.intEnumCol < %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 0, { $0.list.intEnumCol.rawValue.sum < ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.intEnumCol >= %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 1, { $0.list.intEnumCol.rawValue.sum >= ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.intEnumCol <= %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 1, { $0.list.intEnumCol.rawValue.sum <= ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.optIntCol == %@)", [1 + 3 + 5], 1, { $0.list.optIntCol.sum == 1 + 3 + 5 }),
        ("(list.@sum.optIntCol == %@)", [1], 0, { $0.list.optIntCol.sum == 1 }),
        ("(list.@sum.optIntCol != %@)", [1 + 3 + 5], 0, { $0.list.optIntCol.sum != 1 + 3 + 5 }),
        ("(list.@sum.optIntCol != %@)", [1], 1, { $0.list.optIntCol.sum != 1 }),
        ("(list.@sum.optIntCol > %@)", [1 + 3 + 5], 0, { $0.list.optIntCol.sum > 1 + 3 + 5 }),
        ("(list.@sum.optIntCol > %@)", [1], 1, { $0.list.optIntCol.sum > 1 }),
        ("(list.@sum.optIntCol < %@)", [1 + 3 + 5], 0, { $0.list.optIntCol.sum < 1 + 3 + 5 }),
        ("(list.@sum.optIntCol >= %@)", [1 + 3 + 5], 1, { $0.list.optIntCol.sum >= 1 + 3 + 5 }),
        ("(list.@sum.optIntCol <= %@)", [1 + 3 + 5], 1, { $0.list.optIntCol.sum <= 1 + 3 + 5 }),
        ("(list.@sum.optInt8Col == %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.list.optInt8Col.sum == Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.optInt8Col == %@)", [Int8(8)], 0, { $0.list.optInt8Col.sum == Int8(8) }),
        ("(list.@sum.optInt8Col != %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.list.optInt8Col.sum != Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.optInt8Col != %@)", [Int8(8)], 1, { $0.list.optInt8Col.sum != Int8(8) }),
        ("(list.@sum.optInt8Col > %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.list.optInt8Col.sum > Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.optInt8Col > %@)", [Int8(8)], 1, { $0.list.optInt8Col.sum > Int8(8) }),
        ("(list.@sum.optInt8Col < %@)", [Int8(8) + Int8(9) + Int8(10)], 0, { $0.list.optInt8Col.sum < Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.optInt8Col >= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.list.optInt8Col.sum >= Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.optInt8Col <= %@)", [Int8(8) + Int8(9) + Int8(10)], 1, { $0.list.optInt8Col.sum <= Int8(8) + Int8(9) + Int8(10) }),
        ("(list.@sum.optInt16Col == %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.list.optInt16Col.sum == Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.optInt16Col == %@)", [Int16(16)], 0, { $0.list.optInt16Col.sum == Int16(16) }),
        ("(list.@sum.optInt16Col != %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.list.optInt16Col.sum != Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.optInt16Col != %@)", [Int16(16)], 1, { $0.list.optInt16Col.sum != Int16(16) }),
        ("(list.@sum.optInt16Col > %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.list.optInt16Col.sum > Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.optInt16Col > %@)", [Int16(16)], 1, { $0.list.optInt16Col.sum > Int16(16) }),
        ("(list.@sum.optInt16Col < %@)", [Int16(16) + Int16(17) + Int16(18)], 0, { $0.list.optInt16Col.sum < Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.optInt16Col >= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.list.optInt16Col.sum >= Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.optInt16Col <= %@)", [Int16(16) + Int16(17) + Int16(18)], 1, { $0.list.optInt16Col.sum <= Int16(16) + Int16(17) + Int16(18) }),
        ("(list.@sum.optInt32Col == %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.list.optInt32Col.sum == Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.optInt32Col == %@)", [Int32(32)], 0, { $0.list.optInt32Col.sum == Int32(32) }),
        ("(list.@sum.optInt32Col != %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.list.optInt32Col.sum != Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.optInt32Col != %@)", [Int32(32)], 1, { $0.list.optInt32Col.sum != Int32(32) }),
        ("(list.@sum.optInt32Col > %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.list.optInt32Col.sum > Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.optInt32Col > %@)", [Int32(32)], 1, { $0.list.optInt32Col.sum > Int32(32) }),
        ("(list.@sum.optInt32Col < %@)", [Int32(32) + Int32(33) + Int32(34)], 0, { $0.list.optInt32Col.sum < Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.optInt32Col >= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.list.optInt32Col.sum >= Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.optInt32Col <= %@)", [Int32(32) + Int32(33) + Int32(34)], 1, { $0.list.optInt32Col.sum <= Int32(32) + Int32(33) + Int32(34) }),
        ("(list.@sum.optInt64Col == %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.list.optInt64Col.sum == Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.optInt64Col == %@)", [Int64(64)], 0, { $0.list.optInt64Col.sum == Int64(64) }),
        ("(list.@sum.optInt64Col != %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.list.optInt64Col.sum != Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.optInt64Col != %@)", [Int64(64)], 1, { $0.list.optInt64Col.sum != Int64(64) }),
        ("(list.@sum.optInt64Col > %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.list.optInt64Col.sum > Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.optInt64Col > %@)", [Int64(64)], 1, { $0.list.optInt64Col.sum > Int64(64) }),
        ("(list.@sum.optInt64Col < %@)", [Int64(64) + Int64(65) + Int64(66)], 0, { $0.list.optInt64Col.sum < Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.optInt64Col >= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.list.optInt64Col.sum >= Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.optInt64Col <= %@)", [Int64(64) + Int64(65) + Int64(66)], 1, { $0.list.optInt64Col.sum <= Int64(64) + Int64(65) + Int64(66) }),
        ("(list.@sum.optFloatCol == %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.list.optFloatCol.sum == Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.optFloatCol == %@)", [Float(5.55444333)], 0, { $0.list.optFloatCol.sum == Float(5.55444333) }),
        ("(list.@sum.optFloatCol != %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.list.optFloatCol.sum != Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.optFloatCol != %@)", [Float(5.55444333)], 1, { $0.list.optFloatCol.sum != Float(5.55444333) }),
        ("(list.@sum.optFloatCol > %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.list.optFloatCol.sum > Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.optFloatCol > %@)", [Float(5.55444333)], 1, { $0.list.optFloatCol.sum > Float(5.55444333) }),
        ("(list.@sum.optFloatCol < %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 0, { $0.list.optFloatCol.sum < Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.optFloatCol >= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.list.optFloatCol.sum >= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.optFloatCol <= %@)", [Float(5.55444333) + Float(6.55444333) + Float(7.55444333)], 1, { $0.list.optFloatCol.sum <= Float(5.55444333) + Float(6.55444333) + Float(7.55444333) }),
        ("(list.@sum.optDoubleCol == %@)", [123.456 + 234.567 + 345.678], 1, { $0.list.optDoubleCol.sum == 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.optDoubleCol == %@)", [123.456], 0, { $0.list.optDoubleCol.sum == 123.456 }),
        ("(list.@sum.optDoubleCol != %@)", [123.456 + 234.567 + 345.678], 0, { $0.list.optDoubleCol.sum != 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.optDoubleCol != %@)", [123.456], 1, { $0.list.optDoubleCol.sum != 123.456 }),
        ("(list.@sum.optDoubleCol > %@)", [123.456 + 234.567 + 345.678], 0, { $0.list.optDoubleCol.sum > 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.optDoubleCol > %@)", [123.456], 1, { $0.list.optDoubleCol.sum > 123.456 }),
        ("(list.@sum.optDoubleCol < %@)", [123.456 + 234.567 + 345.678], 0, { $0.list.optDoubleCol.sum < 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.optDoubleCol >= %@)", [123.456 + 234.567 + 345.678], 1, { $0.list.optDoubleCol.sum >= 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.optDoubleCol <= %@)", [123.456 + 234.567 + 345.678], 1, { $0.list.optDoubleCol.sum <= 123.456 + 234.567 + 345.678 }),
        ("(list.@sum.optDecimalCol == %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.list.optDecimalCol.sum == Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.optDecimalCol == %@)", [Decimal128(123.456)], 0, { $0.list.optDecimalCol.sum == Decimal128(123.456) }),
        ("(list.@sum.optDecimalCol != %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.list.optDecimalCol.sum != Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.optDecimalCol != %@)", [Decimal128(123.456)], 1, { $0.list.optDecimalCol.sum != Decimal128(123.456) }),
        ("(list.@sum.optDecimalCol > %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.list.optDecimalCol.sum > Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.optDecimalCol > %@)", [Decimal128(123.456)], 1, { $0.list.optDecimalCol.sum > Decimal128(123.456) }),
        ("(list.@sum.optDecimalCol < %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 0, { $0.list.optDecimalCol.sum < Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.optDecimalCol >= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.list.optDecimalCol.sum >= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.optDecimalCol <= %@)", [Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)], 1, { $0.list.optDecimalCol.sum <= Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678) }),
        ("(list.@sum.optIntEnumCol == %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 1, { $0.list.optIntEnumCol.rawValue.sum == ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.optIntEnumCol == %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.optIntEnumCol.rawValue.sum == ModernIntEnum.value1.rawValue }),
        ("(list.@sum.optIntEnumCol != %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 0, { $0.list.optIntEnumCol.rawValue.sum != ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.optIntEnumCol != %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.optIntEnumCol.rawValue.sum != ModernIntEnum.value1.rawValue }),
        ("(list.@sum.optIntEnumCol > %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 0, { $0.list.optIntEnumCol.rawValue.sum > ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.optIntEnumCol > %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.optIntEnumCol.rawValue.sum > ModernIntEnum.value1.rawValue }),
        ("(list.@sum.optIntEnumCol < %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 0, { $0.list.optIntEnumCol.rawValue.sum < ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.optIntEnumCol >= %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 1, { $0.list.optIntEnumCol.rawValue.sum >= ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
        ("(list.@sum.optIntEnumCol <= %@)", [ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue], 1, { $0.list.optIntEnumCol.rawValue.sum <= ModernIntEnum.value1.rawValue + ModernIntEnum.value2.rawValue + ModernIntEnum.value3.rawValue }),
    ]
    for (text, values, count, query) in rowsScalarsObject {
        let (built, args) = query(Query<LinkToScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToScalarsObject.self).where(query).count, count, built)
    }
    let rowsAllCustomPersistableTypes: [(String, [Any], Int, (Query<LinkToAllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(list.@sum.int == %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.list.int.sum == IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.int == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.int.sum == IntWrapper(persistedValue: 1) }),
        ("(list.@sum.int != %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.list.int.sum != IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.int != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.int.sum != IntWrapper(persistedValue: 1) }),
        ("(list.@sum.int > %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.list.int.sum > IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.int > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.int.sum > IntWrapper(persistedValue: 1) }),
        ("(list.@sum.int < %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.list.int.sum < IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.int >= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.list.int.sum >= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.int <= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.list.int.sum <= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.int8 == %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.list.int8.sum == Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.int8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.int8.sum == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@sum.int8 != %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.list.int8.sum != Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.int8 != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.int8.sum != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@sum.int8 > %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.list.int8.sum > Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.int8 > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.int8.sum > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@sum.int8 < %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.list.int8.sum < Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.int8 >= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.list.int8.sum >= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.int8 <= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.list.int8.sum <= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.int16 == %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.list.int16.sum == Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.int16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.int16.sum == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@sum.int16 != %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.list.int16.sum != Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.int16 != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.int16.sum != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@sum.int16 > %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.list.int16.sum > Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.int16 > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.int16.sum > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@sum.int16 < %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.list.int16.sum < Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.int16 >= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.list.int16.sum >= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.int16 <= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.list.int16.sum <= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.int32 == %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.list.int32.sum == Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.int32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.int32.sum == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@sum.int32 != %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.list.int32.sum != Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.int32 != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.int32.sum != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@sum.int32 > %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.list.int32.sum > Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.int32 > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.int32.sum > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@sum.int32 < %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.list.int32.sum < Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.int32 >= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.list.int32.sum >= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.int32 <= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.list.int32.sum <= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.int64 == %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.list.int64.sum == Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.int64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.int64.sum == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@sum.int64 != %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.list.int64.sum != Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.int64 != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.int64.sum != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@sum.int64 > %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.list.int64.sum > Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.int64 > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.int64.sum > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@sum.int64 < %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.list.int64.sum < Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.int64 >= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.list.int64.sum >= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.int64 <= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.list.int64.sum <= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.float == %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.list.float.sum == FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.float == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.float.sum == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@sum.float != %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.list.float.sum != FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.float != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.float.sum != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@sum.float > %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.list.float.sum > FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.float > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.float.sum > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@sum.float < %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.list.float.sum < FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.float >= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.list.float.sum >= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.float <= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.list.float.sum <= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.double == %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.list.double.sum == DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.double == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.double.sum == DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@sum.double != %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.list.double.sum != DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.double != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.double.sum != DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@sum.double > %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.list.double.sum > DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.double > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.double.sum > DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@sum.double < %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.list.double.sum < DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.double >= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.list.double.sum >= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.double <= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.list.double.sum <= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.decimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.list.decimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.decimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.decimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@sum.decimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.list.decimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.decimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.decimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@sum.decimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.list.decimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.decimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.decimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@sum.decimal < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.list.decimal.sum < Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.decimal >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.list.decimal.sum >= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.decimal <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.list.decimal.sum <= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.optInt == %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.list.optInt.sum == IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.optInt == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.optInt.sum == IntWrapper(persistedValue: 1) }),
        ("(list.@sum.optInt != %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.list.optInt.sum != IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.optInt != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.optInt.sum != IntWrapper(persistedValue: 1) }),
        ("(list.@sum.optInt > %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.list.optInt.sum > IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.optInt > %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.optInt.sum > IntWrapper(persistedValue: 1) }),
        ("(list.@sum.optInt < %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 0, { $0.list.optInt.sum < IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.optInt >= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.list.optInt.sum >= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.optInt <= %@)", [IntWrapper(persistedValue: 1 + 3 + 5)], 1, { $0.list.optInt.sum <= IntWrapper(persistedValue: 1 + 3 + 5) }),
        ("(list.@sum.optInt8 == %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.list.optInt8.sum == Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.optInt8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.optInt8.sum == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@sum.optInt8 != %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.list.optInt8.sum != Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.optInt8 != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.optInt8.sum != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@sum.optInt8 > %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.list.optInt8.sum > Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.optInt8 > %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.optInt8.sum > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@sum.optInt8 < %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 0, { $0.list.optInt8.sum < Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.optInt8 >= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.list.optInt8.sum >= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.optInt8 <= %@)", [Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10))], 1, { $0.list.optInt8.sum <= Int8Wrapper(persistedValue: Int8(8) + Int8(9) + Int8(10)) }),
        ("(list.@sum.optInt16 == %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.list.optInt16.sum == Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.optInt16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.optInt16.sum == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@sum.optInt16 != %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.list.optInt16.sum != Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.optInt16 != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.optInt16.sum != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@sum.optInt16 > %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.list.optInt16.sum > Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.optInt16 > %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.optInt16.sum > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@sum.optInt16 < %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 0, { $0.list.optInt16.sum < Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.optInt16 >= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.list.optInt16.sum >= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.optInt16 <= %@)", [Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18))], 1, { $0.list.optInt16.sum <= Int16Wrapper(persistedValue: Int16(16) + Int16(17) + Int16(18)) }),
        ("(list.@sum.optInt32 == %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.list.optInt32.sum == Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.optInt32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.optInt32.sum == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@sum.optInt32 != %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.list.optInt32.sum != Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.optInt32 != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.optInt32.sum != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@sum.optInt32 > %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.list.optInt32.sum > Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.optInt32 > %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.optInt32.sum > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@sum.optInt32 < %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 0, { $0.list.optInt32.sum < Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.optInt32 >= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.list.optInt32.sum >= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.optInt32 <= %@)", [Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34))], 1, { $0.list.optInt32.sum <= Int32Wrapper(persistedValue: Int32(32) + Int32(33) + Int32(34)) }),
        ("(list.@sum.optInt64 == %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.list.optInt64.sum == Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.optInt64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.optInt64.sum == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@sum.optInt64 != %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.list.optInt64.sum != Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.optInt64 != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.optInt64.sum != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@sum.optInt64 > %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.list.optInt64.sum > Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.optInt64 > %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.optInt64.sum > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@sum.optInt64 < %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 0, { $0.list.optInt64.sum < Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.optInt64 >= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.list.optInt64.sum >= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.optInt64 <= %@)", [Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66))], 1, { $0.list.optInt64.sum <= Int64Wrapper(persistedValue: Int64(64) + Int64(65) + Int64(66)) }),
        ("(list.@sum.optFloat == %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.list.optFloat.sum == FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.optFloat == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.optFloat.sum == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@sum.optFloat != %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.list.optFloat.sum != FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.optFloat != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.optFloat.sum != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@sum.optFloat > %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.list.optFloat.sum > FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.optFloat > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.optFloat.sum > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@sum.optFloat < %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 0, { $0.list.optFloat.sum < FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.optFloat >= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.list.optFloat.sum >= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.optFloat <= %@)", [FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333))], 1, { $0.list.optFloat.sum <= FloatWrapper(persistedValue: Float(5.55444333) + Float(6.55444333) + Float(7.55444333)) }),
        ("(list.@sum.optDouble == %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.list.optDouble.sum == DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.optDouble == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.optDouble.sum == DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@sum.optDouble != %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.list.optDouble.sum != DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.optDouble != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.optDouble.sum != DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@sum.optDouble > %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.list.optDouble.sum > DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.optDouble > %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.optDouble.sum > DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@sum.optDouble < %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 0, { $0.list.optDouble.sum < DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.optDouble >= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.list.optDouble.sum >= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.optDouble <= %@)", [DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678)], 1, { $0.list.optDouble.sum <= DoubleWrapper(persistedValue: 123.456 + 234.567 + 345.678) }),
        ("(list.@sum.optDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.list.optDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.optDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.optDecimal.sum == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@sum.optDecimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.list.optDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.optDecimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.optDecimal.sum != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@sum.optDecimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.list.optDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.optDecimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.optDecimal.sum > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@sum.optDecimal < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 0, { $0.list.optDecimal.sum < Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.optDecimal >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.list.optDecimal.sum >= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
        ("(list.@sum.optDecimal <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678))], 1, { $0.list.optDecimal.sum <= Decimal128Wrapper(persistedValue: Decimal128(123.456) + Decimal128(234.567) + Decimal128(345.678)) }),
    ]
    for (text, values, count, query) in rowsAllCustomPersistableTypes {
        let (built, args) = query(Query<LinkToAllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToAllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `min` of a numeric or date property, the Int-backed enum or a numeric wrapper, optional or not, over a list of three objects holding three values is `(list.@min.name op %@)`: it equals the smallest value, not the largest, and is neither above nor below the smallest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testKeypathCollectionAggregatesMin
func testSuiteQueryListPropertyAggregateMin() throws {
    let realm = try Realm()
    let scalars = [ModernScalarsObject(), ModernScalarsObject(), ModernScalarsObject()]
    let customs = [AllCustomPersistableTypes(), AllCustomPersistableTypes(), AllCustomPersistableTypes()]
    customs[0].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    customs[1].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    customs[2].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    customs[0].decimal = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    customs[1].decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    customs[2].decimal = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    customs[0].double = DoubleWrapper(persistedValue: 123.456)
    customs[1].double = DoubleWrapper(persistedValue: 234.567)
    customs[2].double = DoubleWrapper(persistedValue: 345.678)
    customs[0].float = FloatWrapper(persistedValue: Float(5.55444333))
    customs[1].float = FloatWrapper(persistedValue: Float(6.55444333))
    customs[2].float = FloatWrapper(persistedValue: Float(7.55444333))
    customs[0].int = IntWrapper(persistedValue: 1)
    customs[1].int = IntWrapper(persistedValue: 3)
    customs[2].int = IntWrapper(persistedValue: 5)
    customs[0].int16 = Int16Wrapper(persistedValue: Int16(16))
    customs[1].int16 = Int16Wrapper(persistedValue: Int16(17))
    customs[2].int16 = Int16Wrapper(persistedValue: Int16(18))
    customs[0].int32 = Int32Wrapper(persistedValue: Int32(32))
    customs[1].int32 = Int32Wrapper(persistedValue: Int32(33))
    customs[2].int32 = Int32Wrapper(persistedValue: Int32(34))
    customs[0].int64 = Int64Wrapper(persistedValue: Int64(64))
    customs[1].int64 = Int64Wrapper(persistedValue: Int64(65))
    customs[2].int64 = Int64Wrapper(persistedValue: Int64(66))
    customs[0].int8 = Int8Wrapper(persistedValue: Int8(8))
    customs[1].int8 = Int8Wrapper(persistedValue: Int8(9))
    customs[2].int8 = Int8Wrapper(persistedValue: Int8(10))
    customs[0].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    customs[1].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    customs[2].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    customs[0].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    customs[1].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    customs[2].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    customs[0].optDouble = DoubleWrapper(persistedValue: 123.456)
    customs[1].optDouble = DoubleWrapper(persistedValue: 234.567)
    customs[2].optDouble = DoubleWrapper(persistedValue: 345.678)
    customs[0].optFloat = FloatWrapper(persistedValue: Float(5.55444333))
    customs[1].optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    customs[2].optFloat = FloatWrapper(persistedValue: Float(7.55444333))
    customs[0].optInt = IntWrapper(persistedValue: 1)
    customs[1].optInt = IntWrapper(persistedValue: 3)
    customs[2].optInt = IntWrapper(persistedValue: 5)
    customs[0].optInt16 = Int16Wrapper(persistedValue: Int16(16))
    customs[1].optInt16 = Int16Wrapper(persistedValue: Int16(17))
    customs[2].optInt16 = Int16Wrapper(persistedValue: Int16(18))
    customs[0].optInt32 = Int32Wrapper(persistedValue: Int32(32))
    customs[1].optInt32 = Int32Wrapper(persistedValue: Int32(33))
    customs[2].optInt32 = Int32Wrapper(persistedValue: Int32(34))
    customs[0].optInt64 = Int64Wrapper(persistedValue: Int64(64))
    customs[1].optInt64 = Int64Wrapper(persistedValue: Int64(65))
    customs[2].optInt64 = Int64Wrapper(persistedValue: Int64(66))
    customs[0].optInt8 = Int8Wrapper(persistedValue: Int8(8))
    customs[1].optInt8 = Int8Wrapper(persistedValue: Int8(9))
    customs[2].optInt8 = Int8Wrapper(persistedValue: Int8(10))
    scalars[0].dateCol = Date(timeIntervalSince1970: 1000000)
    scalars[1].dateCol = Date(timeIntervalSince1970: 2000000)
    scalars[2].dateCol = Date(timeIntervalSince1970: 3000000)
    scalars[0].decimalCol = Decimal128(123.456)
    scalars[1].decimalCol = Decimal128(234.567)
    scalars[2].decimalCol = Decimal128(345.678)
    scalars[0].doubleCol = 123.456
    scalars[1].doubleCol = 234.567
    scalars[2].doubleCol = 345.678
    scalars[0].floatCol = Float(5.55444333)
    scalars[1].floatCol = Float(6.55444333)
    scalars[2].floatCol = Float(7.55444333)
    scalars[0].int16Col = Int16(16)
    scalars[1].int16Col = Int16(17)
    scalars[2].int16Col = Int16(18)
    scalars[0].int32Col = Int32(32)
    scalars[1].int32Col = Int32(33)
    scalars[2].int32Col = Int32(34)
    scalars[0].int64Col = Int64(64)
    scalars[1].int64Col = Int64(65)
    scalars[2].int64Col = Int64(66)
    scalars[0].int8Col = Int8(8)
    scalars[1].int8Col = Int8(9)
    scalars[2].int8Col = Int8(10)
    scalars[0].intCol = 1
    scalars[1].intCol = 3
    scalars[2].intCol = 5
    scalars[0].intEnumCol = ModernIntEnum.value1
    scalars[1].intEnumCol = ModernIntEnum.value2
    scalars[2].intEnumCol = ModernIntEnum.value3
    scalars[0].optDateCol = Date(timeIntervalSince1970: 1000000)
    scalars[1].optDateCol = Date(timeIntervalSince1970: 2000000)
    scalars[2].optDateCol = Date(timeIntervalSince1970: 3000000)
    scalars[0].optDecimalCol = Decimal128(123.456)
    scalars[1].optDecimalCol = Decimal128(234.567)
    scalars[2].optDecimalCol = Decimal128(345.678)
    scalars[0].optDoubleCol = 123.456
    scalars[1].optDoubleCol = 234.567
    scalars[2].optDoubleCol = 345.678
    scalars[0].optFloatCol = Float(5.55444333)
    scalars[1].optFloatCol = Float(6.55444333)
    scalars[2].optFloatCol = Float(7.55444333)
    scalars[0].optInt16Col = Int16(16)
    scalars[1].optInt16Col = Int16(17)
    scalars[2].optInt16Col = Int16(18)
    scalars[0].optInt32Col = Int32(32)
    scalars[1].optInt32Col = Int32(33)
    scalars[2].optInt32Col = Int32(34)
    scalars[0].optInt64Col = Int64(64)
    scalars[1].optInt64Col = Int64(65)
    scalars[2].optInt64Col = Int64(66)
    scalars[0].optInt8Col = Int8(8)
    scalars[1].optInt8Col = Int8(9)
    scalars[2].optInt8Col = Int8(10)
    scalars[0].optIntCol = 1
    scalars[1].optIntCol = 3
    scalars[2].optIntCol = 5
    scalars[0].optIntEnumCol = ModernIntEnum.value1
    scalars[1].optIntEnumCol = ModernIntEnum.value2
    scalars[2].optIntEnumCol = ModernIntEnum.value3
    let toScalars = LinkToScalarsObject()
    toScalars.list.append(objectsIn: scalars)
    let toCustoms = LinkToAllCustomPersistableTypes()
    toCustoms.list.append(objectsIn: customs)
    try realm.write {
        realm.add(toScalars)
        realm.add(toCustoms)
    }
    let rowsScalarsObject: [(String, [Any], Int, (Query<LinkToScalarsObject>) -> Query<Bool>)] = [
        ("(list.@min.intCol == %@)", [1], 1, { $0.list.intCol.min == 1 }),
        ("(list.@min.intCol == %@)", [5], 0, { $0.list.intCol.min == 5 }),
        ("(list.@min.intCol != %@)", [1], 0, { $0.list.intCol.min != 1 }),
        ("(list.@min.intCol != %@)", [5], 1, { $0.list.intCol.min != 5 }),
        ("(list.@min.intCol > %@)", [1], 0, { $0.list.intCol.min > 1 }),
        ("(list.@min.intCol < %@)", [1], 0, { $0.list.intCol.min < 1 }),
        ("(list.@min.intCol >= %@)", [1], 1, { $0.list.intCol.min >= 1 }),
        ("(list.@min.intCol <= %@)", [1], 1, { $0.list.intCol.min <= 1 }),
        ("(list.@min.int8Col == %@)", [Int8(8)], 1, { $0.list.int8Col.min == Int8(8) }),
        ("(list.@min.int8Col == %@)", [Int8(10)], 0, { $0.list.int8Col.min == Int8(10) }),
        ("(list.@min.int8Col != %@)", [Int8(8)], 0, { $0.list.int8Col.min != Int8(8) }),
        ("(list.@min.int8Col != %@)", [Int8(10)], 1, { $0.list.int8Col.min != Int8(10) }),
        ("(list.@min.int8Col > %@)", [Int8(8)], 0, { $0.list.int8Col.min > Int8(8) }),
        ("(list.@min.int8Col < %@)", [Int8(8)], 0, { $0.list.int8Col.min < Int8(8) }),
        ("(list.@min.int8Col >= %@)", [Int8(8)], 1, { $0.list.int8Col.min >= Int8(8) }),
        ("(list.@min.int8Col <= %@)", [Int8(8)], 1, { $0.list.int8Col.min <= Int8(8) }),
        ("(list.@min.int16Col == %@)", [Int16(16)], 1, { $0.list.int16Col.min == Int16(16) }),
        ("(list.@min.int16Col == %@)", [Int16(18)], 0, { $0.list.int16Col.min == Int16(18) }),
        ("(list.@min.int16Col != %@)", [Int16(16)], 0, { $0.list.int16Col.min != Int16(16) }),
        ("(list.@min.int16Col != %@)", [Int16(18)], 1, { $0.list.int16Col.min != Int16(18) }),
        ("(list.@min.int16Col > %@)", [Int16(16)], 0, { $0.list.int16Col.min > Int16(16) }),
        ("(list.@min.int16Col < %@)", [Int16(16)], 0, { $0.list.int16Col.min < Int16(16) }),
        ("(list.@min.int16Col >= %@)", [Int16(16)], 1, { $0.list.int16Col.min >= Int16(16) }),
        ("(list.@min.int16Col <= %@)", [Int16(16)], 1, { $0.list.int16Col.min <= Int16(16) }),
        ("(list.@min.int32Col == %@)", [Int32(32)], 1, { $0.list.int32Col.min == Int32(32) }),
        ("(list.@min.int32Col == %@)", [Int32(34)], 0, { $0.list.int32Col.min == Int32(34) }),
        ("(list.@min.int32Col != %@)", [Int32(32)], 0, { $0.list.int32Col.min != Int32(32) }),
        ("(list.@min.int32Col != %@)", [Int32(34)], 1, { $0.list.int32Col.min != Int32(34) }),
        ("(list.@min.int32Col > %@)", [Int32(32)], 0, { $0.list.int32Col.min > Int32(32) }),
        ("(list.@min.int32Col < %@)", [Int32(32)], 0, { $0.list.int32Col.min < Int32(32) }),
        ("(list.@min.int32Col >= %@)", [Int32(32)], 1, { $0.list.int32Col.min >= Int32(32) }),
        ("(list.@min.int32Col <= %@)", [Int32(32)], 1, { $0.list.int32Col.min <= Int32(32) }),
        ("(list.@min.int64Col == %@)", [Int64(64)], 1, { $0.list.int64Col.min == Int64(64) }),
        ("(list.@min.int64Col == %@)", [Int64(66)], 0, { $0.list.int64Col.min == Int64(66) }),
        ("(list.@min.int64Col != %@)", [Int64(64)], 0, { $0.list.int64Col.min != Int64(64) }),
        ("(list.@min.int64Col != %@)", [Int64(66)], 1, { $0.list.int64Col.min != Int64(66) }),
        ("(list.@min.int64Col > %@)", [Int64(64)], 0, { $0.list.int64Col.min > Int64(64) }),
        ("(list.@min.int64Col < %@)", [Int64(64)], 0, { $0.list.int64Col.min < Int64(64) }),
        ("(list.@min.int64Col >= %@)", [Int64(64)], 1, { $0.list.int64Col.min >= Int64(64) }),
        ("(list.@min.int64Col <= %@)", [Int64(64)], 1, { $0.list.int64Col.min <= Int64(64) }),
        ("(list.@min.floatCol == %@)", [Float(5.55444333)], 1, { $0.list.floatCol.min == Float(5.55444333) }),
        ("(list.@min.floatCol == %@)", [Float(7.55444333)], 0, { $0.list.floatCol.min == Float(7.55444333) }),
        ("(list.@min.floatCol != %@)", [Float(5.55444333)], 0, { $0.list.floatCol.min != Float(5.55444333) }),
        ("(list.@min.floatCol != %@)", [Float(7.55444333)], 1, { $0.list.floatCol.min != Float(7.55444333) }),
        ("(list.@min.floatCol > %@)", [Float(5.55444333)], 0, { $0.list.floatCol.min > Float(5.55444333) }),
        ("(list.@min.floatCol < %@)", [Float(5.55444333)], 0, { $0.list.floatCol.min < Float(5.55444333) }),
        ("(list.@min.floatCol >= %@)", [Float(5.55444333)], 1, { $0.list.floatCol.min >= Float(5.55444333) }),
        ("(list.@min.floatCol <= %@)", [Float(5.55444333)], 1, { $0.list.floatCol.min <= Float(5.55444333) }),
        ("(list.@min.doubleCol == %@)", [123.456], 1, { $0.list.doubleCol.min == 123.456 }),
        ("(list.@min.doubleCol == %@)", [345.678], 0, { $0.list.doubleCol.min == 345.678 }),
        ("(list.@min.doubleCol != %@)", [123.456], 0, { $0.list.doubleCol.min != 123.456 }),
        ("(list.@min.doubleCol != %@)", [345.678], 1, { $0.list.doubleCol.min != 345.678 }),
        ("(list.@min.doubleCol > %@)", [123.456], 0, { $0.list.doubleCol.min > 123.456 }),
        ("(list.@min.doubleCol < %@)", [123.456], 0, { $0.list.doubleCol.min < 123.456 }),
        ("(list.@min.doubleCol >= %@)", [123.456], 1, { $0.list.doubleCol.min >= 123.456 }),
        ("(list.@min.doubleCol <= %@)", [123.456], 1, { $0.list.doubleCol.min <= 123.456 }),
        ("(list.@min.dateCol == %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.list.dateCol.min == Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.dateCol == %@)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.list.dateCol.min == Date(timeIntervalSince1970: 3000000) }),
        ("(list.@min.dateCol != %@)", [Date(timeIntervalSince1970: 1000000)], 0, { $0.list.dateCol.min != Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.dateCol != %@)", [Date(timeIntervalSince1970: 3000000)], 1, { $0.list.dateCol.min != Date(timeIntervalSince1970: 3000000) }),
        ("(list.@min.dateCol > %@)", [Date(timeIntervalSince1970: 1000000)], 0, { $0.list.dateCol.min > Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.dateCol < %@)", [Date(timeIntervalSince1970: 1000000)], 0, { $0.list.dateCol.min < Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.dateCol >= %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.list.dateCol.min >= Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.dateCol <= %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.list.dateCol.min <= Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.decimalCol == %@)", [Decimal128(123.456)], 1, { $0.list.decimalCol.min == Decimal128(123.456) }),
        ("(list.@min.decimalCol == %@)", [Decimal128(345.678)], 0, { $0.list.decimalCol.min == Decimal128(345.678) }),
        ("(list.@min.decimalCol != %@)", [Decimal128(123.456)], 0, { $0.list.decimalCol.min != Decimal128(123.456) }),
        ("(list.@min.decimalCol != %@)", [Decimal128(345.678)], 1, { $0.list.decimalCol.min != Decimal128(345.678) }),
        ("(list.@min.decimalCol > %@)", [Decimal128(123.456)], 0, { $0.list.decimalCol.min > Decimal128(123.456) }),
        ("(list.@min.decimalCol < %@)", [Decimal128(123.456)], 0, { $0.list.decimalCol.min < Decimal128(123.456) }),
        ("(list.@min.decimalCol >= %@)", [Decimal128(123.456)], 1, { $0.list.decimalCol.min >= Decimal128(123.456) }),
        ("(list.@min.decimalCol <= %@)", [Decimal128(123.456)], 1, { $0.list.decimalCol.min <= Decimal128(123.456) }),
        ("(list.@min.intEnumCol == %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.intEnumCol.rawValue.min == ModernIntEnum.value1.rawValue }),
        ("(list.@min.intEnumCol == %@)", [ModernIntEnum.value3.rawValue], 0, { $0.list.intEnumCol.rawValue.min == ModernIntEnum.value3.rawValue }),
        ("(list.@min.intEnumCol != %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.intEnumCol.rawValue.min != ModernIntEnum.value1.rawValue }),
        ("(list.@min.intEnumCol != %@)", [ModernIntEnum.value3.rawValue], 1, { $0.list.intEnumCol.rawValue.min != ModernIntEnum.value3.rawValue }),
        ("(list.@min.intEnumCol > %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.intEnumCol.rawValue.min > ModernIntEnum.value1.rawValue }),
        ("(list.@min.intEnumCol < %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.intEnumCol.rawValue.min < ModernIntEnum.value1.rawValue }),
        ("(list.@min.intEnumCol >= %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.intEnumCol.rawValue.min >= ModernIntEnum.value1.rawValue }),
        ("(list.@min.intEnumCol <= %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.intEnumCol.rawValue.min <= ModernIntEnum.value1.rawValue }),
        ("(list.@min.optIntCol == %@)", [1], 1, { $0.list.optIntCol.min == 1 }),
        ("(list.@min.optIntCol == %@)", [5], 0, { $0.list.optIntCol.min == 5 }),
        ("(list.@min.optIntCol != %@)", [1], 0, { $0.list.optIntCol.min != 1 }),
        ("(list.@min.optIntCol != %@)", [5], 1, { $0.list.optIntCol.min != 5 }),
        ("(list.@min.optIntCol > %@)", [1], 0, { $0.list.optIntCol.min > 1 }),
        ("(list.@min.optIntCol < %@)", [1], 0, { $0.list.optIntCol.min < 1 }),
        ("(list.@min.optIntCol >= %@)", [1], 1, { $0.list.optIntCol.min >= 1 }),
        ("(list.@min.optIntCol <= %@)", [1], 1, { $0.list.optIntCol.min <= 1 }),
        ("(list.@min.optInt8Col == %@)", [Int8(8)], 1, { $0.list.optInt8Col.min == Int8(8) }),
        ("(list.@min.optInt8Col == %@)", [Int8(10)], 0, { $0.list.optInt8Col.min == Int8(10) }),
        ("(list.@min.optInt8Col != %@)", [Int8(8)], 0, { $0.list.optInt8Col.min != Int8(8) }),
        ("(list.@min.optInt8Col != %@)", [Int8(10)], 1, { $0.list.optInt8Col.min != Int8(10) }),
        ("(list.@min.optInt8Col > %@)", [Int8(8)], 0, { $0.list.optInt8Col.min > Int8(8) }),
        ("(list.@min.optInt8Col < %@)", [Int8(8)], 0, { $0.list.optInt8Col.min < Int8(8) }),
        ("(list.@min.optInt8Col >= %@)", [Int8(8)], 1, { $0.list.optInt8Col.min >= Int8(8) }),
        ("(list.@min.optInt8Col <= %@)", [Int8(8)], 1, { $0.list.optInt8Col.min <= Int8(8) }),
        ("(list.@min.optInt16Col == %@)", [Int16(16)], 1, { $0.list.optInt16Col.min == Int16(16) }),
        ("(list.@min.optInt16Col == %@)", [Int16(18)], 0, { $0.list.optInt16Col.min == Int16(18) }),
        ("(list.@min.optInt16Col != %@)", [Int16(16)], 0, { $0.list.optInt16Col.min != Int16(16) }),
        ("(list.@min.optInt16Col != %@)", [Int16(18)], 1, { $0.list.optInt16Col.min != Int16(18) }),
        ("(list.@min.optInt16Col > %@)", [Int16(16)], 0, { $0.list.optInt16Col.min > Int16(16) }),
        ("(list.@min.optInt16Col < %@)", [Int16(16)], 0, { $0.list.optInt16Col.min < Int16(16) }),
        ("(list.@min.optInt16Col >= %@)", [Int16(16)], 1, { $0.list.optInt16Col.min >= Int16(16) }),
        ("(list.@min.optInt16Col <= %@)", [Int16(16)], 1, { $0.list.optInt16Col.min <= Int16(16) }),
        ("(list.@min.optInt32Col == %@)", [Int32(32)], 1, { $0.list.optInt32Col.min == Int32(32) }),
        ("(list.@min.optInt32Col == %@)", [Int32(34)], 0, { $0.list.optInt32Col.min == Int32(34) }),
        ("(list.@min.optInt32Col != %@)", [Int32(32)], 0, { $0.list.optInt32Col.min != Int32(32) }),
        ("(list.@min.optInt32Col != %@)", [Int32(34)], 1, { $0.list.optInt32Col.min != Int32(34) }),
        ("(list.@min.optInt32Col > %@)", [Int32(32)], 0, { $0.list.optInt32Col.min > Int32(32) }),
        ("(list.@min.optInt32Col < %@)", [Int32(32)], 0, { $0.list.optInt32Col.min < Int32(32) }),
        ("(list.@min.optInt32Col >= %@)", [Int32(32)], 1, { $0.list.optInt32Col.min >= Int32(32) }),
        ("(list.@min.optInt32Col <= %@)", [Int32(32)], 1, { $0.list.optInt32Col.min <= Int32(32) }),
        ("(list.@min.optInt64Col == %@)", [Int64(64)], 1, { $0.list.optInt64Col.min == Int64(64) }),
        ("(list.@min.optInt64Col == %@)", [Int64(66)], 0, { $0.list.optInt64Col.min == Int64(66) }),
        ("(list.@min.optInt64Col != %@)", [Int64(64)], 0, { $0.list.optInt64Col.min != Int64(64) }),
        ("(list.@min.optInt64Col != %@)", [Int64(66)], 1, { $0.list.optInt64Col.min != Int64(66) }),
        ("(list.@min.optInt64Col > %@)", [Int64(64)], 0, { $0.list.optInt64Col.min > Int64(64) }),
        ("(list.@min.optInt64Col < %@)", [Int64(64)], 0, { $0.list.optInt64Col.min < Int64(64) }),
        ("(list.@min.optInt64Col >= %@)", [Int64(64)], 1, { $0.list.optInt64Col.min >= Int64(64) }),
        ("(list.@min.optInt64Col <= %@)", [Int64(64)], 1, { $0.list.optInt64Col.min <= Int64(64) }),
        ("(list.@min.optFloatCol == %@)", [Float(5.55444333)], 1, { $0.list.optFloatCol.min == Float(5.55444333) }),
        ("(list.@min.optFloatCol == %@)", [Float(7.55444333)], 0, { $0.list.optFloatCol.min == Float(7.55444333) }),
        ("(list.@min.optFloatCol != %@)", [Float(5.55444333)], 0, { $0.list.optFloatCol.min != Float(5.55444333) }),
        ("(list.@min.optFloatCol != %@)", [Float(7.55444333)], 1, { $0.list.optFloatCol.min != Float(7.55444333) }),
        ("(list.@min.optFloatCol > %@)", [Float(5.55444333)], 0, { $0.list.optFloatCol.min > Float(5.55444333) }),
        ("(list.@min.optFloatCol < %@)", [Float(5.55444333)], 0, { $0.list.optFloatCol.min < Float(5.55444333) }),
        ("(list.@min.optFloatCol >= %@)", [Float(5.55444333)], 1, { $0.list.optFloatCol.min >= Float(5.55444333) }),
        ("(list.@min.optFloatCol <= %@)", [Float(5.55444333)], 1, { $0.list.optFloatCol.min <= Float(5.55444333) }),
        ("(list.@min.optDoubleCol == %@)", [123.456], 1, { $0.list.optDoubleCol.min == 123.456 }),
        ("(list.@min.optDoubleCol == %@)", [345.678], 0, { $0.list.optDoubleCol.min == 345.678 }),
        ("(list.@min.optDoubleCol != %@)", [123.456], 0, { $0.list.optDoubleCol.min != 123.456 }),
        ("(list.@min.optDoubleCol != %@)", [345.678], 1, { $0.list.optDoubleCol.min != 345.678 }),
        ("(list.@min.optDoubleCol > %@)", [123.456], 0, { $0.list.optDoubleCol.min > 123.456 }),
        ("(list.@min.optDoubleCol < %@)", [123.456], 0, { $0.list.optDoubleCol.min < 123.456 }),
        ("(list.@min.optDoubleCol >= %@)", [123.456], 1, { $0.list.optDoubleCol.min >= 123.456 }),
        ("(list.@min.optDoubleCol <= %@)", [123.456], 1, { $0.list.optDoubleCol.min <= 123.456 }),
        ("(list.@min.optDateCol == %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.list.optDateCol.min == Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.optDateCol == %@)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.list.optDateCol.min == Date(timeIntervalSince1970: 3000000) }),
        ("(list.@min.optDateCol != %@)", [Date(timeIntervalSince1970: 1000000)], 0, { $0.list.optDateCol.min != Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.optDateCol != %@)", [Date(timeIntervalSince1970: 3000000)], 1, { $0.list.optDateCol.min != Date(timeIntervalSince1970: 3000000) }),
        ("(list.@min.optDateCol > %@)", [Date(timeIntervalSince1970: 1000000)], 0, { $0.list.optDateCol.min > Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.optDateCol < %@)", [Date(timeIntervalSince1970: 1000000)], 0, { $0.list.optDateCol.min < Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.optDateCol >= %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.list.optDateCol.min >= Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.optDateCol <= %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.list.optDateCol.min <= Date(timeIntervalSince1970: 1000000) }),
        ("(list.@min.optDecimalCol == %@)", [Decimal128(123.456)], 1, { $0.list.optDecimalCol.min == Decimal128(123.456) }),
        ("(list.@min.optDecimalCol == %@)", [Decimal128(345.678)], 0, { $0.list.optDecimalCol.min == Decimal128(345.678) }),
        ("(list.@min.optDecimalCol != %@)", [Decimal128(123.456)], 0, { $0.list.optDecimalCol.min != Decimal128(123.456) }),
        ("(list.@min.optDecimalCol != %@)", [Decimal128(345.678)], 1, { $0.list.optDecimalCol.min != Decimal128(345.678) }),
        ("(list.@min.optDecimalCol > %@)", [Decimal128(123.456)], 0, { $0.list.optDecimalCol.min > Decimal128(123.456) }),
        ("(list.@min.optDecimalCol < %@)", [Decimal128(123.456)], 0, { $0.list.optDecimalCol.min < Decimal128(123.456) }),
        ("(list.@min.optDecimalCol >= %@)", [Decimal128(123.456)], 1, { $0.list.optDecimalCol.min >= Decimal128(123.456) }),
        ("(list.@min.optDecimalCol <= %@)", [Decimal128(123.456)], 1, { $0.list.optDecimalCol.min <= Decimal128(123.456) }),
        ("(list.@min.optIntEnumCol == %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.optIntEnumCol.rawValue.min == ModernIntEnum.value1.rawValue }),
        ("(list.@min.optIntEnumCol == %@)", [ModernIntEnum.value3.rawValue], 0, { $0.list.optIntEnumCol.rawValue.min == ModernIntEnum.value3.rawValue }),
        ("(list.@min.optIntEnumCol != %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.optIntEnumCol.rawValue.min != ModernIntEnum.value1.rawValue }),
        ("(list.@min.optIntEnumCol != %@)", [ModernIntEnum.value3.rawValue], 1, { $0.list.optIntEnumCol.rawValue.min != ModernIntEnum.value3.rawValue }),
        ("(list.@min.optIntEnumCol > %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.optIntEnumCol.rawValue.min > ModernIntEnum.value1.rawValue }),
        ("(list.@min.optIntEnumCol < %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.optIntEnumCol.rawValue.min < ModernIntEnum.value1.rawValue }),
        ("(list.@min.optIntEnumCol >= %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.optIntEnumCol.rawValue.min >= ModernIntEnum.value1.rawValue }),
        ("(list.@min.optIntEnumCol <= %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.optIntEnumCol.rawValue.min <= ModernIntEnum.value1.rawValue }),
    ]
    for (text, values, count, query) in rowsScalarsObject {
        let (built, args) = query(Query<LinkToScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToScalarsObject.self).where(query).count, count, built)
    }
    let rowsAllCustomPersistableTypes: [(String, [Any], Int, (Query<LinkToAllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(list.@min.int == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.int.min == IntWrapper(persistedValue: 1) }),
        ("(list.@min.int == %@)", [IntWrapper(persistedValue: 5)], 0, { $0.list.int.min == IntWrapper(persistedValue: 5) }),
        ("(list.@min.int != %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.int.min != IntWrapper(persistedValue: 1) }),
        ("(list.@min.int != %@)", [IntWrapper(persistedValue: 5)], 1, { $0.list.int.min != IntWrapper(persistedValue: 5) }),
        ("(list.@min.int > %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.int.min > IntWrapper(persistedValue: 1) }),
        ("(list.@min.int < %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.int.min < IntWrapper(persistedValue: 1) }),
        ("(list.@min.int >= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.int.min >= IntWrapper(persistedValue: 1) }),
        ("(list.@min.int <= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.int.min <= IntWrapper(persistedValue: 1) }),
        ("(list.@min.int8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.int8.min == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.int8 == %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.list.int8.min == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@min.int8 != %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.int8.min != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.int8 != %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.list.int8.min != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@min.int8 > %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.int8.min > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.int8 < %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.int8.min < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.int8 >= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.int8.min >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.int8 <= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.int8.min <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.int16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.int16.min == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.int16 == %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.list.int16.min == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@min.int16 != %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.int16.min != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.int16 != %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.list.int16.min != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@min.int16 > %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.int16.min > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.int16 < %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.int16.min < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.int16 >= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.int16.min >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.int16 <= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.int16.min <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.int32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.int32.min == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.int32 == %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.list.int32.min == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@min.int32 != %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.int32.min != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.int32 != %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.list.int32.min != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@min.int32 > %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.int32.min > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.int32 < %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.int32.min < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.int32 >= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.int32.min >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.int32 <= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.int32.min <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.int64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.int64.min == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.int64 == %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.list.int64.min == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@min.int64 != %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.int64.min != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.int64 != %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.list.int64.min != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@min.int64 > %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.int64.min > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.int64 < %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.int64.min < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.int64 >= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.int64.min >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.int64 <= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.int64.min <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.float == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.float.min == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.float == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.list.float.min == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@min.float != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.float.min != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.float != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.list.float.min != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@min.float > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.float.min > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.float < %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.float.min < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.float >= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.float.min >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.float <= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.float.min <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.double == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.double.min == DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.double == %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.list.double.min == DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@min.double != %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.double.min != DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.double != %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.list.double.min != DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@min.double > %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.double.min > DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.double < %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.double.min < DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.double >= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.double.min >= DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.double <= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.double.min <= DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.date == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.list.date.min == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.date == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.list.date.min == DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@min.date != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.list.date.min != DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.date != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { $0.list.date.min != DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@min.date > %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.list.date.min > DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.date < %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.list.date.min < DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.date >= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.list.date.min >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.date <= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.list.date.min <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.decimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.decimal.min == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.decimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.list.decimal.min == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@min.decimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.decimal.min != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.decimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.list.decimal.min != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@min.decimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.decimal.min > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.decimal < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.decimal.min < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.decimal >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.decimal.min >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.decimal <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.decimal.min <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.optInt == %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.optInt.min == IntWrapper(persistedValue: 1) }),
        ("(list.@min.optInt == %@)", [IntWrapper(persistedValue: 5)], 0, { $0.list.optInt.min == IntWrapper(persistedValue: 5) }),
        ("(list.@min.optInt != %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.optInt.min != IntWrapper(persistedValue: 1) }),
        ("(list.@min.optInt != %@)", [IntWrapper(persistedValue: 5)], 1, { $0.list.optInt.min != IntWrapper(persistedValue: 5) }),
        ("(list.@min.optInt > %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.optInt.min > IntWrapper(persistedValue: 1) }),
        ("(list.@min.optInt < %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.optInt.min < IntWrapper(persistedValue: 1) }),
        ("(list.@min.optInt >= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.optInt.min >= IntWrapper(persistedValue: 1) }),
        ("(list.@min.optInt <= %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.optInt.min <= IntWrapper(persistedValue: 1) }),
        ("(list.@min.optInt8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.optInt8.min == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.optInt8 == %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.list.optInt8.min == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@min.optInt8 != %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.optInt8.min != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.optInt8 != %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.list.optInt8.min != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@min.optInt8 > %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.optInt8.min > Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.optInt8 < %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.optInt8.min < Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.optInt8 >= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.optInt8.min >= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.optInt8 <= %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.optInt8.min <= Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@min.optInt16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.optInt16.min == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.optInt16 == %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.list.optInt16.min == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@min.optInt16 != %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.optInt16.min != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.optInt16 != %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.list.optInt16.min != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@min.optInt16 > %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.optInt16.min > Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.optInt16 < %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.optInt16.min < Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.optInt16 >= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.optInt16.min >= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.optInt16 <= %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.optInt16.min <= Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@min.optInt32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.optInt32.min == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.optInt32 == %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.list.optInt32.min == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@min.optInt32 != %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.optInt32.min != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.optInt32 != %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.list.optInt32.min != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@min.optInt32 > %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.optInt32.min > Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.optInt32 < %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.optInt32.min < Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.optInt32 >= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.optInt32.min >= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.optInt32 <= %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.optInt32.min <= Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@min.optInt64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.optInt64.min == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.optInt64 == %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.list.optInt64.min == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@min.optInt64 != %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.optInt64.min != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.optInt64 != %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.list.optInt64.min != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@min.optInt64 > %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.optInt64.min > Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.optInt64 < %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.optInt64.min < Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.optInt64 >= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.optInt64.min >= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.optInt64 <= %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.optInt64.min <= Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@min.optFloat == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.optFloat.min == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.optFloat == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.list.optFloat.min == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@min.optFloat != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.optFloat.min != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.optFloat != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.list.optFloat.min != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@min.optFloat > %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.optFloat.min > FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.optFloat < %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.optFloat.min < FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.optFloat >= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.optFloat.min >= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.optFloat <= %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.optFloat.min <= FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@min.optDouble == %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.optDouble.min == DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.optDouble == %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.list.optDouble.min == DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@min.optDouble != %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.optDouble.min != DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.optDouble != %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.list.optDouble.min != DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@min.optDouble > %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.optDouble.min > DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.optDouble < %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.optDouble.min < DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.optDouble >= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.optDouble.min >= DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.optDouble <= %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.optDouble.min <= DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@min.optDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.list.optDate.min == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.optDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.list.optDate.min == DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@min.optDate != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.list.optDate.min != DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.optDate != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { $0.list.optDate.min != DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@min.optDate > %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.list.optDate.min > DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.optDate < %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.list.optDate.min < DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.optDate >= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.list.optDate.min >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.optDate <= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.list.optDate.min <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@min.optDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.optDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.optDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.list.optDecimal.min == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@min.optDecimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.optDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.optDecimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.list.optDecimal.min != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@min.optDecimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.optDecimal.min > Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.optDecimal < %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.optDecimal.min < Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.optDecimal >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.optDecimal.min >= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@min.optDecimal <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.optDecimal.min <= Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
    ]
    for (text, values, count, query) in rowsAllCustomPersistableTypes {
        let (built, args) = query(Query<LinkToAllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToAllCustomPersistableTypes.self).where(query).count, count, built)
    }
}

/// `max` of a numeric or date property, the Int-backed enum or a numeric wrapper, optional or not, over a list of three objects holding three values is `(list.@max.name op %@)`: it equals the largest value, not the smallest, and is neither above nor below the largest.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/QueryTests.swift QueryTests.testKeypathCollectionAggregatesMax
func testSuiteQueryListPropertyAggregateMax() throws {
    let realm = try Realm()
    let scalars = [ModernScalarsObject(), ModernScalarsObject(), ModernScalarsObject()]
    let customs = [AllCustomPersistableTypes(), AllCustomPersistableTypes(), AllCustomPersistableTypes()]
    customs[0].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    customs[1].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    customs[2].date = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    customs[0].decimal = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    customs[1].decimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    customs[2].decimal = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    customs[0].double = DoubleWrapper(persistedValue: 123.456)
    customs[1].double = DoubleWrapper(persistedValue: 234.567)
    customs[2].double = DoubleWrapper(persistedValue: 345.678)
    customs[0].float = FloatWrapper(persistedValue: Float(5.55444333))
    customs[1].float = FloatWrapper(persistedValue: Float(6.55444333))
    customs[2].float = FloatWrapper(persistedValue: Float(7.55444333))
    customs[0].int = IntWrapper(persistedValue: 1)
    customs[1].int = IntWrapper(persistedValue: 3)
    customs[2].int = IntWrapper(persistedValue: 5)
    customs[0].int16 = Int16Wrapper(persistedValue: Int16(16))
    customs[1].int16 = Int16Wrapper(persistedValue: Int16(17))
    customs[2].int16 = Int16Wrapper(persistedValue: Int16(18))
    customs[0].int32 = Int32Wrapper(persistedValue: Int32(32))
    customs[1].int32 = Int32Wrapper(persistedValue: Int32(33))
    customs[2].int32 = Int32Wrapper(persistedValue: Int32(34))
    customs[0].int64 = Int64Wrapper(persistedValue: Int64(64))
    customs[1].int64 = Int64Wrapper(persistedValue: Int64(65))
    customs[2].int64 = Int64Wrapper(persistedValue: Int64(66))
    customs[0].int8 = Int8Wrapper(persistedValue: Int8(8))
    customs[1].int8 = Int8Wrapper(persistedValue: Int8(9))
    customs[2].int8 = Int8Wrapper(persistedValue: Int8(10))
    customs[0].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))
    customs[1].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 2000000))
    customs[2].optDate = DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))
    customs[0].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(123.456))
    customs[1].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(234.567))
    customs[2].optDecimal = Decimal128Wrapper(persistedValue: Decimal128(345.678))
    customs[0].optDouble = DoubleWrapper(persistedValue: 123.456)
    customs[1].optDouble = DoubleWrapper(persistedValue: 234.567)
    customs[2].optDouble = DoubleWrapper(persistedValue: 345.678)
    customs[0].optFloat = FloatWrapper(persistedValue: Float(5.55444333))
    customs[1].optFloat = FloatWrapper(persistedValue: Float(6.55444333))
    customs[2].optFloat = FloatWrapper(persistedValue: Float(7.55444333))
    customs[0].optInt = IntWrapper(persistedValue: 1)
    customs[1].optInt = IntWrapper(persistedValue: 3)
    customs[2].optInt = IntWrapper(persistedValue: 5)
    customs[0].optInt16 = Int16Wrapper(persistedValue: Int16(16))
    customs[1].optInt16 = Int16Wrapper(persistedValue: Int16(17))
    customs[2].optInt16 = Int16Wrapper(persistedValue: Int16(18))
    customs[0].optInt32 = Int32Wrapper(persistedValue: Int32(32))
    customs[1].optInt32 = Int32Wrapper(persistedValue: Int32(33))
    customs[2].optInt32 = Int32Wrapper(persistedValue: Int32(34))
    customs[0].optInt64 = Int64Wrapper(persistedValue: Int64(64))
    customs[1].optInt64 = Int64Wrapper(persistedValue: Int64(65))
    customs[2].optInt64 = Int64Wrapper(persistedValue: Int64(66))
    customs[0].optInt8 = Int8Wrapper(persistedValue: Int8(8))
    customs[1].optInt8 = Int8Wrapper(persistedValue: Int8(9))
    customs[2].optInt8 = Int8Wrapper(persistedValue: Int8(10))
    scalars[0].dateCol = Date(timeIntervalSince1970: 1000000)
    scalars[1].dateCol = Date(timeIntervalSince1970: 2000000)
    scalars[2].dateCol = Date(timeIntervalSince1970: 3000000)
    scalars[0].decimalCol = Decimal128(123.456)
    scalars[1].decimalCol = Decimal128(234.567)
    scalars[2].decimalCol = Decimal128(345.678)
    scalars[0].doubleCol = 123.456
    scalars[1].doubleCol = 234.567
    scalars[2].doubleCol = 345.678
    scalars[0].floatCol = Float(5.55444333)
    scalars[1].floatCol = Float(6.55444333)
    scalars[2].floatCol = Float(7.55444333)
    scalars[0].int16Col = Int16(16)
    scalars[1].int16Col = Int16(17)
    scalars[2].int16Col = Int16(18)
    scalars[0].int32Col = Int32(32)
    scalars[1].int32Col = Int32(33)
    scalars[2].int32Col = Int32(34)
    scalars[0].int64Col = Int64(64)
    scalars[1].int64Col = Int64(65)
    scalars[2].int64Col = Int64(66)
    scalars[0].int8Col = Int8(8)
    scalars[1].int8Col = Int8(9)
    scalars[2].int8Col = Int8(10)
    scalars[0].intCol = 1
    scalars[1].intCol = 3
    scalars[2].intCol = 5
    scalars[0].intEnumCol = ModernIntEnum.value1
    scalars[1].intEnumCol = ModernIntEnum.value2
    scalars[2].intEnumCol = ModernIntEnum.value3
    scalars[0].optDateCol = Date(timeIntervalSince1970: 1000000)
    scalars[1].optDateCol = Date(timeIntervalSince1970: 2000000)
    scalars[2].optDateCol = Date(timeIntervalSince1970: 3000000)
    scalars[0].optDecimalCol = Decimal128(123.456)
    scalars[1].optDecimalCol = Decimal128(234.567)
    scalars[2].optDecimalCol = Decimal128(345.678)
    scalars[0].optDoubleCol = 123.456
    scalars[1].optDoubleCol = 234.567
    scalars[2].optDoubleCol = 345.678
    scalars[0].optFloatCol = Float(5.55444333)
    scalars[1].optFloatCol = Float(6.55444333)
    scalars[2].optFloatCol = Float(7.55444333)
    scalars[0].optInt16Col = Int16(16)
    scalars[1].optInt16Col = Int16(17)
    scalars[2].optInt16Col = Int16(18)
    scalars[0].optInt32Col = Int32(32)
    scalars[1].optInt32Col = Int32(33)
    scalars[2].optInt32Col = Int32(34)
    scalars[0].optInt64Col = Int64(64)
    scalars[1].optInt64Col = Int64(65)
    scalars[2].optInt64Col = Int64(66)
    scalars[0].optInt8Col = Int8(8)
    scalars[1].optInt8Col = Int8(9)
    scalars[2].optInt8Col = Int8(10)
    scalars[0].optIntCol = 1
    scalars[1].optIntCol = 3
    scalars[2].optIntCol = 5
    scalars[0].optIntEnumCol = ModernIntEnum.value1
    scalars[1].optIntEnumCol = ModernIntEnum.value2
    scalars[2].optIntEnumCol = ModernIntEnum.value3
    let toScalars = LinkToScalarsObject()
    toScalars.list.append(objectsIn: scalars)
    let toCustoms = LinkToAllCustomPersistableTypes()
    toCustoms.list.append(objectsIn: customs)
    try realm.write {
        realm.add(toScalars)
        realm.add(toCustoms)
    }
    let rowsScalarsObject: [(String, [Any], Int, (Query<LinkToScalarsObject>) -> Query<Bool>)] = [
        ("(list.@max.intCol == %@)", [5], 1, { $0.list.intCol.max == 5 }),
        ("(list.@max.intCol == %@)", [1], 0, { $0.list.intCol.max == 1 }),
        ("(list.@max.intCol != %@)", [5], 0, { $0.list.intCol.max != 5 }),
        ("(list.@max.intCol != %@)", [1], 1, { $0.list.intCol.max != 1 }),
        ("(list.@max.intCol > %@)", [5], 0, { $0.list.intCol.max > 5 }),
        ("(list.@max.intCol < %@)", [5], 0, { $0.list.intCol.max < 5 }),
        ("(list.@max.intCol >= %@)", [5], 1, { $0.list.intCol.max >= 5 }),
        ("(list.@max.intCol <= %@)", [5], 1, { $0.list.intCol.max <= 5 }),
        ("(list.@max.int8Col == %@)", [Int8(10)], 1, { $0.list.int8Col.max == Int8(10) }),
        ("(list.@max.int8Col == %@)", [Int8(8)], 0, { $0.list.int8Col.max == Int8(8) }),
        ("(list.@max.int8Col != %@)", [Int8(10)], 0, { $0.list.int8Col.max != Int8(10) }),
        ("(list.@max.int8Col != %@)", [Int8(8)], 1, { $0.list.int8Col.max != Int8(8) }),
        ("(list.@max.int8Col > %@)", [Int8(10)], 0, { $0.list.int8Col.max > Int8(10) }),
        ("(list.@max.int8Col < %@)", [Int8(10)], 0, { $0.list.int8Col.max < Int8(10) }),
        ("(list.@max.int8Col >= %@)", [Int8(10)], 1, { $0.list.int8Col.max >= Int8(10) }),
        ("(list.@max.int8Col <= %@)", [Int8(10)], 1, { $0.list.int8Col.max <= Int8(10) }),
        ("(list.@max.int16Col == %@)", [Int16(18)], 1, { $0.list.int16Col.max == Int16(18) }),
        ("(list.@max.int16Col == %@)", [Int16(16)], 0, { $0.list.int16Col.max == Int16(16) }),
        ("(list.@max.int16Col != %@)", [Int16(18)], 0, { $0.list.int16Col.max != Int16(18) }),
        ("(list.@max.int16Col != %@)", [Int16(16)], 1, { $0.list.int16Col.max != Int16(16) }),
        ("(list.@max.int16Col > %@)", [Int16(18)], 0, { $0.list.int16Col.max > Int16(18) }),
        ("(list.@max.int16Col < %@)", [Int16(18)], 0, { $0.list.int16Col.max < Int16(18) }),
        ("(list.@max.int16Col >= %@)", [Int16(18)], 1, { $0.list.int16Col.max >= Int16(18) }),
        ("(list.@max.int16Col <= %@)", [Int16(18)], 1, { $0.list.int16Col.max <= Int16(18) }),
        ("(list.@max.int32Col == %@)", [Int32(34)], 1, { $0.list.int32Col.max == Int32(34) }),
        ("(list.@max.int32Col == %@)", [Int32(32)], 0, { $0.list.int32Col.max == Int32(32) }),
        ("(list.@max.int32Col != %@)", [Int32(34)], 0, { $0.list.int32Col.max != Int32(34) }),
        ("(list.@max.int32Col != %@)", [Int32(32)], 1, { $0.list.int32Col.max != Int32(32) }),
        ("(list.@max.int32Col > %@)", [Int32(34)], 0, { $0.list.int32Col.max > Int32(34) }),
        ("(list.@max.int32Col < %@)", [Int32(34)], 0, { $0.list.int32Col.max < Int32(34) }),
        ("(list.@max.int32Col >= %@)", [Int32(34)], 1, { $0.list.int32Col.max >= Int32(34) }),
        ("(list.@max.int32Col <= %@)", [Int32(34)], 1, { $0.list.int32Col.max <= Int32(34) }),
        ("(list.@max.int64Col == %@)", [Int64(66)], 1, { $0.list.int64Col.max == Int64(66) }),
        ("(list.@max.int64Col == %@)", [Int64(64)], 0, { $0.list.int64Col.max == Int64(64) }),
        ("(list.@max.int64Col != %@)", [Int64(66)], 0, { $0.list.int64Col.max != Int64(66) }),
        ("(list.@max.int64Col != %@)", [Int64(64)], 1, { $0.list.int64Col.max != Int64(64) }),
        ("(list.@max.int64Col > %@)", [Int64(66)], 0, { $0.list.int64Col.max > Int64(66) }),
        ("(list.@max.int64Col < %@)", [Int64(66)], 0, { $0.list.int64Col.max < Int64(66) }),
        ("(list.@max.int64Col >= %@)", [Int64(66)], 1, { $0.list.int64Col.max >= Int64(66) }),
        ("(list.@max.int64Col <= %@)", [Int64(66)], 1, { $0.list.int64Col.max <= Int64(66) }),
        ("(list.@max.floatCol == %@)", [Float(7.55444333)], 1, { $0.list.floatCol.max == Float(7.55444333) }),
        ("(list.@max.floatCol == %@)", [Float(5.55444333)], 0, { $0.list.floatCol.max == Float(5.55444333) }),
        ("(list.@max.floatCol != %@)", [Float(7.55444333)], 0, { $0.list.floatCol.max != Float(7.55444333) }),
        ("(list.@max.floatCol != %@)", [Float(5.55444333)], 1, { $0.list.floatCol.max != Float(5.55444333) }),
        ("(list.@max.floatCol > %@)", [Float(7.55444333)], 0, { $0.list.floatCol.max > Float(7.55444333) }),
        ("(list.@max.floatCol < %@)", [Float(7.55444333)], 0, { $0.list.floatCol.max < Float(7.55444333) }),
        ("(list.@max.floatCol >= %@)", [Float(7.55444333)], 1, { $0.list.floatCol.max >= Float(7.55444333) }),
        ("(list.@max.floatCol <= %@)", [Float(7.55444333)], 1, { $0.list.floatCol.max <= Float(7.55444333) }),
        ("(list.@max.doubleCol == %@)", [345.678], 1, { $0.list.doubleCol.max == 345.678 }),
        ("(list.@max.doubleCol == %@)", [123.456], 0, { $0.list.doubleCol.max == 123.456 }),
        ("(list.@max.doubleCol != %@)", [345.678], 0, { $0.list.doubleCol.max != 345.678 }),
        ("(list.@max.doubleCol != %@)", [123.456], 1, { $0.list.doubleCol.max != 123.456 }),
        ("(list.@max.doubleCol > %@)", [345.678], 0, { $0.list.doubleCol.max > 345.678 }),
        ("(list.@max.doubleCol < %@)", [345.678], 0, { $0.list.doubleCol.max < 345.678 }),
        ("(list.@max.doubleCol >= %@)", [345.678], 1, { $0.list.doubleCol.max >= 345.678 }),
        ("(list.@max.doubleCol <= %@)", [345.678], 1, { $0.list.doubleCol.max <= 345.678 }),
        ("(list.@max.dateCol == %@)", [Date(timeIntervalSince1970: 3000000)], 1, { $0.list.dateCol.max == Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.dateCol == %@)", [Date(timeIntervalSince1970: 1000000)], 0, { $0.list.dateCol.max == Date(timeIntervalSince1970: 1000000) }),
        ("(list.@max.dateCol != %@)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.list.dateCol.max != Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.dateCol != %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.list.dateCol.max != Date(timeIntervalSince1970: 1000000) }),
        ("(list.@max.dateCol > %@)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.list.dateCol.max > Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.dateCol < %@)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.list.dateCol.max < Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.dateCol >= %@)", [Date(timeIntervalSince1970: 3000000)], 1, { $0.list.dateCol.max >= Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.dateCol <= %@)", [Date(timeIntervalSince1970: 3000000)], 1, { $0.list.dateCol.max <= Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.decimalCol == %@)", [Decimal128(345.678)], 1, { $0.list.decimalCol.max == Decimal128(345.678) }),
        ("(list.@max.decimalCol == %@)", [Decimal128(123.456)], 0, { $0.list.decimalCol.max == Decimal128(123.456) }),
        ("(list.@max.decimalCol != %@)", [Decimal128(345.678)], 0, { $0.list.decimalCol.max != Decimal128(345.678) }),
        ("(list.@max.decimalCol != %@)", [Decimal128(123.456)], 1, { $0.list.decimalCol.max != Decimal128(123.456) }),
        ("(list.@max.decimalCol > %@)", [Decimal128(345.678)], 0, { $0.list.decimalCol.max > Decimal128(345.678) }),
        ("(list.@max.decimalCol < %@)", [Decimal128(345.678)], 0, { $0.list.decimalCol.max < Decimal128(345.678) }),
        ("(list.@max.decimalCol >= %@)", [Decimal128(345.678)], 1, { $0.list.decimalCol.max >= Decimal128(345.678) }),
        ("(list.@max.decimalCol <= %@)", [Decimal128(345.678)], 1, { $0.list.decimalCol.max <= Decimal128(345.678) }),
        ("(list.@max.intEnumCol == %@)", [ModernIntEnum.value3.rawValue], 1, { $0.list.intEnumCol.rawValue.max == ModernIntEnum.value3.rawValue }),
        ("(list.@max.intEnumCol == %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.intEnumCol.rawValue.max == ModernIntEnum.value1.rawValue }),
        ("(list.@max.intEnumCol != %@)", [ModernIntEnum.value3.rawValue], 0, { $0.list.intEnumCol.rawValue.max != ModernIntEnum.value3.rawValue }),
        ("(list.@max.intEnumCol != %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.intEnumCol.rawValue.max != ModernIntEnum.value1.rawValue }),
        ("(list.@max.intEnumCol > %@)", [ModernIntEnum.value3.rawValue], 0, { $0.list.intEnumCol.rawValue.max > ModernIntEnum.value3.rawValue }),
        ("(list.@max.intEnumCol < %@)", [ModernIntEnum.value3.rawValue], 0, { $0.list.intEnumCol.rawValue.max < ModernIntEnum.value3.rawValue }),
        ("(list.@max.intEnumCol >= %@)", [ModernIntEnum.value3.rawValue], 1, { $0.list.intEnumCol.rawValue.max >= ModernIntEnum.value3.rawValue }),
        ("(list.@max.intEnumCol <= %@)", [ModernIntEnum.value3.rawValue], 1, { $0.list.intEnumCol.rawValue.max <= ModernIntEnum.value3.rawValue }),
        ("(list.@max.optIntCol == %@)", [5], 1, { $0.list.optIntCol.max == 5 }),
        ("(list.@max.optIntCol == %@)", [1], 0, { $0.list.optIntCol.max == 1 }),
        ("(list.@max.optIntCol != %@)", [5], 0, { $0.list.optIntCol.max != 5 }),
        ("(list.@max.optIntCol != %@)", [1], 1, { $0.list.optIntCol.max != 1 }),
        ("(list.@max.optIntCol > %@)", [5], 0, { $0.list.optIntCol.max > 5 }),
        ("(list.@max.optIntCol < %@)", [5], 0, { $0.list.optIntCol.max < 5 }),
        ("(list.@max.optIntCol >= %@)", [5], 1, { $0.list.optIntCol.max >= 5 }),
        ("(list.@max.optIntCol <= %@)", [5], 1, { $0.list.optIntCol.max <= 5 }),
        ("(list.@max.optInt8Col == %@)", [Int8(10)], 1, { $0.list.optInt8Col.max == Int8(10) }),
        ("(list.@max.optInt8Col == %@)", [Int8(8)], 0, { $0.list.optInt8Col.max == Int8(8) }),
        ("(list.@max.optInt8Col != %@)", [Int8(10)], 0, { $0.list.optInt8Col.max != Int8(10) }),
        ("(list.@max.optInt8Col != %@)", [Int8(8)], 1, { $0.list.optInt8Col.max != Int8(8) }),
        ("(list.@max.optInt8Col > %@)", [Int8(10)], 0, { $0.list.optInt8Col.max > Int8(10) }),
        ("(list.@max.optInt8Col < %@)", [Int8(10)], 0, { $0.list.optInt8Col.max < Int8(10) }),
        ("(list.@max.optInt8Col >= %@)", [Int8(10)], 1, { $0.list.optInt8Col.max >= Int8(10) }),
        ("(list.@max.optInt8Col <= %@)", [Int8(10)], 1, { $0.list.optInt8Col.max <= Int8(10) }),
        ("(list.@max.optInt16Col == %@)", [Int16(18)], 1, { $0.list.optInt16Col.max == Int16(18) }),
        ("(list.@max.optInt16Col == %@)", [Int16(16)], 0, { $0.list.optInt16Col.max == Int16(16) }),
        ("(list.@max.optInt16Col != %@)", [Int16(18)], 0, { $0.list.optInt16Col.max != Int16(18) }),
        ("(list.@max.optInt16Col != %@)", [Int16(16)], 1, { $0.list.optInt16Col.max != Int16(16) }),
        ("(list.@max.optInt16Col > %@)", [Int16(18)], 0, { $0.list.optInt16Col.max > Int16(18) }),
        ("(list.@max.optInt16Col < %@)", [Int16(18)], 0, { $0.list.optInt16Col.max < Int16(18) }),
        ("(list.@max.optInt16Col >= %@)", [Int16(18)], 1, { $0.list.optInt16Col.max >= Int16(18) }),
        ("(list.@max.optInt16Col <= %@)", [Int16(18)], 1, { $0.list.optInt16Col.max <= Int16(18) }),
        ("(list.@max.optInt32Col == %@)", [Int32(34)], 1, { $0.list.optInt32Col.max == Int32(34) }),
        ("(list.@max.optInt32Col == %@)", [Int32(32)], 0, { $0.list.optInt32Col.max == Int32(32) }),
        ("(list.@max.optInt32Col != %@)", [Int32(34)], 0, { $0.list.optInt32Col.max != Int32(34) }),
        ("(list.@max.optInt32Col != %@)", [Int32(32)], 1, { $0.list.optInt32Col.max != Int32(32) }),
        ("(list.@max.optInt32Col > %@)", [Int32(34)], 0, { $0.list.optInt32Col.max > Int32(34) }),
        ("(list.@max.optInt32Col < %@)", [Int32(34)], 0, { $0.list.optInt32Col.max < Int32(34) }),
        ("(list.@max.optInt32Col >= %@)", [Int32(34)], 1, { $0.list.optInt32Col.max >= Int32(34) }),
        ("(list.@max.optInt32Col <= %@)", [Int32(34)], 1, { $0.list.optInt32Col.max <= Int32(34) }),
        ("(list.@max.optInt64Col == %@)", [Int64(66)], 1, { $0.list.optInt64Col.max == Int64(66) }),
        ("(list.@max.optInt64Col == %@)", [Int64(64)], 0, { $0.list.optInt64Col.max == Int64(64) }),
        ("(list.@max.optInt64Col != %@)", [Int64(66)], 0, { $0.list.optInt64Col.max != Int64(66) }),
        ("(list.@max.optInt64Col != %@)", [Int64(64)], 1, { $0.list.optInt64Col.max != Int64(64) }),
        ("(list.@max.optInt64Col > %@)", [Int64(66)], 0, { $0.list.optInt64Col.max > Int64(66) }),
        ("(list.@max.optInt64Col < %@)", [Int64(66)], 0, { $0.list.optInt64Col.max < Int64(66) }),
        ("(list.@max.optInt64Col >= %@)", [Int64(66)], 1, { $0.list.optInt64Col.max >= Int64(66) }),
        ("(list.@max.optInt64Col <= %@)", [Int64(66)], 1, { $0.list.optInt64Col.max <= Int64(66) }),
        ("(list.@max.optFloatCol == %@)", [Float(7.55444333)], 1, { $0.list.optFloatCol.max == Float(7.55444333) }),
        ("(list.@max.optFloatCol == %@)", [Float(5.55444333)], 0, { $0.list.optFloatCol.max == Float(5.55444333) }),
        ("(list.@max.optFloatCol != %@)", [Float(7.55444333)], 0, { $0.list.optFloatCol.max != Float(7.55444333) }),
        ("(list.@max.optFloatCol != %@)", [Float(5.55444333)], 1, { $0.list.optFloatCol.max != Float(5.55444333) }),
        ("(list.@max.optFloatCol > %@)", [Float(7.55444333)], 0, { $0.list.optFloatCol.max > Float(7.55444333) }),
        ("(list.@max.optFloatCol < %@)", [Float(7.55444333)], 0, { $0.list.optFloatCol.max < Float(7.55444333) }),
        ("(list.@max.optFloatCol >= %@)", [Float(7.55444333)], 1, { $0.list.optFloatCol.max >= Float(7.55444333) }),
        ("(list.@max.optFloatCol <= %@)", [Float(7.55444333)], 1, { $0.list.optFloatCol.max <= Float(7.55444333) }),
        ("(list.@max.optDoubleCol == %@)", [345.678], 1, { $0.list.optDoubleCol.max == 345.678 }),
        ("(list.@max.optDoubleCol == %@)", [123.456], 0, { $0.list.optDoubleCol.max == 123.456 }),
        ("(list.@max.optDoubleCol != %@)", [345.678], 0, { $0.list.optDoubleCol.max != 345.678 }),
        ("(list.@max.optDoubleCol != %@)", [123.456], 1, { $0.list.optDoubleCol.max != 123.456 }),
        ("(list.@max.optDoubleCol > %@)", [345.678], 0, { $0.list.optDoubleCol.max > 345.678 }),
        ("(list.@max.optDoubleCol < %@)", [345.678], 0, { $0.list.optDoubleCol.max < 345.678 }),
        ("(list.@max.optDoubleCol >= %@)", [345.678], 1, { $0.list.optDoubleCol.max >= 345.678 }),
        ("(list.@max.optDoubleCol <= %@)", [345.678], 1, { $0.list.optDoubleCol.max <= 345.678 }),
        ("(list.@max.optDateCol == %@)", [Date(timeIntervalSince1970: 3000000)], 1, { $0.list.optDateCol.max == Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.optDateCol == %@)", [Date(timeIntervalSince1970: 1000000)], 0, { $0.list.optDateCol.max == Date(timeIntervalSince1970: 1000000) }),
        ("(list.@max.optDateCol != %@)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.list.optDateCol.max != Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.optDateCol != %@)", [Date(timeIntervalSince1970: 1000000)], 1, { $0.list.optDateCol.max != Date(timeIntervalSince1970: 1000000) }),
        ("(list.@max.optDateCol > %@)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.list.optDateCol.max > Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.optDateCol < %@)", [Date(timeIntervalSince1970: 3000000)], 0, { $0.list.optDateCol.max < Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.optDateCol >= %@)", [Date(timeIntervalSince1970: 3000000)], 1, { $0.list.optDateCol.max >= Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.optDateCol <= %@)", [Date(timeIntervalSince1970: 3000000)], 1, { $0.list.optDateCol.max <= Date(timeIntervalSince1970: 3000000) }),
        ("(list.@max.optDecimalCol == %@)", [Decimal128(345.678)], 1, { $0.list.optDecimalCol.max == Decimal128(345.678) }),
        ("(list.@max.optDecimalCol == %@)", [Decimal128(123.456)], 0, { $0.list.optDecimalCol.max == Decimal128(123.456) }),
        ("(list.@max.optDecimalCol != %@)", [Decimal128(345.678)], 0, { $0.list.optDecimalCol.max != Decimal128(345.678) }),
        ("(list.@max.optDecimalCol != %@)", [Decimal128(123.456)], 1, { $0.list.optDecimalCol.max != Decimal128(123.456) }),
        ("(list.@max.optDecimalCol > %@)", [Decimal128(345.678)], 0, { $0.list.optDecimalCol.max > Decimal128(345.678) }),
        ("(list.@max.optDecimalCol < %@)", [Decimal128(345.678)], 0, { $0.list.optDecimalCol.max < Decimal128(345.678) }),
        ("(list.@max.optDecimalCol >= %@)", [Decimal128(345.678)], 1, { $0.list.optDecimalCol.max >= Decimal128(345.678) }),
        ("(list.@max.optDecimalCol <= %@)", [Decimal128(345.678)], 1, { $0.list.optDecimalCol.max <= Decimal128(345.678) }),
        ("(list.@max.optIntEnumCol == %@)", [ModernIntEnum.value3.rawValue], 1, { $0.list.optIntEnumCol.rawValue.max == ModernIntEnum.value3.rawValue }),
        ("(list.@max.optIntEnumCol == %@)", [ModernIntEnum.value1.rawValue], 0, { $0.list.optIntEnumCol.rawValue.max == ModernIntEnum.value1.rawValue }),
        ("(list.@max.optIntEnumCol != %@)", [ModernIntEnum.value3.rawValue], 0, { $0.list.optIntEnumCol.rawValue.max != ModernIntEnum.value3.rawValue }),
        ("(list.@max.optIntEnumCol != %@)", [ModernIntEnum.value1.rawValue], 1, { $0.list.optIntEnumCol.rawValue.max != ModernIntEnum.value1.rawValue }),
        ("(list.@max.optIntEnumCol > %@)", [ModernIntEnum.value3.rawValue], 0, { $0.list.optIntEnumCol.rawValue.max > ModernIntEnum.value3.rawValue }),
        ("(list.@max.optIntEnumCol < %@)", [ModernIntEnum.value3.rawValue], 0, { $0.list.optIntEnumCol.rawValue.max < ModernIntEnum.value3.rawValue }),
        ("(list.@max.optIntEnumCol >= %@)", [ModernIntEnum.value3.rawValue], 1, { $0.list.optIntEnumCol.rawValue.max >= ModernIntEnum.value3.rawValue }),
        ("(list.@max.optIntEnumCol <= %@)", [ModernIntEnum.value3.rawValue], 1, { $0.list.optIntEnumCol.rawValue.max <= ModernIntEnum.value3.rawValue }),
    ]
    for (text, values, count, query) in rowsScalarsObject {
        let (built, args) = query(Query<LinkToScalarsObject>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToScalarsObject.self).where(query).count, count, built)
    }
    let rowsAllCustomPersistableTypes: [(String, [Any], Int, (Query<LinkToAllCustomPersistableTypes>) -> Query<Bool>)] = [
        ("(list.@max.int == %@)", [IntWrapper(persistedValue: 5)], 1, { $0.list.int.max == IntWrapper(persistedValue: 5) }),
        ("(list.@max.int == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.int.max == IntWrapper(persistedValue: 1) }),
        ("(list.@max.int != %@)", [IntWrapper(persistedValue: 5)], 0, { $0.list.int.max != IntWrapper(persistedValue: 5) }),
        ("(list.@max.int != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.int.max != IntWrapper(persistedValue: 1) }),
        ("(list.@max.int > %@)", [IntWrapper(persistedValue: 5)], 0, { $0.list.int.max > IntWrapper(persistedValue: 5) }),
        ("(list.@max.int < %@)", [IntWrapper(persistedValue: 5)], 0, { $0.list.int.max < IntWrapper(persistedValue: 5) }),
        ("(list.@max.int >= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.list.int.max >= IntWrapper(persistedValue: 5) }),
        ("(list.@max.int <= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.list.int.max <= IntWrapper(persistedValue: 5) }),
        ("(list.@max.int8 == %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.list.int8.max == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.int8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.int8.max == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@max.int8 != %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.list.int8.max != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.int8 != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.int8.max != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@max.int8 > %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.list.int8.max > Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.int8 < %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.list.int8.max < Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.int8 >= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.list.int8.max >= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.int8 <= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.list.int8.max <= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.int16 == %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.list.int16.max == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.int16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.int16.max == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@max.int16 != %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.list.int16.max != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.int16 != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.int16.max != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@max.int16 > %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.list.int16.max > Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.int16 < %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.list.int16.max < Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.int16 >= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.list.int16.max >= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.int16 <= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.list.int16.max <= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.int32 == %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.list.int32.max == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.int32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.int32.max == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@max.int32 != %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.list.int32.max != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.int32 != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.int32.max != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@max.int32 > %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.list.int32.max > Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.int32 < %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.list.int32.max < Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.int32 >= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.list.int32.max >= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.int32 <= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.list.int32.max <= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.int64 == %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.list.int64.max == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.int64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.int64.max == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@max.int64 != %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.list.int64.max != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.int64 != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.int64.max != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@max.int64 > %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.list.int64.max > Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.int64 < %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.list.int64.max < Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.int64 >= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.list.int64.max >= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.int64 <= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.list.int64.max <= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.float == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.list.float.max == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.float == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.float.max == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@max.float != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.list.float.max != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.float != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.float.max != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@max.float > %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.list.float.max > FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.float < %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.list.float.max < FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.float >= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.list.float.max >= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.float <= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.list.float.max <= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.double == %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.list.double.max == DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.double == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.double.max == DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@max.double != %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.list.double.max != DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.double != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.double.max != DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@max.double > %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.list.double.max > DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.double < %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.list.double.max < DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.double >= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.list.double.max >= DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.double <= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.list.double.max <= DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.date == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { $0.list.date.max == DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.date == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.list.date.max == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@max.date != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.list.date.max != DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.date != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.list.date.max != DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@max.date > %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.list.date.max > DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.date < %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.list.date.max < DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.date >= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { $0.list.date.max >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.date <= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { $0.list.date.max <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.decimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.list.decimal.max == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.decimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.decimal.max == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@max.decimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.list.decimal.max != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.decimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.decimal.max != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@max.decimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.list.decimal.max > Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.decimal < %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.list.decimal.max < Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.decimal >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.list.decimal.max >= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.decimal <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.list.decimal.max <= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.optInt == %@)", [IntWrapper(persistedValue: 5)], 1, { $0.list.optInt.max == IntWrapper(persistedValue: 5) }),
        ("(list.@max.optInt == %@)", [IntWrapper(persistedValue: 1)], 0, { $0.list.optInt.max == IntWrapper(persistedValue: 1) }),
        ("(list.@max.optInt != %@)", [IntWrapper(persistedValue: 5)], 0, { $0.list.optInt.max != IntWrapper(persistedValue: 5) }),
        ("(list.@max.optInt != %@)", [IntWrapper(persistedValue: 1)], 1, { $0.list.optInt.max != IntWrapper(persistedValue: 1) }),
        ("(list.@max.optInt > %@)", [IntWrapper(persistedValue: 5)], 0, { $0.list.optInt.max > IntWrapper(persistedValue: 5) }),
        ("(list.@max.optInt < %@)", [IntWrapper(persistedValue: 5)], 0, { $0.list.optInt.max < IntWrapper(persistedValue: 5) }),
        ("(list.@max.optInt >= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.list.optInt.max >= IntWrapper(persistedValue: 5) }),
        ("(list.@max.optInt <= %@)", [IntWrapper(persistedValue: 5)], 1, { $0.list.optInt.max <= IntWrapper(persistedValue: 5) }),
        ("(list.@max.optInt8 == %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.list.optInt8.max == Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.optInt8 == %@)", [Int8Wrapper(persistedValue: Int8(8))], 0, { $0.list.optInt8.max == Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@max.optInt8 != %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.list.optInt8.max != Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.optInt8 != %@)", [Int8Wrapper(persistedValue: Int8(8))], 1, { $0.list.optInt8.max != Int8Wrapper(persistedValue: Int8(8)) }),
        ("(list.@max.optInt8 > %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.list.optInt8.max > Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.optInt8 < %@)", [Int8Wrapper(persistedValue: Int8(10))], 0, { $0.list.optInt8.max < Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.optInt8 >= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.list.optInt8.max >= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.optInt8 <= %@)", [Int8Wrapper(persistedValue: Int8(10))], 1, { $0.list.optInt8.max <= Int8Wrapper(persistedValue: Int8(10)) }),
        ("(list.@max.optInt16 == %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.list.optInt16.max == Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.optInt16 == %@)", [Int16Wrapper(persistedValue: Int16(16))], 0, { $0.list.optInt16.max == Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@max.optInt16 != %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.list.optInt16.max != Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.optInt16 != %@)", [Int16Wrapper(persistedValue: Int16(16))], 1, { $0.list.optInt16.max != Int16Wrapper(persistedValue: Int16(16)) }),
        ("(list.@max.optInt16 > %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.list.optInt16.max > Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.optInt16 < %@)", [Int16Wrapper(persistedValue: Int16(18))], 0, { $0.list.optInt16.max < Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.optInt16 >= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.list.optInt16.max >= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.optInt16 <= %@)", [Int16Wrapper(persistedValue: Int16(18))], 1, { $0.list.optInt16.max <= Int16Wrapper(persistedValue: Int16(18)) }),
        ("(list.@max.optInt32 == %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.list.optInt32.max == Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.optInt32 == %@)", [Int32Wrapper(persistedValue: Int32(32))], 0, { $0.list.optInt32.max == Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@max.optInt32 != %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.list.optInt32.max != Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.optInt32 != %@)", [Int32Wrapper(persistedValue: Int32(32))], 1, { $0.list.optInt32.max != Int32Wrapper(persistedValue: Int32(32)) }),
        ("(list.@max.optInt32 > %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.list.optInt32.max > Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.optInt32 < %@)", [Int32Wrapper(persistedValue: Int32(34))], 0, { $0.list.optInt32.max < Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.optInt32 >= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.list.optInt32.max >= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.optInt32 <= %@)", [Int32Wrapper(persistedValue: Int32(34))], 1, { $0.list.optInt32.max <= Int32Wrapper(persistedValue: Int32(34)) }),
        ("(list.@max.optInt64 == %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.list.optInt64.max == Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.optInt64 == %@)", [Int64Wrapper(persistedValue: Int64(64))], 0, { $0.list.optInt64.max == Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@max.optInt64 != %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.list.optInt64.max != Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.optInt64 != %@)", [Int64Wrapper(persistedValue: Int64(64))], 1, { $0.list.optInt64.max != Int64Wrapper(persistedValue: Int64(64)) }),
        ("(list.@max.optInt64 > %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.list.optInt64.max > Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.optInt64 < %@)", [Int64Wrapper(persistedValue: Int64(66))], 0, { $0.list.optInt64.max < Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.optInt64 >= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.list.optInt64.max >= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.optInt64 <= %@)", [Int64Wrapper(persistedValue: Int64(66))], 1, { $0.list.optInt64.max <= Int64Wrapper(persistedValue: Int64(66)) }),
        ("(list.@max.optFloat == %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.list.optFloat.max == FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.optFloat == %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 0, { $0.list.optFloat.max == FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@max.optFloat != %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.list.optFloat.max != FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.optFloat != %@)", [FloatWrapper(persistedValue: Float(5.55444333))], 1, { $0.list.optFloat.max != FloatWrapper(persistedValue: Float(5.55444333)) }),
        ("(list.@max.optFloat > %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.list.optFloat.max > FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.optFloat < %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 0, { $0.list.optFloat.max < FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.optFloat >= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.list.optFloat.max >= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.optFloat <= %@)", [FloatWrapper(persistedValue: Float(7.55444333))], 1, { $0.list.optFloat.max <= FloatWrapper(persistedValue: Float(7.55444333)) }),
        ("(list.@max.optDouble == %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.list.optDouble.max == DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.optDouble == %@)", [DoubleWrapper(persistedValue: 123.456)], 0, { $0.list.optDouble.max == DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@max.optDouble != %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.list.optDouble.max != DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.optDouble != %@)", [DoubleWrapper(persistedValue: 123.456)], 1, { $0.list.optDouble.max != DoubleWrapper(persistedValue: 123.456) }),
        ("(list.@max.optDouble > %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.list.optDouble.max > DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.optDouble < %@)", [DoubleWrapper(persistedValue: 345.678)], 0, { $0.list.optDouble.max < DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.optDouble >= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.list.optDouble.max >= DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.optDouble <= %@)", [DoubleWrapper(persistedValue: 345.678)], 1, { $0.list.optDouble.max <= DoubleWrapper(persistedValue: 345.678) }),
        ("(list.@max.optDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { $0.list.optDate.max == DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.optDate == %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 0, { $0.list.optDate.max == DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@max.optDate != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.list.optDate.max != DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.optDate != %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000))], 1, { $0.list.optDate.max != DateWrapper(persistedValue: Date(timeIntervalSince1970: 1000000)) }),
        ("(list.@max.optDate > %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.list.optDate.max > DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.optDate < %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 0, { $0.list.optDate.max < DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.optDate >= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { $0.list.optDate.max >= DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.optDate <= %@)", [DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000))], 1, { $0.list.optDate.max <= DateWrapper(persistedValue: Date(timeIntervalSince1970: 3000000)) }),
        ("(list.@max.optDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.list.optDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.optDecimal == %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 0, { $0.list.optDecimal.max == Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@max.optDecimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.list.optDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.optDecimal != %@)", [Decimal128Wrapper(persistedValue: Decimal128(123.456))], 1, { $0.list.optDecimal.max != Decimal128Wrapper(persistedValue: Decimal128(123.456)) }),
        ("(list.@max.optDecimal > %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.list.optDecimal.max > Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.optDecimal < %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 0, { $0.list.optDecimal.max < Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.optDecimal >= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.list.optDecimal.max >= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
        ("(list.@max.optDecimal <= %@)", [Decimal128Wrapper(persistedValue: Decimal128(345.678))], 1, { $0.list.optDecimal.max <= Decimal128Wrapper(persistedValue: Decimal128(345.678)) }),
    ]
    for (text, values, count, query) in rowsAllCustomPersistableTypes {
        let (built, args) = query(Query<LinkToAllCustomPersistableTypes>._constructForTesting())._constructPredicate()
        XCTAssertEqual(built, text)
        XCTAssertEqual(args.count, values.count)
        XCTAssertEqual(NSPredicate(format: built, argumentArray: args), NSPredicate(format: text, argumentArray: values))
        XCTAssertEqual(realm.objects(LinkToAllCustomPersistableTypes.self).where(query).count, count, built)
    }
}
