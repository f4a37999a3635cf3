// page: sdk
// tags: anyrealmvalue, aggregate, sdk-suite

class MixedBag: Object {
    @Persisted var items: List<AnyRealmValue>
    @Persisted var distinctItems: MutableSet<AnyRealmValue>
    @Persisted var byKey: Map<String, AnyRealmValue>
}

class Tree: Object {
    @Persisted var name = ""
}

class MixedHolder: Object {
    @Persisted var value: AnyRealmValue
}

/// The sum of a list of AnyRealmValue: an empty unmanaged list sums to the int 0, an empty managed one to no int; ints, floats, doubles and decimals sum to their total.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AddableAnyRealmValueListTests.testSum
func testMixedListSum() throws {
    let realm = try Realm()
    let kinds: [[AnyRealmValue]] = [
        [.int(1), .int(2), .int(4)],
        [.float(1.5), .float(2.5), .float(4)],
        [.double(1.25), .double(2.5), .double(5)],
        [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
    ]
    let totals = [7.0, 8.0, 8.75, 7.5]
    let asDouble: (AnyRealmValue) -> Double = { v in
        switch v {
        case .double(let d): return d
        case .decimal128(let d): return d.doubleValue
        default: return -1
        }
    }
    for i in 0..<kinds.count {
        let unmanaged = MixedBag()
        XCTAssertEqual(unmanaged.items.sum().intValue, 0)
        unmanaged.items.append(objectsIn: kinds[i])
        XCTAssertEqual(asDouble(unmanaged.items.sum()), totals[i], accuracy: 0.1)

        let managed = MixedBag()
        try realm.write { realm.add(managed) }
        realm.beginWrite()
        XCTAssertNil(managed.items.sum().intValue)
        managed.items.append(objectsIn: kinds[i])
        XCTAssertEqual(asDouble(managed.items.sum()), totals[i], accuracy: 0.1)
        realm.cancelWrite()
    }
}

/// The average of a list of AnyRealmValue is nil when it is empty, and the mean of its numbers otherwise.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AddableAnyRealmValueListTests.testAverage
func testMixedListAverage() throws {
    let realm = try Realm()
    let kinds: [[AnyRealmValue]] = [
        [.int(1), .int(2), .int(6)],
        [.float(1.5), .float(2.5), .float(5)],
        [.double(1.5), .double(3), .double(4.5)],
        [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("5"))],
    ]
    let means = [3.0, 3.0, 3.0, 3.0]
    let asDouble: (AnyRealmValue) -> Double = { v in
        switch v {
        case .double(let d): return d
        case .decimal128(let d): return d.doubleValue
        default: return -1
        }
    }
    for i in 0..<kinds.count {
        let unmanaged = MixedBag()
        XCTAssertNil(unmanaged.items.average())
        unmanaged.items.append(objectsIn: kinds[i])
        XCTAssertEqual(asDouble(unmanaged.items.average()!), means[i], accuracy: 0.1)

        let managed = MixedBag()
        try realm.write { realm.add(managed) }
        realm.beginWrite()
        XCTAssertNil(managed.items.average())
        managed.items.append(objectsIn: kinds[i])
        XCTAssertEqual(asDouble(managed.items.average()!), means[i], accuracy: 0.1)
        realm.cancelWrite()
    }
}

/// The sum of a set of AnyRealmValue: an empty unmanaged set sums to the int 0, an empty managed one to no int; numbers sum to their total.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AddableAnyRealmValueMutableSetTests.testSum
func testMixedSetSum() throws {
    let realm = try Realm()
    let kinds: [[AnyRealmValue]] = [
        [.int(1), .int(2), .int(4)],
        [.float(1.5), .float(2.5), .float(4)],
        [.double(1.25), .double(2.5), .double(5)],
        [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
    ]
    let totals = [7.0, 8.0, 8.75, 7.5]
    let asDouble: (AnyRealmValue) -> Double = { v in
        switch v {
        case .double(let d): return d
        case .decimal128(let d): return d.doubleValue
        default: return -1
        }
    }
    for i in 0..<kinds.count {
        let unmanaged = MixedBag()
        XCTAssertEqual(unmanaged.distinctItems.sum().intValue, 0)
        unmanaged.distinctItems.insert(objectsIn: kinds[i])
        XCTAssertEqual(asDouble(unmanaged.distinctItems.sum()), totals[i], accuracy: 0.1)

        let managed = MixedBag()
        try realm.write { realm.add(managed) }
        realm.beginWrite()
        XCTAssertNil(managed.distinctItems.sum().intValue)
        managed.distinctItems.insert(objectsIn: kinds[i])
        XCTAssertEqual(asDouble(managed.distinctItems.sum()), totals[i], accuracy: 0.1)
        realm.cancelWrite()
    }
}

/// The average of a set of AnyRealmValue is nil when it is empty, and the mean of its numbers otherwise.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AddableAnyRealmValueMutableSetTests.testAverage
func testMixedSetAverage() throws {
    let realm = try Realm()
    let kinds: [[AnyRealmValue]] = [
        [.int(1), .int(2), .int(6)],
        [.float(1.5), .float(2.5), .float(5)],
        [.double(1.5), .double(3), .double(4.5)],
        [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("5"))],
    ]
    let asDouble: (AnyRealmValue) -> Double = { v in
        switch v {
        case .double(let d): return d
        case .decimal128(let d): return d.doubleValue
        default: return -1
        }
    }
    for i in 0..<kinds.count {
        let unmanaged = MixedBag()
        XCTAssertNil(unmanaged.distinctItems.average())
        unmanaged.distinctItems.insert(objectsIn: kinds[i])
        XCTAssertEqual(asDouble(unmanaged.distinctItems.average()!), 3.0, accuracy: 0.1)

        let managed = MixedBag()
        try realm.write { realm.add(managed) }
        realm.beginWrite()
        XCTAssertNil(managed.distinctItems.average())
        managed.distinctItems.insert(objectsIn: kinds[i])
        XCTAssertEqual(asDouble(managed.distinctItems.average()!), 3.0, accuracy: 0.1)
        realm.cancelWrite()
    }
}

