// An asserted reason checks a message row only when it is one of the row's
// texts in full, each placeholder filled with text of its kind; among rows
// whose texts it matches, the one that spells the most of it checks.

internal import RealmRules
import ScenarioAPI
@testable import SpecReports
import SpecRunModel
import Testing

@Suite("SDK messages matched by template")
struct SDKMessageRowTests {
    static let tx1 = SDKMessageRow(id: "TX1", templates: [
        "Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first.",
    ], inScope: true)
    static let tx3 = SDKMessageRow(id: "TX3", templates: ["Cannot modify managed objects outside of a write transaction."], inScope: true,
                                   raisedAs: ["notInWriteTransaction"])
    static let tx4 = SDKMessageRow(id: "TX4", templates: ["Cannot modify %@ outside of a write transaction."], inScope: true)
    static let tx5 = SDKMessageRow(id: "TX5", templates: [
        "Can only perform %@ in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first.",
    ], inScope: true)
    static let up5 = SDKMessageRow(id: "UP5", templates: ["Cannot sort on key path '%1': property '%2.%3' does not exist."], inScope: true)
    static let q6 = SDKMessageRow(id: "Q6", templates: [
        "Cannot sort on key path '%1': %2.", "Cannot sort on key path '%1': arrays of '%2' can only be sorted on 'self'",
    ], inScope: true)
    static let ix2 = SDKMessageRow(id: "IX2", templates: ["Index %llu is out of bounds (must be less than %llu)."], inScope: true)
    static let ty1 = SDKMessageRow(id: "TY1", templates: ["Invalid value '%@' of type '%@' for '%@%s'%s property '%@.%@'."], inScope: true)
    static let all = [tx1, tx3, tx4, tx5, up5, q6, ix2, ty1]

    @Test("a reason holding only part of a template does not check the row", arguments: [
        "write transaction", "outside of a write", "Cannot modify Set", "Cannot modify Set outside of a write transaction",
        "Cannot modify Set outside of a write transaction. And more.", "",
    ])
    func partialReasons(_ reason: String) {
        #expect(!Self.tx4.isChecked(by: reason))
    }

    @Test("a full reason checks its row, its placeholders filled")
    func fullReasons() {
        #expect(Self.tx4.isChecked(by: "Cannot modify Set outside of a write transaction."))
        #expect(Self.tx4.isChecked(by: "Cannot modify List outside of a write transaction."))
        #expect(Self.tx5.isChecked(by: "Can only perform [RLMSet unionSet:] in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first."))
        #expect(Self.ty1.isChecked(by: "Invalid value '5' of type '__NSCFNumber' for 'string' property 'Dog.name'."))
        #expect(Self.ty1.isChecked(by: "Invalid value '5' of type '__NSCFNumber' for 'string?' (optional) property 'Dog.name'."))
    }

    @Test("a placeholder matches only text of its kind")
    func holeKinds() {
        #expect(Self.ix2.isChecked(by: "Index 5 is out of bounds (must be less than 3)."))
        #expect(!Self.ix2.isChecked(by: "Index five is out of bounds (must be less than 3)."))
        #expect(!Self.ix2.isChecked(by: "Index  is out of bounds (must be less than 3)."))
        // TX4's placeholder is a collection's class name, so TX3's text is not TX4's.
        #expect(!Self.tx4.isChecked(by: "Cannot modify managed objects outside of a write transaction."))
        #expect(Self.tx3.isChecked(by: "Cannot modify managed objects outside of a write transaction."))
        // '%2.%3' is a class name and a property name.
        #expect(!Self.up5.isChecked(by: "Cannot sort on key path 'a': property 'the dog' does not exist."))
    }

    @Test("a full reason checks exactly its row: not TX4 for a write-transaction text, not TX5 for TX1's, not Q6 for UP5's")
    func exactlyItsRow() {
        #expect(SDKMessageRow.checkedIds(Self.all, byTexts: [Self.tx1.templates[0]]) == ["TX1"])
        #expect(SDKMessageRow.checkedIds(Self.all, by: [AssertedReason(text: Self.tx3.templates[0], kind: "notInWriteTransaction")]) == ["TX3"])
        #expect(SDKMessageRow.checkedIds(Self.all, byTexts: ["write transaction", "Cannot modify"]).isEmpty)
        #expect(SDKMessageRow.checkedIds(Self.all, byTexts: ["Cannot sort on key path 'nickname': property 'Dog.nickname' does not exist."]) == ["UP5"])
        #expect(SDKMessageRow.checkedIds(Self.all, byTexts: ["Cannot sort on key path 'value': arrays of 'int' can only be sorted on 'self'"]) == ["Q6"])
        #expect(SDKMessageRow.checkedIds(Self.all, byTexts: ["Cannot sort on key path 'dogs': property 'Person.dogs' is of unsupported type 'array'."]) == ["Q6"])
    }

