// For people who embed the runtime rather than write an app: `import ScanoutHost` brings the app
// API (`Scanout`) and the host — displays and input devices (DRM/KMS, fbdev, libinput), the event
// loop, display and headless sessions, the app host and the multi-app runtime.
@_exported public import Devices
@_exported public import MultiApp
@_exported public import Runtime
@_exported public import Scanout
