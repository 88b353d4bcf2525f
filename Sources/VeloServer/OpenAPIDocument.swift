// swift-format-ignore-file
#if Server
// Built with the Server package trait (Package.swift).
// Generated from docs/openapi.yaml by scripts/gen-openapi-swift.sh (make openapi). Do not edit.

/// The OpenAPI 3.1 document served at `/openapi.yaml`.
public enum OpenAPIDocument {
  public static let yaml = #"""
openapi: 3.1.0
info:
  title: veloscore API
  version: 0.6.0
  summary: Training load, fitness, wellness and weekly progress over a veloscore athlete library.
  description: |
    `veloscore serve` answers with exactly the JSON documents the CLI prints with `--json`
    (schemaVersion 2: docs/schema/, the vocabulary in docs/schema/vocabulary.json): a list
    is `{"items": [...], "schemaVersion": 2}`, never a bare array. Names in paths are athlete names (or ids) as in the CLI.
    Every `/v1` route needs `Authorization: Bearer <token>` (`veloscore token create`):
    no or an unknown token is 401; a token for another athlete gets 404 (existence is
    not told); a read-only token on an upload gets 403. Errors are
    `{"error": "...", "detail": "...", "schemaVersion": 2}`. One answer of every operation from a
    real run is in docs/api-examples/ (and under each operation on `/docs`); the documents are
    language-free, and `/v1/labels?lang=` gives the words for their identifiers.

