import Foundation
import VeloIO
import VeloScore

/// Formats of the `report` command.
public enum DocumentFormat: String, Sendable, CaseIterable {
  case text, md, json, csv, html
}

/// A report laid out as sections, so one layout renders to text, Markdown and
/// HTML alike; JSON encodes the report's model and CSV its main table.
public struct ReportDocument: Sendable {
  public enum Section: Sendable {
    case heading(String)
    case paragraph(String)
    /// Key figures shown side by side (label, value).
    case figures([(String, String)])
    case table(headers: [String], rows: [[String]])
    /// An SVG chart for HTML and a text stand-in (sparklines) elsewhere.
    case chart(svg: String, text: String)
  }

  public var title: String
  public var subtitle: String
  public var sections: [Section]

  public init(title: String, subtitle: String, sections: [Section]) {
    self.title = title
    self.subtitle = subtitle
    self.sections = sections
  }

  public func renderText() -> String {
    var out = "\(title)\n\(subtitle)\n"
    for s in sections {
      switch s {
      case .heading(let h): out += "\n\(h)\n\(String(repeating: "=", count: h.count))\n"
      case .paragraph(let p): out += "\(p)\n"
      case .figures(let f): out += f.map { "\($0.0): \($0.1)" }.joined(separator: "   ") + "\n"
      case .table(let headers, let rows):
        var t = TextTable(headers: headers)
        t.rows = rows
        out += t.render()
      case .chart(_, let text) where !text.isEmpty: out += text + (text.hasSuffix("\n") ? "" : "\n")
      case .chart: break
      }
    }
    return out
  }

  /// Markdown in which every text from data is inert: HTML special characters
  /// as entities (`<svg onload=…>` is shown, never run) and Markdown's own
  /// punctuation backslash-escaped (no injected links, images or emphasis).
  public func renderMarkdown() -> String {
    func cell(_ s: String) -> String { MarkdownText.escape(s).replacingOccurrences(of: "\n", with: " ") }
    var out = "# \(cell(title))\n\n_\(cell(subtitle))_\n"
    for s in sections {
      switch s {
      case .heading(let h): out += "\n## \(cell(h))\n\n"
      case .paragraph(let p): out += "\(MarkdownText.escape(p))\n\n"
      case .figures(let f): out += f.map { "- **\(cell($0.0))**: \(cell($0.1))" }.joined(separator: "\n") + "\n\n"
      case .table(let headers, let rows):
        out += "| " + headers.map(cell).joined(separator: " | ") + " |\n"
        out += "|" + headers.indices.map { $0 == 0 ? "---|" : "---:|" }.joined() + "\n"
        out += rows.map { "| " + $0.map(cell).joined(separator: " | ") + " |\n" }.joined() + "\n"
      case .chart(_, let text) where text.isEmpty: break
      case .chart(_, let text):
        let fence = MarkdownText.fence(for: text)
        out += "\(fence)\n\(text)\(text.hasSuffix("\n") ? "" : "\n")\(fence)\n\n"
      }
    }
    return out
  }

  public func renderHTML() -> String {
    var body = "<h1>\(HTML.escape(title))</h1><p class=\"muted\">\(HTML.escape(subtitle))</p>"
    for s in sections {
      switch s {
      case .heading(let h): body += "<h2>\(HTML.escape(h))</h2>"
      case .paragraph(let p): body += "<p>\(HTML.escape(p))</p>"
      case .figures(let f): body += f.map { "<span class=\"kpi\">\(HTML.escape($0.0))<b>\(HTML.escape($0.1))</b></span>" }.joined()
      case .table(let headers, let rows): body += "<div class=\"tw\">" + HTML.table(headers, rows) + "</div>"
      case .chart(let svg, _): body += svg
      }
    }
    return HTML.page(title: title, body: body)
  }
}

/// A report with a model (JSON), a layout (text/Markdown/HTML) and a main table (CSV).
public protocol DocumentReport: Encodable {
  var document: ReportDocument { get }
  /// The main table as CSV rows, header first.
  var csvRows: [[String]] { get }
}

extension DocumentReport {
  public func render(_ format: DocumentFormat) -> String {
    switch format {
    case .text: return document.renderText()
    case .md: return document.renderMarkdown()
    case .html: return document.renderHTML()
    case .csv: return csvRows.map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
    case .json: return String(decoding: (try? JSONEncoder.document(self)) ?? Data(), as: UTF8.self) + "\n"
    }
  }
}

/// English month abbreviations, January first (chart and table labels).
let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/// A day as `16 Nov` (chart labels).
func shortDate(_ d: LocalDate) -> String {
  let c = d.components
  return "\(c.day) \(monthAbbreviations[c.month - 1])"
}

/// `▁▂▃▄▅▆▇█` for a series (NaN as a space).
func sparkline(_ values: [Double]) -> String {
  let bars = Array("▁▂▃▄▅▆▇█")
  let finite = values.filter(\.isFinite)
  guard let lo = finite.min(), let hi = finite.max() else { return "" }
  return String(values.map { v in
    guard v.isFinite else { return " " }
    return hi > lo ? bars[min(7, max(0, Int(checked: (v - lo) / (hi - lo) * 7.999) ?? 0))] : bars[3]
  })
}

/// Escaping for text placed in Markdown (CommonMark).
enum MarkdownText {
  /// `&`, `<`, `>` as HTML entities; `\ ` * _ [ ] | # ! ~` backslash-escaped.
  static func escape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "#", "!", "~": out += "\\" + String(c)
      default: out.append(c)
      }
    }
    return out
  }

  /// A code fence longer than any run of backticks in `text`, so it cannot close early.
  static func fence(for text: String) -> String {
    var longest = 0, run = 0
    for c in text {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }
}
