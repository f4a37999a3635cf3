// A class projection of Person that renames `name` to `firstName`
// (crud-update#change-class-projection-properties).

class PersonProjection: Projection<Person> {
    @Projected(\Person.name) var firstName
}
