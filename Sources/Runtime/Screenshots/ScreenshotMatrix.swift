public import Graphics
public import Scene
public import Text

/// The screens an app is rendered on for screenshot tests: every combination of device size,
/// scale, orientation, appearance, layout direction, language and text size.
///
/// ```swift
/// let matrix = try ScreenshotMatrix.parse(sizes: "800x480,1280x800", scales: "1,2", appearances: "light,dark",
///                                         languages: "en,ar")
/// matrix.configurations.count   // 2 × 2 × 1 × 2 × 2 (each language's own direction) × 1 = 16
/// ```
public struct ScreenshotMatrix: Sendable, Hashable {
    /// Device screens in points, as stated by their makers.
    public var deviceSizes: [Size]
    /// Device pixels per point.
    public var scales: [Double]
    /// How the device is held; `nil` holds each size as its maker states it
    /// (``ScreenshotOrientation/init(of:)``: `390x844` upright, `800x480` across).
    public var orientations: [ScreenshotOrientation]?
    /// Light, dark.
    public var colorSchemes: [ColorScheme]
    /// Layout directions; `nil` renders each locale in its own
    /// (``InterfaceLocale/layoutDirection``).
    public var layoutDirections: [LayoutDirection]?
    /// The locales (`en`, `ar-EG`).
    public var locales: [InterfaceLocale]
    /// Text size settings.
    public var textSizes: [TextSize]

    /// A matrix over the given axes; the defaults are one 1280×800 screen at scale 1 held as its
    /// size says, light and dark, English in its own direction, large text.
    public init(
        deviceSizes: [Size] = [Size(width: 1280, height: 800)], scales: [Double] = [1],
        orientations: [ScreenshotOrientation]? = nil, colorSchemes: [ColorScheme] = [.light, .dark],
        layoutDirections: [LayoutDirection]? = nil, locales: [InterfaceLocale] = [.english],
        textSizes: [TextSize] = [.large]
    ) {
        self.deviceSizes = deviceSizes
        self.scales = scales
        self.orientations = orientations
        self.colorSchemes = colorSchemes
        self.layoutDirections = layoutDirections
        self.locales = locales
        self.textSizes = textSizes
    }

    /// Every combination, in a fixed order (size, scale, orientation, appearance, language,
    /// direction, text size), without repeats.
    public var configurations: [ScreenshotConfiguration] {
        var all: [ScreenshotConfiguration] = []
        var seen = Set<ScreenshotConfiguration>()
        for size in deviceSizes {
            for scale in scales {
                for orientation in orientations ?? [ScreenshotOrientation(of: size)] {
                    for scheme in colorSchemes {
                        for locale in locales {
                            for direction in layoutDirections ?? [locale.layoutDirection] {
                                for textSize in textSizes {
                                    let configuration = ScreenshotConfiguration(
                                        deviceSize: size, scale: scale, orientation: orientation, colorScheme: scheme,
                                        layoutDirection: direction, locale: locale, textSize: textSize)
                                    if seen.insert(configuration).inserted { all.append(configuration) }
                                }
                            }
                        }
                    }
                }
            }
        }
        return all
    }

    /// The configurations of `shard`'s share, in matrix order; `nil`: every configuration.
    ///
    /// An app's own screen tests split the same way as `--shard` when each CI job sets
    /// `SCANOUT_SHARD=K/N` (``ScreenshotShard/fromEnvironment()``):
    ///
    /// ```swift
    /// import CheckInApp
    /// import Scanout
    /// import ScanoutAppTesting
    /// import Testing
    ///
    /// let phones = ScreenshotMatrix(deviceSizes: [Size(width: 390, height: 844)], locales: [.english, .arabic])
    ///
    /// @Test(arguments: phones.configurations(in: try ScreenshotShard.fromEnvironment()))
    /// @MainActor func checkIn(on configuration: ScreenshotConfiguration) throws {
    ///     let screen = try AppScreen(CheckIn.self, script: "tap 195,240")
    ///     expectScreen(screen, matches: "CheckIn/\(configuration.name)", on: configuration,
    ///                  tolerance: .perChannel(2))
    /// }
    /// ```
    public func configurations(in shard: ScreenshotShard?) -> [ScreenshotConfiguration] {
        let all = configurations
        guard let shard else { return all }
        return all.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
    }

