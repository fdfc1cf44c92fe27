/// A visitor who checked in: what the kiosk lists and saves.
struct Visitor: Codable, Sendable, Equatable {
    /// The visitor's name, as typed.
    var name: String
    /// The company they come from (may be empty).
    var company: String
}
