/// The daily loads that take an athlete from today's CTL/ATL to a target CTL
/// and a form (TSB) band on an event day: a build at a constant CTL ramp, then
/// a taper at a constant daily load. Solved exactly, not searched.
///
/// The shape (Friel, *The Cyclist's Training Bible*, 5th ed., 2018, ch. 8: build
/// fitness at a sustainable ramp, then taper so that form is positive on race day;
/// Coggan's PMC with α = 1 − e^(−1/τ), see ``PMCParameters``):
///
///   - **Build**, days `0 ..< b`: CTL rises by `r/7` a day (r = ramp, CTL/week),
///     which takes the load `L_i = CTL₀ + i·r/7 + r/(7·α_CTL)` on day i
///     (from `CTL_i = CTL_{i−1} + α(L_i − CTL_{i−1})`).
///   - **Taper**, days `b ..< n`: a constant daily load `τ`.
///
/// The event is day `n` (the first day after the plan). "On the event day"
/// means going into it: CTL and ATL at the end of day `n − 1`, TSB = CTL − ATL
/// (the ``PMCParameters/Balance/yesterday`` convention, form before the race).
/// Both are affine in `(r, τ)` because the PMC is linear in the load, so
/// three projections give the 2 × 2 system, solved by Cramer's rule.
public struct TaperPlanner: Sendable {
  /// Today's state: CTL/ATL at the end of the day before the plan's first day.
  public var state: LoadPlanning
  /// Days from the plan's first day to the event (the event is day `days`).
  public var days: Int
  /// Days of taper before the event (default 7; Friel: 1–3 weeks for an A race).
  public var taperDays: Int
  /// The steepest build allowed, CTL points per week (default 7: a
  /// commonly cited sustainable ceiling of 5–8, Friel 2018 and TrainingPeaks).
  public var maximumWeeklyRamp: Double

  public init(state: LoadPlanning, days: Int, taperDays: Int = 7, maximumWeeklyRamp: Double = 7) {
    self.state = state
    self.days = days
    self.taperDays = taperDays
    self.maximumWeeklyRamp = maximumWeeklyRamp
  }

  /// A solved plan: the daily loads and where they lead.
  public struct Solution: Sendable, Equatable, Codable {
    /// CTL points per week during the build.
    public var weeklyRamp: Double
    /// Daily load during the taper.
    public var taperLoad: Double
    /// Days of build and of taper (build + taper = the plan's days).
    public var buildDays: Int
    public var taperDays: Int
    /// The load of every day from the plan's first day to the day before the event.
    public var dailyLoads: [Double]
    /// Going into the event day.
    public var ctl: Double
    public var atl: Double
    public var tsb: Double
  }

  /// Why a target cannot be met, with the numbers that show it.
  public enum Infeasible: Error, Sendable, Equatable, CustomStringConvertible {
    /// The build needs a steeper ramp than allowed; `reachable` is the CTL on the
    /// event day at the allowed ramp with the same taper rule.
    case rampTooSteep(needed: Double, limit: Double, reachable: Double)
    /// Even no load during the taper leaves form below the band's target.
    case taperCannotFreshen(neededLoad: Double)
    /// Reaching the target would take a negative load on some build day (CTL must fall faster than rest allows).
    case buildBelowRest(neededRamp: Double)
    /// Too few days before the event for a build and a taper.
    case tooFewDays(days: Int, taperDays: Int)
    /// Build and taper move CTL and TSB in proportion: no unique solution.
    case undetermined

