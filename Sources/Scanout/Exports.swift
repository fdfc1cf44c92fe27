// The one module apps import: `import Scanout` brings every public layer.
@_exported public import Apps
@_exported public import Controls
@_exported public import Devices
@_exported public import Gestures
@_exported public import Graphics
@_exported public import Input
@_exported public import InputMethods
@_exported public import Runtime
@_exported public import Scene
@_exported public import Text
