import Graphics
public import Scene

/// The bar a ``KeyboardHost`` puts above a pad that has no return key (the number, decimal
/// and phone pads), holding the return key the field asked for at its trailing end ("Done",
/// "Next"), as iOS apps give their number pads an accessory toolbar.
///
/// ## Background
/// The button says what the field's ``TextInputClient/returnKeyType`` says on the language
/// board (``KeyboardLanguage/returnLabel(for:)``), in the semibold of a bar's primary action, and
/// a tap on it is the return key's: ``TextInputClient/insertReturn()`` (Done ends editing, Next
/// moves to the next field). The bar is an opaque toolbar (``ControlMetrics/toolbarHeight`` tall,
/// a hairline on top), as the `UIToolbar` apps set as the pad's input accessory view.
@MainActor
public final class KeyboardDoneBar: Node {
    /// The button at the trailing end.
    public let button: Button
    /// Called when the button is tapped.
    var onReturn: (@MainActor () -> Void)?

    /// A bar whose button says `title`.
    init(title: String) {
        button = Button(title: title, style: .plain, role: .primary)
        super.init()
        name = "keyboard done bar"
        button.name = "keyboard done"
        verticalSizing = .fixed(ControlMetrics.toolbarHeight)
        addChild(button)
        button.addAction { [weak self] _ in self?.onReturn?() }
    }

    /// What the button says.
    var title: String {
        get { button.title ?? "" }
        set { button.title = newValue }
    }

    override public var isLayoutContainer: Bool { true }

    override public func layoutChildren() {
        // HIG §1.27 toolbars: the item sits the toolbar's side margin from the trailing edge.
        let size = button.sizeThatFits(ProposedSize(width: nil, height: bounds.height))
        let width = max(size.width, ControlMetrics.minimumHitTarget.width)
        let margin = ControlMetrics.toolbarPadding
        let x = layoutDirection == .rightToLeft ? bounds.minX + margin : bounds.maxX - margin - width
        button.frame = Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }

    override public func draw(in context: DrawingContext) {
        let canvas = context.canvas
        let b = context.bounds
        canvas.fill(b, paint: .color(context.resolve(Toolbar.opaqueColor)))
        let hairline = ControlMetrics.toolbarHairlinePixels / max(1, context.environment.displayScale)
        canvas.fill(Rect(x: 0, y: 0, width: b.width, height: hairline), paint: .color(context.resolve(.system(.separator))))
    }
}
