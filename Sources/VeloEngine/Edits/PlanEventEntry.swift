import Foundation
import VeloIO
import VeloPipeline
import VeloScore

/// An event as an app sends it (`POST /v1/athletes/{athlete}/plan/events`): a
/// day and a name, with any of a priority (A, B or C; default A), the CTL and
/// the form (TSB) band wanted going into the day, and a race goal (a distance
/// and a target time for it). Read strictly, with the ranges `plan event` takes:
/// unknown fields and values out of range are refused by name; what only the
/// fields together can say (a band upside down, a target time no one runs) is
/// ``problem``.
public struct PlanEventEntry: Decodable, Sendable, Equatable {
  public var date: LocalDate
  public var name: String
  public var priority: PlanEvent.Priority
  public var targetCTL: Double?
  public var tsbLow: Double?
  public var tsbHigh: Double?
  public var distanceMeters: Double?
  public var targetSeconds: Double?

  static let fields = ["date", "name", "priority", "targetCTL", "tsbLow", "tsbHigh", "distanceMeters", "targetSeconds"]
  /// CTL a target can ask for (TSS/day), as `plan event --ctl`.
  public static let targetCTLRange = InputLimits.eventTargetCTL
  /// The form band's ends (TSS/day), as `plan event --tsb`.
  public static let tsbRange = InputLimits.eventTSB

  public init(from decoder: Decoder) throws {
    let f = try StrictFields(decoder, fields: Self.fields, what: "an event")
    guard let text = try f.text("date"), let date = LocalDate(iso: text), InputLimits.dates.contains(date) else {
      throw EntryProblem(description: "'date' is required: YYYY-MM-DD within 1950…2100")
    }
    guard let name = try f.text("name") else { throw EntryProblem(description: "'name' is required") }
    // JSON Schema counts code points (maxLength), so this does too: combining marks included.
    guard (1...100).contains(name.unicodeScalars.count) else {
      throw EntryProblem(description: "'name' has 1 to 100 characters")
    }
    var priority = PlanEvent.Priority.a
    if let p = try f.text("priority") {
      guard let given = PlanEvent.Priority(rawValue: p) else {
        throw EntryProblem(description: "'priority' must be A, B or C")
      }
      priority = given
    }
    (self.date, self.name, self.priority) = (date, name, priority)
    targetCTL = try f.number("targetCTL", Self.targetCTLRange)
    (tsbLow, tsbHigh) = (try f.number("tsbLow", Self.tsbRange), try f.number("tsbHigh", Self.tsbRange))
    if (tsbLow == nil) != (tsbHigh == nil) {
      throw EntryProblem(description: "give both 'tsbLow' and 'tsbHigh', or neither")
    }
    distanceMeters = try f.number(
      "distanceMeters", InputLimits.distanceMeters.lowerBound.nextUp...InputLimits.distanceMeters.upperBound)
    targetSeconds = try f.number(
      "targetSeconds", InputLimits.durationSeconds.lowerBound.nextUp...InputLimits.durationSeconds.upperBound)
    if targetSeconds != nil && distanceMeters == nil {
      throw EntryProblem(description: "'targetSeconds' needs 'distanceMeters'")
    }
  }

  /// Why the fields together cannot make an event, or `nil`: a name that is no
  /// label (`SafeName/labelProblem(_:what:limit:)`), a form band whose low end
  /// is above its high end, a target time implausible over the distance.
  public var problem: String? {
    if let p = SafeName.labelProblem(name, what: "'name'") { return p }
    if let low = tsbLow, let high = tsbHigh, low > high { return "'tsbLow' must be at most 'tsbHigh'" }
    if let s = targetSeconds, let m = distanceMeters, let p = RacePrediction.implausibility(seconds: s, meters: m) {
      return "'targetSeconds' over 'distanceMeters': \(p)"
    }
    return nil
  }

  /// The event for athlete `athleteId`.
  public func event(athleteId: Int64) -> PlanEvent {
    PlanEvent(
      athleteId: athleteId, date: date, name: name, priority: priority, targetCTL: targetCTL,
      distanceMeters: distanceMeters, targetSeconds: targetSeconds
    ).with(tsbLow: tsbLow, tsbHigh: tsbHigh)
  }
}
