import ArgumentParser
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore

/// A daily load series from a CSV file, or from the library's athlete when
/// no file is given; with the name to show as its source.
/// The daily load of `file`, else of the library's athlete (returned too: their language, their name).
func dailyLoad(file: String?, store: StoreOptions, timeZone: TimeZoneOption) throws -> (DailyLoad, String, Athlete?) {
  if let file { return (try loadDailyLoad(file, timeZone: timeZone.zone()), file, nil) }
  let (library, athlete) = try store.openAthlete()
  let series: DailyLoad?
  do { series = try DailySeries.load(library, athlete: athlete) } catch { throw failStore(error) }
  guard let series else {
    throw failInput(
      InputDataError(file: athlete.name, message: say("noActivitiesYet")),
      hint: say("noActivitiesYet.hint", shellWord(athlete.name)))
  }
  return (series, athlete.name, athlete)
}

/// The athlete's daily session-RPE load (Foster's AU), or exit 65 saying no session has an RPE.
func sessionRPEDailyLoad(store: StoreOptions) throws -> (DailyLoad, Athlete) {
  let (library, athlete) = try store.openAthlete()
  let series: DailyLoad?
  do { series = try DailySeries.sessionRPELoad(library, athlete: athlete) } catch { throw failStore(error) }
  guard let series else {
    throw failInput(InputDataError(file: athlete.name, message: say("noRPE")), hint: say("noRPE.hint"))
  }
  return (series, athlete)
}
