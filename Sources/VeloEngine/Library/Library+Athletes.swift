import Foundation
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

/// Athletes and their thresholds, as `athlete` and `init` manage them.
extension Library {
  /// The athlete `key` names (a name or an id), or the library's only athlete
  /// when `key` is `nil`; an unknown name, or several athletes to choose from,
  /// is an error listing them.
  public func select(_ key: String?) throws -> Athlete { try store.athlete(key) }

  /// The athlete who owns activity `id` (ids are unique across the library).
  public func owner(ofActivity id: Int64) throws -> Athlete { try store.owner(ofActivity: id) }

  /// Adds an athlete with thresholds in effect from always.
  public func add(_ athlete: Athlete, thresholds: [Threshold.Kind: Double] = [:]) throws -> Athlete {
    try store.addAthlete(athlete, thresholds: thresholds)
  }

  /// Every threshold of the athlete with its effective date.
  public func thresholds(_ athlete: Athlete) throws -> [Threshold] { try store.thresholds(athleteId: athlete.id!) }
}
