import Foundation
import Testing
import VeloPipeline

@testable import VeloStore

/// A build without the PostgreSQL package trait says so when asked for a
/// PostgreSQL library, names how to get a build that has one, and never
/// repeats the URL's password.
@Suite struct BuildTraitTests {
  @Test func postgreSQLIsThereExactlyWithItsTrait() {
    #if PostgreSQL
    #expect(AthleteStore.supportsPostgreSQL)
    #else
    #expect(!AthleteStore.supportsPostgreSQL)
    #endif
  }

  @Test(.enabled(if: !AthleteStore.supportsPostgreSQL))
  func aPostgreSQLURLInABuildWithoutItIsAClearError() {
    do {
      _ = try AthleteStore(postgresURL: "postgresql://app:hunter2@db.example.com/veloscore")
      Issue.record("opened a PostgreSQL library in a build without the trait")
    } catch {
      let text = "\(error)"
      #expect(text.contains("built without PostgreSQL") && text.contains("--traits PostgreSQL"), "\(text)")
      #expect(!text.contains("hunter2"))
    }
  }
}
