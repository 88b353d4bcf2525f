import Foundation
import VeloIO
import VeloPipeline
import VeloScore

/// `veloscore report calendar`: a month as weeks Monday–Sunday (the athlete's
/// local days), each day with its activities (sport, name, time, load), its
/// planned sessions, its events, and rest days marked; each week with its
/// totals done and planned.
public struct CalendarReport: Encodable, Sendable {
  public var schemaVersion = JSONVocabulary.schemaVersion
  public var athlete: String
  public var timeZone: String
  /// The month's first day.
  public var month: LocalDate
  public var weeks: [Week]

  enum CodingKeys: String, CodingKey {
    case schemaVersion, athlete, timeZone, weeks
    case month = "monthStart"
  }

  public struct Week: Encodable, Sendable {
    public var weekStart: LocalDate
    public var days: [Day]
    /// Totals of the week's activities and planned sessions.
    public var load: Double
    public var durationSeconds: Double
    public var plannedLoad: Double
  }

  public struct Day: Encodable, Sendable {
    public var date: LocalDate
    /// Whether the day is in the month (weeks start and end in the months beside it).
    public var inMonth: Bool
    public var activities: [Activity]
    public var planned: [Planned]
    public var events: [Event]
    /// A past day with no activity.
    public var rest: Bool

    enum CodingKeys: String, CodingKey {
      case date, inMonth, events
      case activities = "doneActivities"
      case planned = "sessions"
      case rest = "restDay"
    }
  }

  public struct Activity: Encodable, Sendable {
    public var id: Int64
    public var sport: String?
    public var name: String?
    public var durationSeconds: Double?
    public var load: Double?
  }

  public struct Planned: Encodable, Sendable {
    public var sport: String?
    public var load: Double?
    public var durationSeconds: Double?
    /// The structured workout's text, when the session has one.
    public var workout: String?
  }

  public struct Event: Encodable, Sendable {
    public var name: String
    public var priority: String
  }

  /// The month `text` names, as its first day: `YYYY-MM`, or a date
  /// `YYYY-MM-DD` within it; `nil` for anything else or a month outside
  /// 1950…2100 (`InputLimits/dates`). The CLI's `--month` and the API's `month`.
  public static func month(_ text: String) -> LocalDate? {
    let day = text.count == 7 ? LocalDate(iso: text + "-01") : text.count == 10 ? LocalDate(iso: text) : nil
    guard let day, InputLimits.dates.contains(day) else { return nil }
    return day.adding(days: 1 - day.components.day)
  }

  /// The calendar of the month holding `day` (default: the athlete's latest activity, else today in their zone).
  public static func build(_ history: any AthleteHistory, month day: LocalDate) throws -> CalendarReport {
    let athlete = history.athlete
    let first = LocalDate(year: day.components.year, month: day.components.month, day: 1)
    let next = LocalDate(
      year: first.components.month == 12 ? first.components.year + 1 : first.components.year,
      month: first.components.month % 12 + 1, day: 1)
    let start = first.adding(days: 1 - first.isoWeekday)
    let end = next.adding(days: -1)
    let last = end.adding(days: 7 - end.isoWeekday)
    let activities = Dictionary(
      grouping: try history.activities(from: start, through: last, withPowerCurve: false), by: \.localDate)
    let planned = Dictionary(grouping: try history.plannedSessions(from: start, through: last), by: \.date)
    let events = Dictionary(
      grouping: try history.events(from: start).filter { $0.date <= last }, by: \.date)
    let today = (try? athlete.today()) ?? last
    var weeks: [Week] = []
    var monday = start
    while monday <= last {
      let days = (0..<7).map { k -> Day in
        let date = monday.adding(days: k)
        let done = (activities[date] ?? []).map {
          Activity(
            id: $0.id ?? 0, sport: $0.sport, name: $0.name, durationSeconds: $0.durationSeconds,
            load: $0.load)
        }
        return Day(
          date: date, inMonth: date >= first && date <= end, activities: done,
          planned: (planned[date] ?? []).map {
            Planned(sport: $0.sport, load: $0.load, durationSeconds: $0.durationSeconds, workout: $0.workout?.text)
          },
          events: (events[date] ?? []).map { Event(name: $0.name, priority: $0.priority.rawValue) },
          rest: done.isEmpty && date <= today)
      }
      let done = days.flatMap(\.activities)
      let plans = days.flatMap(\.planned)
      weeks.append(
        Week(
          weekStart: monday, days: days, load: done.compactMap(\.load).reduce(0, +),
          durationSeconds: done.compactMap(\.durationSeconds).reduce(0, +),
          plannedLoad: plans.map { PlanCompliance.plannedLoad(load: $0.load, durationSeconds: $0.durationSeconds) }
            .reduce(0, +)))
      monday = monday.adding(days: 7)
    }
    return CalendarReport(athlete: athlete.name, timeZone: athlete.timeZone, month: first, weeks: weeks)
  }
}
