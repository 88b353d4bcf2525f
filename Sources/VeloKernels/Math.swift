#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `x^y` from the C math library (kept behind one name so kernels need no Foundation).
@inlinable @inline(__always)
public func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// `e^x` from the C math library.
@inlinable @inline(__always)
public func _exp(_ x: Double) -> Double { exp(x) }

/// Natural logarithm from the C math library.
@inlinable @inline(__always)
public func _log(_ x: Double) -> Double { log(x) }

/// Cosine from the C math library.
@inlinable @inline(__always)
public func _cos(_ x: Double) -> Double { cos(x) }

/// Sine from the C math library.
@inlinable @inline(__always)
public func _sin(_ x: Double) -> Double { sin(x) }
