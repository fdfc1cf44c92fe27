import Graphics

extension Color {
    /// This colour moved `fraction` (0…1) of the way to `other`, channel by channel.
    func mixed(with other: Color, fraction: Double) -> Color {
        let t = max(0, min(1, fraction))
        return Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                     blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The colour under a black veil of `amount` (0…1): the pressed look of a filled shape.
    func darkened(by amount: Double) -> Color {
        mixed(with: Color(red: 0, green: 0, blue: 0, alpha: alpha), fraction: amount)
    }
}
