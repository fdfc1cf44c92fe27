import Graphics
import Testing
@testable import Scene

@MainActor
@Suite("Environment and themes")
struct EnvironmentTests {
    @Test("Values flow from the owner down the tree, and an override applies to its subtree only")
    func propagation() {
        let leaf = Node(), middle = Node(), sibling = Node(), root = Node()
        middle.addChild(leaf)
        root.addChild(middle)
        root.addChild(sibling)
        var env = EnvironmentValues()
        env.colorScheme = .dark
        env.textSize = .extraLarge
        env.locale = .arabic
        let owner = SceneOwner(root: root, pixelSize: PixelSize(width: 10, height: 10), scale: 2, environment: env)
        #expect(leaf.environment.colorScheme == .dark)
        #expect(leaf.environment.displayScale == 2)
        #expect(leaf.environment.locale == .arabic)
        middle.environmentOverrides.colorScheme = .light
        middle.environmentOverrides.isEnabled = false
        #expect(leaf.environment.colorScheme == .light)
        #expect(leaf.environment.isEnabled == false)
        #expect(sibling.environment.colorScheme == .dark)
        #expect(leaf.environment.textSize == .extraLarge)
        owner.environment.textSize = .small
        #expect(leaf.environment.textSize == .small)
    }

    @Test("A node moved to another parent takes on its new environment")
    func reparenting() {
        let a = Node(), b = Node(), leaf = Node(), root = Node()
        a.environmentOverrides.layoutDirection = .rightToLeft
        root.addChild(a)
        root.addChild(b)
        a.addChild(leaf)
        _ = SceneFixture.owner(root, width: 10, height: 10)
        #expect(leaf.layoutDirection == .rightToLeft)
        b.addChild(leaf)
        #expect(leaf.layoutDirection == .leftToRight)
    }

    @Test("System colours resolve to the iOS values in light and dark")
    func systemColors() {
        var env = EnvironmentValues()
        #expect(ThemeColor.label.resolved(in: env) == Color(hex: 0x000000))
        #expect(ThemeColor.system(.systemBlue).resolved(in: env) == Color(hex: 0x007AFF))
        #expect(ThemeColor.system(.systemGroupedBackground).resolved(in: env) == Color(hex: 0xF2F2F7))
        #expect(ThemeColor.separator.resolved(in: env) == Color(hex: 0x3C3C43, alpha: 0.29))
        env.colorScheme = .dark
        #expect(ThemeColor.label.resolved(in: env) == Color(hex: 0xFFFFFF))
        #expect(ThemeColor.system(.systemBlue).resolved(in: env) == Color(hex: 0x0A84FF))
        #expect(ThemeColor.system(.secondarySystemGroupedBackground).resolved(in: env) == Color(hex: 0x1C1C1E))
        #expect(ThemeColor.dynamic(light: .white, dark: .black).resolved(in: env) == .black)
        for name in SystemColor.allCases {
            #expect(Theme.standardColors.contains { $0.0 == name }, "\(name) has standard values")
        }
    }

    @Test("A theme keeps every system colour in its own slot: each resolves to its own standard value, and replacing one changes no other")
    func themeSlots() {
        #expect(SystemColor.allCases.map(\.index) == Array(0..<SystemColor.allCases.count))
        var theme = Theme.standard
        for (name, pair) in Theme.standardColors {
            #expect(theme.color(name, scheme: .light) == pair.light, "\(name) light")
            #expect(theme.color(name, scheme: .dark) == pair.dark, "\(name) dark")
        }
        theme.set(.systemTeal, light: Color(hex: 0x010203), dark: Color(hex: 0x040506))
        #expect(theme.color(.systemTeal, scheme: .light) == Color(hex: 0x010203))
        #expect(theme.color(.systemTeal, scheme: .dark) == Color(hex: 0x040506))
        #expect(theme.color(.systemPurple, scheme: .light) == Theme.standard.color(.systemPurple, scheme: .light))
        #expect(theme.color(.systemIndigo, scheme: .dark) == Theme.standard.color(.systemIndigo, scheme: .dark))
        #expect(theme != Theme.standard)
    }

    @Test("Elevated content (a sheet) takes iOS's elevated dark backgrounds through an override; light mode and other colours are the same at both levels")
    func elevatedLevel() {
        let owner = SceneOwner(root: Node(), pixelSize: PixelSize(width: 10, height: 10))
        owner.environment.colorScheme = .dark
        let sheet = Node()
        owner.root.addChild(sheet)
        #expect(sheet.environment.userInterfaceLevel == .base)
        sheet.environmentOverrides.userInterfaceLevel = .elevated
        let env = sheet.environment
        #expect(env.userInterfaceLevel == .elevated && owner.root.environment.userInterfaceLevel == .base)
        let expected: [(SystemColor, UInt32, UInt32)] = [
            (.systemBackground, 0x000000, 0x1C1C1E), (.secondarySystemBackground, 0x1C1C1E, 0x2C2C2E),
            (.tertiarySystemBackground, 0x2C2C2E, 0x3A3A3C), (.systemGroupedBackground, 0x000000, 0x1C1C1E),
            (.secondarySystemGroupedBackground, 0x1C1C1E, 0x2C2C2E), (.tertiarySystemGroupedBackground, 0x2C2C2E, 0x3A3A3C),
        ]
        for (name, base, elevated) in expected {
            #expect(ThemeColor.system(name).resolved(in: owner.root.environment) == Color(hex: base), "\(name) base")
            #expect(ThemeColor.system(name).resolved(in: env) == Color(hex: elevated), "\(name) elevated")
            #expect(Theme.standard.color(name, scheme: .light, level: .elevated) == Theme.standard.color(name, scheme: .light))
        }
        #expect(Theme.standard.color(.systemBackground, scheme: .dark, increaseContrast: true, level: .elevated) == Color(hex: 0x242426))
        #expect(ThemeColor.label.resolved(in: env) == .white && ThemeColor.system(.systemBlue).resolved(in: env) == Color(hex: 0x0A84FF))
        // A board's own colour holds at both levels.
        var theme = Theme.standard
        theme.set(.systemBackground, light: .white, dark: Color(hex: 0x101820))
        #expect(theme.color(.systemBackground, scheme: .dark, level: .elevated) == Color(hex: 0x101820))
    }

    @Test("The tint is the environment's tint colour, else the theme's accent colour")
    func tint() {
        var env = EnvironmentValues()
        #expect(env.resolvedTintColor == Color(hex: 0x007AFF))
        env.theme.accentColor = .system(.systemOrange)
        #expect(env.resolvedTintColor == Color(hex: 0xFF9500))
        env.tintColor = .fixed(Color(hex: 0x123456))
        #expect(ThemeColor.tint.resolved(in: env) == Color(hex: 0x123456))
    }

    @Test("Changing the colour scheme redraws every node and asks for a frame")
    func schemeChangeRedraws() {
        let root = Node(), child = Node(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        root.addChild(child)
        let owner = SceneFixture.owner(root, width: 10, height: 10)
        owner.renderFrame(into: Bitmap(width: 10, height: 10))
        #expect(!owner.needsFrame)
        owner.environment.colorScheme = .dark
        #expect(owner.needsFrame)
        #expect(child.damageKind != .none)
    }
}
