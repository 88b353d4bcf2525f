import Foundation
import VeloIO
import VeloKernels
import VeloScore

/// Every benchmarked kernel, in the order tables print them.
public enum BenchCatalog {
  /// Files some kernels read; `nil` leaves those kernels out.
  public struct Inputs: Sendable {
    public var fitFile: String?
    /// A sample CSV to parse instead of generated rows (compare.py passes the file pandas reads).
    public var csvFile: String?
    public init(fitFile: String? = BenchCatalog.repositoryFile("datasets/fit/4078723797.fit"), csvFile: String? = nil) {
      self.fitFile = fitFile
      self.csvFile = csvFile
    }
  }

  /// Days per athlete in the daily-series kernels.
  public static let days = 3650
  public static let athleteCounts = [1, 10, 100, 1_000, 10_000]

  public static func all(_ inputs: Inputs = Inputs()) -> [BenchKernel] {
    streamKernels(inputs) + seriesKernels + fileKernels(inputs) + StoreBench.kernels
  }

  /// A file of this repository (found from this source file's path), `nil` when absent.
  public static func repositoryFile(_ relative: String, sourceFile: String = #filePath) -> String? {
    var root = URL(fileURLWithPath: sourceFile)
    for _ in 0..<4 { root.deleteLastPathComponent() }  // Benchmarks/Sources/BenchSupport/<file>
    let path = root.appendingPathComponent(relative).path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }

  /// 1 Hz kernels over ``benchmarkPower(count:)``; checksums compare.py rebuilds with numpy.
  static func streamKernels(_ inputs: Inputs) -> [BenchKernel] {
    func stream(_ id: String, _ title: String, bytes: Double, _ f: @escaping @Sendable ([Double]) -> Double)
      -> BenchKernel
    {
      BenchKernel(id: id, title: title, unit: .samples, sizes: decades(3, through: 8), bytesPerItem: bytes) { n in
        let p = benchmarkPower(count: n)
        return { f(p) }
      }
    }
    let ride = inputs.fitFile.flatMap(ridePower)
    return [
      stream("rolling-mean", "rolling mean, 30 s window", bytes: 16) { rollingMean($0, window: 30).last ?? .nan },
      stream("ewma", "EWMA, alpha 1/26", bytes: 16) { ewma($0, alpha: 1.0 / 26).last ?? .nan },
      stream("np", "Normalized Power (fused 30 s mean, 4th-power mean)", bytes: 8) {
        normalizedPower(power1Hz: $0) ?? .nan
      },
      stream("xpower", "xPower (25 s EWMA, 4th-power mean)", bytes: 8) { xPower(power1Hz: $0) ?? .nan },
      stream("zones", "time in 7 Coggan power zones", bytes: 8) { p in
        PowerZones.coggan.seconds(power1Hz: p, ftp: 250).enumerated().reduce(0.0) {
          $0 + Double($1.offset * $1.element)
        }
      },
      stream("wbal", "W'bal, integral model (CP 250 W, W' 20 kJ)", bytes: 16) { p in
        WPrimeBalance(power1Hz: p, cp: 250, wPrime: 20_000).balance.last ?? .nan
      },
      BenchKernel(
        id: "mean-max", title: "mean-max curve, every duration (exact)", unit: .samples,
        sizes: [1_000, 3_600, 14_400, 100_000]
      ) { n in
        let p = ride.map { r in (0..<n).map { r[$0 % r.count] } } ?? benchmarkPower(count: n)
        return { PowerCurve(power1Hz: p).watts.reduce(0, +) }
      },
    ]
  }

  /// The FIT ride's power on a 1 Hz grid (the mean-max input compare.py rebuilds).
  static func ridePower(_ path: String) -> [Double]? {
    guard let data = FileManager.default.contents(atPath: path),
      let ride = try? FITActivity.read([UInt8](data), file: path)
    else { return nil }
    return ride.streams.powerOnOneHertzGrid()?.power
  }

