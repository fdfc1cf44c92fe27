// An app's tests import this one module: the app API (`Scanout`), golden comparison
// (`expectGolden`, `GoldenTolerance`) and `expectScreen` come with it.
@_exported public import Scanout
@_exported public import ScanoutTesting
// What `AppScreen`'s content closure returns: any hosted content, such as a scene of nodes.
@_exported public import protocol Runtime.HostedContent
@_exported public import class Runtime.SceneContent
