import VeloIO
import VeloReport
import VeloStore

/// A storage failure in the current language (`Localization`): the store
/// words its errors in English for logs; surfaces that people read show these.
extension StoreError {
  /// What went wrong, naming the library, athlete or activity.
  public var localizedMessage: String {
    switch self {
    case .noLibrary(let path): return tr("store.noLibrary", path)
    case .unreadable(let path): return tr("store.unreadable", path)
    case .unwritable(let path, let reason): return tr("store.unwritable", path, reason)
    case .database(let path, let message): return "\(path): \(message)"
    case .noAthletes: return tr("store.noAthletes")
    case .unknownAthlete(let name, let known):
      return tr("store.unknownAthlete", quoted(name), known.joined(separator: ", "))
    case .chooseAthlete(let known): return tr("store.chooseAthlete", "\(known.count)", known.joined(separator: ", "))
    case .athleteExists(let name): return tr("store.athleteExists", name)
    case .unknownActivity(let id): return tr("store.unknownActivity", "\(id)")
    case .invalid(let message): return message
    case .readOnly(let message): return tr("store.readOnly", message)
    case .corrupt(let path, let message): return tr("store.corrupt", path, message)
    case .full(let path): return tr("store.full", path)
    case .io(let path, let message): return tr("store.io", path, message)
    case .unavailable(let path, let message): return tr("store.unavailable", path, message)
    }
  }

  /// What to do about it.
  public var localizedHint: String {
    switch self {
    case .noLibrary(let location): return tr("store.hint.noLibrary", shellWord(location))
    case .unreadable: return tr("store.hint.unreadable")
    case .noAthletes: return tr("store.hint.noAthletes")
    case .unknownAthlete, .chooseAthlete: return tr("store.hint.unknownAthlete")
    case .athleteExists: return tr("store.hint.athleteExists")
    case .unknownActivity: return tr("store.hint.unknownActivity")
    case .readOnly: return tr("store.hint.readOnly")
    case .corrupt: return tr("store.hint.corrupt")
    case .full: return tr("store.hint.full")
    case .io: return tr("store.hint.io")
    case .unavailable: return tr("store.hint.unavailable")
    default: return tr("store.hint.other")
    }
  }
}

/// The catalogue text of `key` with `values` in the language being spoken.
private func tr(_ key: String, _ values: String...) -> String { Localization.text(key, values) }
