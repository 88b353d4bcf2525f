import Foundation
import VeloPipeline
import VeloStore

/// Checks that a library is sound before a use case builds on it.
public enum LibraryHealth {
  /// Libraries up to this size are checked (SQLite quick_check, about a second
  /// per GB) before an ingest builds on them; larger ones by 'veloscore check'.
  public static let checkedLibraryBytes = 256 << 20

  /// Throws a ``FailureKind/storageFailed`` failure naming the first problems
  /// when `library` is damaged; `consequence` says what was therefore not done.
  public static func refuseIfDamaged(_ library: AthleteStore, consequence: String) throws {
    let health: LibraryCheck
    do { health = try library.check(thorough: false) } catch { throw Failure.passing(error) }
    guard health.isHealthy else {
      let problems = (health.integrityProblems + health.foreignKeyProblems).prefix(3).joined(separator: "; ")
      throw Failure(
        .storageFailed, said("damaged", library.location, problems, consequence),
        hint: said("damaged.hint"))
    }
  }

  /// ``refuseIfDamaged(_:consequence:)`` for folder libraries up to
  /// ``checkedLibraryBytes`` (a PostgreSQL server checks its own pages).
  public static func refuseIfDamagedAndSmall(_ library: AthleteStore, consequence: String) throws {
    guard let directory = library.directory else { return }
    let file = directory.appendingPathComponent(AthleteStore.fileName).path
    let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
    guard size <= checkedLibraryBytes else { return }
    try refuseIfDamaged(library, consequence: consequence)
  }
}