/// The sum of a map of AnyRealmValue: an empty map sums to the int 0, managed or not; numbers sum to their total.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AddableAnyRealmValueMapTests.testSum
func testMixedMapSum() throws {
    let realm = try Realm()
    let kinds: [[String: AnyRealmValue]] = [
        ["a": .int(1), "b": .int(2), "c": .int(4)],
        ["a": .float(1.5), "b": .float(2.5), "c": .float(4)],
        ["a": .double(1.25), "b": .double(2.5), "c": .double(5)],
        ["a": .decimal128(Decimal128("1.5")), "b": .decimal128(Decimal128("2.5")), "c": .decimal128(Decimal128("3.5"))],
    ]
    let totals = [7.0, 8.0, 8.75, 7.5]
    let asDouble: (AnyRealmValue) -> Double = { v in
        switch v {
        case .double(let d): return d
        case .decimal128(let d): return d.doubleValue
        default: return -1
        }
    }
    for i in 0..<kinds.count {
        let unmanaged = MixedBag()
        XCTAssertEqual(unmanaged.byKey.sum().intValue, 0)
        unmanaged.byKey.merge(kinds[i]) { $1 }
        XCTAssertEqual(asDouble(unmanaged.byKey.sum()), totals[i], accuracy: 0.1)

        let managed = MixedBag()
        try realm.write { realm.add(managed) }
        realm.beginWrite()
        XCTAssertEqual(managed.byKey.sum().intValue, 0)
        managed.byKey.merge(kinds[i]) { $1 }
        XCTAssertEqual(asDouble(managed.byKey.sum()), totals[i], accuracy: 0.1)
        realm.cancelWrite()
    }
}

/// The average of a map of AnyRealmValue is nil when it is empty, and the mean of its numbers otherwise.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AddableAnyRealmValueMapTests.testAverage
func testMixedMapAverage() throws {
    let realm = try Realm()
    let kinds: [[String: AnyRealmValue]] = [
        ["a": .int(1), "b": .int(2), "c": .int(6)],
        ["a": .float(1.5), "b": .float(2.5), "c": .float(5)],
        ["a": .double(1.5), "b": .double(3), "c": .double(4.5)],
        ["a": .decimal128(Decimal128("1.5")), "b": .decimal128(Decimal128("2.5")), "c": .decimal128(Decimal128("5"))],
    ]
    let asDouble: (AnyRealmValue) -> Double = { v in
        switch v {
        case .double(let d): return d
        case .decimal128(let d): return d.doubleValue
        default: return -1
        }
    }
    for i in 0..<kinds.count {
        let unmanaged = MixedBag()
        XCTAssertNil(unmanaged.byKey.average())
        unmanaged.byKey.merge(kinds[i]) { $1 }
        XCTAssertEqual(asDouble(unmanaged.byKey.average()!), 3.0, accuracy: 0.1)

        let managed = MixedBag()
        try realm.write { realm.add(managed) }
        realm.beginWrite()
        XCTAssertNil(managed.byKey.average())
        managed.byKey.merge(kinds[i]) { $1 }
        XCTAssertEqual(asDouble(managed.byKey.average()!), 3.0, accuracy: 0.1)
        realm.cancelWrite()
    }
}

