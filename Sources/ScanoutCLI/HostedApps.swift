import ArgumentParser
import Apps
import CheckInApp
import Gallery
import SettingsApp

/// The apps compiled into `scanout` that `scanout apps` can put on its home screen, by
/// identifier: the gallery, the Check-In kiosk and the device settings example, each on the same
/// public `App` API as any author's app.
enum HostedApps {
    /// One app: its identifier and how to make an instance of it for a configuration.
    struct Entry: Sendable {
        let identifier: String
        let make: @MainActor @Sendable (AppConfiguration) -> AppInstance
    }

    static let all: [Entry] = [
        Entry(identifier: "gallery") { AppInstance(ScanoutGallery(), configuration: $0) },
        Entry(identifier: "check-in") { AppInstance(CheckIn(), configuration: $0) },
        Entry(identifier: "settings") { AppInstance(Settings(), configuration: $0) },
    ]

    /// Every identifier, in home-screen order.
    static var identifiers: [String] { all.map(\.identifier) }

    /// The apps `list` names (comma-separated identifiers), in its order.
    ///
    /// - Throws: `ValidationError` naming an unknown or repeated app, or an empty list.
    static func entries(named list: String) throws -> [Entry] {
        let names = list.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
        guard !names.isEmpty else {
            throw ValidationError("--apps needs at least one app (\(identifiers.joined(separator: ", ")))")
        }
        var entries: [Entry] = []
        for name in names {
            guard let entry = all.first(where: { $0.identifier == name.lowercased() }) else {
                throw ValidationError(
                    "--apps: no app “\(name)” in scanout (known: \(identifiers.joined(separator: ", ")))")
            }
            guard !entries.contains(where: { $0.identifier == entry.identifier }) else {
                throw ValidationError("--apps names “\(name)” twice")
            }
            entries.append(entry)
        }
        return entries
    }
}
