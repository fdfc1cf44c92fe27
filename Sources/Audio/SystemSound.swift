/// The system's sounds, as iOS has them: keyboard clicks (three kinds), an alert, a received
/// notification, the lock. Each is synthesised in code (``SoundSynthesis``), the same samples
/// every time.
public enum SystemSound: String, Sendable, CaseIterable {
    /// A character or space key: a short, dry "tock".
    case keyClick = "key-click"
    /// The delete key: a lower, rounder click.
    case deleteClick = "delete-click"
    /// Shift, the plane keys (123, ABC), the globe, Return: a duller, higher click.
    case modifierClick = "modifier-click"
    /// An alert appears: a two-note chime.
    case alert
    /// A notification arrives: three rising notes.
    case notification
    /// The screen locks: a short two-part latch.
    case lock

    /// The sound's samples at `sampleRate` frames a second.
    public func clip(sampleRate: Int = SoundFormat.sampleRate) -> SoundClip {
        let synth = SoundSynthesis(sampleRate: sampleRate)
        return switch self {
        case .keyClick: synth.click(body: 1_650, resonance: 3_900, decay: 0.006, length: 0.035, level: 0.55)
        case .deleteClick: synth.click(body: 1_050, resonance: 2_600, decay: 0.008, length: 0.045, level: 0.55)
        case .modifierClick: synth.click(body: 2_100, resonance: 4_700, decay: 0.005, length: 0.030, level: 0.45)
        case .alert: synth.chime(notes: [(1_318.5, 0), (987.8, 0.16)], decay: 0.22, length: 0.75, level: 0.5)
        case .notification:
            synth.chime(notes: [(1_046.5, 0), (1_318.5, 0.11), (1_568.0, 0.22)], decay: 0.14, length: 0.6, level: 0.45)
        case .lock: synth.latch()
        }
    }
}