/// index(of:) in a list of AnyRealmValue finds each value of every kind, in an unmanaged and a managed list.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testIndexOf
func testMixedListIndexOf() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            XCTAssertNil(list.index(of: values[0]))
            list.append(values[0])
            XCTAssertEqual(list.index(of: values[0]), 0)
            list.append(values[1])
            XCTAssertEqual(list.index(of: values[0]), 0)
            XCTAssertEqual(list.index(of: values[1]), 1)
            if managed { realm.cancelWrite() }
        }
    }
}

/// Subscripting a list of AnyRealmValue reads each value back; an index past the end or below zero is refused with its message.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testSubscript
func testMixedListSubscript() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            list.append(objectsIn: values)
            for i in 0..<values.count {
                XCTAssertTrue(same(list[i], values[i]))
            }
            assertThrows(list[values.count], reason: "Index 3 is out of bounds")
            assertThrows(list[-1], reason: "negative value")
            if managed { realm.cancelWrite() }
        }
    }
}

/// first is the first value of a list of AnyRealmValue, nil once it is emptied.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testFirst
func testMixedListFirst() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            list.append(objectsIn: values)
            XCTAssertTrue(same(list.first!, values.first!))
            list.removeAll()
            XCTAssertNil(list.first)
            if managed { realm.cancelWrite() }
        }
    }
}

/// last is the last value of a list of AnyRealmValue, nil once it is emptied.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testLast
func testMixedListLast() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            list.append(objectsIn: values)
            XCTAssertTrue(same(list.last!, values.last!))
            list.removeAll()
            XCTAssertNil(list.last)
            if managed { realm.cancelWrite() }
        }
    }
}

/// insert(_:at:) places AnyRealmValues of every kind at the front, the middle and the end; an index past the end or below zero is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testInsert
func testMixedListInsert() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            XCTAssertEqual(list.count, 0)
            list.insert(values[0], at: 0)
            XCTAssertEqual(list.count, 1)
            XCTAssertTrue(same(values[0], list[0]))
            list.insert(values[1], at: 0)
            XCTAssertEqual(list.count, 2)
            XCTAssertTrue(same(values[1], list[0]))
            XCTAssertTrue(same(values[0], list[1]))
            list.insert(values[2], at: 2)
            XCTAssertEqual(list.count, 3)
            XCTAssertTrue(same(values[1], list[0]))
            XCTAssertTrue(same(values[0], list[1]))
            XCTAssertTrue(same(values[2], list[2]))
            assertThrows(list.insert(values[0], at: 4))
            assertThrows(list.insert(values[0], at: -1))
            if managed { realm.cancelWrite() }
        }
    }
}

/// remove(at:) takes out one AnyRealmValue and closes the gap; indexes out of range are refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testRemove
func testMixedListRemove() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            assertThrows(list.remove(at: 0))
            assertThrows(list.remove(at: -1))
            list.append(objectsIn: values)
            assertThrows(list.remove(at: -1))
            XCTAssertTrue(same(values[0], list[0]))
            XCTAssertTrue(same(values[1], list[1]))
            XCTAssertTrue(same(values[2], list[2]))
            assertThrows(list[3])
            list.remove(at: 0)
            XCTAssertTrue(same(values[1], list[0]))
            XCTAssertTrue(same(values[2], list[1]))
            assertThrows(list[2])
            assertThrows(list.remove(at: 2))
            list.remove(at: 1)
            XCTAssertTrue(same(values[1], list[0]))
            assertThrows(list[1])
            if managed { realm.cancelWrite() }
        }
    }
}

/// removeLast() on an empty list of AnyRealmValue is refused; otherwise it drops the last value, and removeLast(2) the last two.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testRemoveLast
func testMixedListRemoveLast() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            assertThrows(list.removeLast())
            list.append(objectsIn: values)
            list.removeLast()
            XCTAssertEqual(list.count, 2)
            XCTAssertTrue(same(values[0], list[0]))
            XCTAssertTrue(same(values[1], list[1]))
            list.removeLast(2)
            XCTAssertEqual(list.count, 0)
            if managed { realm.cancelWrite() }
        }
    }
}

/// removeAll() empties a list of AnyRealmValue, and does nothing to an empty one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testRemoveAll
func testMixedListRemoveAll() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            list.removeAll()
            list.append(objectsIn: values)
            list.removeAll()
            XCTAssertEqual(list.count, 0)
            if managed { realm.cancelWrite() }
        }
    }
}

/// replace(index:object:) swaps one AnyRealmValue for another; an index out of range is refused with its message.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testReplace
func testMixedListReplace() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            assertThrows(list.replace(index: 0, object: values[0]), reason: "Index 0 is out of bounds")
            list.append(objectsIn: values)
            list.replace(index: 1, object: values[0])
            XCTAssertTrue(same(list[0], values[0]))
            XCTAssertTrue(same(list[1], values[0]))
            XCTAssertTrue(same(list[2], values[2]))
            assertThrows(list.replace(index: 3, object: values[0]), reason: "Index 3 is out of bounds")
            assertThrows(list.replace(index: -1, object: values[0]), reason: "Cannot pass a negative value")
            if managed { realm.cancelWrite() }
        }
    }
}

