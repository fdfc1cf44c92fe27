/// Why a DRM/KMS display could not be opened or driven.
public enum DRMError: Error, Equatable, CustomStringConvertible {
    /// No card under /dev/dri could be used; `reasons` says why, per card.
    case noUsableCard(reasons: [String])
    /// Opening or becoming DRM master was refused.
    case permissionDenied(path: String, reason: String)
    /// The card has no connected connector (or not the one the board profile names).
    case noConnectedDisplay(path: String)
    /// The board profile's mode is not offered.
    case modeNotOffered(requested: String, available: [String])
    /// An ioctl failed; `call` names it.
    case call(String, errno: Int32)
    /// Another client holds the display (DRM master was lost).
    case notMaster

    public var description: String {
        switch self {
        case .noUsableCard(let reasons):
            "no usable DRM/KMS display"
                + (reasons.isEmpty ? " (no /dev/dri/card*)" : ": " + reasons.joined(separator: "; "))
        case .permissionDenied(let path, let reason):
            "cannot drive \(path): \(reason). Run as root, add the user to the `video` group, or start Scanout under seatd/logind (seatd-launch scanout run)"
        case .noConnectedDisplay(let path):
            "\(path) has no connected display (check the cable, or the board profile's `connector`)"
        case .modeNotOffered(let requested, let available):
            "the board profile asks for mode \(requested), which the display does not offer (it offers \(available.joined(separator: ", ")))"
        case .call(let name, let code):
            "\(name) failed: \(DRMError.message(code))"
        case .notMaster:
            "another program holds the display (DRM master lost)"
        }
    }

    static func message(_ code: Int32) -> String {
        guard let text = strerrorText(code) else { return "error \(code)" }
        return text
    }
}
