#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `x^y` from the C math library (kept behind one name so kernels need no Foundation).
@inlinable @inline(__always)
package func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// `e^x` from the C math library.
@inlinable @inline(__always)
package func _exp(_ x: Double) -> Double { exp(x) }

/// Natural logarithm from the C math library.
@inlinable @inline(__always)
package func _log(_ x: Double) -> Double { log(x) }

/// Cosine from the C math library.
@inlinable @inline(__always)
package func _cos(_ x: Double) -> Double { cos(x) }

/// Sine from the C math library.
@inlinable @inline(__always)
package func _sin(_ x: Double) -> Double { sin(x) }

extension Int {
  /// The integer part of `value` toward zero, or `nil` when `value` is NaN, infinite
  /// or beyond ±2⁶² — never the trap of `Int(_:)` on an out-of-range Double.
  @inlinable
  public init?(checked value: Double) {
    guard value.isFinite, abs(value) < 0x1p62 else { return nil }
    self.init(value)
  }
}

/// Arc sine from the C math library.
@inlinable @inline(__always)
public func _asin(_ x: Double) -> Double { asin(x) }
