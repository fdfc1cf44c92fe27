import Graphics
import Scene

/// A column of `count` boxes `height` points tall, alternating shades, `width` wide.
@MainActor
func boxColumn(count: Int, height: Double, width: Double = 320) -> Node {
    let column = Node()
    column.horizontalSizing = .fixed(width)
    column.verticalSizing = .fixed(Double(count) * height)
    for i in 0..<count {
        let box = Node(frame: Rect(x: 0, y: Double(i) * height, width: width, height: height))
        box.background = .color(.fixed(i % 2 == 0 ? Color(white: 0.9, alpha: 1) : Color(white: 0.7, alpha: 1)))
        column.addChild(box)
    }
    return column
}
