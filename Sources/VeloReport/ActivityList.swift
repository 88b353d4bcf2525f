import VeloPipeline

/// The activities list as the CLI (`activities --json`) and the API
/// (`GET …/activities`) give it: `{"items": […], "next": "…", "schemaVersion": 2}`.
/// A page (`ActivityFilter.last`) holds the latest matches in date order;
/// `next` is the cursor of the page before it, absent on the last page.
public struct ActivityList: Encodable, Sendable {
  public var items: [ActivityRow]
  public var next: String?

  public init(items: [ActivityRow], next: String?) {
    self.items = items
    self.next = next
  }
}
