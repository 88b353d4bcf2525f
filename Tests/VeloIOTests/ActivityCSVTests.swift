import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

func parseActivity(_ text: String) throws(CSVError) -> ActivityStreams {
  try ActivityCSV.parse(bytes: Array(text.utf8), file: "ride.csv")
}

@Suite struct ActivityCSVTests {
  @Test func readsColumnsByNameAndAlias() throws {
    let s = try parseActivity("secs,watts,HR,cad,kph,km\n0,200,120,90,36,0\n1,210,,91,36.0,0.01\n")
    #expect(s.time == [0, 1])
    #expect(s.power == [200, 210])
    #expect(s.heartRate![0] == 120 && s.heartRate![1].isNaN)
    #expect(s.cadence == [90, 91])
    #expect(s.speed!.allSatisfy { isClose($0, 10) })
    #expect(isClose(s.distance![1], 10))
    #expect(s.altitude == nil)
  }

  @Test func toleratesBOMCRLFQuotesSpacesAndBlankLines() throws {
    let s = try parseActivity("\u{FEFF}\"time\", \"power\"\r\n0, 100\r\n\r\n1,\"150\"\r\n\n")
    #expect(s.time == [0, 1])
    #expect(s.power == [100, 150])
  }

  @Test func emptyFileIsAnError() {
    #expect(
      throws: CSVError(
        file: "ride.csv", message: "file is empty: expected a header line such as 'time,power,heart_rate'")
    ) {
      try parseActivity("")
    }
    #expect(throws: CSVError.self) { try parseActivity("\n\n") }
  }

  @Test func headerOnlyIsAnError() {
    #expect(throws: CSVError(file: "ride.csv", message: "no samples: expected lines of numbers after the header")) {
      try parseActivity("time,power\n")
    }
  }

  @Test func missingTimeColumnNamesWhatWasFound() throws {
    let error = try #require(throws: CSVError.self) { try parseActivity("watts,hr\n1,2\n") }
    #expect(error.line == 1)
    #expect(error.description.contains("no time column"))
    #expect(error.description.contains("found 'watts,hr'"))
  }

  @Test func missingPowerColumnLeavesPowerAbsent() throws {
    let s = try parseActivity("time,hr\n0,100\n")
    #expect(s.power == nil)
  }

  @Test func nonNumericCellNamesLineAndColumn() throws {
    let error = try #require(throws: CSVError.self) { try parseActivity("time,power\n0,100\n1,abc\n") }
    #expect(error == CSVError(file: "ride.csv", line: 3, column: "power", message: "expected a number, found 'abc'"))
    #expect(error.description == "ride.csv:3 (column 'power'): expected a number, found 'abc'")
  }

  @Test(arguments: ["1e", "12abc", "nan", "inf", "--1", "1,5"])
  func rejectsNonDecimalText(cell: String) throws {
    let quoted = cell.contains(",") ? "\"\(cell)\"" : cell
    #expect(throws: CSVError.self) { try parseActivity("time,power\n0,\(quoted)\n") }
  }

  @Test func wrongCellCountAndTimeOrder() throws {
    let cells = try #require(throws: CSVError.self) { try parseActivity("time,power\n0,1\n1,2,3\n") }
    #expect(cells.line == 3 && cells.message.contains("expected 2 cells"))
    let order = try #require(throws: CSVError.self) { try parseActivity("time,power\n0,1\n5,2\n4,3\n") }
    #expect(order.line == 4 && order.message.contains("time must not decrease"))
    #expect(try parseActivity("time,power\n0,1\n0,3\n").time == [0, 0])
    let open = try #require(throws: CSVError.self) { try parseActivity("time,power\n0,\"1\n") }
    #expect(open.line == 2)
  }

  @Test func missingFileAndDirectory() throws {
    let missing = try #require(throws: CSVError.self) { try ActivityCSV.read(path: "/no/such/ride.csv") }
    #expect(missing.description == "/no/such/ride.csv: no such file")
    let folder = try #require(throws: CSVError.self) { try ActivityCSV.read(path: "/tmp") }
    #expect(folder.message.contains("directory"))
  }

  @Test func renderRoundTrips() throws {
    let s = ActivityStreams(
      time: [0, 1, 2], power: [100, .nan, 300], heartRate: [120, 121, 122], speed: [8.1234, 8.2, 8.3])
    let back = try parseActivity(ActivityCSV.render(s))
    #expect(back.time == s.time)
    #expect(back.power![0] == 100 && back.power![1].isNaN && back.power![2] == 300)
    #expect(back.heartRate == s.heartRate)
    #expect(back.speed == [8.123, 8.2, 8.3])
  }
}

