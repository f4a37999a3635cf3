import Foundation
import RealmSpecCore
import Testing
import SQLiteEngine

@Suite("SQLite floor connection")
struct FloorConnectionTests {
    @Test("hand-written statements run, rows are counted and their first column read")
    func runs() throws {
        let db = try SQLiteFloorConnection(path: ":memory:")
        try db.exec("CREATE TABLE t (a INTEGER, b REAL, c TEXT)")
        let insert = try db.prepare("INSERT INTO t VALUES (?, ?, ?)")
        for i in 1...3 { try insert.run([.int(Int64(i)), .double(0.5), .text("x\(i)")]) }
        let select = try db.prepare("SELECT a FROM t WHERE c <> ?")
        #expect(try select.rows([.text("x2")]) == 2)
        #expect(db.firstColumn == 4)
    }

    @Test("a statement SQLite refuses is an error naming SQLite's reason")
    func refuses() throws {
        let db = try SQLiteFloorConnection(path: ":memory:")
        #expect { try db.exec("CREATE TABLE") } throws: { ($0 as? EngineError)?.message.contains("floor: SQLite:") == true }
        #expect(throws: EngineError.self) { try db.prepare("SELECT * FROM missing") }
    }
}
