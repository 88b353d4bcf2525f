import Foundation

/// Paths inside the repository, found from this source file's location so tests
/// run from any working directory.
public enum Repository {
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }

  /// Decodes a committed oracle file under `Tests/Oracles/`.
  public static func oracle<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
    let data = try Data(contentsOf: root.appendingPathComponent("Tests/Oracles/\(name)"))
    return try JSONDecoder().decode(T.self, from: data)
  }
}

/// A fresh temporary directory, removed by the caller with `FileManager.removeItem`.
public func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("veloscore-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
