import Foundation
import VeloScore

/// Output formats every report supports.
public enum ReportFormat: String, Sendable, CaseIterable {
  case text
  case json
}

/// A report that can render itself as readable text and as JSON.
///
/// The report value is the single model; renderers only lay it out, so text and
/// JSON always carry the same numbers.
public protocol Report: Encodable {
  /// Human-readable plain text, ending with a newline.
  func renderText() -> String
}

extension Report {
  /// Pretty-printed JSON with sorted keys, ending with a newline.
  public func renderJSON() -> String {
    // Encoding plain structs of numbers and strings cannot fail.
    let data = try! JSONEncoder.document(self)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The report as text in `language`, or as (language-free) JSON.
  public func render(_ format: ReportFormat, language: Language = .english) -> String {
    switch format {
    case .text: return Localization.rendering(language) { fittingProse(renderText()) }
    case .json: return renderJSON()
    }
  }
}
