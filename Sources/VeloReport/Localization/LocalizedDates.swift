import VeloScore

/// Dates for people in the current language, from the catalogue's weekday and
/// month names and patterns (`date.*`): en "Tue 18 Nov 2025", es-MX
/// "mar 18 nov 2025". ISO dates stay in JSON and CSV.
extension LocalDate {
  /// Monday = "Mon"/"lun" … Sunday.
  var weekdayName: String { tr("weekday.\(isoWeekday)") }
  /// "Nov"/"nov".
  var monthName: String { tr("month.\(components.month)") }

  /// "16 Nov" (chart labels).
  var dayMonth: String { tr("date.dayMonth", "\(components.day)", monthName) }
  /// "Tue 18 Nov".
  var weekdayDayMonth: String { tr("date.weekdayDayMonth", weekdayName, "\(components.day)", monthName) }
  /// "Tue 18 Nov 2025".
  var fullDate: String { tr("date.full", weekdayName, "\(components.day)", monthName, "\(components.year)") }
  /// "18 Nov 2025".
  var dayMonthYear: String { tr("date.dayMonthYear", "\(components.day)", monthName, "\(components.year)") }
  /// "November 2026"/"noviembre de 2026".
  var monthTitle: String { tr("date.monthYear", tr("month.long.\(components.month)"), "\(components.year)") }
}
