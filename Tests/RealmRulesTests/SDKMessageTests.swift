// The catalogue of the SDK's messages (sdk-messages): one case per
// exceptions.md row, placeholders filled as the SDK fills them, every row
// given a scope, and every row the engines raise checked by a scenario.

import Foundation
import RealmSpecCore
import Testing
@testable import RealmRules

@Suite("SDK message catalogue")
struct SDKMessageTests {
    /// The repository root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("one case per exceptions.md row (§1-§19: 171 rows), ids unique")
    func oneCasePerRow() {
        #expect(SDKMessage.allCases.count == 171)
        #expect(Set(SDKMessage.allCases.map(\.rawValue)).count == 171)
        #expect(SDKMessage(rawValue: "TX1") == .tx1)
        #expect(SDKMessage(rawValue: "UM8s") == .um8s)
    }

    @Test("placeholders: %@, %s, %llu and %zu in order; %1…%9 by position; missing ones stay")
    func fill() {
        #expect(SDKMessage.fill("a %@ b %llu c %zu d %s", ["1", "2", "3", "4"]) == "a 1 b 2 c 3 d 4")
        #expect(SDKMessage.fill("%2 then %1", ["x", "y"]) == "y then x")
        #expect(SDKMessage.fill("100% sure %@", ["x"]) == "100% sure x")
        #expect(SDKMessage.fill("%@ and %@", ["x"]) == "x and %@")
        #expect(SDKMessage.ag1.text("min", "bool", "", "list", "A", "b") == "Operation 'min' not supported for bool list 'A.b'")
        #expect(SDKMessage.ty6.text("DogToy", "Dog", variant: 1) == "Object of type 'DogToy' does not match RLMSet type 'Dog'.")
    }