@Suite struct ActivityCSVFormatTests {
  @Test func isoTimestampsBecomeSecondsFromTheFirst() throws {
    let s = try parseActivity(
      "timestamp,watts\n2026-01-05T07:30:00Z,100\n2026-01-05T08:30:01+01:00,110\n2026-01-05T07:30:02.5Z,120\n")
    #expect(s.time == [0, 1, 2.5])
    #expect(s.power == [100, 110, 120])
  }

  @Test func mixingSecondsAndTimestampsIsAnError() throws {
    let e = try #require(throws: CSVError.self) { try parseActivity("time,power\n0,1\n2026-01-05T07:30:00Z,2\n") }
    #expect(e.line == 3 && e.message.contains("expected seconds like the lines before"))
    let bad = try #require(throws: CSVError.self) { try parseActivity("time,power\nnoon,1\n") }
    #expect(bad.message.contains("ISO-8601") && bad.message.contains("'noon'"))
  }

  @Test func semicolonSeparatorWithDecimalCommas() throws {
    let s = try parseActivity("time;power;speed\n0;100;8,25\n1;\"101\";8,5\n")
    #expect(s.power == [100, 101])
    #expect(s.speed == [8.25, 8.5])
    let e = try #require(throws: CSVError.self) { try parseActivity("time;power\n0;1,2,3\n") }
    #expect(e.line == 2)
  }

  @Test func quotedCommaStaysInsideItsCell() throws {
    let s = try parseActivity("\"time\",\"power, W\",\"hr\"\n0,100,120\n")
    #expect(s.power == nil)  // "power, W" is not a known power header
    #expect(s.heartRate == [120])
  }
}

@Suite struct CSVNumberParsingTests {
  /// The fast decimal path must give exactly the Double that correctly rounded
  /// parsing (Swift's `Double(String)`) gives, including long and signed values.
  @Test func fastPathIsCorrectlyRounded() throws {
    var rng = LCG(seed: 99)
    var cells: [String] = []
    for _ in 0..<20_000 {
      let intDigits = Int(rng.next() % 9)
      let fracDigits = Int(rng.next() % 12)
      var s = rng.next() % 4 == 0 ? "-" : ""
      s +=
        intDigits == 0
        ? "0" : String((0..<intDigits).map { i in Character(String(i == 0 ? 1 + rng.next() % 9 : rng.next() % 10)) })
      if fracDigits > 0 { s += "." + String((0..<fracDigits).map { _ in Character(String(rng.next() % 10)) }) }
      cells.append(s)
    }
    cells += [
      "0.1", "0.3", "123456789012345", "1234567890123456", "9007199254740993", "1e3", "2.5E-3", "+7", ".5", "5.",
    ]
    let csv = "time,power\n" + cells.enumerated().map { "\($0.offset),\($0.element)" }.joined(separator: "\n")
    let s = try parseActivity(csv)
    for (i, cell) in cells.enumerated() {
      let expected = Double(cell) ?? Double("0" + cell)!
      #expect(s.power![i] == expected, "\(cell)")
    }
  }
}

@Suite struct CSVWideRowTests {
  /// Rows wider than the scanner's first cell buffer (64) grow it.
  @Test func twoHundredColumns() throws {
    let names = ["time", "power"] + (0..<198).map { "extra\($0)" }
    let row = (0..<200).map { String($0) }.joined(separator: ",")
    let s = try parseActivity(names.joined(separator: ",") + "\n" + row + "\n")
    #expect(s.time == [0] && s.power == [1])
    let short = try #require(throws: CSVError.self) { try parseActivity(names.joined(separator: ",") + "\n0,1\n") }
    #expect(short.message.contains("expected 200 cells"))
  }
}
