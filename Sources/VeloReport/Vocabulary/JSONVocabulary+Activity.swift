/// Terms of one activity: totals, power, heart rate, running and swimming.
extension JSONVocabulary {
  static let activity: [JSONTerm] = [
    .init("activity", .object, "The activity's metrics, as `activity --json` prints them."),
    .init(
      "sport", .string, "The sport, canonical: cycling, running, swimming, walking, hiking, rowing, strength, other …"),
    .init(
      "durationSeconds", .number, unit: "s", decimals: 0,
      "A duration: the activity's or the week's training time, a lap's, a best effort's window, a planned session's."),
    .init("totalDurationSeconds", .number, unit: "s", decimals: 0, "Training time over the whole range."),
    .init(
      "elapsedSeconds", .number, unit: "s", decimals: 1,
      "Wall-clock time from the first sample to the last, pauses included."),
    .init("timerSeconds", .number, unit: "s", decimals: 1, "Time the timer ran (pauses left out)."),
    .init("movingSeconds", .number, unit: "s", decimals: 0, "Time moving."),
    .init("pausedSeconds", .number, unit: "s", decimals: 0, "Time paused."),
    .init("filledSeconds", .integer, unit: "s", "Seconds without a power reading counted as 0 W."),
    .init("mergedSeconds", .integer, unit: "s", "Seconds that held more than one sample (merged)."),
    .init("interpolatedSeconds", .integer, unit: "s", "Seconds of short gaps filled by interpolation."),
    .init("interpolatedGapLimitSeconds", .integer, unit: "s", "Longest gap filled by interpolation."),
    .init("pauseHandling", .string, "How pauses enter the metrics: remove (the default) or keep."),
    .init("distanceMeters", .number, unit: "m", decimals: 1, "A distance."),
    .init("elevationGainMeters", .number, unit: "m", decimals: 0, "Total ascent."),
    .init("elevationLossMeters", .number, unit: "m", decimals: 0, "Total descent."),
    .init("calories", .number, unit: "kcal", decimals: 0, "Energy spent."),
    .init(
      "caloriesSource", .string,
      "How calories were found: the device's value, from work at 24 % gross efficiency, from heart rate, …"),
    .init(
      "load", .number, unit: "TSS", decimals: 1,
      "Training load on the TSS scale (one hour at threshold = 100), whatever its source."),
    .init(
      "loadSource", .string,
      "What the load was computed from: power, heartRate, pace, swim, rpe (RPE → IF table), or file (as a workout list gave it)."
    ),
    .init(
      "loadEstimate", .string,
      "What the load rests on that was estimated (max HR from age, resting HR assumed …), when anything was."),
    .init("hasStreams", .boolean, "Whether the activity's samples are stored (a workout-list row has totals only)."),
    .init("alsoFrom", .array, items: .string, "Other file formats the same ride was imported from."),
    .init("notes", .string, "The athlete's notes."),
    .init("rpe", .number, unit: "RPE 0–10", decimals: 1, "Session RPE logged (CR-10)."),
    .init(
      "sessionRPELoad", .number, unit: "AU", decimals: 0,
      "Foster's session-RPE load, RPE × minutes (arbitrary units; never in the PMC)."),
    .init(
      "number", .integer,
      "1-based position: a session's in a multisport file (start order), a workout step's in the order done."),
    .init(
      "sessions", .array, items: .object,
      "Sessions: a multisport file's legs, a FIT file's session messages, or planned sessions."),
    .init("device", .object, "What the recording device computed and stored (FIT session), to compare with ours."),
    .init("devices", .array, items: .object, "The FIT file's device_info messages."),
    .init("averagePower", .number, unit: "W", decimals: 1, "Mean power."),
    .init("maxPower", .number, unit: "W", decimals: 0, "Highest power."),
    .init(
      "normalizedPower", .number, unit: "W", decimals: 1,
      "Normalized Power (Coggan): 4th root of the mean 4th power of the 30 s rolling mean."),
    .init("intensityFactor", .number, decimals: 3, "NP ÷ FTP."),
    .init("trainingStressScore", .number, unit: "TSS", decimals: 1, "duration × NP × IF ÷ (FTP × 3600) × 100."),
    .init("trainingStressShare", .number, decimals: 3, "The lap's share of the laps' summed TSS, 0–1."),
    .init("workKilojoules", .number, unit: "kJ", decimals: 1, "Mechanical work."),
    .init("variabilityIndex", .number, decimals: 3, "NP ÷ average power."),
    .init(
      "functionalThresholdPower", .number, unit: "W", decimals: 0,
      "FTP the activity was scored with (or the device stored)."),
    .init("convention", .string, "Whose NP/TSS convention: coggan or goldenCheetah."),
    .init("averageHeartRate", .number, unit: "bpm", decimals: 1, "Mean heart rate."),
    .init("maxHeartRate", .number, unit: "bpm", decimals: 0, "Highest heart rate."),
    .init("averageCadence", .number, unit: "rpm", decimals: 0, "Mean cadence."),
    .init("averageSpeedMetersPerSecond", .number, unit: "m/s", decimals: 3, "Mean speed."),
    .init("running", .object, "Running metrics: rTSS, NGP, speed."),
    .init(
      "normalizedGradedSpeedMetersPerSecond", .number, unit: "m/s", decimals: 3,
      "Normalized graded speed (grade-adjusted, 30 s rolling, 4th-power mean)."),
    .init("weightKg", .number, unit: "kg", decimals: 1, "Body weight."),
    .init("rTSS", .number, unit: "TSS", decimals: 1, "Running TSS from NGP and threshold pace."),
    .init(
      "averageGradeAdjustedSpeedMetersPerSecond", .number, unit: "m/s", decimals: 3,
      "Mean grade-adjusted speed (Minetti's cost of running on the gradient) over the seconds with speed."),
    .init(
      "runningEfficiencyFactor", .number, unit: "yd/min per bpm", decimals: 3,
      "A run's efficiency factor: normalized graded speed in yards per minute over mean heart rate (TrainingPeaks)."),
    .init(
      "runningEffectiveness", .number, unit: "m/s per W/kg", decimals: 3,
      "Mean speed over mean running power per kilogram, where running power exists (Stryd's running effectiveness)."),
    .init(
      "kilometerSplits", .array, items: .object,
      "Each kilometre of a run (the last one partial): time, pace, grade-adjusted pace, heart rate."),
    .init("kilometer", .integer, "A split's kilometre, 1 for the first."),
    .init("paceSecondsPerKm", .number, unit: "s/km", decimals: 1, "A split's pace."),
    .init(
      "gradeAdjustedPaceSecondsPerKm", .number, unit: "s/km", decimals: 1,
      "A split's grade-adjusted pace: 1000 over its mean grade-adjusted speed."),
    .init(
      "paceDecouplingPercent", .number, unit: "%", decimals: 1,
      "Pa:HR decoupling of a run: the drop of grade-adjusted speed per heartbeat from the first half to the second."),
    .init(
      "intensityDistribution", .object,
      "Time in the three intensity zones (below the first threshold, between, above the second) and the polarization index."
    ),
    .init("basis", .string, "What an intensity distribution is measured by: power (with FTP) or heartRate."),
    .init("firstThreshold", .number, unit: "W or bpm", decimals: 0, "The bound of intensity zones 1 and 2 (LT1/VT1)."),
    .init("secondThreshold", .number, unit: "W or bpm", decimals: 0, "The bound of intensity zones 2 and 3 (LT2/VT2)."),
    .init(
      "intensitySeconds", .array, items: .number, unit: "s", decimals: 0,
      "Seconds with a reading in intensity zones 1, 2 and 3."),
    .init(
      "polarizationIndex", .number, decimals: 2,
      "Treff et al.'s polarization index: log10(z1 / z2 × z3 × 100) of the zones' fractions; above 2.00 is polarized."),
    .init(
      "climbs", .array, items: .object,
      "The climbs of the altitude profile: 500 m or more at 3 % or more, found by the rule Climbs states."),
    .init("startMeters", .number, unit: "m", decimals: 0, "Distance from the start to a climb's foot."),
    .init("lengthMeters", .number, unit: "m", decimals: 0, "A climb's length, foot to top."),
    .init("gainMeters", .number, unit: "m", decimals: 1, "A climb's height: top minus foot of the smoothed altitude."),
    .init("averageGradePercent", .number, unit: "%", decimals: 1, "A climb's mean gradient: 100 × gain / length."),
    .init(
      "vam", .number, unit: "m/h", decimals: 0, "Velocità ascensionale media: a climb's gain per hour of climbing."),
    .init("climbScore", .number, decimals: 0, "Strava's climb score: length (m) × average gradient (%)."),
    .init("climbCategory", .string, "Strava's category by the climb score: 4, 3, 2, 1 or HC (none below 8,000)."),
    .init("climbRating", .number, decimals: 1, "GoldenCheetah's climb rating: gain² (m²) / length (km) / 1000."),
    .init("swim", .object, "Pool-swim metrics from the file's lengths."),
    .init("poolLengthMeters", .number, unit: "m", decimals: 2, "Pool length."),
    .init("lengths", .array, items: .object, "A pool swim's lengths, active and rest."),
    .init("activeLengths", .integer, "Lengths swum."),
    .init("restLengths", .integer, "Rest intervals recorded as lengths."),
    .init("active", .boolean, "Whether the length was swum (false: rest)."),
    .init("strokes", .number, decimals: 0, "Strokes."),
    .init("paceSecondsPer100m", .number, unit: "s/100 m", decimals: 1, "Swim pace."),
    .init("averageSWOLF", .number, decimals: 1, "Mean of seconds + strokes per length."),
    .init("sTSS", .number, unit: "TSS", decimals: 1, "Swim TSS from pace and threshold swim pace."),
    .init("index", .integer, "Position in its list, 1-based for laps, 0-based for a FIT file's devices."),
    .init(
      "startSeconds", .number, unit: "s", decimals: 1,
      "Where a lap or an effort starts, seconds from the activity's first sample."),
    .init("laps", .array, items: .object, "Laps: the device's or automatic ones."),
    .init("lapSource", .string, "device (the file's laps), auto 5 km, auto 10 min, or none."),
    .init("lapCount", .integer, "Count of laps."),
    .init("pauseCount", .integer, "Count of timer pauses."),
    .init("rrIntervalCount", .integer, "Count of RR intervals (beat-to-beat) in the file."),
    .init(
      "beatToBeat", .object,
      "HRV of the file's beat-to-beat (RR) intervals: rMSSD, SDNN, DFA α1 and the heart rates where α1 crosses 0.75 and 0.5."
    ),
    .init("beats", .integer, "Beat-to-beat intervals recorded."),
    .init(
      "artefactPercent", .number, unit: "%", decimals: 1,
      "Share of intervals replaced as artefacts (outside 300–2000 ms, or more than 20 % off the 11-beat local median)."),
    .init(
      "repeatedPercent", .number, unit: "%", decimals: 1,
      "Share of successive beat intervals equal to the one before; above 50 % they are a device's resampling, and no α1 is computed."
    ),
    .init(
      "sdnn", .number, unit: "ms", decimals: 1,
      "SDNN: standard deviation of the beat-to-beat intervals (a wellness day's reading; an activity's over its cleaned intervals)."
    ),
    .init("meanHeartRate", .number, unit: "bpm", decimals: 1, "60,000 ÷ the mean cleaned interval."),
    .init(
      "alpha1Windows", .integer,
      "2-minute windows scored for DFA α1 (64 beats or more, at most 5 % artefacts)."),
    .init("alpha1Mean", .number, decimals: 3, "Mean DFA α1 (boxes of 4–16 beats) of the scored windows."),
    .init("alpha1Slope", .number, unit: "1/bpm", decimals: 5, "Slope of α1 fitted on heart rate over the windows."),
    .init("alpha1Intercept", .number, decimals: 3, "Intercept of α1 fitted on heart rate."),
    .init("alpha1RSquared", .number, decimals: 3, "Coefficient of determination of that fit, 0–1."),
    .init(
      "aerobicThresholdHeartRate", .number, unit: "bpm", decimals: 0,
      "HRVT1: heart rate where the fitted α1 is 0.75 (Rogers et al. 2021); absent when the session does not cross it."
    ),
    .init(
      "anaerobicThresholdHeartRate", .number, unit: "bpm", decimals: 0,
      "HRVT2: heart rate where the fitted α1 is 0.5 (Rogers et al. 2021); absent when the session does not cross it."),
  ]

