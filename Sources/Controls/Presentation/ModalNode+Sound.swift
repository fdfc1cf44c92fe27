import Scene

extension ModalNode {
    /// Plays the sound an alert-like modal makes as it appears, through the environment's sound
    /// player: a notification alert the received-notification sound, any other alert the alert
    /// sound; action sheets and modal views are silent (as on iOS).
    func playPresentationSound() {
        guard let sounds = environment.sounds else { return }
        switch self {
        case is NotificationAlert: sounds.play(.notification)
        case is Alert: sounds.play(.alert)
        default: return
        }
    }
}
