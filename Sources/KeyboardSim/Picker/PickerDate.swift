/// A day on a date picker's wheels (month, day, year), written as the field shows it: the
/// en_US medium date style, `Jan 1, 2000`.
///
/// A tape has no clock, so a date picker whose field holds no date starts at `initial`, a fixed
/// day, where a phone would start at today.
package struct PickerDate: Hashable, Sendable {
    /// The year, within `years`.
    package var year: Int
    /// The month, 1 to 12.
    package var month: Int
    /// The day of the month, 1 to its last day.
    package var day: Int

    /// The day a date picker shows when its field holds no date: January 1, 2000.
    package static let initial = PickerDate(year: 2000, month: 1, day: 1)
    /// The years the year wheel holds.
    package static let years = 1900...2100
    /// The month wheel's rows, as the en_US wheel shows them.
    package static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                    "September", "October", "November", "December"]

    /// The day `year`-`month`-`day`, its day brought within the month.
    package init(year: Int, month: Int, day: Int) {
        self.year = min(max(year, Self.years.lowerBound), Self.years.upperBound)
        self.month = min(max(month, 1), 12)
        self.day = min(max(day, 1), Self.days(inMonth: self.month, of: self.year))
    }

    /// The date `text` writes in the medium style (`Jan 1, 2000`), exactly; nil for any other text.
    package init?(text: String) {
        let words = text.split(separator: " ")
        guard words.count == 3, words[1].hasSuffix(","),
              let month = Self.monthNames.firstIndex(where: { $0.prefix(3) == words[0] }),
              let day = Int(words[1].dropLast()), let year = Int(words[2]), Self.years.contains(year),
              (1...Self.days(inMonth: month + 1, of: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month + 1, day: day)
        // Only the style itself: `Jan 01, 2000` or two spaces would show otherwise once a wheel turns.
        guard self.text == text else { return nil }
    }

    /// The date as the field shows it: `Jan 1, 2000`.
    package var text: String { "\(Self.monthNames[month - 1].prefix(3)) \(day), \(year)" }

    /// The days `month` of `year` has (February 29 in leap years).
    package static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
