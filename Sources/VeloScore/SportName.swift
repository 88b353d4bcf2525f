import Foundation

/// One spelling per sport across file formats, app exports and the words people
/// type, so that totals by sport do not split "Ride", "Biking", "Bicicleta
/// fija" and FIT's `cycling`, and per-sport thresholds find their sport.
///
/// Canonical names: `cycling`, `running`, `swimming`, `walking`, `hiking`,
/// `rowing`, `strength`, `yoga`, `other` (and `transition`, a multisport file's
/// changeover between legs) — from English and Spanish (Mexico)
/// words alike, matched without case, accents or extra spaces (Trotar, Bici,
/// Spinning, Natación en alberca, Pesas, Crossfit). Indoor variants are their
/// sport (indoor cycling keeps cycling's thresholds). Sports outside the nine
/// (Box, Fútbol, Tenis) are `other`, and a word we do not know is `other` too,
/// never a sport of its own: ``Reading/word`` keeps what was typed, so a caller
/// stores it as the activity's label and says so.
public enum SportName {
  static let synonyms: [String: String] = [
    // English, and the names apps and file formats use.
    "ride": "cycling", "bike": "cycling", "biking": "cycling", "cycling": "cycling", "virtualride": "cycling",
    "virtual ride": "cycling", "indoor cycling": "cycling", "road cycling": "cycling", "mountain bike ride": "cycling",
    "mtb": "cycling", "gravel ride": "cycling", "e-bike ride": "cycling", "cycle": "cycling", "ebikeride": "cycling",
    "e biking": "cycling",
    "indoor ride": "cycling", "indoor bike": "cycling", "spin": "cycling", "spinning": "cycling",
    "spin class": "cycling", "stationary bike": "cycling", "trainer": "cycling", "e-bike": "cycling",
    "run": "running", "running": "running", "trail run": "running", "virtualrun": "running", "treadmill": "running",
    "jog": "running", "jogging": "running", "trail running": "running", "treadmill run": "running",
    "track run": "running", "indoor run": "running",
    "swim": "swimming", "swimming": "swimming", "pool swim": "swimming", "open water swim": "swimming",
    "open water swimming": "swimming", "lap swimming": "swimming",
    "walk": "walking", "walking": "walking", "hike": "hiking", "hiking": "hiking",
    "row": "rowing", "rowing": "rowing", "indoor rowing": "rowing", "rowing machine": "rowing",
    "strength": "strength", "weight training": "strength", "weighttraining": "strength",
    "strength training": "strength", "weights": "strength", "crossfit": "strength", "gym": "strength",
    "functional training": "strength",
    // Apple Health's workout types, as their words (HKWorkoutActivityTypeTraditionalStrengthTraining).
    "traditional strength training": "strength", "functional strength training": "strength",
    "high intensity interval training": "other", "cross training": "other", "mixed cardio": "other",
    "stair climbing": "other", "core training": "strength", "cooldown": "other",
    "yoga": "yoga", "other": "other", "sport": "other", "workout": "other",
    // A multisport file's changeover between legs (FIT's sport 3), kept apart from the legs.
    "transition": "transition", "transición": "transition",
    // Spanish (Mexico), as the mobile apps this engine serves log them.
    "correr": "running", "carrera": "running", "trotar": "running", "trote": "running", "caminadora": "running",
    "correr en caminadora": "running", "carrera de montaña": "running",
    "bicicleta": "cycling", "ciclismo": "cycling", "bici": "cycling", "bicicleta fija": "cycling",
    "bici fija": "cycling", "bicicleta estática": "cycling", "ciclismo de interior": "cycling",
    "ciclismo indoor": "cycling", "rodillo": "cycling", "bicicleta de montaña": "cycling",
    "ciclismo de ruta": "cycling",
    "nadar": "swimming", "natación": "swimming", "nado": "swimming", "natación en alberca": "swimming",
    "alberca": "swimming", "natación en aguas abiertas": "swimming", "aguas abiertas": "swimming",
    "caminar": "walking", "caminata": "walking", "senderismo": "hiking", "excursionismo": "hiking",
    "remo": "rowing", "remo bajo techo": "rowing",
    "pesas": "strength", "gimnasio": "strength", "gym fuerza": "strength", "fuerza": "strength",
    "entrenamiento de fuerza": "strength", "funcional": "strength", "entrenamiento funcional": "strength",
    "deporte": "other", "otro": "other",
    // Strava's activity types in the other languages its exports are written in.
    "běh": "running", "lauf": "running", "course à pied": "running", "corsa": "running", "corrida": "running",
    "hardlopen": "running", "bieg": "running",
    "jízda": "cycling", "jízda na kole": "cycling", "radfahrt": "cycling", "vélo": "cycling",
    "sortie à vélo": "cycling",
    "giro in bici": "cycling", "pedalada": "cycling", "fietsrit": "cycling", "jazda na rowerze": "cycling",
    "plavání": "swimming", "schwimmen": "swimming", "natation": "swimming", "nuoto": "swimming", "natação": "swimming",
    "zwemmen": "swimming", "pływanie": "swimming",
    "chůze": "walking", "spaziergang": "walking", "marche": "walking", "camminata": "walking", "caminhada": "walking",
    "wandelen": "walking", "spacer": "walking",
    "turistika": "hiking", "wanderung": "hiking", "randonnée": "hiking", "escursionismo": "hiking", "trilha": "hiking",
    "posilování": "strength", "krafttraining": "strength", "musculation": "strength",
    // Sports outside the nine: `other`, the word kept as the label.
    "box": "other", "boxeo": "other", "boxing": "other", "fútbol": "other", "soccer": "other", "football": "other",
    "tenis": "other", "tennis": "other", "pádel": "other", "padel": "other", "básquetbol": "other",
    "basketball": "other", "voleibol": "other", "volleyball": "other", "pilates": "other", "baile": "other",
    "dance": "other", "zumba": "other", "hiit": "other", "elíptica": "other", "elliptical": "other",
    "escalada": "other", "climbing": "other", "esquí": "other", "skiing": "other", "patinaje": "other",
    "artes marciales": "other", "martial arts": "other", "stretching": "other", "estiramiento": "other",
  ]

