import Foundation
import Testing
import VeloIO
import _VeloTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read for a folder is checked once opened, on what was opened: a dataset's `wellness.csv`
/// swapped for a link between the check and the open was read from outside the folder (2 of 187
/// races). Now the descriptor is what is checked and what is read.
@Suite struct ContainedPathTests {
  func folders() throws -> (inside: URL, outside: URL) {
    let root = try makeTemporaryDirectory()
    let inside = root.appendingPathComponent("dataset")
    let outside = root.appendingPathComponent("elsewhere")
    for folder in [inside, outside] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data("date,hrv_rmssd_ms\n2026-11-20,60\n".utf8).write(to: inside.appendingPathComponent("wellness.csv"))
    try Data("secret\n".utf8).write(to: outside.appendingPathComponent("secret.csv"))
    return (inside, outside)
  }

  /// Opened inside, then swapped for a link to outside: the open file is the one checked and read.
  @Test func whatWasOpenedIsWhatIsCheckedAndRead() throws {
    let (inside, outside) = try folders()
    let path = inside.appendingPathComponent("wellness.csv").path
    let fd = open(path, O_RDONLY)
    #expect(fd >= 0)
    defer { close(fd) }
    try FileManager.default.moveItem(atPath: path, toPath: path + ".old")
    try FileManager.default.createSymbolicLink(
      atPath: path, withDestinationPath: outside.appendingPathComponent("secret.csv").path)
    try ContainedPath.check(opened: fd, path: path, inside: inside.path)
    let read = try Data(contentsOf: URL(fileURLWithPath: ContainedPath.descriptorPath(fd)))
    #expect(String(decoding: read, as: UTF8.self).hasPrefix("date,hrv_rmssd_ms"))
  }

  /// Opened through a link that leads outside: refused, naming where it leads.
  @Test func aLinkOpenedToOutsideIsRefused() throws {
    let (inside, outside) = try folders()
    let link = inside.appendingPathComponent("link.csv").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: outside.appendingPathComponent("secret.csv").path)
    let fd = open(link, O_RDONLY)
    defer { close(fd) }
    #expect {
      try ContainedPath.check(opened: fd, path: link, inside: inside.path)
    } throws: { "\($0)".contains("leads outside") && "\($0)".contains("secret.csv") }
  }
}
