import Testing
import VeloIO
import VeloScore

@Suite struct PlanCSVTests {
  @Test func englishAndSpanishHeaders() throws {
    let en = try PlanCSV.parse(bytes: Array("date,sport,load,minutes,description\n2026-12-01,Run,55,60,Easy\n2026-12-02,,,1:30:00,\n".utf8), file: "p.csv")
    #expect(en.count == 2 && en[0].sport == "running" && en[0].load == 55 && en[0].durationSeconds == 3600 && en[0].description == "Easy")
    #expect(en[1].durationSeconds == 5400 && en[1].sport == nil && en[1].description == nil)
    let es = try PlanCSV.parse(bytes: Array("fecha,deporte,carga,minutos,descripción\n2026-12-01,Correr,40,45,Trote\n".utf8), file: "p.csv")
    #expect(es.count == 1 && es[0].date == LocalDate(year: 2026, month: 12, day: 1) && es[0].sport == "running")
    #expect(es[0].load == 40 && es[0].durationSeconds == 2700 && es[0].description == "Trote")
  }

  @Test func errorsNameFileLineAndWhatWasExpected() {
    func message(_ text: String) -> String {
      do { _ = try PlanCSV.parse(bytes: Array(text.utf8), file: "plan.csv"); return "" } catch { return "\(error)" }
    }
    #expect(message("").contains("plan.csv") && message("").contains("header"))
    #expect(message("sport,load\nRun,5\n").contains("no date column"))
    #expect(message("date,load\n2026-13-40,5\n").contains("plan.csv:2"))
    #expect(message("date,load\n2026-12-01,50000\n").contains("plan.csv:2"))
    #expect(message("date,load\n2026-12-01,\n").contains("expected a sport, load, duration or description"))
    #expect(message("date,load\n2300-01-01,5\n").contains("2100"))
  }
}
