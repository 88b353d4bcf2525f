import Foundation
import Testing
import VeloReport

/// Markdown reports passed raw HTML through (`<svg onload=…>` in a heading).
@Suite struct MarkdownEscapingTests {
  @Test func textFromDataIsInert() {
    let doc = ReportDocument(
      title: "<svg onload=alert(1)>", subtitle: "[x](javascript:alert(1))",
      sections: [
        .heading("<img src=x onerror=alert(1)>"), .paragraph("**bold** & <b>tag</b> ![i](http://x/y.png)"),
        .table(headers: ["a|b"], rows: [["<script>", "`code`"]]), .chart(svg: "", text: "```\nbreak out\n```"),
      ])
    let md = doc.renderMarkdown()
    #expect(!md.contains("<svg") && !md.contains("<img") && !md.contains("<script>") && !md.contains("<b>"))
    #expect(md.contains("&lt;svg onload=alert(1)&gt;"))
    #expect(md.contains("\\[x\\](javascript:alert(1))") && md.contains("\\!\\[i\\]"))
    #expect(md.contains("\\*\\*bold\\*\\* &amp; &lt;b&gt;tag&lt;/b&gt;"))
    #expect(md.contains("a\\|b") && md.contains("\\`code\\`"))
    // The chart's own backticks cannot close its fence.
    #expect(md.contains("````\n```\nbreak out\n```\n````"))
  }
}
