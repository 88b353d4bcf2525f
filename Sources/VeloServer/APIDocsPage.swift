// swift-format-ignore-file
#if Server
// Built with the Server package trait (Package.swift).
// Generated from docs/openapi.yaml by scripts/openapi-html.py (make openapi). Do not edit.

/// The page `GET /docs` serves: the API for people, from the OpenAPI document.
enum APIDocsPage {
  static let html = #"""
<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>veloscore API 0.6.0</title><style>body{font:15px/1.45 system-ui,sans-serif;max-width:60em;margin:1.5em auto;padding:0 1em;color:#222}h2{margin-top:2em;border-bottom:1px solid #ddd}h3{margin:1.6em 0 .3em;font-size:1.05em}code,.m{font-family:ui-monospace,monospace}.m{display:inline-block;min-width:4.2em;font-weight:700}.get{color:#1f6fb2}.post{color:#1e8449}.patch{color:#b9770e}.delete{color:#c0392b}table{border-collapse:collapse;width:100%;margin:.4em 0}td,th{border-bottom:1px solid #eee;padding:.25em .5em;text-align:left;vertical-align:top}th{color:#555;font-weight:600}nav a{margin-right:.8em}@media (max-width:560px){table,tr,td,th{display:block}th{display:none}td{border:0;padding:.1em 0}tr{border-bottom:1px solid #eee;padding:.3em 0}}</style></head><body>
<h1>veloscore API <small>0.6.0</small></h1><p>Training load, fitness, wellness and weekly progress over a veloscore athlete library.</p>
<p>The machine-readable document is <a href="/openapi.yaml"><code>/openapi.yaml</code></a> (OpenAPI 3.1). Every <code>/v1/</code> route takes <code>Authorization: Bearer TOKEN</code>.</p>
<nav><a href="#operations">Operations</a><a href="#schemas">Schemas</a></nav>
<div><p>`veloscore serve` answers with exactly the JSON documents the CLI prints with `--json`
(schemaVersion 2: docs/schema/, the vocabulary in docs/schema/vocabulary.json): a list
is `{&quot;items&quot;: [...], &quot;schemaVersion&quot;: 2}`, never a bare array. Names in paths are athlete names (or ids) as in the CLI.
Every `/v1` route needs `Authorization: Bearer &lt;token&gt;` (`veloscore token create`):
no or an unknown token is 401; a token for another athlete gets 404 (existence is
not told); a read-only token on an upload gets 403. Errors are
`{&quot;error&quot;: &quot;...&quot;, &quot;detail&quot;: &quot;...&quot;, &quot;schemaVersion&quot;: 2}`. One answer of every operation from a
real run is in docs/api-examples/ (and under each operation on `/docs`); the documents are
language-free, and `/v1/labels?lang=` gives the words for their identifiers.</p><p>Every 200 carries a weak `ETag` (W/&quot;…&quot;, from the document&#x27;s bytes); a `GET` with
`If-None-Match` naming it is 304 with no body, so an app polling a dashboard downloads it
only when it changed. With `Accept-Encoding: gzip` a body over 1 KB comes
`Content-Encoding: gzip` (`Vary: Accept-Encoding`). An athlete&#x27;s documents are answered
from the server&#x27;s memory (`serve --cache-mb`) until anything they show changes, by any
process on the library; the answer is the same bytes a fresh build would give.</p><p>Every `POST` that stores (activities, workouts, wellness, plan sessions and events) takes an
`Idempotency-Key` header: a retry with the same key stores nothing more and gets the first
answer again (`Idempotent-Replayed: true`); the same key with another body is 422, while the
first still runs 409 (an upload: 429 when the token already has its uploads in).</p><p>Limits the server enforces: uploads at most 32 MiB (413), a gzip upload inflates at
most 64× its size and 128 MiB (422); uploads are scored in `serve --max-uploads` slots
(two per core; an upload takes one per started 4 MiB), at most `--upload-queue` (32) wait
in line and one token has at most `--uploads-per-token` (2) in, past which an upload is
429 with `Retry-After`; at most 256 requests on the library in hand at once (503,
`Retry-After: 1`); a request head within `--header-timeout` (10 s) of
connecting, its body within `--body-timeout` (120 s), the next request on a kept-alive
connection within `--idle-timeout` (60 s), and a client that stops reading its answers
must read again within `--write-timeout` (30 s), else the connection is closed. Dates are
1950-01-01…2100-12-31. A method a path does not declare is 405 with `Allow`. A damaged
library or a failed disk is 503, a database server that cannot be reached or does not
answer within 60 s is 503 with `Retry-After: 5`, a full disk 507; nothing is half-written.
</p></div>
<h2 id="operations">Operations</h2>
<h3 id="op-health"><span class="m get">GET</span> <code>/healthz</code></h3>
<p>Liveness (no token).</p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The server runs.</td><td><code>object</code></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /healthz</code> → 200</summary><pre>{
  &quot;schemaVersion&quot;: 2,
  &quot;status&quot;: &quot;ok&quot;
}</pre></details>
<h3 id="op-openAPIDocument"><span class="m get">GET</span> <code>/openapi.yaml</code></h3>
<p>This document (no token).</p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The OpenAPI document.</td><td><code>string</code></td></tr>
</table>
<h3 id="op-apiDocsPage"><span class="m get">GET</span> <code>/docs</code></h3>
<p>This document as a page for people (no token; static HTML, no script).</p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The page.</td><td><code>string</code></td></tr>
</table>
<h3 id="op-getLabels"><span class="m get">GET</span> <code>/v1/labels</code></h3>
<p>The words for the identifiers the documents carry (sports, zones, channels, recovery and goal states…), in one language.</p>
<p>The JSON documents are language-free (the same in every language, cached and compared as such); an app
shows their identifiers with these words: `labels.sport.cycling` is &quot;ciclismo&quot; in es-MX. They are the
catalogue&#x27;s, the same the text, Markdown and HTML reports use; an identifier without a label is shown as it is.
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>lang</code></td><td>query</td><td><code>string</code></td><td>A BCP 47 tag (en, en-US, es, es-MX, es_MX, es-419). Default: the request&#x27;s Accept-Language, else English.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The labels, group by group.</td><td><code>object</code></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/labels?lang=es-MX</code> → 200</summary><pre>{
  &quot;labels&quot;: {
    &quot;caloriesSource&quot;: {
      &quot;device&quot;: &quot;del dispositivo&quot;,
      &quot;file&quot;: &quot;registradas&quot;,
      &quot;from work at 24 % gross efficiency&quot;: &quot;del trabajo con 24 % de eficiencia bruta&quot;,
      &quot;heart rate (Keytel 2005)&quot;: &quot;frecuencia cardiaca (Keytel 2005)&quot;,
      &quot;running cost 1 kcal/kg/km (Margaria 1963)&quot;: &quot;costo de correr 1 kcal/kg/km (Margaria 1963)&quot;,
      &quot;sex assumed male&quot;: &quot;sexo supuesto masculino&quot;
    },
    &quot;channelName&quot;: {
      &quot;W′ balance&quot;: &quot;balance de W′&quot;,
      &quot;altitude&quot;: &quot;altitud&quot;,
      &quot;cadence&quot;: &quot;cadencia&quot;,
      &quot;heart rate&quot;: &quot;frecuencia cardiaca&quot;,
      &quot;pace&quot;: &quot;ritmo&quot;,
      &quot;power, 30 s mean&quot;: &quot;potencia, media de 30 s&quot;,
      &quot;speed&quot;: &quot;velocidad&quot;
    },
    &quot;cpModel&quot;: {
      &quot;inverseTime&quot;: &quot;tiempo inverso&quot;,
      &quot;morton3&quot;: &quot;Morton de 3 parámetros&quot;,
      &quot;workTime&quot;: &quot;trabajo–tiempo&quot;
    },
    &quot;goalState&quot;: {
      &quot;inProgress&quot;: &quot;en curso&quot;,
      &quot;met&quot;: &quot;cumplida&quot;,
      &quot;missed&quot;: &quot;no cumplida&quot;
    },
    &quot;languageName&quot;: {
      &quot;en&quot;: &quot;inglés&quot;,
      &quot;es-MX&quot;: &quot;español (México)&quot;,
      &quot;reader&quot;: &quot;como quien lee (sin fijar)&quot;
    },
    &quot;lapSource&quot;: {
      &quot;auto 10 min&quot;: &quot;cada 10 min&quot;,
      &quot;auto 5 km&quot;: &quot;cada 5 km&quot;,
      &quot;device&quot;: &quot;del dispositivo&quot;
    },
    &quot;loadSource&quot;: {
      &quot;file&quot;: &quot;registrada&quot;,
      &quot;heartRate&quot;: &quot;frecuencia cardiaca&quot;,
      &quot;pace&quot;: &quot;ritmo&quot;,
      &quot;power&quot;: &quot;potencia&quot;,
      &quot;rpe&quot;: &quot;RPE&quot;,
      &quot;swim&quot;: &quot;ritmo de nado&quot;
    },
    &quot;phase&quot;: {
      &quot;build&quot;: &quot;construcción&quot;,
      &quot;build → taper&quot;: &quot;construcción → puesta a punto&quot;,
      &quot;taper&quot;: &quot;puesta a punto&quot;
    },
    &quot;raceDistance&quot;: {
      &quot;10 km&quot;: &quot;10 km&quot;,
      &quot;5 km&quot;: &quot;5 km&quot;,
      &quot;half marathon&quot;: &quot;medio maratón&quot;,
      &quot;marathon&quot;: &quot;maratón&quot;
    },
    &quot;recoveryState&quot;: {
      &quot;insufficientBaseline&quot;: &quot;base corta&quot;,
      &quot;noReading&quot;: &quot;sin lectura&quot;,
      &quot;scored&quot;: &quot;calificado&quot;,
      &quot;warmingUp&quot;: &quot;calibrando&quot;
    },
    &quot;sport&quot;: {
      &quot;all&quot;: &quot;todos los deportes&quot;,
      &quot;alpine_skiing&quot;: &quot;esquí alpino&quot;,
      &quot;american_football&quot;: &quot;fútbol americano&quot;,
      &quot;archery&quot;: &quot;tiro con arco&quot;,
      &quot;baseball&quot;: &quot;béisbol&quot;,
      &quot;basketball&quot;: &quot;básquetbol&quot;,
      &quot;boating&quot;: &quot;navegación&quot;,
      &quot;boxing&quot;: &quot;box&quot;,
      &quot;canoeing&quot;: &quot;canotaje&quot;,
      &quot;cricket&quot;: &quot;críquet&quot;,
      &quot;cross_country_skiing&quot;: &quot;esquí de fondo&quot;,
      &quot;cycling&quot;: &quot;ciclismo&quot;,
      &quot;dance&quot;: &quot;baile&quot;,
      &quot;disc_golf&quot;: &quot;disc golf&quot;,
      &quot;diving&quot;: &quot;buceo&quot;,
… (126 more lines in docs/api-examples/getLabels.json)</pre></details>
<h3 id="op-listAthletes"><span class="m get">GET</span> <code>/v1/athletes</code></h3>
<p>The athletes the token may see (one, or all for a coach&#x27;s token).</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>limit</code></td><td>query</td><td><code>integer</code></td><td>The page size. A page of more has `next`, the cursor of the page after it.</td></tr>
<tr><td><code>cursor</code></td><td>query</td><td><code>string</code></td><td>A page&#x27;s `next` (with the same filters): the items after that page. A cursor marks a place in the list&#x27;s
order, so items added or removed meanwhile neither repeat nor skip the ones after it. Any other string,
or the `next` of another list, is 400.
</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>Athletes with their thresholds in effect.</td><td><code>object</code></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes?limit=2</code> → 200</summary><pre>{
  &quot;items&quot;: [
    {
      &quot;activities&quot;: 261,
      &quot;birthYear&quot;: 1975,
      &quot;firstDay&quot;: &quot;2025-11-25&quot;,
      &quot;id&quot;: 1,
      &quot;lastDay&quot;: &quot;2026-11-22&quot;,
      &quot;name&quot;: &quot;athlete-01&quot;,
      &quot;sex&quot;: &quot;F&quot;,
      &quot;thresholds&quot;: [
        {
          &quot;kind&quot;: &quot;functionalThresholdPower&quot;,
          &quot;value&quot;: 239
        },
        {
          &quot;kind&quot;: &quot;lactateThresholdHeartRate&quot;,
          &quot;value&quot;: 159
        },
        {
          &quot;kind&quot;: &quot;maxHeartRate&quot;,
          &quot;value&quot;: 174
        },
        {
          &quot;kind&quot;: &quot;restingHeartRate&quot;,
          &quot;value&quot;: 44
        },
        {
          &quot;kind&quot;: &quot;weightKg&quot;,
          &quot;value&quot;: 63.2
        }
      ],
      &quot;timeZone&quot;: &quot;Europe/Berlin&quot;,
      &quot;weeklyGoal&quot;: 3
    },
    {
      &quot;activities&quot;: 269,
      &quot;birthYear&quot;: 1980,
      &quot;firstDay&quot;: &quot;2025-11-23&quot;,
      &quot;id&quot;: 2,
      &quot;lastDay&quot;: &quot;2026-11-22&quot;,
      &quot;name&quot;: &quot;athlete-02&quot;,
      &quot;sex&quot;: &quot;M&quot;,
      &quot;thresholds&quot;: [
        {
          &quot;kind&quot;: &quot;functionalThresholdPower&quot;,
          &quot;value&quot;: 307
        },
        {
          &quot;kind&quot;: &quot;lactateThresholdHeartRate&quot;,
          &quot;value&quot;: 169
        },
        {
          &quot;kind&quot;: &quot;maxHeartRate&quot;,
          &quot;value&quot;: 184
        },
        {
          &quot;kind&quot;: &quot;restingHeartRate&quot;,
          &quot;value&quot;: 55
        },
        {
          &quot;kind&quot;: &quot;weightKg&quot;,
          &quot;value&quot;: 78
        }
      ],
      &quot;timeZone&quot;: &quot;Europe/Berlin&quot;,
      &quot;weeklyGoal&quot;: 3
    }
  ],
  &quot;next&quot;: &quot;bDF8YXRobGV0ZXN8MnxhdGhsZXRlLTAy&quot;,
  &quot;schemaVersion&quot;: 2
}</pre></details>
<h3 id="op-signUpAthlete"><span class="m post">POST</span> <code>/v1/athletes</code></h3>
<p>Sign an athlete up (a coach&#x27;s write token): profile, thresholds and, with `token`, a token that sees only this athlete.</p>
<p>One transaction: the athlete, the thresholds (in effect from always) and the token, or nothing. The token&#x27;s
secret is in this answer only (`apiToken.token`); such an answer is `Cache-Control: no-store` and is never
kept for an `Idempotency-Key`, so a repeat is 409 (the name is taken) — mint another token with
`POST /v1/tokens`. A sign-up without `token` is kept and replayed as any write.
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>Idempotency-Key</code></td><td>header</td><td><code>string</code></td><td>Any unique string (a UUID, say), 1–255 visible ASCII characters. A request sent again with the same key
(a retry after a lost answer) stores nothing more and gets the first answer again, with
`Idempotent-Replayed: true`. Keys are per token and kept for a day; a failed request keeps nothing, and a
delete of the athlete&#x27;s records forgets the athlete&#x27;s kept answers (an id in them may be gone).
</td></tr>
</table>
<p>Body: <code>application/json</code> <a href="#schema-AthleteSignUp"><code>AthleteSignUp</code></a></p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>201</td><td>Created; the athlete as `GET /v1/athletes/{athlete}` shows it, and the token when asked for.</td><td><a href="#schema-SignedUpAthlete"><code>SignedUpAthlete</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>409</td><td>An athlete has this name, or a request with this `Idempotency-Key` is still running.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>413</td><td>The upload is over 32 MiB.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>422</td><td>The body cannot be stored as it is (`detail` names the file&#x27;s line or byte, or the field), or its
`Idempotency-Key` was sent before with another request.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>POST /v1/athletes</code> → 201</summary><pre>{
  &quot;activities&quot;: 0,
  &quot;apiToken&quot;: {
    &quot;athlete&quot;: &quot;lucía&quot;,
    &quot;canWrite&quot;: true,
    &quot;id&quot;: 2,
    &quot;token&quot;: &quot;vs_SECRET-SHOWN-ONCE&quot;
  },
  &quot;id&quot;: 4,
  &quot;language&quot;: &quot;es-MX&quot;,
  &quot;name&quot;: &quot;lucía&quot;,
  &quot;schemaVersion&quot;: 2,
  &quot;thresholds&quot;: [
    {
      &quot;kind&quot;: &quot;functionalThresholdPower&quot;,
      &quot;value&quot;: 230
    }
  ],
  &quot;timeZone&quot;: &quot;America/Mexico_City&quot;,
  &quot;weeklyGoal&quot;: 3
}</pre></details>
<h3 id="op-getAthlete"><span class="m get">GET</span> <code>/v1/athletes/{athlete}</code></h3>
<p>One athlete, as `athlete show --json`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The athlete.</td><td><a href="#schema-Athlete"><code>Athlete</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01</code> → 200</summary><pre>{
  &quot;activities&quot;: 261,
  &quot;birthYear&quot;: 1975,
  &quot;firstDay&quot;: &quot;2025-11-25&quot;,
  &quot;id&quot;: 1,
  &quot;lastDay&quot;: &quot;2026-11-22&quot;,
  &quot;name&quot;: &quot;athlete-01&quot;,
  &quot;schemaVersion&quot;: 2,
  &quot;sex&quot;: &quot;F&quot;,
  &quot;thresholds&quot;: [
    {
      &quot;kind&quot;: &quot;functionalThresholdPower&quot;,
      &quot;value&quot;: 239
    },
    {
      &quot;kind&quot;: &quot;lactateThresholdHeartRate&quot;,
      &quot;value&quot;: 159
    },
    {
      &quot;kind&quot;: &quot;maxHeartRate&quot;,
      &quot;value&quot;: 174
    },
    {
      &quot;kind&quot;: &quot;restingHeartRate&quot;,
      &quot;value&quot;: 44
    },
    {
      &quot;kind&quot;: &quot;weightKg&quot;,
      &quot;value&quot;: 63.2
    }
  ],
  &quot;timeZone&quot;: &quot;Europe/Berlin&quot;,
  &quot;weeklyGoal&quot;: 3
}</pre></details>
<h3 id="op-editAthlete"><span class="m patch">PATCH</span> <code>/v1/athletes/{athlete}</code></h3>
<p>Change the profile and dated thresholds, as `athlete set`; activities rescored from the thresholds&#x27; date, days recomputed.</p>
<p>A new time zone moves activities without a written offset to their new local days. Weight holds for every sport.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
</table>
<p>Body: <code>application/json</code> <a href="#schema-AthleteEdit"><code>AthleteEdit</code></a></p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>200</td><td>The athlete as `GET` shows it now.</td><td><a href="#schema-Athlete"><code>Athlete</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>413</td><td>The upload is over 32 MiB.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>PATCH /v1/athletes/luc%C3%ADa</code> → 200</summary><pre>{
  &quot;activities&quot;: 0,
  &quot;id&quot;: 4,
  &quot;language&quot;: &quot;es-MX&quot;,
  &quot;name&quot;: &quot;lucía&quot;,
  &quot;schemaVersion&quot;: 2,
  &quot;thresholds&quot;: [
    {
      &quot;kind&quot;: &quot;functionalThresholdPower&quot;,
      &quot;value&quot;: 230
    }
  ],
  &quot;timeZone&quot;: &quot;America/Mexico_City&quot;,
  &quot;weeklyGoal&quot;: 4
}</pre></details>
<h3 id="op-deleteAthlete"><span class="m delete">DELETE</span> <code>/v1/athletes/{athlete}</code></h3>
<p>Erase the athlete and everything stored for them, as `delete athlete NAME --yes`.</p>
<p>Thresholds, files, activities and their samples, readings, computed days, plans and the athlete&#x27;s tokens go,
by cascading foreign keys with SQLite&#x27;s `secure_delete` (freed pages overwritten) and the WAL checkpointed, so
no copy stays in the library. A write token: the athlete&#x27;s own (their right to erasure) or a coach&#x27;s.
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>200</td><td>What was erased.</td><td><a href="#schema-DeletionSummary"><code>DeletionSummary</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>DELETE /v1/athletes/luc%C3%ADa</code> → 200</summary><pre>{
  &quot;activities&quot;: 0,
  &quot;dailyRows&quot;: 0,
  &quot;recomputedDays&quot;: 0,
  &quot;schemaVersion&quot;: 2,
  &quot;sourceFiles&quot;: 1,
  &quot;wellnessDays&quot;: 0
}</pre></details>
<h3 id="op-listSources"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/sources</code></h3>
<p>The files ingested for the athlete (uploads included), as `sources --json`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>limit</code></td><td>query</td><td><code>integer</code></td><td>The page size. A page of more has `next`, the cursor of the page after it.</td></tr>
<tr><td><code>cursor</code></td><td>query</td><td><code>string</code></td><td>A page&#x27;s `next` (with the same filters): the items after that page. A cursor marks a place in the list&#x27;s
order, so items added or removed meanwhile neither repeat nor skip the ones after it. Any other string,
or the `next` of another list, is 400.
</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The files.</td><td><code>object</code></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/sources?limit=2</code> → 200</summary><pre>{
  &quot;items&quot;: [
    {
      &quot;athleteId&quot;: 1,
      &quot;byteCount&quot;: 13506,
      &quot;id&quot;: 1,
      &quot;ingestedAt&quot;: &quot;2026-11-27T12:00:00Z&quot;,
      &quot;kind&quot;: &quot;workoutList&quot;,
      &quot;path&quot;: &quot;/work/main/datasets/sample/athlete-01/workouts.csv&quot;,
      &quot;sha256&quot;: &quot;7d4d1dbade938c1e891b076e2a508f99e62d4923564e9711ad5e2a687947c0c7&quot;
    },
    {
      &quot;athleteId&quot;: 1,
      &quot;byteCount&quot;: 10130,
      &quot;id&quot;: 2,
      &quot;ingestedAt&quot;: &quot;2026-11-27T12:00:00Z&quot;,
      &quot;kind&quot;: &quot;wellness&quot;,
      &quot;path&quot;: &quot;/work/main/datasets/sample/athlete-01/wellness.csv&quot;,
      &quot;sha256&quot;: &quot;2a70ed77c415ec26999a1830d1e604c3c9cb038141528f7918639028522dca31&quot;
    }
  ],
  &quot;next&quot;: &quot;bDF8c291cmNlc3wyfA&quot;,
  &quot;schemaVersion&quot;: 2
}</pre></details>
<h3 id="op-deleteSource"><span class="m delete">DELETE</span> <code>/v1/athletes/{athlete}/sources/{sha256}</code></h3>
<p>Erase one ingested file and every activity it brought, as `delete source --yes`; the days are recomputed.</p>
<p>Files that were the same rides in another format are forgotten with it (so they can come back). A wellness
file is 422: its readings are merged by day with others, so only erasing the athlete takes them back.
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>sha256</code> (required)</td><td>path</td><td><code>string</code></td><td>The file&#x27;s SHA-256, or a prefix of 8 or more hex digits only it has.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>200</td><td>What was erased.</td><td><a href="#schema-DeletionSummary"><code>DeletionSummary</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>422</td><td>The body cannot be stored as it is (`detail` names the file&#x27;s line or byte, or the field), or its
`Idempotency-Key` was sent before with another request.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>DELETE /v1/athletes/luc%C3%ADa/sources/1a9f00c35e23</code> → 200</summary><pre>{
  &quot;activities&quot;: 1,
  &quot;dailyRows&quot;: 0,
  &quot;recomputedDays&quot;: 0,
  &quot;schemaVersion&quot;: 2,
  &quot;sourceFiles&quot;: 1,
  &quot;wellnessDays&quot;: 0
}</pre></details>
<h3 id="op-listActivities"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/activities</code></h3>
<p>A page of stored activities, the latest first as pages go and in date order within one, as `activities --last N --json`.</p>
<p>Without `limit`, a page holds the latest 100 matches. While older ones match, the page carries `next`: pass it
as `cursor` (with the same filters) for the page before it; the last page has none. A cursor marks a place in the
date order, so activities added or removed meanwhile neither repeat nor skip the ones before it.
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>since</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>First local date.</td></tr>
<tr><td><code>until</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>Last local date.</td></tr>
<tr><td><code>sport</code></td><td>query</td><td><code>string</code></td><td>Only this sport (synonyms such as Ride work).</td></tr>
<tr><td><code>limit</code></td><td>query</td><td><code>integer</code></td><td>The page size: the latest N matches (before `cursor`).</td></tr>
<tr><td><code>cursor</code></td><td>query</td><td><code>string</code></td><td>A page&#x27;s `next`: the matches before that page. Any other string is 400.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The activities.</td><td><code>object</code></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/activities?limit=2</code> → 200</summary><pre>{
  &quot;items&quot;: [
    {
      &quot;averageHeartRate&quot;: 125,
      &quot;calories&quot;: 1121,
      &quot;caloriesSource&quot;: &quot;from work at 24 % gross efficiency&quot;,
      &quot;date&quot;: &quot;2026-11-21&quot;,
      &quot;distanceMeters&quot;: 67017.3,
      &quot;durationSeconds&quot;: 7620,
      &quot;format&quot;: &quot;csv&quot;,
      &quot;hasStreams&quot;: true,
      &quot;id&quot;: 260,
      &quot;intensityFactor&quot;: 0.647,
      &quot;load&quot;: 88.5,
      &quot;loadSource&quot;: &quot;power&quot;,
      &quot;normalizedPower&quot;: 154.6,
      &quot;sport&quot;: &quot;cycling&quot;,
      &quot;start&quot;: &quot;2026-11-21T12:00:00+01:00&quot;,
      &quot;startEpochSeconds&quot;: 1795258800
    },
    {
      &quot;averageHeartRate&quot;: 120.5,
      &quot;calories&quot;: 631,
      &quot;caloriesSource&quot;: &quot;from work at 24 % gross efficiency&quot;,
      &quot;date&quot;: &quot;2026-11-22&quot;,
      &quot;distanceMeters&quot;: 39299.5,
      &quot;durationSeconds&quot;: 4560,
      &quot;format&quot;: &quot;csv&quot;,
      &quot;hasStreams&quot;: true,
      &quot;id&quot;: 261,
      &quot;intensityFactor&quot;: 0.615,
      &quot;load&quot;: 47.9,
      &quot;loadSource&quot;: &quot;power&quot;,
      &quot;normalizedPower&quot;: 147,
      &quot;sport&quot;: &quot;cycling&quot;,
      &quot;start&quot;: &quot;2026-11-22T12:00:00+01:00&quot;,
      &quot;startEpochSeconds&quot;: 1795345200
    }
  ],
  &quot;next&quot;: &quot;YTF8MjAyNi0xMS0yMXwyNjB8MTc5NTI1ODgwMC4w&quot;,
  &quot;schemaVersion&quot;: 2
}</pre></details>
<h3 id="op-uploadActivity"><span class="m post">POST</span> <code>/v1/athletes/{athlete}/activities</code></h3>
<p>Store one activity file (FIT, TCX, GPX or CSV; gzip-compressed too), as `ingest`.</p>
<p>The body is the file itself, at most 32 MiB. One transaction: a file that fails
leaves nothing. Identical bytes stored before answer 200 with `duplicate: true`.
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>name</code></td><td>query</td><td><code>string</code></td><td>The file name, used in messages (default: upload).</td></tr>
<tr><td><code>Idempotency-Key</code></td><td>header</td><td><code>string</code></td><td>Any unique string (a UUID, say), 1–255 visible ASCII characters. A request sent again with the same key
(a retry after a lost answer) stores nothing more and gets the first answer again, with
`Idempotent-Replayed: true`. Keys are per token and kept for a day; a failed request keeps nothing, and a
delete of the athlete&#x27;s records forgets the athlete&#x27;s kept answers (an id in them may be gone).
</td></tr>
</table>
<p>Body: <code>application/octet-stream</code> <code>string</code></p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>201</td><td>Stored; the activities the file gave.</td><td><a href="#schema-Upload"><code>Upload</code></a></td></tr>
<tr><td>200</td><td>The same bytes were stored before.</td><td><a href="#schema-Upload"><code>Upload</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>409</td><td>A request with this `Idempotency-Key` is still running; retry when it has answered.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>413</td><td>The upload is over 32 MiB.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>422</td><td>The body cannot be stored as it is (`detail` names the file&#x27;s line or byte, or the field), or its
`Idempotency-Key` was sent before with another request.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>429</td><td>Every upload slot and place in line is taken (`serve --max-uploads`, `--upload-queue`), or this token
already has `--uploads-per-token` (2) uploads in. Nothing was read or stored; send it again after
`Retry-After` seconds. The connection is closed (the body was not read).
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>POST /v1/athletes/luc%C3%ADa/activities?name=ride.fit</code> → 201</summary><pre>{
  &quot;activities&quot;: [
    {
      &quot;averageHeartRate&quot;: 164.7,
      &quot;calories&quot;: 1830,
      &quot;caloriesSource&quot;: &quot;device&quot;,
      &quot;date&quot;: &quot;2019-09-20&quot;,
      &quot;distanceMeters&quot;: 57567.2,
      &quot;durationSeconds&quot;: 8357,
      &quot;format&quot;: &quot;fit&quot;,
      &quot;hasStreams&quot;: true,
      &quot;id&quot;: 786,
      &quot;intensityFactor&quot;: 1.163,
      &quot;load&quot;: 313.8,
      &quot;loadSource&quot;: &quot;power&quot;,
      &quot;normalizedPower&quot;: 267.4,
      &quot;sport&quot;: &quot;cycling&quot;,
      &quot;start&quot;: &quot;2019-09-20T09:10:03-05:00&quot;,
      &quot;startEpochSeconds&quot;: 1568988603
    }
  ],
  &quot;duplicate&quot;: false,
  &quot;sameRide&quot;: 0,
  &quot;schemaVersion&quot;: 2,
  &quot;withoutLoad&quot;: 0
}</pre></details>
<h3 id="op-getActivity"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/activities/{id}</code></h3>
<p>One stored activity as scored at ingest, as `activity ID --json`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>id</code> (required)</td><td>path</td><td><code>integer</code></td><td>Activity id.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The activity report.</td><td><a href="#schema-ActivityReport"><code>ActivityReport</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/activities/261</code> → 200</summary><pre>{
  &quot;calories&quot;: 631,
  &quot;caloriesSource&quot;: &quot;from work at 24 % gross efficiency&quot;,
  &quot;distanceMeters&quot;: 39299.5,
  &quot;durationSeconds&quot;: 4560,
  &quot;elapsedSeconds&quot;: 4560,
  &quot;elevationGainMeters&quot;: 120,
  &quot;elevationLossMeters&quot;: 143,
  &quot;filledSeconds&quot;: 0,
  &quot;heartRate&quot;: {
    &quot;average&quot;: 120.5,
    &quot;banisterTRIMP&quot;: 103.9,
    &quot;decouplingPercent&quot;: -4.9,
    &quot;edwardsTRIMP&quot;: 209.7,
    &quot;efficiencyFactor&quot;: 1.22,
    &quot;hrTSS&quot;: 51.9,
    &quot;luciaTRIMP&quot;: 76,
    &quot;max&quot;: 127,
    &quot;zoneNames&quot;: [
      &quot;Z1 Recovery&quot;,
      &quot;Z2 Aerobic&quot;,
      &quot;Z3 Tempo&quot;,
      &quot;Z4 SubThreshold&quot;,
      &quot;Z5a SuperThreshold&quot;,
      &quot;Z5b Aerobic Capacity&quot;,
      &quot;Z5c Anaerobic Capacity&quot;
    ],
    &quot;zoneSeconds&quot;: [
      4560,
      0,
      0,
      0,
      0,
      0,
      0
    ]
  },
  &quot;interpolatedSeconds&quot;: 5,
  &quot;intervalDetection&quot;: {
    &quot;channel&quot;: &quot;power&quot;,
    &quot;level&quot;: 210.32,
    &quot;maximumDipSeconds&quot;: 10,
    &quot;minimumSeconds&quot;: 30,
    &quot;thresholdFraction&quot;: 0.88
  },
  &quot;intervalSets&quot;: [],
  &quot;intervals&quot;: [],
  &quot;load&quot;: 47.9,
  &quot;loadSource&quot;: &quot;power&quot;,
  &quot;mergedSeconds&quot;: 0,
  &quot;movingSeconds&quot;: 4560,
  &quot;pauseHandling&quot;: &quot;remove&quot;,
  &quot;pausedSeconds&quot;: 0,
  &quot;power&quot;: {
    &quot;flaggedSamples&quot;: 0,
    &quot;metrics&quot;: {
      &quot;averagePower&quot;: 139,
      &quot;convention&quot;: &quot;coggan&quot;,
      &quot;durationSeconds&quot;: 4560,
      &quot;functionalThresholdPower&quot;: 239,
      &quot;intensityFactor&quot;: 0.615,
      &quot;maxPower&quot;: 235,
      &quot;normalizedPower&quot;: 147,
      &quot;trainingStressScore&quot;: 47.9,
      &quot;variabilityIndex&quot;: 1.058,
      &quot;workKilojoules&quot;: 633.7
    },
    &quot;noPowerSeconds&quot;: 0,
    &quot;peaks&quot;: [
      {
        &quot;durationSeconds&quot;: 5,
        &quot;watts&quot;: 188.2
      },
      {
        &quot;durationSeconds&quot;: 60,
        &quot;watts&quot;: 167.1
      },
      {
        &quot;durationSeconds&quot;: 300,
        &quot;watts&quot;: 161.5
… (62 more lines in docs/api-examples/getActivity.json)</pre></details>
<h3 id="op-editActivity"><span class="m patch">PATCH</span> <code>/v1/athletes/{athlete}/activities/{id}</code></h3>
<p>Change the activity&#x27;s name, notes, sport or session RPE, as `activity set ID`; its load and the days are recomputed.</p>
<p>A new sport rescores the activity with that sport&#x27;s thresholds; an RPE scores a workout without samples on
the TSS scale (and is the fallback load of one with samples), Foster&#x27;s RPE × minutes kept beside. A load or
calories a workout list gave are kept. `null` clears name, notes or RPE; any other field is 400.
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>id</code> (required)</td><td>path</td><td><code>integer</code></td><td>Activity id.</td></tr>
</table>
<p>Body: <code>application/json</code> <a href="#schema-ActivityEdit"><code>ActivityEdit</code></a></p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>200</td><td>The activity as stored now, as `activities --json` lists it.</td><td><a href="#schema-ActivityRow"><code>ActivityRow</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>413</td><td>The upload is over 32 MiB.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>PATCH /v1/athletes/luc%C3%ADa/activities/786</code> → 200</summary><pre>{
  &quot;averageHeartRate&quot;: 164.7,
  &quot;calories&quot;: 1830,
  &quot;caloriesSource&quot;: &quot;device&quot;,
  &quot;date&quot;: &quot;2019-09-20&quot;,
  &quot;distanceMeters&quot;: 57567.2,
  &quot;durationSeconds&quot;: 8357,
  &quot;format&quot;: &quot;fit&quot;,
  &quot;hasStreams&quot;: true,
  &quot;id&quot;: 786,
  &quot;intensityFactor&quot;: 1.163,
  &quot;load&quot;: 313.8,
  &quot;loadSource&quot;: &quot;power&quot;,
  &quot;name&quot;: &quot;Rodada matutina&quot;,
  &quot;normalizedPower&quot;: 267.4,
  &quot;rpe&quot;: 6,
  &quot;schemaVersion&quot;: 2,
  &quot;sessionRPELoad&quot;: 836,
  &quot;sport&quot;: &quot;cycling&quot;,
  &quot;start&quot;: &quot;2019-09-20T09:10:03-05:00&quot;,
  &quot;startEpochSeconds&quot;: 1568988603
}</pre></details>
<h3 id="op-deleteActivity"><span class="m delete">DELETE</span> <code>/v1/athletes/{athlete}/activities/{id}</code></h3>
<p>Erase the activity and its samples (`secure_delete`), as `delete activity ID`; the days are recomputed.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>id</code> (required)</td><td>path</td><td><code>integer</code></td><td>Activity id.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>200</td><td>What was erased, as `delete activity ID --json`.</td><td><a href="#schema-Deletion"><code>Deletion</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>DELETE /v1/athletes/luc%C3%ADa/activities/787</code> → 200</summary><pre>{
  &quot;activities&quot;: 1,
  &quot;dailyRows&quot;: 0,
  &quot;recomputedDays&quot;: 0,
  &quot;schemaVersion&quot;: 2,
  &quot;sourceFiles&quot;: 1,
  &quot;wellnessDays&quot;: 0
}</pre></details>
<h3 id="op-logWorkout"><span class="m post">POST</span> <code>/v1/athletes/{athlete}/workouts</code></h3>
<p>Store a hand-logged workout (the apps&#x27; main input), as a one-row workout list would be.</p>
<p>The same checks, RPE scale (an RPE without a load becomes a TSS-scale load; Foster&#x27;s RPE × minutes kept
beside) and calorie estimate as a workout list. The same workout sent again is 200 `duplicate: true`, so a
retried request stores once; two identical sessions on one day need a `start` time or a `name` apart.
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>Idempotency-Key</code></td><td>header</td><td><code>string</code></td><td>Any unique string (a UUID, say), 1–255 visible ASCII characters. A request sent again with the same key
(a retry after a lost answer) stores nothing more and gets the first answer again, with
`Idempotent-Replayed: true`. Keys are per token and kept for a day; a failed request keeps nothing, and a
delete of the athlete&#x27;s records forgets the athlete&#x27;s kept answers (an id in them may be gone).
</td></tr>
</table>
<p>Body: <code>application/json</code> <a href="#schema-Workout"><code>Workout</code></a></p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>201</td><td>Stored; the activity it became.</td><td><a href="#schema-Upload"><code>Upload</code></a></td></tr>
<tr><td>200</td><td>The same workout was stored before.</td><td><a href="#schema-Upload"><code>Upload</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>409</td><td>The day would stretch the athlete&#x27;s history past 50 years (is a year mistyped?), or a request with this `Idempotency-Key` is still running.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>413</td><td>The upload is over 32 MiB.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>422</td><td>The body cannot be stored as it is (`detail` names the file&#x27;s line or byte, or the field), or its
`Idempotency-Key` was sent before with another request.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>POST /v1/athletes/luc%C3%ADa/workouts</code> → 201</summary><pre>{
  &quot;activities&quot;: [
    {
      &quot;date&quot;: &quot;2026-11-26&quot;,
      &quot;durationSeconds&quot;: 2700,
      &quot;hasStreams&quot;: false,
      &quot;id&quot;: 787,
      &quot;load&quot;: 45,
      &quot;loadSource&quot;: &quot;rpe&quot;,
      &quot;rpe&quot;: 5,
      &quot;sessionRPELoad&quot;: 225,
      &quot;sport&quot;: &quot;running&quot;,
      &quot;start&quot;: &quot;2026-11-26T07:00:00-06:00&quot;,
      &quot;startEpochSeconds&quot;: 1795698000
    }
  ],
  &quot;duplicate&quot;: false,
  &quot;sameRide&quot;: 0,
  &quot;schemaVersion&quot;: 2,
  &quot;withoutLoad&quot;: 0
}</pre></details>
<h3 id="op-getPMC"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/pmc</code></h3>
<p>CTL/ATL/TSB over the stored history, as `pmc --json`; `from`/`to` limit the days listed.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>from</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td></td></tr>
<tr><td><code>to</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td></td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The fitness report.</td><td><a href="#schema-FitnessReport"><code>FitnessReport</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/pmc?from=2026-11-20</code> → 200</summary><pre>{
  &quot;days&quot;: [
    {
      &quot;atl&quot;: 29.2,
      &quot;ctl&quot;: 36.8,
      &quot;date&quot;: &quot;2026-11-20&quot;,
      &quot;load&quot;: 0,
      &quot;rampRate&quot;: -1.6,
      &quot;tsb&quot;: 4
    },
    {
      &quot;atl&quot;: 37.1,
      &quot;ctl&quot;: 38,
      &quot;date&quot;: &quot;2026-11-21&quot;,
      &quot;load&quot;: 88.5,
      &quot;rampRate&quot;: -1,
      &quot;tsb&quot;: 7.6
    },
    {
      &quot;atl&quot;: 38.5,
      &quot;ctl&quot;: 38.3,
      &quot;date&quot;: &quot;2026-11-22&quot;,
      &quot;load&quot;: 47.9,
      &quot;rampRate&quot;: -0.8,
      &quot;tsb&quot;: 0.9
    },
    {
      &quot;atl&quot;: 33.4,
      &quot;ctl&quot;: 37.4,
      &quot;date&quot;: &quot;2026-11-23&quot;,
      &quot;load&quot;: 0,
      &quot;rampRate&quot;: -0.7,
      &quot;tsb&quot;: -0.3
    },
    {
      &quot;atl&quot;: 29,
      &quot;ctl&quot;: 36.5,
      &quot;date&quot;: &quot;2026-11-24&quot;,
      &quot;load&quot;: 0,
      &quot;rampRate&quot;: -1.3,
      &quot;tsb&quot;: 3.9
    },
    {
      &quot;atl&quot;: 25.1,
      &quot;ctl&quot;: 35.6,
      &quot;date&quot;: &quot;2026-11-25&quot;,
      &quot;load&quot;: 0,
      &quot;rampRate&quot;: -1.8,
      &quot;tsb&quot;: 7.5
    },
    {
      &quot;atl&quot;: 21.8,
      &quot;ctl&quot;: 34.8,
      &quot;date&quot;: &quot;2026-11-26&quot;,
      &quot;load&quot;: 0,
      &quot;rampRate&quot;: -2.9,
      &quot;tsb&quot;: 10.5
    },
    {
      &quot;atl&quot;: 18.9,
      &quot;ctl&quot;: 34,
      &quot;date&quot;: &quot;2026-11-27&quot;,
      &quot;load&quot;: 0,
      &quot;rampRate&quot;: -2.8,
      &quot;tsb&quot;: 13
    }
  ],
  &quot;parameters&quot;: {
    &quot;atlDays&quot;: 7,
    &quot;atlStart&quot;: 0,
    &quot;balance&quot;: &quot;yesterday&quot;,
    &quot;ctlDays&quot;: 42,
    &quot;ctlStart&quot;: 0,
    &quot;decay&quot;: &quot;exponential&quot;,
    &quot;rampDays&quot;: 7
  },
  &quot;schemaVersion&quot;: 2,
  &quot;source&quot;: &quot;athlete-01&quot;,
  &quot;summary&quot;: {
    &quot;atl&quot;: 18.9,
… (13 more lines in docs/api-examples/getPMC.json)</pre></details>
<h3 id="op-getWeek"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/week</code></h3>
<p>Weekly progress Monday–Sunday in the athlete&#x27;s zone, as `week --json`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>date</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>Any day of the week (default: the athlete&#x27;s today); the goal&#x27;s status is as of today within that week (`asOf`).</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The week.</td><td><a href="#schema-WeekReport"><code>WeekReport</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/week</code> → 200</summary><pre>{
  &quot;activeDays&quot;: 0,
  &quot;activeDaysInARow&quot;: 0,
  &quot;activeWeekdays&quot;: [
    false,
    false,
    false,
    false,
    false,
    false,
    false
  ],
  &quot;asOf&quot;: &quot;2026-11-27&quot;,
  &quot;bySport&quot;: [
    {
      &quot;fourWeekAverage&quot;: {
        &quot;calories&quot;: 2639,
        &quot;distanceMeters&quot;: 43294.1,
        &quot;durationSeconds&quot;: 19545,
        &quot;load&quot;: 272.1,
        &quot;workouts&quot;: 5
      },
      &quot;previousWeek&quot;: {
        &quot;calories&quot;: 2871,
        &quot;distanceMeters&quot;: 173176.2,
        &quot;durationSeconds&quot;: 19800,
        &quot;load&quot;: 232.2,
        &quot;workouts&quot;: 5
      },
      &quot;sport&quot;: &quot;cycling&quot;,
      &quot;thisWeek&quot;: {
        &quot;durationSeconds&quot;: 0,
        &quot;load&quot;: 0,
        &quot;workouts&quot;: 0
      }
    }
  ],
  &quot;dailyLoads&quot;: [
    0,
    0,
    0,
    0,
    0,
    0,
    0
  ],
  &quot;daysLeft&quot;: 2,
  &quot;goal&quot;: 3,
  &quot;goalMet&quot;: false,
  &quot;goalPercent&quot;: 0,
  &quot;goalState&quot;: &quot;inProgress&quot;,
  &quot;goalStreakWeeks&quot;: 0,
  &quot;plan&quot;: {
    &quot;doneLoad&quot;: 0,
    &quot;doneSeconds&quot;: 0,
    &quot;doneSessions&quot;: 0,
    &quot;plannedLoad&quot;: 343,
    &quot;plannedSeconds&quot;: 27600,
    &quot;plannedSessions&quot;: 5,
    &quot;weekStart&quot;: &quot;2026-11-23&quot;
  },
  &quot;schemaVersion&quot;: 2,
  &quot;source&quot;: &quot;athlete-01&quot;,
  &quot;timeZone&quot;: &quot;Europe/Berlin&quot;,
  &quot;totals&quot;: {
    &quot;fourWeekAverage&quot;: {
      &quot;calories&quot;: 2639,
      &quot;distanceMeters&quot;: 43294.1,
      &quot;durationSeconds&quot;: 19545,
      &quot;load&quot;: 272.1,
      &quot;workouts&quot;: 5
    },
    &quot;previousWeek&quot;: {
      &quot;calories&quot;: 2871,
      &quot;distanceMeters&quot;: 173176.2,
      &quot;durationSeconds&quot;: 19800,
      &quot;load&quot;: 232.2,
      &quot;workouts&quot;: 5
    },
    &quot;sport&quot;: &quot;all&quot;,
… (8 more lines in docs/api-examples/getWeek.json)</pre></details>
<h3 id="op-getWellness"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/wellness</code></h3>
<p>Recovery, sleep need, debt and performance, as `wellness --json`, the last `days` days.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>days</code></td><td>query</td><td><code>integer</code></td><td></td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The wellness report.</td><td><a href="#schema-WellnessReport"><code>WellnessReport</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/wellness?days=3</code> → 200</summary><pre>{
  &quot;days&quot;: [
    {
      &quot;date&quot;: &quot;2026-11-20&quot;,
      &quot;hrvCV7&quot;: 0.021,
      &quot;hrvZScore&quot;: 0.95,
      &quot;recovery&quot;: 80,
      &quot;recoveryState&quot;: &quot;scored&quot;,
      &quot;respiratoryRate&quot;: 14.5,
      &quot;respiratoryRateZScore&quot;: -0.25,
      &quot;restingHeartRate&quot;: 44,
      &quot;restingHeartRateZScore&quot;: 0,
      &quot;rmssd&quot;: 101.4,
      &quot;sleepDebtSeconds&quot;: 4777,
      &quot;sleepNeedSeconds&quot;: 28554,
      &quot;sleepPerformance&quot;: 100,
      &quot;sleepSeconds&quot;: 29124,
      &quot;sleepZScore&quot;: 1
    },
    {
      &quot;date&quot;: &quot;2026-11-21&quot;,
      &quot;hrvCV7&quot;: 0.02,
      &quot;hrvZScore&quot;: 0.19,
      &quot;recovery&quot;: 61,
      &quot;recoveryState&quot;: &quot;scored&quot;,
      &quot;respiratoryRate&quot;: 13.6,
      &quot;respiratoryRateZScore&quot;: 1,
      &quot;restingHeartRate&quot;: 44,
      &quot;restingHeartRateZScore&quot;: 0,
      &quot;rmssd&quot;: 87.1,
      &quot;sleepDebtSeconds&quot;: 1956,
      &quot;sleepNeedSeconds&quot;: 29535,
      &quot;sleepPerformance&quot;: 86.7,
      &quot;sleepSeconds&quot;: 25596,
      &quot;sleepZScore&quot;: 0.11
    },
    {
      &quot;date&quot;: &quot;2026-11-22&quot;,
      &quot;hrvCV7&quot;: 0.023,
      &quot;hrvZScore&quot;: -0.16,
      &quot;recovery&quot;: 46,
      &quot;recoveryState&quot;: &quot;scored&quot;,
      &quot;respiratoryRate&quot;: 14.7,
      &quot;respiratoryRateZScore&quot;: -0.67,
      &quot;restingHeartRate&quot;: 44,
      &quot;restingHeartRateZScore&quot;: 0,
      &quot;rmssd&quot;: 82.4,
      &quot;sleepDebtSeconds&quot;: 4974,
      &quot;sleepNeedSeconds&quot;: 29960,
      &quot;sleepPerformance&quot;: 92.8,
      &quot;sleepSeconds&quot;: 27792,
      &quot;sleepZScore&quot;: 0.52
    }
  ],
  &quot;schemaVersion&quot;: 2,
  &quot;source&quot;: &quot;athlete-01&quot;
}</pre></details>
<h3 id="op-logWellness"><span class="m post">POST</span> <code>/v1/athletes/{athlete}/wellness</code></h3>
<p>Store one morning&#x27;s readings (sleep in seconds), merged into that day as a wellness file&#x27;s row is.</p>
<p>A reading given replaces the one stored for that day; the same readings again are 200 `duplicate`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>Idempotency-Key</code></td><td>header</td><td><code>string</code></td><td>Any unique string (a UUID, say), 1–255 visible ASCII characters. A request sent again with the same key
(a retry after a lost answer) stores nothing more and gets the first answer again, with
`Idempotent-Replayed: true`. Keys are per token and kept for a day; a failed request keeps nothing, and a
delete of the athlete&#x27;s records forgets the athlete&#x27;s kept answers (an id in them may be gone).
</td></tr>
</table>
<p>Body: <code>application/json</code> <a href="#schema-WellnessEntry"><code>WellnessEntry</code></a></p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>201</td><td>Stored; the day as `GET …/wellness` shows it.</td><td><a href="#schema-WellnessStored"><code>WellnessStored</code></a></td></tr>
<tr><td>200</td><td>The same readings were stored before.</td><td><a href="#schema-WellnessStored"><code>WellnessStored</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>409</td><td>The day would stretch the athlete&#x27;s history past 50 years (is a year mistyped?), or a request with this `Idempotency-Key` is still running.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>413</td><td>The upload is over 32 MiB.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>422</td><td>The body cannot be stored as it is (`detail` names the file&#x27;s line or byte, or the field), or its
`Idempotency-Key` was sent before with another request.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>POST /v1/athletes/luc%C3%ADa/wellness</code> → 201</summary><pre>{
  &quot;day&quot;: {
    &quot;date&quot;: &quot;2026-11-27&quot;,
    &quot;recoveryState&quot;: &quot;insufficientBaseline&quot;,
    &quot;restingHeartRate&quot;: 51,
    &quot;rmssd&quot;: 58,
    &quot;sleepDebtSeconds&quot;: 0,
    &quot;sleepNeedSeconds&quot;: 27360,
    &quot;sleepPerformance&quot;: 95.4,
    &quot;sleepSeconds&quot;: 26100
  },
  &quot;duplicate&quot;: false,
  &quot;schemaVersion&quot;: 2
}</pre></details>
<h3 id="op-deleteWellnessDay"><span class="m delete">DELETE</span> <code>/v1/athletes/{athlete}/wellness/{date}</code></h3>
<p>Erase one day&#x27;s readings (`secure_delete`); the days are recomputed.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>date</code> (required)</td><td>path</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>The day.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>200</td><td>What was erased.</td><td><a href="#schema-Deletion"><code>Deletion</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>DELETE /v1/athletes/luc%C3%ADa/wellness/2026-11-27</code> → 200</summary><pre>{
  &quot;activities&quot;: 0,
  &quot;dailyRows&quot;: 0,
  &quot;recomputedDays&quot;: 0,
  &quot;schemaVersion&quot;: 2,
  &quot;sourceFiles&quot;: 0,
  &quot;wellnessDays&quot;: 1
}</pre></details>
<h3 id="op-getDashboard"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/dashboard</code></h3>
<p>One call for a home screen: CTL/ATL/TSB and recovery on the day asked (default today), this week against the goal as of that day, new bests, the next event.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>date</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>The day (default: the athlete&#x27;s today in their time zone). A day after the last with data is carried on with no load (CTL and ATL decay); its readings are missing.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The dashboard.</td><td><a href="#schema-Dashboard"><code>Dashboard</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/dashboard</code> → 200</summary><pre>{
  &quot;athlete&quot;: &quot;athlete-01&quot;,
  &quot;bestEfforts&quot;: [],
  &quot;date&quot;: &quot;2026-11-27&quot;,
  &quot;nextEvent&quot;: {
    &quot;date&quot;: &quot;2027-01-17&quot;,
    &quot;daysToGo&quot;: 51,
    &quot;name&quot;: &quot;Contrarreloj de invierno&quot;,
    &quot;priority&quot;: &quot;B&quot;
  },
  &quot;plan&quot;: {
    &quot;doneLoad&quot;: 0,
    &quot;doneSeconds&quot;: 0,
    &quot;doneSessions&quot;: 0,
    &quot;plannedLoad&quot;: 343,
    &quot;plannedSeconds&quot;: 27600,
    &quot;plannedSessions&quot;: 5,
    &quot;weekStart&quot;: &quot;2026-11-23&quot;
  },
  &quot;schemaVersion&quot;: 2,
  &quot;timeZone&quot;: &quot;Europe/Berlin&quot;,
  &quot;today&quot;: {
    &quot;atl&quot;: 18.9,
    &quot;ctl&quot;: 34,
    &quot;date&quot;: &quot;2026-11-27&quot;,
    &quot;daysWithoutData&quot;: 5,
    &quot;lastDataDate&quot;: &quot;2026-11-22&quot;,
    &quot;load&quot;: 0,
    &quot;rampRate&quot;: -2.8,
    &quot;recoveryState&quot;: &quot;noReading&quot;,
    &quot;tsb&quot;: 13
  },
  &quot;week&quot;: {
    &quot;activeDays&quot;: 0,
    &quot;activeDaysInARow&quot;: 0,
    &quot;daysLeft&quot;: 2,
    &quot;durationSeconds&quot;: 0,
    &quot;goal&quot;: 3,
    &quot;goalMet&quot;: false,
    &quot;goalPercent&quot;: 0,
    &quot;goalState&quot;: &quot;inProgress&quot;,
    &quot;goalStreakWeeks&quot;: 0,
    &quot;load&quot;: 0,
    &quot;weekStart&quot;: &quot;2026-11-23&quot;
  }
}</pre></details>
<h3 id="op-getWeeklyReport"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/reports/weekly</code></h3>
<p>The weekly progress report, as `report weekly --format json|html`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>format</code></td><td>query</td><td><code>string</code> (json, html)</td><td></td></tr>
<tr><td><code>date</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>Any day of the week (default: the athlete&#x27;s today). The report is as of today within that week (`asOf`).</td></tr>
<tr><td><code>lang</code></td><td>query</td><td><code>string</code></td><td>The HTML&#x27;s language as a BCP 47 tag (en, en-US, es, es-MX, es_MX, es-419). Default: the athlete&#x27;s, else the request&#x27;s Accept-Language, else English. JSON is the same in every language.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The report.</td><td><a href="#schema-WeeklyProgressReport"><code>WeeklyProgressReport</code></a> · <code>string</code></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/reports/weekly?date=2026-11-20</code> → 200</summary><pre>{
  &quot;activeDays&quot;: 5,
  &quot;activeDaysInARow&quot;: 3,
  &quot;asOf&quot;: &quot;2026-11-22&quot;,
  &quot;athlete&quot;: &quot;athlete-01&quot;,
  &quot;bestEfforts&quot;: [
    {
      &quot;activityId&quot;: 259,
      &quot;date&quot;: &quot;2026-11-19&quot;,
      &quot;durationSeconds&quot;: 5,
      &quot;watts&quot;: 251.6
    },
    {
      &quot;activityId&quot;: 259,
      &quot;date&quot;: &quot;2026-11-19&quot;,
      &quot;durationSeconds&quot;: 60,
      &quot;watts&quot;: 223.9
    },
    {
      &quot;activityId&quot;: 259,
      &quot;date&quot;: &quot;2026-11-19&quot;,
      &quot;durationSeconds&quot;: 300,
      &quot;watts&quot;: 207.7
    },
    {
      &quot;activityId&quot;: 259,
      &quot;date&quot;: &quot;2026-11-19&quot;,
      &quot;durationSeconds&quot;: 1200,
      &quot;watts&quot;: 196.3
    },
    {
      &quot;activityId&quot;: 260,
      &quot;date&quot;: &quot;2026-11-21&quot;,
      &quot;durationSeconds&quot;: 3600,
      &quot;watts&quot;: 153.7
    }
  ],
  &quot;bySport&quot;: [
    {
      &quot;fourWeekAverage&quot;: {
        &quot;calories&quot;: 2498,
        &quot;durationSeconds&quot;: 18975,
        &quot;load&quot;: 275.1,
        &quot;workouts&quot;: 5
      },
      &quot;previousWeek&quot;: {
        &quot;calories&quot;: 2101,
        &quot;durationSeconds&quot;: 15960,
        &quot;load&quot;: 233.4,
        &quot;workouts&quot;: 5
      },
      &quot;sport&quot;: &quot;cycling&quot;,
      &quot;thisWeek&quot;: {
        &quot;calories&quot;: 2871,
        &quot;distanceMeters&quot;: 173176.2,
        &quot;durationSeconds&quot;: 19800,
        &quot;load&quot;: 232.2,
        &quot;workouts&quot;: 5
      }
    }
  ],
  &quot;days&quot;: [
    {
      &quot;activities&quot;: 0,
      &quot;date&quot;: &quot;2026-11-16&quot;,
      &quot;durationSeconds&quot;: 0,
      &quot;load&quot;: 0,
      &quot;recovery&quot;: 38,
      &quot;sleepPerformance&quot;: 96.2,
      &quot;weekday&quot;: &quot;Mon&quot;
    },
    {
      &quot;activities&quot;: 1,
      &quot;date&quot;: &quot;2026-11-17&quot;,
      &quot;dayStrain&quot;: 9.3,
      &quot;durationSeconds&quot;: 2160,
      &quot;load&quot;: 23.9,
      &quot;recovery&quot;: 71,
      &quot;sleepPerformance&quot;: 100,
      &quot;weekday&quot;: &quot;Tue&quot;
… (136 more lines in docs/api-examples/getWeeklyReport.json)</pre></details>
<h3 id="op-getCalendarReport"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/reports/calendar</code></h3>
<p>The month calendar (weeks Monday to Sunday: activities, planned sessions, events, rest days, weekly totals), as `report calendar --format json|html`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>month</code></td><td>query</td><td><code>string</code></td><td>The month, YYYY-MM, 1950…2100 (default: the month of the latest activity, else the athlete&#x27;s this month).</td></tr>
<tr><td><code>format</code></td><td>query</td><td><code>string</code> (json, html)</td><td></td></tr>
<tr><td><code>lang</code></td><td>query</td><td><code>string</code></td><td>The HTML&#x27;s language as a BCP 47 tag (en, en-US, es, es-MX, es_MX, es-419). Default: the athlete&#x27;s, else the request&#x27;s Accept-Language, else English. JSON is the same in every language.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The calendar (docs/schema/report-calendar.schema.json).</td><td><a href="#schema-CalendarReport"><code>CalendarReport</code></a> · <code>string</code></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/reports/calendar?month=2026-11</code> → 200</summary><pre>{
  &quot;athlete&quot;: &quot;athlete-01&quot;,
  &quot;monthStart&quot;: &quot;2026-11-01&quot;,
  &quot;schemaVersion&quot;: 2,
  &quot;timeZone&quot;: &quot;Europe/Berlin&quot;,
  &quot;weeks&quot;: [
    {
      &quot;days&quot;: [
        {
          &quot;date&quot;: &quot;2026-10-26&quot;,
          &quot;doneActivities&quot;: [],
          &quot;events&quot;: [],
          &quot;inMonth&quot;: false,
          &quot;restDay&quot;: true,
          &quot;sessions&quot;: []
        },
        {
          &quot;date&quot;: &quot;2026-10-27&quot;,
          &quot;doneActivities&quot;: [
            {
              &quot;durationSeconds&quot;: 2880,
              &quot;id&quot;: 242,
              &quot;load&quot;: 57.3,
              &quot;name&quot;: &quot;intervals&quot;,
              &quot;sport&quot;: &quot;cycling&quot;
            }
          ],
          &quot;events&quot;: [],
          &quot;inMonth&quot;: false,
          &quot;restDay&quot;: false,
          &quot;sessions&quot;: []
        },
        {
          &quot;date&quot;: &quot;2026-10-28&quot;,
          &quot;doneActivities&quot;: [
            {
              &quot;durationSeconds&quot;: 3600,
              &quot;id&quot;: 243,
              &quot;load&quot;: 47.7,
              &quot;name&quot;: &quot;endurance&quot;,
              &quot;sport&quot;: &quot;cycling&quot;
            }
          ],
          &quot;events&quot;: [],
          &quot;inMonth&quot;: false,
          &quot;restDay&quot;: false,
          &quot;sessions&quot;: []
        },
        {
          &quot;date&quot;: &quot;2026-10-29&quot;,
          &quot;doneActivities&quot;: [
            {
              &quot;durationSeconds&quot;: 2940,
              &quot;id&quot;: 244,
              &quot;load&quot;: 52.5,
              &quot;name&quot;: &quot;tempo&quot;,
              &quot;sport&quot;: &quot;cycling&quot;
            }
          ],
          &quot;events&quot;: [],
          &quot;inMonth&quot;: false,
          &quot;restDay&quot;: false,
          &quot;sessions&quot;: []
        },
        {
          &quot;date&quot;: &quot;2026-10-30&quot;,
          &quot;doneActivities&quot;: [
            {
              &quot;durationSeconds&quot;: 1740,
              &quot;id&quot;: 245,
              &quot;load&quot;: 14.1,
              &quot;name&quot;: &quot;recovery&quot;,
              &quot;sport&quot;: &quot;cycling&quot;
            }
          ],
          &quot;events&quot;: [],
          &quot;inMonth&quot;: false,
          &quot;restDay&quot;: false,
          &quot;sessions&quot;: []
        },
… (525 more lines in docs/api-examples/getCalendarReport.json)</pre></details>
<h3 id="op-getPlan"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/plan</code></h3>
<p>The plan projected to each event and the build and taper for the next A event, as `plan show --format json`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>from</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>First projected day (default: the athlete&#x27;s today in their time zone).</td></tr>
<tr><td><code>maxRamp</code></td><td>query</td><td><code>number</code></td><td>Steepest build allowed, CTL points per week (default 7).</td></tr>
<tr><td><code>taperDays</code></td><td>query</td><td><code>integer</code></td><td>Days of taper before the A event (default 7).</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The plan document (docs/schema/plan.schema.json).</td><td><a href="#schema-PlanReport"><code>PlanReport</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/plan</code> → 200</summary><pre>{
  &quot;athlete&quot;: &quot;athlete-01&quot;,
  &quot;compliance&quot;: [
    {
      &quot;doneLoad&quot;: 0,
      &quot;doneSeconds&quot;: 0,
      &quot;doneSessions&quot;: 0,
      &quot;plannedLoad&quot;: 195,
      &quot;plannedSeconds&quot;: 14400,
      &quot;plannedSessions&quot;: 3,
      &quot;weekStart&quot;: &quot;2026-11-23&quot;
    }
  ],
  &quot;days&quot;: [
    {
      &quot;atl&quot;: 18.9,
      &quot;ctl&quot;: 34,
      &quot;date&quot;: &quot;2026-11-27&quot;,
      &quot;load&quot;: 0,
      &quot;source&quot;: &quot;planned&quot;,
      &quot;tsb&quot;: 13
    },
    {
      &quot;atl&quot;: 31,
      &quot;ctl&quot;: 35.7,
      &quot;date&quot;: &quot;2026-11-28&quot;,
      &quot;load&quot;: 110,
      &quot;source&quot;: &quot;planned&quot;,
      &quot;tsb&quot;: 15.1
    },
    {
      &quot;atl&quot;: 31.9,
      &quot;ctl&quot;: 35.8,
      &quot;date&quot;: &quot;2026-11-29&quot;,
      &quot;load&quot;: 37.5,
      &quot;source&quot;: &quot;planned&quot;,
      &quot;tsb&quot;: 4.8
    },
    {
      &quot;atl&quot;: 27.6,
      &quot;ctl&quot;: 34.9,
      &quot;date&quot;: &quot;2026-11-30&quot;,
      &quot;load&quot;: 0,
      &quot;source&quot;: &quot;planned&quot;,
      &quot;tsb&quot;: 3.9
    },
    {
      &quot;atl&quot;: 34.5,
      &quot;ctl&quot;: 36,
      &quot;date&quot;: &quot;2026-12-01&quot;,
      &quot;load&quot;: 79,
      &quot;source&quot;: &quot;planned&quot;,
      &quot;tsb&quot;: 7.3
    },
    {
      &quot;atl&quot;: 37.6,
      &quot;ctl&quot;: 36.5,
      &quot;date&quot;: &quot;2026-12-02&quot;,
      &quot;load&quot;: 58,
      &quot;source&quot;: &quot;planned&quot;,
      &quot;tsb&quot;: 1.5
    },
    {
      &quot;atl&quot;: 41.6,
      &quot;ctl&quot;: 37.2,
      &quot;date&quot;: &quot;2026-12-03&quot;,
      &quot;load&quot;: 68,
      &quot;source&quot;: &quot;planned&quot;,
      &quot;tsb&quot;: -1.1
    },
    {
      &quot;atl&quot;: 36.1,
      &quot;ctl&quot;: 36.4,
      &quot;date&quot;: &quot;2026-12-04&quot;,
      &quot;load&quot;: 0,
      &quot;source&quot;: &quot;planned&quot;,
      &quot;tsb&quot;: -4.4
    },
    {
      &quot;atl&quot;: 46.7,
… (375 more lines in docs/api-examples/getPlan.json)</pre></details>
<h3 id="op-listPlannedSessions"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/plan/sessions</code></h3>
<p>Planned sessions in date order, with their structured workouts.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>from</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>First day.</td></tr>
<tr><td><code>through</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>Last day.</td></tr>
<tr><td><code>limit</code></td><td>query</td><td><code>integer</code></td><td>The page size. A page of more has `next`, the cursor of the page after it.</td></tr>
<tr><td><code>cursor</code></td><td>query</td><td><code>string</code></td><td>A page&#x27;s `next` (with the same filters): the items after that page. A cursor marks a place in the list&#x27;s
order, so items added or removed meanwhile neither repeat nor skip the ones after it. Any other string,
or the `next` of another list, is 400.
</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The sessions.</td><td><code>object</code></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/plan/sessions?limit=2</code> → 200</summary><pre>{
  &quot;items&quot;: [
    {
      &quot;athleteId&quot;: 1,
      &quot;date&quot;: &quot;2026-11-24&quot;,
      &quot;description&quot;: &quot;Intervalos 5×5 min&quot;,
      &quot;durationSeconds&quot;: 4500,
      &quot;id&quot;: 1,
      &quot;load&quot;: 75,
      &quot;sport&quot;: &quot;cycling&quot;
    },
    {
      &quot;athleteId&quot;: 1,
      &quot;date&quot;: &quot;2026-11-25&quot;,
      &quot;description&quot;: &quot;Rodaje Z2&quot;,
      &quot;durationSeconds&quot;: 5400,
      &quot;id&quot;: 2,
      &quot;load&quot;: 55,
      &quot;sport&quot;: &quot;cycling&quot;
    }
  ],
  &quot;next&quot;: &quot;bDF8c2Vzc2lvbnN8MnwyMDI2LTExLTI1&quot;,
  &quot;schemaVersion&quot;: 2
}</pre></details>
<h3 id="op-addPlannedSession"><span class="m post">POST</span> <code>/v1/athletes/{athlete}/plan/sessions</code></h3>
<p>Plan a session, as `plan add`; a structured workout&#x27;s load and duration fill those not given.</p>
<p>The load and duration of a session with a workout and without them come from its steps with the athlete&#x27;s
thresholds on that day (the load the session would score if done as prescribed). The same session again is 200
with the one stored (a retried request stores once). 422 for a workout of more than 1,000 steps with its repeats
written out or 24 h of timed steps, or a planned load past 10,000. Activities of that day are graded against the
workout (`workoutCompliance` of `GET …/activities/{id}`; `plannedWorkouts` of `GET …/week`).
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>Idempotency-Key</code></td><td>header</td><td><code>string</code></td><td>Any unique string (a UUID, say), 1–255 visible ASCII characters. A request sent again with the same key
(a retry after a lost answer) stores nothing more and gets the first answer again, with
`Idempotent-Replayed: true`. Keys are per token and kept for a day; a failed request keeps nothing, and a
delete of the athlete&#x27;s records forgets the athlete&#x27;s kept answers (an id in them may be gone).
</td></tr>
</table>
<p>Body: <code>application/json</code> <a href="#schema-PlannedSessionEntry"><code>PlannedSessionEntry</code></a></p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>201</td><td>Stored.</td><td><a href="#schema-PlannedSession"><code>PlannedSession</code></a></td></tr>
<tr><td>200</td><td>The same session was stored before.</td><td><a href="#schema-PlannedSession"><code>PlannedSession</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>409</td><td>A request with this `Idempotency-Key` is still running; retry when it has answered.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>413</td><td>The upload is over 32 MiB.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>422</td><td>The body cannot be stored as it is (`detail` names the file&#x27;s line or byte, or the field), or its
`Idempotency-Key` was sent before with another request.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>POST /v1/athletes/luc%C3%ADa/plan/sessions</code> → 201</summary><pre>{
  &quot;athleteId&quot;: 4,
  &quot;date&quot;: &quot;2026-11-29&quot;,
  &quot;id&quot;: 21,
  &quot;load&quot;: 80,
  &quot;schemaVersion&quot;: 2,
  &quot;sport&quot;: &quot;cycling&quot;
}</pre></details>
<h3 id="op-deletePlannedSession"><span class="m delete">DELETE</span> <code>/v1/athletes/{athlete}/plan/sessions/{id}</code></h3>
<p>Remove one planned session, as `plan remove --session ID`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>id</code> (required)</td><td>path</td><td><code>integer</code></td><td>Planned session id.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>200</td><td>What was removed.</td><td><code>object</code></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>DELETE /v1/athletes/luc%C3%ADa/plan/sessions/21</code> → 200</summary><pre>{
  &quot;athlete&quot;: &quot;lucía&quot;,
  &quot;removed&quot;: 1,
  &quot;schemaVersion&quot;: 2,
  &quot;session&quot;: 21
}</pre></details>
<h3 id="op-listEvents"><span class="m get">GET</span> <code>/v1/athletes/{athlete}/plan/events</code></h3>
<p>The athlete&#x27;s events (races and tests) in date order, as `plan list --json` lists them.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>from</code></td><td>query</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td>First day.</td></tr>
<tr><td><code>limit</code></td><td>query</td><td><code>integer</code></td><td>The page size. A page of more has `next`, the cursor of the page after it.</td></tr>
<tr><td><code>cursor</code></td><td>query</td><td><code>string</code></td><td>A page&#x27;s `next` (with the same filters): the items after that page. A cursor marks a place in the list&#x27;s
order, so items added or removed meanwhile neither repeat nor skip the ones after it. Any other string,
or the `next` of another list, is 400.
</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The events.</td><td><code>object</code></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/athletes/athlete-01/plan/events</code> → 200</summary><pre>{
  &quot;items&quot;: [
    {
      &quot;athleteId&quot;: 1,
      &quot;date&quot;: &quot;2027-01-17&quot;,
      &quot;id&quot;: 1,
      &quot;name&quot;: &quot;Contrarreloj de invierno&quot;,
      &quot;priority&quot;: &quot;B&quot;
    }
  ],
  &quot;schemaVersion&quot;: 2
}</pre></details>
<h3 id="op-addEvent"><span class="m post">POST</span> <code>/v1/athletes/{athlete}/plan/events</code></h3>
<p>Add an event, as `plan event`; the projection (`GET …/plan`) peaks and tapers for the next A event.</p>
<p>The same event again is 200 with the one stored (a retried request stores once). 422 for fields that cannot
go together: a `tsbLow` above `tsbHigh`, a `targetSeconds` no one runs over `distanceMeters`, or a name of
spaces only or with a noncharacter code point. A date before the athlete&#x27;s today is kept (a past race on record).
</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>Idempotency-Key</code></td><td>header</td><td><code>string</code></td><td>Any unique string (a UUID, say), 1–255 visible ASCII characters. A request sent again with the same key
(a retry after a lost answer) stores nothing more and gets the first answer again, with
`Idempotent-Replayed: true`. Keys are per token and kept for a day; a failed request keeps nothing, and a
delete of the athlete&#x27;s records forgets the athlete&#x27;s kept answers (an id in them may be gone).
</td></tr>
</table>
<p>Body: <code>application/json</code> <a href="#schema-PlanEventEntry"><code>PlanEventEntry</code></a></p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>201</td><td>Stored.</td><td><a href="#schema-PlanEvent"><code>PlanEvent</code></a></td></tr>
<tr><td>200</td><td>The same event was stored before.</td><td><a href="#schema-PlanEvent"><code>PlanEvent</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>409</td><td>A request with this `Idempotency-Key` is still running; retry when it has answered.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>413</td><td>The upload is over 32 MiB.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>422</td><td>The body cannot be stored as it is (`detail` names the file&#x27;s line or byte, or the field), or its
`Idempotency-Key` was sent before with another request.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>POST /v1/athletes/luc%C3%ADa/plan/events</code> → 201</summary><pre>{
  &quot;athleteId&quot;: 4,
  &quot;date&quot;: &quot;2027-03-14&quot;,
  &quot;id&quot;: 2,
  &quot;name&quot;: &quot;Gran Fondo&quot;,
  &quot;priority&quot;: &quot;A&quot;,
  &quot;schemaVersion&quot;: 2,
  &quot;targetCTL&quot;: 55
}</pre></details>
<h3 id="op-deleteEvent"><span class="m delete">DELETE</span> <code>/v1/athletes/{athlete}/plan/events/{id}</code></h3>
<p>Remove one event, as `plan remove --event ID`.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (required)</td><td>path</td><td><code>string</code></td><td>Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it.</td></tr>
<tr><td><code>id</code> (required)</td><td>path</td><td><code>integer</code></td><td>Event id.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>200</td><td>What was removed.</td><td><code>object</code></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>DELETE /v1/athletes/luc%C3%ADa/plan/events/2</code> → 200</summary><pre>{
  &quot;athlete&quot;: &quot;lucía&quot;,
  &quot;event&quot;: 2,
  &quot;removed&quot;: 1,
  &quot;schemaVersion&quot;: 2
}</pre></details>
<h3 id="op-listTokens"><span class="m get">GET</span> <code>/v1/tokens</code></h3>
<p>Every token (never the tokens themselves), as `token list --json`; a coach&#x27;s token.</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>limit</code></td><td>query</td><td><code>integer</code></td><td>The page size. A page of more has `next`, the cursor of the page after it.</td></tr>
<tr><td><code>cursor</code></td><td>query</td><td><code>string</code></td><td>A page&#x27;s `next` (with the same filters): the items after that page. A cursor marks a place in the list&#x27;s
order, so items added or removed meanwhile neither repeat nor skip the ones after it. Any other string,
or the `next` of another list, is 400.
</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>304</td><td>The `If-None-Match` named this response&#x27;s `ETag`; nothing is sent again.</td><td></td></tr>
<tr><td>200</td><td>The tokens.</td><td><code>object</code></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>GET /v1/tokens</code> → 200</summary><pre>{
  &quot;items&quot;: [
    {
      &quot;canWrite&quot;: true,
      &quot;createdAt&quot;: &quot;2026-11-27T12:00:00Z&quot;,
      &quot;id&quot;: 1
    }
  ],
  &quot;schemaVersion&quot;: 2
}</pre></details>
<h3 id="op-createToken"><span class="m post">POST</span> <code>/v1/tokens</code></h3>
<p>Create a token for an athlete (or, without `athlete`, a coach&#x27;s), as `token create --json`; a coach&#x27;s write token.</p>
<p>The token is in this answer only; the library keeps its SHA-256. An unknown athlete is 404. An
`Idempotency-Key` is not honoured here: keeping the answer would keep the secret (a retry makes a second
token, which `DELETE /v1/tokens/{id}` revokes).
</p>
<p>Body: <code>application/json</code> <a href="#schema-TokenEntry"><code>TokenEntry</code></a></p>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>201</td><td>The token, shown this once.</td><td><a href="#schema-CreatedToken"><code>CreatedToken</code></a></td></tr>
<tr><td>400</td><td>A query parameter, the body or the `Idempotency-Key` header is malformed.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>413</td><td>The upload is over 32 MiB.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>422</td><td>The body cannot be stored as it is (`detail` names the file&#x27;s line or byte, or the field), or its
`Idempotency-Key` was sent before with another request.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>POST /v1/tokens</code> → 201</summary><pre>{
  &quot;athlete&quot;: &quot;lucía&quot;,
  &quot;canWrite&quot;: false,
  &quot;id&quot;: 3,
  &quot;schemaVersion&quot;: 2,
  &quot;token&quot;: &quot;vs_SECRET-SHOWN-ONCE&quot;
}</pre></details>
<h3 id="op-revokeToken"><span class="m delete">DELETE</span> <code>/v1/tokens/{id}</code></h3>
<p>Revoke a token, as `token revoke ID --json`; a coach&#x27;s write token (its own too).</p>
<table><tr><th>parameter</th><th>in</th><th>type</th><th>about</th></tr>
<tr><td><code>id</code> (required)</td><td>path</td><td><code>integer</code></td><td>Token id.</td></tr>
</table>
<table><tr><th>answer</th><th>about</th><th>body</th></tr>
<tr><td>200</td><td>The token revoked.</td><td><code>object</code></td></tr>
<tr><td>401</td><td>No token, or not a valid one.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>403</td><td>The token may read, not write.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>404</td><td>No such athlete or activity for this token (or no data yet).</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>503</td><td>The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
<tr><td>507</td><td>The server&#x27;s disk is full; nothing was written.</td><td><a href="#schema-Error"><code>Error</code></a></td></tr>
</table>
<details><summary>An answer from a real run: <code>DELETE /v1/tokens/3</code> → 200</summary><pre>{
  &quot;revoked&quot;: 3,
  &quot;schemaVersion&quot;: 2
}</pre></details>
<h2 id="schemas">Schemas</h2>
<h3 id="schema-QueryDate"><code>QueryDate</code></h3><p>A local date, YYYY-MM-DD, from 1950-01-01 to 2100-12-31 (the dates the library stores); others are 400.</p>
<h3 id="schema-Error"><code>Error</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>error</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>detail</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td></td></tr>
</table>
<h3 id="schema-Athlete"><code>Athlete</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>id</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>name</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>sex</code></td><td><code>string</code> (M, F)</td><td></td></tr>
<tr><td><code>birthYear</code></td><td><code>integer</code></td><td></td></tr>
<tr><td><code>timeZone</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>weeklyGoal</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>language</code></td><td><code>string</code> (en, es-MX)</td><td>The language of the athlete&#x27;s reports; absent until one is set, the reports then following the reader (Accept-Language, lang, --lang, $VELOSCORE_LANG, the locale).</td></tr>
<tr><td><code>thresholds</code> (always)</td><td>array of <code>object</code></td><td></td></tr>
<tr><td><code>activities</code></td><td><code>integer</code></td><td></td></tr>
<tr><td><code>firstDay</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>lastDay</code></td><td><code>string</code></td><td></td></tr>
</table>
<h3 id="schema-ActivityRow"><code>ActivityRow</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>id</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>date</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>start</code></td><td><code>string</code></td><td>ISO 8601 at the athlete&#x27;s UTC offset then.</td></tr>
<tr><td><code>startEpochSeconds</code></td><td><code>integer</code></td><td>The same instant as Unix seconds.</td></tr>
<tr><td><code>sport</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>durationSeconds</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>distanceMeters</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>load</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>loadSource</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>calories</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>caloriesSource</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>normalizedPower</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>intensityFactor</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>averageHeartRate</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>hasStreams</code> (always)</td><td><code>boolean</code></td><td></td></tr>
<tr><td><code>format</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>alsoFrom</code></td><td>array of <code>string</code></td><td></td></tr>
<tr><td><code>name</code></td><td><code>string</code></td><td>The name a workout list gave the activity.</td></tr>
<tr><td><code>notes</code></td><td><code>string</code></td><td>The athlete&#x27;s notes from a workout list.</td></tr>
<tr><td><code>rpe</code></td><td><code>number</code></td><td>The session RPE logged (0–10).</td></tr>
<tr><td><code>sessionRPELoad</code></td><td><code>number</code></td><td>Foster&#x27;s session-RPE load, RPE × minutes (arbitrary units; not in the PMC, whose load is the RPE on the TSS scale).</td></tr>
</table>
<h3 id="schema-ActivityEdit"><code>ActivityEdit</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>name</code></td><td><code>string or null</code></td><td>The activity&#x27;s name</td></tr>
<tr><td><code>notes</code></td><td><code>string or null</code></td><td>The athlete&#x27;s notes: new lines and tabs, no other control characters; null clears them.</td></tr>
<tr><td><code>sport</code></td><td><code>string</code></td><td>A sport (a name with a letter): cycling, running, swimming, strength … or a word for one in English or Spanish (Ride, Correr, Trotar, Spinning). Another sport (Box, Fútbol) or a word we do not know is stored as other, the word kept as the name (and, for an unknown word, a warning).</td></tr>
<tr><td><code>rpe</code></td><td><code>number or null</code></td><td>Session RPE (CR-10); null clears it.</td></tr>
</table>
<h3 id="schema-Workout"><code>Workout</code></h3><p>Give `start` or `date` (one), and `durationSeconds` or a `load` above 0; name and notes may be null (none).</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>sport</code> (always)</td><td><code>string</code></td><td>cycling, running, swimming, strength … or a synonym (Correr, Pesas).</td></tr>
<tr><td><code>start</code></td><td><code>string</code></td><td>ISO 8601 with its offset (at most ±14:00), 1950…2100; its local date is the workout&#x27;s day.</td></tr>
<tr><td><code>date</code></td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td></td></tr>
<tr><td><code>durationSeconds</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>distanceMeters</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>calories</code></td><td><code>number</code></td><td>kcal.</td></tr>
<tr><td><code>load</code></td><td><code>number</code></td><td>TSS scale; kept as given.</td></tr>
<tr><td><code>rpe</code></td><td><code>number</code></td><td>Session RPE (CR-10).</td></tr>
<tr><td><code>name</code></td><td><code>string or null</code></td><td></td></tr>
<tr><td><code>notes</code></td><td><code>string or null</code></td><td></td></tr>
</table>
<h3 id="schema-PlannedSessionEntry"><code>PlannedSessionEntry</code></h3><p>A day and a load, a duration or a structured workout (and optionally a sport and a description).</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>date</code> (always)</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td></td></tr>
<tr><td><code>sport</code></td><td><code>string</code></td><td>cycling, running, swimming, strength … or a synonym (Correr, Bicicleta).</td></tr>
<tr><td><code>load</code></td><td><code>number</code></td><td>TSS scale.</td></tr>
<tr><td><code>durationSeconds</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>description</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>workout</code></td><td><a href="#schema-StructuredWorkout"><code>StructuredWorkout</code></a></td><td></td></tr>
</table>
<h3 id="schema-DeletionSummary"><code>DeletionSummary</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td></td></tr>
<tr><td><code>activities</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>sourceFiles</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>wellnessDays</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>dailyRows</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>recomputedDays</code></td><td><code>integer</code></td><td>Days recomputed after the erasure, from the first day it touched on.</td></tr>
</table>
<h3 id="schema-SourceFile"><code>SourceFile</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>id</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>athleteId</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>sha256</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>kind</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>byteCount</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>ingestedAt</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>path</code> (always)</td><td><code>string</code></td><td>The path or upload name it came from.</td></tr>
</table>
<h3 id="schema-TokenEntry"><code>TokenEntry</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code></td><td><code>string</code></td><td>The one athlete the token sees (name or id); omitted: a coach&#x27;s token, every athlete.</td></tr>
<tr><td><code>canWrite</code></td><td><code>boolean</code></td><td>May upload and edit as well as read.</td></tr>
<tr><td><code>label</code></td><td><code>string</code></td><td>What the token is for.</td></tr>
</table>
<h3 id="schema-CreatedToken"><code>CreatedToken</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td></td></tr>
<tr><td><code>id</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>token</code> (always)</td><td><code>string</code></td><td>The bearer token; shown this once.</td></tr>
<tr><td><code>athlete</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>canWrite</code> (always)</td><td><code>boolean</code></td><td></td></tr>
</table>
<h3 id="schema-TokenRow"><code>TokenRow</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>id</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>athlete</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>canWrite</code> (always)</td><td><code>boolean</code></td><td></td></tr>
<tr><td><code>label</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>createdAt</code> (always)</td><td><code>string</code></td><td></td></tr>
</table>
<h3 id="schema-PlanEventEntry"><code>PlanEventEntry</code></h3><p>A race or test on a day: a name, a priority (Friel: A peaked and tapered for, B a few easy days, C trained through), and optionally the CTL and form band wanted going into the day and a race goal.</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>date</code> (always)</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td></td></tr>
<tr><td><code>name</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>priority</code></td><td><code>string</code> (A, B, C)</td><td></td></tr>
<tr><td><code>targetCTL</code></td><td><code>number</code></td><td>CTL wanted going into the day (TSS/day).</td></tr>
<tr><td><code>tsbLow</code></td><td><code>number</code></td><td>The form (TSB) band wanted going into the day, its low end; at most tsbHigh.</td></tr>
<tr><td><code>tsbHigh</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>distanceMeters</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>targetSeconds</code></td><td><code>number</code></td><td>The target time over distanceMeters.</td></tr>
</table>
<h3 id="schema-PlanEvent"><code>PlanEvent</code></h3><p>A stored event, as `plan event --json` prints it (`schemaVersion` on the document, not on a list&#x27;s items).</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>schemaVersion</code></td><td><code></code></td><td></td></tr>
<tr><td><code>id</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>athleteId</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>date</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>name</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>priority</code> (always)</td><td><code>string</code> (A, B, C)</td><td></td></tr>
<tr><td><code>targetCTL</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>tsbLow</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>tsbHigh</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>distanceMeters</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>targetSeconds</code></td><td><code>number</code></td><td></td></tr>
</table>
<h3 id="schema-PlannedSession"><code>PlannedSession</code></h3><p>A stored planned session, as `plan add --json` prints it (`schemaVersion` on the document, not on a list&#x27;s items).</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>schemaVersion</code></td><td><code></code></td><td></td></tr>
<tr><td><code>id</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>athleteId</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>date</code> (always)</td><td><code>string</code></td><td></td></tr>
<tr><td><code>sport</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>load</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>durationSeconds</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>description</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>workout</code></td><td><code>object</code></td><td></td></tr>
</table>
<h3 id="schema-StructuredWorkout"><code>StructuredWorkout</code></h3><p>A structured workout (docs/intervals-and-workouts.md): steps, and steps repeated; `veloscore workout export --to json` writes one.</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>name</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>sport</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>workoutSteps</code> (always)</td><td>array of <a href="#schema-WorkoutItem"><code>WorkoutItem</code></a></td><td></td></tr>
</table>
<h3 id="schema-WorkoutItem"><code>WorkoutItem</code></h3><p></p>
<h3 id="schema-WorkoutRepeat"><code>WorkoutRepeat</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>repeat</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>workoutSteps</code> (always)</td><td>array of <a href="#schema-WorkoutStep"><code>WorkoutStep</code></a></td><td></td></tr>
</table>
<h3 id="schema-WorkoutStep"><code>WorkoutStep</code></h3><p>A length (durationSeconds or distanceMeters, one) and optionally a target, a cadence, a cue and an intensity.</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>label</code></td><td><code>string</code></td><td></td></tr>
<tr><td><code>intensity</code></td><td><code>string</code> (warmup, active, recovery, rest, cooldown)</td><td></td></tr>
<tr><td><code>durationSeconds</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>distanceMeters</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>target</code></td><td><a href="#schema-WorkoutTarget"><code>WorkoutTarget</code></a></td><td></td></tr>
<tr><td><code>cadence</code></td><td><code>number</code></td><td>rpm.</td></tr>
</table>
<h3 id="schema-WorkoutTarget"><code>WorkoutTarget</code></h3><p>A value (low), a band (low…high) or a ramp (ramp true: low to high over the step), in the kind&#x27;s unit.</p>
<h3 id="schema-WellnessEntry"><code>WellnessEntry</code></h3><p>A date and at least one reading.</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>date</code> (always)</td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td></td></tr>
<tr><td><code>rmssd</code></td><td><code>number</code></td><td>Overnight or morning rMSSD, ms.</td></tr>
<tr><td><code>sdnn</code></td><td><code>number</code></td><td>Overnight or morning SDNN, ms (Apple Health&#x27;s HRV): kept apart from rMSSD, never read as one.</td></tr>
<tr><td><code>rrIntervalsMs</code></td><td>array of <code>number</code></td><td>Beat-to-beat intervals of a morning measurement, ms (a HealthKit heartbeat series, a chest strap): the day&#x27;s rMSSD and SDNN unless given, artefacts (outside 300–2000 ms or more than 20 % off the 11-beat local median) replaced first; the day&#x27;s warnings say so.</td></tr>
<tr><td><code>restingHeartRate</code></td><td><code>number</code></td><td>bpm.</td></tr>
<tr><td><code>respiratoryRate</code></td><td><code>number</code></td><td>breaths/min.</td></tr>
<tr><td><code>sleepSeconds</code></td><td><code>number</code></td><td>Time asleep last night.</td></tr>
<tr><td><code>inBedSeconds</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>deepSleepSeconds</code></td><td><code>number</code></td><td>Deep (slow-wave) sleep last night.</td></tr>
<tr><td><code>remSleepSeconds</code></td><td><code>number</code></td><td>REM sleep last night.</td></tr>
<tr><td><code>lightSleepSeconds</code></td><td><code>number</code></td><td>Light (core) sleep last night.</td></tr>
<tr><td><code>spo2</code></td><td><code>number</code></td><td>Mean blood-oxygen saturation overnight, %.</td></tr>
<tr><td><code>skinTemperature</code></td><td><code>number</code></td><td>Skin (wrist) temperature overnight, °C.</td></tr>
<tr><td><code>skinTemperatureDeviation</code></td><td><code>number</code></td><td>Skin temperature&#x27;s difference from the source&#x27;s own baseline, °C.</td></tr>
<tr><td><code>steps</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>bodyMassKg</code></td><td><code>number</code></td><td>Body mass, kg.</td></tr>
<tr><td><code>vo2max</code></td><td><code>number</code></td><td>VO₂max as the device estimates it, ml/kg/min.</td></tr>
<tr><td><code>subjective</code></td><td><code>object</code></td><td>Subjective scores by name (mood, soreness …) on the app&#x27;s scale.</td></tr>
</table>
<h3 id="schema-WellnessStored"><code>WellnessStored</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td></td></tr>
<tr><td><code>duplicate</code> (always)</td><td><code>boolean</code></td><td></td></tr>
<tr><td><code>day</code></td><td><code>object</code></td><td>The day as `GET …/wellness` lists it.</td></tr>
</table>
<h3 id="schema-AthleteEdit"><code>AthleteEdit</code></h3><p>Any of the profile fields, and thresholds (kind → value) in effect from `from` for `sport` (every sport when absent).</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>sex</code></td><td><code>string</code> (M, F)</td><td></td></tr>
<tr><td><code>birthYear</code></td><td><code>integer</code></td><td></td></tr>
<tr><td><code>timeZone</code></td><td><a href="#schema-TimeZoneName"><code>TimeZoneName</code></a></td><td></td></tr>
<tr><td><code>weeklyGoal</code></td><td><code>integer</code></td><td>Active days a week.</td></tr>
<tr><td><code>language</code></td><td><code>string</code></td><td>The language of the athlete&#x27;s reports (text, Markdown, HTML) as a BCP 47 tag: en, es, es-MX, es_MX, es-419 …; stored as en or es-MX.</td></tr>
<tr><td><code>thresholds</code></td><td><a href="#schema-ThresholdValues"><code>ThresholdValues</code></a></td><td></td></tr>
<tr><td><code>from</code></td><td><a href="#schema-QueryDate"><code>QueryDate</code></a></td><td></td></tr>
<tr><td><code>sport</code></td><td><code>string</code> (cycling, running, swimming, walking, hiking, rowing, strength, yoga, other)</td><td>The sport the thresholds hold for (not weightKg); absent: every sport.</td></tr>
</table>
<h3 id="schema-ThresholdValues"><code>ThresholdValues</code></h3><p>Each in its unit: W (functionalThresholdPower, criticalPower), J (wPrime), bpm, s/km, s/100 m, kg.</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>functionalThresholdPower</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>criticalPower</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>wPrime</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>lactateThresholdHeartRate</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>maxHeartRate</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>restingHeartRate</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>thresholdPaceSecondsPerKm</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>thresholdSwimPaceSecondsPer100m</code></td><td><code>number</code></td><td></td></tr>
<tr><td><code>weightKg</code></td><td><code>number</code></td><td></td></tr>
</table>
<h3 id="schema-AthleteSignUp"><code>AthleteSignUp</code></h3><p>A new athlete: a unique name, any of the profile fields, thresholds (in effect from always), and `token` to mint a token that sees only this athlete.</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>name</code> (always)</td><td><code>string</code></td><td>Unique in the library: letters (any script), digits, spaces and _ - . &#x27; only, starting with a letter, a digit or _, not ending with a space.</td></tr>
<tr><td><code>sex</code></td><td><code>string</code> (M, F)</td><td></td></tr>
<tr><td><code>birthYear</code></td><td><code>integer</code></td><td></td></tr>
<tr><td><code>timeZone</code></td><td><a href="#schema-TimeZoneName"><code>TimeZoneName</code></a></td><td></td></tr>
<tr><td><code>weeklyGoal</code></td><td><code>integer</code></td><td>Active days a week (default 3).</td></tr>
<tr><td><code>language</code></td><td><code>string</code></td><td>The language of the athlete&#x27;s reports (text, Markdown, HTML) as a BCP 47 tag: en, es, es-MX, es_MX, es-419 …; stored as en or es-MX.</td></tr>
<tr><td><code>thresholds</code></td><td><a href="#schema-ThresholdValues"><code>ThresholdValues</code></a></td><td></td></tr>
<tr><td><code>token</code></td><td><code>object</code></td><td>A token for this athlete only, returned once in `apiToken`.</td></tr>
</table>
<h3 id="schema-SignedUpAthlete"><code>SignedUpAthlete</code></h3><p></p>
<p>All of <a href="#schema-Athlete"><code>Athlete</code></a>, and:</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>apiToken</code></td><td><code>object</code></td><td></td></tr>
</table>
<h3 id="schema-TimeZoneName"><code>TimeZoneName</code></h3><p>An IANA time zone (Foundation&#x27;s known identifiers).</p>
<p>One of: Africa/Abidjan, Africa/Accra, Africa/Addis_Ababa, Africa/Algiers, Africa/Asmara, Africa/Bamako, Africa/Bangui, Africa/Banjul, Africa/Bissau, Africa/Blantyre, Africa/Brazzaville, Africa/Bujumbura, Africa/Cairo, Africa/Casablanca, Africa/Ceuta, Africa/Conakry, Africa/Dakar, Africa/Dar_es_Salaam, Africa/Djibouti, Africa/Douala, Africa/El_Aaiun, Africa/Freetown, Africa/Gaborone, Africa/Harare, Africa/Johannesburg, Africa/Juba, Africa/Kampala, Africa/Khartoum, Africa/Kigali, Africa/Kinshasa, Africa/Lagos, Africa/Libreville, Africa/Lome, Africa/Luanda, Africa/Lubumbashi, Africa/Lusaka, Africa/Malabo, Africa/Maputo, Africa/Maseru, Africa/Mbabane …</p>
<h3 id="schema-Deletion"><code>Deletion</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td></td></tr>
<tr><td><code>activities</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>sourceFiles</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>wellnessDays</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>dailyRows</code> (always)</td><td><code>integer</code></td><td></td></tr>
<tr><td><code>recomputedDays</code></td><td><code>integer</code></td><td>Days recomputed after the erasure, from the first day it touched on.</td></tr>
</table>
<h3 id="schema-Upload"><code>Upload</code></h3><p></p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td></td></tr>
<tr><td><code>duplicate</code> (always)</td><td><code>boolean</code></td><td></td></tr>
<tr><td><code>sameRide</code> (always)</td><td><code>integer</code></td><td>Activities that were a ride already stored from another file format.</td></tr>
<tr><td><code>withoutLoad</code> (always)</td><td><code>integer</code></td><td>Activities stored without a training load.</td></tr>
<tr><td><code>activities</code> (always)</td><td>array of <a href="#schema-ActivityRow"><code>ActivityRow</code></a></td><td></td></tr>
<tr><td><code>warnings</code></td><td>array of <code>string</code></td><td>What reading the file or the entries left out or changed (records dropped as garbage, a sport word not known and stored as other…), also stored with each activity; absent when nothing.</td></tr>
</table>
<h3 id="schema-ActivityReport"><code>ActivityReport</code></h3><p>(docs/schema/activity.schema.json)</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>calories</code></td><td><code>number or null</code></td><td>Energy spent. Unit: kcal.</td></tr>
<tr><td><code>caloriesSource</code></td><td><code>string</code></td><td>How calories were found: the device&#x27;s value, from work at 24 % gross efficiency, from heart rate, …</td></tr>
<tr><td><code>device</code></td><td><code>object</code></td><td>What the recording device computed and stored (FIT session), to compare with ours.</td></tr>
<tr><td><code>distanceMeters</code></td><td><code>number or null</code></td><td>A distance. Unit: m.</td></tr>
<tr><td><code>durationSeconds</code> (always)</td><td><code>number or null</code></td><td>A duration: the activity&#x27;s or the week&#x27;s training time, a lap&#x27;s, a best effort&#x27;s window, a planned session&#x27;s. Unit: s.</td></tr>
<tr><td><code>elapsedSeconds</code></td><td><code>number or null</code></td><td>Wall-clock time from the first sample to the last, pauses included. Unit: s.</td></tr>
<tr><td><code>elevationGainMeters</code></td><td><code>number or null</code></td><td>Total ascent. Unit: m.</td></tr>
<tr><td><code>elevationLossMeters</code></td><td><code>number or null</code></td><td>Total descent. Unit: m.</td></tr>
<tr><td><code>filledSeconds</code> (always)</td><td><code>integer</code></td><td>Seconds without a power reading counted as 0 W. Unit: s.</td></tr>
<tr><td><code>heartRate</code></td><td><code>object</code></td><td>Heart-rate metrics: TRIMPs, hrTSS, zones, decoupling.</td></tr>
<tr><td><code>interpolatedSeconds</code> (always)</td><td><code>integer</code></td><td>Seconds of short gaps filled by interpolation. Unit: s.</td></tr>
<tr><td><code>intervalDetection</code></td><td><code>object</code></td><td>How the efforts were found: the channel, the level held and the rule&#x27;s lengths.</td></tr>
<tr><td><code>intervalSets</code></td><td>array of <code>object</code></td><td>Repeated efforts done as one set: similar length, intensity and recoveries.</td></tr>
<tr><td><code>intervals</code></td><td>array of <code>object</code></td><td>The activity&#x27;s sustained efforts, in time order (ActivityIntervals: the rule is in intervalDetection).</td></tr>
<tr><td><code>load</code></td><td><code>number or null</code></td><td>Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit: TSS.</td></tr>
<tr><td><code>loadEstimate</code></td><td><code>string</code></td><td>What the load rests on that was estimated (max HR from age, resting HR assumed …), when anything was.</td></tr>
<tr><td><code>loadSource</code></td><td><code>string</code></td><td>What the load was computed from: power, heartRate, pace, swim, rpe (RPE → IF table), or file (as a workout list gave it).</td></tr>
<tr><td><code>mergedSeconds</code> (always)</td><td><code>integer</code></td><td>Seconds that held more than one sample (merged). Unit: s.</td></tr>
<tr><td><code>movingSeconds</code></td><td><code>number or null</code></td><td>Time moving. Unit: s.</td></tr>
<tr><td><code>nullReasons</code></td><td><code>object</code></td><td>Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or infinite).</td></tr>
<tr><td><code>pauseHandling</code> (always)</td><td><code>string</code></td><td>How pauses enter the metrics: remove (the default) or keep.</td></tr>
<tr><td><code>settingSources</code></td><td><code>object</code></td><td>Where each threshold the load rests on came from (ftp, lthr, maxHeartRate…): option, athlete or file.</td></tr>
<tr><td><code>warnings</code></td><td>array of <code>string</code></td><td>Things worth knowing that did not stop the command.</td></tr>
<tr><td><code>pausedSeconds</code> (always)</td><td><code>number or null</code></td><td>Time paused. Unit: s.</td></tr>
<tr><td><code>power</code></td><td><code>object</code></td><td>Power metrics: NP, IF, TSS, xPower, peaks, zones, W′ balance.</td></tr>
<tr><td><code>running</code></td><td><code>object</code></td><td>Running metrics: rTSS, NGP, speed.</td></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td>The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>sessions</code></td><td>array of <code>object</code></td><td>Sessions: a multisport file&#x27;s legs, a FIT file&#x27;s session messages, or planned sessions.</td></tr>
<tr><td><code>source</code> (always)</td><td><code>string</code></td><td>Where the numbers come from: the file read, the athlete, or for a day&#x27;s load `done` (activities) or `planned`.</td></tr>
<tr><td><code>sport</code></td><td><code>string</code></td><td>The sport, canonical: cycling, running, swimming, walking, hiking, rowing, strength, other …</td></tr>
<tr><td><code>swim</code></td><td><code>object</code></td><td>Pool-swim metrics from the file&#x27;s lengths.</td></tr>
<tr><td><code>timerSeconds</code></td><td><code>number or null</code></td><td>Time the timer ran (pauses left out). Unit: s.</td></tr>
<tr><td><code>workoutCompliance</code></td><td><code>object</code></td><td>How the activity followed the structured workout planned for its day (WorkoutCompliance): where it started, each graded step, the score.</td></tr>
<tr><td><code>beatToBeat</code></td><td><code>object</code></td><td>HRV of the file&#x27;s beat-to-beat (RR) intervals: rMSSD, SDNN, DFA α1 and the heart rates where α1 crosses 0.75 and 0.5.</td></tr>
<tr><td><code>intensityDistribution</code></td><td><code>object</code></td><td>Time in the three intensity zones (below the first threshold, between, above the second) and the polarization index.</td></tr>
<tr><td><code>climbs</code></td><td>array of <code>object</code></td><td>The climbs of the altitude profile: 500 m or more at 3 % or more, found by the rule Climbs states.</td></tr>
</table>
<h3 id="schema-FitnessReport"><code>FitnessReport</code></h3><p>(docs/schema/pmc.schema.json)</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>days</code> (always)</td><td>array of <code>object</code></td><td>One record per day, oldest first.</td></tr>
<tr><td><code>nullReasons</code></td><td><code>object</code></td><td>Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or infinite).</td></tr>
<tr><td><code>parameters</code> (always)</td><td><code>object</code></td><td>The model&#x27;s parameters (PMC time constants and start values, or Banister&#x27;s fit).</td></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td>The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>source</code> (always)</td><td><code>string</code></td><td>Where the numbers come from: the file read, the athlete, or for a day&#x27;s load `done` (activities) or `planned`.</td></tr>
<tr><td><code>summary</code> (always)</td><td><code>object</code></td><td>The last day&#x27;s state and totals.</td></tr>
</table>
<h3 id="schema-WeekReport"><code>WeekReport</code></h3><p>(docs/schema/week.schema.json)</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>activeDays</code> (always)</td><td><code>integer</code></td><td>Days this week with at least one workout. Unit: days.</td></tr>
<tr><td><code>activeDaysInARow</code> (always)</td><td><code>integer</code></td><td>The run of consecutive active days alive on the day (yesterday&#x27;s, while today has no workout yet). Unit: days.</td></tr>
<tr><td><code>activeWeekdays</code> (always)</td><td>array of <code>boolean</code></td><td>Whether each day of the week (Monday first) had a workout.</td></tr>
<tr><td><code>asOf</code> (always)</td><td><code>string</code></td><td>The day the document is as of: today within the week, else its Sunday (a past week) or Monday (a week to come).</td></tr>
<tr><td><code>bySport</code> (always)</td><td>array of <code>object</code></td><td>Per sport: this week, the previous week and the 4-week average.</td></tr>
<tr><td><code>dailyLoads</code> (always)</td><td>array of <code>number or null</code></td><td>Load per day, Monday first (a week), or per day of a plan. Unit: TSS.</td></tr>
<tr><td><code>daysLeft</code> (always)</td><td><code>integer</code></td><td>Days of the week after the day asked (0 from Sunday on). Unit: days.</td></tr>
<tr><td><code>goal</code> (always)</td><td><code>integer</code></td><td>The weekly goal in active days. Unit: days.</td></tr>
<tr><td><code>goalMet</code> (always)</td><td><code>boolean</code></td><td>Whether this week&#x27;s active days reached the goal.</td></tr>
<tr><td><code>goalPercent</code> (always)</td><td><code>number or null</code></td><td>min(active days, goal) ÷ goal × 100. Unit: %.</td></tr>
<tr><td><code>goalState</code> (always)</td><td><code>string</code> (met, inProgress, missed)</td><td>met (the goal reached), inProgress (days left can still reach it) or missed, as of the day asked.</td></tr>
<tr><td><code>goalStreakWeeks</code> (always)</td><td><code>integer</code></td><td>Weeks in a row, ending with this one, with the goal met. Unit: weeks.</td></tr>
<tr><td><code>nullReasons</code></td><td><code>object</code></td><td>Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or infinite).</td></tr>
<tr><td><code>plan</code></td><td><code>object</code></td><td>Planned against done this week.</td></tr>
<tr><td><code>plannedWorkouts</code></td><td>array of <code>object</code></td><td>The week&#x27;s structured workouts: date, sport, planned load and duration, text, and the activity graded with its complianceScore.</td></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td>The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>source</code> (always)</td><td><code>string</code></td><td>Where the numbers come from: the file read, the athlete, or for a day&#x27;s load `done` (activities) or `planned`.</td></tr>
<tr><td><code>timeZone</code> (always)</td><td><code>string</code></td><td>The athlete&#x27;s IANA time zone (Europe/Berlin): decides the local day of each activity and the week&#x27;s Monday.</td></tr>
<tr><td><code>totals</code> (always)</td><td><code>object</code></td><td>All sports: this week, the previous week and the 4-week average.</td></tr>
<tr><td><code>weekStart</code> (always)</td><td><code>string</code></td><td>The week&#x27;s Monday (the athlete&#x27;s local calendar).</td></tr>
</table>
<h3 id="schema-PlanCompliance"><code>PlanCompliance</code></h3><p>Planned against done this week. (docs/schema/week.schema.json, plan)</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>doneLoad</code> (always)</td><td><code>number or null</code></td><td>Load done. Unit: TSS.</td></tr>
<tr><td><code>doneSeconds</code> (always)</td><td><code>number or null</code></td><td>Duration done. Unit: s.</td></tr>
<tr><td><code>doneSessions</code> (always)</td><td><code>integer</code></td><td>Sessions done. Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>plannedLoad</code> (always)</td><td><code>number or null</code></td><td>Load planned. Unit: TSS.</td></tr>
<tr><td><code>plannedSeconds</code> (always)</td><td><code>number or null</code></td><td>Duration planned. Unit: s.</td></tr>
<tr><td><code>plannedSessions</code> (always)</td><td><code>integer</code></td><td>Planned sessions (added from plan.csv, or planned in the week). Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>weekStart</code> (always)</td><td><code>string</code></td><td>The week&#x27;s Monday (the athlete&#x27;s local calendar).</td></tr>
</table>
<h3 id="schema-WellnessReport"><code>WellnessReport</code></h3><p>(docs/schema/wellness.schema.json)</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>days</code> (always)</td><td>array of <code>object</code></td><td>One record per day, oldest first.</td></tr>
<tr><td><code>nullReasons</code></td><td><code>object</code></td><td>Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or infinite).</td></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td>The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>source</code> (always)</td><td><code>string</code></td><td>Where the numbers come from: the file read, the athlete, or for a day&#x27;s load `done` (activities) or `planned`.</td></tr>
<tr><td><code>hrvKind</code></td><td><code>string</code> (rmssd, sdnn)</td><td>The HRV recovery is scored on: rmssd, or sdnn when no day has an rMSSD (Apple Health&#x27;s HRV); one kind per history, never mixed.</td></tr>
</table>
<h3 id="schema-WeeklyProgressReport"><code>WeeklyProgressReport</code></h3><p>(docs/schema/report-weekly.schema.json)</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>activeDays</code> (always)</td><td><code>integer</code></td><td>Days this week with at least one workout. Unit: days.</td></tr>
<tr><td><code>activeDaysInARow</code> (always)</td><td><code>integer</code></td><td>The run of consecutive active days alive on the day (yesterday&#x27;s, while today has no workout yet). Unit: days.</td></tr>
<tr><td><code>asOf</code> (always)</td><td><code>string</code></td><td>The day the document is as of: today within the week, else its Sunday (a past week) or Monday (a week to come).</td></tr>
<tr><td><code>athlete</code> (always)</td><td><code>string</code></td><td>The athlete&#x27;s name (or the id given).</td></tr>
<tr><td><code>bestEfforts</code> (always)</td><td>array of <code>object</code></td><td>Mean-max powers set this week that beat the previous 365 days.</td></tr>
<tr><td><code>bySport</code> (always)</td><td>array of <code>object</code></td><td>Per sport: this week, the previous week and the 4-week average.</td></tr>
<tr><td><code>days</code> (always)</td><td>array of <code>object</code></td><td>One record per day, oldest first.</td></tr>
<tr><td><code>daysLeft</code> (always)</td><td><code>integer</code></td><td>Days of the week after the day asked (0 from Sunday on). Unit: days.</td></tr>
<tr><td><code>fitness</code></td><td><code>object</code></td><td>CTL, ATL, TSB and their last 6 week-ends.</td></tr>
<tr><td><code>goal</code> (always)</td><td><code>integer</code></td><td>The weekly goal in active days. Unit: days.</td></tr>
<tr><td><code>goalMet</code> (always)</td><td><code>boolean</code></td><td>Whether this week&#x27;s active days reached the goal.</td></tr>
<tr><td><code>goalPercent</code> (always)</td><td><code>number or null</code></td><td>min(active days, goal) ÷ goal × 100. Unit: %.</td></tr>
<tr><td><code>goalState</code> (always)</td><td><code>string</code> (met, inProgress, missed)</td><td>met (the goal reached), inProgress (days left can still reach it) or missed, as of the day asked.</td></tr>
<tr><td><code>goalStreakWeeks</code> (always)</td><td><code>integer</code></td><td>Weeks in a row, ending with this one, with the goal met. Unit: weeks.</td></tr>
<tr><td><code>lastDataDate</code></td><td><code>string</code></td><td>The last day with stored data on or before the day asked.</td></tr>
<tr><td><code>nextEvent</code></td><td><code>object</code></td><td>The first event after the day asked.</td></tr>
<tr><td><code>notableTrends</code> (always)</td><td>array of <code>object</code></td><td>Slopes over the last 42 days with p &lt; 0.05.</td></tr>
<tr><td><code>nullReasons</code></td><td><code>object</code></td><td>Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or infinite).</td></tr>
<tr><td><code>plan</code></td><td><code>object</code></td><td>Planned against done this week.</td></tr>
<tr><td><code>plannedWorkouts</code></td><td>array of <code>object</code></td><td>The week&#x27;s structured workouts: date, sport, planned load and duration, text, and the activity graded with its complianceScore.</td></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td>The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>timeZone</code> (always)</td><td><code>string</code></td><td>The athlete&#x27;s IANA time zone (Europe/Berlin): decides the local day of each activity and the week&#x27;s Monday.</td></tr>
<tr><td><code>totals</code> (always)</td><td><code>object</code></td><td>All sports: this week, the previous week and the 4-week average.</td></tr>
<tr><td><code>weekEnd</code> (always)</td><td><code>string</code></td><td>The week&#x27;s Sunday.</td></tr>
<tr><td><code>weekStart</code> (always)</td><td><code>string</code></td><td>The week&#x27;s Monday (the athlete&#x27;s local calendar).</td></tr>
<tr><td><code>wellness</code> (always)</td><td><code>object</code></td><td>The week&#x27;s wellness averages.</td></tr>
</table>
<h3 id="schema-CalendarReport"><code>CalendarReport</code></h3><p>(docs/schema/report-calendar.schema.json)</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (always)</td><td><code>string</code></td><td>The athlete&#x27;s name (or the id given).</td></tr>
<tr><td><code>monthStart</code> (always)</td><td><code>string</code></td><td>The month&#x27;s first day.</td></tr>
<tr><td><code>nullReasons</code></td><td><code>object</code></td><td>Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or infinite).</td></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td>The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>timeZone</code> (always)</td><td><code>string</code></td><td>The athlete&#x27;s IANA time zone (Europe/Berlin): decides the local day of each activity and the week&#x27;s Monday.</td></tr>
<tr><td><code>weeks</code> (always)</td><td>array of <code>object</code></td><td>One record per week.</td></tr>
</table>
<h3 id="schema-Dashboard"><code>Dashboard</code></h3><p>(docs/schema/dashboard.schema.json)</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (always)</td><td><code>string</code></td><td>The athlete&#x27;s name (or the id given).</td></tr>
<tr><td><code>bestEfforts</code> (always)</td><td>array of <code>object</code></td><td>Mean-max powers set this week that beat the previous 365 days.</td></tr>
<tr><td><code>date</code> (always)</td><td><code>string</code></td><td>The local calendar day (YYYY-MM-DD, the athlete&#x27;s time zone).</td></tr>
<tr><td><code>nullReasons</code></td><td><code>object</code></td><td>Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or infinite).</td></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td>The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>timeZone</code> (always)</td><td><code>string</code></td><td>The athlete&#x27;s IANA time zone (Europe/Berlin): decides the local day of each activity and the week&#x27;s Monday.</td></tr>
<tr><td><code>today</code></td><td><code>object</code></td><td>The day&#x27;s state.</td></tr>
<tr><td><code>week</code> (always)</td><td><code>object</code></td><td>This week&#x27;s progress.</td></tr>
</table>
<h3 id="schema-PlanReport"><code>PlanReport</code></h3><p>(docs/schema/plan.schema.json)</p>
<table><tr><th>field</th><th>type</th><th>about</th></tr>
<tr><td><code>athlete</code> (always)</td><td><code>string</code></td><td>The athlete&#x27;s name (or the id given).</td></tr>
<tr><td><code>compliance</code> (always)</td><td>array of <code></code></td><td>Planned against done, week by week.</td></tr>
<tr><td><code>days</code> (always)</td><td>array of <code>object</code></td><td>One record per day, oldest first.</td></tr>
<tr><td><code>events</code> (always)</td><td>array of <code>object</code></td><td>Planned events (races), each with its targets and projection.</td></tr>
<tr><td><code>from</code> (always)</td><td><code>string</code></td><td>First day of a range, or the first day a threshold applies (absent: always).</td></tr>
<tr><td><code>nullReasons</code></td><td><code>object</code></td><td>Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or infinite).</td></tr>
<tr><td><code>schemaVersion</code> (always)</td><td><code></code></td><td>The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a count, ratio or index).</td></tr>
<tr><td><code>solution</code></td><td><code>object</code></td><td>The load plan solved for the next A event.</td></tr>
<tr><td><code>startATL</code> (always)</td><td><code>number or null</code></td><td>ATL likewise. Unit: TSS/day.</td></tr>
<tr><td><code>startCTL</code> (always)</td><td><code>number or null</code></td><td>CTL at the end of the day before the projection. Unit: TSS/day.</td></tr>
</table>
</body></html>
"""#
}
#endif
