#!/usr/bin/env python3
"""A readable page of the API, `GET /docs`: every operation (method, path, summary,
parameters, body, answers, an answer from a real run: docs/api-examples) and every schema's fields, from docs/openapi.yaml, as one
static HTML page with no script and no CDN. Written into the server as a Swift
string (Sources/VeloServer/APIDocsPage.swift) by `make openapi`.

  python3 scripts/openapi-html.py [--check]   (--check: fail if the page is not current)
"""
import html
import json
import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUT = ROOT / "Sources/VeloServer/APIDocsPage.swift"
STYLE = ("body{font:15px/1.45 system-ui,sans-serif;max-width:60em;margin:1.5em auto;padding:0 1em;color:#222}"
         "h2{margin-top:2em;border-bottom:1px solid #ddd}h3{margin:1.6em 0 .3em;font-size:1.05em}"
         "code,.m{font-family:ui-monospace,monospace}.m{display:inline-block;min-width:4.2em;font-weight:700}"
         ".get{color:#1f6fb2}.post{color:#1e8449}.patch{color:#b9770e}.delete{color:#c0392b}"
         "table{border-collapse:collapse;width:100%;margin:.4em 0}td,th{border-bottom:1px solid #eee;padding:.25em .5em;"
         "text-align:left;vertical-align:top}th{color:#555;font-weight:600}nav a{margin-right:.8em}"
         "@media (max-width:560px){table,tr,td,th{display:block}th{display:none}td{border:0;padding:.1em 0}tr{border-bottom:1px solid #eee;padding:.3em 0}}")


def e(text):
    return html.escape(str(text or ""))


def ref(schema):
    """A schema's name or short type, linked to its fields."""
    if not isinstance(schema, dict):
        return ""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        return f'<a href="#schema-{e(name)}"><code>{e(name)}</code></a>'
    kind = schema.get("type", "object" if "properties" in schema else "")
    kind = " or ".join(kind) if isinstance(kind, list) else kind
    if kind == "array":
        return "array of " + ref(schema.get("items", {}))
    extra = f" ({', '.join(map(str, schema['enum']))})" if "enum" in schema and len(schema["enum"]) <= 12 else ""
    return f"<code>{e(kind)}</code>{e(extra)}"


def resolve(doc, item):
    if isinstance(item, dict) and "$ref" in item:
        node = doc
        for part in item["$ref"].lstrip("#/").split("/"):
            node = node[part]
        return node
    return item