  static let power: [JSONTerm] = [
    .init("power", .object, "Power metrics: NP, IF, TSS, xPower, peaks, zones, W′ balance."),
    .init("metrics", .object, "NP, IF, TSS and their inputs."),
    .init(
      "xPower", .number, unit: "W", decimals: 1, "Skiba's xPower: 25 s exponentially weighted mean, 4th-power mean."),
    .init("bikeScore", .number, decimals: 1, "Skiba's BikeScore."),
    .init("peaks", .array, items: .object, "Best mean power over set durations."),
    .init("watts", .number, unit: "W", decimals: 1, "A power: a best effort's mean, a curve point."),
    .init("best90Days", .number, unit: "W", decimals: 1, "The best of the 90 days before this activity."),
    .init("bestAllTime", .number, unit: "W", decimals: 1, "The best of all earlier activities."),
    .init("previousBest", .number, unit: "W", decimals: 1, "Best over the 365 days before this week."),
    .init("bestEfforts", .array, items: .object, "Mean-max powers set this week that beat the previous 365 days."),
    .init("zones", .array, items: .object, "Time in zones."),
    .init("fromWatts", .number, unit: "W", decimals: 0, "A power zone's lower bound."),
    .init("zoneNames", .array, items: .string, "Zone names, lowest first."),
    .init("zoneSeconds", .array, items: .number, unit: "s", decimals: 0, "Time in each zone, as zoneNames."),
    .init("flaggedSamples", .integer, "Power samples above spikeLimit, treated as dropouts."),
    .init("spikeLimit", .number, unit: "W", decimals: 0, "Power above which a sample is a spike."),
    .init(
      "settingSources", .map, items: .string,
      "Where each threshold the load rests on came from (ftp, lthr, maxHeartRate…): option, athlete or file."),
    .init(
      "noPowerSeconds", .integer, unit: "s",
      "Seconds before the first or after the last power reading (a meter paired late or stopped), left out of the power metrics."
    ),
    .init("wPrimeBalance", .object, "W′ balance (Skiba 2012 differential form)."),
    .init("tau", .number, unit: "s", decimals: 0, "W′ recovery time constant."),
    .init("minimum", .number, unit: "J", decimals: 0, "Lowest W′ balance."),
    .init("matchesBurned", .integer, "Efforts that drew W′ down by 50 % or more."),
    .init("wPrimeBalanceUnavailable", .string, "Why W′ balance is not drawn."),
    .init("criticalPower", .number, unit: "W", decimals: 1, "Critical power from a model fit."),
    .init("criticalPowerStandardError", .number, unit: "W", decimals: 2, "Its standard error."),
    .init("wPrime", .number, unit: "J", decimals: 0, "W′ (work above CP)."),
    .init("wPrimeStandardError", .number, unit: "J", decimals: 0, "Its standard error."),
    .init("pMax", .number, unit: "W", decimals: 1, "Morton's 3-parameter model's maximal power."),
    .init("k", .number, unit: "s", decimals: 2, "Morton's 3-parameter model's time constant."),
    .init("model", .string, "A CP model: workTime, inverseTime or morton3."),
    .init("fromSeconds", .integer, unit: "s", "Shortest duration the model was fitted to."),
    .init("toSeconds", .integer, unit: "s", "Longest duration the model was fitted to."),
    .init("rSquared", .number, decimals: 4, "Coefficient of determination of a fit."),
    .init("fits", .array, items: .object, "CP model fits."),
    .init("unavailableFits", .map, items: .string, "Models that could not be fitted → why."),
    .init("durability", .object, "The best efforts after given amounts of work (mmp --after-kj)."),
    .init("afterWork", .array, items: .object, "One per amount of work asked: the mean-max of the ride after it."),
    .init("kilojoules", .number, unit: "kJ", decimals: 0, "Work done before the part of the ride measured."),
    .init(
      "startSecond", .integer, unit: "s",
      "The second the part after the work starts (absent: the ride never did that much work)."),
    .init(
      "decline1MinPercent", .number, unit: "%", decimals: 1,
      "(1 − best 1-min power after the work / fresh) × 100 (Maunder et al. 2021)."),
    .init("decline5MinPercent", .number, unit: "%", decimals: 1, "The same at 5 minutes."),
    .init("decline20MinPercent", .number, unit: "%", decimals: 1, "The same at 20 minutes."),
    .init("criticalPowerFit", .object, "The work–time CP model fitted to the season's 2–20 min envelope."),
    .init("criticalPowerEfforts", .array, items: .object, "The envelope's points the CP model was fitted to."),
    .init("criticalPowerUnavailable", .string, "Why there is no CP model."),
    .init("stream", .string, "The stream a curve is of: power, heart_rate or speed."),
    .init("unit", .string, "The unit of `values`: W, bpm, m/s …"),
    .init("values", .array, items: .number, "Samples or curve values, in `unit` (null where there is no reading)."),
    .init(
      "effortStartSeconds", .array, items: .integer, unit: "s",
      "Where each duration's best effort starts, from the first sample."),
    .init("curve", .array, items: .object, "The activity's mean-max power at set durations."),
    .init("seasonCurve", .array, items: .object, "The envelope of the 365 days before the activity."),
    .init("powerCurve", .array, items: .object, "The season's mean-max power envelope."),
    .init("previousPowerCurve", .array, items: .object, "The same durations over the previous 365 days."),
    .init("channels", .array, items: .object, "Channels over time for charts: name, unit, values."),
    .init(
      "timeSeconds", .array, items: .number, unit: "s",
      "The report's time axis: seconds from the first sample of each point."),
    .init("pointSeconds", .number, unit: "s", decimals: 0, "Width of a chart point."),
  ]

