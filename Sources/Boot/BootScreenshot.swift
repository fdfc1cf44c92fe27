public import Devices
public import Graphics
import Runtime
public import Text

/// The splash rendered headless on the virtual clock: `scanout boot --headless`, the tests, and
/// the VM suite's references (a screendump of the splash on a device equals it).
@MainActor
public enum BootScreenshot {
    /// The splash with `theme` and `logo` on a `pixelSize` screen at `scale`, showing `progress`
    /// (percent) and `message` when given, after the same frames a device would draw; its text
    /// set with `fonts`. `onFirstFrame` is called once the first frame is complete in memory
    /// (the first-frame measurement, `scanout boot --headless --exec-start`); with
    /// `firstFrameOnly` the run ends there. The display keeps its frame as `frontBuffer` says: its
    /// own copy of each frame's damage by default (so a test sees a damage mistake as stale
    /// pixels), the presented frame itself for `scanout boot --headless` (nothing copied, one
    /// frame's memory instead of two).
    public static func render(theme: BootTheme, logo: BootLogo.Artwork, pixelSize: PixelSize, scale: Double = 1,
                              progress: Double? = nil, message: String? = nil, fonts: FontSystem,
                              frontBuffer: HeadlessDisplay.FrontBuffer = .copy,
                              onFirstFrame: (@MainActor () -> Void)? = nil, firstFrameOnly: Bool = false) -> HeadlessDisplay {
        let splash = BootSplash(theme: theme, logo: logo, pixelSize: pixelSize, scale: scale)
        if let progress { splash.setProgress(progress) }
        if let message { splash.setMessage(message) }
        let session = HeadlessSession(content: splash.content, pixelSize: pixelSize, scale: scale, fonts: fonts,
                                      frontBuffer: frontBuffer)
        if let onFirstFrame {
            session.host.onFrameShown = { [unowned session] _ in
                session.host.onFrameShown = nil
                onFirstFrame()
            }
        }
        if firstFrameOnly { session.host.update() } else { session.run() }
        return session.display
    }
}
