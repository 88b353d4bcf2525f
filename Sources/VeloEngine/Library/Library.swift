import Foundation
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

/// One door to a library: every use case the CLI and the API offer over an
/// athlete library — documents, uploads and logged entries, edits, erasure,
/// plans, tokens — with the health check, the history's limits and the
/// warnings in one place. A surface holds a `Library`, never the store.
public final class Library: Sendable {
  let store: AthleteStore
  private let health = HealthVerdict()

  public init(_ store: AthleteStore) { self.store = store }

  /// Where the library is (a folder, or a PostgreSQL database without its password).
  public var location: String { store.location }

  // MARK: Athletes

  /// Every athlete, by name.
  public func athletes() throws -> [Athlete] { try store.athletes() }

  /// The athlete named `key` (a name or an id); `nil` when the library has none such.
  public func athlete(_ key: String) throws -> Athlete? {
    do { return try store.athlete(key) } catch StoreError.unknownAthlete, StoreError.noAthletes { return nil }
  }

  /// `athlete`'s history, for the report builders (`AthleteHistory`).
  public func history(_ athlete: Athlete) -> LibraryHistory { LibraryHistory(store, athlete) }

  // MARK: Health

  /// Refuses a write to a damaged library (`LibraryHealth`), as the CLI's
  /// ingest does; a healthy verdict holds for ``healthyFor`` seconds, so a
  /// server checks once a minute, not per request. A damaged library is
  /// checked again every time: it refuses until it is repaired.
  func refuseWritesIfDamaged(consequence: String) throws {
    guard !health.isFresh(within: Self.healthyFor) else { return }
    try LibraryHealth.refuseIfDamagedAndSmall(store, consequence: consequence)
    health.markHealthy()
  }

  /// How long a healthy verdict is trusted, seconds.
  public static let healthyFor = 60.0
}

/// When the library was last found healthy (shared by a server's requests).
private final class HealthVerdict: @unchecked Sendable {
  private let lock = NSLock()
  private var checkedAt: Double?

  func isFresh(within seconds: Double) -> Bool {
    lock.withLock { checkedAt.map { Date().timeIntervalSince1970 - $0 < seconds } ?? false }
  }

  func markHealthy() { lock.withLock { checkedAt = Date().timeIntervalSince1970 } }
}
