/// Terms of daily load, fitness, wellness and the week.
extension JSONVocabulary {
  static let load: [JSONTerm] = [
    .init("days", .array, items: .object, "One record per day, oldest first."),
    .init(
      "ctl", .number, unit: "TSS/day", decimals: 1,
      "Chronic training load (fitness): 42-day exponentially weighted mean of load."),
    .init(
      "atl", .number, unit: "TSS/day", decimals: 1,
      "Acute training load (fatigue): 7-day exponentially weighted mean of load."),
    .init(
      "tsb", .number, unit: "TSS/day", decimals: 1,
      "Training stress balance (form) going into the day: yesterday's CTL − ATL."),
    .init(
      "tsbTomorrow", .number, unit: "TSS/day", decimals: 1,
      "Form going into the day after the last: CTL − ATL of the last day."),
    .init("rampRate", .number, unit: "TSS/day per week", decimals: 1, "CTL change over the last 7 days."),
    .init(
      "ctlTrendPerWeek", .number, unit: "TSS/day per week", decimals: 2,
      "Least-squares slope of CTL over the 28 days ending on the day."),
    .init("ctlTrendPerDay", .number, unit: "TSS/day per day", decimals: 3, "The same slope per day."),
    .init("trendDays", .integer, unit: "days", "Days the CTL trend is fitted over."),
    .init("totalLoad", .number, unit: "TSS", decimals: 1, "Sum of daily loads."),
    .init("parameters", .object, "The model's parameters (PMC time constants and start values, or Banister's fit)."),
    .init("ctlDays", .number, unit: "days", decimals: 1, "CTL time constant."),
    .init("atlDays", .number, unit: "days", decimals: 1, "ATL time constant."),
    .init("rampDays", .integer, unit: "days", "Window of the ramp rate."),
    .init("ctlStart", .number, unit: "TSS/day", decimals: 1, "CTL before the first day."),
    .init("atlStart", .number, unit: "TSS/day", decimals: 1, "ATL before the first day."),
    .init("decay", .string, "exponential (Coggan's PMC) or goldenCheetah (its convention)."),
    .init("balance", .string, "Whether TSB uses yesterday's or today's CTL and ATL."),
    .init("summary", .object, "The last day's state and totals."),
    .init("acwr", .number, decimals: 2, "Acute:chronic workload ratio, ATL ÷ CTL."),
    .init("acwrFlag", .string, "Set when ACWR is outside 0.8–1.3 (a prompt, not a risk score)."),
    .init("acwrEWMA", .number, decimals: 2, "ACWR from exponentially weighted means (7 and 28 days)."),
    .init("acwrCoupled", .number, decimals: 2, "ACWR from rolling sums, the acute week inside the chronic 4."),
    .init("acwrUncoupled", .number, decimals: 2, "ACWR with the chronic window the 3 weeks before the acute one."),
    .init("monotony", .number, decimals: 2, "Foster's monotony: 7-day mean load ÷ its standard deviation."),
    .init(
      "strain", .number, unit: "TSS (AU with load --session-rpe)", decimals: 0,
      "Foster's strain: 7-day load × monotony."),
    .init(
      "weekOverWeekPercent", .number, unit: "%", decimals: 1, "Change of the 7-day load against the 7 days before."),
    .init("column", .string, "The series a trend is fitted to."),
    .init("window", .integer, unit: "days", "Days the trend is fitted over."),
    .init("count", .integer, "Count of points used."),
    .init("trend", .object, "A least-squares line with its uncertainty and a robust slope."),
    .init("slope", .number, significantDigits: 4, "Least-squares slope, the column's unit per day."),
    .init("intercept", .number, decimals: 3, "Value of the line on the first day."),
    .init("standardError", .number, significantDigits: 4, "Standard error of the slope."),
    .init("confidenceInterval95", .array, items: .number, decimals: 4, "95 % confidence interval of the slope."),
    .init("theilSenSlope", .number, decimals: 4, "Theil–Sen (median of pairwise) slope, per day."),
    .init("pValue", .number, significantDigits: 4, "Two-sided p-value of the slope being 0."),
    .init("slopePerWeek", .number, decimals: 3, "Least-squares slope per week, the metric's unit."),
    .init("metric", .string, "The metric a trend is of."),
    .init("mean", .number, decimals: 2, "Mean over the range."),
    .init("performances", .string, "The file of measured performances."),
    .init("observations", .integer, "Count of measured performances."),
    .init("k1", .number, decimals: 4, "Banister's fitness gain."),
    .init("k2", .number, decimals: 4, "Banister's fatigue gain."),
    .init("tau1", .number, unit: "days", decimals: 1, "Banister's fitness time constant."),
    .init("tau2", .number, unit: "days", decimals: 1, "Banister's fatigue time constant."),
    .init("p0", .number, decimals: 2, "Banister's baseline performance."),
    .init("rmse", .number, decimals: 3, "Root-mean-square error of the fit, the performance's unit."),
    .init("standardErrors", .object, "Standard errors of the fitted parameters."),
    .init("predicted", .number, decimals: 2, "Performance the model predicts."),
    .init("measured", .number, decimals: 2, "Performance measured."),
  ]

