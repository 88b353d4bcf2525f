import Foundation
import VeloScore

/// An activity file of any supported format, recognised by content (the FIT
/// signature) rather than by extension alone.
public struct ActivityFile: Sendable {
  public enum Format: String, Sendable, Codable { case fit, csv }

  public var format: Format
  public var streams: ActivityStreams
  /// The FIT context (sessions, device, thresholds…) when the file is FIT.
  public var fit: FITActivity?

  /// Reads `path`; throws ``CSVError`` or ``FITError`` naming the file and the
  /// line or byte offset, or ``ActivityFileError`` when it cannot be read.
  public static func read(path: String, lenient: Bool = false) throws -> ActivityFile {
    let bytes: [UInt8]
    do {
      bytes = try readFileBytes(path)
    } catch {
      throw ActivityFileError(file: path, message: error.message)
    }
    if FITDecoder.isFIT(bytes) || path.lowercased().hasSuffix(".fit") {
      let fit = try FITActivity.read(bytes, file: path, options: .init(lenient: lenient))
      return ActivityFile(format: .fit, streams: fit.streams, fit: fit)
    }
    return ActivityFile(format: .csv, streams: try ActivityCSV.parse(bytes: bytes, file: path), fit: nil)
  }
}

/// An activity file that could not be opened at all.
public struct ActivityFileError: Error, CustomStringConvertible, Sendable {
  public var file: String
  public var message: String
  public var description: String { "\(file): \(message)" }

  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }
}
