import Glibc

/// `strerror` as a Swift string.
func strerrorText(_ code: Int32) -> String? {
    guard let text = strerror(code) else { return nil }
    return String(cString: text)
}

/// The calling thread's `errno`.
var currentErrno: Int32 { errno }
