#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// The C math library is the only platform dependency of this target; keeping the calls here
// means no other file needs a conditional import, and Foundation is not needed at all.

@inline(__always) func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

@inline(__always) func cubeRoot(_ value: Double) -> Double { cbrt(value) }

@inline(__always) func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

@inline(__always) func sine(_ radians: Double) -> Double { sin(radians) }

@inline(__always) func cosine(_ radians: Double) -> Double { cos(radians) }

@inline(__always) func exponential(_ value: Double) -> Double { exp(value) }

@inline(__always) func radians(fromDegrees degrees: Double) -> Double { degrees * .pi / 180 }

@inline(__always) func degrees(fromRadians radians: Double) -> Double { radians * 180 / .pi }