    public var description: String {
      func f(_ x: Double) -> String { (x * 10).rounded() / 10 == 0 ? "0" : String((x * 10).rounded() / 10) }
      switch self {
      case .rampTooSteep(let needed, let limit, let reachable):
        return
          "infeasible: needs ramp \(f(needed)) CTL/week > limit \(f(limit)); at the limit CTL on the day would be \(f(reachable))"
      case .taperCannotFreshen(let load):
        return
          "infeasible: the taper would need a daily load of \(f(load)) (< 0) to reach the form target; lengthen the taper or lower the target"
      case .buildBelowRest(let ramp):
        return "infeasible: needs ramp \(f(ramp)) CTL/week, faster than rest lowers fitness"
      case .tooFewDays(let days, let taper):
        return "infeasible: \(days) day(s) to the event leave no build before a \(taper)-day taper"
      case .undetermined:
        return "infeasible: build and taper change CTL and TSB in proportion; no unique plan"
      }
    }
  }

  /// Loads of the plan for a ramp `r` (CTL/week) and taper load `tau`.
  public func dailyLoads(weeklyRamp r: Double, taperLoad tau: Double) -> [Double] {
    let build = max(0, days - taperDays)
    let alpha = state.parameters.alpha(timeConstant: state.parameters.ctlDays)
    let perDay = r / 7
    return (0..<days).map { i in i < build ? state.ctl + Double(i) * perDay + perDay / alpha : tau }
  }

  /// CTL, ATL and TSB going into the event day under `loads`.
  public func eventDay(_ loads: [Double]) -> (ctl: Double, atl: Double, tsb: Double) {
    let p = state.project(loads)
    let ctl = loads.isEmpty ? state.ctl : p.ctl.values[loads.count - 1]
    let atl = loads.isEmpty ? state.atl : p.atl.values[loads.count - 1]
    return (ctl, atl, ctl - atl)
  }

  /// Solves for CTL `targetCTL` and TSB `targetTSB` going into the event day.
  public func solve(targetCTL: Double, targetTSB: Double) -> Result<Solution, Infeasible> {
    guard days > taperDays, taperDays >= 0 else { return .failure(.tooFewDays(days: days, taperDays: taperDays)) }
    // Affine map (r, τ) ↦ (CTL, TSB): its value at 0 and its two columns.
    let origin = eventDay(dailyLoads(weeklyRamp: 0, taperLoad: 0))
    let byRamp = eventDay(dailyLoads(weeklyRamp: 1, taperLoad: 0))
    let byTaper = eventDay(dailyLoads(weeklyRamp: 0, taperLoad: 1))
    let a = byRamp.ctl - origin.ctl
    let b = byTaper.ctl - origin.ctl
    let c = byRamp.tsb - origin.tsb
    let d = byTaper.tsb - origin.tsb
    let u = targetCTL - origin.ctl
    let v = targetTSB - origin.tsb
    let det = a * d - b * c
    guard det.isFinite, abs(det) > 1e-12 * max(1, abs(a * d), abs(b * c)) else { return .failure(.undetermined) }
    let r = (u * d - b * v) / det
    let tau = (a * v - u * c) / det
    let loads = dailyLoads(weeklyRamp: r, taperLoad: tau)
    // A negative taper is the root cause whatever the ramp: no build makes up for it.
    if tau < 0 { return .failure(.taperCannotFreshen(neededLoad: tau)) }
    if r > maximumWeeklyRamp {
      // At the limit, the taper still aims at the form target: τ from the TSB row alone.
      let tauAtLimit = (v - c * maximumWeeklyRamp) / d
      let reachable = eventDay(dailyLoads(weeklyRamp: maximumWeeklyRamp, taperLoad: max(0, tauAtLimit))).ctl
      return .failure(.rampTooSteep(needed: r, limit: maximumWeeklyRamp, reachable: reachable))
    }
    if loads.prefix(days - taperDays).contains(where: { $0 < 0 }) { return .failure(.buildBelowRest(neededRamp: r)) }
    let end = eventDay(loads)
    return .success(
      Solution(
        weeklyRamp: r, taperLoad: tau, buildDays: days - taperDays, taperDays: taperDays,
        dailyLoads: loads, ctl: end.ctl, atl: end.atl, tsb: end.tsb))
  }
}
