public import Text

/// Writes the font system's problems to the host's log (rate-limited, ``AppHost/logger``), each
/// once, as a ``HostObserver`` of the host's scheduling passes: glyph fills that ran out of memory
/// (the text was drawn without those glyphs, filled again in a later frame), fonts that failed to
/// open (a face retried every second while out of descriptors is listed once), the font index's
/// problems (fontconfig answered instead) and faces that opened on a retry.
///
/// The font system counts them as text is set and drawn; this log reads the counts once a pass,
/// after the pass's frame, not inside it.
@MainActor
public final class FontProblemLog: HostObserver {
    /// The fonts whose problems are logged.
    public let fonts: FontSystem
    private var glyphFillFailuresLogged = 0
    private var loadFailuresLogged = 0
    private var retriesLogged = 0
    private var indexFailuresLogged = 0

    /// A log of `fonts`' problems from now on (those already counted are logged at the first pass).
    public init(fonts: FontSystem) {
        self.fonts = fonts
    }

    public func hostDidUpdate(_ host: AppHost, at now: Double, isIdle: Bool, nextWakeUp: Double?) {
        let fills = fonts.glyphFillsOutOfMemory
        if fills > glyphFillFailuresLogged {
            let new = fills - glyphFillFailuresLogged
            glyphFillFailuresLogged = fills
            host.logError(
                "text: out of memory filling \(new == 1 ? "a glyph" : "\(new) glyphs"); drawn without, glyph cache emptied",
                level: .warning)
        }
        let failures = fonts.loadFailures
        if failures.count > loadFailuresLogged {
            for failure in failures[loadFailuresLogged...] { host.logError("text: \(failure)", level: .warning) }
            loadFailuresLogged = failures.count
        }
        let indexFailures = fonts.fontIndexFailures
        if indexFailures.count > indexFailuresLogged {
            for failure in indexFailures[indexFailuresLogged...] { host.logError("text: \(failure)", level: .notice) }
            indexFailuresLogged = indexFailures.count
        }
        let reopened = fonts.facesOpenedOnRetry
        if reopened.count > retriesLogged {
            for face in reopened[retriesLogged...] {
                host.logError(
                    "text: the font \(face.family) (\(face.path)) opened on a retry; text set from now on uses it",
                    level: .notice)
            }
            retriesLogged = reopened.count
        }
    }
}
