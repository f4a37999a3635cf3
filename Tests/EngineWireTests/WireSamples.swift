import RealmSpecCore

/// One sample of every engine call and every reply, with nested values of every kind.
enum WireSamples {
    static let dog = ObjectKey(type: "Dog", id: 3)
    static let frozenDog = ObjectKey(type: "Dog", id: 3, version: 7)
    static let dogs = CollectionRef.objects(type: "Dog")
    static let list = CollectionRef.property(owner: ObjectKey(type: "Person", id: 1), name: "dogs")
    static let query = Query.and([
        .compare(Comparison(.keyPath(["age"]), .less, .constant(.int(2)), quantifier: .any, caseInsensitive: true)),
        .or([.not(.truePredicate), .falsePredicate]),
        .compare(Comparison(.aggregate(.sum, ["dogs"], property: "age"), .between, .constant(.list([.double(1.5), .float(2)])))),
        .compare(Comparison(.count(["dogs"]), .in, .constant(.set([.int(1)])), diacriticInsensitive: true)),
        .compare(Comparison(.allKeys(["favoriteParksByCity"]), .beginsWith, .constant(.string("Lo")), quantifier: Quantifier.none,
                            caseInsensitive: true)),
    ])
    static let derived = CollectionRef.frozen(.distinct(.sorted(.filtered(dogs, query), [
        SortDescriptor(keyPath: "name", ascending: false),
    ]), ["age"]), version: 4)

    static let everyValue: Value = .list([
        .null, .bool(true), .int(-9_007_199_254_740_993), .float(1.25), .double(-0.5), .string("Ünïcode \"quoted\"\n"),
        .data([0, 255]), .date(1_700_000_000.25), .objectId("5f1b2c3d4e5f60718293a4b5"),
        .uuid("123e4567-e89b-12d3-a456-426614174000"), .decimal128("1E+10"), .link(frozenDog),
        .set([.string("a")]), .map([MapEntry("k", .null), MapEntry("$odd.key", .int(1))]),
        .newObject(NewObject(type: "Dog", localId: 1, fields: [MapEntry("owner", .localRef(2))])),
        .double(.infinity), .double(-.infinity),
    ])

    static let calls: [EngineCall] = [
        .beginWrite, .commitWrite(withoutNotifying: [1, 2]), .cancelWrite, .isInWriteTransaction, .refresh, .reopen,
        .add(everyValue, update: .modified), .create(type: "Dog", value: .map([MapEntry("name", .string("Rex"))]), update: .all),
        .delete(dog), .deleteCollection(derived), .deleteObjects([dog, frozenDog]), .deleteAll, .isValid(dog),
        .get(dog, property: "name"), .set(dog, property: "age", value: .int(2)),
        .setForAll(dogs, property: "age", value: .int(1)), .objectForPrimaryKey(type: "Person", key: .string("x")),
        .count(derived), .element(list, index: 2), .elements(list), .indexOf(list, value: .link(dog)),
        .indexMatching(list, query), .listInsert(list, values: [.link(dog)], at: 0), .listAppend(list, values: []),
        .listRemove(list, at: 1), .listRemoveAll(list), .listReplace(list, at: 0, value: .null),
        .listMove(list, from: 0, to: 1), .listSwap(list, 0, 1), .setInsert(list, values: [.int(1)]),
        .setRemove(list, values: [.int(1)]), .setIntersect(list, values: []), .setRemoveAll(list),
        .contains(list, value: .string("a")), .mapSet(list, key: "k", value: .null), .mapRemove(list, key: "k"),
        .mapGet(list, key: "k"), .mapKeys(list), .mapRemoveAll(list),
        .aggregate(dogs, .avg, property: "age"), .aggregate(list, .max, property: nil),
        .freeze(.realm(version: nil)), .thaw(.object(frozenDog)), .freeze(.collection(derived)),
        .observe(.collection(dogs), keyPaths: ["name", "owner.name"]), .observe(.realm(version: 3), keyPaths: nil),
        .stopObserving(token: 4),
    ]

    static let replies: [EngineReply] = [
        .none, .value(everyValue), .values([.int(1), .null]), .bool(false), .int(-1), .optional(nil),
        .optional(.null), .key(nil), .key(dog), .added(root: nil, keys: []),
        .added(root: dog, keys: [LocalKey(localId: 1, key: dog)]), .target(nil), .target(.collection(derived)),
        .token(9), .deliveries([
            Delivery(token: 1, change: .initial),
            Delivery(token: 2, change: .update(CollectionChange(deletions: [0], insertions: [1, 2], modifications: [3]))),
            Delivery(token: 3, change: .objectChanged([PropertyChange(name: "age", oldValue: nil, newValue: .int(1))])),
            Delivery(token: 4, change: .objectDeleted),
        ]),
    ]

    static let schema = Schema(types: [
        ObjectSchema(name: "Dog", properties: [
            PropertySchema(name: "name", type: .string, defaultValue: .string("")),
            PropertySchema(name: "owner", type: .object("Person"), isOptional: true),
            PropertySchema(name: "owners", type: .linkingObjects(originType: "Person", originProperty: "dogs"), collection: .list),
        ]),
        ObjectSchema(name: "Person", properties: [
            PropertySchema(name: "id", type: .string, isPrimaryKey: true, isIndexed: true),
            PropertySchema(name: "dogs", type: .object("Dog"), collection: .list),
            PropertySchema(name: "tags", type: .mixed, collection: .map, isOptional: true),
        ]),
        ObjectSchema(name: "Address", isEmbedded: true, properties: []),
    ])
}

extension WireSamples {
    /// One value of every case.
    static let valueCases: [Value] = {
        guard case .list(let items) = everyValue else { return [] }
        return items + [everyValue, .localRef(2)]
    }()

    static let collectionCases: [CollectionRef] = [dogs, list, .filtered(dogs, .truePredicate), .sorted(dogs, []),
                                                   .distinct(dogs, ["age"]), .frozen(dogs, version: 1)]

    static let queryCases: [Query] = [.truePredicate, .falsePredicate, .and([]), .or([]), .not(.truePredicate),
                                      .compare(Comparison(.keyPath([]), .equal, .constant(.null)))]

    static let expressionCases: [Expression] = [.keyPath(["a"]), .constant(.null), .count(["a"]), .allKeys(["a"]),
                                                .aggregate(.sum, ["a"], property: nil), .subquery(["a"], .truePredicate),
                                                .subscripted(["a"], [.key("k"), .index(0), .anyElement])]

    static let targetCases: [Target] = [.object(dog), .collection(dogs), .realm(version: nil)]
}
