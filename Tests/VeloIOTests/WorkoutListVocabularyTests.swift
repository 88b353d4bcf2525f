import Testing
import VeloIO
import VeloScore

/// Workout lists as the apps export them, in English and Spanish (issue 30, item 1).
@Suite struct WorkoutListVocabularyTests {
  func parse(_ csv: String) throws -> WorkoutListCSV.Parsed {
    try WorkoutListCSV.parseReporting(bytes: Array(csv.utf8), file: "lista.csv")
  }

  /// `fecha,deporte,minutos,carga` stored nothing and said "1 added".
  @Test func spanishMinutesAndLoadAreRead() throws {
    let p = try parse("fecha,deporte,minutos,carga\n2026-11-20,correr,45,50\n")
    #expect(p.workouts.count == 1 && p.warnings.isEmpty)
    let w = try #require(p.workouts.first)
    #expect(w.sport == "running" && w.durationSeconds == 2700 && w.load == 50)
  }

  /// `carga` and `distancia` were dropped without a word; notes and names too.
  @Test func everyColumnIsReadOrNamedAsUnused() throws {
    let p = try parse(
      """
      fecha,deporte,duración,distancia,calorías,carga,esfuerzo,notas,nombre,zapatillas
      2026-11-20,correr,45,8.2,450,50,6,"buen día, piernas cansadas",Rodaje,Pegasus
      2026-11-21,bici,1:30:00,40,900,,5,,Salida,

      """)
    let run = p.workouts[0]
    let ride = p.workouts[1]
    #expect(run.durationSeconds == 2700 && ride.durationSeconds == 5400)  // 45 read as minutes; h:mm:ss as written
    #expect(run.distanceMeters == 8200 && ride.distanceMeters == 40_000)  // km: 8.2 m in 45 min would be 0.003 m/s
    #expect(run.calories == 450 && run.load == 50 && run.rpe == 6 && ride.load == nil)
    #expect(run.name == "Rodaje" && run.notes == "buen día, piernas cansadas" && ride.notes == nil)
    #expect(ride.sport == "cycling")
    #expect(p.warnings.contains { $0.hasPrefix("duration read in minutes") })
    #expect(p.warnings.contains { $0.hasPrefix("distance read in kilometres") })
    #expect(p.warnings.contains { $0.hasPrefix("columns not used: 'zapatillas'") })
  }

  @Test func unitsInTheHeaderWinAndPlainSecondsStaySeconds() throws {
    let p = try parse("date,sport,duration,distance (mi),distance\n2026-11-20,run,3600,5,9999\n")
    #expect(p.workouts[0].durationSeconds == 3600 && abs((p.workouts[0].distanceMeters ?? 0) - 8046.72) < 1e-9)
    #expect(p.warnings.contains { $0.hasPrefix("duration read in seconds") })
    // the unit-less one beside a stated unit
    #expect(p.warnings.contains { $0.contains("columns not used: 'distance'") })
    // The column without a unit beside one with a unit is not read, not even where the stated one is empty.
    let both = try parse("date,sport,minutos,duration,distance_km,distance\n2026-11-20,run,,3600,,9\n")
    #expect(both.workouts[0].durationSeconds == nil && both.workouts[0].distanceMeters == nil)
    #expect(both.warnings.contains { $0.contains("columns not used: 'duration', 'distance'") })
    // Metres stay metres: 10 km in 50 min is 3.3 m/s.
    #expect(
      try parse("date,sport,duration_s,distance\n2026-11-20,run,3000,10000\n").workouts[0].distanceMeters == 10_000)
  }

  @Test func aListWithoutDurationOrLoadIsRefusedBeforeAnythingIsStored() throws {
    #expect {
      try parse("fecha,deporte,zapatillas\n2026-11-20,correr,Pegasus\n")
    } throws: { error in
      "\(error)".contains("no duration or load column") && "\(error)".contains("lista.csv")
    }
  }
}
