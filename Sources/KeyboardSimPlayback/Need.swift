/// What an argument slot wants, as messages say it: "`Sleep` needs a duration, such as 300ms", and
/// the valid words, which go after whatever was found.
struct Need {
    var phrase: String
    var valid: String?

    init(_ phrase: String, valid: String? = nil) {
        self.phrase = phrase
        self.valid = valid
    }
}