    /// A matrix from comma-separated command-line lists; an axis not given keeps its default.
    ///
    /// - Parameters:
    ///   - sizes: `WIDTHxHEIGHT` in points (`800x480,1280x800`).
    ///   - scales: `1`, `1.5`, `2`, `3`.
    ///   - orientations: `landscape`, `portrait`.
    ///   - appearances: `light`, `dark`.
    ///   - directions: `ltr`, `rtl`, or `auto` (each language's own).
    ///   - languages: BCP 47 tags (`en,ar,he,ja`).
    ///   - textSizes: ``TextSize/name`` values (`large,extra-extra-extra-large`).
    /// - Throws: ``ScreenshotMatrixError`` naming the option and the value it cannot read.
    public static func parse(
        sizes: String? = nil, scales: String? = nil, orientations: String? = nil,
        appearances: String? = nil, directions: String? = nil, languages: String? = nil,
        textSizes: String? = nil
    ) throws(ScreenshotMatrixError) -> ScreenshotMatrix {
        var matrix = ScreenshotMatrix()
        if let sizes {
            matrix.deviceSizes = try items(sizes, option: "sizes") { text in
                let parts = text.lowercased().split(separator: "x")
                guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
                    w >= 1, h >= 1, w <= 8192, h <= 8192
                else { return nil }
                return Size(width: w, height: h)
            }
        }
        if let scales {
            matrix.scales = try items(scales, option: "scales") { Double($0).flatMap { $0 > 0 && $0 <= 4 ? $0 : nil } }
        }
        if let orientations {
            matrix.orientations = try items(orientations, option: "orientations") {
                ScreenshotOrientation(rawValue: $0.lowercased())
            }
        }
        if let appearances {
            matrix.colorSchemes = try items(appearances, option: "appearances") { text -> ColorScheme? in
                switch text.lowercased() {
                case "light": .light
                case "dark": .dark
                default: nil
                }
            }
        }
        if let directions, directions.lowercased() != "auto" {
            matrix.layoutDirections = try items(directions, option: "directions") { text -> LayoutDirection? in
                switch text.lowercased() {
                case "ltr": .leftToRight
                case "rtl": .rightToLeft
                default: nil
                }
            }
        }
        if let languages {
            matrix.locales = try items(languages, option: "languages") { try? InterfaceLocale($0) }
        }
        if let textSizes {
            matrix.textSizes = try items(textSizes, option: "text-sizes") { TextSize(name: $0) }
        }
        return matrix
    }

    /// Capture times from a comma-separated list of seconds (`0.5,2`), for the `--at` option.
    ///
    /// - Throws: ``ScreenshotMatrixError`` for a value that is not a number of seconds ≥ 0.
    public static func parseTimes(_ list: String) throws(ScreenshotMatrixError) -> [Double] {
        try items(list, option: "at") { Double($0).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } }
    }

    private static func items<T>(
        _ list: String, option: String,
        _ read: (String) -> T?
    ) throws(ScreenshotMatrixError) -> [T] {
        let texts = list.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
        guard !texts.isEmpty else { throw .empty(option: option) }
        var values: [T] = []
        for text in texts {
            guard let value = read(text) else { throw .badValue(option: option, value: text) }
            values.append(value)
        }
        return values
    }
}

/// Why a screenshot matrix could not be read from its options.
public enum ScreenshotMatrixError: Error, Equatable, CustomStringConvertible {
    /// An option was given an empty list.
    case empty(option: String)
    /// A value of an option's list cannot be read.
    case badValue(option: String, value: String)

    public var description: String {
        switch self {
        case .empty(let option): "--\(option) needs at least one value"
        case .badValue(let option, let value): "--\(option): cannot read “\(value)”; \(Self.expected(option))"
        }
    }

    private static func expected(_ option: String) -> String {
        switch option {
        case "sizes": "give WIDTHxHEIGHT in points, such as 1280x800 (1…8192 each)"
        case "scales": "give a scale above 0 and at most 4, such as 1, 1.5, 2 or 3"
        case "orientations": "give landscape or portrait"
        case "appearances": "give light or dark"
        case "directions": "give ltr, rtl, or auto alone"
        case "languages": "give BCP 47 tags such as en, ar, he, ja, pt-BR"
        case "at": "give seconds of virtual time, such as 0.5,2"
        case "shard": "give K/N with N ≥ 1 and 1 ≤ K ≤ N, such as 2/4 (share K of N, counted from 1)"
        case "text-sizes": "give one of \(TextSize.allCases.map(\.name).joined(separator: ", "))"
        default: "see --help"
        }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
