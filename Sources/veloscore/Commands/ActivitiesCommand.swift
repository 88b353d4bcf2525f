import ArgumentParser
import VeloPipeline
import VeloReport
import VeloScore

struct ActivitiesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "activities",
    abstract: "List an athlete's stored activities.",
    discussion: """
      Examples:
        veloscore activities --athlete anna --since 2026-11-01
        veloscore activities --sport running --json
        veloscore activities --last 20          # the 20 latest, oldest first
        veloscore activities --last 20 --cursor CURSOR   # the 20 before those

      With --last, the list is a page: when older activities match too, it ends
      with the cursor of the page before it ("next" in --json), which --cursor
      takes, as the API's 'cursor' parameter does.
      """
  )

  @Option(help: "First local date, YYYY-MM-DD.") var since: String?
  @Option(help: "Last local date, YYYY-MM-DD.") var until: String?
  @Option(help: "Only this sport (cycling, running…; synonyms such as 'Ride' work).") var sport: String?
  @Option(help: ArgumentHelp("Show only the latest N matching activities.", valueName: "N")) var last: Int?
  @Option(help: ArgumentHelp("Only activities before this cursor (a page's \"next\").", valueName: "CURSOR"))
  var cursor: String?
  @OptionGroup var store: StoreOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func validate() throws {
    _ = try parseDate(since, option: "--since")
    _ = try parseDate(until, option: "--until")
    if let last, last < 1 { throw ValidationError(say("atLeastOneGot", "--last", last)) }
    if let cursor, ActivityCursor(token: cursor) == nil {
      throw ValidationError(say("activitiesPage.badCursor", cursor))
    }
  }

  func run() throws {
    let (library, athlete) = try store.openAthlete()
    let filter = ActivityFilter(
      since: try parseDate(since, option: "--since"), until: try parseDate(until, option: "--until"), sport: sport,
      last: last,
      before: cursor.flatMap(ActivityCursor.init(token:)))
    let list: ActivityList
    do { list = try ActivityList.page(library, athlete: athlete, filter) } catch { throw failStore(error) }
    if output.json { return printJSON(list) }
    print(
      Localization.rendering(language.resolved(for: athlete)) {
        ListingTexts.activities(list.items, athlete: athlete.name, latest: last != nil)
      }, terminator: "")
    if let next = list.next { print("\n" + say("activitiesPage.more", next)) }
  }
}
