// A small realm for the SQLite engine's own tests: dogs with scalars of
// every translatable kind, optional values, links, and a list.

import EngineTestSupport
import RealmSpecCore
@testable import SQLiteEngine

enum Fixtures {
    static let schema = StorageFixtures.schema

    /// An open engine holding five dogs and two people.
    static func engine(inMemory: Bool = true) throws -> (SQLiteEngine, dogs: [ObjectKey], people: [ObjectKey]) {
        try StorageFixtures.filled(SQLiteEngine(inMemory: inMemory))
    }
}
