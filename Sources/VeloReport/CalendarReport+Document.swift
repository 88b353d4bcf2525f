import VeloIO
import VeloScore

extension CalendarReport: DocumentReport {
  public var document: ReportDocument {
    let monthDays = weeks.flatMap(\.days).filter(\.inMonth)
    let done = monthDays.flatMap(\.activities)
    var s: [ReportDocument.Section] = [
      .figures([
        (tr("calendar.activeDays"), "\(monthDays.filter { !$0.activities.isEmpty }.count)"),
        (tr("figure.load"), fixed(done.compactMap(\.load).reduce(0, +), 0)),
        (tr("figure.time"), clock(done.compactMap(\.durationSeconds).reduce(0, +))),
        (tr("calendar.plannedSessions"), "\(monthDays.flatMap(\.planned).count)"),
      ])
    ]
    s.append(
      .block(html: html, text: [.table(headers: textHeaders, rows: textRows), .paragraph(tr("calendar.textKey"))]))
    s.append(.heading(tr("season.weeklyLoad")))
    let colors = sportColors
    let sports = colors.keys.sorted()
    s.append(
      .chart(
        svg: SVGChart.stackedBars(
          sports.map { sport in
            SVGChart.Series(
              name: sportLabel(sport), color: colors[sport] ?? "#7f8c8d",
              values: weeks.map { w in
                w.days.flatMap(\.activities).filter { $0.sport == sport }.compactMap(\.load).reduce(0, +)
              })
          }, x: .labels(weeks.map(\.weekStart.dayMonth), title: tr("axis.weekStarting")),
          yTitle: tr("axis.loadPerWeek"), unit: "TSS", title: tr("season.weeklyLoad")),
        text: ""))
    return ReportDocument(
      title: tr("calendar.title", athlete), subtitle: "\(month.monthTitle) (\(timeZone))", sections: s)
  }

  /// Colours by sport, as the season's weekly chart has them.
  var sportColors: [String: String] {
    let sports = Array(
      Set(weeks.flatMap(\.days).flatMap { $0.activities.compactMap(\.sport) + $0.planned.compactMap(\.sport) })
    ).sorted()
    return Dictionary(uniqueKeysWithValues: sports.enumerated().map { ($1, SeasonReport.sportColor($1, $0)) })
  }

  /// A grid of weeks on a wide screen (7 days and the week's totals), a list of days on a phone.
  /// The month as another report carries it (weekly progress, season): its
  /// title and the calendar, in HTML and as a text table.
  var embeddedSections: [ReportDocument.Section] {
    [
      .heading(month.monthTitle.prefix(1).uppercased() + month.monthTitle.dropFirst()),
      .block(html: html, text: [.table(headers: textHeaders, rows: textRows)]),
    ]
  }

  /// The same, with only the weeks from the one before `monday`'s to the one after
  /// (what a weekly report needs beside its week; a phone lists every day of them).
  func embeddedSections(around monday: LocalDate) -> [ReportDocument.Section] {
    var near = self
    near.weeks = weeks.filter { abs($0.weekStart.dayNumber - monday.dayNumber) <= 7 }
    return near.embeddedSections
  }

