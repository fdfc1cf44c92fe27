/// How the board is connected, for the status bar: the connection the status bar shows.
public enum NetworkReading: Sendable, Hashable {
    /// No interface is up (or only the loopback).
    case none
    /// An Ethernet (wired) interface is up.
    case ethernet
    /// A Wi-Fi interface is up; `bars` is the signal in 0…3 (iOS's three arcs), `nil` when the
    /// kernel reports no signal (`/proc/net/wireless` missing or without the interface).
    case wifi(bars: Int?)
}
