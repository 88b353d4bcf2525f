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
    /// A block of HTML built by the report (a calendar), and its stand-in for text and Markdown.
    case block(html: String, text: [Section])
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
    "\(title)\n\(subtitle)\n" + Self.text(sections)
  }

  private static func text(_ sections: [Section]) -> String {
    var out = ""
    for s in sections {
      switch s {
      case .heading(let h): out += "\n\(h)\n\(String(repeating: "=", count: h.count))\n"
      case .paragraph(let p): out += wrapped(p, width: 80) + "\n"
      case .figures(let f): out += packed(f.map { "\($0.0): \($0.1)" }, width: 80) + "\n"
      case .table(let headers, let rows):
        var t = TextTable(headers: headers)
        t.rows = rows
        out += t.render()
      case .chart(_, let text) where !text.isEmpty: out += text + (text.hasSuffix("\n") ? "" : "\n")
      case .chart: break
      case .block(_, let stand): out += text(stand)
      }
    }
    return out
  }

  /// Markdown in which every text from data is inert: HTML special characters
  /// as entities (`<svg onload=…>` is shown, never run) and Markdown's own
  /// punctuation backslash-escaped (no injected links, images or emphasis).
  public func renderMarkdown() -> String {
    "# \(Self.cell(title))\n\n_\(Self.cell(subtitle))_\n" + Self.markdown(sections)
  }

  private static func cell(_ s: String) -> String { MarkdownText.escape(s).replacingOccurrences(of: "\n", with: " ") }

  private static func markdown(_ sections: [Section]) -> String {
    var out = ""
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
      case .block(_, let stand): out += markdown(stand)
      }
    }
    return out
  }

  /// A page of `<section>`s, one per heading: on a wide screen they sit in
  /// two columns, a chart's or a wide table's section across both; on a phone
  /// a table too wide for the screen becomes one card per row (`HTML/table(_:_:)`).
  public func renderHTML() -> String {
    var body = "<header><h1>\(HTML.escape(title))</h1><p class=\"muted\">\(HTML.escape(subtitle))</p></header><main>"
    var section = ""
    var wide = false
    func close() {
      if !section.isEmpty { body += "<section\(wide ? " class=\"wide\"" : "")>\(section)</section>" }
      (section, wide) = ("", false)
    }
    for s in sections {
      switch s {
      case .heading(let h):
        close()
        section += "<h2>\(HTML.escape(h))</h2>"
      case .paragraph(let p): section += "<p>\(HTML.escape(p))</p>"
      case .figures(let f):
        section +=
          "<div class=\"kpis\">"
          + f.map { "<span class=\"kpi\">\(HTML.escape($0.0))<b>\(HTML.escape($0.1))</b></span>" }.joined() + "</div>"
      case .table(let headers, let rows):
        let width = HTML.estimatedWidth(headers, rows)
        wide = wide || width > HTML.columnWidth
        section += "<div class=\"tw\">" + HTML.table(headers, rows, cardsOnPhones: width > HTML.phoneWidth) + "</div>"
      case .chart(let svg, _):
        wide = wide || !svg.isEmpty
        section += svg
      case .block(let html, _):
        wide = true
        section += html
      }
    }
    close()
    return HTML.page(title: title, body: body + "</main>")
  }
}

/// A report with a model (JSON), a layout (text/Markdown/HTML) and a main table (CSV).
public protocol DocumentReport: Encodable {
  var document: ReportDocument { get }
  /// The main table as CSV rows, header first.
  var csvRows: [[String]] { get }
}

extension DocumentReport {
  /// The report in `format`; the human formats (text, Markdown, HTML) in
  /// `language`. JSON and CSV are language-free.
  public func render(_ format: DocumentFormat, language: Language = .english) -> String {
    Localization.rendering(language) { rendered(format) }
  }

  private func rendered(_ format: DocumentFormat) -> String {
    switch format {
    case .text: return fittingProse(document.renderText())
    case .md: return document.renderMarkdown()
    case .html: return document.renderHTML()
    case .csv: return csvRows.map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
    case .json: return String(decoding: (try? JSONEncoder.document(self)) ?? Data(), as: UTF8.self) + "\n"
    }
  }
}

/// `text` broken at spaces into lines of at most `width` characters (a word
/// longer than a line keeps its own line); its own line breaks, and lines
/// that fit, are kept as they are.
func wrapped(_ text: String, width: Int) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map {
      $0.count <= width ? String($0) : packed($0.split(separator: " ").map(String.init), separator: " ", width: width)
    }.joined(separator: "\n")
}

/// A text report's prose wrapped at `width`: in each paragraph (lines between
/// blank lines) without a table rule (`----  ---`), a longer line breaks at
/// spaces and its continuation keeps the line's indent. Tables and charts
/// (sparklines) are left as laid out.
func fittingProse(_ text: String, width: Int = 80) -> String {
  var out: [Substring] = []
  var paragraph: [Substring] = []
  func flush() {
    let isRule = { (l: Substring) in l.contains("-") && l.allSatisfy { $0 == "-" || $0 == " " } }
    if paragraph.contains(where: isRule) {
      out += paragraph
    } else {
      for line in paragraph {
        guard line.count > width, !line.contains(where: { "▁▂▃▄▅▆▇█".contains($0) }) else {
          out.append(line)
          continue
        }
        let indent = String(line.prefix { $0 == " " })
        let body = packed(
          line.dropFirst(indent.count).split(separator: " ").map(String.init), separator: " ",
          width: width - indent.count)
        out += body.split(separator: "\n", omittingEmptySubsequences: false).map { Substring(indent + $0) }
      }
    }
    paragraph = []
  }
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.trimmingCharacters(in: .whitespaces).isEmpty {
      flush()
      out.append(line)
    } else {
      paragraph.append(line)
    }
  }
  flush()
  return out.joined(separator: "\n")
}

/// Items side by side, `separator` apart, on lines of at most `width`
/// characters (an item longer than a line keeps its own line).
func packed(_ items: [String], separator: String = "   ", width: Int) -> String {
  var lines: [String] = []
  var current = ""
  for item in items {
    if !current.isEmpty && current.count + separator.count + item.count > width {
      lines.append(current)
      current = ""
    }
    current += (current.isEmpty ? "" : separator) + item
  }
  return (lines + [current]).joined(separator: "\n")
}

/// `▁▂▃▄▅▆▇█` for a series (NaN as a space); a series spanning less than
/// `minimumSpan` is drawn in that span around its middle, so a change of a
/// point or two does not fill the whole height.
func sparkline(_ values: [Double], minimumSpan: Double = 0) -> String {
  let bars = Array("▁▂▃▄▅▆▇█")
  let finite = values.filter(\.isFinite)
  guard var lo = finite.min(), var hi = finite.max() else { return "" }
  if hi - lo < minimumSpan { (lo, hi) = ((lo + hi - minimumSpan) / 2, (lo + hi + minimumSpan) / 2) }
  return String(
    values.map { v in
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
    var longest = 0
    var run = 0
    for c in text {
      run = c == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }
}
