import Controls
import Graphics
import Scene
import Text

/// Workload D through Scanout's real table view (`D_scene`): a plain ``TableView`` of 10,000
/// value-1 rows (the label leading, the "n min" detail trailing) in a ``SceneOwner``; each frame
/// sets the content offset and runs `renderFrame`, so the table recycles cells, configures the
/// ones that enter, lays them out and redraws the damage the scroll makes (the whole list).
@MainActor
final class ScanoutTableD: ListRenderer, TableViewDataSource {
    let name = "scanout table view"
    let frame = BenchBuffer.make()
    let owner: SceneOwner
    let table = TableView(style: .plain)
    private var time = 0.0

    init(caches: BenchCaches) {
        let fonts = caches.makeFonts()
        let w = Double(BenchScene.width), h = Double(BenchScene.height)
        let root = Node(frame: Rect(x: 0, y: 0, width: w, height: h))
        root.environmentOverrides.fonts = fonts
        table.frame = Rect(x: 0, y: 0, width: w, height: h)
        root.addChild(table)
        owner = SceneOwner(root: root, pixelSize: frame.size, scale: 1, rasterCache: caches.makeRasterCache())
        owner.backgroundColor = nil  // the table's background covers every pixel
        table.dataSource = self
        table.showsVerticalScrollIndicator = false
        // Workload D's colours: hairlines C6C6C8 (iOS's opaque separator; the default, 3C3C43 at 29 %,
        // blends to that same pixel over white) and the detail in 8E8E93 (system grey; the
        // default secondary label, 3C3C43 at 60 %, blends to 8A8A8E). The `D_scene` parity line
        // compares the picture with cairo's D.
        table.separatorColor = .system(.opaqueSeparator)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { ListWorkloadD.rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", style: .value1)
        cell.textLabel.text = ListWorkloadD.label(indexPath.row)
        cell.detailTextLabel.text = ListWorkloadD.detail(indexPath.row)
        cell.detailTextLabel.color = .system(.systemGray)
        return cell
    }

    func renderFrame(offset: Int) {
        table.contentOffset = Point(x: 0, y: Double(offset))
        time += 1.0 / 60
        owner.renderFrame(into: frame, timestamp: time)
    }
}
