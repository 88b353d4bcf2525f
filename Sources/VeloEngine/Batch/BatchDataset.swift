import Foundation
import VeloIO

/// The folder a batch run writes (contract 3, docs/batch-contract.md): one
/// folder per table, `OUT/days/` and `OUT/activities/`, each of part files
/// `part-00000.<csv|ndjson|parquet>` holding ``athletesPerFile`` athletes in id
/// order, and `OUT/_schema.json` naming every column's type. Which athlete goes
/// in which file depends only on the roster, so the same input gives the same
/// bytes with any `--jobs`.
///
/// Athletes are scored concurrently and handed in here in any order; their
/// rows are written in roster order by whichever worker completes the next
/// one, so writing overlaps scoring. A worker more than ``lookahead`` athletes
/// ahead of the writer waits, which bounds what is held.
final class BatchDataset: @unchecked Sendable {
  let out: String
  let format: BatchFormat
  let codec: ParquetCodec
  let athletes: Int
  let athletesPerFile: Int
  let lookahead: Int
  private let condition = NSCondition()
  private var pending: [Int: [BatchTable]] = [:]
  private var next = 0
  private var draining = false
  private var failure: (any Error)?
  /// The open part of each table (the drainer's alone).
  private var open: [BatchPartFile] = []

  /// The tables, in the order their folders are written.
  static let tables = ["days", "activities"]

  /// A part file's name: `part-00007.parquet`.
  static func partName(_ index: Int, format: BatchFormat) -> String {
    "part-" + String(String(index + 100_000).dropFirst()) + "." + format.fileExtension
  }

  /// Creates `OUT/days` and `OUT/activities` and removes the part files an
  /// earlier run left there (only names this writer gives), so a reader of a
  /// folder never mixes two runs.
  init(out: String, format: BatchFormat, athletes: Int, athletesPerFile: Int, jobs: Int) throws {
    precondition(athletesPerFile >= 1, "BatchDataset: at least one athlete per file")
    self.out = out
    self.format = format
    codec = .preferred
    self.athletes = athletes
    self.athletesPerFile = athletesPerFile
    lookahead = 8 * max(jobs, 1)
    for table in Self.tables {
      let folder = (out as NSString).appendingPathComponent(table)
      try PrivateOutput.folder(folder, below: out)
      for name in try FileManager.default.contentsOfDirectory(atPath: folder) where Self.isPartName(name) {
        try FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
      }
    }
  }

  /// Whether `name` is a part file this writer could have written (any format).
  static func isPartName(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, BatchFormat.allCases.contains(where: { $0.fileExtension == parts[1] }) else {
      return false
    }
    let stem = Array(parts[0].utf8)
    return stem.count == 10 && stem.starts(with: Array("part-".utf8))
      && stem.dropFirst(5).allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// Athlete `index`'s tables (`days`, `activities`; none when it could not be
  /// scored). Thread-safe; returns once they are written or queued.
  func add(_ index: Int, _ tables: [BatchTable]) {
    condition.lock()
    while index - next > lookahead && failure == nil { condition.wait() }
    pending[index] = tables
    guard !draining else { return condition.unlock() }
    draining = true
    while let ready = pending.removeValue(forKey: next) {
      let k = next
      condition.unlock()
      write(k, ready)
      condition.lock()
      next += 1
      condition.broadcast()
    }
    draining = false
    condition.unlock()
  }

  /// Writes athlete `k`'s rows into its part files (opening the next part at a boundary).
  private func write(_ k: Int, _ tables: [BatchTable]) {
    guard failure == nil else { return }
    do {
      if k % athletesPerFile == 0 { try openPart(k / athletesPerFile) }
      for (part, table) in zip(open, tables) { try part.append(table) }
      if (k + 1) % athletesPerFile == 0 || k + 1 == athletes { try closePart() }
    } catch {
      fail(error)
    }
  }

  private func openPart(_ index: Int) throws {
    try closePart()
    open = try Self.tables.map { table in
      try BatchPartFile(
        path: "\(out)/\(table)/\(Self.partName(index, format: format))", schema: BatchContract.schema(of: table),
        format: format, codec: codec)
    }
  }

  private func closePart() throws {
    defer { open = [] }
    for part in open { try part.commit() }
  }

  private func fail(_ error: any Error) {
    for part in open { part.abandon() }
    open = []
    condition.lock()
    if failure == nil { failure = error }
    condition.broadcast()
    condition.unlock()
  }

  /// After every athlete was added: `_schema.json` (and, for an empty roster,
  /// an empty part of each table, so readers still get the columns); throws the
  /// first write that failed.
  func finish() throws {
    if athletes == 0 && failure == nil {
      do {
        try openPart(0)
        try closePart()
      } catch { fail(error) }
    }
    if let failure { throw failure }
    try PrivateOutput.write(try BatchContract.schemaDocument(format: format), to: "\(out)/_schema.json")
  }
}
