// A club of dog owners; Person.clubs is its inverse (crud-delete#about-the-examples).

class DogClub: Object {
    @Persisted var name = ""
    @Persisted var members: List<Person>
}
