// page: sdk
// tags: create, values, sdk

/// A dictionary given to create or to init(value:) is read property by property: a key that names no property is ignored, on a new object and on an update by primary key.
/// - section: sdk-behaviour
/// - claims: sdk.behaviour.value-extra-keys-ignored
func testValueDictionaryIgnoresUnknownKeys() throws {
    let realm = try Realm()
    let loose = Dog(value: ["name": "Max", "wings": 2])
    XCTAssertEqual(loose.name, "Max")
    try realm.write {
        let rex = realm.create(Dog.self, value: ["name": "Rex", "age": 3, "tail": "long"])
        XCTAssertEqual(rex.name, "Rex")
        XCTAssertEqual(rex.age, 3)
        realm.add(loose)
        realm.create(Person.self, value: ["id": 1, "name": "Ann", "nickname": "A"])
        realm.create(Person.self, value: ["id": 1, "name": "Bo", "shoeSize": 40], update: .modified)
    }
    XCTAssertEqual(realm.objects(Dog.self).count, 2)
    XCTAssertEqual(realm.objects(Person.self).count, 1)
    XCTAssertEqual(realm.object(ofType: Person.self, forPrimaryKey: 1)?.name, "Bo")
}
