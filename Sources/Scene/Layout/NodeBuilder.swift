/// Builds a list of child nodes from declarations, with `if`, `if let`, `switch` and `for`.
///
/// <!-- example context: let network: String? = "HomeNet" -->
/// ```swift
/// let row = HStackNode(spacing: 8) {
///     TextNode("Wi-Fi")
///     Spacer()
///     if let network { TextNode(network, color: .secondaryLabel) }
/// }
/// ```
@MainActor
@resultBuilder
public enum NodeBuilder {
    /// One node.
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    /// Several nodes.
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Node]) -> [Node] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Node]) -> [Node] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

extension Node {
    /// Adds the nodes built by `content` as children, after the existing ones.
    public func addChildren(@NodeBuilder _ content: () -> [Node]) {
        for child in content() { addChild(child) }
    }
}

extension HStackNode {
    /// Creates a row whose children are declared in `content`.
    public convenience init(spacing: Double = 0, alignment: VerticalAlignment = .center,
                            distribution: StackDistribution = .fill, @NodeBuilder content: () -> [Node]) {
        self.init(spacing: spacing, alignment: alignment, distribution: distribution, children: content())
    }
}

extension VStackNode {
    /// Creates a column whose children are declared in `content`.
    public convenience init(spacing: Double = 0, alignment: HorizontalAlignment = .center,
                            distribution: StackDistribution = .fill, @NodeBuilder content: () -> [Node]) {
        self.init(spacing: spacing, alignment: alignment, distribution: distribution, children: content())
    }
}

extension OverlayNode {
    /// Creates an overlay whose children are declared in `content`.
    public convenience init(alignment: Alignment = .center, @NodeBuilder content: () -> [Node]) {
        self.init(alignment: alignment, children: content())
    }
}
