import Foundation

/// A sentence the model stores in English (a calorie figure's source, how a
/// threshold was estimated) in the current language: each clause matched
/// against the known patterns and rewritten from the catalogue with its
/// numbers; a clause no pattern knows stays as stored.
func modelSentence(_ text: String) -> String {
  text.components(separatedBy: "; ").map { part in
    part.components(separatedBy: ", ").map(modelClause).joined(separator: ", ")
  }
  .joined(separator: "; ")
}

/// One clause in the current language: the first pattern it matches whole, else the calorie sources' names.
private func modelClause(_ clause: String) -> String {
  for (pattern, key) in modelClauses {
    guard let match = clause.wholeMatch(of: pattern) else { continue }
    let values = (1..<match.output.count).compactMap { match.output[$0].substring.map(String.init) }
    return values.count == match.output.count - 1 ? tr(key, values: values) : clause
  }
  return label("caloriesSource", clause)
}

/// The clauses ``modelSentence(_:)`` rewrites, their numbers captured in order.
nonisolated(unsafe) private let modelClauses: [(Regex<AnyRegexOutput>, String)] = [
  (#"MET ([0-9.]+)"#, "calories.met"),
  (#"age assumed ([0-9]+)"#, "calories.ageAssumed"),
  (#"max HR estimated ([0-9]+) bpm from age ([0-9]+) \(Tanaka 2001\)"#, "estimate.maxFromAge"),
  (#"max HR estimated ([0-9]+) bpm from LTHR ([0-9]+) \(LTHR = 89 % of max\)"#, "estimate.maxFromLTHR"),
  (#"max HR taken as this workout's highest reading"#, "estimate.maxObserved"),
  (#"([0-9]+) bpm"#, "estimate.bpm"),
  (#"resting HR assumed ([0-9]+) bpm"#, "estimate.restAssumed"),
  (#"LTHR estimated ([0-9]+) bpm"#, "estimate.lthr"),
  (#"89 % of max HR"#, "estimate.lthrShare"),
  (#"load held to 100 per hour \(the estimated LTHR is below this workout's effort\)"#, "estimate.capped"),
].compactMap { pattern, key in (try? Regex(pattern)).map { ($0, key) } }
