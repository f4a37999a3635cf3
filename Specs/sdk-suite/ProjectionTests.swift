// page: sdk
// tags: sdk, suite

// An embedded address.
class AddressSwift: EmbeddedObject {
    @Persisted var city: String = ""
    @Persisted var country = ""
}

// Extra details of a person, with a linked phone.
class ExtraInfo: Object {
    @Persisted var phone: PhoneInfo?
    @Persisted var email: String?
}

// A phone with an embedded mobile number.
class PhoneInfo: Object {
    @Persisted var mobile: Mobile?
}

// A mobile number.
class Mobile: EmbeddedObject {
    @Persisted var number: String = ""
}

// The person the SDK suite's projections read.
class CommonPerson: Object {
    @Persisted var firstName: String
    @Persisted var lastName = ""
    @Persisted var birthday: Date
    @Persisted var address: AddressSwift?
    @Persisted var extras: ExtraInfo?
    @Persisted var friends: List<CommonPerson>
    @Persisted var reviews: List<String>
    @Persisted var money: Decimal128
}

// A projection of a person through renamed, computed and nested key paths and a projected list.
class PersonProjection: Projection<CommonPerson> {
    @Projected(\CommonPerson.firstName) var firstName
    @Projected(\CommonPerson.lastName.localizedUppercase) var lastNameCaps
    @Projected(\CommonPerson.birthday.timeIntervalSince1970) var birthdayAsEpochtime
    @Projected(\CommonPerson.address?.city) var homeCity
    @Projected(\CommonPerson.extras?.email) var email
    @Projected(\CommonPerson.extras?.phone?.mobile?.number) var mobile
    @Projected(\CommonPerson.friends.projectTo.firstName) var firstFriendsName: ProjectedCollection<String>
}

// An int and a bool.
class SimpleObject: Object {
    @Persisted var int: Int
    @Persisted var bool: Bool
}

// A projection of the int alone.
class SimpleProjection: Projection<SimpleObject> {
    @Projected(\SimpleObject.int) var int
}

// Three projected properties of one persisted property.
class MultipleProjectionsFromOneProperty: Projection<SimpleObject> {
    @Projected(\SimpleObject.int) var int1
    @Projected(\SimpleObject.int) var int2
    @Projected(\SimpleObject.int) var int3
}

/// A projection made with init(projecting:) reads a nested optional property, a computed one and the first of a projected list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testProjectionManualInit
func testSuiteProjectionManualInit() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    let johnSnow = realm.objects(CommonPerson.self).filter("lastName == 'Snow'").first!
    let pp = PersonProjection(projecting: johnSnow)
    XCTAssertEqual(pp.homeCity, "Winterfell")
    XCTAssertEqual(pp.birthdayAsEpochtime, Date(timeIntervalSince1970: 10).timeIntervalSince1970)
    XCTAssertEqual(pp.firstFriendsName.first!, "Daenerys")
}

/// The first of the results of a projection class is the projection of the first object created.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testProjectionFromResult
func testSuiteProjectionFromResults() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    let johnSnow = realm.objects(PersonProjection.self).first!
    XCTAssertEqual(johnSnow.homeCity, "Winterfell")
    XCTAssertEqual(johnSnow.birthdayAsEpochtime, Date(timeIntervalSince1970: 10).timeIntervalSince1970)
    XCTAssertEqual(johnSnow.firstFriendsName.first!, "Daenerys")
}

/// Results of a projection class filter by a property of the projected object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testProjectionFromResultFiltered
func testSuiteProjectionFromFilteredResults() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    let johnSnow = realm.objects(PersonProjection.self).filter("lastName == 'Snow'").first!
    XCTAssertEqual(johnSnow.homeCity, "Winterfell")
    XCTAssertEqual(johnSnow.birthdayAsEpochtime, Date(timeIntervalSince1970: 10).timeIntervalSince1970)
    XCTAssertEqual(johnSnow.firstFriendsName.first!, "Daenerys")
}

/// Results of a projection class sort by a property of the projected object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testProjectionFromResultSorted
func testSuiteProjectionFromSortedResults() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    let dany = realm.objects(PersonProjection.self).sorted(byKeyPath: "firstName").first!
    XCTAssertEqual(dany.homeCity, "King's Landing")
    XCTAssertEqual(dany.birthdayAsEpochtime, Date(timeIntervalSince1970: 0).timeIntervalSince1970)
    XCTAssertEqual(dany.firstFriendsName.first!, "John")
}

