import GRDB
import VeloScore

/// Dates are stored as ISO `YYYY-MM-DD` text, so they sort and read as dates in SQL.
extension LocalDate: DatabaseValueConvertible {
  public var databaseValue: DatabaseValue { description.databaseValue }

  public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> LocalDate? {
    String.fromDatabaseValue(dbValue).flatMap { LocalDate(iso: $0) }
  }
}
