// The models the fuzzer generates calls for, written once as scenario-language
// source. The schema the engines open is read from this same text, so a shrunk
// scenario file that declares these models runs on exactly the schema the
// fuzzer used.

public import RealmSpecCore
internal import ScenarioLanguage

/// The fuzzer's object model: every property kind the scenario language knows.
public enum FuzzModel {
    /// The model classes, as they appear at the top of every shrunk scenario.
    public static let source = """
    class FzObj: Object {
        @Persisted(primaryKey: true) var id = 0
        @Persisted var b = false
        @Persisted var i = 0
        @Persisted var s = ""
        @Persisted var d: Double = 0
        @Persisted var f: Float = 0
        @Persisted var dec = Decimal128(0)
        @Persisted var date = Date(timeIntervalSince1970: 0)
        @Persisted var data = Data()
        @Persisted var oid: ObjectId?
        @Persisted var uuid: UUID?
        @Persisted var mixed: AnyRealmValue
        @Persisted var oi: Int?
        @Persisted var os: String?
        @Persisted var od: Double?
        @Persisted var link: FzObj?
        @Persisted var emb: FzEmb?
        @Persisted var ints: List<Int>
        @Persisted var strs: List<String?>
        @Persisted var links: List<FzObj>
        @Persisted var embs: List<FzEmb>
        @Persisted var tags: MutableSet<String>
        @Persisted var nums: MutableSet<Int>
        @Persisted var scores: Map<String, Int>
        @Persisted var notes: Map<String, String?>
        @Persisted var anys: Map<String, AnyRealmValue>
        @Persisted(originProperty: "link") var linkedBy: LinkingObjects<FzObj>
    }
    class FzEmb: EmbeddedObject {
        @Persisted var x = 0
        @Persisted var note: String?
    }
    class FzPlain: Object {
        @Persisted var n = 0
        @Persisted var label = ""
        @Persisted var dogs: List<FzPlain>
    }

    """

    /// The object types the generator addresses by handle.
    public static let objectTypes = ["FzObj", "FzPlain"]

    /// The schema read from `source`.
    public static let schema: Schema = {
        let file = ScenarioLoader.load(source: source, path: "FuzzModel.swift", options: LoadOptions())
        precondition(!file.hasErrors, "the fuzz models do not load: \(file.diagnostics)")
        return Schema(types: file.schema.types.filter { $0.name.hasPrefix("Fz") })
    }()

    /// The schema of one type.
    static func type(_ name: String) -> ObjectSchema {
        guard let t = schema[type: name] else { preconditionFailure("no fuzz model '\(name)'") }
        return t
    }
}
