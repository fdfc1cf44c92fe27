/// A cluster's horizontal extent on a line, while the line is built.
struct ClusterSpan {
    var cluster: Int
    var left: Double
    var right: Double
}