/// Results of a projection class are not empty and enumerate their projections.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testProjectionEnumeration
func testSuiteProjectionEnumeration() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    XCTAssertGreaterThan(realm.objects(PersonProjection.self).count, 0)
    var seen = 0
    for proj in realm.objects(PersonProjection.self) {
        seen += 1
    }
    XCTAssertEqual(seen, 2)
}

/// A projection describes itself as Projection<Root> at an address, then each property with the key path it reads and its value, a projected list as ProjectedCollection.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testDescription
func testSuiteProjectionDescription() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    let actual = realm.objects(PersonProjection.self).filter("lastName == 'Snow'").first!.description
    XCTAssertTrue(actual.hasPrefix("PersonProjection<CommonPerson> <0x"), actual)
    XCTAssertTrue(actual.hasSuffix("> {\n\t\tfirstName(\\.firstName) = John;\n\tlastNameCaps(\\.lastName) = SNOW;\n\tbirthdayAsEpochtime(\\.birthday) = 10.0;\n\thomeCity(\\.address.city) = Optional(\"Winterfell\");\n\temail(\\.extras.email) = Optional(\"john@doe.com\");\n\tmobile(\\.extras.phone.mobile.number) = Optional(\"555-555-555\");\n\tfirstFriendsName(\\.friends) = ProjectedCollection<String> {\n\t[0] Daenerys\n};\n}"), actual)
}

/// A projection read from results has a realm.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testProjectionsRealmShouldNotBeNil
func testSuiteProjectionRealmNotNil() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    XCTAssertNotNil(realm.objects(PersonProjection.self).first!.realm)
}

/// Results of a projection class sort by a date of the projected object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testProjectionFromResultSortedBirthday
func testSuiteProjectionSortedByBirthday() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    let dany = realm.objects(PersonProjection.self).sorted(byKeyPath: "birthday").first!
    XCTAssertEqual(dany.homeCity, "King's Landing")
    XCTAssertEqual(dany.birthdayAsEpochtime, Date(timeIntervalSince1970: 0).timeIntervalSince1970)
    XCTAssertEqual(dany.firstFriendsName.first!, "John")
}

/// Freezing a projection whose object was deleted is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testFreezingDeletedObject
func testSuiteProjectionFreezeDeleted() throws {
    let realm = try Realm()
    var object: SimpleObject? = nil
    try realm.write {
        object = realm.create(SimpleObject.self)
    }
    let projection = SimpleProjection(projecting: object!)
    let root = projection.rootObject
    try projection.realm!.write {
        projection.realm!.delete(root)
    }
    assertThrows(projection.freeze(), reason: "Object has been deleted or invalidated.")
}

/// The realm of a frozen projection refuses a write transaction.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testMutateFrozenObject
func testSuiteProjectionFrozenRealmRefusesWrite() throws {
    let realm = try Realm()
    var object: SimpleObject? = nil
    try realm.write {
        object = realm.create(SimpleObject.self)
    }
    let projection = SimpleProjection(projecting: object!)
    let frozen = projection.freeze()
    XCTAssertTrue(frozen.isFrozen)
    assertThrows(try! frozen.realm!.write { }, reason: "Can't perform transactions on a frozen Realm")
}

/// Observing a frozen projection is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testObserveFrozenObject
func testSuiteProjectionFrozenObserveRefused() throws {
    let realm = try Realm()
    var object: SimpleObject? = nil
    try realm.write {
        object = realm.create(SimpleObject.self)
    }
    let projection = SimpleProjection(projecting: object!)
    let frozen = projection.freeze()
    assertThrows(frozen.observe { change in }, reason: "Frozen Realms do not change and do not have change notifications.")
}

/// Two freezes of one projection are equal; freezes of projections of two objects are not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testFrozenObjectEquality
func testSuiteProjectionFrozenEquality() throws {
    let realm = try Realm()
    var object: SimpleObject? = nil
    try realm.write {
        object = realm.create(SimpleObject.self)
    }
    let projection = SimpleProjection(projecting: object!)
    let frozenA1 = projection.freeze()
    let frozenA2 = projection.freeze()
    XCTAssertEqual(frozenA1, frozenA2)
    var other: SimpleObject? = nil
    try realm.write {
        other = realm.create(SimpleObject.self)
    }
    let frozenB = SimpleProjection(projecting: other!).freeze()
    XCTAssertNotEqual(frozenA1, frozenB)
}