/// replaceSubrange(_:with:) on a list of AnyRealmValue inserts, replaces and removes ranges of values.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testReplaceRange
func testMixedListReplaceRange() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            list.replaceSubrange(0..<0, with: [])
            XCTAssertEqual(list.count, 0)
            list.replaceSubrange(0..<0, with: [values[0]])
            XCTAssertEqual(list.count, 1)
            XCTAssertTrue(same(list[0], values[0]))
            list.replaceSubrange(0..<1, with: values)
            XCTAssertEqual(list.count, 3)
            list.replaceSubrange(1..<2, with: [])
            XCTAssertEqual(list.count, 2)
            XCTAssertTrue(same(list[0], values[0]))
            XCTAssertTrue(same(list[1], values[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// move(from:to:) reorders a list of AnyRealmValue; indexes out of range are refused with their messages.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testMove
func testMixedListMove() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            assertThrows(list.move(from: 1, to: 0), reason: "out of bounds")
            list.append(objectsIn: values)
            list.move(from: 2, to: 0)
            XCTAssertTrue(same(list[0], values[2]))
            XCTAssertTrue(same(list[1], values[0]))
            XCTAssertTrue(same(list[2], values[1]))
            assertThrows(list.move(from: 3, to: 0), reason: "Index 3 is out of bounds")
            assertThrows(list.move(from: 0, to: 3), reason: "Index 3 is out of bounds")
            assertThrows(list.move(from: -1, to: 0), reason: "negative value")
            assertThrows(list.move(from: 0, to: -1), reason: "negative value")
            if managed { realm.cancelWrite() }
        }
    }
}

/// swapAt(_:_:) exchanges two AnyRealmValues; indexes out of range are refused with their messages.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testSwap
func testMixedListSwap() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            assertThrows(list.swapAt(0, 1), reason: "out of bounds")
            list.append(objectsIn: values)
            list.swapAt(0, 2)
            XCTAssertTrue(same(list[0], values[2]))
            XCTAssertTrue(same(list[1], values[1]))
            XCTAssertTrue(same(list[2], values[0]))
            assertThrows(list.swapAt(3, 0), reason: "Index 3 is out of bounds")
            assertThrows(list.swapAt(0, 3), reason: "Index 3 is out of bounds")
            assertThrows(list.swapAt(-1, 0), reason: "negative value")
            assertThrows(list.swapAt(0, -1), reason: "negative value")
            if managed { realm.cancelWrite() }
        }
    }
}

/// Assigning through a subscript of a list of AnyRealmValue replaces the value in place.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testAssign
func testMixedListAssign() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            XCTAssertEqual(list.count, 0)
            list.insert(values[0], at: 0)
            XCTAssertEqual(list.count, 1)
            XCTAssertTrue(same(values[0], list[0]))
            list[0] = values[1]
            XCTAssertEqual(list.count, 1)
            XCTAssertTrue(same(values[1], list[0]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// min() of a list of AnyRealmValue is nil when empty and the smallest value otherwise, for ints, floats, doubles, dates and decimals.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift MinMaxAnyRealmValueListTests.testMin
func testMixedListMin() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(-2), .int(5), .int(9)],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
        ]
    }
    for kind in 0..<5 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            XCTAssertNil(list.min())
            list.append(objectsIn: values.reversed())
            XCTAssertEqual(list.min(), values.first)
            if managed { realm.cancelWrite() }
        }
    }
}

/// max() of a list of AnyRealmValue is nil when empty and the largest value otherwise, for ints, floats, doubles, dates and decimals.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift MinMaxAnyRealmValueListTests.testMax
func testMixedListMax() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(-2), .int(5), .int(9)],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
        ]
    }
    for kind in 0..<5 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            XCTAssertNil(list.max())
            list.append(objectsIn: values.reversed())
            XCTAssertEqual(list.max(), values.last)
            if managed { realm.cancelWrite() }
        }
    }
}

