public import Graphics
public import Scene
import Gestures
import Text

/// The edit menu (HIG §1.28): a row of commands in a rounded bubble above or below the
/// selection, with a pointer aimed at it.
///
/// The commands are the owner's choice for its state (a text field: Cut and Copy only with a
/// selection; an ``ImageView`` that allows it: Copy); the look is the system's and cannot
/// change. It shows in the scene's root (or the field's ``TextField/overlayContainer``), above
/// the target when there is room, else below, kept ``ControlMetrics/editMenuScreenMargin``
/// inside the screen.
@MainActor
public final class EditMenu: Node {
    /// A command of the edit menu.
    public enum Command: Sendable, Hashable, CaseIterable {
        /// Copy the selection to the pasteboard and delete it.
        case cut
        /// Copy the selection to the pasteboard.
        case copy
        /// Replace the selection with the pasteboard's text.
        case paste
        /// Select the word at the caret.
        case select
        /// Select everything.
        case selectAll

        /// The title in English.
        public var title: String { title(in: .english) }

        /// The title shown in `language` (``ControlText``).
        public func title(in language: InterfaceLanguage) -> String {
            let text: ControlText = switch self {
            case .cut: .cut
            case .copy: .copy
            case .paste: .paste
            case .select: .select
            case .selectAll: .selectAll
            }
            return text.localized(language)
        }
    }

    /// The commands shown, in order (leading to trailing).
    public private(set) var commands: [Command] = []
    /// Whether the pointer is on the bubble's bottom (the menu is above its target).
    public private(set) var pointsDown = true
    /// The x of the pointer's tip, in the menu's coordinates.
    public private(set) var pointerX: Double = 0
    /// Runs the chosen command (set by whoever presented the menu).
    private var perform: (@MainActor (Command) -> Void)?
    /// Whether a handler waits for the next finger to land (one at a time, however often the menu
    /// is shown before a finger lands).
    private var waitsForLanding = false
    private var titles: [Paragraph] = []
    /// The commands' titles as shown, in the owner's language.
    private(set) var shownTitles: [String] = []
    private let tap = TapGestureRecognizer()

    override init() {
        super.init()
        name = "edit menu"
        isInteractive = true
        tap.name = "editMenu.tap"
        tap.addAction { [weak self] r in
            guard let self, r.state == .ended else { return }
            self.choose(at: r.location(in: self))
        }
        addGestureRecognizer(tap)
    }

    /// Whether the menu shows.
    public var isPresented: Bool { parent != nil }

    /// The frames of the commands, leading to trailing, in the menu's coordinates.
    public var commandFrames: [Rect] {
        let bubble = bubbleFrame
        let rtl = layoutDirection == .rightToLeft
        var x = rtl ? bubble.maxX : bubble.minX
        var frames: [Rect] = []
        for p in titles {
            let w = p.size.width + 2 * ControlMetrics.editMenuItemPadding
            frames.append(Rect(x: rtl ? x - w : x, y: bubble.minY, width: w, height: bubble.height))
            x += rtl ? -w : w
        }
        return frames
    }

    private var bubbleFrame: Rect {
        let h = ControlMetrics.editMenuHeight
        let y = pointsDown ? 0 : ControlMetrics.editMenuPointerHeight
        return Rect(x: 0, y: y, width: bounds.width, height: h)
    }

    /// Shows `commands` for `field`, aimed at `target` (the field's coordinates). With no
    /// commands, hides the menu.
    func present(commands: [Command], from field: any TextInteractionHost, pointingAt target: Rect) {
        present(
            commands: commands, over: field, in: field.overlayContainer, pointingAt: target,
            goingAtLandingsFrom: field.editingFocusSystem
        ) { [weak field] in
            field?.performEdit($0)
        }
    }

    /// As UIKit's, the menu goes when a finger lands anywhere else (the touch goes on to whatever
    /// is there); one on the menu chooses a command. `focus` reports the landings (the app
    /// window's focus system); one handler waits at a time.
    private func goesAtLandingElsewhere(from focus: FocusSystem?) {
        guard isPresented, !waitsForLanding, let focus else { return }
        waitsForLanding = true
        focus.whenTouchLands { [weak self] points in
            guard let self else { return false }
            guard self.isPresented, !points.contains(where: { self.bounds.contains(self.convert($0, from: nil)) }) else {
                self.waitsForLanding = self.isPresented
                return self.isPresented
            }
            self.waitsForLanding = false
            self.dismiss()
            return false
        }
    }