  /// The words that mean only "another sport".
  static let genericOther: Set<String> = ["other", "otro", "sport", "deporte", "workout"]

  /// ``synonyms`` by their folded spelling (``fold(_:)``).
  static let folded: [String: String] = Dictionary(
    synonyms.map { (fold($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })

  /// Whether `name` is one of the canonical names.
  public static func isCanonical(_ name: String) -> Bool { canonical.contains(name) }
  static let canonical = Set(synonyms.values)

  /// A sport as read from what someone wrote.
  public struct Reading: Sendable, Equatable, Codable {
    /// The canonical name.
    public var sport: String
    /// The words as typed, trimmed, when they say more than ``sport`` does: a
    /// sport outside the nine (Box), or one we do not know; `nil` otherwise.
    public var word: String?
    /// Whether the words are ones we know (a canonical name or a synonym).
    public var isKnown: Bool

    public init(sport: String, word: String?, isKnown: Bool) {
      self.sport = sport
      self.word = word
      self.isKnown = isKnown
    }
  }

  /// What `text` names; `nil` for blank text.
  public static func read(_ text: String?) -> Reading? {
    guard let text else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    let key = fold(trimmed)
    guard let sport = folded[key] else {
      return Reading(sport: "other", word: String(trimmed.prefix(100)), isKnown: false)
    }
    // A sport outside the nine says more than `other` does; "Otro" or "Workout" do not.
    let saysMore = sport == "other" && !genericOther.contains(key)
    return Reading(sport: sport, word: saysMore ? trimmed : nil, isKnown: true)
  }

  /// What an activity whose sport was written as `word`, a word we do not
  /// know, says in its warnings (stored with it).
  public static func unknownWarning(_ word: String) -> String {
    "sport '\(word)' is not one we know: stored as other, the word kept as its name; "
      + "set the sport with one of cycling, running, swimming, walking, hiking, rowing, strength, yoga "
      + "(or a synonym: ride, run, correr, trotar, bici, spinning, natación, pesas …)"
  }

  /// The canonical name of `text` (``read(_:)``): `other` for words we do not
  /// know; `nil` for blank text.
  public static func normalize(_ text: String?) -> String? { read(text)?.sport }

  /// Lowercased, without accents, each run of spaces and underscores one space.
  static func fold(_ text: String) -> String {
    text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
      .split(whereSeparator: { $0.isWhitespace || $0 == "_" }).joined(separator: " ")
  }
}