  static let wellness: [JSONTerm] = [
    .init(
      "rmssd", .number, unit: "ms", decimals: 1,
      "rMSSD: root mean square of successive beat-to-beat differences (a wellness day's overnight or morning reading; an activity's over its session)."
    ),
    .init("respiratoryRate", .number, unit: "breaths/min", decimals: 1, "Respiratory rate."),
    .init("sleepSeconds", .number, unit: "s", decimals: 0, "Time asleep last night."),
    .init("inBedSeconds", .number, unit: "s", decimals: 0, "Time in bed."),
    .init(
      "deepSleepHoursAverage", .number, unit: "h", decimals: 2, "Mean deep sleep of the week's nights that stage it."),
    .init(
      "remSleepHoursAverage", .number, unit: "h", decimals: 2, "Mean REM sleep of the week's nights that stage it."),
    .init(
      "lightSleepHoursAverage", .number, unit: "h", decimals: 2, "Mean light sleep of the week's nights that stage it."),
    .init("spo2Average", .number, unit: "%", decimals: 1, "Mean overnight SpO₂ of the week's nights that measure it."),
    .init(
      "deepSleepSeconds", .number, unit: "s", decimals: 0, "Deep (slow-wave) sleep last night, as the source stages it."
    ),
    .init("remSleepSeconds", .number, unit: "s", decimals: 0, "REM sleep last night, as the source stages it."),
    .init(
      "lightSleepSeconds", .number, unit: "s", decimals: 0, "Light (core) sleep last night, as the source stages it."),
    .init("spo2", .number, unit: "%", decimals: 1, "Mean blood-oxygen saturation overnight."),
    .init("skinTemperature", .number, unit: "°C", decimals: 2, "Skin (wrist) temperature overnight."),
    .init(
      "skinTemperatureDeviation", .number, unit: "°C", decimals: 2,
      "Skin temperature's difference from the source's own baseline."),
    .init("steps", .number, decimals: 0, "Steps."),
    .init("bodyMassKg", .number, unit: "kg", decimals: 2, "Body mass (a scale's weigh-in)."),
    .init("vo2max", .number, unit: "ml/kg/min", decimals: 1, "VO₂max as the device estimates it."),
    .init(
      "alternatives", .array, items: .object,
      "Values other sources gave for the day's readings and the day does not keep (the later ingested source wins; never averaged)."
    ),
    .init("reading", .string, "The reading's name (rmssd, sleepHours…), as the day's own key."),
    .init("notKept", .number, decimals: 2, "The value not kept, in the reading's unit."),
    .init("kept", .number, decimals: 2, "The value the day keeps instead, in the reading's unit."),
    .init("keptFrom", .string, "The file or source the kept value came from."),
    .init(
      "subjective", .map, items: .number,
      "Subjective scores by name (mood, soreness, fatigue, stress, motivation, readiness), on the app's scale."),
    .init("reportedSleepNeedSeconds", .number, unit: "s", decimals: 0, "Sleep need the app reported."),
    .init(
      "sleepNeedSeconds", .number, unit: "s", decimals: 0, "Sleep needed: baseline + strain + debt (docs/wellness.md)."),
    .init("sleepDebtSeconds", .number, unit: "s", decimals: 0, "Sleep owed from recent nights."),
    .init("sleepPerformance", .number, unit: "%", decimals: 1, "Sleep as a share of need, 0–100."),
    .init(
      "sleepPerformanceAverage", .number, unit: "%", decimals: 1, "Mean sleep performance of the week's scored days."),
    .init("recovery", .integer, unit: "%", "Recovery score 0–100 (absent until the baseline is sufficient)."),
    .init("recoveryAverage", .number, unit: "%", decimals: 0, "Mean recovery of the week's scored days."),
    .init(
      "recoveryState", .string,
      "scored, warmingUp (14–27 nights), insufficientBaseline, or noReading (a day without data)."),
    .init(
      "hrvZScore", .number, decimals: 2,
      "Recovery contributor: ln rMSSD (ln SDNN when the history has no rMSSD: hrvKind) against its 60-day robust baseline (clamped)."
    ),
    .init(
      "restingHeartRateZScore", .number, decimals: 2,
      "Recovery contributor: resting HR against its baseline (lower is better)."),
    .init(
      "respiratoryRateZScore", .number, decimals: 2, "Recovery contributor: respiratory rate against its baseline."),
    .init("sleepZScore", .number, decimals: 2, "Recovery contributor: sleep performance against its baseline."),
    .init(
      "hrvCV7", .number, decimals: 3,
      "7-day coefficient of variation of ln rMSSD (or of ln SDNN: hrvKind; shown, not scored)."),
    .init(
      "hrvKind", .string,
      "The HRV recovery is scored on: rmssd, or sdnn when no day has an rMSSD (Apple Health's HRV); one kind per history, never mixed."
    ),
    .init("dayStrain", .number, unit: "0–21", decimals: 1, "The day's strain (heart-rate load on a 0–21 log scale)."),
    .init("dayStrainAverage", .number, unit: "0–21", decimals: 1, "Mean day strain of the week's scored days."),
    .init("scoredDays", .integer, unit: "days", "Days of the week with a recovery score."),
    .init("wellness", .object, "The week's wellness averages."),
    .init("wellnessTrends", .array, items: .object, "Slopes of wellness metrics over the range."),
    .init("notableTrends", .array, items: .object, "Slopes over the last 42 days with p < 0.05."),
  ]