    @Test("the coverage counts a row only when a reason checks it")
    func coverageCounts() {
        let coverage = ApiCoverage.compute(surface: [], usages: [ScenarioApiUsage(reasons: ["write transaction", Self.tx1.templates[0]])],
                                           messages: [Self.tx1, Self.tx4, Self.tx5], outOfScope: [:])
        #expect(coverage.messages == Tally(covered: 1, total: 3))
        #expect(coverage.messageGroups.flatMap(\.unchecked) == ["TX4", "TX5"])
    }
}

@Suite("SDK message templates")
struct SDKMessageTemplateTests {
    @Test("placeholders parse into typed holes: digits for %llu, names for '%1.%2', an optional text for %s")
    func parsing() {
        let ix2 = SDKMessageTemplate("Index %llu is out of bounds (must be less than %llu).")
        #expect(ix2.parts == [.literal("Index "), .hole(.number), .literal(" is out of bounds (must be less than "), .hole(.number), .literal(").")])
        let pk6 = SDKMessageTemplate("Cannot modify primary key after creation: '%1.%2'")
        #expect(pk6.parts.suffix(4) == [.hole(.name), .literal("."), .hole(.name), .literal("'")])
        #expect(SDKMessageTemplate("'%@%s'").parts == [.literal("'"), .hole(.text), .hole(.optionalText), .literal("'")])
        #expect(SDKMessageTemplate("100% sure").parts == [.literal("100% sure")])
    }

    @Test("a long reason that nearly fits a template of many holes is refused")
    func longReason() {
        let ty1 = SDKMessageTemplate("Invalid value '%@' of type '%@' for '%@%s'%s property '%@.%@'.")
        let reason = "Invalid value '" + String(repeating: "' of type '", count: 300) + " property 'a.b'"
        #expect(!ty1.matches(reason))
        #expect(ty1.matches("Invalid value '" + String(repeating: "x", count: 3000) + "' of type 'T' for 'int' property 'A.b'."))
    }

    @Test("the catalogue has one row per SDK message, with its texts and scope, read from the catalogue itself")
    func catalogue() {
        let rows = SDKMessageRow.catalogue
        #expect(rows.map(\.id) == SDKMessage.allCases.map(\.rawValue))
        #expect(rows.first { $0.id == "TX3" } == SDKMessageRowTests.tx3)
        #expect(rows.contains { !$0.inScope })
        #expect(rows.first { $0.id == "TX1" }?.isChecked(by: SDKMessageRowTests.tx1.templates[0]) == true)
    }
}

@Suite("rows that share a text are told apart by the member that raised it")
struct SharedTextTests {
    static let catalogue = SDKMessageRow.catalogue
    static let pastEnd = "Index 3 is out of bounds (must be less than 3)."