  /// Athletes × ``days`` kernels over ``benchmarkLoads(athletes:days:)``.
  static var seriesKernels: [BenchKernel] {
    let d = Double(days)
    func series(_ id: String, _ title: String, bytesPerDay: Double?, _ f: @escaping @Sendable (SeriesBatch) -> Double)
      -> BenchKernel
    {
      BenchKernel(
        id: id, title: "\(title), athletes × 3,650 days", unit: .athletes, sizes: athleteCounts,
        bytesPerItem: bytesPerDay.map { $0 * d }
      ) { a in
        let load = SeriesBatch(count: a, length: days, values: benchmarkLoads(athletes: a, days: days))
        return { f(load) }
      }
    }
    return [
      series("pmc", "PMC (CTL, ATL, TSB)", bytesPerDay: 32) { load in
        let pmc = PerformanceManagementBatch(load: load)
        return lastDaySum(pmc.ctl) + lastDaySum(pmc.tsb)
      },
      // Steady state: the caller's buffers, allocated and touched once before timing, reused by every call.
      BenchKernel(
        id: "pmc-steady", title: "PMC into reused buffers, CTL and TSB only, athletes × 3,650 days", unit: .athletes,
        sizes: athleteCounts, bytesPerItem: 24 * d
      ) { a in
        let load = SeriesBatch(count: a, length: days, values: benchmarkLoads(athletes: a, days: days))
        let buffers = PMCBenchBuffers(count: a * days)
        return {
          load.values.withUnsafeBufferPointer { x in
            PerformanceManagementBatch.compute(load: x, athletes: a, ctl: buffers.ctl, tsb: buffers.tsb)
          }
          let last = (days - 1) * a
          return (0..<a).reduce(0.0) { $0 + buffers.ctl[last + $1] + buffers.tsb[last + $1] }
        }
      },
      series("acwr", "load ratios (ACWR coupled/EWMA, monotony, strain…)", bytesPerDay: 56) { load in
        let r = LoadRatios(load: load)
        return lastDaySum(r.acwrCoupled) + lastDaySum(r.acwrEWMA)
      },
      series("trends", "rolling 28-day OLS slopes", bytesPerDay: 16) { load in
        lastDaySum(load.rollingSlopes(window: 28))
      },
      series("trend-last", "trailing 28-day OLS slope per athlete (batched gemv)", bytesPerDay: nil) { load in
        load.trailingSlopes(window: 28).reduce(0, +)
      },
      series("trend-365", "trailing 365-day OLS slope per athlete (batched gemv)", bytesPerDay: nil) { load in
        load.trailingSlopes(window: 365).reduce(0, +)
      },
      cpFit("cp-fit", "CP/W' fit, work-time model (2–20 min)", .workTime, sizes: [1, 100, 10_000]),
      cpFit("cp-fit-morton", "CP fit, Morton 3-parameter (golden section)", .morton3, sizes: [1, 100, 1_000]),
    ]
  }

  /// Sum over athletes of the last day's value (the checksum compare.py rebuilds).
  static func lastDaySum(_ b: SeriesBatch) -> Double {
    (0..<b.count).reduce(0.0) { $0 + b.values[(b.length - 1) * b.count + $1] }
  }

  /// `model` fitted to n athletes' 1 h mean-max curves (``cpCurve(_:athlete:)``); checksum = ΣCP.
  static func cpFit(_ id: String, _ title: String, _ model: CriticalPowerFit.Model, sizes: [Int]) -> BenchKernel {
    BenchKernel(id: id, title: title, unit: .fits, sizes: sizes) { n in
      let curves = (0..<n).map { a in PowerCurve(envelopeOf: [(1...3600).map { t in cpCurve(t, athlete: a) }]) }
      return { curves.reduce(0.0) { $0 + (CriticalPowerFit.fit($1, model: model)?.criticalPower ?? .nan) } }
    }
  }

  /// A mean-max curve from a 3-parameter model, different per athlete.
  static func cpCurve(_ t: Int, athlete: Int) -> Double {
    let cp = 200 + Double(athlete % 150)
    let w = 15_000 + Double((athlete * 37) % 10_000)
    let k = 20.0
    return cp + w / (Double(t) + k)
  }

  static func fileKernels(_ inputs: Inputs) -> [BenchKernel] {
    var out: [BenchKernel] = []
    if let fit = inputs.fitFile, let data = FileManager.default.contents(atPath: fit) {
      let bytes = [UInt8](data)
      out.append(
        BenchKernel(
          id: "fit-decode", title: "FIT decode to streams (\((fit as NSString).lastPathComponent))", unit: .bytes,
          sizes: [bytes.count]
        ) { _ in
          { (try FITActivity.read(bytes, file: fit)).streams.power?.reduce(0, +) ?? .nan }
        })
      out.append(
        BenchKernel(id: "fit-dump", title: "FIT decode of every field (FITDump)", unit: .bytes, sizes: [bytes.count]) {
          _ in
          {
            var lines = 0  // one per data message: the peers' message count
            _ = try FITDump.write(bytes, file: fit) { chunk in lines += chunk.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
            return Double(lines)
          }
        })
    }
    if let csv = inputs.csvFile, let data = FileManager.default.contents(atPath: csv) {
      let bytes = [UInt8](data)
      out.append(
        BenchKernel(
          id: "csv-parse", title: "CSV sample stream parse (\((csv as NSString).lastPathComponent))", unit: .bytes,
          sizes: [bytes.count]
        ) { _ in
          { (try ActivityCSV.parse(bytes: bytes, file: csv)).power?.reduce(0, +) ?? .nan }
        })
    } else {
      out.append(
        BenchKernel(
          id: "csv-parse", title: "CSV sample stream parse (time,power,heart_rate,cadence)", unit: .samples,
          sizes: decades(3, through: 6)
        ) { n in
          let bytes = benchmarkStreamCSV(rows: n)
          return { (try ActivityCSV.parse(bytes: bytes, file: "bench.csv")).power?.reduce(0, +) ?? .nan }
        })
    }
    return out
  }
}

/// Output buffers owned by the benchmark across calls (zero-filled once, so their pages exist).
final class PMCBenchBuffers: @unchecked Sendable {
  let ctl: UnsafeMutableBufferPointer<Double>
  let tsb: UnsafeMutableBufferPointer<Double>
  init(count: Int) {
    ctl = .allocate(capacity: count)
    tsb = .allocate(capacity: count)
    ctl.initialize(repeating: 0)
    tsb.initialize(repeating: 0)
  }
  deinit {
    ctl.deallocate()
    tsb.deallocate()
  }
}
