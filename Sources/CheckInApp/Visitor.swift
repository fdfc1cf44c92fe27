/// A visitor who checked in: what the kiosk lists and saves.
public struct Visitor: Codable, Sendable, Equatable {
    /// The visitor's name, as typed.
    public var name: String
    /// The company they come from (may be empty).
    public var company: String
}