  static let week: [JSONTerm] = [
    .init("weekStart", .date, "The week's Monday (the athlete's local calendar)."),
    .init("weekEnd", .date, "The week's Sunday."),
    .init("goal", .integer, unit: "days", "The weekly goal in active days."),
    .init("goalMet", .boolean, "Whether this week's active days reached the goal."),
    .init(
      "goalState", .string,
      "met (the goal reached), inProgress (days left can still reach it) or missed, as of the day asked."),
    .init("daysLeft", .integer, unit: "days", "Days of the week after the day asked (0 from Sunday on)."),
    .init(
      "asOf", .date,
      "The day the document is as of: today within the week, else its Sunday (a past week) or Monday (a week to come)."),
    .init("lastDataDate", .date, "The last day with stored data on or before the day asked."),
    .init(
      "daysWithoutData", .integer, unit: "days",
      "Days since the last day with data: CTL and ATL decayed with no load, the day's readings missing (0: the day has data)."
    ),
    .init("goalPercent", .number, unit: "%", decimals: 0, "min(active days, goal) ÷ goal × 100."),
    .init("goalStreakWeeks", .integer, unit: "weeks", "Weeks in a row, ending with this one, with the goal met."),
    .init("activeDays", .integer, unit: "days", "Days this week with at least one workout."),
    .init("activeWeekdays", .array, items: .boolean, "Whether each day of the week (Monday first) had a workout."),
    .init(
      "activeDaysInARow", .integer, unit: "days",
      "The run of consecutive active days alive on the day (yesterday's, while today has no workout yet)."),
    .init(
      "dailyLoads", .array, items: .number, unit: "TSS", decimals: 1,
      "Load per day, Monday first (a week), or per day of a plan."),
    .init("workouts", .number, decimals: 2, "Count of workouts (fractional in averages)."),
    .init("totals", .object, "All sports: this week, the previous week and the 4-week average."),
    .init("bySport", .array, items: .object, "Per sport: this week, the previous week and the 4-week average."),
    .init("thisWeek", .object, "This week's totals."),
    .init("previousWeek", .object, "The previous week's totals."),
    .init("fourWeekAverage", .object, "The average of the 4 weeks before this one."),
    .init("week", .object, "This week's progress."),
    .init("today", .object, "The day's state."),
    .init("fitness", .object, "CTL, ATL, TSB and their last 6 week-ends."),
    .init(
      "weeklyCTL", .array, items: .number, unit: "TSS/day", decimals: 1,
      "CTL at the end of each of the last 6 weeks, oldest first."),
    .init("weeklyATL", .array, items: .number, unit: "TSS/day", decimals: 1, "ATL likewise."),
    .init("weeklyTSB", .array, items: .number, unit: "TSS/day", decimals: 1, "TSB likewise."),
    .init("nextEvent", .object, "The first event after the day asked."),
    .init("daysToGo", .integer, unit: "days", "Days from the day asked to the event."),
    .init("weeks", .array, items: .object, "One record per week."),
    .init(
      "loadBySport", .map, items: .number, unit: "TSS", decimals: 1,
      "The week's load by sport (other: lists without a sport)."),
  ]
}
