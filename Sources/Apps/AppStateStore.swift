public import Devices
import Glibc
import Graphics
import Runtime

/// Where apps' saved states live: one JSON file per app, `FOLDER/IDENTIFIER.state.json`, in the
/// board's state folder. Writes are atomic: the bytes go to a temporary file in the same folder,
/// which is flushed to the disk (`fsync`) and renamed over the old file, and the folder is
/// flushed too; a power cut leaves the old state or the new one, never half of either.
public struct AppStateStore: Sendable, Hashable {
    /// The folder holding the state files (created on the first save).
    public let folder: String

    /// The largest state file read, in bytes (16 MiB): anything larger is not one of ours.
    public static let maximumFileSize = 16 << 20

    /// A store in `folder`.
    public init(folder: String) { self.folder = folder }

    /// The store in `board`'s state folder (``BoardProfile/stateFolder``), or, when the board
    /// names none, `/var/lib/scanout` for root and `$XDG_STATE_HOME/scanout` (else
    /// `$HOME/.local/state/scanout`) for anyone else.
    public init(board: BoardProfile) {
        if let folder = board.stateFolder {
            self.init(folder: folder)
        } else if getuid() == 0 {
            self.init(folder: "/var/lib/scanout")
        } else if let state = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), state.hasPrefix("/") {
            self.init(folder: state + "/scanout")
        } else if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
            self.init(folder: home + "/.local/state/scanout")
        } else {
            self.init(folder: "/var/lib/scanout")
        }
    }

    /// The state file of the app `identifier`.
    public func path(for identifier: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + identifier + ".state.json"
    }

    /// The saved bytes of the app `identifier`, or `nil` when it has none saved.
    ///
    /// - Throws: ``AppStateError/unreadable(path:reason:)`` when the file exists but cannot be read.
    public func read(_ identifier: String) throws(AppStateError) -> [UInt8]? {
        let path = path(for: identifier)
        do {
            return try FileBytes.read(path, maximumSize: Self.maximumFileSize)
        } catch {
            if case .notFound = error { return nil }
            throw .unreadable(path: path, reason: error.description)
        }
    }

    /// Replaces the saved bytes of the app `identifier`, atomically (``FileBytes/replace(_:with:)``:
    /// temporary file, `fsync`, `rename`, `fsync` of the folder; a kill or a power cut in the
    /// middle leaves the old state whole). The folder is created when missing.
    ///
    /// - Throws: ``AppStateError/unwritable(path:reason:)`` with the system's reason; the old
    ///   state, if any, is then untouched.
    public func write(_ bytes: [UInt8], for identifier: String) throws(AppStateError) {
        let path = path(for: identifier)
        do { try Folder.create(folder) } catch {
            throw .unwritable(path: path, reason: "cannot create the folder “\(folder)”: \(error.reason)")
        }
        do { try FileBytes.replace(path, with: bytes) } catch {
            guard case .unwritable(_, let reason) = error else { throw .unwritable(path: path, reason: error.description) }
            throw .unwritable(path: path, reason: reason)
        }
    }

    /// Moves the state file of `identifier` aside as `….corrupt` (replacing an older one), so
    /// that it can be looked at and the next launch is clean.
    ///
    /// - Returns: the path it was moved to, or `nil` when it could not be moved (it was removed
    ///   instead, or is gone).
    @discardableResult
    public func setAside(_ identifier: String) -> String? {
        let path = path(for: identifier)
        let aside = path + ".corrupt"
        if rename(path, aside) == 0 { return aside }
        unlink(path)
        return nil
    }
}

/// Why an app's state could not be read or saved. Every case names the file.
public enum AppStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a state this app saved (truncated, not JSON, another app's, another
    /// format); `reason` says what the decoder found.
    case corrupt(path: String, reason: String)
    /// The state cannot be encoded (a value JSON cannot hold, such as an infinite number).
    case unencodable(app: String, reason: String)
    /// The file cannot be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read the saved state “\(path)”: \(reason)"
        case .corrupt(let path, let reason): "the saved state “\(path)” is damaged (\(reason))"
        case .unencodable(let app, let reason): "cannot encode the state of \(app): \(reason)"
        case .unwritable(let path, let reason):
            "cannot save the state to “\(path)”: \(reason) (set `state = FOLDER` in the board profile, or --state-folder)"
        }
    }
}