/// Thawing a frozen projection whose object has since been deleted gives nil.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testThawDeleted
func testSuiteProjectionThawDeleted() throws {
    let realm = try Realm()
    var object: SimpleObject? = nil
    try realm.write {
        object = realm.create(SimpleObject.self)
    }
    let projection = SimpleProjection(projecting: object!)
    let frozen = projection.freeze()
    XCTAssertTrue(frozen.isFrozen)
    try realm.write {
        realm.deleteAll()
    }
    XCTAssertNil(frozen.thaw(), "Thaw should return nil when object was deleted")
}

/// A frozen projection keeps its value after a write; thawed, it shows the value written since.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testThawPreviousVersion
func testSuiteProjectionThawPreviousVersion() throws {
    let realm = try Realm()
    var object: SimpleObject? = nil
    try realm.write {
        object = realm.create(SimpleObject.self)
    }
    let projection = SimpleProjection(projecting: object!)
    let frozen = projection.freeze()
    XCTAssertTrue(frozen.isFrozen)
    XCTAssertEqual(projection.int, frozen.int)
    try projection.realm!.write {
        projection.int = 1
    }
    XCTAssertNotEqual(projection.int, frozen.int, "Frozen object shouldn't mutate")
    let thawed = frozen.thaw()!
    XCTAssertFalse(thawed.isFrozen)
    XCTAssertEqual(thawed.int, projection.int, "Thawed object should reflect transactions since the original reference was frozen.")
}

