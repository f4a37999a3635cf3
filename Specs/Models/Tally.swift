// A tally (sdk#sdk-api): primitive collections of each kind, for the members
// of List, MutableSet and Map the pages do not show.
class Tally: Object {
    @Persisted(primaryKey: true) var id = 0
    @Persisted var counts: List<Int>
    @Persisted var weights: MutableSet<Double>
    @Persisted var mixed: List<AnyRealmValue>
    @Persisted var scores: Map<String, Int>
    @Persisted var names: List<String>
}
