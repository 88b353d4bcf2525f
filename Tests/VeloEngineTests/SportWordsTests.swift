import Foundation
import Testing
import VeloEngine
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

/// Sport words users type land in the sports they mean (their totals, their
/// thresholds); a word we do not know is stored as `other`, kept as the
/// activity's name and named in a warning stored with it — never a new sport.
@Suite struct SportWordsTests {
  @Test func typedSportsAreStoredAsTheSportsTheyMean() throws {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let library = Library(store)
    _ = try library.add(Athlete(name: "ana"), thresholds: [.ftp: 200, .lthr: 160])
    let list = try makeTemporaryDirectory().appendingPathComponent("semana.csv")
    try """
    fecha,deporte,minutos,nombre
    2026-11-16,Trotar,30,
    2026-11-17,Bicicleta fija,45,Clase de la mañana
    2026-11-18,Spinning,40,
    2026-11-19,Box,50,
    2026-11-20,Fútbol,90,
    2026-11-21,Crossfit,45,
    2026-11-22,Quidditch,60,
    """.write(to: list, atomically: true, encoding: .utf8)
    var ingest = LibraryIngest(library: library, athlete: "ana")
    let said = try ingest.run([list.path]).flatMap(\.files).flatMap(\.warnings)
    // Said for the file too (ingest prints it; an upload answers it), once per word.
    #expect(
      said.filter { $0.contains("is not one we know") } == [
        "row 7: " + SportName.unknownWarning("Quidditch")
      ])
    let stored = try store.activities(athleteId: try store.athlete("ana").id!)
    #expect(stored.map { $0.sport ?? "" } == ["running", "cycling", "cycling", "other", "other", "strength", "other"])
    #expect(stored.map { $0.name ?? "" } == ["", "Clase de la mañana", "", "Box", "Fútbol", "", "Quidditch"])
    let warned = stored.filter { $0.warningList.contains { $0.contains("is not one we know") } }
    #expect(warned.map(\.name) == ["Quidditch"])
    // An edit to a word we do not know is the same: other, the word kept, a warning.
    let edited = try store.editActivity(
      id: stored[0].id!, athleteId: stored[0].athleteId, ActivityEdit(sport: "Ultimate frisbee"))
    #expect(edited.sport == "other" && edited.name == "Ultimate frisbee")
    #expect(edited.warningList.contains { $0.contains("'Ultimate frisbee' is not one we know") })
  }
}