    @Test("an index past the end credits the row raised, and only from a member that raises it: IX2s never from a List")
    func listIndex() {
        let list = ["List.subscript(_:)"], set = ["MutableSet.subscript(_:)"]
        let ids = SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: Self.pastEnd, members: list, raised: ["IX2", "IX2m"])])
        #expect(ids.contains("IX2") && ids.contains("IX2m"), "\(ids)")
        let notSet = SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: Self.pastEnd, members: list, raised: ["IX2s"])])
        #expect(!notSet.contains("IX2s"), "\(notSet)")
        let unmanagedSet = SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: Self.pastEnd, members: set, raised: ["IX2s"])])
        #expect(unmanagedSet.contains("IX2s") && !unmanagedSet.contains("IX2"), "\(unmanagedSet)")
    }

    @Test("the text alone, with no member behind it, credits none of the rows that share it")
    func textAlone() {
        let ids = SDKMessageRow.checkedIds(Self.catalogue, byTexts: [Self.pastEnd, "'Dog' does not have a primary key and can not be updated"])
        #expect(ids.isDisjoint(with: ["IX2", "IX2s", "IX2r", "IX2m", "PK2", "PK2c", "PK2d", "PK2o"]), "\(ids)")
    }

    @Test("add(_:update:) on a type without a primary key credits PK2, not dynamicCreate's PK2d or the Objective-C PK2o")
    func primaryKeyFamily() {
        let reason = AssertedReason(text: "'Dog' does not have a primary key and can not be updated", members: ["Realm.add(_:update:)", "Realm.write(withoutNotifying:_:)"])
        let ids = SDKMessageRow.checkedIds(Self.catalogue, by: [reason])
        #expect(ids.contains("PK2") && ids.isDisjoint(with: ["PK2c", "PK2d", "PK2o"]), "\(ids)")
    }

    @Test("the subscript setter's text credits TX3 asserted as outside a write, FZ2b as frozen, and neither with no kind")
    func sameTextAndMemberByKind() {
        let text = "Cannot modify managed objects outside of a write transaction."
        let members = ["Object.subscript(_:)"]
        let outside = SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: text, members: members, kind: "notInWriteTransaction")])
        #expect(outside.contains("TX3") && !outside.contains("FZ2b"), "\(outside)")
        let frozen = SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: text, members: members, kind: "frozen")])
        #expect(frozen.contains("FZ2b") && !frozen.contains("TX3"), "\(frozen)")
        let none = SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: text, members: members)])
        #expect(none.isDisjoint(with: ["TX3", "FZ2b"]), "\(none)")
    }

    @Test("a null value's type message credits MV5, and a wrong value's credits TY1: the filled placeholder tells them apart")
    func nullValueIsNotWrongType() {
        let null = SDKMessageRow.checkedIds(Self.catalogue, byTexts: ["Invalid value '<null>' of type 'NSNull' for 'int' property 'Dog.age'."])
        #expect(null.contains("MV5") && !null.contains("TY1"), "\(null)")
        let unmanaged = SDKMessageRow.checkedIds(Self.catalogue, byTexts: ["Invalid value '(null)' of type '(null)' for 'int' property 'Dog.age'."])
        #expect(unmanaged.contains("MV5") && !unmanaged.contains("TY1"), "\(unmanaged)")
        let wrong = SDKMessageRow.checkedIds(Self.catalogue, byTexts: ["Invalid value 'x' of type '__NSCFString' for 'int' property 'Dog.age'."])
        #expect(wrong.contains("TY1") && !wrong.contains("MV5"), "\(wrong)")
    }

    @Test("freeze() of an unmanaged Object credits UM1, not UM3, the realm's and Objective-C path with the same text")
    func freezeUnmanaged() {
        let text = "Unmanaged objects cannot be frozen."
        let object = SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: text, members: ["Object.freeze()"])])
        #expect(object.contains("UM1") && !object.contains("UM3"), "\(object)")
        let realm = SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: text, members: ["Realm.freeze(_:)"])])
        #expect(realm.contains("UM3") && !realm.contains("UM1"), "\(realm)")
    }

    @Test("filter on an unmanaged List credits UM8 and Q2; sorted credits UM8 only")
    func unmanagedQueries() {
        let text = "This method may only be called on RLMArray instances retrieved from an RLMRealm"
        #expect(SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: text, members: ["List.filter(_:_:)"])]).isSuperset(of: ["UM8", "Q2"]))
        let sorted = SDKMessageRow.checkedIds(Self.catalogue, by: [AssertedReason(text: text, members: ["List.sorted(byKeyPath:ascending:)"])])
        #expect(sorted.contains("UM8") && !sorted.contains("Q2"), "\(sorted)")
    }
}

@Suite("Rows told apart only when raised")
struct RaisedRowCreditTests {
    static let text = "Index 3 is out of bounds (must be less than 1)."

    @Test("an index past the end credits the row the run raised, and none without a run")
    func creditByRaisedRow() {
        let catalogue = SDKMessageRow.catalogue
        let members = ["List.subscript(_:)"]
        let unmanaged = SDKMessageRow.checkedIds(catalogue, by: [AssertedReason(text: Self.text, members: members, raised: ["IX2"])])
        #expect(unmanaged.intersection(["IX2", "IX2m", "IX2r", "IX2s"]) == ["IX2"], "\(unmanaged)")
        let managed = SDKMessageRow.checkedIds(catalogue, by: [AssertedReason(text: Self.text, members: members, raised: ["IX2m"])])
        #expect(managed.intersection(["IX2", "IX2m", "IX2r", "IX2s"]) == ["IX2m"], "\(managed)")
        let notRun = SDKMessageRow.checkedIds(catalogue, by: [AssertedReason(text: Self.text, members: members)])
        #expect(notRun.isDisjoint(with: ["IX2", "IX2m", "IX2r", "IX2s"]), "\(notRun)")
        // A row that was raised but is not among the members' rows is still not credited.
        let elsewhere = SDKMessageRow.checkedIds(catalogue, by: [AssertedReason(text: Self.text, members: ["Realm.add(_:update:)"], raised: ["IX2m"])])
        #expect(elsewhere.isDisjoint(with: ["IX2", "IX2m", "IX2r", "IX2s"]), "\(elsewhere)")
    }

