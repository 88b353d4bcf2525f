import VeloIO
import VeloScore

extension PlanReport: DocumentReport {
  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    // Going into `from`: the CTL and ATL at the end of the day before, and TSB as ``DayState`` defines it for `from`.
    s.append(.figures([("Going into", from.description), ("CTL", fixed(startCTL, 1)), ("ATL", fixed(startATL, 1)), ("TSB", fixed(startCTL - startATL, 1)),
                       ("Planned days", "\(days.count)"), ("Events", "\(events.count)")]))
    if days.isEmpty && events.isEmpty {
      s.append(.paragraph("No plan from \(from) on. Add an event with 'veloscore plan event --date D --name N --priority A --ctl 80', planned sessions with 'veloscore plan add' or 'veloscore plan import FILE.csv'."))
    }
    if !events.isEmpty {
      s.append(.heading("Events"))
      s.append(.table(headers: ["date", "event", "priority", "CTL", "target CTL", "TSB", "TSB band", "on target"], rows: events.map { e in
        let target = e.event.targetCTL.map { fixed($0, 0) } ?? "–"
        let verdict = [e.meetsCTL.map { $0 ? "CTL yes" : "CTL no" }, e.inTSBBand ? "TSB yes" : "TSB no"].compactMap { $0 }.joined(separator: ", ")
        return [e.event.date.description, e.event.name, e.event.priority.rawValue, fixed(e.ctl, 1), target, fixed(e.tsb, 1),
                "\(fixed(e.tsbBand[0], 0))…\(fixed(e.tsbBand[1], 0))", verdict]
      }))
      s.append(.paragraph("CTL, ATL and TSB going into the event day, projected through the plan."))
    }
    if let solution {
      s.append(.heading("Build and taper for \(solution.event) (\(solution.date))"))
      if let plan = solution.plan {
        s.append(.paragraph("To reach CTL \(fixed(solution.targetCTL, 1)) with TSB \(fixed(solution.targetTSB, 1)) going into \(solution.date): build at \(fixed(plan.weeklyRamp, 2)) CTL/week (limit \(fixed(solution.maximumWeeklyRamp, 1))) for \(plan.buildDays) days, then taper \(plan.taperDays) days at \(fixed(plan.taperLoad, 1)) a day."))
        s.append(.table(headers: ["week", "phase", "needed load", "planned load", "planned − needed"], rows: solution.weeks.map {
          [$0.monday.description, $0.phase, fixed($0.neededLoad, 0), fixed($0.plannedLoad, 0), signed($0.plannedLoad - $0.neededLoad)]
        }))
      } else if let why = solution.infeasible {
        s.append(.paragraph("Target CTL \(fixed(solution.targetCTL, 1)), TSB \(fixed(solution.targetTSB, 1)): \(why)."))
      }
    } else if let solutionNote {
      s.append(.paragraph(solutionNote))
    }
    if !days.isEmpty {
      s.append(.heading("Projection"))
      let done = days.lastIndex { $0.source == "done" }.map { $0 + 1 } ?? 0
      s.append(.chart(
        svg: SVGChart.pmc(dates: days.map(\.date), ctl: days.map(\.ctl), atl: days.map(\.atl), tsb: days.map(\.tsb),
                          title: "Projected CTL, ATL and TSB (dashed: planned)", dashedFrom: done),
        text: "weekly from \(from): CTL \(sparkline(weekly(\.ctl)))  TSB \(sparkline(weekly(\.tsb)))"))
    }
    if !compliance.isEmpty {
      s.append(.heading("Planned vs done"))
      s.append(.table(headers: ["week", "load done/planned", "load %", "time %", "sessions"], rows: compliance.map {
        ["\($0.monday)", "\(fixed($0.doneLoad, 0))/\(fixed($0.plannedLoad, 0))", fixed($0.loadPercent, 0, unit: " %"),
         fixed($0.durationPercent, 0, unit: " %"), "\($0.doneSessions)/\($0.plannedSessions)"]
      }))
    }
    return ReportDocument(title: "Plan: \(athlete)", subtitle: "from \(from)", sections: s)
  }

  public var csvRows: [[String]] {
    [["date", "load", "source", "ctl", "atl", "tsb"]]
      + days.map { [$0.date.description, fixedDecimal($0.load, 1), $0.source, fixedDecimal($0.ctl, 2), fixedDecimal($0.atl, 2), fixedDecimal($0.tsb, 2)] }
  }

  /// One value a week (every 7th day from the first), for the text sparklines.
  private func weekly(_ value: KeyPath<Day, Double>) -> [Double] { stride(from: 0, to: days.count, by: 7).map { days[$0][keyPath: value] } }

  private func signed(_ x: Double) -> String { (x >= 0.5 ? "+" : "") + fixed(x, 0) }
}
