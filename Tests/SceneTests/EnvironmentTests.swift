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
