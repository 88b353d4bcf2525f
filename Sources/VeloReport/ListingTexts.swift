import VeloIO
import VeloPipeline
import VeloScore

/// The CLI's lists as people read them (`activities`, `plan list`, `athlete
/// show`), in the current language; their `--json` is the records themselves.
public enum ListingTexts {
  /// `activities`: a heading and one row per activity.
  public static func activities(_ rows: [ActivityRow], athlete: String, latest: Bool) -> String {
    var t = TextTable(headers: [
      "id", tr("col.date"), tr("col.sport"), tr("col.time"), "km", tr("col.load"), "NP", "IF", tr("col.avgHR"),
    ])
    t.rows = rows.map { r in
      [
        "\(r.id)", r.date.description, r.sport.map(sportLabel) ?? "—", r.durationSeconds.map { clock($0) } ?? "—",
        fixed(r.distanceMeters.map { $0 / 1000 }, 1), fixed(r.load, 0), fixed(r.normalizedPower, 0),
        fixed(r.intensityFactor, 2), fixed(r.averageHeartRate, 0),
      ]
    }
    return tr(latest ? "list.latest" : "list.all", athlete, counted("count.activities", rows.count)) + "\n\n"
      + t.render()
  }

  /// `plan list`: the events, then the planned sessions, with their ids.
  public static func plan(events: [PlanEvent], sessions: [PlannedSession], athlete: String) -> String {
    var out =
      tr("list.plan", athlete, counted("count.events", events.count), counted("count.plannedSessions", sessions.count))
      + "\n\n"
    if !events.isEmpty {
      var t = TextTable(headers: [
        "id", tr("col.date"), tr("col.priority"), tr("col.event"), tr("col.targetCTL"), tr("col.tsbBand"),
        tr("col.distance"), tr("col.targetTime"),
      ])
      t.rows = events.map { e in
        [
          String(e.id ?? 0), e.date.description, e.priority.rawValue, e.name, fixed(e.targetCTL, 0),
          "\(fixed(e.tsbBand.lowerBound, 0))…\(fixed(e.tsbBand.upperBound, 0))",
          fixed(e.distanceMeters.map { $0 / 1000 }, 3, unit: " km"), clock(e.targetSeconds),
        ]
      }
      out += t.render() + "\n"
    }
    if !sessions.isEmpty {
      var t = TextTable(headers: [
        "id", tr("col.date"), tr("col.sport"), tr("col.load"), tr("col.duration"), tr("col.description"),
        tr("col.workout"),
      ])
      t.rows = sessions.map { s in
        [
          String(s.id ?? 0), s.date.description, s.sport.map(sportLabel) ?? "", fixed(s.load, 0),
          clock(s.durationSeconds), s.description ?? "",
          s.workout.map { oneLine(workoutText: $0.text) } ?? "",
        ]
      }
      out += t.render()
    }
    return out
  }

  /// `athlete show`: the profile, the activities' span and the thresholds with their dates.
  public static func athlete(_ view: AthleteView) -> String {
    let profile = tr(
      "athlete.profile", view.name, "\(view.id)", view.sex ?? "—", view.birthYear.map(String.init) ?? "—",
      view.timeZone,
      "\(view.weeklyGoal)", label("languageName", view.language ?? "reader"))
    var out = packed(profile.components(separatedBy: "  "), separator: "  ", width: 80) + "\n"
    out +=
      counted("count.activities", view.activities ?? 0)
      + (view.firstDay.map { ", \($0) … \(view.lastDay ?? $0)" } ?? "") + "\n\n"
    guard !view.thresholds.isEmpty else { return out + tr("athlete.noThresholds", shellWord(view.name)) + "\n" }
    var t = TextTable(headers: [tr("col.threshold"), tr("col.sport"), tr("col.value"), tr("col.from")])
    t.rows = view.thresholds.map {
      [
        label("threshold", $0.kind), $0.sport.map(sportLabel) ?? tr("athlete.allSports"), fixed($0.value, 1),
        $0.from ?? tr("athlete.always"),
      ]
    }
    return out + t.render()
  }
}
