import ArgumentParser
import Boot
import Glibc

/// `scanout ctl`: the boot splash's command-line client (Plymouth's `plymouth` client verbs).
struct CtlCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ctl",
        abstract: "Drive the boot splash (or, with rotate, the multi-app runtime) over its control socket.",
        discussion: "Exit status 0 when the splash did it, 1 when it answered with an error or cannot be reached.",
        subcommands: [
            Progress.self, Message.self, Status.self, AskPassword.self, AskQuestion.self, Pause.self, Resume.self,
            Deactivate.self, Reactivate.self, Quit.self, Rotate.self, Volume.self, Mute.self, Lock.self,
            Accessibility.self,
            Send.self,
        ])

    struct Connection: ParsableArguments {
        @Option(help: "The control socket.")
        var socket = BootControlClient.defaultPath
    }

    /// Sends `request` and prints the reply: nothing for `ok`, `key=value` lines for a status,
    /// the answer on standard output, an error on standard error (exit 1).
    static func send(line: String, socket: String) throws {
        let reply: BootReply
        do { reply = try BootControlClient.send(line: line, to: socket) } catch {
            printError("scanout ctl: \(error)")
            throw ExitCode(1)
        }
        switch reply {
        case .ok(let fields):
            for (key, value) in fields { print("\(key)=\(value)") }
        case .answer(let text):
            print(text)
        case .error(let code, let message):
            printError("scanout ctl: error \(code.rawValue): \(message)")
            throw ExitCode(1)
        }
    }

    struct Progress: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "progress",
            abstract: "Show boot progress, 0 to 100 percent (the progress bar replaces the spinner).")
        @Argument var percent: Double
        @OptionGroup var connection: Connection
        func run() throws {
            guard percent.isFinite, (0...100).contains(percent) else {
                throw ValidationError("the percentage must be from 0 to 100")
            }
            try CtlCommand.send(line: BootRequest.progress(percent).line, socket: connection.socket)
        }
    }

    struct Message: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "message", abstract: "Show a message line (an empty text clears it).")
        @Argument var text = ""
        @OptionGroup var connection: Connection
        func run() throws { try CtlCommand.send(line: BootRequest.message(text).line, socket: connection.socket) }
    }

    struct Status: PlainVerb {
        static let configuration = CommandConfiguration(
            commandName: "status", abstract: "Print the splash's state as key=value lines.")
        static let request = BootRequest.status
        @OptionGroup var connection: Connection
    }

    struct AskPassword: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ask-password",
            abstract: "Ask for a passphrase (masked entry) and print it on standard output.")
        @Option(help: "The prompt (default: the splash language's own).")
        var prompt = ""
        @OptionGroup var connection: Connection
        func run() throws {
            try CtlCommand.send(line: BootRequest.askPassword(prompt: prompt).line, socket: connection.socket)
        }
    }

    struct AskQuestion: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ask-question",
            abstract: "Ask a question (visible entry) and print the answer on standard output.")
        @Option(help: "The prompt.")
        var prompt = ""
        @OptionGroup var connection: Connection
        func run() throws {
            try CtlCommand.send(line: BootRequest.askQuestion(prompt: prompt).line, socket: connection.socket)
        }
    }

    /// A verb without arguments: its request is fixed.
    protocol PlainVerb: ParsableCommand {
        static var request: BootRequest { get }
        var connection: Connection { get }
    }

    struct Pause: PlainVerb {
        static let configuration = CommandConfiguration(
            commandName: "pause", abstract: "Freeze the screen until resume.")
        static let request = BootRequest.pause
        @OptionGroup var connection: Connection
    }

    struct Resume: PlainVerb {
        static let configuration = CommandConfiguration(
            commandName: "resume", abstract: "Show what changed while paused.")
        static let request = BootRequest.resume
        @OptionGroup var connection: Connection
    }

    struct Deactivate: PlainVerb {
        static let configuration = CommandConfiguration(
            commandName: "deactivate",
            abstract: "Give the display (DRM master) up, for a display manager.")
        static let request = BootRequest.deactivate
        @OptionGroup var connection: Connection
    }

    struct Reactivate: PlainVerb {
        static let configuration = CommandConfiguration(
            commandName: "reactivate", abstract: "Take the display back after deactivate.")
        static let request = BootRequest.reactivate
        @OptionGroup var connection: Connection
    }

    struct Quit: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "quit", abstract: "End the splash.")
        @Flag(help: "Leave the last frame on the screen (the console does not draw over it).")
        var retainSplash = false
        @Option(
            help: "Start this app in the splash's process, on the same buffers, with no empty frame between (gallery).")
        var handover: String?
        @OptionGroup var connection: Connection
        func run() throws {
            if retainSplash && handover != nil {
                throw ValidationError("--retain-splash and --handover exclude each other")
            }
            let mode: BootRequest.QuitMode =
                handover.map { .handover(app: $0) } ?? (retainSplash ? .retainSplash : .plain)
            try CtlCommand.send(line: BootRequest.quit(mode).line, socket: connection.socket)
        }
    }

    struct Rotate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rotate",
            abstract: "Turn the multi-app runtime's interface (scanout apps), as its accelerometer would.",
            discussion: "Prints turned=no when the app in front does not support the orientation (it stays as it is).")
        @Argument(help: "Degrees clockwise from the screen as mounted: 0, 90, 180 or 270.")
        var degrees: Int
        @Option(help: "The multi-app runtime's control socket.")
        var socket = AppsControl.defaultSocketPath
        func run() throws {
            guard [0, 90, 180, 270].contains(degrees) else {
                throw ValidationError("the rotation must be 0, 90, 180 or 270, not \(degrees)")
            }
            try CtlCommand.send(line: BootRequest.rotate(degrees: degrees).line, socket: socket)
        }
    }

    struct Lock: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lock",
            abstract:
                "Lock the multi-app runtime's screen (scanout apps), as the side button does: the lock sound, the lock screen.",
            discussion:
                "A swipe up from the bottom of the lock screen unlocks it (or the screen reader's double tap on Unlock)."
        )
        @Option(help: "The multi-app runtime's control socket.")
        var socket = AppsControl.defaultSocketPath
        func run() throws { try CtlCommand.send(line: BootRequest.lock.line, socket: socket) }
    }

    struct Volume: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "volume",
            abstract: "Set the multi-app runtime's system sounds' volume (scanout apps), 0 to 100 percent.",
            discussion: "Prints volume= and muted= as they are now.")
        @Argument(help: "Percent, 0 to 100.")
        var percent: Int
        @Option(help: "The multi-app runtime's control socket.")
        var socket = AppsControl.defaultSocketPath
        func run() throws {
            guard (0...100).contains(percent) else {
                throw ValidationError("the volume must be 0 to 100, not \(percent)")
            }
            try CtlCommand.send(line: BootRequest.volume(percent: percent).line, socket: socket)
        }
    }

    struct Mute: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mute",
            abstract: "Mute or unmute the multi-app runtime's system sounds (scanout apps); the volume is kept.",
            discussion: "Prints volume= and muted= as they are now.")
        @Argument(help: "on or off.")
        var state: String
        @Option(help: "The multi-app runtime's control socket.")
        var socket = AppsControl.defaultSocketPath
        func run() throws {
            guard state == "on" || state == "off" else { throw ValidationError("mute takes on or off, not “\(state)”") }
            try CtlCommand.send(line: BootRequest.mute(state == "on").line, socket: socket)
        }
    }

    struct Accessibility: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "accessibility",
            abstract:
                "Change the multi-app runtime's display settings or turn its screen reader on or off (scanout apps).",
            discussion: """
                `accessibility SETTING on|off` (SETTING: bold-text, increase-contrast, reduce-motion, \
                reduce-transparency, button-shapes, on-off-labels, screen-reader, speak-hints), `accessibility \
                text-size SIZE` (extra-small … accessibility-extra-extra-extra-large), `accessibility speaking-rate \
                PERCENT` (0 slowest … 100 fastest); with no arguments it only reports. Prints \
                every setting as it is now, one name=value a line.
                """)
        @Argument(help: "A setting, text-size or speaking-rate.")
        var setting: String?
        @Argument(help: "on or off; the size's name for text-size; a percentage for speaking-rate.")
        var value: String?
        @Option(help: "The multi-app runtime's control socket.")
        var socket = AppsControl.defaultSocketPath
        func run() throws {
            let request: BootRequest
            switch (setting, value) {
            case (nil, _):
                request = .accessibility(nil)
            case ("text-size"?, let size?):
                guard BootRequest.textSizeNames.contains(size) else {
                    throw ValidationError(
                        "text-size takes " + BootRequest.textSizeNames.joined(separator: ", ") + ", not “\(size)”")
                }
                request = .accessibility(.textSize(size))
            case ("speaking-rate"?, let rate?):
                guard let percent = Int(rate), (0...100).contains(percent) else {
                    throw ValidationError("speaking-rate takes a whole percentage from 0 to 100, not “\(rate)”")
                }
                request = .accessibility(.speakingRate(percent))
            case (let name?, let state?) where BootRequest.accessibilitySettings.contains(name):
                guard state == "on" || state == "off" else {
                    throw ValidationError("\(name) takes on or off, not “\(state)”")
                }
                request = .accessibility(BootRequest.accessibilitySwitch(name, on: state == "on"))
            case (let name?, _):
                throw ValidationError(
                    "accessibility takes text-size SIZE, speaking-rate 0…100 or SETTING on|off (SETTING: "
                        + BootRequest.accessibilitySettings.joined(separator: ", ") + "), not “\(name)”")
            }
            try CtlCommand.send(line: request.line, socket: socket)
        }
    }

    struct Send: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "send",
            abstract: "Send one raw protocol line (for testing the splash's error replies).")
        @Argument var line: String
        @OptionGroup var connection: Connection
        func run() throws { try CtlCommand.send(line: line, socket: connection.socket) }
    }
}

extension CtlCommand.PlainVerb {
    func run() throws { try CtlCommand.send(line: Self.request.line, socket: connection.socket) }
}

/// Writes one line to standard error.
func printError(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
