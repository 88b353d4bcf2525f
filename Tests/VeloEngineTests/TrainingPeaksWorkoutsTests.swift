import Foundation
import Testing
import VeloEngine
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

/// TrainingPeaks' workouts export (its column names): the workouts done are stored with their
/// distance and the athlete's comments; a workout planned and not done is named, never dropped unsaid.
@Suite struct TrainingPeaksWorkoutsTests {
  @Test func aPlannedOnlyRowIsNamedAndTheDoneOnesKeepTheirDistance() throws {
    let csv = """
      Title,WorkoutType,WorkoutDescription,PlannedDuration,PlannedDistanceInMeters,WorkoutDay,CoachComments,DistanceInMeters,PowerAverage,PowerMax,Energy,AthleteComments,TimeTotalInHours,VelocityAverage,VelocityMax,CadenceAverage,CadenceMax,HeartRateAverage,HeartRateMax,TorqueAverage,TorqueMax,IF,TSS,Rpe,Feeling
      Endurance,Bike,Z2 ride,2,,2026-11-02,,60000,180,400,1500,,2.0,8.3,14,88,110,135,160,,,0.7,95,4,5
      Intervals,Bike,5x5,1.5,,2026-11-04,,,,,,,,,,,,,,,,,,,
      Easy run,Run,,0.75,,2026-11-05,,9000,,,600,felt good,0.8,3.1,4,170,180,140,155,,,,,3,

      """
    let file = try makeTemporaryDirectory().appendingPathComponent("workouts.csv")
    try Data(csv.utf8).write(to: file)
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    let result = try #require(try ingest.run([file.path]).first?.files.first)
    let stored = try store.activities(athleteId: ana.id!)
    #expect(stored.map(\.name) == ["Endurance", "Easy run"])
    #expect(stored.map(\.distanceMeters) == [60000, 9000] && stored[1].notes == "felt good")
    let said = "row 2 (2026-11-04, Intervals): no duration and no load (a workout planned, not done?): not stored"
    #expect(result.warnings.contains(said), "\(result.warnings)")
    #expect(stored.allSatisfy { $0.warningList.contains(said) })
  }
}
