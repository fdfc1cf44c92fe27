import Scanout
import Runtime
import ScanoutTesting
import Testing
@testable import Gallery

/// The gallery app as `scanout run` makes it (``ScanoutGallery`` in an ``AppInstance``), in
/// English and light, on a headless session on the virtual clock, launched and settled for a
/// second.
@MainActor
struct GallerySessionFixture {
    let app: ScanoutGallery
    let instance: AppInstance
    let session: HeadlessSession
    /// The gallery's views.
    let gallery: GalleryApp

    init(screen: GalleryScreen, size: PixelSize, fonts: FontSystem) throws {
        app = ScanoutGallery(screen: screen)
        instance = AppInstance(app, configuration: GalleryRun.configuration(
            size: size, scale: 1, language: .english, colorScheme: .light))
        session = HeadlessSession(content: instance, pixelSize: size, scale: 1, fonts: fonts)
        instance.attach(to: session.host)
        instance.launch()
        session.run(until: 1)
        guard let gallery = app.gallery else { throw GallerySessionError.notLaunched }
        self.gallery = gallery
    }

    /// The root of the scene's tree (above the gallery's presenter).
    var root: Node {
        var root: Node = gallery.presenter
        while let parent = root.parent { root = parent }
        return root
    }

    /// The node called `name` in the scene now.
    func node(_ name: String) -> Node? {
        func find(_ node: Node) -> Node? {
            if node.name == name { return node }
            return node.children.lazy.compactMap(find).first
        }
        return find(root)
    }

    /// The screen point at the centre of `node`, as a script's `X,Y`.
    func centre(of node: Node) -> String {
        let p = node.convert(Point(x: node.bounds.width / 2, y: node.bounds.height / 2), to: nil)
        return "\(p.x),\(p.y)"
    }

    /// Clears what covers the switcher (a modal left up, a field left editing: GalleryNodeLeakTests),
    /// then taps the switcher's item for `screen`, as a visitor does; returns whether it shows.
    func tapSwitcher(to screen: GalleryScreen) throws -> Bool {
        for modal in gallery.presenter.presented.reversed() { gallery.presenter.dismiss(modal, animated: false) }
        GalleryNodeLeakTests.endEditing(in: root)
        session.run(until: session.clock.now + 0.5)
        let item = try #require(node("screen \(screen.rawValue)"), "the switcher's \(screen) item")
        try play("tap \(centre(of: item))", for: 1)
        return gallery.screen == screen
    }

    /// Plays `script` from now on and runs until `seconds` later, or until it has settled.
    func play(_ script: String, for seconds: Double? = nil) throws {
        session.play(try TouchScript(script + "\n"))
        session.run(until: seconds.map { session.clock.now + $0 })
    }
}

enum GallerySessionError: Error {
    /// The gallery made no views at launch.
    case notLaunched
}
