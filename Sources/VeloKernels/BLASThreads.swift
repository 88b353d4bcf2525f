#if !canImport(Accelerate)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#endif

/// BLAS runs on the thread that calls it: OpenBLAS's worker threads are stopped once, before the
/// first BLAS call this module makes.
///
/// veloscore's BLAS calls are small (a trend window's `gemv` over athletes: microseconds on one core),
/// and its parallelism is its own: per athlete in batch and ingest, per request in `serve`. OpenBLAS's
/// pthread build starts one worker per core when the library loads, before `main`, and each worker
/// spins in `sched_yield` for about 2^28 cycles (~0.1 s) before it sleeps. A season report on a 2-core
/// machine shared its second core with that spin (40 % of its samples, half its CPU time).
///
/// Every wrapper in ``BLAS`` and ``LAPACK`` passes through ``keepOnCallingThread()``; a process that
/// wants the spin gone from its start calls it first thing (the CLI does). No effect on Darwin
/// (Accelerate), on a BLAS without these controls, or when `OPENBLAS_NUM_THREADS` is set: the user's
/// choice stands.
public enum BLASThreads {
  /// Runs once per process (a `static let` initialiser is thread-safe), so no BLAS call through this
  /// module is in flight on a worker when the workers stop.
  private static let applied: Void = {
    #if !canImport(Accelerate) && (canImport(Glibc) || canImport(Musl))
    guard getenv("OPENBLAS_NUM_THREADS") == nil else { return }
    typealias SetThreads = @convention(c) (Int32) -> Void
    typealias Shutdown = @convention(c) () -> Int32
    // Looked up rather than declared: a serial OpenBLAS build exports no shutdown.
    if let set = dlsym(nil, "openblas_set_num_threads") {
      unsafeBitCast(set, to: SetThreads.self)(1)
    }
    if let shutdown = dlsym(nil, "blas_thread_shutdown_") {
      _ = unsafeBitCast(shutdown, to: Shutdown.self)()
    }
    #endif
  }()

  /// Stops OpenBLAS's workers (once) and keeps every later BLAS call on its caller's thread.
  public static func keepOnCallingThread() {
    applied
  }

  /// The number of threads OpenBLAS would use for a call now; nil where BLAS does not say (Accelerate).
  public static var current: Int? {
    #if !canImport(Accelerate) && (canImport(Glibc) || canImport(Musl))
    typealias GetThreads = @convention(c) () -> Int32
    guard let get = dlsym(nil, "openblas_get_num_threads") else { return nil }
    return Int(unsafeBitCast(get, to: GetThreads.self)())
    #else
    return nil
    #endif
  }
}
