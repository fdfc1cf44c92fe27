public import Gestures

/// A system-command handler that records every command it is offered and accepts it (or
/// passes it on when `accepts` is false).
@MainActor
public final class CommandLog: SystemCommandHandler {
    /// The commands offered, oldest first.
    public private(set) var commands: [SystemCommand] = []
    /// Whether the handler performs the commands (`false`: passes them on).
    public var accepts: Bool

    /// A log that accepts commands unless `accepts` is false.
    public init(accepts: Bool = true) { self.accepts = accepts }

    public func handleSystemCommand(_ command: SystemCommand) -> Bool {
        commands.append(command)
        return accepts
    }
}
