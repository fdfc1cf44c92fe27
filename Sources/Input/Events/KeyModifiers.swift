/// The modifier keys held while a key event happened.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Either Super (Meta, Command) key.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}
