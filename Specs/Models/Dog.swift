// The dog of the Delete and Update pages (crud-delete#about-the-examples,
// crud-update#about-the-examples).
// Merged from both pages. The Swift model on both pages has name, age, color, currentCity,
// citiesVisited, companion and favoriteParksByCity; the Objective-C model
// adds the to-one favoriteToy, kept here so one Dog serves every example.

class Dog: Object {
    @Persisted var name = ""
    @Persisted var age = 0
    @Persisted var color = ""
    @Persisted var currentCity = ""
    @Persisted var citiesVisited: MutableSet<String>
    @Persisted var companion: AnyRealmValue
    // City name -> the dog's favourite park there.
    @Persisted var favoriteParksByCity: Map<String, String>
    // To-one relationship (from the Objective-C model).
    @Persisted var favoriteToy: DogToy?
}
