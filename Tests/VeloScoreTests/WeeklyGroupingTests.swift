import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

@Suite struct WeeklyGroupingTests {
  @Test func equalsPandasResample() throws {
    let o = try Repository.oracle("smoothing_oracle.json", as: WeeklyOracle.self)
    let daily = try DailyLoadCSV.read(path: Repository.path("datasets/sample/athlete-02/daily.csv"))
    let weeks = WeeklyGroup.group(start: daily.start, values: daily.load)
    #expect(weeks.count == o.weekly.count)
    for (mine, theirs) in zip(weeks, o.weekly) {
      #expect(mine.monday.description == theirs.monday && mine.count == theirs.count)
      #expect(isClose(mine.sum, theirs.sum, rel: 1e-12) && isClose(mine.mean!, theirs.mean, rel: 1e-12))
    }
    let gappy = WeeklyGroup.group(start: LocalDate(iso: "2026-11-18")!, values: [1, .nan, 3, 4, 5, 6])
    #expect(gappy.map(\.count) == [4, 1] && gappy[0].sum == 13 && gappy[1].monday.description == "2026-11-23")
  }
}

struct WeeklyOracle: Decodable {
  struct Week: Decodable { var monday: String, sum: Double, mean: Double, count: Int }
  var weekly: [Week]
}
