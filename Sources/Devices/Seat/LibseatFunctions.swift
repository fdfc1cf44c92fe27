import CSeat

/// libseat's functions (libseat.h), looked up once in `libseat.so.1` opened with `dlopen`.
struct LibseatFunctions: @unchecked Sendable {
    // Immutable C function pointers into a library that is never closed.
    typealias OpenSeat =
        @convention(c) (UnsafePointer<libseat_seat_listener>?, UnsafeMutableRawPointer?) -> OpaquePointer?
    typealias DisableSeat = @convention(c) (OpaquePointer?) -> Int32
    typealias CloseSeat = @convention(c) (OpaquePointer?) -> Int32
    typealias OpenDevice = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?) -> Int32
    typealias CloseDevice = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias SeatName = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    typealias SwitchSession = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias GetFD = @convention(c) (OpaquePointer?) -> Int32
    typealias Dispatch = @convention(c) (OpaquePointer?, Int32) -> Int32

    let openSeat: OpenSeat
    let disableSeat: DisableSeat
    let closeSeat: CloseSeat
    let openDevice: OpenDevice
    let closeDevice: CloseDevice
    let seatName: SeatName
    let switchSession: SwitchSession
    let getFD: GetFD
    let dispatch: Dispatch

    /// The functions, or why libseat could not be used; opened at the first use.
    static let shared: Result<LibseatFunctions, SharedLibraryError> = {
        do throws(SharedLibraryError) {
            return .success(try LibseatFunctions(SharedLibrary(name: "libseat.so.1", package: "libseat1")))
        } catch {
            return .failure(error)
        }
    }()

    private init(_ library: SharedLibrary) throws(SharedLibraryError) {
        openSeat = try library.function("libseat_open_seat", as: OpenSeat.self)
        disableSeat = try library.function("libseat_disable_seat", as: DisableSeat.self)
        closeSeat = try library.function("libseat_close_seat", as: CloseSeat.self)
        openDevice = try library.function("libseat_open_device", as: OpenDevice.self)
        closeDevice = try library.function("libseat_close_device", as: CloseDevice.self)
        seatName = try library.function("libseat_seat_name", as: SeatName.self)
        switchSession = try library.function("libseat_switch_session", as: SwitchSession.self)
        getFD = try library.function("libseat_get_fd", as: GetFD.self)
        dispatch = try library.function("libseat_dispatch", as: Dispatch.self)
    }
}
