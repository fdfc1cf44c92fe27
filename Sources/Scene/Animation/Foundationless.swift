import Glibc

/// The libm functions the animation engine needs, without Foundation.
enum Foundationless {
    static func exp(_ x: Double) -> Double { Glibc.exp(x) }
    static func sin(_ x: Double) -> Double { Glibc.sin(x) }
    static func cos(_ x: Double) -> Double { Glibc.cos(x) }
}
