import Foundation

/// One spelling per sport across file formats and app exports, so that totals
/// by sport do not split "Ride", "Biking" and FIT's `cycling`.
///
/// Canonical names: `cycling`, `running`, `swimming`, `walking`, `hiking`,
/// `rowing`, `strength`, `yoga`, `other` — from English and Spanish (Mexico)
/// names alike (Correr, Bicicleta, Nadar, Pesas, Caminar, Deporte, Otro); anything else is kept lowercased as a safe token
/// (``SafeName/pathComponent(_:limit:)``, at most 40 characters: it names
/// folders in exports), so `../../x` from a GPX `<type>` becomes `_.._x-…`.
public enum SportName {
  static let synonyms: [String: String] = [
    "ride": "cycling", "bike": "cycling", "biking": "cycling", "cycling": "cycling", "virtualride": "cycling",
    "virtual ride": "cycling", "indoor cycling": "cycling", "road cycling": "cycling", "mountain bike ride": "cycling",
    "mtb": "cycling", "gravel ride": "cycling", "e-bike ride": "cycling", "cycle": "cycling",
    "run": "running", "running": "running", "trail run": "running", "virtualrun": "running", "treadmill": "running",
    "swim": "swimming", "swimming": "swimming", "pool swim": "swimming", "open water swim": "swimming",
    "walk": "walking", "walking": "walking", "hike": "hiking", "hiking": "hiking",
    "row": "rowing", "rowing": "rowing", "strength": "strength", "weight training": "strength",
    "weighttraining": "strength", "strength training": "strength", "weights": "strength",
    "yoga": "yoga", "other": "other", "sport": "other", "workout": "other",
    // Spanish (Mexico), as the mobile apps this engine serves log them.
    "correr": "running", "carrera": "running", "bicicleta": "cycling", "ciclismo": "cycling",
    "nadar": "swimming", "natación": "swimming", "natacion": "swimming", "pesas": "strength",
    "caminar": "walking", "caminata": "walking", "senderismo": "hiking", "remo": "rowing",
    "deporte": "other", "otro": "other", "bici": "cycling", "trote": "running", "gimnasio": "strength",
    "nado": "swimming",
  ]

  /// Whether `name` is one of the canonical names.
  public static func isCanonical(_ name: String) -> Bool { canonical.contains(name) }
  static let canonical = Set(synonyms.values)

  /// The canonical name of `text` (case- and space-insensitive); `nil` for blank text.
  public static func normalize(_ text: String?) -> String? {
    guard let text else { return nil }
    let key = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard !key.isEmpty else { return nil }
    return synonyms[key] ?? SafeName.pathComponent(key, limit: 40)
  }
}
