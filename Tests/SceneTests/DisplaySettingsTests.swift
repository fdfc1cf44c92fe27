import Graphics
import ScanoutTesting
import Testing
import Text
@testable import Scene

/// The display settings of Settings › Accessibility in the environment: Bold Text's weights,
/// Increase Contrast's colours, Reduce Motion's springs, and the one value that groups them.
@MainActor
@Suite("Display settings in the environment")
struct DisplaySettingsTests {
    @Test("Bold Text steps every weight once, as iOS's system font does: regular → semibold, semibold → bold")
    func boldTextWeights() {
        #expect(FontWeight.regular.boldTextVariant == .semibold)
        #expect(FontWeight.medium.boldTextVariant == .bold)
        #expect(FontWeight.semibold.boldTextVariant == .bold)
        #expect(FontWeight.bold.boldTextVariant == .heavy)
        #expect(FontWeight.heavy.boldTextVariant == .black)
        #expect(FontWeight.light.boldTextVariant == .regular)
        #expect(TextStyle.body.font(textSize: .large, boldText: true) == Font(pointSize: 17, weight: .semibold))
        #expect(TextStyle.headline.font(textSize: .large, boldText: true).weight == .bold)
        #expect(TextStyle.body.font(textSize: .large).weight == .regular, "off: the style's own weight")
    }

    @Test("A text node resolves its font one weight heavier under Bold Text, its own font too, and lays out again")
    func textNodeBold() {
        let root = Node()
        let body = TextNode("Wi-Fi", style: .body)
        let headline = TextNode("Networks", style: .headline)
        let button = TextNode("Done", style: .body)
        button.font = Font(pointSize: 17, weight: .semibold)
        for node in [body, headline, button] { root.addChild(node) }
        let owner = SceneFixture.owner(root, width: 300, height: 200)
        owner.layoutIfNeeded()
        #expect(body.paragraphStyle.font.weight == .regular)
        let regularWidth = body.sizeThatFits(.unspecified).width
        owner.environment.boldText = true
        #expect(body.paragraphStyle.font.weight == .semibold)
        #expect(headline.paragraphStyle.font.weight == .bold)
        #expect(button.paragraphStyle.font.weight == .bold)
        #expect(body.paragraphStyle.lineHeight == 22, "the style's line height stays")
        #expect(body.sizeThatFits(.unspecified).width > regularWidth, "semibold letters are wider: the text was set again")
    }

    @Test("Increase Contrast resolves the system colours to iOS's accessible variants, darker in light and lighter in dark")
    func increaseContrastColours() {
        var env = EnvironmentValues()
        let expected: [(SystemColor, light: UInt32, dark: UInt32)] = [
            (.systemBlue, 0x0040DD, 0x409CFF), (.systemRed, 0xD70015, 0xFF6961), (.systemGreen, 0x248A3D, 0x30DB5B),
            (.systemOrange, 0xC93400, 0xFFB340), (.systemGray, 0x6C6C70, 0xAEAEB2), (.systemGray6, 0xEBEBF0, 0x242426),
        ]
        env.increaseContrast = true
        for (name, light, dark) in expected {
            env.colorScheme = .light
            #expect(env.resolve(.system(name)) == Color(hex: light), "\(name) light")
            env.colorScheme = .dark
            #expect(env.resolve(.system(name)) == Color(hex: dark), "\(name) dark")
        }
        // The tint (the accent, blue) follows; labels keep black and white; separators are stronger.
        env.colorScheme = .light
        #expect(env.resolvedTintColor == Color(hex: 0x0040DD))
        #expect(env.resolve(.label) == Color(hex: 0x000000))
        var plain = EnvironmentValues()
        plain.colorScheme = .light
        #expect(plain.resolve(.system(.systemBlue)) == Color(hex: 0x007AFF))
        #expect(env.resolve(.separator).alpha > plain.resolve(.separator).alpha)
        #expect(env.resolve(.secondaryLabel).alpha > plain.resolve(.secondaryLabel).alpha)
        plain.colorScheme = .dark
        env.colorScheme = .dark
        #expect(env.resolve(.separator).alpha > plain.resolve(.separator).alpha)
    }

