import VeloPipeline
import VeloStore

/// The activities list as the CLI (`activities --json`) and the API
/// (`GET …/activities`) give it: `{"items": […], "next": "…", "schemaVersion": 2}`.
/// A page (`ActivityFilter/last`) holds the latest matches in date order;
/// `next` is the cursor of the page before it, absent on the last page.
public struct ActivityList: Encodable, Sendable {
  public var items: [ActivityRow]
  public var next: String?

  public static func page(_ store: AthleteStore, athleteId: Int64, _ filter: ActivityFilter) throws -> ActivityList {
    let (activities, next) = try store.activityPage(athleteId: athleteId, filter)
    return ActivityList(items: try ActivityRow.rows(store, athleteId: athleteId, activities), next: next?.token)
  }
}
