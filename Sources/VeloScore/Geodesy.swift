import VeloKernels

/// Distances on the Earth from latitude/longitude.
public enum Geodesy {
  /// Mean Earth radius (IUGG R₁), metres.
  public static let earthRadius = 6_371_008.8

  /// Great-circle distance between two WGS 84 points by the haversine formula
  /// (Sinnott 1984, "Virtues of the Haversine", Sky & Telescope 68(2)) on a
  /// sphere of radius ``earthRadius``, metres. On the ellipsoid the error is at
  /// most about 0.5 %, and far less along a track's short steps.
  public static func distance(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> Double {
    let rad = Double.pi / 180
    let dLat = (latitude2 - latitude1) * rad
    let dLon = (longitude2 - longitude1) * rad
    let s1 = _sin(dLat / 2)
    let s2 = _sin(dLon / 2)
    let h = s1 * s1 + _cos(latitude1 * rad) * _cos(latitude2 * rad) * s2 * s2
    return 2 * earthRadius * _asin(min(1, h.squareRoot()))
  }
}
