import VeloIO
import VeloScore

extension PlanReport: DocumentReport {
  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    // Going into `from`: the CTL and ATL at the end of the day before, and TSB as ``DayState`` defines it for `from`.
    s.append(
      .figures([
        (tr("plan.goingInto"), from.weekdayDayMonth), ("CTL", fixed(startCTL, 1)), ("ATL", fixed(startATL, 1)),
        ("TSB", fixed(startCTL - startATL, 1)),
        (tr("plan.plannedDays"), "\(days.count)"), (tr("plan.events"), "\(events.count)"),
      ]))
    if days.isEmpty && events.isEmpty {
      s.append(.paragraph(tr("plan.empty", from.fullDate)))
    }
    if !events.isEmpty {
      s.append(.heading(tr("plan.events")))
      s.append(
        .table(
          headers: [
            tr("col.date"), tr("col.event"), tr("col.priority"), "CTL", tr("col.targetCTL"), "TSB", tr("col.tsbBand"),
            tr("col.onTarget"),
          ],
          rows: events.map { e in
            let target = e.event.targetCTL.map { fixed($0, 0) } ?? "–"
            let verdict = [
              e.meetsCTL.map { $0 ? tr("plan.ctlYes") : tr("plan.ctlNo") },
              e.inTSBBand ? tr("plan.tsbYes") : tr("plan.tsbNo"),
            ].compactMap { $0 }.joined(separator: ", ")
            return [
              e.event.date.dayMonthYear, e.event.name, e.event.priority.rawValue, fixed(e.ctl, 1), target,
              fixed(e.tsb, 1),
              "\(fixed(e.tsbBand[0], 0))…\(fixed(e.tsbBand[1], 0))", verdict,
            ]
          }))
      s.append(.paragraph(tr("plan.eventsNote")))
    }
    if let solution {
      s.append(.heading(tr("plan.buildTaper", solution.event, solution.date.dayMonthYear)))
      if let plan = solution.plan {
        s.append(
          .paragraph(
            tr(
              "plan.solution", fixed(solution.targetCTL, 1), fixed(solution.targetTSB, 1), solution.date.dayMonthYear,
              fixed(plan.weeklyRamp, 2), fixed(solution.maximumWeeklyRamp, 1), "\(plan.buildDays)", "\(plan.taperDays)",
              fixed(plan.taperLoad, 1))))
        s.append(
          .table(
            headers: [
              tr("col.week"), tr("col.phase"), tr("col.neededLoad"), tr("col.plannedLoad"),
              tr("col.plannedMinusNeeded"),
            ],
            rows: solution.weeks.map {
              [
                $0.monday.dayMonthYear, label("phase", $0.phase), fixed($0.neededLoad, 0), fixed($0.plannedLoad, 0),
                signed($0.plannedLoad - $0.neededLoad),
              ]
            }))
      } else if let why = solution.infeasible {
        s.append(.paragraph(tr("plan.infeasible", fixed(solution.targetCTL, 1), fixed(solution.targetTSB, 1), why)))
      }
    } else if solutionNote != nil,
      let a = events.first(where: { $0.event.priority.rawValue == "A" && $0.event.targetCTL == nil })
    {
      s.append(.paragraph(tr("plan.noTarget", a.event.name, a.event.date.dayMonthYear)))
    }
    if !days.isEmpty {
      s.append(.heading(tr("plan.projection")))
      let done = days.lastIndex { $0.source == "done" }.map { $0 + 1 } ?? 0
      s.append(
        .chart(
          svg: SVGChart.pmc(
            dates: days.map(\.date), ctl: days.map(\.ctl), atl: days.map(\.atl), tsb: days.map(\.tsb),
            title: tr("plan.projectionTitle"), dashedFrom: done, layers: chartLayers),
          text: tr("plan.projectionText", from.dayMonth, sparkline(weekly(\.ctl)), sparkline(weekly(\.tsb)))))
      // Days after the last planned or done load are projected with none: say so, or a plan that
      // ends weeks before its event reads as a fitness that falls for no reason.
      if let lastLoad = days.last(where: { $0.load > 0 }), let end = days.last, lastLoad.date < end.date {
        s.append(.paragraph(tr("plan.noLoadAfter", lastLoad.date.fullDate, end.date.fullDate)))
      }
      s.append(.paragraph(SeasonReport.formZoneNote))
    }
    if !compliance.isEmpty {
      s.append(.heading(tr("plan.plannedVsDone")))
      s.append(
        .table(
          headers: [
            tr("col.week"), tr("col.loadDonePlanned"), tr("col.loadPercent"), tr("col.timePercent"), tr("col.sessions"),
          ],
          rows: compliance.map {
            [
              $0.monday.dayMonthYear, "\(fixed($0.doneLoad, 0))/\(fixed($0.plannedLoad, 0))",
              fixed($0.loadPercent, 0, unit: " %"),
              fixed($0.durationPercent, 0, unit: " %"), "\($0.doneSessions)/\($0.plannedSessions)",
            ]
          }))
    }
    return ReportDocument(title: tr("plan.title", athlete), subtitle: tr("plan.from", from.fullDate), sections: s)
  }

  public var csvRows: [[String]] {
    [["date", "load", "source", "ctl", "atl", "tsb"]]
      + days.map {
        [
          $0.date.description, fixedDecimal($0.load, 1), $0.source, fixedDecimal($0.ctl, 2), fixedDecimal($0.atl, 2),
          fixedDecimal($0.tsb, 2),
        ]
      }
  }

  /// The projection chart's daily load, events, today (the first day) and the
  /// CTL the build-and-taper solution would give, beside the plan's.
  var chartLayers: SVGChart.PMCLayers {
    var layers = SVGChart.PMCLayers(load: days.map(\.load), today: 0)
    layers.markers = events.map { e in
      .init(
        index: e.event.date.dayNumber - from.dayNumber, label: e.event.priority.rawValue,
        title:
          "\(e.event.name) (\(e.event.priority.rawValue)) · \(e.event.date.fullDate) · CTL \(fixed(e.ctl, 1)) · TSB \(fixed(e.tsb, 1))"
      )
    }
    if let plan = solution?.plan {
      let path = LoadPlanning(ctl: startCTL, atl: startATL).project(plan.dailyLoads).ctl.values
      layers.paths = [
        SVGChart.Series(name: tr("plan.solutionPath"), color: "#8e44ad", values: Array(path.prefix(days.count)))
      ]
    }
    return layers
  }

  /// One value a week (every 7th day from the first), for the text sparklines.
  private func weekly(_ value: KeyPath<Day, Double>) -> [Double] {
    stride(from: 0, to: days.count, by: 7).map { days[$0][keyPath: value] }
  }

  private func signed(_ x: Double) -> String { (x >= 0.5 ? "+" : "") + fixed(x, 0) }
}