    Every 200 carries a weak `ETag` (W/"…", from the document's bytes); a `GET` with
    `If-None-Match` naming it is 304 with no body, so an app polling a dashboard downloads it
    only when it changed. With `Accept-Encoding: gzip` a body over 1 KB comes
    `Content-Encoding: gzip` (`Vary: Accept-Encoding`). An athlete's documents are answered
    from the server's memory (`serve --cache-mb`) until anything they show changes, by any
    process on the library; the answer is the same bytes a fresh build would give.

    Every `POST` that stores (activities, workouts, wellness, plan sessions and events) takes an
    `Idempotency-Key` header: a retry with the same key stores nothing more and gets the first
    answer again (`Idempotent-Replayed: true`); the same key with another body is 422, while the
    first still runs 409 (an upload: 429 when the token already has its uploads in).

    Limits the server enforces: uploads at most 32 MiB (413), a gzip upload inflates at
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
servers:
  - url: http://127.0.0.1:8080
security:
  - bearer: []
paths:
  /healthz:
    get:
      operationId: health
      summary: Liveness (no token).
      security: []
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The server runs.
          content:
            application/json:
              schema:
                type: object
                required: [status]
                properties:
                  status: {type: string, const: ok}
  /openapi.yaml:
    get:
      operationId: openAPIDocument
      summary: This document (no token).
      security: []
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The OpenAPI document.
          content:
            application/yaml:
              schema: {type: string}
  /docs:
    get:
      operationId: apiDocsPage
      summary: This document as a page for people (no token; static HTML, no script).
      security: []
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
  /v1/labels:
    get:
      operationId: getLabels
      summary: 'The words for the identifiers the documents carry (sports, zones, channels, recovery and goal states…), in one language.'
      description: |
        The JSON documents are language-free (the same in every language, cached and compared as such); an app
        shows their identifiers with these words: `labels.sport.cycling` is "ciclismo" in es-MX. They are the
        catalogue's, the same the text, Markdown and HTML reports use; an identifier without a label is shown as it is.
      parameters:
        - {name: lang, in: query, required: false, description: "A BCP 47 tag (en, en-US, es, es-MX, es_MX, es-419). Default: the request's Accept-Language, else English.", schema: {type: string, pattern: '^([Ee][Nn]|[Ee][Ss])([-_][A-Za-z0-9]{1,8}){0,2}$'}}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The labels, group by group.
          content:
            application/json:
              schema:
                type: object
                required: [schemaVersion, language, labels]
                properties:
                  schemaVersion: {const: 2}
                  language: {type: string, enum: [en, es-MX]}
                  labels:
                    type: object
                    description: Group (sport, zoneName, channelName, recoveryState, loadSource, caloriesSource, lapSource, trendMetric, cpModel, wbalModel, threshold, raceDistance, phase, languageName, goalState) → identifier → words.
                    additionalProperties: {type: object, additionalProperties: {type: string}}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
  /v1/athletes:
    get:
      operationId: listAthletes
      summary: The athletes the token may see (one, or all for a coach's token).
      parameters:
        - {$ref: '#/components/parameters/PageLimit'}
        - {$ref: '#/components/parameters/PageCursor'}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: Athletes with their thresholds in effect.
          content:
            application/json:
              schema:
                type: object
                required: [items, schemaVersion]
                properties:
                  items: {type: array, items: {$ref: '#/components/schemas/Athlete'}}
                  next: {type: string, description: The cursor of the next page; absent on the last page.}
                  schemaVersion: {const: 2}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
    post:
      operationId: signUpAthlete
      summary: 'Sign an athlete up (a coach''s write token): profile, thresholds and, with `token`, a token that sees only this athlete.'
      description: |
        One transaction: the athlete, the thresholds (in effect from always) and the token, or nothing. The token's
        secret is in this answer only (`apiToken.token`); such an answer is `Cache-Control: no-store` and is never
        kept for an `Idempotency-Key`, so a repeat is 409 (the name is taken) — mint another token with
        `POST /v1/tokens`. A sign-up without `token` is kept and replayed as any write.
      parameters:
        - {$ref: '#/components/parameters/IdempotencyKey'}
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/AthleteSignUp'}
      responses:
        '201':
          description: Created; the athlete as `GET /v1/athletes/{athlete}` shows it, and the token when asked for.
          headers:
            Location: {schema: {type: string}, description: The athlete's path.}
          content:
            application/json:
              schema: {$ref: '#/components/schemas/SignedUpAthlete'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '409':
          description: An athlete has this name, or a request with this `Idempotency-Key` is still running.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Error'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: getAthlete
      summary: One athlete, as `athlete show --json`.
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The athlete.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Athlete'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
    patch:
      operationId: editAthlete
      summary: Change the profile and dated thresholds, as `athlete set`; activities rescored from the thresholds' date, days recomputed.
      description: A new time zone moves activities without a written offset to their new local days. Weight holds for every sport.
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/AthleteEdit'}
      responses:
        '200':
          description: The athlete as `GET` shows it now.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Athlete'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
    delete:
      operationId: deleteAthlete
      summary: Erase the athlete and everything stored for them, as `delete athlete NAME --yes`.
      description: |
        Thresholds, files, activities and their samples, readings, computed days, plans and the athlete's tokens go,
        by cascading foreign keys with SQLite's `secure_delete` (freed pages overwritten) and the WAL checkpointed, so
        no copy stays in the library. A write token: the athlete's own (their right to erasure) or a coach's.
      responses:
        '200':
          description: What was erased.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/DeletionSummary'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/sources:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: listSources
      summary: The files ingested for the athlete (uploads included), as `sources --json`.
      parameters:
        - {$ref: '#/components/parameters/PageLimit'}
        - {$ref: '#/components/parameters/PageCursor'}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The files.
          content:
            application/json:
              schema:
                type: object
                required: [items, schemaVersion]
                properties:
                  schemaVersion: {const: 2}
                  items: {type: array, items: {$ref: '#/components/schemas/SourceFile'}}
                  next: {type: string, description: The cursor of the next page; absent on the last page.}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
  /v1/athletes/{athlete}/sources/{sha256}:
    parameters:
      - $ref: '#/components/parameters/Athlete'
      - {name: sha256, in: path, required: true, schema: {type: string, pattern: '^[0-9a-f]{8,64}$'}, description: 'The file''s SHA-256, or a prefix of 8 or more hex digits only it has.'}
    delete:
      operationId: deleteSource
      summary: Erase one ingested file and every activity it brought, as `delete source --yes`; the days are recomputed.
      description: |
        Files that were the same rides in another format are forgotten with it (so they can come back). A wellness
        file is 422: its readings are merged by day with others, so only erasing the athlete takes them back.
      responses:
        '200':
          description: What was erased.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/DeletionSummary'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/activities:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: listActivities
      summary: A page of stored activities, the latest first as pages go and in date order within one, as `activities --last N --json`.
      description: |
        Without `limit`, a page holds the latest 100 matches. While older ones match, the page carries `next`: pass it
        as `cursor` (with the same filters) for the page before it; the last page has none. A cursor marks a place in the
        date order, so activities added or removed meanwhile neither repeat nor skip the ones before it.
      parameters:
        - {name: since, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}, description: First local date.}
        - {name: until, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}, description: Last local date.}
        - {name: sport, in: query, required: false, schema: {type: string}, description: 'Only this sport (synonyms such as Ride work).'}
        - {name: limit, in: query, required: false, schema: {type: integer, minimum: 1, maximum: 100000, default: 100}, description: 'The page size: the latest N matches (before `cursor`).'}
        - {name: cursor, in: query, required: false, schema: {type: string, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$'}, description: "A page's `next`: the matches before that page. Any other string is 400."}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The activities.
          content:
            application/json:
              schema:
                type: object
                required: [items, schemaVersion]
                properties:
                  items: {type: array, items: {$ref: '#/components/schemas/ActivityRow'}}
                  next: {type: string, description: The cursor of the page before this one; absent on the last page.}
                  schemaVersion: {const: 2}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
    post:
      operationId: uploadActivity
      summary: Store one activity file (FIT, TCX, GPX or CSV; gzip-compressed too), as `ingest`.
      description: |
        The body is the file itself, at most 32 MiB. One transaction: a file that fails
        leaves nothing. Identical bytes stored before answer 200 with `duplicate: true`.
      parameters:
        - {name: name, in: query, required: false, schema: {type: string, maxLength: 200}, description: 'The file name, used in messages (default: upload).'}
        - {$ref: '#/components/parameters/IdempotencyKey'}
      requestBody:
        required: true
        content:
          application/octet-stream:
            schema: {type: string, format: binary}
      responses:
        '201':
          description: Stored; the activities the file gave.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Upload'}
        '200':
          description: The same bytes were stored before.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Upload'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '409': {$ref: '#/components/responses/InProgress'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '429': {$ref: '#/components/responses/TooManyUploads'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/activities/{id}:
    parameters:
      - $ref: '#/components/parameters/Athlete'
      - {name: id, in: path, required: true, schema: {type: integer, format: int64}, example: 1, description: Activity id.}
    get:
      operationId: getActivity
      summary: One stored activity as scored at ingest, as `activity ID --json`.
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The activity report.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/ActivityReport'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
    patch:
      operationId: editActivity
      summary: Change the activity's name, notes, sport or session RPE, as `activity set ID`; its load and the days are recomputed.
      description: |
        A new sport rescores the activity with that sport's thresholds; an RPE scores a workout without samples on
        the TSS scale (and is the fallback load of one with samples), Foster's RPE × minutes kept beside. A load or
        calories a workout list gave are kept. `null` clears name, notes or RPE; any other field is 400.
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/ActivityEdit'}
      responses:
        '200':
          description: The activity as stored now, as `activities --json` lists it.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/ActivityRow'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
    delete:
      operationId: deleteActivity
      summary: Erase the activity and its samples (`secure_delete`), as `delete activity ID`; the days are recomputed.
      responses:
        '200':
          description: What was erased, as `delete activity ID --json`.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Deletion'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/workouts:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    post:
      operationId: logWorkout
      summary: Store a hand-logged workout (the apps' main input), as a one-row workout list would be.
      description: |
        The same checks, RPE scale (an RPE without a load becomes a TSS-scale load; Foster's RPE × minutes kept
        beside) and calorie estimate as a workout list. The same workout sent again is 200 `duplicate: true`, so a
        retried request stores once; two identical sessions on one day need a `start` time or a `name` apart.
      parameters:
        - {$ref: '#/components/parameters/IdempotencyKey'}
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Workout'}
      responses:
        '201':
          description: Stored; the activity it became.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Upload'}
        '200':
          description: The same workout was stored before.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Upload'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '409':
          description: The day would stretch the athlete's history past 50 years (is a year mistyped?), or a request with this `Idempotency-Key` is still running.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Error'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/pmc:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: getPMC
      summary: CTL/ATL/TSB over the stored history, as `pmc --json`; `from`/`to` limit the days listed.
      parameters:
        - {name: from, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}}
        - {name: to, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The fitness report.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/FitnessReport'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
  /v1/athletes/{athlete}/week:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: getWeek
      summary: Weekly progress Monday–Sunday in the athlete's zone, as `week --json`.
      parameters:
        - {name: date, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}, description: "Any day of the week (default: the athlete's today); the goal's status is as of today within that week (`asOf`)."}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The week.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/WeekReport'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
  /v1/athletes/{athlete}/wellness:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: getWellness
      summary: Recovery, sleep need, debt and performance, as `wellness --json`, the last `days` days.
      parameters:
        - {name: days, in: query, required: false, schema: {type: integer, minimum: 1, maximum: 36500, default: 14}}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The wellness report.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/WellnessReport'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
    post:
      operationId: logWellness
      summary: Store one morning's readings (sleep in seconds), merged into that day as a wellness file's row is.
      description: A reading given replaces the one stored for that day; the same readings again are 200 `duplicate`.
      parameters:
        - {$ref: '#/components/parameters/IdempotencyKey'}
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/WellnessEntry'}
      responses:
        '201':
          description: Stored; the day as `GET …/wellness` shows it.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/WellnessStored'}
        '200':
          description: The same readings were stored before.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/WellnessStored'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '409':
          description: The day would stretch the athlete's history past 50 years (is a year mistyped?), or a request with this `Idempotency-Key` is still running.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Error'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/wellness/{date}:
    parameters:
      - $ref: '#/components/parameters/Athlete'
      - {name: date, in: path, required: true, schema: {$ref: '#/components/schemas/QueryDate'}, description: The day.}
    delete:
      operationId: deleteWellnessDay
      summary: Erase one day's readings (`secure_delete`); the days are recomputed.
      responses:
        '200':
          description: What was erased.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Deletion'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/dashboard:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: getDashboard
      summary: 'One call for a home screen: CTL/ATL/TSB and recovery on the day asked (default today), this week against the goal as of that day, new bests, the next event.'
      parameters:
        - {name: date, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}, description: "The day (default: the athlete's today in their time zone). A day after the last with data is carried on with no load (CTL and ATL decay); its readings are missing."}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The dashboard.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Dashboard'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
  /v1/athletes/{athlete}/reports/weekly:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: getWeeklyReport
      summary: The weekly progress report, as `report weekly --format json|html`.
      parameters:
        - {name: format, in: query, required: false, schema: {type: string, enum: [json, html], default: json}}
        - {name: date, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}, description: "Any day of the week (default: the athlete's today). The report is as of today within that week (`asOf`)."}
        - {name: lang, in: query, required: false, description: "The HTML's language as a BCP 47 tag (en, en-US, es, es-MX, es_MX, es-419). Default: the athlete's, else the request's Accept-Language, else English. JSON is the same in every language.", schema: {type: string, pattern: '^([Ee][Nn]|[Ee][Ss])([-_][A-Za-z0-9]{1,8}){0,2}$'}}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The report.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/WeeklyProgressReport'}
            text/html:
              schema: {type: string}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
  /v1/athletes/{athlete}/reports/calendar:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: getCalendarReport
      summary: 'The month calendar (weeks Monday to Sunday: activities, planned sessions, events, rest days, weekly totals), as `report calendar --format json|html`.'
      parameters:
        - {name: month, in: query, required: false, description: "The month, YYYY-MM, 1950…2100 (default: the month of the latest activity, else the athlete's this month).", schema: {type: string, pattern: '^(19[5-9][0-9]|20[0-9]{2}|2100)-(0[1-9]|1[0-2])$'}}
        - {name: format, in: query, required: false, schema: {type: string, enum: [json, html], default: json}}
        - {name: lang, in: query, required: false, description: "The HTML's language as a BCP 47 tag (en, en-US, es, es-MX, es_MX, es-419). Default: the athlete's, else the request's Accept-Language, else English. JSON is the same in every language.", schema: {type: string, pattern: '^([Ee][Nn]|[Ee][Ss])([-_][A-Za-z0-9]{1,8}){0,2}$'}}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The calendar (docs/schema/report-calendar.schema.json).
          content:
            application/json:
              schema: {$ref: '#/components/schemas/CalendarReport'}
            text/html:
              schema: {type: string}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
  /v1/athletes/{athlete}/plan:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: getPlan
      summary: The plan projected to each event and the build and taper for the next A event, as `plan show --format json`.
      parameters:
        - {name: from, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}, description: 'First projected day (default: the athlete''s today in their time zone).'}
        - {name: maxRamp, in: query, required: false, schema: {type: number, exclusiveMinimum: 0, maximum: 30}, description: 'Steepest build allowed, CTL points per week (default 7).'}
        - {name: taperDays, in: query, required: false, schema: {type: integer, minimum: 1, maximum: 42}, description: 'Days of taper before the A event (default 7).'}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The plan document (docs/schema/plan.schema.json).
          content:
            application/json:
              schema: {$ref: '#/components/schemas/PlanReport'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
  /v1/athletes/{athlete}/plan/sessions:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: listPlannedSessions
      summary: Planned sessions in date order, with their structured workouts.
      parameters:
        - {name: from, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}, description: First day.}
        - {name: through, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}, description: Last day.}
        - {$ref: '#/components/parameters/PageLimit'}
        - {$ref: '#/components/parameters/PageCursor'}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The sessions.
          content:
            application/json:
              schema:
                type: object
                required: [items, schemaVersion]
                properties:
                  schemaVersion: {const: 2}
                  items: {type: array, items: {$ref: '#/components/schemas/PlannedSession'}}
                  next: {type: string, description: The cursor of the next page; absent on the last page.}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
    post:
      operationId: addPlannedSession
      summary: Plan a session, as `plan add`; a structured workout's load and duration fill those not given.
      description: |
        The load and duration of a session with a workout and without them come from its steps with the athlete's
        thresholds on that day (the load the session would score if done as prescribed). The same session again is 200
        with the one stored (a retried request stores once). 422 for a workout of more than 1,000 steps with its repeats
        written out or 24 h of timed steps, or a planned load past 10,000. Activities of that day are graded against the
        workout (`workoutCompliance` of `GET …/activities/{id}`; `plannedWorkouts` of `GET …/week`).
      parameters:
        - {$ref: '#/components/parameters/IdempotencyKey'}
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/PlannedSessionEntry'}
      responses:
        '201':
          description: Stored.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/PlannedSession'}
        '200':
          description: The same session was stored before.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/PlannedSession'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '409': {$ref: '#/components/responses/InProgress'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/plan/sessions/{id}:
    parameters:
      - $ref: '#/components/parameters/Athlete'
      - {name: id, in: path, required: true, schema: {type: integer, format: int64}, example: 1, description: Planned session id.}
    delete:
      operationId: deletePlannedSession
      summary: Remove one planned session, as `plan remove --session ID`.
      responses:
        '200':
          description: What was removed.
          content:
            application/json:
              schema:
                type: object
                required: [athlete, removed, session, schemaVersion]
                properties:
                  schemaVersion: {const: 2}
                  athlete: {type: string}
                  removed: {type: integer}
                  session: {type: integer}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/plan/events:
    parameters:
      - $ref: '#/components/parameters/Athlete'
    get:
      operationId: listEvents
      summary: The athlete's events (races and tests) in date order, as `plan list --json` lists them.
      parameters:
        - {name: from, in: query, required: false, schema: {$ref: '#/components/schemas/QueryDate'}, description: First day.}
        - {$ref: '#/components/parameters/PageLimit'}
        - {$ref: '#/components/parameters/PageCursor'}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The events.
          content:
            application/json:
              schema:
                type: object
                required: [items, schemaVersion]
                properties:
                  schemaVersion: {const: 2}
                  items: {type: array, items: {$ref: '#/components/schemas/PlanEvent'}}
                  next: {type: string, description: The cursor of the next page; absent on the last page.}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '404': {$ref: '#/components/responses/NotFound'}
    post:
      operationId: addEvent
      summary: Add an event, as `plan event`; the projection (`GET …/plan`) peaks and tapers for the next A event.
      description: |
        The same event again is 200 with the one stored (a retried request stores once). 422 for fields that cannot
        go together: a `tsbLow` above `tsbHigh`, a `targetSeconds` no one runs over `distanceMeters`, or a name of
        spaces only or with a noncharacter code point. A date before the athlete's today is kept (a past race on record).
      parameters:
        - {$ref: '#/components/parameters/IdempotencyKey'}
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/PlanEventEntry'}
      responses:
        '201':
          description: Stored.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/PlanEvent'}
        '200':
          description: The same event was stored before.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/PlanEvent'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '409': {$ref: '#/components/responses/InProgress'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/athletes/{athlete}/plan/events/{id}:
    parameters:
      - $ref: '#/components/parameters/Athlete'
      - {name: id, in: path, required: true, schema: {type: integer, format: int64}, example: 1, description: Event id.}
    delete:
      operationId: deleteEvent
      summary: Remove one event, as `plan remove --event ID`.
      responses:
        '200':
          description: What was removed.
          content:
            application/json:
              schema:
                type: object
                required: [athlete, removed, event, schemaVersion]
                properties:
                  schemaVersion: {const: 2}
                  athlete: {type: string}
                  removed: {type: integer}
                  event: {type: integer}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/tokens:
    get:
      operationId: listTokens
      summary: Every token (never the tokens themselves), as `token list --json`; a coach's token.
      parameters:
        - {$ref: '#/components/parameters/PageLimit'}
        - {$ref: '#/components/parameters/PageCursor'}
      responses:
        '304': {$ref: '#/components/responses/NotModified'}
        '200':
          description: The tokens.
          content:
            application/json:
              schema:
                type: object
                required: [items, schemaVersion]
                properties:
                  schemaVersion: {const: 2}
                  items: {type: array, items: {$ref: '#/components/schemas/TokenRow'}}
                  next: {type: string, description: The cursor of the next page; absent on the last page.}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
    post:
      operationId: createToken
      summary: Create a token for an athlete (or, without `athlete`, a coach's), as `token create --json`; a coach's write token.
      description: |
        The token is in this answer only; the library keeps its SHA-256. An unknown athlete is 404. An
        `Idempotency-Key` is not honoured here: keeping the answer would keep the secret (a retry makes a second
        token, which `DELETE /v1/tokens/{id}` revokes).
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/TokenEntry'}
      responses:
        '201':
          description: The token, shown this once.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/CreatedToken'}
        '400': {$ref: '#/components/responses/BadRequest'}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '413': {$ref: '#/components/responses/TooLarge'}
        '422': {$ref: '#/components/responses/Unprocessable'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
  /v1/tokens/{id}:
    parameters:
      - {name: id, in: path, required: true, schema: {type: integer, format: int64}, example: 1, description: Token id.}
    delete:
      operationId: revokeToken
      summary: Revoke a token, as `token revoke ID --json`; a coach's write token (its own too).
      responses:
        '200':
          description: The token revoked.
          content:
            application/json:
              schema:
                type: object
                required: [revoked, schemaVersion]
                properties:
                  schemaVersion: {const: 2}
                  revoked: {type: integer}
        '401': {$ref: '#/components/responses/Unauthorized'}
        '403': {$ref: '#/components/responses/Forbidden'}
        '404': {$ref: '#/components/responses/NotFound'}
        '503': {$ref: '#/components/responses/Unavailable'}
        '507': {$ref: '#/components/responses/InsufficientStorage'}
components:
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
      description: A token from `veloscore token create` (shown once; only its SHA-256 is stored).
  parameters:
    PageLimit:
      name: limit
      in: query
      required: false
      schema: {type: integer, minimum: 1, maximum: 1000, default: 100}
      description: 'The page size. A page of more has `next`, the cursor of the page after it.'
    PageCursor:
      name: cursor
      in: query
      required: false
      schema: {type: string, maxLength: 1000, pattern: '^[A-Za-z0-9_-]+$'}
      description: |
        A page's `next` (with the same filters): the items after that page. A cursor marks a place in the list's
        order, so items added or removed meanwhile neither repeat nor skip the ones after it. Any other string,
        or the `next` of another list, is 400.
    Athlete:
      name: athlete
      in: path
      required: true
      description: "Athlete name or id, percent-encoded as URLs are (`luc%C3%ADa`, `Ana%20Mar%C3%ADa`, `O%27Brien`): the server decodes it."
      example: athlete-01
      schema: {type: string, minLength: 1}
    IdempotencyKey:
      name: Idempotency-Key
      in: header
      required: false
      description: |
        Any unique string (a UUID, say), 1–255 visible ASCII characters. A request sent again with the same key
        (a retry after a lost answer) stores nothing more and gets the first answer again, with
        `Idempotent-Replayed: true`. Keys are per token and kept for a day; a failed request keeps nothing, and a
        delete of the athlete's records forgets the athlete's kept answers (an id in them may be gone).
      schema: {type: string, minLength: 1, maxLength: 255, pattern: '^[!-~]+$'}
  responses:
    BadRequest:
      description: A query parameter, the body or the `Idempotency-Key` header is malformed.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    NotModified:
      description: The `If-None-Match` named this response's `ETag`; nothing is sent again.
      headers:
        ETag: {schema: {type: string}, description: 'The weak validator of the document (W/"…"), as on the 200.'}
    Unauthorized:
      description: No token, or not a valid one.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    Forbidden:
      description: The token may read, not write.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    NotFound:
      description: No such athlete or activity for this token (or no data yet).
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    Unavailable:
      description: |
        The server cannot take it now: it has 256 requests on the library in hand (`Retry-After: 1`),
        the database server cannot be reached or did not answer in time (`Retry-After: 5`), or the
        library is damaged or its disk failed (the operator runs `veloscore check`). Nothing was written.
      headers:
        Retry-After: {description: Seconds to wait before trying again (busy or database away)., schema: {type: integer, minimum: 1}}
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    TooManyUploads:
      description: |
        Every upload slot and place in line is taken (`serve --max-uploads`, `--upload-queue`), or this token
        already has `--uploads-per-token` (2) uploads in. Nothing was read or stored; send it again after
        `Retry-After` seconds. The connection is closed (the body was not read).
      headers:
        Retry-After: {description: Seconds to wait before trying again., schema: {type: integer, minimum: 1}}
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    InsufficientStorage:
      description: The server's disk is full; nothing was written.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    MethodNotAllowed:
      description: The path does not take this method; `Allow` lists those it takes.
      headers:
        Allow: {description: The methods the path takes., schema: {type: string}}
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    TooLarge:
      description: The upload is over 32 MiB.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    InProgress:
      description: A request with this `Idempotency-Key` is still running; retry when it has answered.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    Unprocessable:
      description: |
        The body cannot be stored as it is (`detail` names the file's line or byte, or the field), or its
        `Idempotency-Key` was sent before with another request.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
  schemas:
    QueryDate:
      type: string
      format: date
      pattern: '^(19[5-9][0-9]|20[0-9][0-9]|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      description: A local date, YYYY-MM-DD, from 1950-01-01 to 2100-12-31 (the dates the library stores); others are 400.
      example: '2026-11-22'
    Error:
      type: object
      required: [error, schemaVersion]
      properties:
        error: {type: string}
        detail: {type: string}
        schemaVersion: {const: 2}
    Athlete:
      type: object
      required: [id, name, timeZone, weeklyGoal, thresholds]
      properties:
        id: {type: integer}
        name: {type: string}
        sex: {type: string, enum: [M, F]}
        birthYear: {type: integer}
        timeZone: {type: string}
        weeklyGoal: {type: integer, minimum: 1, maximum: 7}
        language: {type: string, enum: [en, es-MX], description: "The language of the athlete's reports; absent until one is set, the reports then following the reader (Accept-Language, lang, --lang, $VELOSCORE_LANG, the locale)."}
        thresholds:
          type: array
          items:
            type: object
            required: [kind, value]
            properties:
              kind: {type: string}
              sport: {type: string, description: "The sport the value holds for; absent for every sport."}
              value: {type: number}
              from: {type: string, format: date}
        activities: {type: integer}
        firstDay: {type: string, format: date}
        lastDay: {type: string, format: date}
    ActivityRow:
      type: object
      required: [id, date, hasStreams]
      properties:
        id: {type: integer}
        date: {type: string, format: date}
        start: {type: string, format: date-time, description: 'ISO 8601 at the athlete''s UTC offset then.'}
        startEpochSeconds: {type: integer, description: The same instant as Unix seconds.}
        sport: {type: string}
        durationSeconds: {type: number}
        distanceMeters: {type: number}
        load: {type: number}
        loadSource: {type: string}
        calories: {type: number}
        caloriesSource: {type: string}
        normalizedPower: {type: number}
        intensityFactor: {type: number}
        averageHeartRate: {type: number}
        hasStreams: {type: boolean}
        format: {type: string}
        alsoFrom: {type: array, items: {type: string}}
        name: {type: string, description: The name a workout list gave the activity.}
        notes: {type: string, description: The athlete's notes from a workout list.}
        rpe: {type: number, description: The session RPE logged (0–10).}
        sessionRPELoad: {type: number, description: "Foster's session-RPE load, RPE × minutes (arbitrary units; not in the PMC, whose load is the RPE on the TSS scale)."}
    ActivityEdit:
      type: object
      additionalProperties: false
      minProperties: 1
      properties:
        name: {type: [string, 'null'], maxLength: 200, pattern: '^[^\x00-\x1F\x7F-\x9F]*$', description: The activity's name, without control characters; null clears it.}
        notes: {type: [string, 'null'], maxLength: 4000, pattern: '^[^\x00-\x08\x0B-\x1F\x7F-\x9F]*$', description: 'The athlete''s notes: new lines and tabs, no other control characters; null clears them.'}
        sport: {type: string, minLength: 1, maxLength: 40, pattern: '[A-Za-zÀ-ÖØ-öø-ÿ]', description: 'A sport (a name with a letter): cycling, running, swimming, strength … or a word for one in English or Spanish (Ride, Correr, Trotar, Spinning). Another sport (Box, Fútbol) or a word we do not know is stored as other, the word kept as the name (and, for an unknown word, a warning).'}
        rpe: {type: [number, 'null'], minimum: 0, maximum: 10, description: Session RPE (CR-10); null clears it.}
    Workout:
      type: object
      additionalProperties: false
      required: [sport]
      description: 'Give `start` or `date` (one), and `durationSeconds` or a `load` above 0; name and notes may be null (none).'
      oneOf:
        - required: [start]
        - required: [date]
      anyOf:
        - required: [durationSeconds]
        - required: [load]
          properties: {load: {exclusiveMinimum: 0}}
      properties:
        sport: {type: string, minLength: 1, maxLength: 40, pattern: '[A-Za-zÀ-ÖØ-öø-ÿ]', description: 'cycling, running, swimming, strength … or a synonym (Correr, Pesas).'}
        start: {type: string, format: date-time, pattern: '^(19[5-9][0-9]|20[0-9][0-9]|2100)-.*(Z|[+-](0[0-9]|1[0-3]):[0-5][0-9]|[+-]14:00)$', description: 'ISO 8601 with its offset (at most ±14:00), 1950…2100; its local date is the workout''s day.'}
        date: {$ref: '#/components/schemas/QueryDate'}
        durationSeconds: {type: number, exclusiveMinimum: 0, maximum: 1209600}
        distanceMeters: {type: number, minimum: 0, maximum: 10000000}
        calories: {type: number, minimum: 0, maximum: 100000, description: kcal.}
        load: {type: number, minimum: 0, maximum: 10000, description: TSS scale; kept as given.}
        rpe: {type: number, minimum: 0, maximum: 10, description: Session RPE (CR-10).}
        name: {type: [string, 'null'], maxLength: 200, pattern: '^[^\x00-\x1F\x7F-\x9F]*$'}
        notes: {type: [string, 'null'], maxLength: 4000, pattern: '^[^\x00-\x08\x0B-\x1F\x7F-\x9F]*$'}
    PlannedSessionEntry:
      type: object
      additionalProperties: false
      required: [date]
      anyOf:
        - required: [load]
        - required: [durationSeconds]
        - required: [workout]
      description: 'A day and a load, a duration or a structured workout (and optionally a sport and a description).'
      properties:
        date: {$ref: '#/components/schemas/QueryDate'}
        sport: {type: string, minLength: 1, maxLength: 40, pattern: '[A-Za-zÀ-ÖØ-öø-ÿ]', description: 'cycling, running, swimming, strength … or a synonym (Correr, Bicicleta).'}
        load: {type: number, minimum: 0, maximum: 10000, description: TSS scale.}
        durationSeconds: {type: number, minimum: 0, maximum: 1209600}
        description: {type: string, maxLength: 500, pattern: '^[^\x00-\x1F\x7F-\x9F]*$'}
        workout: {$ref: '#/components/schemas/StructuredWorkout'}
    DeletionSummary:
      type: object
      required: [activities, sourceFiles, wellnessDays, dailyRows, schemaVersion]
      properties:
        schemaVersion: {const: 2}
        activities: {type: integer}
        sourceFiles: {type: integer}
        wellnessDays: {type: integer}
        dailyRows: {type: integer}
        recomputedDays: {type: integer, description: 'Days recomputed after the erasure, from the first day it touched on.'}
    SourceFile:
      type: object
      required: [id, athleteId, sha256, kind, byteCount, ingestedAt, path]
      properties:
        id: {type: integer}
        athleteId: {type: integer}
        sha256: {type: string, pattern: '^[0-9a-f]{64}$'}
        kind: {type: string}
        byteCount: {type: integer}
        ingestedAt: {type: string}
        path: {type: string, description: The path or upload name it came from.}
    TokenEntry:
      type: object
      additionalProperties: false
      properties:
        athlete: {type: string, minLength: 1, maxLength: 100, description: 'The one athlete the token sees (name or id); omitted: a coach''s token, every athlete.'}
        canWrite: {type: boolean, default: false, description: May upload and edit as well as read.}
        label: {type: string, minLength: 1, maxLength: 100, pattern: '^[^\x00-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x1F\x7F-\x9F]*$', description: What the token is for.}
    CreatedToken:
      type: object
      required: [id, token, canWrite, schemaVersion]
      properties:
        schemaVersion: {const: 2}
        id: {type: integer}
        token: {type: string, description: The bearer token; shown this once.}
        athlete: {type: string}
        canWrite: {type: boolean}
    TokenRow:
      type: object
      required: [id, canWrite, createdAt]
      properties:
        id: {type: integer}
        athlete: {type: string}
        canWrite: {type: boolean}
        label: {type: string}
        createdAt: {type: string}
    PlanEventEntry:
      type: object
      additionalProperties: false
      required: [date, name]
      dependentRequired: {tsbLow: [tsbHigh], tsbHigh: [tsbLow], targetSeconds: [distanceMeters]}
      description: 'A race or test on a day: a name, a priority (Friel: A peaked and tapered for, B a few easy days, C trained through), and optionally the CTL and form band wanted going into the day and a race goal.'
      properties:
        date: {$ref: '#/components/schemas/QueryDate'}
        name: {type: string, minLength: 1, maxLength: 100, pattern: '^[^\x00-\x1F\x7F-\x9F]*[^\s\x00-\x1F\x7F-\x9F][^\x00-\x1F\x7F-\x9F]*$', example: Maratón CDMX}
        priority: {type: string, enum: [A, B, C], default: A}
        targetCTL: {type: number, minimum: 0, maximum: 250, description: CTL wanted going into the day (TSS/day).}
        tsbLow: {type: number, minimum: -100, maximum: 100, description: 'The form (TSB) band wanted going into the day, its low end; at most tsbHigh.'}
        tsbHigh: {type: number, minimum: -100, maximum: 100}
        distanceMeters: {type: number, exclusiveMinimum: 0, maximum: 10000000}
        targetSeconds: {type: number, exclusiveMinimum: 0, maximum: 1209600, description: The target time over distanceMeters.}
    PlanEvent:
      type: object
      required: [id, athleteId, date, name, priority]
      description: A stored event, as `plan event --json` prints it (`schemaVersion` on the document, not on a list's items).
      properties:
        schemaVersion: {const: 2}
        id: {type: integer}
        athleteId: {type: integer}
        date: {type: string, format: date}
        name: {type: string}
        priority: {type: string, enum: [A, B, C]}
        targetCTL: {type: number}
        tsbLow: {type: number}
        tsbHigh: {type: number}
        distanceMeters: {type: number}
        targetSeconds: {type: number}
    PlannedSession:
      type: object
      required: [id, athleteId, date]
      description: A stored planned session, as `plan add --json` prints it (`schemaVersion` on the document, not on a list's items).
      properties:
        schemaVersion: {const: 2}
        id: {type: integer}
        athleteId: {type: integer}
        date: {type: string, format: date}
        sport: {type: string}
        load: {type: number}
        durationSeconds: {type: number}
        description: {type: string}
        workout: {type: object}
    StructuredWorkout:
      type: object
      additionalProperties: false
      required: [workoutSteps]
      description: 'A structured workout (docs/intervals-and-workouts.md): steps, and steps repeated; `veloscore workout export --to json` writes one.'
      properties:
        name: {type: string, maxLength: 200, pattern: '^[^\x00-\x1F\x7F-\x9F]*$'}
        sport: {type: string, minLength: 1, maxLength: 40, pattern: '[A-Za-zÀ-ÖØ-öø-ÿ]'}
        workoutSteps: {type: array, minItems: 1, items: {$ref: '#/components/schemas/WorkoutItem'}}
    WorkoutItem:
      oneOf:
        - $ref: '#/components/schemas/WorkoutStep'
        - $ref: '#/components/schemas/WorkoutRepeat'
    WorkoutRepeat:
      type: object
      additionalProperties: false
      required: [repeat, workoutSteps]
      properties:
        repeat: {type: integer, minimum: 1, maximum: 99}
        workoutSteps: {type: array, minItems: 1, items: {$ref: '#/components/schemas/WorkoutStep'}}
    WorkoutStep:
      type: object
      additionalProperties: false
      description: 'A length (durationSeconds or distanceMeters, one) and optionally a target, a cadence, a cue and an intensity.'
      oneOf:
        - required: [durationSeconds]
        - required: [distanceMeters]
      properties:
        label: {type: string, maxLength: 200, pattern: '^[^\x00-\x1F\x7F-\x9F]*$'}
        intensity: {type: string, enum: [warmup, active, recovery, rest, cooldown]}
        durationSeconds: {type: number, exclusiveMinimum: 0, maximum: 86400}
        distanceMeters: {type: number, exclusiveMinimum: 0, maximum: 1000000}
        target: {$ref: '#/components/schemas/WorkoutTarget'}
        cadence: {type: number, exclusiveMinimum: 0, maximum: 250, description: rpm.}
    WorkoutTarget:
      description: 'A value (low), a band (low…high) or a ramp (ramp true: low to high over the step), in the kind''s unit.'
      if: {required: [ramp], properties: {ramp: {const: true}}}
      then: {required: [high]}
      oneOf:
        - type: object
          additionalProperties: false
          required: [kind, low]
          description: '% of FTP.'
          properties:
            kind: {const: percentFTP}
            low: {type: number, minimum: 1, maximum: 300}
            high: {type: number, minimum: 1, maximum: 300}
            ramp: {type: boolean}
        - type: object
          additionalProperties: false
          required: [kind, low]
          description: 'Watts.'
          properties:
            kind: {const: watts}
            low: {type: number, minimum: 1, maximum: 3000}
            high: {type: number, minimum: 1, maximum: 3000}
            ramp: {type: boolean}
        - type: object
          additionalProperties: false
          required: [kind, low]
          description: '% of LTHR.'
          properties:
            kind: {const: percentLTHR}
            low: {type: number, minimum: 30, maximum: 130}
            high: {type: number, minimum: 30, maximum: 130}
            ramp: {type: boolean}
        - type: object
          additionalProperties: false
          required: [kind, low]
          description: 'bpm.'
          properties:
            kind: {const: heartRate}
            low: {type: number, minimum: 30, maximum: 250}
            high: {type: number, minimum: 30, maximum: 250}
            ramp: {type: boolean}
        - type: object
          additionalProperties: false
          required: [kind, low]
          description: 'Seconds per kilometre.'
          properties:
            kind: {const: pace}
            low: {type: number, minimum: 60, maximum: 6000}
            high: {type: number, minimum: 60, maximum: 6000}
            ramp: {type: boolean}
        - type: object
          additionalProperties: false
          required: [kind, low]
          description: '% of threshold speed.'
          properties:
            kind: {const: percentThresholdPace}
            low: {type: number, minimum: 30, maximum: 150}
            high: {type: number, minimum: 30, maximum: 150}
            ramp: {type: boolean}
        - type: object
          additionalProperties: false
          required: [kind, low]
          description: 'Session RPE (CR-10).'
          properties:
            kind: {const: rpe}
            low: {type: number, minimum: 0, maximum: 10}
            high: {type: number, minimum: 0, maximum: 10}
            ramp: {type: boolean}
    WellnessEntry:
      type: object
      additionalProperties: false
      required: [date]
      minProperties: 2
      description: A date and at least one reading.
      properties:
        date: {$ref: '#/components/schemas/QueryDate'}
        rmssd: {type: number, minimum: 0, maximum: 1000, description: 'Overnight or morning rMSSD, ms.'}
        sdnn: {type: number, minimum: 0, maximum: 1000, description: 'Overnight or morning SDNN, ms (Apple Health''s HRV): kept apart from rMSSD, never read as one.'}
        rrIntervalsMs:
          type: array
          minItems: 2
          maxItems: 50000
          items: {type: number, minimum: 100, maximum: 5000}
          description: 'Beat-to-beat intervals of a morning measurement, ms (a HealthKit heartbeat series, a chest strap): the day''s rMSSD and SDNN unless given, artefacts (outside 300–2000 ms or more than 20 % off the 11-beat local median) replaced first; the day''s warnings say so.'
        restingHeartRate: {type: number, minimum: 0, maximum: 260, description: bpm.}
        respiratoryRate: {type: number, minimum: 0, maximum: 100, description: breaths/min.}
        sleepSeconds: {type: number, minimum: 0, maximum: 86400, description: Time asleep last night.}
        inBedSeconds: {type: number, minimum: 0, maximum: 86400}
        deepSleepSeconds: {type: number, minimum: 0, maximum: 86400, description: 'Deep (slow-wave) sleep last night.'}
        remSleepSeconds: {type: number, minimum: 0, maximum: 86400, description: REM sleep last night.}
        lightSleepSeconds: {type: number, minimum: 0, maximum: 86400, description: 'Light (core) sleep last night.'}
        spo2: {type: number, minimum: 50, maximum: 100, description: 'Mean blood-oxygen saturation overnight, %.'}
        skinTemperature: {type: number, minimum: 20, maximum: 45, description: 'Skin (wrist) temperature overnight, °C.'}
        skinTemperatureDeviation: {type: number, minimum: -6, maximum: 6, description: 'Skin temperature''s difference from the source''s own baseline, °C.'}
        steps: {type: number, minimum: 0, maximum: 1000000}
        bodyMassKg: {type: number, minimum: 20, maximum: 250, description: 'Body mass, kg.'}
        vo2max: {type: number, minimum: 10, maximum: 100, description: 'VO₂max as the device estimates it, ml/kg/min.'}
        subjective:
          type: object
          minProperties: 1
          maxProperties: 64
          propertyNames: {minLength: 1, maxLength: 120}
          additionalProperties: {type: number, minimum: 0, maximum: 100}
          description: Subjective scores by name (mood, soreness …) on the app's scale.
    WellnessStored:
      type: object
      required: [duplicate, schemaVersion]
      properties:
        schemaVersion: {const: 2}
        duplicate: {type: boolean}
        day: {type: object, description: 'The day as `GET …/wellness` lists it.'}
    AthleteEdit:
      type: object
      additionalProperties: false
      minProperties: 1
      dependentRequired: {from: [thresholds], sport: [thresholds]}
      if: {required: [sport]}
      then: {properties: {thresholds: {not: {required: [weightKg]}}}}
      description: 'Any of the profile fields, and thresholds (kind → value) in effect from `from` for `sport` (every sport when absent).'
      properties:
        sex: {type: string, enum: [M, F]}
        birthYear: {type: integer, minimum: 1900, maximum: 2100}
        timeZone: {$ref: '#/components/schemas/TimeZoneName'}
        weeklyGoal: {type: integer, minimum: 1, maximum: 7, description: Active days a week.}
        language: {type: string, pattern: '^([Ee][Nn]|[Ee][Ss])([-_][A-Za-z0-9]{1,8}){0,2}$', description: "The language of the athlete's reports (text, Markdown, HTML) as a BCP 47 tag: en, es, es-MX, es_MX, es-419 …; stored as en or es-MX."}
        thresholds: {$ref: '#/components/schemas/ThresholdValues'}
        from: {$ref: '#/components/schemas/QueryDate'}
        sport: {type: string, enum: [cycling, running, swimming, walking, hiking, rowing, strength, yoga, other], description: 'The sport the thresholds hold for (not weightKg); absent: every sport.'}
    ThresholdValues:
      type: object
      minProperties: 1
      additionalProperties: false
      description: 'Each in its unit: W (functionalThresholdPower, criticalPower), J (wPrime), bpm, s/km, s/100 m, kg.'
      properties:
        functionalThresholdPower: {type: number, minimum: 30, maximum: 700}
        criticalPower: {type: number, minimum: 30, maximum: 700}
        wPrime: {type: number, minimum: 1000, maximum: 80000}
        lactateThresholdHeartRate: {type: number, minimum: 60, maximum: 230}
        maxHeartRate: {type: number, minimum: 80, maximum: 240}
        restingHeartRate: {type: number, minimum: 25, maximum: 120}
        thresholdPaceSecondsPerKm: {type: number, minimum: 120, maximum: 900}
        thresholdSwimPaceSecondsPer100m: {type: number, minimum: 45, maximum: 300}
        weightKg: {type: number, minimum: 20, maximum: 250}
    AthleteSignUp:
      type: object
      additionalProperties: false
      required: [name]
      description: 'A new athlete: a unique name, any of the profile fields, thresholds (in effect from always), and `token` to mint a token that sees only this athlete.'
      properties:
        name: {type: string, minLength: 1, maxLength: 64, example: ana, description: "Unique in the library: letters (any script), digits, spaces and _ - . ' only, starting with a letter, a digit or _, not ending with a space."}
        sex: {type: string, enum: [M, F]}
        birthYear: {type: integer, minimum: 1900, maximum: 2100}
        timeZone: {$ref: '#/components/schemas/TimeZoneName'}
        weeklyGoal: {type: integer, minimum: 1, maximum: 7, description: 'Active days a week (default 3).'}
        language: {type: string, pattern: '^([Ee][Nn]|[Ee][Ss])([-_][A-Za-z0-9]{1,8}){0,2}$', description: "The language of the athlete's reports (text, Markdown, HTML) as a BCP 47 tag: en, es, es-MX, es_MX, es-419 …; stored as en or es-MX."}
        thresholds: {$ref: '#/components/schemas/ThresholdValues'}
        token:
          type: object
          additionalProperties: false
          description: A token for this athlete only, returned once in `apiToken`.
          properties:
            canWrite: {type: boolean, default: false, description: Whether it may upload and edit (an app's token does).}
            label: {type: string, minLength: 1, maxLength: 100, description: 'Shown in `GET /v1/tokens` (the device, say).'}
    SignedUpAthlete:
      allOf:
        - {$ref: '#/components/schemas/Athlete'}
        - type: object
          properties:
            apiToken:
              type: object
              required: [id, token, athlete, canWrite]
              properties:
                id: {type: integer}
                token: {type: string, description: The bearer token; shown this once, never kept.}
                athlete: {type: string}
                canWrite: {type: boolean}
    TimeZoneName:
      type: string
      description: An IANA time zone (Foundation's known identifiers).
      enum:
        - Africa/Abidjan
        - Africa/Accra
        - Africa/Addis_Ababa
        - Africa/Algiers
        - Africa/Asmara
        - Africa/Bamako
        - Africa/Bangui
        - Africa/Banjul
        - Africa/Bissau
        - Africa/Blantyre
        - Africa/Brazzaville
        - Africa/Bujumbura
        - Africa/Cairo
        - Africa/Casablanca
        - Africa/Ceuta
        - Africa/Conakry
        - Africa/Dakar
        - Africa/Dar_es_Salaam
        - Africa/Djibouti
        - Africa/Douala
        - Africa/El_Aaiun
        - Africa/Freetown
        - Africa/Gaborone
        - Africa/Harare
        - Africa/Johannesburg
        - Africa/Juba
        - Africa/Kampala
        - Africa/Khartoum
        - Africa/Kigali
        - Africa/Kinshasa
        - Africa/Lagos
        - Africa/Libreville
        - Africa/Lome
        - Africa/Luanda
        - Africa/Lubumbashi
        - Africa/Lusaka
        - Africa/Malabo
        - Africa/Maputo
        - Africa/Maseru
        - Africa/Mbabane
        - Africa/Mogadishu
        - Africa/Monrovia
        - Africa/Nairobi
        - Africa/Ndjamena
        - Africa/Niamey
        - Africa/Nouakchott
        - Africa/Ouagadougou
        - Africa/Porto-Novo
        - Africa/Sao_Tome
        - Africa/Tripoli
        - Africa/Tunis
        - Africa/Windhoek
        - America/Adak
        - America/Anchorage
        - America/Anguilla
        - America/Antigua
        - America/Araguaina
        - America/Argentina/Buenos_Aires
        - America/Argentina/Catamarca
        - America/Argentina/Cordoba
        - America/Argentina/Jujuy
        - America/Argentina/La_Rioja
        - America/Argentina/Mendoza
        - America/Argentina/Rio_Gallegos
        - America/Argentina/Salta
        - America/Argentina/San_Juan
        - America/Argentina/San_Luis
        - America/Argentina/Tucuman
        - America/Argentina/Ushuaia
        - America/Aruba
        - America/Asuncion
        - America/Atikokan
        - America/Bahia
        - America/Bahia_Banderas
        - America/Barbados
        - America/Belem
        - America/Belize
        - America/Blanc-Sablon
        - America/Boa_Vista
        - America/Bogota
        - America/Boise
        - America/Cambridge_Bay
        - America/Campo_Grande
        - America/Cancun
        - America/Caracas
        - America/Cayenne
        - America/Cayman
        - America/Chicago
        - America/Chihuahua
        - America/Ciudad_Juarez
        - America/Costa_Rica
        - America/Coyhaique
        - America/Creston
        - America/Cuiaba
        - America/Curacao
        - America/Danmarkshavn
        - America/Dawson
        - America/Dawson_Creek
        - America/Denver
        - America/Detroit
        - America/Dominica
        - America/Edmonton
        - America/Eirunepe
        - America/El_Salvador
        - America/Fort_Nelson
        - America/Fortaleza
        - America/Glace_Bay
        - America/Godthab
        - America/Goose_Bay
        - America/Grand_Turk
        - America/Grenada
        - America/Guadeloupe
        - America/Guatemala
        - America/Guayaquil
        - America/Guyana
        - America/Halifax
        - America/Havana
        - America/Hermosillo
        - America/Indiana/Indianapolis
        - America/Indiana/Knox
        - America/Indiana/Marengo
        - America/Indiana/Petersburg
        - America/Indiana/Tell_City
        - America/Indiana/Vevay
        - America/Indiana/Vincennes
        - America/Indiana/Winamac
        - America/Inuvik
        - America/Iqaluit
        - America/Jamaica
        - America/Juneau
        - America/Kentucky/Louisville
        - America/Kentucky/Monticello
        - America/Kralendijk
        - America/La_Paz
        - America/Lima
        - America/Los_Angeles
        - America/Lower_Princes
        - America/Maceio
        - America/Managua
        - America/Manaus
        - America/Marigot
        - America/Martinique
        - America/Matamoros
        - America/Mazatlan
        - America/Menominee
        - America/Merida
        - America/Metlakatla
        - America/Mexico_City
        - America/Miquelon
        - America/Moncton
        - America/Monterrey
        - America/Montevideo
        - America/Montreal
        - America/Montserrat
        - America/Nassau
        - America/New_York
        - America/Nipigon
        - America/Nome
        - America/Noronha
        - America/North_Dakota/Beulah
        - America/North_Dakota/Center
        - America/North_Dakota/New_Salem
        - America/Nuuk
        - America/Ojinaga
        - America/Panama
        - America/Pangnirtung
        - America/Paramaribo
        - America/Phoenix
        - America/Port-au-Prince
        - America/Port_of_Spain
        - America/Porto_Velho
        - America/Puerto_Rico
        - America/Punta_Arenas
        - America/Rainy_River
        - America/Rankin_Inlet
        - America/Recife
        - America/Regina
        - America/Resolute
        - America/Rio_Branco
        - America/Santa_Isabel
        - America/Santarem
        - America/Santiago
        - America/Santo_Domingo
        - America/Sao_Paulo
        - America/Scoresbysund
        - America/Shiprock
        - America/Sitka
        - America/St_Barthelemy
        - America/St_Johns
        - America/St_Kitts
        - America/St_Lucia
        - America/St_Thomas
        - America/St_Vincent
        - America/Swift_Current
        - America/Tegucigalpa
        - America/Thule
        - America/Thunder_Bay
        - America/Tijuana
        - America/Toronto
        - America/Tortola
        - America/Vancouver
        - America/Whitehorse
        - America/Winnipeg
        - America/Yakutat
        - America/Yellowknife
        - Antarctica/Casey
        - Antarctica/Davis
        - Antarctica/DumontDUrville
        - Antarctica/Macquarie
        - Antarctica/Mawson
        - Antarctica/McMurdo
        - Antarctica/Palmer
        - Antarctica/Rothera
        - Antarctica/South_Pole
        - Antarctica/Syowa
        - Antarctica/Troll
        - Antarctica/Vostok
        - Arctic/Longyearbyen
        - Asia/Aden
        - Asia/Almaty
        - Asia/Amman
        - Asia/Anadyr
        - Asia/Aqtau
        - Asia/Aqtobe
        - Asia/Ashgabat
        - Asia/Atyrau
        - Asia/Baghdad
        - Asia/Bahrain
        - Asia/Baku
        - Asia/Bangkok
        - Asia/Barnaul
        - Asia/Beirut
        - Asia/Bishkek
        - Asia/Brunei
        - Asia/Calcutta
        - Asia/Chita
        - Asia/Choibalsan
        - Asia/Chongqing
        - Asia/Colombo
        - Asia/Damascus
        - Asia/Dhaka
        - Asia/Dili
        - Asia/Dubai
        - Asia/Dushanbe
        - Asia/Famagusta
        - Asia/Gaza
        - Asia/Harbin
        - Asia/Hebron
        - Asia/Ho_Chi_Minh
        - Asia/Hong_Kong
        - Asia/Hovd
        - Asia/Irkutsk
        - Asia/Jakarta
        - Asia/Jayapura
        - Asia/Jerusalem
        - Asia/Kabul
        - Asia/Kamchatka
        - Asia/Karachi
        - Asia/Kashgar
        - Asia/Kathmandu
        - Asia/Katmandu
        - Asia/Khandyga
        - Asia/Krasnoyarsk
        - Asia/Kuala_Lumpur
        - Asia/Kuching
        - Asia/Kuwait
        - Asia/Macau
        - Asia/Magadan
        - Asia/Makassar
        - Asia/Manila
        - Asia/Muscat
        - Asia/Nicosia
        - Asia/Novokuznetsk
        - Asia/Novosibirsk
        - Asia/Omsk
        - Asia/Oral
        - Asia/Phnom_Penh
        - Asia/Pontianak
        - Asia/Pyongyang
        - Asia/Qatar
        - Asia/Qostanay
        - Asia/Qyzylorda
        - Asia/Rangoon
        - Asia/Riyadh
        - Asia/Sakhalin
        - Asia/Samarkand
        - Asia/Seoul
        - Asia/Shanghai
        - Asia/Singapore
        - Asia/Srednekolymsk
        - Asia/Taipei
        - Asia/Tashkent
        - Asia/Tbilisi
        - Asia/Tehran
        - Asia/Thimphu
        - Asia/Tokyo
        - Asia/Tomsk
        - Asia/Ulaanbaatar
        - Asia/Urumqi
        - Asia/Ust-Nera
        - Asia/Vientiane
        - Asia/Vladivostok
        - Asia/Yakutsk
        - Asia/Yangon
        - Asia/Yekaterinburg
        - Asia/Yerevan
        - Atlantic/Azores
        - Atlantic/Bermuda
        - Atlantic/Canary
        - Atlantic/Cape_Verde
        - Atlantic/Faroe
        - Atlantic/Madeira
        - Atlantic/Reykjavik
        - Atlantic/South_Georgia
        - Atlantic/St_Helena
        - Atlantic/Stanley
        - Australia/Adelaide
        - Australia/Brisbane
        - Australia/Broken_Hill
        - Australia/Currie
        - Australia/Darwin
        - Australia/Eucla
        - Australia/Hobart
        - Australia/Lindeman
        - Australia/Lord_Howe
        - Australia/Melbourne
        - Australia/Perth
        - Australia/Sydney
        - Europe/Amsterdam
        - Europe/Andorra
        - Europe/Astrakhan
        - Europe/Athens
        - Europe/Belgrade
        - Europe/Berlin
        - Europe/Bratislava
        - Europe/Brussels
        - Europe/Bucharest
        - Europe/Budapest
        - Europe/Busingen
        - Europe/Chisinau
        - Europe/Copenhagen
        - Europe/Dublin
        - Europe/Gibraltar
        - Europe/Guernsey
        - Europe/Helsinki
        - Europe/Isle_of_Man
        - Europe/Istanbul
        - Europe/Jersey
        - Europe/Kaliningrad
        - Europe/Kiev
        - Europe/Kirov
        - Europe/Kyiv
        - Europe/Lisbon
        - Europe/Ljubljana
        - Europe/London
        - Europe/Luxembourg
        - Europe/Madrid
        - Europe/Malta
        - Europe/Mariehamn
        - Europe/Minsk
        - Europe/Monaco
        - Europe/Moscow
        - Europe/Oslo
        - Europe/Paris
        - Europe/Podgorica
        - Europe/Prague
        - Europe/Riga
        - Europe/Rome
        - Europe/Samara
        - Europe/San_Marino
        - Europe/Sarajevo
        - Europe/Saratov
        - Europe/Simferopol
        - Europe/Skopje
        - Europe/Sofia
        - Europe/Stockholm
        - Europe/Tallinn
        - Europe/Tirane
        - Europe/Ulyanovsk
        - Europe/Uzhgorod
        - Europe/Vaduz
        - Europe/Vatican
        - Europe/Vienna
        - Europe/Vilnius
        - Europe/Volgograd
        - Europe/Warsaw
        - Europe/Zagreb
        - Europe/Zaporozhye
        - Europe/Zurich
        - GMT
        - Indian/Antananarivo
        - Indian/Chagos
        - Indian/Christmas
        - Indian/Cocos
        - Indian/Comoro
        - Indian/Kerguelen
        - Indian/Mahe
        - Indian/Maldives
        - Indian/Mauritius
        - Indian/Mayotte
        - Indian/Reunion
        - Pacific/Apia
        - Pacific/Auckland
        - Pacific/Bougainville
        - Pacific/Chatham
        - Pacific/Chuuk
        - Pacific/Easter
        - Pacific/Efate
        - Pacific/Enderbury
        - Pacific/Fakaofo
        - Pacific/Fiji
        - Pacific/Funafuti
        - Pacific/Galapagos
        - Pacific/Gambier
        - Pacific/Guadalcanal
        - Pacific/Guam
        - Pacific/Honolulu
        - Pacific/Johnston
        - Pacific/Kanton
        - Pacific/Kiritimati
        - Pacific/Kosrae
        - Pacific/Kwajalein
        - Pacific/Majuro
        - Pacific/Marquesas
        - Pacific/Midway
        - Pacific/Nauru
        - Pacific/Niue
        - Pacific/Norfolk
        - Pacific/Noumea
        - Pacific/Pago_Pago
        - Pacific/Palau
        - Pacific/Pitcairn
        - Pacific/Pohnpei
        - Pacific/Ponape
        - Pacific/Port_Moresby
        - Pacific/Rarotonga
        - Pacific/Saipan
        - Pacific/Tahiti
        - Pacific/Tarawa
        - Pacific/Tongatapu
        - Pacific/Truk
        - Pacific/Wake
        - Pacific/Wallis
    Deletion:
      type: object
      required: [schemaVersion, activities, sourceFiles, wellnessDays, dailyRows]
      properties:
        schemaVersion: {const: 2}
        activities: {type: integer}
        sourceFiles: {type: integer}
        wellnessDays: {type: integer}
        dailyRows: {type: integer}
        recomputedDays: {type: integer, description: 'Days recomputed after the erasure, from the first day it touched on.'}
    Upload:
      type: object
      required: [duplicate, sameRide, withoutLoad, activities, schemaVersion]
      properties:
        schemaVersion: {const: 2}
        duplicate: {type: boolean}
        sameRide: {type: integer, description: Activities that were a ride already stored from another file format.}
        withoutLoad: {type: integer, description: Activities stored without a training load.}
        activities: {type: array, items: {$ref: '#/components/schemas/ActivityRow'}}
        warnings: {type: array, items: {type: string}, description: 'What reading the file or the entries left out or changed (records dropped as garbage, a sport word not known and stored as other…), also stored with each activity; absent when nothing.'}
    # BEGIN schemas from docs/schema (scripts/openapi-schemas.py; edit those files, then make openapi)
    ActivityReport:
      properties:
        calories:
          description: 'Energy spent. Unit: kcal.'
          type:
          - number
          - 'null'
        caloriesSource:
          description: 'How calories were found: the device''s value, from work at 24 % gross efficiency, from heart
            rate, …'
          type: string
        device:
          description: What the recording device computed and stored (FIT session), to compare with ours.
          properties:
            averageHeartRate:
              description: 'Mean heart rate. Unit: bpm.'
              type:
              - number
              - 'null'
            averagePower:
              description: 'Mean power. Unit: W.'
              type:
              - number
              - 'null'
            calories:
              description: 'Energy spent. Unit: kcal.'
              type:
              - number
              - 'null'
            distanceMeters:
              description: 'A distance. Unit: m.'
              type:
              - number
              - 'null'
            elapsedSeconds:
              description: 'Wall-clock time from the first sample to the last, pauses included. Unit: s.'
              type:
              - number
              - 'null'
            elevationGainMeters:
              description: 'Total ascent. Unit: m.'
              type:
              - number
              - 'null'
            intensityFactor:
              description: 'NP ÷ FTP. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
            normalizedPower:
              description: 'Normalized Power (Coggan): 4th root of the mean 4th power of the 30 s rolling mean. Unit:
                W.'
              type:
              - number
              - 'null'
            timerSeconds:
              description: 'Time the timer ran (pauses left out). Unit: s.'
              type:
              - number
              - 'null'
            trainingStressScore:
              description: 'duration × NP × IF ÷ (FTP × 3600) × 100. Unit: TSS.'
              type:
              - number
              - 'null'
          required:
          - elapsedSeconds
          - timerSeconds
          type: object
        distanceMeters:
          description: 'A distance. Unit: m.'
          type:
          - number
          - 'null'
        durationSeconds:
          description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
            a planned session''s. Unit: s.'
          type:
          - number
          - 'null'
        elapsedSeconds:
          description: 'Wall-clock time from the first sample to the last, pauses included. Unit: s.'
          type:
          - number
          - 'null'
        elevationGainMeters:
          description: 'Total ascent. Unit: m.'
          type:
          - number
          - 'null'
        elevationLossMeters:
          description: 'Total descent. Unit: m.'
          type:
          - number
          - 'null'
        filledSeconds:
          description: 'Seconds without a power reading counted as 0 W. Unit: s.'
          type: integer
        heartRate:
          description: 'Heart-rate metrics: TRIMPs, hrTSS, zones, decoupling.'
          properties:
            average:
              description: 'Mean heart rate. Unit: bpm.'
              type:
              - number
              - 'null'
            banisterTRIMP:
              description: 'Banister''s TRIMP. Unit: AU.'
              type:
              - number
              - 'null'
            decouplingPercent:
              description: 'Pa:HR drift, second half vs first. Unit: %.'
              type:
              - number
              - 'null'
            edwardsTRIMP:
              description: 'Edwards'' summated-zone TRIMP. Unit: AU.'
              type:
              - number
              - 'null'
            efficiencyFactor:
              description: 'NP (or NGP) ÷ average heart rate. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
            hrTSS:
              description: 'Heart-rate TSS: hours × (TRIMP-weighted HR reserve at LTHR). Unit: TSS.'
              type:
              - number
              - 'null'
            luciaTRIMP:
              description: 'Lucia''s 3-zone TRIMP. Unit: AU.'
              type:
              - number
              - 'null'
            max:
              description: 'Highest heart rate. Unit: bpm.'
              type:
              - number
              - 'null'
            zoneNames:
              description: Zone names, lowest first.
              items:
                type: string
              type: array
            zoneSeconds:
              description: 'Time in each zone, as zoneNames. Unit: s.'
              items:
                type:
                - number
                - 'null'
              type: array
          required:
          - average
          - max
          - zoneNames
          - zoneSeconds
          type: object
        interpolatedSeconds:
          description: 'Seconds of short gaps filled by interpolation. Unit: s.'
          type: integer
        intervalDetection:
          description: 'How the efforts were found: the channel, the level held and the rule''s lengths.'
          properties:
            channel:
              description: 'The stream the efforts were found on: power, speed or heartRate.'
              type: string
            level:
              description: 'The value an effort holds: thresholdFraction × the channel''s threshold. Unit: W, m/s or
                bpm (the channel''s).'
              type:
              - number
              - 'null'
            maximumDipSeconds:
              description: 'The longest dip inside an effort that is bridged. Unit: s.'
              type: integer
            minimumSeconds:
              description: 'The shortest effort counted. Unit: s.'
              type: integer
            thresholdFraction:
              description: 'The fraction of the channel''s threshold (FTP, threshold speed or LTHR) an effort holds.
                Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
          required:
          - channel
          - level
          - maximumDipSeconds
          - minimumSeconds
          - thresholdFraction
          type: object
        intervalSets:
          description: 'Repeated efforts done as one set: similar length, intensity and recoveries.'
          items:
            properties:
              averagePower:
                description: 'Mean power. Unit: W.'
                type:
                - number
                - 'null'
              averagePowerPercentOfFTP:
                description: 'Average power as a percentage of FTP. Unit: % FTP.'
                type:
                - number
                - 'null'
              durationSeconds:
                description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
                  a planned session''s. Unit: s.'
                type:
                - number
                - 'null'
              firstInterval:
                description: '1-based number of the set''s first effort in intervals. Unit: none (a count, ratio or
                  index).'
                type: integer
              intervalCount:
                description: 'Efforts in the set. Unit: none (a count, ratio or index).'
                type: integer
              recoverySeconds:
                description: 'Time from an effort''s end to the next one''s start (a set''s: the median). Unit: s.'
                type:
                - number
                - 'null'
            required:
            - averagePower
            - averagePowerPercentOfFTP
            - durationSeconds
            - firstInterval
            - intervalCount
            - recoverySeconds
            type: object
          type: array
        intervals:
          description: 'The activity''s sustained efforts, in time order (ActivityIntervals: the rule is in intervalDetection).'
          items:
            properties:
              averageCadence:
                description: 'Mean cadence. Unit: rpm.'
                type:
                - number
                - 'null'
              averageHeartRate:
                description: 'Mean heart rate. Unit: bpm.'
                type:
                - number
                - 'null'
              averagePower:
                description: 'Mean power. Unit: W.'
                type:
                - number
                - 'null'
              averagePowerPercentOfFTP:
                description: 'Average power as a percentage of FTP. Unit: % FTP.'
                type:
                - number
                - 'null'
              averageSpeedMetersPerSecond:
                description: 'Mean speed. Unit: m/s.'
                type:
                - number
                - 'null'
              durationSeconds:
                description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
                  a planned session''s. Unit: s.'
                type:
                - number
                - 'null'
              heartRateDriftBpm:
                description: 'Mean heart rate of the effort''s second half less that of its first (efforts of 60 s or
                  more). Unit: bpm.'
                type:
                - number
                - 'null'
              normalizedPower:
                description: 'Normalized Power (Coggan): 4th root of the mean 4th power of the 30 s rolling mean. Unit:
                  W.'
                type:
                - number
                - 'null'
              recoveryAveragePower:
                description: 'Mean power over the recovery after the effort. Unit: W.'
                type:
                - number
                - 'null'
              recoverySeconds:
                description: 'Time from an effort''s end to the next one''s start (a set''s: the median). Unit: s.'
                type:
                - number
                - 'null'
              startSeconds:
                description: 'Where a lap or an effort starts, seconds from the activity''s first sample. Unit: s.'
                type:
                - number
                - 'null'
              wPrimeExpendedJoules:
                description: 'Work above critical power (FTP when no CP is set) during the effort: what it took from
                  W′. Unit: J.'
                type:
                - number
                - 'null'
            required:
            - averageCadence
            - averagePower
            - averagePowerPercentOfFTP
            - durationSeconds
            - normalizedPower
            - startSeconds
            - wPrimeExpendedJoules
            type: object
          type: array
        load:
          description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit: TSS.'
          type:
          - number
          - 'null'
        loadEstimate:
          description: What the load rests on that was estimated (max HR from age, resting HR assumed …), when anything
            was.
          type: string
        loadSource:
          description: 'What the load was computed from: power, heartRate, pace, swim, rpe (RPE → IF table), or file
            (as a workout list gave it).'
          type: string
        mergedSeconds:
          description: 'Seconds that held more than one sample (merged). Unit: s.'
          type: integer
        movingSeconds:
          description: 'Time moving. Unit: s.'
          type:
          - number
          - 'null'
        nullReasons:
          additionalProperties:
            type: string
          description: 'Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or
            infinite).'
          type: object
        pauseHandling:
          description: 'How pauses enter the metrics: remove (the default) or keep.'
          type: string
        settingSources:
          additionalProperties:
            enum:
            - option
            - athlete
            - file
          description: 'Where each threshold the load rests on came from (ftp, lthr, maxHeartRate…): option, athlete
            or file.'
          type: object
        warnings:
          description: Things worth knowing that did not stop the command.
          items:
            type: string
          type: array
        pausedSeconds:
          description: 'Time paused. Unit: s.'
          type:
          - number
          - 'null'
        power:
          description: 'Power metrics: NP, IF, TSS, xPower, peaks, zones, W′ balance.'
          properties:
            bikeScore:
              description: 'Skiba''s BikeScore. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
            flaggedSamples:
              description: 'Power samples above spikeLimit, treated as dropouts. Unit: none (a count, ratio or index).'
              type: integer
            noPowerSeconds:
              description: 'Seconds before the first or after the last power reading (a meter paired late or stopped),
                left out of the power metrics. Unit: s.'
              type: integer
            metrics:
              description: NP, IF, TSS and their inputs.
              properties:
                averagePower:
                  description: 'Mean power. Unit: W.'
                  type:
                  - number
                  - 'null'
                convention:
                  description: 'Whose NP/TSS convention: coggan or goldenCheetah.'
                  type: string
                durationSeconds:
                  description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                    window, a planned session''s. Unit: s.'
                  type:
                  - number
                  - 'null'
                functionalThresholdPower:
                  description: 'FTP the activity was scored with (or the device stored). Unit: W.'
                  type:
                  - number
                  - 'null'
                intensityFactor:
                  description: 'NP ÷ FTP. Unit: none (a count, ratio or index).'
                  type:
                  - number
                  - 'null'
                maxPower:
                  description: 'Highest power. Unit: W.'
                  type:
                  - number
                  - 'null'
                normalizedPower:
                  description: 'Normalized Power (Coggan): 4th root of the mean 4th power of the 30 s rolling mean.
                    Unit: W.'
                  type:
                  - number
                  - 'null'
                trainingStressScore:
                  description: 'duration × NP × IF ÷ (FTP × 3600) × 100. Unit: TSS.'
                  type:
                  - number
                  - 'null'
                variabilityIndex:
                  description: 'NP ÷ average power. Unit: none (a count, ratio or index).'
                  type:
                  - number
                  - 'null'
                workKilojoules:
                  description: 'Mechanical work. Unit: kJ.'
                  type:
                  - number
                  - 'null'
              required:
              - averagePower
              - convention
              - durationSeconds
              - maxPower
              - normalizedPower
              - workKilojoules
              type: object
            peaks:
              description: Best mean power over set durations.
              items:
                properties:
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  watts:
                    description: 'A power: a best effort''s mean, a curve point. Unit: W.'
                    type:
                    - number
                    - 'null'
                required:
                - durationSeconds
                - watts
                type: object
              type: array
            spikeLimit:
              description: 'Power above which a sample is a spike. Unit: W.'
              type:
              - number
              - 'null'
            wPrimeBalance:
              description: W′ balance (Skiba 2012 differential form).
              properties:
                criticalPower:
                  description: 'Critical power from a model fit. Unit: W.'
                  type:
                  - number
                  - 'null'
                matchesBurned:
                  description: 'Efforts that drew W′ down by 50 % or more. Unit: none (a count, ratio or index).'
                  type: integer
                minimum:
                  description: 'Lowest W′ balance. Unit: J.'
                  type:
                  - number
                  - 'null'
                model:
                  description: 'A CP model: workTime, inverseTime or morton3.'
                  type: string
                tau:
                  description: 'W′ recovery time constant. Unit: s.'
                  type:
                  - number
                  - 'null'
                wPrime:
                  description: 'W′ (work above CP). Unit: J.'
                  type:
                  - number
                  - 'null'
              required:
              - criticalPower
              - matchesBurned
              - minimum
              - model
              - tau
              - wPrime
              type: object
            xPower:
              description: 'Skiba''s xPower: 25 s exponentially weighted mean, 4th-power mean. Unit: W.'
              type:
              - number
              - 'null'
            zones:
              description: Time in zones.
              items:
                properties:
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  fromWatts:
                    description: 'A power zone''s lower bound. Unit: W.'
                    type:
                    - number
                    - 'null'
                  name:
                    description: 'A name: the athlete''s, the event''s, the workout''s as logged, or a zone''s.'
                    type: string
                required:
                - durationSeconds
                - fromWatts
                - name
                type: object
              type: array
          required:
          - flaggedSamples
          - metrics
          - peaks
          - spikeLimit
          - xPower
          - zones
          type: object
        running:
          description: 'Running metrics: rTSS, NGP, speed.'
          properties:
            averageSpeedMetersPerSecond:
              description: 'Mean speed. Unit: m/s.'
              type:
              - number
              - 'null'
            normalizedGradedSpeedMetersPerSecond:
              description: 'Normalized graded speed (grade-adjusted, 30 s rolling, 4th-power mean). Unit: m/s.'
              type:
              - number
              - 'null'
            averageGradeAdjustedSpeedMetersPerSecond:
              description: 'Mean grade-adjusted speed (Minetti''s cost of running on the gradient) over the seconds
                with speed. Unit: m/s.'
              type:
              - number
              - 'null'
            runningEfficiencyFactor:
              description: 'A run''s efficiency factor: normalized graded speed in yards per minute over mean heart
                rate (TrainingPeaks). Unit: yd/min per bpm.'
              type:
              - number
              - 'null'
            paceDecouplingPercent:
              description: 'Pa:HR decoupling of a run: the drop of grade-adjusted speed per heartbeat from the first
                half to the second. Unit: %.'
              type:
              - number
              - 'null'
            runningEffectiveness:
              description: 'Mean speed over mean running power per kilogram, where running power exists (Stryd''s running
                effectiveness). Unit: m/s per W/kg.'
              type:
              - number
              - 'null'
            kilometerSplits:
              description: 'Each kilometre of a run (the last one partial): time, pace, grade-adjusted pace, heart rate.'
              items:
                properties:
                  kilometer:
                    description: 'A split''s kilometre, 1 for the first. Unit: none (a count, ratio or index).'
                    type: integer
                  durationSeconds:
                    description: 'Seconds of the split. Unit: s.'
                    type:
                    - number
                    - 'null'
                  distanceMeters:
                    description: 'A distance. Unit: m.'
                    type:
                    - number
                    - 'null'
                  paceSecondsPerKm:
                    description: 'A split''s pace. Unit: s/km.'
                    type:
                    - number
                    - 'null'
                  gradeAdjustedPaceSecondsPerKm:
                    description: 'A split''s grade-adjusted pace: 1000 over its mean grade-adjusted speed. Unit: s/km.'
                    type:
                    - number
                    - 'null'
                  averageHeartRate:
                    description: 'Mean heart rate. Unit: bpm.'
                    type:
                    - number
                    - 'null'
                required:
                - kilometer
                type: object
              type:
              - array
              - 'null'
          required:
          - averageSpeedMetersPerSecond
          type: object
        schemaVersion:
          const: 2
          description: 'The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a
            count, ratio or index).'
        sessions:
          description: 'Sessions: a multisport file''s legs, a FIT file''s session messages, or planned sessions.'
          items:
            properties:
              averageHeartRate:
                description: 'Mean heart rate. Unit: bpm.'
                type:
                - number
                - 'null'
              distanceMeters:
                description: 'A distance. Unit: m.'
                type:
                - number
                - 'null'
              load:
                description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                  TSS.'
                type:
                - number
                - 'null'
              loadEstimate:
                description: What the load rests on that was estimated (max HR from age, resting HR assumed …), when
                  anything was.
                type: string
              loadSource:
                description: 'What the load was computed from: power, heartRate, pace, swim, rpe (RPE → IF table), or
                  file (as a workout list gave it).'
                type: string
              number:
                description: '1-based position: a session''s in a multisport file (start order), a workout step''s in
                  the order done. Unit: none (a count, ratio or index).'
                type: integer
              sport:
                description: 'The sport, canonical: cycling, running, swimming, walking, hiking, rowing, strength, other
                  …'
                type: string
              timerSeconds:
                description: 'Time the timer ran (pauses left out). Unit: s.'
                type:
                - number
                - 'null'
            required:
            - averageHeartRate
            - distanceMeters
            - number
            - timerSeconds
            type: object
          type: array
        source:
          description: 'Where the numbers come from: the file read, the athlete, or for a day''s load `done` (activities)
            or `planned`.'
          type: string
        sport:
          description: 'The sport, canonical: cycling, running, swimming, walking, hiking, rowing, strength, other …'
          type: string
        swim:
          description: Pool-swim metrics from the file's lengths.
          properties:
            activeLengths:
              description: 'Lengths swum. Unit: none (a count, ratio or index).'
              type: integer
            averageSWOLF:
              description: 'Mean of seconds + strokes per length. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
            distanceMeters:
              description: 'A distance. Unit: m.'
              type:
              - number
              - 'null'
            lengths:
              description: A pool swim's lengths, active and rest.
              items:
                properties:
                  active:
                    description: 'Whether the length was swum (false: rest).'
                    type: boolean
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  startEpochSeconds:
                    description: 'The same instant as Unix seconds (UTC). Unit: s.'
                    type: integer
                  strokes:
                    description: 'Strokes. Unit: none (a count, ratio or index).'
                    type:
                    - number
                    - 'null'
                required:
                - active
                - durationSeconds
                - startEpochSeconds
                type: object
              type: array
            movingSeconds:
              description: 'Time moving. Unit: s.'
              type:
              - number
              - 'null'
            paceSecondsPer100m:
              description: 'Swim pace. Unit: s/100 m.'
              type:
              - number
              - 'null'
            poolLengthMeters:
              description: 'Pool length. Unit: m.'
              type:
              - number
              - 'null'
            restLengths:
              description: 'Rest intervals recorded as lengths. Unit: none (a count, ratio or index).'
              type: integer
            strokes:
              description: 'Strokes. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
          required:
          - activeLengths
          - averageSWOLF
          - distanceMeters
          - lengths
          - movingSeconds
          - paceSecondsPer100m
          - poolLengthMeters
          - restLengths
          - strokes
          type: object
        timerSeconds:
          description: 'Time the timer ran (pauses left out). Unit: s.'
          type:
          - number
          - 'null'
        workoutCompliance:
          description: 'How the activity followed the structured workout planned for its day (WorkoutCompliance): where
            it started, each graded step, the score.'
          properties:
            channel:
              description: 'The stream the efforts were found on: power, speed or heartRate.'
              type: string
            complianceScore:
              description: 'Planned-seconds weighted mean of the graded steps'' time in target, 0–100. Unit: %.'
              type:
              - number
              - 'null'
            gradedSteps:
              description: The workout's steps with a target on the graded channel, in the order done (repeats written
                out).
              items:
                properties:
                  averagePercentOfTarget:
                    description: 'executedAverage as a percentage of targetValue. Unit: %.'
                    type:
                    - number
                    - 'null'
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  executedAverage:
                    description: 'The executed mean over the step''s covered seconds. Unit: the channel''s (W, m/s,
                      bpm).'
                    type:
                    - number
                    - 'null'
                  executedSeconds:
                    description: 'Seconds of the step the activity covered (less when it ended early). Unit: s.'
                    type: integer
                  intensity:
                    description: 'What a workout step is for: warmup, active, recovery, rest or cooldown.'
                    type: string
                  number:
                    description: '1-based position: a session''s in a multisport file (start order), a workout step''s
                      in the order done. Unit: none (a count, ratio or index).'
                    type: integer
                  startSeconds:
                    description: 'Where a lap or an effort starts, seconds from the activity''s first sample. Unit:
                      s.'
                    type:
                    - number
                    - 'null'
                  targetHigh:
                    description: 'The top of a step''s target band. Unit: the channel''s (W, m/s, bpm).'
                    type:
                    - number
                    - 'null'
                  targetLow:
                    description: 'The bottom of a step''s target band. Unit: the channel''s (W, m/s, bpm).'
                    type:
                    - number
                    - 'null'
                  targetValue:
                    description: 'A step''s target: its band''s middle (a ramp''s mean). Unit: the channel''s (W, m/s,
                      bpm).'
                    type:
                    - number
                    - 'null'
                  timeInTargetPercent:
                    description: 'Share of the step''s planned seconds in target (active: inside the band; warm-up,
                      recovery, rest, cool-down: at or below its top). Unit: %.'
                    type:
                    - number
                    - 'null'
                required:
                - averagePercentOfTarget
                - durationSeconds
                - executedAverage
                - executedSeconds
                - intensity
                - number
                - startSeconds
                - targetHigh
                - targetLow
                - targetValue
                - timeInTargetPercent
                type: object
              type: array
            offsetSeconds:
              description: 'Where the planned workout was found to start in the activity, from its first sample. Unit:
                s.'
              type: integer
          required:
          - channel
          - complianceScore
          - gradedSteps
          - offsetSeconds
          type: object
        beatToBeat:
          description: 'HRV of the file''s beat-to-beat (RR) intervals: rMSSD, SDNN, DFA α1 and the heart rates where
            α1 crosses 0.75 and 0.5.'
          properties:
            aerobicThresholdHeartRate:
              description: 'HRVT1: heart rate where the fitted α1 is 0.75 (Rogers et al. 2021); absent when the session
                does not cross it. Unit: bpm.'
              type:
              - number
              - 'null'
            alpha1Intercept:
              description: 'Intercept of α1 fitted on heart rate. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
            alpha1Mean:
              description: 'Mean DFA α1 (boxes of 4–16 beats) of the scored windows. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
            alpha1RSquared:
              description: 'Coefficient of determination of that fit, 0–1. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
            alpha1Slope:
              description: 'Slope of α1 fitted on heart rate over the windows. Unit: 1/bpm.'
              type:
              - number
              - 'null'
            alpha1Windows:
              description: '2-minute windows scored for DFA α1 (64 beats or more, at most 5 % artefacts). Unit: none
                (a count, ratio or index).'
              type: integer
            anaerobicThresholdHeartRate:
              description: 'HRVT2: heart rate where the fitted α1 is 0.5 (Rogers et al. 2021); absent when the session
                does not cross it. Unit: bpm.'
              type:
              - number
              - 'null'
            artefactPercent:
              description: 'Share of intervals replaced as artefacts (outside 300–2000 ms, or more than 20 % off the
                11-beat local median). Unit: %.'
              type:
              - number
              - 'null'
            beats:
              description: 'Beat-to-beat intervals recorded. Unit: none (a count, ratio or index).'
              type: integer
            meanHeartRate:
              description: '60,000 ÷ the mean cleaned interval. Unit: bpm.'
              type:
              - number
              - 'null'
            rmssd:
              description: 'rMSSD: root mean square of successive beat-to-beat differences (a wellness day''s overnight
                or morning reading; an activity''s over its session). Unit: ms.'
              type:
              - number
              - 'null'
            sdnn:
              description: 'SDNN: standard deviation of the beat-to-beat intervals (a wellness day''s reading; an activity''s
                over its cleaned intervals). Unit: ms.'
              type:
              - number
              - 'null'
            repeatedPercent:
              description: 'Share of successive beat intervals equal to the one before; above 50 % they are a device''s
                resampling, and no α1 is computed. Unit: %.'
              type:
              - number
              - 'null'
          required:
          - alpha1Windows
          - artefactPercent
          - beats
          - repeatedPercent
          type: object
        intensityDistribution:
          description: Time in the three intensity zones (below the first threshold, between, above the second) and
            the polarization index.
          properties:
            basis:
              description: 'What an intensity distribution is measured by: power (with FTP) or heartRate.'
              enum:
              - heartRate
              - power
              type: string
            firstThreshold:
              description: 'The bound of intensity zones 1 and 2 (LT1/VT1). Unit: W or bpm.'
              type: number
            secondThreshold:
              description: 'The bound of intensity zones 2 and 3 (LT2/VT2). Unit: W or bpm.'
              type: number
            intensitySeconds:
              description: 'Seconds with a reading in intensity zones 1, 2 and 3. Unit: s.'
              items:
                type: number
              maxItems: 3
              minItems: 3
              type: array
            polarizationIndex:
              description: 'Treff et al.''s polarization index: log10(z1 / z2 × z3 × 100) of the zones'' fractions;
                above 2.00 is polarized. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
          required:
          - basis
          - firstThreshold
          - secondThreshold
          - intensitySeconds
          type: object
        climbs:
          description: 'The climbs of the altitude profile: 500 m or more at 3 % or more, found by the rule Climbs states.'
          items:
            properties:
              startSeconds:
                description: 'Where a climb starts, seconds of timer time from the activity''s first sample. Unit: s.'
                type: number
              durationSeconds:
                description: 'Seconds from a climb''s foot to its top (timer time). Unit: s.'
                type: number
              startMeters:
                description: 'Distance from the start to a climb''s foot. Unit: m.'
                type: number
              lengthMeters:
                description: 'A climb''s length, foot to top. Unit: m.'
                type: number
              gainMeters:
                description: 'A climb''s height: top minus foot of the smoothed altitude. Unit: m.'
                type: number
              averageGradePercent:
                description: 'A climb''s mean gradient: 100 × gain / length. Unit: %.'
                type: number
              vam:
                description: 'Velocità ascensionale media: a climb''s gain per hour of climbing. Unit: m/h.'
                type: number
              climbScore:
                description: 'Strava''s climb score: length (m) × average gradient (%). Unit: none (a count, ratio or
                  index).'
                type: number
              climbCategory:
                description: 'Strava''s category by the climb score: 4, 3, 2, 1 or HC (none below 8,000).'
                enum:
                - HC
                - '1'
                - '2'
                - '3'
                - '4'
                type: string
              climbRating:
                description: 'GoldenCheetah''s climb rating: gain² (m²) / length (km) / 1000. Unit: none (a count, ratio
                  or index).'
                type: number
              averagePower:
                description: 'Mean power. Unit: W.'
                type:
                - number
                - 'null'
              averageHeartRate:
                description: 'Mean heart rate. Unit: bpm.'
                type:
                - number
                - 'null'
            required:
            - startSeconds
            - durationSeconds
            - startMeters
            - lengthMeters
            - gainMeters
            - averageGradePercent
            - vam
            - climbScore
            - climbRating
            type: object
          type: array
      required:
      - durationSeconds
      - filledSeconds
      - interpolatedSeconds
      - mergedSeconds
      - pauseHandling
      - pausedSeconds
      - schemaVersion
      - source
      type: object
      description: (docs/schema/activity.schema.json)
    FitnessReport:
      properties:
        days:
          description: One record per day, oldest first.
          items:
            properties:
              atl:
                description: 'Acute training load (fatigue): 7-day exponentially weighted mean of load. Unit: TSS/day.'
                type:
                - number
                - 'null'
              ctl:
                description: 'Chronic training load (fitness): 42-day exponentially weighted mean of load. Unit: TSS/day.'
                type:
                - number
                - 'null'
              date:
                description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                format: date
                type: string
              load:
                description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                  TSS.'
                type:
                - number
                - 'null'
              rampRate:
                description: 'CTL change over the last 7 days. Unit: TSS/day per week.'
                type:
                - number
                - 'null'
              tsb:
                description: 'Training stress balance (form) going into the day: yesterday''s CTL − ATL. Unit: TSS/day.'
                type:
                - number
                - 'null'
            required:
            - atl
            - ctl
            - date
            - load
            - rampRate
            - tsb
            type: object
          type: array
        nullReasons:
          additionalProperties:
            type: string
          description: 'Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or
            infinite).'
          type: object
        parameters:
          description: The model's parameters (PMC time constants and start values, or Banister's fit).
          properties:
            atlDays:
              description: 'ATL time constant. Unit: days.'
              type:
              - number
              - 'null'
            atlStart:
              description: 'ATL before the first day. Unit: TSS/day.'
              type:
              - number
              - 'null'
            balance:
              description: Whether TSB uses yesterday's or today's CTL and ATL.
              type: string
            ctlDays:
              description: 'CTL time constant. Unit: days.'
              type:
              - number
              - 'null'
            ctlStart:
              description: 'CTL before the first day. Unit: TSS/day.'
              type:
              - number
              - 'null'
            decay:
              description: exponential (Coggan's PMC) or goldenCheetah (its convention).
              type: string
            rampDays:
              description: 'Window of the ramp rate. Unit: days.'
              type: integer
          required:
          - atlDays
          - atlStart
          - balance
          - ctlDays
          - ctlStart
          - decay
          - rampDays
          type: object
        schemaVersion:
          const: 2
          description: 'The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a
            count, ratio or index).'
        source:
          description: 'Where the numbers come from: the file read, the athlete, or for a day''s load `done` (activities)
            or `planned`.'
          type: string
        summary:
          description: The last day's state and totals.
          properties:
            atl:
              description: 'Acute training load (fatigue): 7-day exponentially weighted mean of load. Unit: TSS/day.'
              type:
              - number
              - 'null'
            ctl:
              description: 'Chronic training load (fitness): 42-day exponentially weighted mean of load. Unit: TSS/day.'
              type:
              - number
              - 'null'
            ctlTrendPerDay:
              description: 'The same slope per day. Unit: TSS/day per day.'
              type:
              - number
              - 'null'
            ctlTrendPerWeek:
              description: 'Least-squares slope of CTL over the 28 days ending on the day. Unit: TSS/day per week.'
              type:
              - number
              - 'null'
            dayCount:
              description: 'Count of days covered. Unit: days.'
              type: integer
            firstDay:
              description: The first day with data.
              format: date
              type: string
            lastDay:
              description: The last day with data.
              format: date
              type: string
            rampRate:
              description: 'CTL change over the last 7 days. Unit: TSS/day per week.'
              type:
              - number
              - 'null'
            totalLoad:
              description: 'Sum of daily loads. Unit: TSS.'
              type:
              - number
              - 'null'
            trendDays:
              description: 'Days the CTL trend is fitted over. Unit: days.'
              type: integer
            tsb:
              description: 'Training stress balance (form) going into the day: yesterday''s CTL − ATL. Unit: TSS/day.'
              type:
              - number
              - 'null'
            tsbTomorrow:
              description: 'Form going into the day after the last: CTL − ATL of the last day. Unit: TSS/day.'
              type:
              - number
              - 'null'
          required:
          - atl
          - ctl
          - ctlTrendPerDay
          - ctlTrendPerWeek
          - dayCount
          - firstDay
          - lastDay
          - rampRate
          - totalLoad
          - trendDays
          - tsb
          - tsbTomorrow
          type: object
      required:
      - days
      - parameters
      - schemaVersion
      - source
      - summary
      type: object
      description: (docs/schema/pmc.schema.json)
    WeekReport:
      properties:
        activeDays:
          description: 'Days this week with at least one workout. Unit: days.'
          type: integer
        activeDaysInARow:
          description: 'The run of consecutive active days alive on the day (yesterday''s, while today has no workout
            yet). Unit: days.'
          type: integer
        activeWeekdays:
          description: Whether each day of the week (Monday first) had a workout.
          items:
            type: boolean
          type: array
        asOf:
          description: 'The day the document is as of: today within the week, else its Sunday (a past week) or Monday
            (a week to come).'
          format: date
          type: string
        bySport:
          description: 'Per sport: this week, the previous week and the 4-week average.'
          items:
            properties:
              fourWeekAverage:
                description: The average of the 4 weeks before this one.
                properties:
                  calories:
                    description: 'Energy spent. Unit: kcal.'
                    type:
                    - number
                    - 'null'
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  load:
                    description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source.
                      Unit: TSS.'
                    type:
                    - number
                    - 'null'
                  workouts:
                    description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                    type:
                    - number
                    - 'null'
                required:
                - durationSeconds
                - load
                - workouts
                type: object
              previousWeek:
                description: The previous week's totals.
                properties:
                  calories:
                    description: 'Energy spent. Unit: kcal.'
                    type:
                    - number
                    - 'null'
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  load:
                    description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source.
                      Unit: TSS.'
                    type:
                    - number
                    - 'null'
                  workouts:
                    description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                    type:
                    - number
                    - 'null'
                required:
                - durationSeconds
                - load
                - workouts
                type: object
              sport:
                description: 'The sport, canonical: cycling, running, swimming, walking, hiking, rowing, strength, other
                  …'
                type: string
              thisWeek:
                description: This week's totals.
                properties:
                  calories:
                    description: 'Energy spent. Unit: kcal.'
                    type:
                    - number
                    - 'null'
                  distanceMeters:
                    description: 'A distance. Unit: m.'
                    type:
                    - number
                    - 'null'
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  load:
                    description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source.
                      Unit: TSS.'
                    type:
                    - number
                    - 'null'
                  workouts:
                    description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                    type:
                    - number
                    - 'null'
                required:
                - durationSeconds
                - load
                - workouts
                type: object
            required:
            - fourWeekAverage
            - previousWeek
            - sport
            - thisWeek
            type: object
          type: array
        dailyLoads:
          description: 'Load per day, Monday first (a week), or per day of a plan. Unit: TSS.'
          items:
            type:
            - number
            - 'null'
          type: array
        daysLeft:
          description: 'Days of the week after the day asked (0 from Sunday on). Unit: days.'
          type: integer
        goal:
          description: 'The weekly goal in active days. Unit: days.'
          type: integer
        goalMet:
          description: Whether this week's active days reached the goal.
          type: boolean
        goalPercent:
          description: 'min(active days, goal) ÷ goal × 100. Unit: %.'
          type:
          - number
          - 'null'
        goalState:
          description: met (the goal reached), inProgress (days left can still reach it) or missed, as of the day asked.
          enum:
          - met
          - inProgress
          - missed
          type: string
        goalStreakWeeks:
          description: 'Weeks in a row, ending with this one, with the goal met. Unit: weeks.'
          type: integer
        nullReasons:
          additionalProperties:
            type: string
          description: 'Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or
            infinite).'
          type: object
        plan:
          description: Planned against done this week.
          properties:
            doneLoad:
              description: 'Load done. Unit: TSS.'
              type:
              - number
              - 'null'
            doneSeconds:
              description: 'Duration done. Unit: s.'
              type:
              - number
              - 'null'
            doneSessions:
              description: 'Sessions done. Unit: none (a count, ratio or index).'
              type: integer
            plannedLoad:
              description: 'Load planned. Unit: TSS.'
              type:
              - number
              - 'null'
            plannedSeconds:
              description: 'Duration planned. Unit: s.'
              type:
              - number
              - 'null'
            plannedSessions:
              description: 'Planned sessions (added from plan.csv, or planned in the week). Unit: none (a count, ratio
                or index).'
              type: integer
            weekStart:
              description: The week's Monday (the athlete's local calendar).
              format: date
              type: string
          required:
          - doneLoad
          - doneSeconds
          - doneSessions
          - plannedLoad
          - plannedSeconds
          - plannedSessions
          - weekStart
          type: object
        plannedWorkouts:
          description: 'The week''s structured workouts: date, sport, planned load and duration, text, and the activity
            graded with its complianceScore.'
          items:
            properties:
              activityId:
                description: 'The id of a stored activity. Unit: none (a count, ratio or index).'
                type: integer
              complianceScore:
                description: 'Planned-seconds weighted mean of the graded steps'' time in target, 0–100. Unit: %.'
                type:
                - number
                - 'null'
              date:
                description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                format: date
                type: string
              durationSeconds:
                description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
                  a planned session''s. Unit: s.'
                type:
                - number
                - 'null'
              load:
                description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                  TSS.'
                type:
                - number
                - 'null'
              text:
                description: 'The workout as text: one item a line, as `workout` reads it back.'
                type: string
            required:
            - date
            - text
            type: object
          type: array
        schemaVersion:
          const: 2
          description: 'The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a
            count, ratio or index).'
        source:
          description: 'Where the numbers come from: the file read, the athlete, or for a day''s load `done` (activities)
            or `planned`.'
          type: string
        timeZone:
          description: 'The athlete''s IANA time zone (Europe/Berlin): decides the local day of each activity and the
            week''s Monday.'
          type: string
        totals:
          description: 'All sports: this week, the previous week and the 4-week average.'
          properties:
            fourWeekAverage:
              description: The average of the 4 weeks before this one.
              properties:
                calories:
                  description: 'Energy spent. Unit: kcal.'
                  type:
                  - number
                  - 'null'
                durationSeconds:
                  description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                    window, a planned session''s. Unit: s.'
                  type:
                  - number
                  - 'null'
                load:
                  description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                    TSS.'
                  type:
                  - number
                  - 'null'
                workouts:
                  description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                  type:
                  - number
                  - 'null'
              required:
              - durationSeconds
              - load
              - workouts
              type: object
            previousWeek:
              description: The previous week's totals.
              properties:
                calories:
                  description: 'Energy spent. Unit: kcal.'
                  type:
                  - number
                  - 'null'
                durationSeconds:
                  description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                    window, a planned session''s. Unit: s.'
                  type:
                  - number
                  - 'null'
                load:
                  description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                    TSS.'
                  type:
                  - number
                  - 'null'
                workouts:
                  description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                  type:
                  - number
                  - 'null'
              required:
              - durationSeconds
              - load
              - workouts
              type: object
            sport:
              description: 'The sport, canonical: cycling, running, swimming, walking, hiking, rowing, strength, other
                …'
              type: string
            thisWeek:
              description: This week's totals.
              properties:
                calories:
                  description: 'Energy spent. Unit: kcal.'
                  type:
                  - number
                  - 'null'
                distanceMeters:
                  description: 'A distance. Unit: m.'
                  type:
                  - number
                  - 'null'
                durationSeconds:
                  description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                    window, a planned session''s. Unit: s.'
                  type:
                  - number
                  - 'null'
                load:
                  description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                    TSS.'
                  type:
                  - number
                  - 'null'
                workouts:
                  description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                  type:
                  - number
                  - 'null'
              required:
              - durationSeconds
              - load
              - workouts
              type: object
          required:
          - fourWeekAverage
          - previousWeek
          - sport
          - thisWeek
          type: object
        weekStart:
          description: The week's Monday (the athlete's local calendar).
          format: date
          type: string
      required:
      - activeDays
      - activeDaysInARow
      - activeWeekdays
      - asOf
      - bySport
      - dailyLoads
      - daysLeft
      - goal
      - goalMet
      - goalPercent
      - goalState
      - goalStreakWeeks
      - schemaVersion
      - source
      - timeZone
      - totals
      - weekStart
      type: object
      description: (docs/schema/week.schema.json)
    PlanCompliance:
      description: Planned against done this week. (docs/schema/week.schema.json, plan)
      properties:
        doneLoad:
          description: 'Load done. Unit: TSS.'
          type:
          - number
          - 'null'
        doneSeconds:
          description: 'Duration done. Unit: s.'
          type:
          - number
          - 'null'
        doneSessions:
          description: 'Sessions done. Unit: none (a count, ratio or index).'
          type: integer
        plannedLoad:
          description: 'Load planned. Unit: TSS.'
          type:
          - number
          - 'null'
        plannedSeconds:
          description: 'Duration planned. Unit: s.'
          type:
          - number
          - 'null'
        plannedSessions:
          description: 'Planned sessions (added from plan.csv, or planned in the week). Unit: none (a count, ratio or
            index).'
          type: integer
        weekStart:
          description: The week's Monday (the athlete's local calendar).
          format: date
          type: string
      required:
      - doneLoad
      - doneSeconds
      - doneSessions
      - plannedLoad
      - plannedSeconds
      - plannedSessions
      - weekStart
      type: object
    WellnessReport:
      properties:
        days:
          description: One record per day, oldest first.
          items:
            properties:
              date:
                description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                format: date
                type: string
              hrvCV7:
                description: '7-day coefficient of variation of ln rMSSD (or of ln SDNN: hrvKind; shown, not scored).
                  Unit: none (a count, ratio or index).'
                type:
                - number
                - 'null'
              hrvZScore:
                description: 'Recovery contributor: ln rMSSD (ln SDNN when the history has no rMSSD: hrvKind) against
                  its 60-day robust baseline (clamped). Unit: none (a count, ratio or index).'
                type:
                - number
                - 'null'
              recovery:
                description: 'Recovery score 0–100 (absent until the baseline is sufficient). Unit: %.'
                type: integer
              recoveryState:
                description: scored, warmingUp (14–27 nights), insufficientBaseline, or noReading (a day without data).
                type: string
              respiratoryRate:
                description: 'Respiratory rate. Unit: breaths/min.'
                type:
                - number
                - 'null'
              respiratoryRateZScore:
                description: 'Recovery contributor: respiratory rate against its baseline. Unit: none (a count, ratio
                  or index).'
                type:
                - number
                - 'null'
              restingHeartRate:
                description: 'Resting heart rate. Unit: bpm.'
                type:
                - number
                - 'null'
              restingHeartRateZScore:
                description: 'Recovery contributor: resting HR against its baseline (lower is better). Unit: none (a
                  count, ratio or index).'
                type:
                - number
                - 'null'
              rmssd:
                description: 'rMSSD: root mean square of successive beat-to-beat differences (a wellness day''s overnight
                  or morning reading; an activity''s over its session). Unit: ms.'
                type:
                - number
                - 'null'
              sleepDebtSeconds:
                description: 'Sleep owed from recent nights. Unit: s.'
                type:
                - number
                - 'null'
              sleepNeedSeconds:
                description: 'Sleep needed: baseline + strain + debt (docs/wellness.md). Unit: s.'
                type:
                - number
                - 'null'
              sleepPerformance:
                description: 'Sleep as a share of need, 0–100. Unit: %.'
                type:
                - number
                - 'null'
              sleepSeconds:
                description: 'Time asleep last night. Unit: s.'
                type:
                - number
                - 'null'
              sleepZScore:
                description: 'Recovery contributor: sleep performance against its baseline. Unit: none (a count, ratio
                  or index).'
                type:
                - number
                - 'null'
              sdnn:
                description: 'SDNN: standard deviation of the beat-to-beat intervals (a wellness day''s reading; an
                  activity''s over its cleaned intervals). Unit: ms.'
                type:
                - number
                - 'null'
              warnings:
                description: Things worth knowing that did not stop the command.
                items:
                  type: string
                type: array
              alternatives:
                description: Values other sources gave for the day's readings and the day does not keep (the later ingested
                  source wins; never averaged).
                items:
                  properties:
                    reading:
                      description: The reading's name (rmssd, sleepHours…), as the day's own key.
                      type: string
                    notKept:
                      description: The value not kept, in the reading's unit.
                      type: number
                    kept:
                      description: The value the day keeps instead, in the reading's unit.
                      type: number
                    keptFrom:
                      description: The file or source the kept value came from.
                      type: string
                  required:
                  - kept
                  - keptFrom
                  - notKept
                  - reading
                  type: object
                type: array
              deepSleepSeconds:
                description: 'Deep (slow-wave) sleep last night, as the source stages it. Unit: s.'
                type:
                - number
                - 'null'
              remSleepSeconds:
                description: 'REM sleep last night, as the source stages it. Unit: s.'
                type:
                - number
                - 'null'
              lightSleepSeconds:
                description: 'Light (core) sleep last night, as the source stages it. Unit: s.'
                type:
                - number
                - 'null'
              spo2:
                description: 'Mean blood-oxygen saturation overnight. Unit: %.'
                type:
                - number
                - 'null'
              skinTemperature:
                description: 'Skin (wrist) temperature overnight. Unit: °C.'
                type:
                - number
                - 'null'
              skinTemperatureDeviation:
                description: 'Skin temperature''s difference from the source''s own baseline. Unit: °C.'
                type:
                - number
                - 'null'
              bodyMassKg:
                description: 'Body mass (a scale''s weigh-in). Unit: kg.'
                type:
                - number
                - 'null'
              vo2max:
                description: 'VO₂max as the device estimates it. Unit: ml/kg/min.'
                type:
                - number
                - 'null'
            required:
            - date
            - recoveryState
            - sleepDebtSeconds
            - sleepNeedSeconds
            type: object
          type: array
        nullReasons:
          additionalProperties:
            type: string
          description: 'Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or
            infinite).'
          type: object
        schemaVersion:
          const: 2
          description: 'The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a
            count, ratio or index).'
        source:
          description: 'Where the numbers come from: the file read, the athlete, or for a day''s load `done` (activities)
            or `planned`.'
          type: string
        hrvKind:
          description: 'The HRV recovery is scored on: rmssd, or sdnn when no day has an rMSSD (Apple Health''s HRV);
            one kind per history, never mixed.'
          enum:
          - rmssd
          - sdnn
          type: string
      required:
      - days
      - schemaVersion
      - source
      type: object
      description: (docs/schema/wellness.schema.json)
    WeeklyProgressReport:
      properties:
        activeDays:
          description: 'Days this week with at least one workout. Unit: days.'
          type: integer
        activeDaysInARow:
          description: 'The run of consecutive active days alive on the day (yesterday''s, while today has no workout
            yet). Unit: days.'
          type: integer
        asOf:
          description: 'The day the document is as of: today within the week, else its Sunday (a past week) or Monday
            (a week to come).'
          format: date
          type: string
        athlete:
          description: The athlete's name (or the id given).
          type: string
        bestEfforts:
          description: Mean-max powers set this week that beat the previous 365 days.
          items:
            properties:
              activityId:
                description: 'The id of a stored activity. Unit: none (a count, ratio or index).'
                type: integer
              date:
                description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                format: date
                type: string
              durationSeconds:
                description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
                  a planned session''s. Unit: s.'
                type:
                - number
                - 'null'
              watts:
                description: 'A power: a best effort''s mean, a curve point. Unit: W.'
                type:
                - number
                - 'null'
            required:
            - activityId
            - date
            - durationSeconds
            - watts
            type: object
          type: array
        bySport:
          description: 'Per sport: this week, the previous week and the 4-week average.'
          items:
            properties:
              fourWeekAverage:
                description: The average of the 4 weeks before this one.
                properties:
                  calories:
                    description: 'Energy spent. Unit: kcal.'
                    type:
                    - number
                    - 'null'
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  load:
                    description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source.
                      Unit: TSS.'
                    type:
                    - number
                    - 'null'
                  workouts:
                    description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                    type:
                    - number
                    - 'null'
                required:
                - durationSeconds
                - load
                - workouts
                type: object
              previousWeek:
                description: The previous week's totals.
                properties:
                  calories:
                    description: 'Energy spent. Unit: kcal.'
                    type:
                    - number
                    - 'null'
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  load:
                    description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source.
                      Unit: TSS.'
                    type:
                    - number
                    - 'null'
                  workouts:
                    description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                    type:
                    - number
                    - 'null'
                required:
                - durationSeconds
                - load
                - workouts
                type: object
              sport:
                description: 'The sport, canonical: cycling, running, swimming, walking, hiking, rowing, strength, other
                  …'
                type: string
              thisWeek:
                description: This week's totals.
                properties:
                  calories:
                    description: 'Energy spent. Unit: kcal.'
                    type:
                    - number
                    - 'null'
                  distanceMeters:
                    description: 'A distance. Unit: m.'
                    type:
                    - number
                    - 'null'
                  durationSeconds:
                    description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                      window, a planned session''s. Unit: s.'
                    type:
                    - number
                    - 'null'
                  load:
                    description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source.
                      Unit: TSS.'
                    type:
                    - number
                    - 'null'
                  workouts:
                    description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                    type:
                    - number
                    - 'null'
                required:
                - durationSeconds
                - load
                - workouts
                type: object
            required:
            - fourWeekAverage
            - previousWeek
            - sport
            - thisWeek
            type: object
          type: array
        days:
          description: One record per day, oldest first.
          items:
            properties:
              activities:
                description: 'Count of activities. Unit: none (a count, ratio or index).'
                type: integer
              date:
                description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                format: date
                type: string
              dayStrain:
                description: 'The day''s strain (heart-rate load on a 0–21 log scale). Unit: 0–21.'
                type:
                - number
                - 'null'
              durationSeconds:
                description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
                  a planned session''s. Unit: s.'
                type:
                - number
                - 'null'
              load:
                description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                  TSS.'
                type:
                - number
                - 'null'
              recovery:
                description: 'Recovery score 0–100 (absent until the baseline is sufficient). Unit: %.'
                type: integer
              sleepPerformance:
                description: 'Sleep as a share of need, 0–100. Unit: %.'
                type:
                - number
                - 'null'
              weekday:
                description: Mon … Sun.
                type: string
            required:
            - activities
            - date
            - durationSeconds
            - load
            - weekday
            type: object
          type: array
        daysLeft:
          description: 'Days of the week after the day asked (0 from Sunday on). Unit: days.'
          type: integer
        fitness:
          description: CTL, ATL, TSB and their last 6 week-ends.
          properties:
            acwr:
              description: 'Acute:chronic workload ratio, ATL ÷ CTL. Unit: none (a count, ratio or index).'
              type:
              - number
              - 'null'
            atl:
              description: 'Acute training load (fatigue): 7-day exponentially weighted mean of load. Unit: TSS/day.'
              type:
              - number
              - 'null'
            ctl:
              description: 'Chronic training load (fitness): 42-day exponentially weighted mean of load. Unit: TSS/day.'
              type:
              - number
              - 'null'
            ctlTrendPerWeek:
              description: 'Least-squares slope of CTL over the 28 days ending on the day. Unit: TSS/day per week.'
              type:
              - number
              - 'null'
            tsb:
              description: 'Training stress balance (form) going into the day: yesterday''s CTL − ATL. Unit: TSS/day.'
              type:
              - number
              - 'null'
            weeklyATL:
              description: 'ATL likewise. Unit: TSS/day.'
              items:
                type:
                - number
                - 'null'
              type: array
            weeklyCTL:
              description: 'CTL at the end of each of the last 6 weeks, oldest first. Unit: TSS/day.'
              items:
                type:
                - number
                - 'null'
              type: array
            weeklyTSB:
              description: 'TSB likewise. Unit: TSS/day.'
              items:
                type:
                - number
                - 'null'
              type: array
          required:
          - atl
          - ctl
          - tsb
          - weeklyATL
          - weeklyCTL
          - weeklyTSB
          type: object
        goal:
          description: 'The weekly goal in active days. Unit: days.'
          type: integer
        goalMet:
          description: Whether this week's active days reached the goal.
          type: boolean
        goalPercent:
          description: 'min(active days, goal) ÷ goal × 100. Unit: %.'
          type:
          - number
          - 'null'
        goalState:
          description: met (the goal reached), inProgress (days left can still reach it) or missed, as of the day asked.
          enum:
          - met
          - inProgress
          - missed
          type: string
        goalStreakWeeks:
          description: 'Weeks in a row, ending with this one, with the goal met. Unit: weeks.'
          type: integer
        lastDataDate:
          description: The last day with stored data on or before the day asked.
          format: date
          type: string
        nextEvent:
          description: The first event after the day asked.
          properties:
            date:
              description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
              format: date
              type: string
            daysToGo:
              description: 'Days from the day asked to the event. Unit: days.'
              type: integer
            name:
              description: 'A name: the athlete''s, the event''s, the workout''s as logged, or a zone''s.'
              type: string
            priority:
              description: A, B or C.
              type: string
          required:
          - date
          - daysToGo
          - name
          - priority
          type: object
        notableTrends:
          description: Slopes over the last 42 days with p < 0.05.
          items:
            properties:
              dayCount:
                description: 'Count of days covered. Unit: days.'
                type: integer
              metric:
                description: The metric a trend is of.
                type: string
              pValue:
                description: 'Two-sided p-value of the slope being 0. Unit: none (a count, ratio or index).'
                type:
                - number
                - 'null'
              slopePerWeek:
                description: 'Least-squares slope per week, the metric''s unit. Unit: none (a count, ratio or index).'
                type:
                - number
                - 'null'
            required:
            - dayCount
            - metric
            - pValue
            - slopePerWeek
            type: object
          type: array
        nullReasons:
          additionalProperties:
            type: string
          description: 'Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or
            infinite).'
          type: object
        plan:
          description: Planned against done this week.
          properties:
            doneLoad:
              description: 'Load done. Unit: TSS.'
              type:
              - number
              - 'null'
            doneSeconds:
              description: 'Duration done. Unit: s.'
              type:
              - number
              - 'null'
            doneSessions:
              description: 'Sessions done. Unit: none (a count, ratio or index).'
              type: integer
            plannedLoad:
              description: 'Load planned. Unit: TSS.'
              type:
              - number
              - 'null'
            plannedSeconds:
              description: 'Duration planned. Unit: s.'
              type:
              - number
              - 'null'
            plannedSessions:
              description: 'Planned sessions (added from plan.csv, or planned in the week). Unit: none (a count, ratio
                or index).'
              type: integer
            weekStart:
              description: The week's Monday (the athlete's local calendar).
              format: date
              type: string
          required:
          - doneLoad
          - doneSeconds
          - doneSessions
          - plannedLoad
          - plannedSeconds
          - plannedSessions
          - weekStart
          type: object
        plannedWorkouts:
          description: 'The week''s structured workouts: date, sport, planned load and duration, text, and the activity
            graded with its complianceScore.'
          items:
            properties:
              activityId:
                description: 'The id of a stored activity. Unit: none (a count, ratio or index).'
                type: integer
              complianceScore:
                description: 'Planned-seconds weighted mean of the graded steps'' time in target, 0–100. Unit: %.'
                type:
                - number
                - 'null'
              date:
                description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                format: date
                type: string
              durationSeconds:
                description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
                  a planned session''s. Unit: s.'
                type:
                - number
                - 'null'
              load:
                description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                  TSS.'
                type:
                - number
                - 'null'
              text:
                description: 'The workout as text: one item a line, as `workout` reads it back.'
                type: string
            required:
            - date
            - text
            type: object
          type: array
        schemaVersion:
          const: 2
          description: 'The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a
            count, ratio or index).'
        timeZone:
          description: 'The athlete''s IANA time zone (Europe/Berlin): decides the local day of each activity and the
            week''s Monday.'
          type: string
        totals:
          description: 'All sports: this week, the previous week and the 4-week average.'
          properties:
            fourWeekAverage:
              description: The average of the 4 weeks before this one.
              properties:
                calories:
                  description: 'Energy spent. Unit: kcal.'
                  type:
                  - number
                  - 'null'
                durationSeconds:
                  description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                    window, a planned session''s. Unit: s.'
                  type:
                  - number
                  - 'null'
                load:
                  description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                    TSS.'
                  type:
                  - number
                  - 'null'
                workouts:
                  description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                  type:
                  - number
                  - 'null'
              required:
              - durationSeconds
              - load
              - workouts
              type: object
            previousWeek:
              description: The previous week's totals.
              properties:
                calories:
                  description: 'Energy spent. Unit: kcal.'
                  type:
                  - number
                  - 'null'
                durationSeconds:
                  description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                    window, a planned session''s. Unit: s.'
                  type:
                  - number
                  - 'null'
                load:
                  description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                    TSS.'
                  type:
                  - number
                  - 'null'
                workouts:
                  description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                  type:
                  - number
                  - 'null'
              required:
              - durationSeconds
              - load
              - workouts
              type: object
            sport:
              description: 'The sport, canonical: cycling, running, swimming, walking, hiking, rowing, strength, other
                …'
              type: string
            thisWeek:
              description: This week's totals.
              properties:
                calories:
                  description: 'Energy spent. Unit: kcal.'
                  type:
                  - number
                  - 'null'
                distanceMeters:
                  description: 'A distance. Unit: m.'
                  type:
                  - number
                  - 'null'
                durationSeconds:
                  description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s
                    window, a planned session''s. Unit: s.'
                  type:
                  - number
                  - 'null'
                load:
                  description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                    TSS.'
                  type:
                  - number
                  - 'null'
                workouts:
                  description: 'Count of workouts (fractional in averages). Unit: none (a count, ratio or index).'
                  type:
                  - number
                  - 'null'
              required:
              - durationSeconds
              - load
              - workouts
              type: object
          required:
          - fourWeekAverage
          - previousWeek
          - sport
          - thisWeek
          type: object
        weekEnd:
          description: The week's Sunday.
          format: date
          type: string
        weekStart:
          description: The week's Monday (the athlete's local calendar).
          format: date
          type: string
        wellness:
          description: The week's wellness averages.
          properties:
            dayStrainAverage:
              description: 'Mean day strain of the week''s scored days. Unit: 0–21.'
              type:
              - number
              - 'null'
            recoveryAverage:
              description: 'Mean recovery of the week''s scored days. Unit: %.'
              type:
              - number
              - 'null'
            scoredDays:
              description: 'Days of the week with a recovery score. Unit: days.'
              type: integer
            sleepPerformanceAverage:
              description: 'Mean sleep performance of the week''s scored days. Unit: %.'
              type:
              - number
              - 'null'
            deepSleepHoursAverage:
              description: 'Mean deep sleep of the week''s nights that stage it. Unit: h.'
              type:
              - number
              - 'null'
            remSleepHoursAverage:
              description: 'Mean REM sleep of the week''s nights that stage it. Unit: h.'
              type:
              - number
              - 'null'
            lightSleepHoursAverage:
              description: 'Mean light sleep of the week''s nights that stage it. Unit: h.'
              type:
              - number
              - 'null'
            spo2Average:
              description: 'Mean overnight SpO₂ of the week''s nights that measure it. Unit: %.'
              type:
              - number
              - 'null'
          required:
          - scoredDays
          type: object
      required:
      - activeDays
      - activeDaysInARow
      - asOf
      - athlete
      - bestEfforts
      - bySport
      - days
      - daysLeft
      - goal
      - goalMet
      - goalPercent
      - goalState
      - goalStreakWeeks
      - notableTrends
      - schemaVersion
      - timeZone
      - totals
      - weekEnd
      - weekStart
      - wellness
      type: object
      description: (docs/schema/report-weekly.schema.json)
    CalendarReport:
      properties:
        athlete:
          description: The athlete's name (or the id given).
          type: string
        monthStart:
          description: The month's first day.
          format: date
          type: string
        nullReasons:
          additionalProperties:
            type: string
          description: 'Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or
            infinite).'
          type: object
        schemaVersion:
          const: 2
          description: 'The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a
            count, ratio or index).'
        timeZone:
          description: 'The athlete''s IANA time zone (Europe/Berlin): decides the local day of each activity and the
            week''s Monday.'
          type: string
        weeks:
          description: One record per week.
          items:
            properties:
              days:
                description: One record per day, oldest first.
                items:
                  properties:
                    date:
                      description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                      format: date
                      type: string
                    doneActivities:
                      description: 'The day''s activities: id, sport, name, durationSeconds, load.'
                      items:
                        properties:
                          durationSeconds:
                            description: 'A duration: the activity''s or the week''s training time, a lap''s, a best
                              effort''s window, a planned session''s. Unit: s.'
                            type:
                            - number
                            - 'null'
                          id:
                            description: 'The record''s id in the library (athletes, activities, events, sessions, sources
                              and tokens are numbered separately; ids are global). Unit: none (a count, ratio or index).'
                            type: integer
                          load:
                            description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its
                              source. Unit: TSS.'
                            type:
                            - number
                            - 'null'
                          sport:
                            description: 'The sport, canonical: cycling, running, swimming, walking, hiking, rowing,
                              strength, other …'
                            type: string
                        required:
                        - id
                        type: object
                      type: array
                    events:
                      description: Planned events (races), each with its targets and projection.
                      type: array
                    inMonth:
                      description: Whether the day is in the month (its weeks begin and end in the months beside it).
                      type: boolean
                    restDay:
                      description: A day up to today with no activity.
                      type: boolean
                    sessions:
                      description: 'Sessions: a multisport file''s legs, a FIT file''s session messages, or planned
                        sessions.'
                      type: array
                  required:
                  - date
                  - doneActivities
                  - events
                  - inMonth
                  - restDay
                  - sessions
                  type: object
                type: array
              durationSeconds:
                description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
                  a planned session''s. Unit: s.'
                type:
                - number
                - 'null'
              load:
                description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                  TSS.'
                type:
                - number
                - 'null'
              plannedLoad:
                description: 'Load planned. Unit: TSS.'
                type:
                - number
                - 'null'
              weekStart:
                description: The week's Monday (the athlete's local calendar).
                format: date
                type: string
            required:
            - days
            - durationSeconds
            - load
            - plannedLoad
            - weekStart
            type: object
          type: array
      required:
      - athlete
      - monthStart
      - schemaVersion
      - timeZone
      - weeks
      type: object
      description: (docs/schema/report-calendar.schema.json)
    Dashboard:
      properties:
        athlete:
          description: The athlete's name (or the id given).
          type: string
        bestEfforts:
          description: Mean-max powers set this week that beat the previous 365 days.
          items:
            properties:
              activityId:
                description: 'The id of a stored activity. Unit: none (a count, ratio or index).'
                type: integer
              date:
                description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                format: date
                type: string
              durationSeconds:
                description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
                  a planned session''s. Unit: s.'
                type:
                - number
                - 'null'
              watts:
                description: 'A power: a best effort''s mean, a curve point. Unit: W.'
                type:
                - number
                - 'null'
            required:
            - activityId
            - date
            - durationSeconds
            - watts
            type: object
          type: array
        date:
          description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
          format: date
          type: string
        nullReasons:
          additionalProperties:
            type: string
          description: 'Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or
            infinite).'
          type: object
        schemaVersion:
          const: 2
          description: 'The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a
            count, ratio or index).'
        timeZone:
          description: 'The athlete''s IANA time zone (Europe/Berlin): decides the local day of each activity and the
            week''s Monday.'
          type: string
        today:
          description: The day's state.
          properties:
            atl:
              description: 'Acute training load (fatigue): 7-day exponentially weighted mean of load. Unit: TSS/day.'
              type:
              - number
              - 'null'
            ctl:
              description: 'Chronic training load (fitness): 42-day exponentially weighted mean of load. Unit: TSS/day.'
              type:
              - number
              - 'null'
            date:
              description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
              format: date
              type: string
            dayStrain:
              description: 'The day''s strain (heart-rate load on a 0–21 log scale). Unit: 0–21.'
              type:
              - number
              - 'null'
            daysWithoutData:
              description: 'Days since the last day with data: CTL and ATL decayed with no load, the day''s readings
                missing (0: the day has data). Unit: days.'
              type: integer
            lastDataDate:
              description: The last day with stored data on or before the day asked.
              format: date
              type: string
            load:
              description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                TSS.'
              type:
              - number
              - 'null'
            rampRate:
              description: 'CTL change over the last 7 days. Unit: TSS/day per week.'
              type:
              - number
              - 'null'
            recovery:
              description: 'Recovery score 0–100 (absent until the baseline is sufficient). Unit: %.'
              type: integer
            recoveryState:
              description: scored, warmingUp (14–27 nights), insufficientBaseline, or noReading (a day without data).
              enum:
              - scored
              - warmingUp
              - insufficientBaseline
              - noReading
              type: string
            sleepDebtSeconds:
              description: 'Sleep owed from recent nights. Unit: s.'
              type:
              - number
              - 'null'
            sleepPerformance:
              description: 'Sleep as a share of need, 0–100. Unit: %.'
              type:
              - number
              - 'null'
            tsb:
              description: 'Training stress balance (form) going into the day: yesterday''s CTL − ATL. Unit: TSS/day.'
              type:
              - number
              - 'null'
          required:
          - atl
          - ctl
          - date
          - daysWithoutData
          - lastDataDate
          - load
          - rampRate
          - recoveryState
          - tsb
          type: object
        week:
          description: This week's progress.
          properties:
            activeDays:
              description: 'Days this week with at least one workout. Unit: days.'
              type: integer
            activeDaysInARow:
              description: 'The run of consecutive active days alive on the day (yesterday''s, while today has no workout
                yet). Unit: days.'
              type: integer
            daysLeft:
              description: 'Days of the week after the day asked (0 from Sunday on). Unit: days.'
              type: integer
            durationSeconds:
              description: 'A duration: the activity''s or the week''s training time, a lap''s, a best effort''s window,
                a planned session''s. Unit: s.'
              type:
              - number
              - 'null'
            goal:
              description: 'The weekly goal in active days. Unit: days.'
              type: integer
            goalMet:
              description: Whether this week's active days reached the goal.
              type: boolean
            goalPercent:
              description: 'min(active days, goal) ÷ goal × 100. Unit: %.'
              type:
              - number
              - 'null'
            goalState:
              description: met (the goal reached), inProgress (days left can still reach it) or missed, as of the day
                asked.
              enum:
              - met
              - inProgress
              - missed
              type: string
            goalStreakWeeks:
              description: 'Weeks in a row, ending with this one, with the goal met. Unit: weeks.'
              type: integer
            load:
              description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                TSS.'
              type:
              - number
              - 'null'
            weekStart:
              description: The week's Monday (the athlete's local calendar).
              format: date
              type: string
          required:
          - activeDays
          - activeDaysInARow
          - daysLeft
          - durationSeconds
          - goal
          - goalMet
          - goalPercent
          - goalState
          - goalStreakWeeks
          - load
          - weekStart
          type: object
      required:
      - athlete
      - bestEfforts
      - date
      - schemaVersion
      - timeZone
      - week
      type: object
      description: (docs/schema/dashboard.schema.json)
    PlanReport:
      properties:
        athlete:
          description: The athlete's name (or the id given).
          type: string
        compliance:
          description: Planned against done, week by week.
          type: array
        days:
          description: One record per day, oldest first.
          items:
            properties:
              atl:
                description: 'Acute training load (fatigue): 7-day exponentially weighted mean of load. Unit: TSS/day.'
                type:
                - number
                - 'null'
              ctl:
                description: 'Chronic training load (fitness): 42-day exponentially weighted mean of load. Unit: TSS/day.'
                type:
                - number
                - 'null'
              date:
                description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                format: date
                type: string
              load:
                description: 'Training load on the TSS scale (one hour at threshold = 100), whatever its source. Unit:
                  TSS.'
                type:
                - number
                - 'null'
              source:
                description: 'Where the numbers come from: the file read, the athlete, or for a day''s load `done` (activities)
                  or `planned`.'
                type: string
              tsb:
                description: 'Training stress balance (form) going into the day: yesterday''s CTL − ATL. Unit: TSS/day.'
                type:
                - number
                - 'null'
            required:
            - atl
            - ctl
            - date
            - load
            - source
            - tsb
            type: object
          type: array
        events:
          description: Planned events (races), each with its targets and projection.
          items:
            properties:
              atl:
                description: 'Acute training load (fatigue): 7-day exponentially weighted mean of load. Unit: TSS/day.'
                type:
                - number
                - 'null'
              ctl:
                description: 'Chronic training load (fitness): 42-day exponentially weighted mean of load. Unit: TSS/day.'
                type:
                - number
                - 'null'
              event:
                description: 'A planned event: name, date, priority, targets.'
                properties:
                  athleteId:
                    description: 'The id of the athlete the record belongs to. Unit: none (a count, ratio or index).'
                    type: integer
                  date:
                    description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
                    format: date
                    type: string
                  id:
                    description: 'The record''s id in the library (athletes, activities, events, sessions, sources and
                      tokens are numbered separately; ids are global). Unit: none (a count, ratio or index).'
                    type: integer
                  name:
                    description: 'A name: the athlete''s, the event''s, the workout''s as logged, or a zone''s.'
                    type: string
                  priority:
                    description: A, B or C.
                    type: string
                  targetCTL:
                    description: 'The CTL to reach by the event. Unit: TSS/day.'
                    type:
                    - number
                    - 'null'
                  tsbHigh:
                    description: 'High end of the event''s TSB band. Unit: TSS/day.'
                    type:
                    - number
                    - 'null'
                  tsbLow:
                    description: 'Low end of the event''s TSB band. Unit: TSS/day.'
                    type:
                    - number
                    - 'null'
                required:
                - athleteId
                - date
                - name
                - priority
                type: object
              inTSBBand:
                description: Whether the projected TSB is inside the band.
                type: boolean
              meetsCTL:
                description: Whether the projection reaches the target CTL.
                type: boolean
              tsb:
                description: 'Training stress balance (form) going into the day: yesterday''s CTL − ATL. Unit: TSS/day.'
                type:
                - number
                - 'null'
              tsbBand:
                description: 'The event''s TSB band, low and high. Unit: TSS/day.'
                items:
                  type:
                  - number
                  - 'null'
                type: array
            required:
            - atl
            - ctl
            - event
            - inTSBBand
            - tsb
            - tsbBand
            type: object
          type: array
        from:
          description: 'First day of a range, or the first day a threshold applies (absent: always).'
          format: date
          type: string
        nullReasons:
          additionalProperties:
            type: string
          description: 'Why each null number is null: JSON Pointer (RFC 6901) of the field → reason (not a number, or
            infinite).'
          type: object
        schemaVersion:
          const: 2
          description: 'The version of this JSON vocabulary (2); renaming or removing a field bumps it. Unit: none (a
            count, ratio or index).'
        solution:
          description: The load plan solved for the next A event.
          properties:
            date:
              description: The local calendar day (YYYY-MM-DD, the athlete's time zone).
              format: date
              type: string
            eventName:
              description: The event a solution or prediction is for.
              type: string
            maximumWeeklyRamp:
              description: 'Largest CTL rise a week allowed. Unit: TSS/day per week.'
              type:
              - number
              - 'null'
            taperDays:
              description: 'Days of the taper. Unit: days.'
              type: integer
            taperPlan:
              description: The solved build and taper, or why there is none.
              properties:
                atl:
                  description: 'Acute training load (fatigue): 7-day exponentially weighted mean of load. Unit: TSS/day.'
                  type:
                  - number
                  - 'null'
                buildDays:
                  description: 'Days of the build. Unit: days.'
                  type: integer
                ctl:
                  description: 'Chronic training load (fitness): 42-day exponentially weighted mean of load. Unit: TSS/day.'
                  type:
                  - number
                  - 'null'
                dailyLoads:
                  description: 'Load per day, Monday first (a week), or per day of a plan. Unit: TSS.'
                  items:
                    type:
                    - number
                    - 'null'
                  type: array
                taperDays:
                  description: 'Days of the taper. Unit: days.'
                  type: integer
                taperLoad:
                  description: 'Daily load of the taper. Unit: TSS.'
                  type:
                  - number
                  - 'null'
                tsb:
                  description: 'Training stress balance (form) going into the day: yesterday''s CTL − ATL. Unit: TSS/day.'
                  type:
                  - number
                  - 'null'
                weeklyRamp:
                  description: 'CTL rise a week the plan uses. Unit: TSS/day per week.'
                  type:
                  - number
                  - 'null'
              required:
              - atl
              - buildDays
              - ctl
              - dailyLoads
              - taperDays
              - taperLoad
              - tsb
              - weeklyRamp
              type: object
            targetCTL:
              description: 'The CTL to reach by the event. Unit: TSS/day.'
              type:
              - number
              - 'null'
            targetTSB:
              description: 'The TSB to go into the event with. Unit: TSS/day.'
              type:
              - number
              - 'null'
            weeks:
              description: One record per week.
              items:
                properties:
                  neededLoad:
                    description: 'The solution''s load for the week''s plan days. Unit: TSS.'
                    type:
                    - number
                    - 'null'
                  phase:
                    description: build or taper.
                    type: string
                  plannedLoad:
                    description: 'Load planned. Unit: TSS.'
                    type:
                    - number
                    - 'null'
                  weekStart:
                    description: The week's Monday (the athlete's local calendar).
                    format: date
                    type: string
                required:
                - neededLoad
                - phase
                - plannedLoad
                - weekStart
                type: object
              type: array
          required:
          - date
          - eventName
          - maximumWeeklyRamp
          - taperDays
          - targetCTL
          - targetTSB
          - weeks
          type: object
        startATL:
          description: 'ATL likewise. Unit: TSS/day.'
          type:
          - number
          - 'null'
        startCTL:
          description: 'CTL at the end of the day before the projection. Unit: TSS/day.'
          type:
          - number
          - 'null'
      required:
      - athlete
      - compliance
      - days
      - events
      - from
      - schemaVersion
      - startATL
      - startCTL
      type: object
      description: (docs/schema/plan.schema.json)
    # END schemas from docs/schema
"""#
}
#endif
