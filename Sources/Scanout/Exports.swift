// The one module apps import: `import Scanout` is the app API — graphics, text, the scene,
// gestures and input events, controls, input methods, apps, and the screenshot settings an app's
// tests use. Hosting the runtime itself (displays, the event loop, sessions, devices, the boot
// splash) is the `ScanoutHost` product.
@_exported public import Apps
@_exported public import Audio
@_exported public import Controls
@_exported public import Gestures
@_exported public import Graphics
@_exported public import Input
@_exported public import InputMethods
@_exported public import Scene
@_exported public import Text
// What an app's screenshot tests name, from the runtime (`scanout screenshot`, `expectScreen`).
@_exported public import struct Runtime.ScreenshotConfiguration
@_exported public import enum Runtime.ScreenshotOrientation
@_exported public import struct Runtime.ScreenshotMatrix
@_exported public import struct Runtime.ScreenshotShard
@_exported public import enum Runtime.ScreenshotError
@_exported public import enum Runtime.ScreenshotMatrixError
@_exported public import enum Runtime.HeadlessRunError
