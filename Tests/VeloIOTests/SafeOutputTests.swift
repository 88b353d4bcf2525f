import Testing
import VeloIO
import VeloScore

@Suite struct SafeOutputTests {
  /// OWASP: a cell starting with = + - @ tab or CR is neutralised with a leading '.
  @Test func csvCellsNeverStartAFormula() {
    #expect(csvField("=cmd|'/C calc'!A0") == "'=cmd|'/C calc'!A0")
    #expect(csvField("+1+cmd") == "'+1+cmd" && csvField("-x") == "'-x" && csvField("@SUM(A1)") == "'@SUM(A1)")
    #expect(csvField("\tx") == "'\tx")
    #expect(csvField("=a,b") == "\"'=a,b\"")
    #expect(csvField("anna") == "anna" && csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
    // The guard is undone on reading, byte for byte, including texts that start with the guard itself.
    for text in ["=HYPERLINK(\"http://x\",\"y\")", "'=x", "''", "'", "'x", "-x", "Maratón, CDMX", "=", "-7.5"] {
      let cell = csvField(text)
      let unquoted =
        cell.hasPrefix("\"") ? String(cell.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"") : cell
      #expect(csvText(unquoted) == text, "\(text) → \(cell)")
    }
    // Plain numbers stay numbers (batch and report CSVs hold negative TSB); formulas do not.
    #expect(csvField("-7.046880") == "-7.046880" && csvField("+3") == "+3" && csvField("-1.5e-07") == "-1.5e-07")
    #expect(csvField("-2+3") == "'-2+3" && csvField("-inf") == "'-inf" && csvField("+cmd") == "'+cmd")
  }

  @Test func athleteNamesOneRule() {
    for good in ["anna", "athlete-01", "Ana María", "O'Brien", "李雷", "_x", "a.b"] {
      #expect(SafeName.athleteNameProblem(good) == nil, "\(good)")
    }
    for bad in [
      "", "../x", ".hidden", "-rf", "=cmd", "@x", "a/b", "a\\b", "tab\there", "nul\u{0}", "<script>",
      String(repeating: "a", count: 65), "trailing ",
    ] {
      #expect(SafeName.athleteNameProblem(bad) != nil, "\(bad)")
    }
  }

  @Test func pathComponentsStayInTheirFolder() {
    #expect(SafeName.pathComponent("cycling") == "cycling")
    for hostile in [
      "../../../../x", "..", ".", "/etc/passwd", "a/../b", "=cmd|'-C calc'!A0", "", String(repeating: "z", count: 500),
      "con\u{1B}[31m",
    ] {
      let c = SafeName.pathComponent(hostile)
      #expect(
        !c.isEmpty && c != "." && c != ".." && !c.contains("/") && !c.hasPrefix(".") && !c.hasPrefix("=")
          && c.count <= 64, "\(hostile) → \(c)")
      #expect(!c.unicodeScalars.contains { $0.value < 0x20 })
    }
    #expect(SafeName.pathComponent("../a") != SafeName.pathComponent("./a"))  // distinct texts stay distinct
    #expect(SportName.normalize("../../../../x")?.contains("/") == false)
  }

  @Test func quotedValuesAreShortAndInert() {
    #expect(quoted("abc") == "'abc'")
    #expect(quoted("\u{1B}[31mred") == "'\\u{1B}[31mred'")
    let long = quoted(String(repeating: "é", count: 1000), limit: 10)
    #expect(long == "'éééééééééé'… (1980 more bytes)")
  }
}
