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
