import Testing
import VeloIO
import VeloScore

@Suite struct PlanCSVTests {
  @Test func englishAndSpanishHeaders() throws {
    let en = try PlanCSV.parse(
      bytes: Array("date,sport,load,minutes,description\n2026-12-01,Run,55,60,Easy\n2026-12-02,,,1:30:00,\n".utf8),
      file: "p.csv")
    #expect(
      en.count == 2 && en[0].sport == "running" && en[0].load == 55 && en[0].durationSeconds == 3600
        && en[0].description == "Easy")
    #expect(en[1].durationSeconds == 5400 && en[1].sport == nil && en[1].description == nil)
    let es = try PlanCSV.parse(
      bytes: Array("fecha,deporte,carga,minutos,descripción\n2026-12-01,Correr,40,45,Trote\n".utf8), file: "p.csv")
    #expect(es.count == 1 && es[0].date == LocalDate(year: 2026, month: 12, day: 1) && es[0].sport == "running")
    #expect(es[0].load == 40 && es[0].durationSeconds == 2700 && es[0].description == "Trote")
  }

  @Test func errorsNameFileLineAndWhatWasExpected() {
    func message(_ text: String) -> String {
      do {
        _ = try PlanCSV.parse(bytes: Array(text.utf8), file: "plan.csv")
        return ""
      } catch { return "\(error)" }
    }
    #expect(message("").contains("plan.csv") && message("").contains("header"))
    #expect(message("sport,load\nRun,5\n").contains("no date column"))
    #expect(message("date,load\n2026-13-40,5\n").contains("plan.csv:2"))
    #expect(message("date,load\n2026-12-01,50000\n").contains("plan.csv:2"))
    #expect(message("date,load\n2026-12-01,\n").contains("expected a sport, load, duration, description or structure"))
    #expect(message("date,load\n2300-01-01,5\n").contains("2100"))
  }

  @Test func aStructureCellIsAWorkout() throws {
    let csv =
      "fecha,deporte,descripción,estructura\n2026-12-01,Bicicleta,Intervalos,10m 55%; 5x 4m 108% 3m 55%; 10m 50%\n"
      + "2026-12-02,Bicicleta,Tempo,\"Calentamiento 15m ramp 40-75%; 2x 20m 88% 5m 55%\"\n2026-12-03,Correr,Trote,\n"
    let rows = try PlanCSV.parse(bytes: Array(csv.utf8), file: "p.csv")
    #expect(rows[0].workout == (try StructuredWorkout(text: "10m 55%\n5x 4m 108% 3m 55%\n10m 50%", sport: "cycling")))
    #expect(rows[1].workout?.flattened.count == 5 && rows[1].workout?.flattened.first?.intensity == .warmup)
    #expect(rows[2].workout == nil && rows[2].description == "Trote")
    // The description's old header 'workout' is still a description.
    let old = try PlanCSV.parse(bytes: Array("date,workout\n2026-12-01,Intervalos 5×5 min\n".utf8), file: "p.csv")
    #expect(old[0].description == "Intervalos 5×5 min" && old[0].workout == nil)
    do {
      _ = try PlanCSV.parse(bytes: Array("date,structure\n2026-12-01,10m 55%; 5x 4q 108%\n".utf8), file: "p.csv")
      Issue.record("read")
    } catch {
      #expect(
        "\(error)"
          == "p.csv:2: column 'structure': the workout's line 1, column 13: '4q' is not a length (10m, 30s, 1h30m, 1km), a target (55%, 250w, 75% LTHR, 4:30/km, RPE 6, Z2) or a cadence (90rpm)"
      )
    }
  }
}

/// A plan's descriptions and an event's names follow the API's text rule: a control character or
/// a text past its length is refused with its line and column (a NUL was dropped without a word,
/// an event name cut to 100 characters).
@Suite struct PlanTextTests {
  @Test func aControlCharacterInADescriptionIsRefusedByLine() {
    let csv = "date,sport,load,minutes,description\n2026-11-29,cycling,80,60,Tempo\u{0}x\n"
    #expect {
      try PlanCSV.parse(bytes: Array(csv.utf8), file: "p.csv")
    } throws: { error in
      let e = error as? CSVError
      return e?.line == 2 && e?.column == "description" && "\(error)".contains("U+0")
    }
  }

  @Test func aLongEventNameIsRefusedNotCut() {
    let csv = "date,name,priority\n2027-01-10,\(String(repeating: "x", count: 101)),A\n"
    #expect {
      try EventCSV.parse(bytes: Array(csv.utf8), file: "e.csv")
    } throws: { error in
      (error as? CSVError)?.line == 2 && "\(error)".contains("at most 100 characters, found 101")
    }
    let fine = "date,name,priority\n2027-01-10,Maratón CDMX,b\n"
    #expect((try? EventCSV.parse(bytes: Array(fine.utf8), file: "e.csv"))?.first?.name == "Maratón CDMX")
  }
}