/// insert(_:) adds each AnyRealmValue of every kind once; inserting a value again changes nothing.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testInsert
func testMixedSetInsert() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            XCTAssertEqual(set.count, 0)
            set.insert(values[0])
            XCTAssertEqual(set.count, 1)
            XCTAssertTrue(set.contains(values[0]))
            set.insert(values[1])
            XCTAssertEqual(set.count, 2)
            XCTAssertTrue(set.contains(values[0]))
            XCTAssertTrue(set.contains(values[1]))
            set.insert(values[2])
            XCTAssertEqual(set.count, 3)
            set.insert(values[2])
            XCTAssertEqual(set.count, 3)
            XCTAssertTrue(set.contains(values[0]))
            XCTAssertTrue(set.contains(values[1]))
            XCTAssertTrue(set.contains(values[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// remove(_:) takes one AnyRealmValue out of a set and keeps the others.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testRemove
func testMixedSetRemove() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            set.removeAll()
            XCTAssertEqual(set.count, 0)
            set.insert(objectsIn: values)
            set.remove(values[0])
            XCTAssertFalse(set.contains(values[0]))
            XCTAssertTrue(set.contains(values[1]))
            XCTAssertTrue(set.contains(values[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// removeAll() empties a set of AnyRealmValue, and does nothing to an empty one.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testRemoveAll
func testMixedSetRemoveAll() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            set.removeAll()
            set.insert(objectsIn: values)
            set.removeAll()
            XCTAssertEqual(set.count, 0)
            if managed { realm.cancelWrite() }
        }
    }
}

/// A set holding one AnyRealmValue of another is its subset; once emptied, the larger set is not a subset of it.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testIsSubset
func testMixedSetIsSubset() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(objectsIn: values)
            other.insert(values[0])
            XCTAssertTrue(other.isSubset(of: set))
            other.remove(values[0])
            XCTAssertFalse(set.isSubset(of: other))
            if managed { realm.cancelWrite() }
        }
    }
}

/// contains(_:) finds every AnyRealmValue inserted into a set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testContains
func testMixedSetContains() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(objectsIn: values)
            XCTAssertEqual(set.count, values.count)
            values.forEach {
                XCTAssertTrue(set.contains($0))
            }
            if managed { realm.cancelWrite() }
        }
    }
}

/// Two sets of AnyRealmValue sharing a value intersect; once the shared value is gone they do not.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testIntersects
func testMixedSetIntersects() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(objectsIn: values)
            other.insert(values[0])
            XCTAssertTrue(other.intersects(set))
            other.remove(values[0])
            XCTAssertFalse(set.intersects(other))
            if managed { realm.cancelWrite() }
        }
    }
}

/// formIntersection(_:) keeps only the AnyRealmValue both sets hold.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testFormIntersection
func testMixedSetFormIntersection() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(objectsIn: values)
            other.insert(values[0])
            set.formIntersection(other)
            XCTAssertEqual(set.count, 1)
            XCTAssertTrue(same(set[0], values[0]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// formUnion(_:) gathers the AnyRealmValues of both sets, each once.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testFormUnion
func testMixedSetFormUnion() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            let holds: (AnyRealmValue) -> Bool = { v in
                values.contains { same($0, v) }
            }

            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(values[0])
            set.insert(values[1])
            other.insert(values[0])
            other.insert(values[2])
            set.formUnion(other)
            XCTAssertEqual(set.count, 3)
            XCTAssertTrue(holds(set[0]))
            XCTAssertTrue(holds(set[1]))
            XCTAssertTrue(holds(set[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// subtract(_:) removes the AnyRealmValues the other set holds.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testSubtract
func testMixedSetSubtract() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            XCTAssertEqual(set.count, 0)
            XCTAssertEqual(other.count, 0)
            set.insert(values[0])
            set.insert(values[1])
            other.insert(values[0])
            other.insert(values[2])
            set.subtract(other)
            XCTAssertEqual(set.count, 1)
            XCTAssertFalse(set.contains(values[0]))
            XCTAssertTrue(set.contains(values[1]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// Each position of a set of AnyRealmValue holds one of the values inserted.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testSubscript
func testMixedSetSubscript() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            let holds: (AnyRealmValue) -> Bool = { v in
                values.contains { same($0, v) }
            }

            set.insert(objectsIn: values)
            XCTAssertTrue(holds(set[0]))
            XCTAssertTrue(holds(set[1]))
            XCTAssertTrue(holds(set[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// min() of a set of AnyRealmValue is nil when empty and the smallest value otherwise, for ints, floats, doubles, dates and decimals.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift MinMaxAnyRealmValueMutableSetTests.testMin
func testMixedSetMin() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(-2), .int(5), .int(9)],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
        ]
    }
    for kind in 0..<5 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            XCTAssertNil(set.min())
            set.insert(objectsIn: values)
            XCTAssertEqual(set.min(), values.first)
            if managed { realm.cancelWrite() }
        }
    }
}

/// max() of a set of AnyRealmValue is nil when empty and the largest value otherwise, for ints, floats, doubles, dates and decimals.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift MinMaxAnyRealmValueMutableSetTests.testMax
func testMixedSetMax() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(-2), .int(5), .int(9)],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
        ]
    }
    for kind in 0..<5 {
        for managed in [false, true] {
            let bag = MixedBag()
            let otherBag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
                realm.add(otherBag)
            }
            let set = bag.distinctItems
            let other = otherBag.distinctItems
            let values = kinds()[kind]
            XCTAssertNil(set.max())
            set.insert(objectsIn: values)
            XCTAssertEqual(set.max(), values.last)
            if managed { realm.cancelWrite() }
        }
    }
}

