/// Why a date picker refused a setting.
public enum DatePickerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The minute interval does not divide an hour evenly (HIG §1.16: 1, 2, 3, 4, 5, 6, 10, 12,
    /// 15, 20 or 30).
    case minuteIntervalNotDividingHour(interval: Int)
    /// A countdown longer than 23 h 59 min (HIG §1.16) or negative.
    case countdownOutOfRange(minutes: Int)
    /// A minimum date later than the maximum date.
    case minimumAfterMaximum(minimum: DateTime, maximum: DateTime)

    public var description: String {
        switch self {
        case .minuteIntervalNotDividingHour(let interval):
            "a minute interval of \(interval) does not divide 60 evenly; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"
        case .countdownOutOfRange(let minutes):
            "a countdown of \(minutes) minutes is outside 0 … 23 h 59 min (1439 minutes), the longest a countdown "
                + "timer offers"
        case .minimumAfterMaximum(let minimum, let maximum):
            "the minimum date \(minimum) is later than the maximum date \(maximum); swap them or widen the range"
        }
    }
}
