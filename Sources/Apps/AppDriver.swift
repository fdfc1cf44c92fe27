import FoundationEssentials
import Graphics
import Scene

/// An ``App`` with its `State` type erased, so that an ``AppInstance`` (and a runtime
/// holding several) is one type whatever the app.
@MainActor
protocol AppDriver {
    var name: String { get }
    var identifier: String { get }
    var icon: AppIcon { get }
    var supportedOrientations: AppOrientations { get }
    var launchImage: LaunchImage { get }
    func makeRootView(context: AppContext) -> Node
    /// Decodes a state file's bytes: the app's state (`nil` when it saved none) and the controls.
    func decode(_ bytes: [UInt8]) throws(StateCodingError) -> (hasState: Bool, controls: RestoredControls)
    func didLaunch(context: AppContext)
    func willSuspend()
    func didResume()
    func willTerminate()
    func didReceiveMemoryWarning()
    func orientationWillChange(to orientation: AppOrientation)
    func orientationDidChange(to orientation: AppOrientation)
    func sizeDidChange(to size: Size)
    /// The state file's bytes for the app's snapshot now and `controls`.
    func encode(controls: RestoredControls) throws(StateCodingError) -> [UInt8]
}

/// Why a state could not be decoded or encoded, in the decoder's words.
struct StateCodingError: Error {
    let reason: String
}

/// The driver of an `A`: holds the app (for the instance's life) and the state decoded for its launch.
@MainActor
final class TypedAppDriver<A: App>: AppDriver {
    let app: A
    private var restoredState: A.State?

    init(_ app: A) { self.app = app }

    var name: String { app.name }
    var identifier: String { app.identifier }
    var icon: AppIcon { app.icon }
    var supportedOrientations: AppOrientations { app.supportedOrientations }
    var launchImage: LaunchImage { app.launchImage }

    func makeRootView(context: AppContext) -> Node { app.makeRootView(context: context) }

    func decode(_ bytes: [UInt8]) throws(StateCodingError) -> (hasState: Bool, controls: RestoredControls) {
        let stored: StoredAppState<A.State>
        do {
            stored = try JSONDecoder().decode(StoredAppState<A.State>.self, from: Data(bytes))
        } catch {
            throw StateCodingError(reason: DecodingErrorDescription.describe(error))
        }
        guard stored.format == StoredAppState<A.State>.currentFormat else {
            throw StateCodingError(reason: "format \(stored.format), this runtime reads format \(StoredAppState<A.State>.currentFormat)")
        }
        guard stored.app == app.identifier else {
            throw StateCodingError(reason: "it belongs to the app “\(stored.app)”")
        }
        restoredState = stored.state
        return (stored.state != nil, stored.controls)
    }

    func didLaunch(context: AppContext) {
        let state = restoredState
        restoredState = nil
        app.didLaunch(restoring: state, context: context)
    }

    func willSuspend() { app.willSuspend() }
    func didResume() { app.didResume() }
    func willTerminate() { app.willTerminate() }
    func didReceiveMemoryWarning() { app.didReceiveMemoryWarning() }
    func orientationWillChange(to orientation: AppOrientation) { app.orientationWillChange(to: orientation) }
    func orientationDidChange(to orientation: AppOrientation) { app.orientationDidChange(to: orientation) }
    func sizeDidChange(to size: Size) { app.sizeDidChange(to: size) }

    func encode(controls: RestoredControls) throws(StateCodingError) -> [UInt8] {
        let stored = StoredAppState<A.State>(format: StoredAppState<A.State>.currentFormat, app: app.identifier,
                                             controls: controls, state: app.stateSnapshot())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do { return Array(try encoder.encode(stored)) } catch { throw StateCodingError(reason: DecodingErrorDescription.describe(error)) }
    }
}