/// A list, set or map of AnyRealmValue is not invalidated while its object lives, unmanaged or managed, and is once its managed object is deleted.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testInvalidated
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testInvalidated
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMapTests.testInvalidated
func testMixedCollectionsInvalidated() throws {
    let realm = try Realm()
    let loose = MixedBag()
    XCTAssertFalse(loose.items.isInvalidated)
    XCTAssertFalse(loose.distinctItems.isInvalidated)
    XCTAssertFalse(loose.byKey.isInvalidated)
    let bag = MixedBag()
    try realm.write {
        realm.add(bag)
        bag.items.append(.int(1))
        bag.distinctItems.insert(.string("a"))
        bag.byKey["k"] = .bool(true)
    }
    let items = bag.items
    let distinctItems = bag.distinctItems
    let byKey = bag.byKey
    XCTAssertFalse(items.isInvalidated)
    XCTAssertFalse(distinctItems.isInvalidated)
    XCTAssertFalse(byKey.isInvalidated)
    try realm.write { realm.delete(bag) }
    XCTAssertTrue(items.isInvalidated)
    XCTAssertTrue(distinctItems.isInvalidated)
    XCTAssertTrue(byKey.isInvalidated)
}

/// Assigning AnyRealmValues of every kind to new keys of a map adds one entry each, with its key and value.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMapTests.testInsert
func testMixedMapInsert() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let map = bag.byKey
            let values = kinds()[kind]
            let keys = ["first", "second", "third"]
            let entries: [String: AnyRealmValue] = [keys[0]: values[0], keys[1]: values[1], keys[2]: values[2]]
            let holds: (String, AnyRealmValue) -> Bool = { key, value in
                map.contains(where: { k, v in k == key && same(v, value) })
            }

            XCTAssertEqual(map.count, 0)
            map[keys[0]] = values[0]
            XCTAssertEqual(map.count, 1)
            XCTAssertEqual(map.keys.count, 1)
            XCTAssertEqual(map.values.count, 1)
            XCTAssertTrue(Set([keys[0]]).isSubset(of: map.keys))
            XCTAssertTrue(holds(keys[0], values[0]))
            map[keys[1]] = values[1]
            XCTAssertEqual(map.count, 2)
            XCTAssertEqual(map.keys.count, 2)
            XCTAssertEqual(map.values.count, 2)
            XCTAssertTrue(Set([keys[0], keys[1]]).isSubset(of: map.keys))
            XCTAssertTrue(holds(keys[1], values[1]))
            map[keys[2]] = values[2]
            XCTAssertEqual(map.count, 3)
            XCTAssertEqual(map.keys.count, 3)
            XCTAssertEqual(map.values.count, 3)
            XCTAssertTrue(Set(keys).isSubset(of: map.keys))
            XCTAssertTrue(holds(keys[2], values[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// setValue(nil, forKey:), assigning nil, removeObject(for:) and removeAll() take entries out of a map of AnyRealmValue.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMapTests.testRemove
func testMixedMapRemove() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let map = bag.byKey
            let values = kinds()[kind]
            let keys = ["first", "second", "third"]
            let entries: [String: AnyRealmValue] = [keys[0]: values[0], keys[1]: values[1], keys[2]: values[2]]
            XCTAssertEqual(map.count, 0)
            map.merge(entries) { $1 }
            XCTAssertEqual(map.count, 3)
            XCTAssertEqual(map.keys.count, 3)
            XCTAssertEqual(map.values.count, 3)
            XCTAssertTrue(Set(keys).isSubset(of: map.keys))
            map.setValue(nil, forKey: keys[0])
            XCTAssertNil(map.value(forKey: keys[0]))
            map.removeAll()
            XCTAssertEqual(map.count, 0)
            map.merge(entries) { $1 }
            map[keys[1]] = nil
            XCTAssertNil(map[keys[1]])
            map.removeObject(for: keys[2])
            XCTAssertTrue(Set([keys[0]]).isSubset(of: map.keys))
            XCTAssertFalse(map.keys.contains(keys[2]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// A map of AnyRealmValue: nil through the subscript removes the key, AnyRealmValue.none keeps it; reading gives back the value set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMapTests.testSubscript
func testMixedMapSubscript() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let map = bag.byKey
            let values = kinds()[kind]
            let keys = ["first", "second", "third"]
            let entries: [String: AnyRealmValue] = [keys[0]: values[0], keys[1]: values[1], keys[2]: values[2]]
            XCTAssertEqual(map.count, 0)
            map[keys[0]] = values[0]
            map[keys[1]] = values[1]
            map[keys[2]] = values[2]
            XCTAssertEqual(map.count, 3)
            XCTAssertEqual(map.keys.count, 3)
            XCTAssertEqual(map.values.count, 3)
            XCTAssertTrue(Set(keys).isSubset(of: map.keys))
            map[keys[0]] = values[0]
            map[keys[1]] = nil
            map[keys[2]] = values[2]
            XCTAssertEqual(map.count, 2)
            XCTAssertEqual(map.keys.count, 2)
            XCTAssertEqual(map.values.count, 2)
            XCTAssertTrue(Set([keys[0], keys[2]]).isSubset(of: map.keys))
            map[keys[0]] = AnyRealmValue.none
            XCTAssertEqual(map.count, 2)
            XCTAssertEqual(map.keys.count, 2)
            XCTAssertEqual(map.values.count, 2)
            XCTAssertTrue(Set([keys[0], keys[2]]).isSubset(of: map.keys))
            map.removeAll()
            XCTAssertNil(map[keys[0]])
            map[keys[0]] = values[0]
            XCTAssertTrue(same(map[keys[0]]!, values[0]))
            if managed { realm.cancelWrite() }
        }
    }
}

/// min() of a map of AnyRealmValue is nil when empty and the smallest value otherwise, for ints, floats, doubles, dates and decimals.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift MinMaxAnyRealmValueMapTests.testMin
func testMixedMapMin() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(-2), .int(5), .int(9)],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
        ]
    }
    for kind in 0..<5 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let map = bag.byKey
            let values = kinds()[kind]
            let keys = ["first", "second", "third"]
            let entries: [String: AnyRealmValue] = [keys[0]: values[0], keys[1]: values[1], keys[2]: values[2]]
            XCTAssertNil(map.min())
            map.merge(entries) { $1 }
            XCTAssertEqual(map.min(), values.first)
            if managed { realm.cancelWrite() }
        }
    }
}

