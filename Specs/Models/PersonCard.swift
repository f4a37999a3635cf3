// A projection of Person (sdk#sdk-behaviour) whose key paths go on past a
// property: a value the string computes, the embedded address's city, and
// each dog's name through projectTo.

class PersonCard: Projection<Person> {
    @Projected(\Person.name.localizedUppercase) var shout
    @Projected(\Person.name.count) var nameLength
    @Projected(\Person.address?.city) var city
    @Projected(\Person.dogs.projectTo.name) var dogNames: ProjectedCollection<String>
}
