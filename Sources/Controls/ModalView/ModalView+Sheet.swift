import Graphics
import Scene

/// How a ``ModalView`` stands on a screen of a given size (iOS 13 and later).
enum ModalSheetLayout: Equatable {
    /// Over the whole screen: asked for, a flip, or a landscape phone (compact height).
    case fullScreen
    /// A page sheet on a phone: a card with rounded top corners, starting just below the
    /// screen's top, over the app's screen scaled back.
    case pageSheet(top: Double)
    /// A form sheet on a large panel (iOS: regular width and height, an iPad): a card of
    /// ``ControlMetrics/formSheetSize`` centred on the screen, all its corners rounded, over the
    /// app's screen dimmed where it is (not scaled back).
    case formSheet(Rect)

    /// The layout for a screen of `bounds` whose top `safeArea` is covered (a status bar).
    static func layout(for bounds: Rect, safeArea: EdgeInsets, fullScreen: Bool) -> ModalSheetLayout {
        if fullScreen { return .fullScreen }
        let top = max(safeArea.top, ControlMetrics.pageSheetMinimumTop)
        let large = ControlMetrics.pageSheetLargestScreenSide
        if bounds.width >= large && bounds.height >= large {
            let size = ControlMetrics.formSheetSize, margin = ControlMetrics.formSheetMinimumMargin
            let width = min(size.width, bounds.width - 2 * margin)
            let height = min(size.height, bounds.height - top - margin)
            let x = ((bounds.width - width) / 2).rounded()
            let y = max(top, ((bounds.height - height) / 2).rounded())
            return .formSheet(Rect(x: bounds.minX + x, y: bounds.minY + y, width: width, height: height))
        }
        // A landscape phone has no room for a card: iOS shows the sheet over the whole screen.
        if bounds.width > bounds.height { return .fullScreen }
        return .pageSheet(top: top + ControlMetrics.pageSheetTopGap)
    }
}

/// What a sheet does to the screen it is presented over: a black backdrop behind it, the
/// screen scaled back with rounded top corners (a page sheet; a form sheet leaves it in place),
/// a dimming veil over it.
@MainActor
final class ModalSheetBackdrop {
    weak var presenter: ModalPresenter?
    let black = Node()
    let veil = Node()
    /// The screen's clipping and corner before the sheet changed them.
    private let savedClips: Bool
    private let savedRadius: Double

    init(presenter: ModalPresenter) {
        self.presenter = presenter
        black.name = "sheet backdrop"
        black.background = .color(.fixed(.black))
        black.isUserInteractionEnabled = false
        veil.name = "sheet dimming"
        veil.background = .color(.dynamic(light: Color(white: 0, alpha: ControlMetrics.modalDimmingAlphaLight),
                                          dark: Color(white: 0, alpha: ControlMetrics.modalDimmingAlphaDark)))
        veil.opacity = 0
        savedClips = presenter.content.clipsToBounds
        savedRadius = presenter.content.cornerRadius
        black.frame = presenter.bounds
        veil.frame = presenter.bounds
        presenter.insertChild(black, at: 0)
        presenter.layer.insertChild(veil, at: 0)
    }

    /// The screen's transform for `layout`: scaled back about its centre, its top moved to sit
    /// ``ControlMetrics/pageSheetTopGap`` above the sheet (a page sheet); unchanged otherwise.
    static func parentTransform(for layout: ModalSheetLayout, screenHeight: Double) -> Transform2D {
        guard case .pageSheet(let top) = layout else { return .identity }
        let scale = ControlMetrics.pageSheetParentScale
        let parentTop = top - ControlMetrics.pageSheetTopGap
        // Scaled about the centre, the top would sit at h(1 − s)/2.
        let shift = parentTop - screenHeight * (1 - scale) / 2
        return Transform2D(scaleX: scale, y: scale).concatenating(Transform2D(translationX: 0, y: shift))
    }

    /// Puts the screen in its state with the sheet up (`presented`) or gone. Animated when
    /// called inside an animation block.
    func apply(_ layout: ModalSheetLayout, presented: Bool) {
        guard let presenter else { return }
        let content = presenter.content
        black.frame = presenter.bounds
        veil.frame = presenter.bounds
        if case .pageSheet = layout {
            content.clipsToBounds = true
            content.cornerRadius = ControlMetrics.sheetCornerRadius / ControlMetrics.pageSheetParentScale
        }
        content.transform = presented ? Self.parentTransform(for: layout, screenHeight: presenter.bounds.height) : .identity
        veil.opacity = presented ? 1 : 0
    }

    /// Gives the screen back as it was.
    func remove() {
        if let content = presenter?.content {
            content.transform = .identity
            content.clipsToBounds = savedClips
            content.cornerRadius = savedRadius
        }
        black.removeFromParent()
        veil.removeFromParent()
    }
}