    /// Shows `commands` aimed at `target` (in `owner`'s coordinates), in `container` (`nil`: the
    /// scene's root); `perform` runs the one chosen, after the menu hides. With no commands,
    /// hides the menu. With `focus` (the window's focus system), the menu goes when a finger
    /// lands anywhere else.
    func present(commands: [Command], over owner: Node, in container: Node?, pointingAt target: Rect,
                 goingAtLandingsFrom focus: FocusSystem? = nil, perform: @escaping @MainActor (Command) -> Void) {
        guard !commands.isEmpty, let root = container ?? owner.ancestorChain.first else {
            dismiss()
            return
        }
        defer { goesAtLandingElsewhere(from: focus) }
        self.commands = commands
        self.perform = perform
        guard let fonts = owner.textFonts else { return }
        let style = ParagraphStyle(textStyle: .subheadline, textSize: owner.environment.textSize,
                                   boldText: owner.environment.boldText)
        let language = ControlText.language(for: owner.environment)
        shownTitles = commands.map { $0.title(in: language) }
        titles = shownTitles.map { Paragraph($0, style: style, fonts: fonts) }
        let width = titles.reduce(0) { $0 + $1.size.width + 2 * ControlMetrics.editMenuItemPadding }
        let height = ControlMetrics.editMenuHeight + ControlMetrics.editMenuPointerHeight
        let topLeft = owner.convert(Point(x: target.minX, y: target.minY), to: root)
        let bottomRight = owner.convert(Point(x: target.maxX, y: target.maxY), to: root)
        let anchor = Rect(x: min(topLeft.x, bottomRight.x), y: min(topLeft.y, bottomRight.y),
                          width: abs(bottomRight.x - topLeft.x), height: abs(bottomRight.y - topLeft.y))
        let margin = ControlMetrics.editMenuScreenMargin
        let gap = ControlMetrics.editMenuGap
        pointsDown = anchor.minY - gap - height >= margin
        let y = pointsDown ? anchor.minY - gap - height : anchor.maxY + gap
        let x = max(margin, min(root.bounds.width - margin - width, anchor.midX - width / 2))
        if parent !== root {
            removeFromParent()
            root.addChild(self)
        }
        frame = Rect(x: x, y: y, width: width, height: height)
        let half = ControlMetrics.editMenuPointerWidth / 2 + ControlMetrics.editMenuCornerRadius
        pointerX = min(max(anchor.midX - x, half), max(half, width - half))
        setNeedsDisplay()
    }

    /// Hides the menu.
    public func dismiss() {
        guard isPresented else { return }
        removeFromParent()
    }

    private func choose(at point: Point) {
        guard let index = commandFrames.firstIndex(where: { $0.contains(point) }) else { return }
        let command = commands[index]
        dismiss()
        perform?(command)
    }

    override public func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let bubble = bubbleFrame
        let background = context.resolve(.dynamic(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x2C2C2E)))
        let radii = CornerRadii(ControlMetrics.editMenuCornerRadius)
        canvas.drawShadow(roundedRect: bubble, radii: radii,
                          shadow: BoxShadow(color: Color(white: 0, alpha: 0.18), offset: Point(x: 0, y: 4), blurRadius: 16))
        canvas.fillRoundedRect(bubble, radii: radii, paint: .color(background))
        var pointer = Path()
        let w = ControlMetrics.editMenuPointerWidth / 2
        if pointsDown {
            pointer.move(to: Point(x: pointerX - w, y: bubble.maxY))
            pointer.addLine(to: Point(x: pointerX, y: bubble.maxY + ControlMetrics.editMenuPointerHeight))
            pointer.addLine(to: Point(x: pointerX + w, y: bubble.maxY))
        } else {
            pointer.move(to: Point(x: pointerX - w, y: bubble.minY))
            pointer.addLine(to: Point(x: pointerX, y: bubble.minY - ControlMetrics.editMenuPointerHeight))
            pointer.addLine(to: Point(x: pointerX + w, y: bubble.minY))
        }
        pointer.closeSubpath()
        canvas.fill(pointer, paint: .color(background))
        let label = context.resolve(.system(.label))
        let separator = context.resolve(.system(.separator))
        let hairline = 1 / max(1, context.environment.displayScale)
        for (i, frame) in commandFrames.enumerated() {
            let p = titles[i]
            p.draw(in: canvas, at: Point(x: frame.midX - p.size.width / 2, y: frame.midY - p.size.height / 2), color: label)
            if i > 0 {
                let x = layoutDirection == .rightToLeft ? frame.maxX : frame.minX
                canvas.fill(Rect(x: x - hairline / 2, y: frame.minY + 8, width: hairline, height: frame.height - 16),
                            paint: .color(separator))
            }
        }
    }
}
