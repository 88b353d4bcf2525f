#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

/// The handlers of ``APIRoutes``: each reads the library through the same
/// document builders the CLI's `--json` uses, so bodies are the same documents.
struct APIHandlers: Sendable {
  let library: Library
  let uploads: UploadSlots
  /// Documents built before, by athlete revision (``cached(_:_:build:)``).
  let documents: DocumentCache

  // MARK: Helpers

  /// The athlete named in the path, when the token may see them; otherwise 404
  /// (whether the athlete exists is not told to a token that may not see them).
  func athlete(_ context: APIContext) throws -> Athlete {
    guard let token = context.token, let key = context.athleteKey else { throw APIError.notFound }
    guard let found = try library.athlete(key), token.mayRead(athleteId: found.id!) else {
      throw APIError(.notFound, "no such athlete")
    }
    return found
  }

  static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
    body(
      try JSONEncoder.document(value) + Data("\n".utf8), contentType: "application/json; charset=utf-8",
      status: status)
  }

  /// A response of `data`, with its ETag (``ResponseNegotiation/etag(_:)``)
  /// and gzip-compressed when the request takes it and it is over 1 KB; a `200`
  /// inside a ``DocumentSlot`` is kept for the next request.
  static func body(_ data: Data, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
    let entry = DocumentCache.Entry(
      body: data, contentType: contentType, etag: ResponseNegotiation.etag(data),
      gzipped: ResponseNegotiation.acceptsGzip ? gzipped(data) : nil)
    if status == .ok, let slot = DocumentSlot.current { slot.cache.keep(entry, for: slot.key) }
    return response(entry, status: status)
  }

  static func report(_ text: String) -> Response {
    body(Data(text.utf8), contentType: "application/json; charset=utf-8")
  }

  /// An optional `YYYY-MM-DD` query parameter; a bad one is 400 naming it.
  static func date(_ request: Request, _ name: String) throws -> LocalDate? {
    guard let text = request.uri.queryParameters.get(name) else { return nil }
    guard let d = LocalDate(iso: text), InputLimits.dates.contains(d) else {
      throw APIError(
        .badRequest, "bad parameter",
        detail: "'\(name)' must be a date YYYY-MM-DD within 1950…2100, got \(quoted(text))")
    }
    return d
  }

  /// An optional integer query parameter within `range`.
  static func integer(_ request: Request, _ name: String, _ range: ClosedRange<Int>) throws -> Int? {
    guard let text = request.uri.queryParameters.get(name) else { return nil }
    guard let n = Int(text), range.contains(n) else {
      throw APIError(
        .badRequest, "bad parameter",
        detail: "'\(name)' must be a whole number \(range.lowerBound)…\(range.upperBound), got \(quoted(text))")
    }
    return n
  }

  // MARK: Routes

  func health(_ request: Request, _ context: APIContext) throws -> Response {
    try Self.json(["status": "ok"])
  }

  func openAPI(_ request: Request, _ context: APIContext) -> Response {
    Self.body(Data((OpenAPIDocument.yaml + "\n").utf8), contentType: "application/yaml; charset=utf-8")
  }

  /// `GET /docs`: the API for people (``APIDocsPage``), no token.
  func docsPage(_ request: Request, _ context: APIContext) -> Response {
    Self.body(Data(APIDocsPage.html.utf8), contentType: "text/html; charset=utf-8")
  }

  /// `GET /v1/labels?lang=`: the words for the documents' identifiers in one language
  /// (``DisplayLabels``): `lang`, else `Accept-Language`, else English.
  func labels(_ request: Request, _ context: APIContext) throws -> Response {
    let accepted = request.headers[.acceptLanguage].flatMap(Language.init(acceptLanguage:))
    return try Self.json(DisplayLabels(language: try Self.language(request) ?? accepted ?? .english))
  }

  /// The `lang` asked for: any spelling of English or Spanish (`es`, `es_MX`, `es-419`, `en-US`), as
  /// the document's pattern has it (no spaces around); `nil` when not given; else 400.
  static func language(_ request: Request) throws -> Language? {
    guard let text = request.uri.queryParameters.get("lang") else { return nil }
    let tag = String(text)
    guard let asked = Language(tag: tag), tag == tag.trimmingCharacters(in: .whitespaces) else {
      throw APIError(
        .badRequest, "bad parameter",
        detail: "'lang' must be English or Spanish as a BCP 47 tag (en, en-US, es, es-MX, es-419), got \(quoted(tag))")
    }
    return asked
  }

  func athletes(_ request: Request, _ context: APIContext) throws -> Response {
    guard let token = context.token else { throw APIError.notFound }
    let visible = try library.athletes().filter { token.mayRead(athleteId: $0.id!) }
    return try Self.json(
      try Self.page(request, visible, list: "athletes") { ($0.name, $0.id!) }.map { try library.profile($0) })
  }

  func athleteProfile(_ request: Request, _ context: APIContext) throws -> Response {
    try Self.json(try library.profile(athlete(context)))
  }

  /// `GET …/activities`: a page of the latest matches in date order, and
  /// `next`, the cursor of the page before it (`?cursor=`), while older ones match.
  func activities(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    let before = try Self.cursor(request) { ActivityCursor(token: $0) }
    let filter = ActivityFilter(
      since: try Self.date(request, "since"), until: try Self.date(request, "until"),
      sport: request.uri.queryParameters.get("sport"),
      last: try Self.integer(request, "limit", 1...100_000) ?? Self.pageSize, before: before)
    return try Self.json(try library.activities(a, filter))
  }

  func activity(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    guard let id = context.parameters.get("id", as: Int64.self) else { throw APIError(.notFound, "no such activity") }
    return Self.report(try library.activityReport(a, id: id).renderJSON())
  }

  func pmc(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    let (from, to) = (try Self.date(request, "from"), try Self.date(request, "to"))
    guard let report = try FitnessReport.library(library.history(a)) else {
      throw APIError(.notFound, "no training days yet", detail: "ingest activities for \(a.name) first")
    }
    return Self.report(report.keeping(from: from, to: to).renderJSON())
  }

  func week(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    guard let report = try WeekReport.library(library.history(a), date: try Self.date(request, "date")) else {
      throw APIError(.notFound, "no activities yet", detail: "pass 'date' or ingest activities for \(a.name) first")
    }
    return Self.report(report.renderJSON())
  }

  func wellness(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    let days = try Self.integer(request, "days", 1...36_500) ?? 14
    return Self.report(try WellnessReport.library(library.history(a)).keepingLast(days).renderJSON())
  }

  func dashboard(_ request: Request, _ context: APIContext) throws -> Response {
    try Self.json(
      try DashboardReport.build(library.history(athlete(context)), date: try Self.date(request, "date")))
  }

  func weeklyReport(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    let (html, language) = try Self.reportFormat(request, athlete: a)
    let report = try WeeklyProgressReport.build(
      library.history(a), date: try Self.date(request, "date"), calendar: html)
    return Self.rendered(report, html: html, language: language)
  }

  /// `GET …/reports/calendar?month=YYYY-MM`: the month calendar, as `report calendar`
  /// (default: the month of the latest activity, else the athlete's this month).
  func calendarReport(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    let (html, language) = try Self.reportFormat(request, athlete: a)
    var month: LocalDate?
    if let text = request.uri.queryParameters.get("month") {
      guard text.count == 7, let day = CalendarReport.month(String(text)) else {
        throw APIError(
          .badRequest, "bad parameter",
          detail: "'month' must be a month YYYY-MM within 1950…2100, got \(quoted(String(text)))")
      }
      month = day
    }
    let day = try month ?? library.latestActivityDate(a) ?? a.today()
    return Self.rendered(
      try CalendarReport.build(library.history(a), month: day), html: html, language: language)
  }

  /// A report route's `format` (json or html: whether it is HTML) and the
  /// HTML's language: `lang` (a BCP 47 tag: `es`, `es_MX`, `es-419`, `en-US`…),
  /// else the athlete's stored one, else the request's `Accept-Language`, else English.
  static func reportFormat(_ request: Request, athlete a: Athlete) throws -> (html: Bool, language: Language) {
    let format = request.uri.queryParameters.get("format") ?? "json"
    guard format == "json" || format == "html" else {
      throw APIError(.badRequest, "bad parameter", detail: "'format' must be json or html, got \(quoted(format))")
    }
    if let asked = try language(request) { return (format == "html", asked) }
    let accepted = request.headers[.acceptLanguage].flatMap(Language.init(acceptLanguage:))
    return (format == "html", a.storedLanguage ?? accepted ?? .english)
  }

  /// `report` as HTML in `language`, else as its JSON document.
  static func rendered(_ report: some DocumentReport, html: Bool, language: Language) -> Response {
    html
      ? body(Data(report.render(.html, language: language).utf8), contentType: "text/html; charset=utf-8")
      : Self.report(report.render(.json))
  }

  /// `POST …/activities`: the body is one activity file (FIT, TCX, GPX, CSV, or
  /// any of them gzip-compressed); `?name=` names it. 201 with the stored
  /// activities; 200 with `"duplicate": true` for bytes stored before; 422 with
  /// the parser's message for a bad file; 413 over the size limit; 403 for a read-only token.
  func upload(_ request: Request, _ context: APIContext) async throws -> Response {
    let a = try writableAthlete(context)
    let length = try context.announcedLength(of: request)
    return try await uploads.withSlot(token: context.token?.id, bytes: length) {
      try await ingestUpload(request, context, athlete: a)
    }
  }

  /// Reads and ingests one upload's body (inside an upload slot).
  private func ingestUpload(_ request: Request, _ context: APIContext, athlete a: Athlete) async throws -> Response {
    var request = request
    let buffer = try await request.collectBody(upTo: context.maxUploadSize)
    guard buffer.readableBytes > 0 else {
      throw APIError(.unprocessableContent, "empty body", detail: "send the activity file as the request body")
    }
    let name = request.uri.queryParameters.get("name") ?? "upload"
    return try stored(
      try library.upload(Data(buffer.readableBytesView), name: name, athlete: a), athlete: a,
      failure: "not an activity file")
  }

  /// An ingest's answer: 201 with the activities stored, 200 `duplicate` with
  /// those stored before, 422 with the reader's message.
  func stored(_ result: IngestResult, athlete a: Athlete, failure: String) throws -> Response {
    struct Uploaded: Encodable {
      var duplicate: Bool
      var sameRide: Int
      var withoutLoad: Int
      var activities: [ActivityRow]
      /// What reading the file or entries left out or changed (a sport word we do not know…); absent when nothing.
      var warnings: [String]?
    }
    func stored() throws -> [ActivityRow] { try library.storedRows(result, athlete: a) }
    switch result.status {
    case .added(_, _, _, let withoutLoad, let sameRide):
      return try Self.json(
        Uploaded(
          duplicate: false, sameRide: sameRide, withoutLoad: withoutLoad, activities: try stored(),
          warnings: result.warnings.isEmpty ? nil : result.warnings),
        status: .created)
    case .duplicate:
      return try Self.json(Uploaded(duplicate: true, sameRide: 0, withoutLoad: 0, activities: try stored()))
    case .failed(let reason):
      throw APIError(.unprocessableContent, failure, detail: reason)
    }
  }
}
#endif