    @Test("A theme colour an app replaces stays replaced under Increase Contrast unless it gives a variant")
    func themeReplacement() {
        var theme = Theme.standard
        theme.set(.systemTeal, light: Color(hex: 0x010203), dark: Color(hex: 0x040506))
        theme.set(.systemPink, light: Color(hex: 0x111111), dark: Color(hex: 0x222222),
                  highContrastLight: Color(hex: 0x333333), highContrastDark: Color(hex: 0x444444))
        #expect(theme.color(.systemTeal, scheme: .light, increaseContrast: true) == Color(hex: 0x010203))
        #expect(theme.color(.systemPink, scheme: .light, increaseContrast: true) == Color(hex: 0x333333))
        #expect(theme.color(.systemPink, scheme: .dark, increaseContrast: true) == Color(hex: 0x444444))
        #expect(theme.color(.systemPink, scheme: .dark) == Color(hex: 0x222222))
    }

    @Test("Reduce Motion: a bouncy spring settles without overshoot, in about the same time; timing curves are untouched")
    func reduceMotionSprings() {
        let root = Node()
        let owner = SceneFixture.owner(root, width: 100, height: 100)
        let clock = FrameTimestamps()
        let bitmap = Bitmap(size: owner.pixelSize)
        owner.renderFrame(into: bitmap, timestamp: clock.now)
        func run(_ animation: Animation) -> [Double] {
            var values: [Double] = []
            var finished = false
            owner.animator.animate(from: 0.0, to: 1.0, with: animation, update: { values.append($0) },
                                   completion: { finished = $0 })
            for _ in 0..<240 where !finished { owner.renderFrame(into: bitmap, timestamp: clock.nextFrame()) }
            #expect(finished)
            return values
        }
        let bouncy = run(.spring(.bouncy))
        #expect(bouncy.contains { $0 > 1.01 }, "the spring bounces with the setting off")
        owner.environment.reduceMotion = true
        let calm = run(.spring(.bouncy))
        #expect(calm.allSatisfy { $0 <= 1 + 1e-9 }, "no overshoot: max \(calm.max() ?? 0)")
        #expect(zip(calm, calm.dropFirst()).allSatisfy { $0 <= $1 }, "it only approaches")
        #expect(calm.last == 1)
        #expect(calm.count < 120, "settled within two seconds (\(calm.count) frames)")
        #expect(Spring.bouncy.withoutOvershoot.zeta == 1)
        #expect(Spring.smooth.withoutOvershoot == Spring.smooth, "a critically damped spring is left as it is")
        let linear = run(.linear(duration: 0.25))
        #expect(abs(linear[7] - 8.0 / 15) < 1e-9, "a timing curve runs as before")
    }

    @Test("The settings read and set as one value; overrides change only what they name")
    func groupedSettings() {
        var env = EnvironmentValues()
        #expect(env.accessibility == .standard)
        let settings = AccessibilitySettings(textSize: .accessibilityLarge, boldText: true, increaseContrast: true,
                                             reduceMotion: true, reduceTransparency: true, buttonShapes: true,
                                             onOffLabels: true)
        env.accessibility = settings
        #expect(env.textSize == .accessibilityLarge && env.boldText && env.increaseContrast && env.reduceMotion)
        #expect(env.reduceTransparency && env.buttonShapes && env.showsOnOffLabels)
        #expect(env.accessibility == settings)
        var overrides = AccessibilitySettingsOverrides()
        #expect(overrides.isEmpty)
        let known = overrides.set("reduce-motion", to: false), unknown = overrides.set("blink", to: true)
        let size = overrides.setTextSize(named: "extra-small"), noSize = overrides.setTextSize(named: "huge")
        #expect(known && !unknown && size && !noSize)
        var changed = settings
        overrides.apply(to: &changed)
        #expect(changed.textSize == .extraSmall && !changed.reduceMotion && changed.boldText)
        // Through a node's environment overrides: the subtree only.
        let root = Node(), child = Node()
        root.addChild(child)
        let owner = SceneFixture.owner(root, width: 10, height: 10)
        child.environmentOverrides.accessibility.boldText = true
        #expect(child.environment.boldText && !root.environment.boldText)
        owner.useAccessibility(overrides)
        #expect(owner.environment.textSize == .extraSmall)
        #expect(settings.fields.map(\.0) == ["text-size"] + AccessibilitySettingsOverrides.switchNames)
    }

    @Test("The accessibility text sizes are the last five")
    func accessibilitySizes() {
        #expect(TextSize.allCases.filter(\.isAccessibilityCategory) == [
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ])
    }
}
