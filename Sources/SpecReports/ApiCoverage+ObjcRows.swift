// Which Objective-C class a protocol row stands for. RLMCollection's
// requirements (§12.4) are implemented by RLMArray, RLMResults, RLMSet and
// RLMDictionary, and the Swift types call those classes: a §12.4 member
// called on a List is RLMArray's, on Results or LinkingObjects RLMResults's
// (RLMLinkingObjects is an RLMResults), on a MutableSet RLMSet's and on a
// Map RLMDictionary's; a selector the protocol does not list but the
// classes declare (addNotificationBlock:keyPaths:) counts for the class
// alone. A row of a concrete class counts only on its Swift type.
// RLMObject's rows (§12.2) called on an embedded object
// are RLMEmbeddedObject's (§12.3), which declares the same members by name.
// Related SDK sections: sdk-api (api-surface.md §12.2–§12.8).

extension ApiCoverage {
    /// The Objective-C class behind each Swift receiver, for the §12.4 rows.
    static let objcClassOfReceiver: [String: String] = [
        "List": "RLMArray", "Results": "RLMResults", "LinkingObjects": "RLMResults",
        "MutableSet": "RLMSet", "Map": "RLMDictionary",
    ]

    /// RLMArray's rows are numbered; the selector each number declares.
    static let rlmArrayRow: [String: String] = [
        "count": "#1", "type": "#2", "optional": "#3", "objectClassName": "#4", "realm": "#5",
        "invalidated": "#6", "frozen": "#7", "objectAtIndex:": "#8", "objectsAtIndexes:": "#9",
        "firstObject": "#10", "lastObject": "#11", "indexOfObject:": "#21", "indexOfObjectWhere:": "#22",
        "indexOfObjectWhere:args:": "#23", "indexOfObjectWithPredicate:": "#24", "objectsWhere:": "#25",
        "objectsWhere:args:": "#26", "objectsWithPredicate:": "#27", "sortedResultsUsingKeyPath:ascending:": "#28",
        "sortedResultsUsingDescriptors:": "#29", "distinctResultsUsingKeyPaths:": "#30",
        "objectAtIndexedSubscript:": "#31", "addNotificationBlock:": "#33", "addNotificationBlock:queue:": "#34",
        "addNotificationBlock:keyPaths:queue:": "#35", "addNotificationBlock:keyPaths:": "#36",
        "minOfProperty:": "#37", "maxOfProperty:": "#38", "sumOfProperty:": "#39", "averageOfProperty:": "#40",
        "freeze": "#41", "thaw": "#42",
    ]

    /// RLMResults, RLMSet and RLMDictionary list their four notification
    /// selectors as numbered rows, in the protocol's order.
    static let notificationRow: [String: String] = [
        "addNotificationBlock:": "addNotificationBlock:… (1)", "addNotificationBlock:queue:": "addNotificationBlock:… (2)",
        "addNotificationBlock:keyPaths:queue:": "addNotificationBlock:… (3)", "addNotificationBlock:keyPaths:": "addNotificationBlock:… (4)",
    ]

    /// RLMObject's numbered rows that RLMEmbeddedObject declares too, by selector.
    static let embeddedObjcRow: [String: String] = [
        "#1": "init", "#2": "initWithValue:", "#3": "className", "#10": "realm", "#11": "objectSchema",
        "#12": "invalidated", "#13": "frozen", "#15": "defaultPropertyValues", "#17": "ignoredProperties",
        "#18": "requiredProperties", "#19": "linkingObjectsProperties", "#30": "addNotificationBlock:",
        "#31": "addNotificationBlock:queue:", "#32": "addNotificationBlock:keyPaths:queue:",
        "#33": "addNotificationBlock:keyPaths:", "#34": "isEqualToObject:", "#35": "freeze", "#36": "thaw",
        "#37": "objectForKeyedSubscript:", "#38": "setObject:forKeyedSubscript:",
    ]

    /// A row of one concrete collection class (§12.5 RLMArray to §12.8
    /// RLMDictionary) counts only when called on the Swift type that calls
    /// that class: `contains(_:)` on a List is not RLMSet's containsObject:.
    /// Rows of other sections are not restricted here.
    static func countsForClass(section: String, type: String, receiver: String) -> Bool {
        guard ["12.5", "12.6", "12.7", "12.8"].contains(section) else { return true }
        return objcClassOfReceiver[receiver] == type
    }

    /// The concrete class's row for a §12.4 selector called on `receiver`, if that class declares it.
    static func concreteRow(ofProtocolRow selector: String, receiver: String, in surface: [ApiSurfaceType]) -> (String, String)? {
        guard let cls = objcClassOfReceiver[receiver], let type = surface.first(where: { $0.name == cls }) else { return nil }
        let id: String
        if cls == "RLMArray" {
            guard let numbered = rlmArrayRow[selector] else { return nil }
            id = numbered
        } else {
            id = notificationRow[selector] ?? selector
        }
        return type.members.contains(where: { $0.id == id }) ? (cls, id) : nil
    }

    /// The RLMEmbeddedObject row for an RLMObject row called on an embedded object.
    static func embeddedRow(ofObjectRow id: String, in surface: [ApiSurfaceType]) -> (String, String)? {
        guard let name = embeddedObjcRow[id], let type = surface.first(where: { $0.name == "RLMEmbeddedObject" }),
              type.members.contains(where: { $0.id == name }) else { return nil }
        return (type.name, name)
    }
}