    @Test("every row has a scope; a pointer row points at a row with its own scope; raised rows have text")
    func scopes() {
        for row in SDKMessage.allCases {
            switch row.scope {
            case .sameAs(let target):
                if case .sameAs = target.scope { Issue.record("\(row.rawValue) points at pointer row \(target.rawValue)") }
            case .raised(let whereFrom), .notRaised(let whereFrom), .outOfScope(let whereFrom):
                #expect(!whereFrom.isEmpty, "\(row.rawValue)")
            }
            if case .raised = row.scope { #expect(!row.templates.isEmpty && !row.templates[0].isEmpty, "\(row.rawValue)") }
        }
        #expect(SDKMessage.tx1.isInScope && !SDKMessage.thr1.isInScope && !SDKMessage.fz1.isInScope)
    }

    @Test("the rule factories speak the SDK's words")
    func ruleTexts() {
        #expect(Rule.notInWrite(.realm).message
                == "Can only add, remove, or create objects in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
        #expect(Rule.notInWrite(.object).message
                == "Attempting to modify object outside of a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
        #expect(Rule.notInWrite(.collection(.set)).message == "Cannot modify Set outside of a write transaction.")
        #expect(Rule.invalidatedCollection(.map).message
                == "Dictionary is no longer valid. Either the parent object was deleted or the containing Realm has been invalidated or closed.")
        #expect(Rule.primaryKeyExists("P", .null).message == "Attempting to create an object of type 'P' with an existing primary key value 'null'")
        #expect(Rule.invalidMapKey("$a").message == "Dictionary::insert: key must not start with '$'")
        #expect(Rule.invalidMapKey("a.b").message == "Dictionary::insert: key must not contain '.'")
        let tags = PropertySchema(name: "tags", type: .string, collection: .list, isOptional: true)
        #expect(Rule.typeMismatch("Dog", tags, .int(3)).message == "Invalid value '3' of type '__NSCFNumber' for 'string?' array property 'Dog.tags'.")
        #expect(Rule.unsupportedAggregate(.avg, PropertySchema(name: "at", type: .date), owner: "Dog").message
                == "Operation 'average' not supported for date property 'Dog.at'")
        #expect(Rule.unknownElementProperty("x", PropertySchema(name: "ids", type: .objectId, collection: .set)).message
                == "Sets of 'object id' can only be aggregated on \"self\"")
        #expect(Rule.wrongElementClass("A", "B", in: nil).message == "Object of type 'A' does not match Results type 'B'")
    }

    @Test("the path taken decides the words: subscript setter, set algebra, counted removals")
    func accessPathTexts() {
        #expect(Rule.primaryKeyChangeDynamic(.int(7)).message == "Primary key can't be changed to '7' after an object is inserted.")
        #expect(Rule.primaryKeyChangeDynamic(.string("x")).kind == .primaryKeyChange)
        let outside = Rule.dynamicSet(Rule.notInWrite(.object))
        #expect(outside.kind == .notInWriteTransaction)
        #expect(outside.message == "Cannot modify managed objects outside of a write transaction.")
        let frozen = Rule.dynamicSet(Rule.frozenObject)
        #expect(frozen.kind == .frozen && frozen.message == outside.message)
        #expect(Rule.dynamicSet(Rule.invalidated) == Rule.invalidated)
        let union = Rule.setAlgebra(.formUnion, Rule.notInWrite(.collection(.set)))
        #expect(union.kind == .notInWriteTransaction)
        #expect(union.message == "Can only perform [RLMSet unionSet:] in a Realm in a write transaction - call beginWriteTransaction on an RLMRealm instance first.")
        #expect(Rule.setAlgebra(.subtract, Rule.frozenCollection(.set)).message.hasPrefix("Can only perform [RLMSet minusSet:] in"))
        #expect(Rule.setAlgebra(.formIntersection, Rule.invalidatedCollection(.set)) == Rule.invalidatedCollection(.set))
        #expect(Rule.unmanagedSetArgument.message == "Right hand side value must be a managed Set.")
        let dogs = PropertySchema(name: "dogs", type: .object("Dog"), collection: .list)
        #expect(Rule.notEnumerable("Person", dogs, .int(5)).message
                == "Invalid value (5) for 'Dog' array property 'Person.dogs': value is not enumerable.")
        let parks = PropertySchema(name: "parks", type: .string, collection: .map, isOptional: true)
        #expect(Rule.notEnumerable("Dog", parks, .string("x")).message
                == "Invalid value (x) for 'string?' set property 'Dog.parks': value is not enumerable.")
        #expect(Rule.nestedAggregateKeyPath.message == "Nested key paths are not supported yet for KVC collection operators.")
        #expect(Rule.embeddedAlreadyManaged("A", path: .list).message == "Cannot add an existing managed embedded object to a List.")
        #expect(Rule.embeddedAlreadyManaged("A", path: .map).message == "Cannot add an existing managed embedded object to a Dictionary.")
        #expect(Rule.embeddedAlreadyManaged("A", path: .property).message == "Can't set link to existing managed embedded object")
        #expect(Rule.embeddedAlreadyManaged("A").message == "Cannot set a link to an existing managed embedded object")
        #expect(Rule.dynamicSet(Rule.embeddedAlreadyManaged("A", path: .property)) == Rule.embeddedAlreadyManaged("A"))
        #expect(Rule.removeMoreThanCount(4, count: 3).message
                == "It is not possible to remove more objects (4) from a list than it already contains (3).")
    }

    @Test("every row the engines raise is checked by a scenario under Specs/sdk (messages checked of messages raised)")
    func raisedRowsHaveScenarios() throws {
        let folder = Self.root.appendingPathComponent("Specs/sdk")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let text = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        let raised = SDKMessage.allCases.filter { if case .raised = $0.scope { return true } else { return false } }
        #expect(raised.count >= 40)
        for row in raised {
            // For some variant, its longest run of literal text between
            // placeholders appears in a scenario.
            let longest = row.templates.map { template in
                template.components(separatedBy: "%").map { String($0.drop { "@123456789slzu".contains($0) }) }
                    .max { $0.count < $1.count } ?? ""
            }
            let checked = longest.contains { text.contains($0.replacingOccurrences(of: "\"", with: "\\\"")) }
            #expect(checked, "\(row.rawValue): no scenario checks any of \(longest)")
        }
    }
}
