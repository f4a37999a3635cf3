// A dog's toy, the target of Dog.favoriteToy (crud-delete#about-the-examples).

class DogToy: Object {
    @Persisted var name = ""
}