/// max() of a map of AnyRealmValue is nil when empty and the largest value otherwise, for ints, floats, doubles, dates and decimals.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift MinMaxAnyRealmValueMapTests.testMax
func testMixedMapMax() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(-2), .int(5), .int(9)],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
        ]
    }
    for kind in 0..<5 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let map = bag.byKey
            let values = kinds()[kind]
            let keys = ["first", "second", "third"]
            let entries: [String: AnyRealmValue] = [keys[0]: values[0], keys[1]: values[1], keys[2]: values[2]]
            XCTAssertNil(map.max())
            map.merge(entries) { $1 }
            XCTAssertEqual(map.max(), values.last)
            if managed { realm.cancelWrite() }
        }
    }
}

/// An AnyRealmValue property holds a value of every scalar kind, reads it back, keeps it when its object is added, and takes a new one in a write.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueTests.testAnyRealmValue
func testMixedPropertyHoldsEveryKind() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    for kind in 0..<9 {
        let values = kinds()[kind]
        let holder = MixedHolder()
        holder.value = values[0]
        XCTAssertEqual(holder.value, values[0])
        holder.value = values[1]
        XCTAssertEqual(holder.value, values[1])
        try realm.write { realm.add(holder) }
        XCTAssertEqual(holder.value, values[1])
        try realm.write { holder.value = values[2] }
        XCTAssertEqual(holder.value, values[2])
    }
}

/// An object inside an AnyRealmValue property is the same object: a change through it shows, before and after the holder is added.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueObjectTests.testObject
func testMixedPropertyHoldsAnObject() throws {
    let holder = MixedHolder()
    let tree = Tree()
    tree.name = "oak"
    holder.value = .object(tree)
    XCTAssertEqual(holder.value.object(Tree.self)!.name, "oak")
    holder.value.object(Tree.self)!.name = "elm"
    XCTAssertEqual(holder.value.object(Tree.self)!.name, "elm")
    let realm = try Realm()
    try realm.write { realm.add(holder) }
    XCTAssertEqual(holder.value.object(Tree.self)!.name, "elm")
    try realm.write { holder.value.object(Tree.self)!.name = "yew" }
    XCTAssertEqual(holder.value.object(Tree.self)!.name, "yew")
}