  var html: String {
    let colors = sportColors
    var out =
      "<div class=\"cal\">"
      + (1...7).map {
        "<div class=\"cal-h\">\(HTML.escape(month.adding(days: $0 - month.isoWeekday).weekdayName))</div>"
      }.joined()
      + "<div class=\"cal-h\">\(HTML.escape(tr("col.week")))</div>"
    for week in weeks {
      for day in week.days {
        var classes = ["cal-d"]
        if !day.inMonth { classes.append("out") }
        if day.activities.isEmpty && day.planned.isEmpty && day.events.isEmpty { classes.append("empty") }
        out +=
          "<div class=\"\(classes.joined(separator: " "))\"><span class=\"cal-n\"><span class=\"cal-wd\">\(HTML.escape(day.date.weekdayName)) </span>\(day.date.components.day)</span>"
        for e in day.events {
          out += "<span class=\"cal-e\">\(HTML.escape(e.priority)) · \(HTML.escape(e.name))</span>"
        }
        for a in day.activities {
          let what = Self.summary(sport: a.sport, seconds: a.durationSeconds, load: a.load)
          let title = [a.name, "#\(a.id)", what].compactMap { $0 }.joined(separator: " · ")
          // A named workout shows its name and what it was: a phone has no hover for the title.
          let shown = a.name.map { "<b>\(HTML.escape($0))</b> \(HTML.escape(what))" } ?? HTML.escape(what)
          out +=
            "<span class=\"cal-s\" style=\"border-color:\(colors[a.sport ?? ""] ?? "#7f8c8d")\" title=\"\(HTML.escape(title))\">\(shown)</span>"
        }
        for p in day.planned {
          let what = Self.summary(sport: p.sport, seconds: p.durationSeconds, load: p.load)
          let text = tr("calendar.planned", what.isEmpty ? oneLine(workoutText: p.workout ?? "", limit: 24) : what)
          out +=
            "<span class=\"cal-p\" style=\"border-color:\(colors[p.sport ?? ""] ?? "#7f8c8d")\" title=\"\(HTML.escape(p.workout ?? text))\">\(HTML.escape(text))</span>"
        }
        if day.rest && day.planned.isEmpty && day.inMonth {
          out += "<span class=\"cal-r\">\(HTML.escape(tr("calendar.rest")))</span>"
        }
        out += "</div>"
      }
      out +=
        "<div class=\"cal-w\"><b>\(HTML.escape(tr("calendar.weekOf", week.weekStart.dayMonth)))</b>"
        + "<span>\(HTML.escape(tr("col.load"))) \(fixed(week.load, 0))</span><span>\(clock(week.durationSeconds))</span>"
        + (week.plannedLoad > 0 ? "<span>\(HTML.escape(tr("col.planned"))) \(fixed(week.plannedLoad, 0))</span>" : "")
        + "</div>"
    }
    return out + "</div>"
  }

  /// "ciclismo · 1:21 · 63": what a day's chip says of an activity or a planned session.
  static func summary(sport: String?, seconds: Double?, load: Double?) -> String {
    [sport.map(sportLabel), seconds.map(SVGChart.clockLabel), load.map { fixed($0, 0) }].compactMap { $0 }.joined(
      separator: " · ")
  }

  /// Text: a week a row, each day its load done and (planned), events as their priority, rest days as "·".
  var textHeaders: [String] {
    [tr("col.week")] + (1...7).map { month.adding(days: $0 - month.isoWeekday).weekdayName } + [tr("col.load")]
  }

  var textRows: [[String]] {
    weeks.map { week in
      [week.weekStart.dayMonth]
        + week.days.map { day in
          guard day.inMonth else { return "" }
          var parts: [String] = day.events.map(\.priority)
          if !day.activities.isEmpty { parts.append(fixed(day.activities.compactMap(\.load).reduce(0, +), 0)) }
          let planned = day.planned.map {
            PlanCompliance.plannedLoad(load: $0.load, durationSeconds: $0.durationSeconds)
          }.reduce(0, +)
          if !day.planned.isEmpty { parts.append("(\(fixed(planned, 0)))") }
          if parts.isEmpty && day.rest { parts.append("·") }
          return parts.joined(separator: " ")
        } + [fixed(week.load, 0)]
    }
  }

  public var csvRows: [[String]] {
    var rows = [["date", "sport", "name", "duration_s", "load", "kind"]]
    for day in weeks.flatMap(\.days) where day.inMonth {
      let date = day.date.description
      for a in day.activities {
        rows.append([
          date, a.sport ?? "", a.name ?? "", fixedDecimal(a.durationSeconds, 0, missing: ""),
          fixedDecimal(a.load, 1, missing: ""), "done",
        ])
      }
      for p in day.planned {
        rows.append([
          date, p.sport ?? "", "", fixedDecimal(p.durationSeconds, 0, missing: ""),
          fixedDecimal(p.load, 1, missing: ""), "planned",
        ])
      }
      for e in day.events { rows.append([date, "", e.name, "", "", "event \(e.priority)"]) }
    }
    return rows
  }
}
