// A dog house (sdk#sdk-behaviour): defaults Swift computes per object, a
// fixed Data default and a link whose default is a new toy.
class DogHouse: Object {
    @Persisted var name = "kennel"
    @Persisted var badge = Data([107, 110])
    @Persisted var rating: Float = 1.23
    @Persisted var toy: DogToy? = DogToy()
    @Persisted var toys: List<DogToy>
    @Persisted var spares: MutableSet<DogToy>
}
