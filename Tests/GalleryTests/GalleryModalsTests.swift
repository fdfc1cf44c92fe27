import Scanout
import ScanoutTesting
import Testing
@testable import Gallery

@MainActor
@Suite("Gallery modals screen")
struct GalleryModalsTests {
    @Test("Every string of the modals screen is translated into Arabic, Hebrew and Japanese")
    func translations() {
        for language in GalleryLanguage.allCases {
            for key in GalleryModalText.allCases {
                #expect(GalleryCatalogs.modals.isTranslated(key.rawValue, into: language.locale), "\(key) in \(language)")
            }
        }
    }

    @Test("Show Alert presents a live alert over the whole gallery; Escape cancels it; specimens take no focus",
          arguments: GalleryLanguage.allCases)
    func liveAlert(language: GalleryLanguage) throws {
        let app = GalleryApp(screen: .modals, language: language, pixelSize: PixelSize(width: 1280, height: 800), scale: 1)
        app.owner.environment.fonts = try TestFonts.system()
        let scene = try SceneHarness(showing: app.owner)
        app.focus.attach(to: scene.arbiter)
        scene.settle()
        #expect(!app.focus.controls.contains { $0 is ModalActionButton }, "the inert specimens take no focus")
        func find(_ node: Node, _ name: String) -> Node? {
            if node.name == name { return node }
            for child in node.children { if let found = find(child, name) { return found } }
            return nil
        }
        let show = try #require(find(app.root, "show showAlert"))
        let p = show.convert(Point(x: show.bounds.midX, y: show.bounds.midY), to: nil)
        try scene.play("tap \(p.x),\(p.y)\nwait 0.5\nkey Escape")
        // The tap presented the alert before Escape arrived; Escape cancelled it.
        #expect(app.events.suffix(2) == ["show showAlert", "modal cancel"])
        #expect(app.presenter.presented.isEmpty && app.presenter.queue.isEmpty)
    }
}
