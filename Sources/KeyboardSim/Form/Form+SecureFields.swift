extension Form {
    /// The names of the fields that hide their text (secure entry): what is typed there is never
    /// written down, in a tape, a transcript or a message.
    package var secureFieldNames: Set<String> {
        Set(fields.filter(\.traits.secureTextEntry).map(\.name))
    }
}
