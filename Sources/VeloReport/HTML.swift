import Foundation
import VeloIO

/// HTML helpers for the self-contained reports.
public enum HTML {
  /// Escapes `& < > " '` so any user string (an athlete named `<script>`) is text.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(c)
      }
    }
    return out
  }

  /// A complete page: inline CSS, one inline script (`tapScript`, the only
  /// one its Content-Security-Policy lets run), no external resources.
  public static func page(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="\(Localization.language.rawValue)"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src \(tapScriptHash)">
    <title>\(escape(title))</title>
    <style>
    body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:1240px;margin:2em auto;padding:0 1em;color:#222}
    main{display:grid;grid-template-columns:minmax(0,1fr);column-gap:2.5em}
    @media (min-width:1100px){main{grid-template-columns:repeat(2,minmax(0,1fr))} main>section.wide{grid-column:1/-1}}
    h1,h2,p{overflow-wrap:anywhere}
    h1{font-size:1.5em;margin-bottom:.2em} h2{font-size:1.15em;margin-top:1.6em;border-bottom:1px solid #ddd}
    table{border-collapse:collapse;margin:.6em 0} td,th{padding:.25em .7em;text-align:right;border-bottom:1px solid #eee;white-space:nowrap}
    td:first-child,th:first-child{text-align:left} .muted{color:#777} .flag{color:#b03a2e;font-weight:600}
    .chart{display:block;width:100%;height:auto;margin:.4em 0} .cw .chart{max-width:960px} .kpi{display:inline-block;margin:.3em 1.2em .3em 0}
    .kpi b{display:block;font-size:1.4em}
    .tw{overflow-x:auto;max-width:100%} .tw table{margin:0}
    .cn{display:none}
    @media (max-width:560px){body{margin:1em auto} .cw{display:none} .cn{display:block} td,th{padding:.25em .45em}
    table.cards,table.cards tbody,table.cards tr,table.cards td{display:block;width:auto} table.cards thead{display:none}
    table.cards tr{border:1px solid #e3e3e3;border-radius:6px;margin:.5em 0;padding:.3em .6em}
    table.cards td{display:flex;justify-content:space-between;gap:1em;border:0;padding:.12em 0;white-space:normal;text-align:right}
    table.cards td::before{content:attr(data-label);color:#666;text-align:left} table.cards td:first-child{font-weight:600}
    table.cards td:empty{display:none}}
    .chart text{pointer-events:none}
    .tip{position:absolute;z-index:2;background:#222;color:#fff;padding:.3em .6em;border-radius:4px;font-size:.85em;max-width:18em;pointer-events:none}
    .cal{display:grid;grid-template-columns:repeat(7,minmax(0,1fr)) minmax(0,.8fr);gap:3px;margin:.6em 0}
    .cal-h{font-weight:600;color:#555;padding:.2em .3em}
    .cal-d,.cal-w{border:1px solid #e3e3e3;border-radius:4px;padding:.25em .3em;min-height:4.2em;font-size:.85em;overflow-wrap:anywhere}
    .cal-d.out{background:#f7f7f7;color:#999} .cal-n{display:block;font-weight:600} .cal-wd{display:none}
    .cal-s,.cal-p,.cal-e,.cal-r{display:block;margin:.15em 0;padding:0 .3em;border-left:4px solid #7f8c8d}
    .cal-p{border-left-style:dashed;color:#555} .cal-e{border-color:#8e44ad;color:#8e44ad;font-weight:600} .cal-r{border:0;color:#999}
    .cal-w{background:#f4f6f8} .cal-w span{display:block}
    @media (max-width:560px){.cal{display:block} .cal-h{display:none} .cal-d.out,.cal-d.empty{display:none} .cal-wd{display:inline}
    .cal-d,.cal-w{min-height:0;margin:.25em 0} .cal-w span{display:inline;margin-left:.6em}}
    </style></head><body>
    \(body)
    <p class="muted">\(escape(tr("html.footer")))</p>
    <div id="tip" class="tip" role="status" aria-live="polite" hidden></div>
    <script>\(tapScript)</script>
    </body></html>

    """
  }

  /// A table from a header row and body rows (all cells escaped); with
  /// `cardsOnPhones`, on a narrow screen each row is a card of "header value" lines.
  public static func table(_ headers: [String], _ rows: [[String]], cardsOnPhones: Bool = false) -> String {
    "<table\(cardsOnPhones ? " class=\"cards\"" : "")><thead><tr>" + headers.map { "<th>\(escape($0))</th>" }.joined()
      + "</tr></thead><tbody>"
      + rows.map { row in
        "<tr>"
          + row.enumerated().map { k, cell in
            let label = k < headers.count && !headers[k].isEmpty ? " data-label=\"\(escape(headers[k]))\"" : ""
            return "<td\(label)>\(escape(cell))</td>"
          }.joined() + "</tr>"
      }.joined() + "</tbody></table>"
  }

  /// Room a table needs at the page's 16 px font, CSS px: each column its
  /// longest text (~8.5 px a character) and its padding.
  static func estimatedWidth(_ headers: [String], _ rows: [[String]]) -> Double {
    headers.indices.reduce(0.0) { sum, k in
      let longest = ([headers[k]] + rows.compactMap { k < $0.count ? $0[k] : nil }).map(\.count).max() ?? 0
      return sum + Double(longest) * 8.5 + 23
    }
  }
  /// A table wider than this leaves a phone's screen (390 px less margins).
  static let phoneWidth = 310.0
  /// A table wider than this takes a wide page's both columns.
  static let columnWidth = 560.0

  /// Values on touch: a tap (or click) on a chart shows, in a small box by the
  /// finger, the `<title>` of what was tapped (a day's column, a bar, a line):
  /// its date, values and units. Hovering keeps the browser's own tooltip, and
  /// without scripts every value is still in the titles and the tables.
  static let tapScript = """
    (function(){var tip=document.getElementById('tip');if(!tip)return;\
    document.addEventListener('click',function(e){\
    for(var n=e.target;n&&n.closest&&n.closest('svg');n=n.parentNode){var t=n.querySelector(':scope>title');\
    if(t){tip.textContent=t.textContent;tip.hidden=false;var w=document.documentElement.clientWidth;\
    tip.style.left=Math.max(4,Math.min(e.pageX-tip.offsetWidth/2,w-tip.offsetWidth-4))+'px';\
    tip.style.top=Math.max(4,e.pageY-tip.offsetHeight-12)+'px';return}}\
    tip.hidden=true})})();
    """

  /// ``tapScript``'s CSP source, `'sha256-…'` (CSP Level 2 hash source: the
  /// base64 SHA-256 of the script element's text).
  static let tapScriptHash = "'sha256-" + Data(SHA256.hash(data: Data(tapScript.utf8))).base64EncodedString() + "'"
}