  static let heartRate: [JSONTerm] = [
    .init("heartRate", .object, "Heart-rate metrics: TRIMPs, hrTSS, zones, decoupling."),
    .init("average", .number, unit: "bpm", decimals: 1, "Mean heart rate."),
    .init("max", .number, unit: "bpm", decimals: 0, "Highest heart rate."),
    .init("hrTSS", .number, unit: "TSS", decimals: 1, "Heart-rate TSS: hours × (TRIMP-weighted HR reserve at LTHR)."),
    .init("banisterTRIMP", .number, unit: "AU", decimals: 1, "Banister's TRIMP."),
    .init("edwardsTRIMP", .number, unit: "AU", decimals: 1, "Edwards' summated-zone TRIMP."),
    .init("luciaTRIMP", .number, unit: "AU", decimals: 1, "Lucia's 3-zone TRIMP."),
    .init("efficiencyFactor", .number, decimals: 3, "NP (or NGP) ÷ average heart rate."),
    .init("decouplingPercent", .number, unit: "%", decimals: 1, "Pa:HR drift, second half vs first."),
    .init("lactateThresholdHeartRate", .number, unit: "bpm", decimals: 0, "LTHR the activity was scored with."),
    .init("restingHeartRate", .number, unit: "bpm", decimals: 0, "Resting heart rate."),
  ]
}
