public import Graphics
import Scene

/// A scroll view that shows one ``ImageView`` fitted to its bounds and lets the user zoom it: a
/// pinch between 1× (the whole image, fitted) and ``ControlMetrics/imageMaximumZoomScale``, a
/// double tap from fit to ``ControlMetrics/imageDoubleTapZoomScale`` centred on the tapped
/// point and back (iPhone HIG 2010: “pinch open to zoom in, double tap to zoom in and
/// centre”; Photos).
///
/// The image view is the scroll view's ``ScrollView/content``, sized to the visible area (less
/// the insets) at 1×, with ``ImageContentMode/scaleAspectFit``; zooming scales it with the
/// scroll view's transform. A file decoded at the fitted size (``ImageView/decodePixelSize``)
/// is decoded again, off the frame path, when a zoom passes its pixels: to cover the next
/// power-of-two zoom (at most the maximum), the smaller image shown meanwhile, so detail is
/// never lost for long.
///
/// ```swift
/// let viewer = ImageScrollView(imageView: ImageView(source: .file("map.png"), label: "Floor plan"))
/// viewer.horizontalSizing = .flexible
/// viewer.verticalSizing = .flexible
/// ```
open class ImageScrollView: ScrollView {
    /// The image view zoomed.
    public let imageView: ImageView

    /// A zooming scroll view around `imageView` (its content mode becomes ``ImageContentMode/scaleAspectFit``).
    public init(imageView: ImageView = ImageView()) {
        self.imageView = imageView
        imageView.contentMode = .scaleAspectFit
        super.init(content: imageView, axes: .both)
        minimumZoomScale = 1
        maximumZoomScale = ControlMetrics.imageMaximumZoomScale
        doubleTapZoomScale = ControlMetrics.imageDoubleTapZoomScale
        addScrollObserver { view in
            guard let view = view as? ImageScrollView else { return }
            view.imageView.decodeZoomScale = Self.decodeZoom(for: view.zoomScale, maximum: view.maximumZoomScale)
        }
    }

    /// The zoom a decoded image must serve at `zoom`: 1 up to 1×, then the next power of two
    /// (at most `maximum`, at least `zoom`), so a pinch decodes again a few times, not every frame.
    static func decodeZoom(for zoom: Double, maximum: Double) -> Double {
        guard zoom > 1 else { return 1 }
        var step = 1.0
        while step < zoom - 1e-9 { step *= 2 }
        return max(zoom, min(step, maximum))
    }

    /// The visible area less the insets: the image view fits the view at 1×.
    override open func measureContent(fitting visible: Size) -> Size {
        Size(width: max(0, visible.width - contentInset.horizontal), height: max(0, visible.height - contentInset.vertical))
    }
}
