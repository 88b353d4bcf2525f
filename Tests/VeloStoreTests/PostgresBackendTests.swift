import Foundation
import Testing
import VeloPipeline

@testable import VeloStore

/// The PostgreSQL backend's own pieces; the rest of the store's tests run on it
/// too when `VELOSCORE_TEST_DATABASE` names a database (`make test`).
@Suite struct PostgresBackendTests {
  #if PostgreSQL
  @Test func placeholdersAreNumberedOutsideQuotes() {
    #expect(
      PostgresSQLConnection.numberedPlaceholders(
        "SELECT ? , '?' , \"a?\" FROM t WHERE a = ? AND b = 'it''s ?' AND c = ?")
        == "SELECT $1 , '?' , \"a?\" FROM t WHERE a = $2 AND b = 'it''s ?' AND c = $3")
  }

  @Test func aScriptIsCutAtSemicolonsOutsideFunctionBodies() {
    let script = """
      CREATE TABLE a (x TEXT DEFAULT ';');
      CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE a SET x = 'y'; RETURN NULL; END $$;

      CREATE TRIGGER t AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f();
      """
    let parts = PostgresSQLConnection.statements(script)
    #expect(parts.count == 3)
    #expect(parts[1].hasPrefix("CREATE FUNCTION") && parts[1].hasSuffix("END $$"))
  }

  /// A server away (unreachable, restarting, a statement past its deadline) is "unavailable" (exit 69,
  /// 503 with Retry-After), never "internal error"; a server that refuses keeps its own kind.
  @Test func aServerAwayIsUnavailableAndARefusalIsNot() {
    for (sqlState, away) in [
      (nil, true), ("08006", true), ("57P01", true), ("57P03", true), ("57014", true), ("53300", true),
      ("23505", false), ("25006", false), ("53100", false), ("XX001", false), ("22021", false),
    ] as [(String?, Bool)] {
      #expect(PostgresError(message: "m", sqlState: sqlState).isUnavailability == away, "\(sqlState ?? "none")")
    }
    #expect(
      StoreError.unavailable("db", message: "gone").isLibraryFailure
        && "\(StoreError.unavailable("db", message: "gone"))" == "db cannot be reached: gone")
  }
  #endif

  @Test func urlsAsLibpqWritesThem() throws {
    let socket = try PostgresLocation(url: "postgresql://vs@/lib?host=/tmp/pg&schema=team_a")
    #expect(
      socket.socketPath == "/tmp/pg/.s.PGSQL.5432" && socket.user == "vs" && socket.database == "lib"
        && socket.schema == "team_a")
    #expect(socket.tls == .disable)
    let remote = try PostgresLocation(url: "postgres://app:s%40cret@db.example.com:6432/veloscore?sslmode=require")
    #expect(
      remote.host == "db.example.com" && remote.port == 6432 && remote.password == "s@cret" && remote.tls == .require)
    #expect(
      !remote.description.contains("cret") && remote.description == "postgresql://app@db.example.com:6432/veloscore")
    #expect(!PostgresLocation.redacted("postgresql://app:hunter2@h/db").contains("hunter2"))
    #expect(try PostgresLocation(url: "postgresql://h/db").tls == .prefer, "a server over the network is asked for TLS")
  }

  @Test func badURLsSayWhatIsExpected() {
    for url in [
      "postgresql://h:70000/db", "postgresql://h/db?sslmode=sometimes", "postgresql://h/db?schema=a;drop",
      "mysql://h/db",
    ] {
      #expect(throws: StoreError.self) { try PostgresLocation(url: url) }
    }
    do { _ = try PostgresLocation(url: "postgresql://u:pw@h/db?sslmode=x") } catch {
      #expect("\(error)".contains("expected postgresql://") && !"\(error)".contains("pw@"))
    }
  }

  @Test(.enabled(if: testDatabase != nil)) func anEmptyDatabaseIsNoLibraryUntilCreated() throws {
    let url = try #require(testDatabase) + "&schema=empty" + UUID().uuidString.prefix(8).lowercased().filter(\.isLetter)
    #expect(throws: StoreError.self) { try AthleteStore(postgresURL: url) }
    let store = try AthleteStore(postgresURL: url, create: true)
    #expect(try store.appliedMigrations() == StoreSchema.migrator.migrations, "the same migration timeline as SQLite's")
    #expect(try AthleteStore(postgresURL: url).appliedMigrations() == StoreSchema.migrator.migrations)
  }

  @Test(.enabled(if: testDatabase != nil)) func anUnreachableServerIsAClearError() throws {
    do {
      _ = try AthleteStore(postgresURL: "postgresql://nobody@/db?host=/nonexistent-folder")
      Issue.record("opened a library on no server")
    } catch let error as StoreError {
      #expect("\(error)".contains("cannot connect"), "\(error)")
    }
  }
}

/// Row-level ownership on PostgreSQL: a task acting for one athlete cannot
/// read or change another's rows even through a query that forgets the athlete.
@Suite struct RowOwnershipTests {
  @Test(.enabled(if: testDatabase != nil)) func anAthletesTaskSeesOnlyTheirRows() async throws {
    let (store, ana) = try sampleLibrary()
    #expect(store.rowOwnershipEnforced, "the test cluster's role is an ordinary one, as an application's")
    let ben = try store.addAthlete(Athlete(name: "ben"))
    let anas = try store.activities(athleteId: ana.id!)
    let one = try #require(anas.first)
    let benToken = ben.id!
    try RowOwner.$athleteId.withValue(benToken) { () throws in
      // A handler bug: Ana's athlete id and activity id, asked for in Ben's request.
      #expect(try store.activities(athleteId: ana.id!).isEmpty)
      #expect(throws: StoreError.unknownActivity(one.id!)) { try store.activity(id: one.id!, athleteId: ana.id!) }
      #expect(try store.days(athleteId: ana.id!).isEmpty)
      #expect(try store.wellness(athleteId: ana.id!).isEmpty)
      #expect(try store.athletes().map(\.name) == ["ben"])
      // The one-statement reads (the name lookup every request makes) keep the scope too.
      #expect(throws: StoreError.self) { try store.athlete(ana.name) }
      #expect(try store.athlete("ben").id == ben.id)
      // Even SQL without any athlete condition sees only Ben's rows.
      #expect(try store.read { db in try db.scalar(Int.self, sql: "SELECT COUNT(*) FROM activity") } == 0)
      #expect(throws: StoreError.unknownActivity(one.id!)) { try store.deleteActivity(id: one.id!, athleteId: ana.id!) }
      #expect(try store.writeTransaction { db in try db.execute(sql: "UPDATE activity SET name = 'x'") } == 0)
    }
    #expect(
      try store.activities(athleteId: ana.id!) == anas, "nothing of Ana's changed, and outside the scope all is seen")
    #expect(try store.athlete(ana.name).id == ana.id)
    try RowOwner.$athleteId.withValue(ana.id!) { () throws in
      #expect(try store.activities(athleteId: ana.id!).count == anas.count)
    }
  }
}
