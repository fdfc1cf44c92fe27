import Graphics
import ScanoutTesting
@testable import Scene

/// Helpers shared by the scene tests.
@MainActor
enum SceneFixture {
    /// A fixed-size node, `width` × `height` points.
    static func box(_ width: Double, _ height: Double, name: String? = nil) -> Node {
        let n = Node()
        n.horizontalSizing = .fixed(width)
        n.verticalSizing = .fixed(height)
        n.name = name
        return n
    }

    /// An owner of `root` on a `width` × `height` point screen at `scale`, with `direction`.
    static func owner(_ root: Node, width: Double, height: Double, scale: Double = 1,
                      direction: LayoutDirection = .leftToRight) -> SceneOwner {
        var env = EnvironmentValues()
        env.layoutDirection = direction
        env.fonts = try? TestFonts.system()  // none installed: the first text stops with a message
        return SceneOwner(root: root, pixelSize: PixelSize(width: Int(width * scale), height: Int(height * scale)),
                          scale: scale, environment: env)
    }
}