/// One AnyRealmValue property takes values of one kind after another, unmanaged and then managed, each read back through its own accessor; then an object.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueObjectTests.testAssortment
func testMixedPropertyReusedForEveryKind() throws {
    let holder = MixedHolder()
    let tree = Tree()
    tree.name = "oak"
    let bytes = Data(repeating: 7, count: 32)
    let when = Date(timeIntervalSince1970: 1_700_000_000.25)
    let id = ObjectId("6a1b2c3d4e5f6a7b8c9d0e1f")
    let amount = Decimal128(floatLiteral: 9876.5432)
    let realm = try Realm()
    for managed in [false, true] {
        if managed {
            holder.value = .none
            try realm.write { realm.add(holder) }
        }
        if managed { realm.beginWrite() }
        holder.value = .int(321)
        if managed { try realm.commitWrite() }
        XCTAssertEqual(holder.value.intValue, 321)
        if managed { realm.beginWrite() }
        holder.value = .float(654.321)
        if managed { try realm.commitWrite() }
        XCTAssertEqual(holder.value.floatValue, 654.321)
        if managed { realm.beginWrite() }
        holder.value = .string("general kenobi")
        if managed { try realm.commitWrite() }
        XCTAssertEqual(holder.value.stringValue, "general kenobi")
        if managed { realm.beginWrite() }
        holder.value = .data(bytes)
        if managed { try realm.commitWrite() }
        XCTAssertEqual(holder.value.dataValue, bytes)
        if managed { realm.beginWrite() }
        holder.value = .date(when)
        if managed { try realm.commitWrite() }
        XCTAssertEqual(holder.value.dateValue!.timeIntervalSince1970, when.timeIntervalSince1970, accuracy: 1.0)
        if managed { realm.beginWrite() }
        holder.value = .objectId(id)
        if managed { try realm.commitWrite() }
        XCTAssertEqual(holder.value.objectIdValue, id)
        if managed { realm.beginWrite() }
        holder.value = .decimal128(amount)
        if managed { try realm.commitWrite() }
        XCTAssertEqual(holder.value.decimal128Value, amount)
    }
    try realm.write { holder.value = .object(tree) }
    XCTAssertEqual(holder.value.object(Tree.self)!.name, "oak")
}

/// value(forKey: "self") of a list of AnyRealmValue gives its values of every kind in order; any other key is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueListTests.testValueForKey
func testMixedListValueForKey() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let list = bag.items
            let values = kinds()[kind]
            list.append(objectsIn: values)
            let read = list.value(forKey: "self")
            XCTAssertEqual(read.count, values.count)
            for i in 0..<values.count {
                XCTAssertTrue(same(read[i], values[i]))
            }
            assertThrows(list.value(forKey: "not self"))
            if managed { realm.cancelWrite() }
        }
    }
}

/// value(forKey: "self") of a set of AnyRealmValue gives the value inserted, of every kind; any other key is refused.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMutableSetTests.testValueForKey
func testMixedSetValueForKey() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let set = bag.distinctItems
            let values = kinds()[kind]
            XCTAssertEqual(set.value(forKey: "self").count, 0)
            set.insert(values[0])
            XCTAssertTrue(same(set.value(forKey: "self").first!, values[0]))
            assertThrows(set.value(forKey: "not self"))
            if managed { realm.cancelWrite() }
        }
    }
}

/// value(forKey:) of a map of AnyRealmValue is nil for an absent key and the value of every kind once it is set.
/// - section: sdk-suite
/// - sdk-test: RealmSwift/Tests/AnyRealmValueTests.swift AnyRealmValueMapTests.testValueForKey
func testMixedMapValueForKey() throws {
    let realm = try Realm()
    let kinds: () -> [[AnyRealmValue]] = {
        [
            [.int(5), .int(9), .int(-2)],
            [.bool(false), .bool(true), .none],
            [.float(1.5), .float(2.25), .float(7.75)],
            [.double(0.5), .double(3.25), .double(9.75)],
            [.string("ash"), .string("birch"), .string("cedar")],
            [.data(Data("ash".utf8)), .data(Data("birch".utf8)), .data(Data("cedar".utf8))],
            [.date(Date(timeIntervalSince1970: 10)), .date(Date(timeIntervalSince1970: 20)), .date(Date(timeIntervalSince1970: 30))],
            [.object(Tree(value: ["name": "ash"])), .object(Tree(value: ["name": "birch"])), .object(Tree(value: ["name": "cedar"]))],
            [.objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d11")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d22")), .objectId(ObjectId("5f1a2b3c4d5e6f7a8b9c0d33"))],
            [.decimal128(Decimal128("1.5")), .decimal128(Decimal128("2.5")), .decimal128(Decimal128("3.5"))],
            [.uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555551")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555552")!), .uuid(UUID(uuidString: "11111111-2222-3333-4444-555555555553")!)],
        ]
    }
    let same: (AnyRealmValue, AnyRealmValue) -> Bool = { a, b in
        if let x = a.object(Tree.self), let y = b.object(Tree.self) { return x.name == y.name }
        return a == b
    }
    for kind in 0..<11 {
        for managed in [false, true] {
            let bag = MixedBag()
            if managed {
                realm.beginWrite()
                realm.add(bag)
            }
            let map = bag.byKey
            let values = kinds()[kind]
            XCTAssertNil(map.value(forKey: "first"))
            map["first"] = values[0]
            XCTAssertTrue(same(map.value(forKey: "first")!, values[0]))
            if managed { realm.cancelWrite() }
        }
    }
}
