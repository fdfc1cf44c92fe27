/// The stable identity of one touch, from the moment it goes down until it lifts or is cancelled.
///
/// Identities are never reused within a run: a device's slot numbers are, so input sources map
/// each new contact to a fresh `TouchID`. A mouse acting as a finger uses its own identity too.
public struct TouchID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The identity's number; unique for the lifetime of the input source that made it.
    public var rawValue: Int

    /// Wraps a number as a touch identity.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (a: TouchID, b: TouchID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "#\(rawValue)" }
}
