import Foundation
import VeloIO
import VeloScore

/// Reading and writing structured workouts in every form veloscore knows:
/// the use case behind `veloscore workout` and a plan's workouts. Text as
/// coaches type it (`StructuredWorkout/init(text:name:sport:)`), JSON
/// (`StructuredWorkout`'s form), FIT workout files (`FITWorkoutFile`) and
/// Zwift's `.zwo` (`ZwiftWorkout`).
public enum WorkoutFiles {
  public enum Format: String, CaseIterable, Sendable {
    case text, json, fit, zwo
  }

  /// The largest workout file read: 1 MB (a 1,000-step workout is under 100 kB).
  public static let maximumBytes = 1 << 20

  /// The format of a file by its extension (`.fit`, `.zwo`, `.json`, `.txt`), else by
  /// its first bytes (a FIT header, `{`, `<`), else text.
  public static func format(path: String, bytes: [UInt8]) -> Format {
    switch (path as NSString).pathExtension.lowercased() {
    case "fit": return .fit
    case "zwo": return .zwo
    case "json": return .json
    case "txt", "text": return .text
    default: break
    }
    if FITDecoder.isFIT(bytes) { return .fit }
    switch bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) {
    case UInt8(ascii: "{"): return .json
    case UInt8(ascii: "<"): return .zwo
    default: return .text
    }
  }

  /// The workout in the file at `path`.
  /// - Parameters: `name`, `sport`: for a text workout, which states neither;
  ///   they replace the file's own when given.
  /// - Throws: ``Failure``: `missingInput` when the file cannot be read,
  ///   `invalidInput` naming the line, column, step or field at fault.
  public static func read(path: String, name: String? = nil, sport: String? = nil) throws(Failure) -> StructuredWorkout
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      throw Failure(
        .missingInput,
        said(!exists ? "workout.noSuchFile" : isDirectory.boolValue ? "workout.isFolder" : "workout.unreadable", path))
    }
    return try parse(
      [UInt8](data), file: path, format: format(path: path, bytes: [UInt8](data.prefix(16))), name: name, sport: sport)
  }

  /// A workout from bytes in `format`; `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String, format: Format, name: String? = nil, sport: String? = nil)
    throws(Failure) -> StructuredWorkout
  {
    guard bytes.count <= maximumBytes else {
      throw Failure(.invalidInput, said("workout.tooBig", file, "\(bytes.count)"))
    }
    var workout: StructuredWorkout
    do {
      switch format {
      case .text:
        guard let text = String(validating: bytes, as: UTF8.self) else {
          throw Failure(.invalidInput, said("workout.notUTF8", file))
        }
        workout = try StructuredWorkout(text: text)
      case .json:
        workout = try JSONDecoder().decode(StructuredWorkout.self, from: Data(bytes))
      case .fit: workout = try FITWorkoutFile.decode(bytes, file: file)
      case .zwo: workout = try ZwiftWorkout.decode(Data(bytes), file: file)
      }
    } catch let e as WorkoutTextError {
      throw Failure(.invalidInput, "\(file): \(e)", hint: said("workout.hint.steps"))
    } catch let e as DecodingError {
      throw Failure(.invalidInput, said("workout.notJSON", file, describe(e)))
    } catch let e as WorkoutFileError {
      throw Failure(.invalidInput, "\(e)")
    } catch {
      throw Failure(error)
    }
    if let name { workout.name = name }
    if let sport { workout.sport = SportName.normalize(sport) ?? sport }
    if let problem = workout.problem { throw Failure(.invalidInput, "\(file): \(problem)") }
    return workout
  }

  /// The bytes of `workout` in `format`.
  /// - Parameters:
  ///   - workout: the structured workout to write.
  ///   - format: the file format (text, JSON, FIT or Zwift's .zwo).
  ///   - settings: the thresholds a target needs where the format states it otherwise (FIT: bpm, speed; Zwift: fractions of FTP).
  ///   - created: Unix seconds (FIT `time_created`).
  ///   - file: the workout's name in errors.
  public static func write(
    _ workout: StructuredWorkout, as format: Format, settings: AthleteSettings, created: Int, file: String
  ) throws(Failure) -> [UInt8] {
    do {
      switch format {
      case .text: return Array((workout.text + "\n").utf8)
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(workout)) + [0x0A]
      case .fit: return try FITWorkoutFile.encode(workout, settings: settings, created: created, file: file)
      case .zwo: return Array(try ZwiftWorkout.encode(workout, settings: settings, file: file).utf8)
      }
    } catch let e as WorkoutFileError {
      throw Failure(.invalidInput, "\(e)")
    } catch {
      throw Failure(error)
    }
  }

  /// Where a JSON workout is wrong (`steps[2].target.kind`) and why.
  public static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      var out = ""
      for k in keys {
        if let i = k.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + k.stringValue }
      }
      return out.isEmpty ? "the document" : out
    }
    switch error {
    case .typeMismatch(let type, let c): return "\(path(c.codingPath)): expected \(type)"
    case .valueNotFound(let type, let c): return "\(path(c.codingPath)): expected \(type), got null"
    case .keyNotFound(let key, let c): return "\(path(c.codingPath + [key])): missing"
    case .dataCorrupted(let c): return "\(path(c.codingPath)): \(c.debugDescription)"
    @unknown default: return "\(error)"
    }
  }
}
