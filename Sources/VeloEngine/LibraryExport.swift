import Foundation
import VeloIO
import VeloPipeline
import VeloReport
import VeloStore

/// Writing a library out: the use case behind `veloscore export`. CSV is a
/// dataset folder (`athletes.csv` and a folder per athlete, which `ingest` and
/// `batch` read back); JSON is one archive per athlete, with its days.
public enum LibraryExport {
  public enum Format: String, CaseIterable, Sendable { case csv, json }

  /// Writes `athletes` of `library` into `folder` (created); every file atomically and
  /// owner-only, never through a link below `folder` (`PrivateOutput`).
  public static func write(_ library: Library, athletes: [Athlete], to folder: String, format: Format) throws {
    do { try PrivateOutput.folder(folder, below: folder) } catch { throw Failure.cannotWrite(folder, error) }
    var roster = AthleteArchive.rosterHeader
    for a in athletes {
      let archive: AthleteArchive
      do { archive = try AthleteArchive(library: library, athlete: a, withDays: format == .json) } catch {
        throw Failure.passing(error)
      }
      roster += archive.rosterLine
      switch format {
      case .csv:
        let path = (folder as NSString).appendingPathComponent(archive.folderName)
        do { try archive.writeFolder(to: path, below: folder) } catch { throw Failure.cannotWrite(path, error) }
      case .json:
        let path = (folder as NSString).appendingPathComponent(archive.folderName + ".json")
        do { try PrivateOutput.write(AthleteArchive.encoder.encode(archive), to: path) } catch {
          throw Failure.cannotWrite(path, error)
        }
      }
    }
    guard format == .csv else { return }
    let path = (folder as NSString).appendingPathComponent("athletes.csv")
    do { try PrivateOutput.write(Data(roster.utf8), to: path) } catch {
      throw Failure.cannotWrite(path, error)
    }
  }
}
