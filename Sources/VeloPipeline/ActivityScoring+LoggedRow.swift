import VeloScore

extension ActivityScoring {
  /// A hand-logged workout without samples (a workout-list row, an app's
  /// workout, an edit): its load and calories from what was logged, each
  /// tagged so nothing estimated passes for measured. A logged load is kept
  /// as given (`file`); else a session RPE becomes a TSS-scale load
  /// (`RPELoad`, `rpe`) with Foster's AU kept beside; logged calories are
  /// kept, else estimated when the athlete's weight is known (`Calories`).
  /// - Parameters: `a` carries the sport, duration and distance already.
  public static func scoreLoggedWorkout(
    _ a: inout StoredActivity, load: Double?, rpe: Double?, calories: Double?, settings: AthleteSettings
  ) {
    let minutes = a.durationSeconds.map { $0 / 60 }
    (a.load, a.loadSource) = (nil, nil)
    if let load {
      (a.load, a.loadSource) = (load, "file")
    } else if let rpe, let minutes {
      (a.load, a.loadSource) = (RPELoad.load(rpe: rpe, seconds: minutes * 60), TrainingLoad.Source.rpe.rawValue)
    }
    (a.rpe, a.sessionRPELoad) = (rpe, nil)
    if let rpe, let minutes { a.sessionRPELoad = RPELoad.fosterLoad(rpe: rpe, minutes: minutes) }
    (a.calories, a.caloriesSource) = (nil, nil)
    if let calories {
      (a.calories, a.caloriesSource) = (calories, "file")
    } else if let seconds = a.durationSeconds.flatMap({ Int(checked: $0.rounded()) }),
      let energy = Calories.estimate(
        sport: a.sport, isRun: a.sport == "running", seconds: seconds, workKilojoules: nil,
        distanceMeters: a.distanceMeters,
        heartRate1Hz: nil, settings: settings, rpe: rpe)
    {
      (a.calories, a.caloriesSource) = (energy.kcal, energy.source + " (estimated)")
    }
  }
}
