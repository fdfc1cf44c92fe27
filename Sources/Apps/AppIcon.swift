import Controls
public import Graphics
public import Text

/// An app's icon on the home screen (HIG §1.37): a square picture without rounded corners or
/// shine — the launcher adds the mask (and badge) itself.
///
/// Vector icons (``symbol(_:tint:background:)``, ``drawing(background:_:)``) are drawn at
/// whatever size the launcher asks for; a PNG (``png(path:)``) is scaled to it, so give one at
/// least as large as the largest icon shown (HIG: 57×57 points, 114×114 pixels at scale 2).
public enum AppIcon: Sendable {
    /// A symbol from the standard catalogue (`SymbolCatalog.standard`), centred at half the
    /// icon's side in `tint` on `background`.
    case symbol(String, tint: Color, background: Color)
    /// Vector art: `draw` fills the square `Rect` (in pixels of the icon's bitmap, origin at
    /// zero) on `background`.
    case drawing(background: Color, @Sendable (Canvas, Rect) -> Void)
    /// A PNG file, read when the icon is drawn.
    case png(path: String)
    /// The first letter of a name, white on grey: the default for apps that give none.
    case monogram(String)

    /// The icon as a `side`×`side` pixel bitmap; a monogram's letter is set with `fonts` (the
    /// ones the program opened at start-up).
    ///
    /// - Throws: ``AppIconError`` when the PNG cannot be read or the symbol is not in the
    ///   catalogue (the message names it).
    public func render(side: Int, fonts: FontSystem) throws(AppIconError) -> Bitmap {
        let side = max(1, side)
        let bitmap = Bitmap(size: PixelSize(width: side, height: side))
        let canvas = Canvas(bitmap: bitmap)
        let square = Rect(x: 0, y: 0, width: Double(side), height: Double(side))
        switch self {
        case .symbol(let name, let tint, let background):
            guard let symbol = SymbolCatalog.standard[name] else { throw .unknownSymbol(name) }
            canvas.fill(square, paint: .color(background))
            let box = square.insetBy(dx: square.width / 4, dy: square.height / 4)
            symbol.draw(in: canvas, box: box, strokeWidth: max(1, square.width / 24), color: tint)
        case .drawing(let background, let draw):
            canvas.fill(square, paint: .color(background))
            draw(canvas, square)
        case .png(let path):
            let image: Bitmap
            do { image = try Bitmap.readPNG(from: path) } catch { throw .png(path: path, reason: error.description) }
            canvas.draw(image, in: square)
        case .monogram(let name):
            canvas.fill(square, paint: .color(AppMetrics.monogramBackground))
            let letter = name.first.map { String($0).uppercased() } ?? "?"
            let font = Font(pointSize: Double(side) * AppMetrics.monogramLetterPerSide, weight: .semibold)
            let paragraph = Paragraph(letter, style: ParagraphStyle(font: font), fonts: fonts)
            let size = paragraph.size
            paragraph.draw(in: canvas, at: Point(x: (square.width - size.width) / 2, y: (square.height - size.height) / 2),
                           color: .white)
        }
        return bitmap
    }
}

/// Why an app icon could not be drawn.
public enum AppIconError: Error, Equatable, CustomStringConvertible {
    /// The symbol is not in the standard catalogue.
    case unknownSymbol(String)
    /// The PNG file cannot be read.
    case png(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownSymbol(let name):
            "the app icon's symbol “\(name)” is not in the symbol catalogue (Assets/Symbols/symbols.json)"
        case .png(let path, let reason): "cannot read the app icon “\(path)”: \(reason)"
        }
    }
}
