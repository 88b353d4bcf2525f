import ArgumentParser
import VeloIO

/// `--tz`, shared by every command that puts a file's date-times on days, so
/// one file gives the same days in `week`, `pmc`, `load` and the library.
struct TimeZoneOption: ParsableArguments {
  @Option(
    name: .customLong("tz"),
    help: ArgumentHelp(
      "Athlete's IANA time zone, e.g. Europe/Berlin, for times without an offset and UTC (Z) times; a time with an offset keeps its written date (default: UTC).",
      valueName: "zone"))
  var identifier: String?

  func validate() throws {
    if let identifier {
      do { _ = try AthleteTimeZone(identifier: identifier) } catch { throw ValidationError("\(error).") }
    }
  }

  /// The zone given, else `fallback` (an athlete's), else UTC.
  func zone(fallback: String? = nil) throws -> AthleteTimeZone {
    do { return try AthleteTimeZone(identifier: identifier ?? fallback ?? "UTC") } catch {
      throw ValidationError("\(error).")
    }
  }
}
