/// How a form lays its fields out (`layout:` in a form file): a form's label above each input,
/// or a table's cells, as UITableView draws an Eureka or Settings-style screen.
package enum ContentLayout: String, CaseIterable, Hashable, Sendable {
    /// A label row above each input, a blank row after it (every form until now).
    case form
    /// One cell a field, its label and input side by side, in sections under their headers: the
    /// scroll view is a table view, whose rows `AppViews.tableView` answers for.
    case table
}
