/// Something that can perform system commands: the focused app, then the runtime.
@MainActor
public protocol SystemCommandHandler: AnyObject {
    /// Performs the command and returns `true`, or returns `false` to pass it on.
    func handleSystemCommand(_ command: SystemCommand) -> Bool
}
