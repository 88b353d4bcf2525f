import Foundation
import Testing
import _VeloTestSupport

/// `activity set ID`: ids are global, so no --athlete; usage errors are 64 naming the option.
@Suite struct ActivitySetCLITests {
  @Test func setsNameNotesSportAndRPE() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore("init", "--library", lib).status == 0)
    #expect(try veloscore("athlete", "add", "ana", "--library", lib).status == 0)
    #expect(try veloscore("athlete", "add", "eva", "--library", lib).status == 0)
    let log = try writeTemporary("fecha,deporte,minutos\n2026-11-16,Correr,45\n", name: "log.csv")
    #expect(try veloscore("ingest", log.path, "--athlete", "eva", "--library", lib).status == 0)
    let r = try veloscore(
      "activity", "set", "1", "--name", "Trote", "--notes", "suave", "--rpe", "6", "--sport", "Caminar", "--library",
      lib, "--json")
    #expect(r.status == 0, "\(r.stderr)")
    let row = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(
      row["name"] as? String == "Trote" && row["notes"] as? String == "suave" && row["sport"] as? String == "walking")
    #expect(
      (row["load"] as? NSNumber)?.doubleValue == 52.5 && row["loadSource"] as? String == "rpe"
        && row["schemaVersion"] as? Int == 2)
    #expect(try veloscore("activity", "1", "--library", lib).stdout.contains("52.5 (RPE)"))
    for (args, says) in [
      (["--rpe", "6", "--no-rpe"], "contradict"), ([String](), "nothing to change"),
      (["--rpe", "11"], "'--rpe' must be 0–10"),
      (["--sport", "42"], "'--sport'"),
    ] {
      let bad = try veloscore(["activity", "set", "1", "--library", lib] + args)
      #expect(bad.status == 64 && bad.stderr.contains(says), "\(args): \(bad.status) \(bad.stderr)")
    }
    let missing = try veloscore("activity", "set", "99", "--name", "x", "--library", lib)
    #expect(missing.status == 65 && missing.stderr.contains("no activity 99"), "\(missing.stderr)")
  }
}