    @Test("only reasons with a row told apart when raised need a run")
    func needRun() {
        let catalogue = SDKMessageRow.catalogue
        #expect(SDKMessageRow.needRaisedRows(catalogue, [AssertedReason(text: Self.text)]))
        #expect(!SDKMessageRow.needRaisedRows(catalogue, [AssertedReason(text: "Unmanaged objects cannot be frozen.")]))
    }

    @Test("PK2 is add's, PK2c create's: the same text from another member credits the other row")
    func primaryKeyRowsByMember() {
        let text = "'Dog' does not have a primary key and can not be updated"
        let add = SDKMessageRow.checkedIds(SDKMessageRow.catalogue, by: [AssertedReason(text: text, members: ["Realm.add(_:update:)"])])
        #expect(add.intersection(["PK2", "PK2c", "PK2d", "PK2o"]) == ["PK2"], "\(add)")
        let create = SDKMessageRow.checkedIds(SDKMessageRow.catalogue, by: [AssertedReason(text: text, members: ["Realm.create(_:value:update:)"])])
        #expect(create.intersection(["PK2", "PK2c", "PK2d", "PK2o"]) == ["PK2c"], "\(create)")
    }
}

@Suite("Every shared text names how its rows are told apart")
struct SharedTextOriginsTests {
    @Test("rows in scope whose texts are the same each name the members they are raised from, the kinds, or that a run tells them apart")
    func everyTieHasOrigins() {
        let rows = SDKMessageRow.catalogue.filter(\.inScope)
        var untold: [String] = []
        for row in rows {
            let twins = rows.filter { $0.id != row.id && !Set($0.templates).isDisjoint(with: row.templates) }
            if !twins.isEmpty, row.raisedBy == nil, row.raisedAs == nil, !row.toldApartWhenRaised {
                untold.append("\(row.id) (= \(twins.map(\.id).joined(separator: ", ")))")
            }
        }
        #expect(untold.isEmpty, "\(untold)")
    }

    @Test("a restating row is credited only through what it names: TX7A never by commitWrite, PK7 only by a primary-key lookup, FZ1 never")
    func restatingRows() {
        let catalogue = SDKMessageRow.catalogue
        let commit = SDKMessageRow.checkedIds(catalogue, by: [AssertedReason(
            text: "Can't commit a non-existing write transaction", members: ["Realm.commitWrite(withoutNotifying:)"])])
        #expect(commit.contains("TX7") && !commit.contains("TX7A"), "\(commit)")
        let typeText = "Invalid value 'high' of type '__NSCFString' for 'float' property 'DogHouse.rating'."
        let create = SDKMessageRow.checkedIds(catalogue, by: [AssertedReason(text: typeText, members: ["Object.init(value:)"])])
        #expect(create.contains("TY1") && !create.contains("PK7"), "\(create)")
        let lookup = SDKMessageRow.checkedIds(catalogue, by: [AssertedReason(
            text: "Invalid value 'x' of type '__NSCFString' for 'int' property 'Person.id'.", members: ["Realm.object(ofType:forPrimaryKey:)"])])
        #expect(lookup.contains("PK7"), "\(lookup)")
        let frozen = SDKMessageRow.checkedIds(catalogue, by: [AssertedReason(
            text: "Can't perform transactions on a frozen Realm", members: ["Realm.write(withoutNotifying:_:)"])])
        #expect(frozen.contains("TX9") && !frozen.contains("FZ1"), "\(frozen)")
        #expect(catalogue.first { $0.id == "FZ1" }?.restates == "TX9")
        // MV1 and PK8 are out of scope and share a text: neither is credited by it.
        let missing = SDKMessageRow.checkedIds(catalogue, by: [AssertedReason(
            text: "Missing value for property 'PrimaryStringObject.stringCol'", members: ["RLMObject.create(in:withValue:)"])])
        #expect(missing.isDisjoint(with: ["MV1", "PK8"]), "\(missing)")
    }
}

@Suite("Credits name rows as the coverage counts them")
struct CreditRowAliasTests {
    @Test("a shared row a type replaces is listed under the type's own row: MutableSet's RC10 is S18")
    func aliasedRow() throws {
        var s = ScenarioSummary(id: "a.swift::testX", file: "Specs/a.swift", line: 1, name: "testX")
        let use = Fixtures.use("MutableSet", "MutableSet.index(matching:_:)", ApiRow(.shared, "RC10"))
        s.apiUsage = ScenarioApiUsage(members: [use], checked: [use])
        let credits = CoverageCredits(summaries: [s], catalog: nil, messages: [])
        #expect(credits.members["MutableSet S18"]?.first?.checked == true, "\(credits.members.keys.sorted())")
        #expect(credits.members["MutableSet RC10"] == nil)
    }
}
