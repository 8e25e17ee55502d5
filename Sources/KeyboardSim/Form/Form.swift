/// A screen of inputs as a form file describes it: a title and fields in order.
public struct Form: Hashable, Sendable {
    public var title: String
    public var fields: [Field]

    /// Creates a form.
    public init(title: String, fields: [Field]) {
        self.title = title
        self.fields = fields
    }

    /// The index of the field called `name`, if there is one.
    public func index(of name: String) -> Int? {
        fields.firstIndex { $0.name == name }
    }
}
