import Testing
import VeloIO
import VeloScore

@Suite struct EventCSVTests {
  @Test func readsEventsWithTargets() throws {
    let rows = try EventCSV.parse(
      bytes: Array(
        "\(EventCSV.header)\n2027-03-14,\"Maratón, CDMX\",a,70,5,20,42195,3:30:00\n2027-01-10,Test 20 min,,,,,,\n".utf8),
      file: "events.csv")
    #expect(
      rows.count == 2 && rows[0].name == "Maratón, CDMX" && rows[0].priority == "A" && rows[0].targetSeconds == 12_600)
    #expect(
      rows[0].tsbLow == 5 && rows[0].tsbHigh == 20 && rows[0].distanceMeters == 42_195 && rows[1].priority == "A"
        && rows[1].targetCTL == nil)
    let es = try EventCSV.parse(
      bytes: Array("fecha,evento,prioridad\n2027-03-14,Medio maratón,B\n".utf8), file: "eventos.csv")
    #expect(es.first?.priority == "B")
  }

  @Test func errorsNameTheCell() {
    func message(_ body: String) -> String {
      do {
        _ = try EventCSV.parse(bytes: Array("date,name,priority,tsb_low,tsb_high\n\(body)\n".utf8), file: "events.csv")
        return ""
      } catch { return "\(error)" }
    }
    #expect(
      message("2027-03-14,Race,D,,").contains("events.csv:2") && message("2027-03-14,Race,D,,").contains("A, B or C"))
    #expect(message("2027-03-14,,A,,").contains("event name"))
    #expect(message("2027-03-14,Race,A,20,5").contains("tsb_low ≤ tsb_high"))
    #expect(message("2027-03-14,Race,A,900,5").contains("events.csv:2"))
  }
}
