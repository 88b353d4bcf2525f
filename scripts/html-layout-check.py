#!/usr/bin/env python3
"""An HTML report laid out by headless Chromium at a phone's and a desktop's
width: the page must not scroll sideways, no table may hide a column (a
table that does not fit must scroll nowhere: on a phone it becomes cards),
chart text must render at >= 11 CSS px, no chart text may be cut at a chart's
edge or drawn over other chart text, the page may be held to a height (--max-height), a tap on a chart must show the value tapped (the page's one script),
and a screenshot is written.

  python3 scripts/html-layout-check.py REPORT.html --width 390 [--png SHOT.png] [--min-font 11]

The report runs one script, the tap box, which its CSP allows by hash (a test
in VeloReportTests checks the hash); the check measures a copy with the CSP
removed and a measuring script appended. Headless Chromium
will not make a window narrower than 500 px, so the copy is loaded in an
iframe exactly --width px wide (srcdoc, same origin), whose script writes its
results into the top document that Chromium dumps; the screenshot of that
wrapper is cropped to the iframe (Pillow).
"""
import argparse
import json
import pathlib
import re
import subprocess
import sys
import tempfile

MEASURE = """<script>
(function () {
  const visible = (e) => e.getClientRects().length > 0;
  const svgs = [...document.querySelectorAll('svg.chart')].filter(visible);
  let minFont = Infinity, smallest = '', cut = [];
  for (const svg of svgs) {
    const box = svg.getBoundingClientRect();
    for (const t of svg.querySelectorAll('text')) {
      if (!visible(t) || !t.textContent.trim()) continue;
      const m = t.getScreenCTM();
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      if (px < minFont) { minFont = px; smallest = t.textContent; }
      const r = t.getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) cut.push(t.textContent);
    }
  }
  // Chart labels drawn over one another (interval numbers, axis ticks): pairs whose boxes overlap
  // by more than 1 px each way, within one chart.
  const overlapping = [];
  for (const svg of svgs) {
    const texts = [...svg.querySelectorAll('text')].filter((t) => visible(t) && t.textContent.trim());
    const rects = texts.map((t) => t.getBoundingClientRect());
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
      const a = rects[i], b = rects[j];
      if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1)
        overlapping.push(texts[i].textContent + ' / ' + texts[j].textContent);
    }
  }
  // A calendar day's chips (names, sport, time, load) neither overlap nor leave their day.
  for (const day of [...document.querySelectorAll('.cal-d')].filter(visible)) {
    const chips = [...day.querySelectorAll(':scope > span')].filter(visible);
    const rects = chips.map((c) => c.getBoundingClientRect()), box = day.getBoundingClientRect();
    for (let i = 0; i < chips.length; i++) {
      if (rects[i].right > box.right + 1 || rects[i].left < box.left - 1) overlapping.push(chips[i].textContent + ' leaves its day');
      for (let j = i + 1; j < chips.length; j++) {
        const a = rects[i], b = rects[j];
        if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1)
          overlapping.push(chips[i].textContent + ' / ' + chips[j].textContent);
      }
    }
  }
  const clipped = [...document.querySelectorAll('.tw')].filter(visible).filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => {
    const h = b.closest('section') && b.closest('section').querySelector('h2');
    return (h ? h.textContent : 'a table') + ': ' + b.scrollWidth + ' px in ' + b.clientWidth + ' px';
  });
  // A finger on the middle of the first chart: the value under it (the nearest <title>) shows in the tip box.
  let tap = null;
  if (svgs.length) {
    svgs[0].scrollIntoView({block: 'center'});
    const r = svgs[0].getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y), tip = document.getElementById('tip');
    let want = null;
    for (let n = hit; n && n.closest && n.closest('svg'); n = n.parentNode) {
      const t = n.querySelector(':scope>title');
      if (t) { want = t.textContent; break; }
    }
    if (hit) hit.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: x, clientY: y}));
    const box = tip ? tip.getBoundingClientRect() : null;
    tap = {hit: hit ? hit.outerHTML.slice(0, 120) : null, shown: want !== null && !!tip && !tip.hidden && tip.textContent === want, want: want, left: box ? box.left : 0, right: box ? box.right : 0};
  }
  const out = document.createElement('pre');
  out.id = 'layout-measure';
  out.textContent = JSON.stringify({
    viewport: window.innerWidth, pageWidth: document.documentElement.scrollWidth,
    charts: svgs.length, minFont: svgs.length ? minFont : null, smallest: smallest, cut: cut.slice(0, 10), clipped: clipped, tap: tap,
    overlapping: overlapping.slice(0, 10), height: document.documentElement.scrollHeight,
  });
  (window.parent || window).document.body.appendChild(out);
})();
</script>"""

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-extensions"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("html")
    ap.add_argument("--width", type=int, required=True)
    ap.add_argument("--png")
    ap.add_argument("--min-font", type=float, default=11)
    ap.add_argument("--max-height", type=int, help="fail when the page is taller than this, CSS px")
    args = ap.parse_args()
    page = pathlib.Path(args.html).read_text(encoding="utf-8")
    inner = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", page)
    window = max(args.width, 500)
    with tempfile.TemporaryDirectory() as tmp:
        def wrapper(measure, height):
            doc = (inner.replace("</body>", MEASURE + "</body>") if measure else inner).replace("&", "&amp;").replace('"', "&quot;")
            path = pathlib.Path(tmp, f"probe-{measure}.html")
            path.write_text(f'<!DOCTYPE html><html><head><meta charset="utf-8"><style>html,body{{margin:0;background:#fff}}'
                            f'iframe{{border:0;display:block;width:{args.width}px;height:{height}px}}</style></head>'
                            f'<body><iframe srcdoc="{doc}"></iframe></body></html>', encoding="utf-8")
            return path.as_uri()
        dom = subprocess.run(["chromium", *FLAGS, f"--window-size={window},1000", "--dump-dom", wrapper(True, 1000)],
                             capture_output=True, text=True, timeout=120).stdout
        measured = re.search(r'"height":(\d+)', dom.replace("&quot;", '"'))
        if args.png:
            height = max(2600, int(measured.group(1)) + 50) if measured else 2600  # the whole page
            subprocess.run(["chromium", *FLAGS, f"--window-size={window},{height}", f"--screenshot={args.png}", wrapper(False, height)],
                           capture_output=True, timeout=120, check=True)
            from PIL import Image, ImageChops

            with Image.open(args.png) as shot:
                page = shot.convert("RGB").crop((0, 0, args.width, height))
                content = ImageChops.invert(page).getbbox()  # trim the white below the page
                page.crop((0, 0, args.width, min(height, (content[3] if content else height) + 24))).save(args.png, optimize=True)
    match = re.search(r'<pre id="layout-measure">(.*?)</pre>', dom, re.S)
    if not match:
        sys.exit(f"layout-check: {args.html}: no measurement in the dumped DOM")
    m = json.loads(match.group(1).replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">"))
    problems = []
    if m["viewport"] != args.width:
        problems.append(f"the viewport is {m['viewport']} px, not {args.width}")
    if m["pageWidth"] > m["viewport"]:
        problems.append(f"the page is {m['pageWidth']} px wide in a {m['viewport']} px viewport (sideways scrolling)")
    if not m["charts"]:
        problems.append("no chart is visible")
    elif m["minFont"] < args.min_font - 0.05:
        problems.append(f"chart text renders at {m['minFont']:.1f} px (< {args.min_font}): {m['smallest']!r}")
    if m["cut"]:
        problems.append(f"chart text cut at a chart's edge: {m['cut']}")
    if m["overlapping"]:
        problems.append(f"text drawn over other text (a chart's, a calendar day's): {m['overlapping']}")
    if args.max_height and m["height"] > args.max_height:
        problems.append(f"the page is {m['height']} px tall (at most {args.max_height})")
    if m["clipped"]:
        problems.append(f"table columns off-screen (the table scrolls in its box): {m['clipped']}")
    tap = m.get("tap")
    if tap and tap["want"] is None:
        problems.append(f"the middle of the first chart has no value to tap (no <title> under it, but {tap['hit']!r})")
    elif tap and not tap["shown"]:
        problems.append(f"tapping a chart does not show its value {tap['want']!r}")
    elif tap and (tap["left"] < 0 or tap["right"] > m["viewport"]):
        problems.append(f"the tapped value's box leaves the screen ({tap['left']:.0f}…{tap['right']:.0f} px)")
    if problems:
        sys.exit(f"layout-check: {args.html} at {args.width} px ({m['height']} px tall): " + "; ".join(problems))
    print(f"layout-check: {pathlib.Path(args.html).name} at {args.width} px: page {m['pageWidth']} × {m['height']} px, "
          f"{m['charts']} charts, smallest chart text {m['minFont']:.1f} px, no table or chart text cut, a tap shows {m['tap']['want'][:40]!r}")


if __name__ == "__main__":
    main()
