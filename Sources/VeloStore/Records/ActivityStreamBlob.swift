import Foundation
import VeloPipeline

/// An activity's compressed sample streams (table `activityStream`, `StreamCodec`).
public struct ActivityStreamBlob: Codable, Sendable, Equatable, StoreRecord {
  public static let databaseTableName = "activityStream"
  public static let primaryKey = ["activityId"]
  public var activityId: Int64
  public var sampleCount: Int
  /// Comma-separated column names, for SQL-side inspection.
  public var columns: String
  public var data: Data
}
