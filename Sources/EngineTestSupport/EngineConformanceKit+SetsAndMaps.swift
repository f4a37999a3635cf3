// Conformance: MutableSet and Map properties.
// Section ids: crud-update#update-a-mutableset-property, crud-delete#delete-mutableset-elements,
// crud-update#update-a-map-dictionary, crud-delete#delete-map-keys-values

internal import RealmSpecCore

extension EngineConformanceKit {
    static let setAndMapChecks: [ConformanceCheck] = [
        ConformanceCheck("a set keeps one of each value; remove and contains see it",
                         section: "crud-update#update-a-mutableset-property", requires: [.sets]) { p in
            let nicknames = try p.makePersonList("nicknames")
            try p.write {
                try p.perform(.setInsert(nicknames, values: [.string("Al"), .string("Bo"), .string("Al")]))
            }
            p.expectEqual(try p.count(nicknames), 2, "count after inserting a duplicate")
            p.expectEqual(try p.bool(.contains(nicknames, value: .string("Bo"))), true, "contains Bo")
            try p.write { try p.perform(.setRemove(nicknames, values: [.string("Bo")])) }
            p.expectEqual(try p.bool(.contains(nicknames, value: .string("Bo"))), false, "contains Bo after remove")
            p.expectEqual(try p.count(nicknames), 1, "count after remove")
        },
        ConformanceCheck("a set of strings keeps its values sorted byte by byte, whatever order they came in",
                         section: "crud-update#update-a-mutableset-property", requires: [.sets]) { p in
            let nicknames = try p.makePersonList("nicknames")
            try p.write { try p.perform(.setInsert(nicknames, values: [.string("four"), .string("five"), .string("Zed")])) }
            p.expectEqual(try p.values(.elements(nicknames)), [.string("Zed"), .string("five"), .string("four")], "elements after one insert")
            try p.write { try p.perform(.setInsert(nicknames, values: [.string("a"), .string("fix")])) }
            p.expectEqual(try p.values(.elements(nicknames)),
                          [.string("Zed"), .string("a"), .string("five"), .string("fix"), .string("four")], "elements after a second insert")
        },
        ConformanceCheck("a map sets, answers and removes keys; absent keys answer nil",
                         section: "crud-update#update-a-map-dictionary", requires: [.maps]) { p in
            let tags = try p.makePersonList("tags")
            try p.write {
                try p.perform(.mapSet(tags, key: "b", value: .string("two")))
                try p.perform(.mapSet(tags, key: "a", value: .string("one")))
            }
            p.expectEqual(try p.perform(.mapGet(tags, key: "a")), .optional(.string("one")), "value of a")
            p.expectEqual(try p.perform(.mapGet(tags, key: "z")), .optional(nil), "value of an absent key")
            p.expectEqual(try p.values(.mapKeys(tags)), [.string("a"), .string("b")], "keys, sorted")
            try p.write { try p.perform(.mapRemove(tags, key: "a")) }
            p.expectEqual(try p.values(.mapKeys(tags)), [.string("b")], "keys after remove")
        },
        ConformanceCheck("a map key starting with $ or containing a dot fails with invalidMapKey",
                         section: "crud-update#update-a-map-dictionary", requires: [.maps]) { p in
            let tags = try p.makePersonList("tags")
            try p.perform(.beginWrite)
            p.expectError(.invalidMapKey, .mapSet(tags, key: "$a", value: .string("x")))
            p.expectError(.invalidMapKey, .mapSet(tags, key: "a.b", value: .string("x")))
        },
    ]
}
