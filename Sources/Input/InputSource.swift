/// Where input comes from: libinput on a device, or a script in tests and the screenshot mode.
///
/// The event loop watches ``pollDescriptor`` (when there is one) and calls ``dispatch()`` when
/// it is readable; a source without a descriptor is polled by its owner (a scripted source
/// hands out what its clock says is due).
public protocol InputSource: AnyObject {
    /// The file descriptor to watch for readability, or `nil` when the source has none.
    var pollDescriptor: Int32? { get }
    /// Reads what is ready and returns it as events in points and seconds, oldest first.
    ///
    /// - Throws: ``InputSourceError`` when the device layer fails (not when there is no input).
    func dispatch() throws(InputSourceError) -> [InputEvent]
}

/// Why an input source could not start or read.
public enum InputSourceError: Error, Equatable, CustomStringConvertible {
    /// libudev could not be initialised.
    case udevUnavailable
    /// libinput refused to create a context.
    case contextFailed
    /// The udev seat could not be assigned.
    case seatFailed(seat: String)
    /// A device node named for the path backend could not be opened.
    case cannotOpenDevice(path: String)
    /// libinput failed while reading events (`errno` value).
    case dispatchFailed(errno: Int32)
    /// The keymap could not be compiled.
    case keymap(KeymapError)
    /// libinput is not installed (it is opened at the first input source): the loader's reason
    /// and the package to install, in words.
    case libraryUnavailable(String)

    public var description: String {
        switch self {
        case .udevUnavailable: "libudev could not be initialised (is /sys mounted?)"
        case .contextFailed: "libinput could not create a context"
        case .seatFailed(let seat): "libinput could not assign seat “\(seat)” (check the board profile's `seat`)"
        case .cannotOpenDevice(let path):
            "libinput could not open “\(path)” (does it exist, is it an evdev node, may this user read it?)"
        case .dispatchFailed(let code): "libinput failed to read events (errno \(code))"
        case .keymap(let error): error.description
        case .libraryUnavailable(let problem): problem
        }
    }
}

/// An input source without a descriptor whose events fall due on the host's clock (a script):
/// the host wakes up at ``nextEventTime``, moves the source there and dispatches.
public protocol TimedInputSource: InputSource {
    /// When the next event is due, on the host's clock; `nil` when none is left.
    var nextEventTime: Double? { get }
    /// Moves the source's clock forward to `time` (seconds, the host's clock).
    func advance(to time: Double)
}
