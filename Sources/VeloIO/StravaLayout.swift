/// Where a Strava export's `activities.csv` keeps what is read, in any of the
/// account's languages. Strava translates the headers ("ID aktivity,Datum
/// aktivity,Název aktivity,…") but not their order, which is how the layout is
/// recognised: ID, date, name, type and description first; the elapsed time and
/// distance as the 6th and 7th columns, their names repeated further on where
/// the detailed block begins (elapsed time in seconds, distance in metres);
/// the gear and the file name the 4th and 3rd columns before that block, after
/// them the athlete's and bike's weights. An English export's later columns
/// (`Calories`, `Perceived Exertion`, `Weather Condition`, `Weather Temperature`)
/// are found by name; in other languages `Calories` by its place in the block,
/// the others named as not read.
struct StravaLayout {
  let date = 1, name = 2, type = 3, description = 4
  /// Seconds: the detailed block's elapsed time.
  var elapsed: Int
  /// Metres: the detailed block's distance (the first `Distance` is in the account's km or miles).
  var distance: Int?
  var filename: Int
  /// -1 without one.
  var gear: Int
  var calories: Int?
  var rpe: Int?
  var weather: [Int] = []
  var header: [String]

  init?(header cells: [String]) {
    header = cells.map { $0.trimmingCharacters(in: .whitespaces) }
    let lower = header.map { $0.lowercased() }
    let english = lower.first == "activity id" && lower.contains("filename")
    guard lower.count >= 7 else { return nil }
    let q5 = lower.indices.dropFirst(7).first { lower[$0] == lower[5] }
    let q6 = q5.flatMap { q5 in lower.indices.dropFirst(q5 + 1).first { lower[$0] == lower[6] } }
    if let q5, let q6, q5 >= 11 {
      (elapsed, distance, filename, gear) = (q5, q6, q5 - 3, q5 - 4)
    } else {
      // An older English export without the detailed block: seconds in the first `Elapsed Time`, no metres.
      guard english else { return nil }
      (elapsed, distance, filename, gear) = (5, nil, 0, -1)
    }
    if english {
      filename = lower.firstIndex(of: "filename") ?? filename
      gear = lower.firstIndex(of: "activity gear") ?? -1
      calories = lower.firstIndex(of: "calories")
      rpe = lower.firstIndex(of: "perceived exertion")
      weather = ["weather condition", "weather temperature"].compactMap { lower.firstIndex(of: $0) }
    } else if elapsed + 19 < lower.count {
      calories = elapsed + 19
    }
  }

  /// Every column read, by index.
  var read: Set<Int> {
    Set([0, date, name, type, description, 5, elapsed, filename, gear] + weather + (distance.map { [6, $0] } ?? []))
      .union([calories, rpe].compactMap { $0 })
  }

  /// The columns not read, by their header names (the first of a repeated name once).
  var unread: [String] {
    var seen: Set<String> = []
    return header.indices.filter { !read.contains($0) && !header[$0].isEmpty }.map { header[$0] }
      .filter { seen.insert($0).inserted }
  }
}
