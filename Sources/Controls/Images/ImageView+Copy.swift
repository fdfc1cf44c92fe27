public import Graphics
public import Scene

extension ImageView {
    /// Shows the edit menu with Copy above `point` (the view's coordinates), as a long press
    /// does; does nothing unless ``allowsCopy`` and there is an image.
    public func showEditMenu(at point: Point) {
        guard allowsCopy, displayedImage != nil else { return }
        let target = Rect(x: point.x, y: point.y, width: 0, height: 0)
        // The window's focus system reports where fingers land: the menu goes at a touch
        // elsewhere, as a text field's does.
        editMenu.present(commands: [.copy], over: self, in: nil, pointingAt: target, goingAtLandingsFrom: modalPresenter?.focus) {
            [weak self] command in
            if command == .copy { self?.copyImage() }
        }
    }

    /// Puts the image on ``pasteboard`` with every pixel of its file: the image shown when it
    /// has them (a bitmap source, a full-size decode), else the file decoded again at full
    /// size off the frame path, put on the pasteboard when it arrives.
    public func copyImage() {
        guard let shown = displayedImage else { return }
        guard let path = source?.path, !isAnimating, let full = fullImagePixelSize, shown.size != full else {
            pasteboard.image = shown
            return
        }
        let board = pasteboard
        if let kept = cache.cachedImage(at: path, covering: nil) {
            board.image = kept.bitmap
            return
        }
        cache.decoder.decode(path, covering: nil) { result in
            if case .success(let decoded) = result { board.image = decoded.bitmap }
        }
    }
}
