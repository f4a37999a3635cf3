// page: sdk
// tags: linking-objects, sdk-api
// Linking objects answer the shared collection members that take a
// property: aggregates by name or Swift key path, notifications, slices,
// iteration, their description and ==.

// A shelter houses pets; each pet sees its shelters through linking objects.
class LinkShelter: Object {
    @Persisted var name = ""
    @Persisted var rating = 0
    @Persisted var residents: List<LinkPet>
}

class LinkPet: Object {
    @Persisted var name = ""
    @Persisted(originProperty: "residents") var shelters: LinkingObjects<LinkShelter>
}

// The same relationship declared the older way, with the initialiser.
class LegacyKennel: Object {
    @Persisted var name = ""
    @Persisted var boarders: List<LegacyPet>
}

class LegacyPet: Object {
    @Persisted var name = ""
    let kennels = LinkingObjects(fromType: LegacyKennel.self, property: "boarders")
}

/// Linking objects declared with LinkingObjects(fromType:property:) are empty on an unmanaged object and list the linking objects once it is managed.
/// - section: sdk-api
/// - claims: sdk.api.collections.linking-objects
func testLinkingObjectsDeclaredByInitialiser() throws {
    let realm = try Realm()
    let pet = LegacyPet(value: ["name": "Rex"])
    XCTAssertEqual(pet.kennels.count, 0)
    XCTAssertNil(pet.kennels.realm)
    let kennel = LegacyKennel(value: ["name": "North", "boarders": [pet]])
    XCTAssertEqual(pet.kennels.count, 0)
    try realm.write { realm.add(kennel) }
    XCTAssertEqual(pet.kennels.count, 1)
    XCTAssertEqual(pet.kennels.first?.name, "North")
    var names: [String] = []
    for k in pet.kennels { names.append(k.name) }
    XCTAssertEqual(names, ["North"])
}

/// Linking objects aggregate a property of their objects, named by a string or a Swift key path.
/// - section: sdk-api
/// - claims: sdk.api.collections.linking-objects
func testLinkingObjectsAggregates() throws {
    let realm = try Realm()
    let pet = LinkPet(value: ["name": "Rex"])
    try realm.write {
        realm.add(LinkShelter(value: ["name": "North", "rating": 2, "residents": [pet]]))
        realm.add(LinkShelter(value: ["name": "South", "rating": 7, "residents": [pet]]))
    }
    XCTAssertEqual(pet.shelters.min(ofProperty: "rating") as Int?, 2)
    XCTAssertEqual(pet.shelters.max(ofProperty: "rating") as Int?, 7)
    XCTAssertEqual(pet.shelters.sum(ofProperty: "rating") as Int, 9)
    XCTAssertEqual(pet.shelters.average(ofProperty: "rating") as Double?, 4.5)
    XCTAssertEqual(pet.shelters.min(of: \.rating), 2)
    XCTAssertEqual(pet.shelters.max(of: \.rating), 7)
    XCTAssertEqual(pet.shelters.sum(of: \.rating), 9)
    XCTAssertEqual(pet.shelters.average(of: \.rating), 4.5)
}

/// Linking objects are walked with for … in, read by a range subscript, and describe themselves as LinkingObjects of their type.
/// - section: sdk-api
/// - claims: sdk.api.collections.linking-objects, sdk.api.collections.slices
func testLinkingObjectsIterationAndDescription() throws {
    let realm = try Realm()
    let pet = LinkPet(value: ["name": "Rex"])
    try realm.write {
        realm.add(LinkShelter(value: ["name": "North", "rating": 2, "residents": [pet]]))
        realm.add(LinkShelter(value: ["name": "South", "rating": 7, "residents": [pet]]))
    }
    var names: [String] = []
    for shelter in pet.shelters { names.append(shelter.name) }
    XCTAssertEqual(names.sorted(), ["North", "South"])
    XCTAssertEqual(Array(pet.shelters[0..<2]).map { $0.name }.sorted(), ["North", "South"])
    XCTAssertEqual(pet.shelters[1..<2].count, 1)
    XCTAssertTrue(pet.shelters.description.hasPrefix("LinkingObjects<LinkShelter> <0x"))
    XCTAssertTrue(pet.shelters.description.contains("\n\t[1] LinkShelter {\n\t\tname = "))
}

/// Linking objects are == to the same value read once, but two reads of the property are different values.
/// - section: sdk-api
/// - claims: sdk.api.collections.linking-objects
func testLinkingObjectsEquality() throws {
    let realm = try Realm()
    let pet = LinkPet(value: ["name": "Rex"])
    try realm.write { realm.add(LinkShelter(value: ["name": "North", "residents": [pet]])) }
    let shelters = pet.shelters
    XCTAssertTrue(shelters == shelters)
    XCTAssertFalse(pet.shelters == pet.shelters)
}

/// Linking objects notify their observer when an object starts linking; Swift key paths limit which property changes count.
/// - section: sdk-api
/// - claims: sdk.api.collections.linking-objects
func testLinkingObjectsObserve() throws {
    let realm = try Realm()
    let pet = LinkPet(value: ["name": "Rex"])
    try realm.write { realm.add(pet) }
    var initial = 0
    var insertions: [Int] = []
    let token = pet.shelters.observe { change in
        switch change {
        case .initial: initial += 1
        case .update(_, _, let inserted, _): insertions += inserted
        case .error: XCTFail("error delivered")
        }
    }
    var ratingChanges = 0
    let ratingToken = pet.shelters.observe(keyPaths: [\LinkShelter.rating]) { change in
        if case .update(_, _, _, let modifications) = change { ratingChanges += modifications.count }
    }
    realm.refresh()
    XCTAssertEqual(initial, 1)
    let north = LinkShelter(value: ["name": "North", "residents": [pet]])
    try realm.write { realm.add(north) }
    realm.refresh()
    XCTAssertEqual(insertions, [0])
    try realm.write { north.name = "Northern" }
    realm.refresh()
    XCTAssertEqual(ratingChanges, 0)
    try realm.write { north.rating = 5 }
    realm.refresh()
    XCTAssertEqual(ratingChanges, 1)
    token.invalidate()
    ratingToken.invalidate()
}
