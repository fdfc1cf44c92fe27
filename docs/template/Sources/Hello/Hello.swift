import Scanout

/// A first Scanout app: a navigation bar, a greeting, a switch and a button that counts.
@main
final class Hello: App {
    /// The app's state between runs.
    struct State: Codable {
        var taps = 0
    }

    let count = TextNode("", style: .body, color: .secondaryLabel)
    var taps = 0 {
        didSet { count.text = "Tapped \(taps) times" }
    }

    var name: String { "Hello" }
    var icon: AppIcon { .symbol("star", tint: .white, background: Color(hex: 0xFF9500)) }

    func makeRootView(context: AppContext) -> Node {
        let greeting = TextNode("Hello, Scanout!", style: .title1)
        let button = Button(title: "Tap Me", style: .filled, size: .large, role: .primary)
        button.addAction { [unowned self] _ in taps += 1 }
        let column = VStackNode(spacing: 16, alignment: .fill)
        column.padding = EdgeInsets(24)
        column.addChild(greeting)
        column.addChild(ListRow("Notifications", accessory: Switch(isOn: true)))
        column.addChild(button)
        column.addChild(count)
        let page = NavigationPage(title: "Hello", content: ScrollView(content: column))
        return NavigationStack(root: page)
    }

    func didLaunch(restoring state: State?, context: AppContext) {
        taps = state?.taps ?? 0
    }

    func stateSnapshot() -> State? { State(taps: taps) }
}