/// Three projected properties of one persisted property each appear in the change, in order, with the new value; written on the observing thread, no old value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testObserveMultipleProjectionsFromOneProperty
func testSuiteProjectionObserveSharedProperty() throws {
    let realm = try Realm()
    try realm.write {
        realm.create(SimpleObject.self, value: [1, false])
    }
    let projection = realm.objects(MultipleProjectionsFromOneProperty.self).first!
    var calls = 0
    let token = projection.observe { c in
        if case let .change(_, change) = c {
            calls += 1
            XCTAssertEqual(change.count, 3)
            var i = 0
            for prop in change {
                i += 1
                XCTAssertEqual(prop.name, "int\(i)")
                XCTAssertNil(prop.oldValue)
                XCTAssertEqual(prop.newValue as? Int, 2)
            }
        }
    }
    try realm.write {
    }
    try realm.write {
        realm.objects(SimpleObject.self).first!.int = 2
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// A frozen projection is a new projection, not equal to the live one; freezing the live one again gives another object, and freezing a frozen projection gives one equal to it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testFreezingFrozenObjectReturnsSelf
func testSuiteProjectionFreezeFrozen() throws {
    let realm = try Realm()
    var object: SimpleObject? = nil
    try realm.write {
        object = realm.create(SimpleObject.self)
    }
    let projection = SimpleProjection(projecting: object!)
    let frozen = projection.freeze()
    XCTAssertNotEqual(projection, frozen)
    XCTAssertFalse(projection.freeze() === frozen)
    XCTAssertEqual(frozen, frozen.freeze())
}

/// Freezing a projection of an object created in the same write is refused; in a later write the frozen projection shows the value from before that write's change.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testFreezeInsideWriteTransaction
func testSuiteProjectionFreezeInsideWrite() throws {
    let realm = try Realm()
    var object: SimpleObject? = nil
    var projection: SimpleProjection? = nil
    try realm.write {
        object = realm.create(SimpleObject.self)
        projection = SimpleProjection(projecting: object!)
        assertThrows(projection!.freeze(), reason: "Cannot freeze an object in the same write transaction as it was created in.")
    }
    try realm.write {
        object!.int = 2
        XCTAssertEqual(projection!.freeze().int, 0)
    }
}

/// Observing a projection with the origin key path of a computed projected property ("lastName" for the upper-cased last name) calls the block when that property changes.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testObserveKeyPath
func testSuiteProjectionObserveOriginKeyPath() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    let john = realm.objects(PersonProjection.self).filter("lastName == 'Snow'").first!
    var calls = 0
    let token = john.observe(keyPaths: ["lastName"], on: nil) { _ in
        calls += 1
    }
    try realm.write {
        realm.objects(CommonPerson.self).filter("lastName == 'Snow'").first!.lastName = "Targaryen"
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}

/// Observing a projection by a Swift key path of a property projected through links and an embedded object hears a change of that nested value, named by the projected property, with its new value; observing every property hears a change of a linked object's email and of the embedded address's city, each by its projected name.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testObserveNestedProjection
func testSuiteProjectionObserveNested() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    let john = realm.objects(PersonProjection.self).first!
    let johnObject = realm.objects(CommonPerson.self).filter("lastName == 'Snow'").first!
    var calls = 0
    let token = john.observe(keyPaths: [\PersonProjection.mobile]) { changes in
        if case .change(_, let propertyChange) = changes {
            calls += 1
            XCTAssertEqual(propertyChange[0].name, "mobile")
            XCTAssertEqual(propertyChange[0].newValue as? String, "529-345-678")
        } else {
            XCTFail("expected .change, got \(changes)")
        }
    }
    try realm.write {
        johnObject.extras?.phone?.mobile?.number = "529-345-678"
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()

    var emailCalls = 0
    let token2 = john.observe { changes in
        if case .change(_, let propertyChange) = changes {
            emailCalls += 1
            XCTAssertEqual(propertyChange[0].name, "email")
            XCTAssertEqual(propertyChange[0].newValue as? String, "joe@realm.com")
        } else {
            XCTFail("expected .change, got \(changes)")
        }
    }
    try realm.write {
        johnObject.extras?.email = "joe@realm.com"
    }
    realm.refresh()
    XCTAssertEqual(emailCalls, 1)
    token2.invalidate()

    var cityCalls = 0
    let token3 = john.observe { changes in
        if case .change(_, let propertyChange) = changes {
            cityCalls += 1
            XCTAssertEqual(propertyChange[0].name, "homeCity")
            XCTAssertEqual(propertyChange[0].newValue as? String, "Barranquilla")
        } else {
            XCTFail("expected .change, got \(changes)")
        }
    }
    try realm.write {
        johnObject.address?.city = "Barranquilla"
    }
    realm.refresh()
    XCTAssertEqual(cityCalls, 1)
    token3.invalidate()
}

/// Observing a projection by the Swift key path of a computed projected property (the upper-cased last name) hears a change of the last name, named by the projected property, with the computed new value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/ProjectionTests.swift ProjectionTests.testObserveComputedChange
func testSuiteProjectionObserveComputed() throws {
    let realm = try Realm()
    try realm.write {
        let js = realm.create(CommonPerson.self, value: ["firstName": "John", "lastName": "Snow", "birthday": Date(timeIntervalSince1970: 10), "address": ["city": "Winterfell", "country": "Kingdom in the North"], "extras": ["phone": ["mobile": ["number": "555-555-555"]], "email": "john@doe.com"], "money": Decimal128("2.22")])
        let dt = realm.create(CommonPerson.self, value: ["firstName": "Daenerys", "lastName": "Targaryen", "birthday": Date(timeIntervalSince1970: 0), "address": ["King's Landing", "Westeros"], "money": Decimal128("2.22")])
        js.friends.append(dt)
        dt.friends.append(js)
    }
    let john = realm.objects(PersonProjection.self).first!
    XCTAssertEqual(john.lastNameCaps, "SNOW")
    var calls = 0
    let token = john.observe(keyPaths: [\PersonProjection.lastNameCaps]) { chg in
        if case let .change(_, change) = chg {
            calls += 1
            guard let value = change.first else {
                XCTFail("Change should contain PropertyChange")
                return
            }
            XCTAssertEqual(value.name, "lastNameCaps")
            XCTAssertNil(value.oldValue)
            XCTAssertEqual(value.newValue as? String, "ALI")
        }
    }
    realm.refresh()
    try realm.write {
        realm.objects(CommonPerson.self).filter("lastName == 'Snow'").first!.lastName = "Ali"
    }
    realm.refresh()
    XCTAssertEqual(calls, 1)
    token.invalidate()
}