def page(doc):
    info = doc["info"]
    out = [f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, "
           f"initial-scale=1\"><title>{e(info['title'])} {e(info['version'])}</title><style>{STYLE}</style></head><body>",
           f"<h1>{e(info['title'])} <small>{e(info['version'])}</small></h1><p>{e(info.get('summary'))}</p>",
           "<p>The machine-readable document is <a href=\"/openapi.yaml\"><code>/openapi.yaml</code></a> (OpenAPI 3.1). "
           "Every <code>/v1/</code> route takes <code>Authorization: Bearer TOKEN</code>.</p>",
           '<nav><a href="#operations">Operations</a><a href="#schemas">Schemas</a></nav>',
           f"<div>{''.join('<p>' + e(p) + '</p>' for p in str(info.get('description', '')).split(chr(10) + chr(10)) if p.strip())}</div>",
           '<h2 id="operations">Operations</h2>']
    for path, item in doc["paths"].items():
        for method in ("get", "post", "patch", "put", "delete"):
            op = item.get(method)
            if not op:
                continue
            out.append(f'<h3 id="op-{e(op.get("operationId"))}"><span class="m {method}">{method.upper()}</span> <code>{e(path)}</code></h3>')
            out.append(f"<p>{e(op.get('summary'))}</p>")
            if op.get("description"):
                out.append(f"<p>{e(op['description'])}</p>")
            params = [resolve(doc, p) for p in item.get("parameters", []) + op.get("parameters", [])]
            if params:
                out.append("<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>")
                for p in params:
                    need = " (required)" if p.get("required") else ""
                    out.append(f"<tr><td><code>{e(p['name'])}</code>{need}</td><td>{e(p['in'])}</td>"
                               f"<td>{ref(p.get('schema', {}))}</td><td>{e(p.get('description'))}</td></tr>")
                out.append("</table>")
            body = op.get("requestBody")
            if body:
                for kind, content in body.get("content", {}).items():
                    out.append(f"<p>Body: <code>{e(kind)}</code> {ref(content.get('schema', {}))}</p>")
            out.append("<table><tr><th>answer</th><th>about</th><th>body</th></tr>")
            for status, answer in op.get("responses", {}).items():
                answer = resolve(doc, answer)
                schemas = [ref(c.get("schema", {})) for c in answer.get("content", {}).values()]
                out.append(f"<tr><td>{e(status)}</td><td>{e(answer.get('description'))}</td><td>{' · '.join(schemas)}</td></tr>")
            out.append("</table>")
            example = ROOT / f"docs/api-examples/{op.get('operationId')}.json"
            if example.exists():
                shown = json.loads(example.read_text())
                text = json.dumps(shown["body"], indent=2, ensure_ascii=False)
                lines = text.splitlines()
                if len(lines) > 80:  # a long document: its head, the rest in docs/api-examples
                    text = "\n".join(lines[:80]) + f"\n… ({len(lines) - 80} more lines in docs/api-examples/{example.name})"
                out.append(f"<details><summary>An answer from a real run: <code>{e(shown['request'])}</code> → "
                           f"{e(shown['status'])}</summary><pre>{e(text)}</pre></details>")
    out.append('<h2 id="schemas">Schemas</h2>')
    for name, schema in doc["components"]["schemas"].items():
        out.append(f'<h3 id="schema-{e(name)}"><code>{e(name)}</code></h3><p>{e(schema.get("description"))}</p>')
        parts = schema.get("allOf", [schema])
        for part in parts:
            if "$ref" in part:
                out.append(f"<p>All of {ref(part)}, and:</p>")
                continue
            props = part.get("properties", {})
            if props:
                required = set(part.get("required", []))
                out.append("<table><tr><th>field</th><th>type</th><th>about</th></tr>")
                for field, sub in props.items():
                    mark = " (always)" if field in required else ""
                    out.append(f"<tr><td><code>{e(field)}</code>{mark}</td><td>{ref(sub)}</td><td>{e(sub.get('description'))}</td></tr>")
                out.append("</table>")
            elif "enum" in part:
                out.append(f"<p>One of: {e(', '.join(map(str, part['enum'][:40])))}{' …' if len(part['enum']) > 40 else ''}</p>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def swift(text):
    if '"""#' in text:
        sys.exit('openapi-html: the page must not contain """#')
    return ("// swift-format-ignore-file\n#if Server\n// Built with the Server package trait (Package.swift).\n"
            "// Generated from docs/openapi.yaml by scripts/openapi-html.py (make openapi). Do not edit.\n\n"
            "/// The page `GET /docs` serves: the API for people, from the OpenAPI document.\n"
            "enum APIDocsPage {\n  static let html = #\"\"\"\n" + text + "\"\"\"#\n}\n#endif\n")


def main():
    doc = yaml.safe_load((ROOT / "docs/openapi.yaml").read_text())
    new = swift(page(doc))
    if "--check" in sys.argv[1:]:
        if not OUT.exists() or OUT.read_text() != new:
            sys.exit("openapi-html: Sources/VeloServer/APIDocsPage.swift is not docs/openapi.yaml's page: run make openapi")
        print("openapi-html: /docs is docs/openapi.yaml's page")
        return
    OUT.write_text(new)
    print(f"openapi-html: wrote {OUT.relative_to(ROOT)} ({len(new) // 1024} KB)")


if __name__ == "__main__":
    main()
