import Scanout

/// The values screen (HIG §1.15, §1.20–1.22, §1.25, §1.26, stepper): activity indicators
/// (medium, large, beside “Loading…”), progress views (default and bar), page indicators, labels
/// (several lines, the three truncation positions, shrinking to fit), sliders (plain, with value
/// images, tap to position, disabled), segmented controls (text, symbols, momentary, a disabled
/// segment), steppers (with their value shown, wrapping, disabled) and image views (content
/// modes, zooming).
@MainActor
enum GalleryValuesScreen {
    /// The screen's sections; `record` hears what each control did.
    static func sections(language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        [indicators(language), progress(language), pages(language, record: record), labels(language),
         sliders(language, record: record), segments(language, record: record), steppers(language, record: record),
         GalleryImagesSection.section(language)]
    }

    private static func caption(_ text: String) -> TextNode {
        TextNode(text, style: .subheadline, color: .secondaryLabel)
    }

    private static func indicators(_ language: GalleryLanguage) -> Node {
        let medium = ActivityIndicator(style: .medium)
        medium.name = "activity medium"
        medium.startAnimating()
        let large = ActivityIndicator(style: .large)
        large.name = "activity large"
        large.startAnimating()
        let loading = ActivityIndicator()
        loading.startAnimating()
        let row = HStackNode(spacing: 8, alignment: .center, children: [loading, caption(GalleryText.loading.localized(language))])
        return GallerySection(title: GalleryText.activityIndicators.localized(language),
                              rows: [GalleryRow([medium, large], spacing: 24), row])
    }

    private static func progress(_ language: GalleryLanguage) -> Node {
        let files = ProgressView(progress: 3.0 / 8)
        files.name = "progress files"
        files.horizontalSizing = .flexible()
        let nearly = ProgressView(progress: 0.85)
        nearly.horizontalSizing = .flexible()
        let bar = ProgressView(style: .bar, progress: 0.5)
        bar.name = "progress bar"
        bar.horizontalSizing = .flexible()
        let section = GallerySection(title: GalleryText.progressViews.localized(language), rows: [
            caption(GalleryText.downloadingFiles.localized(language)), files, nearly, bar,
        ])
        return section
    }

    private static func pages(_ language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) -> Node {
        func indicator(_ name: String, pages: Int, current: Int) -> PageIndicator {
            let dots = PageIndicator(numberOfPages: pages, currentPage: current)
            dots.name = "page indicator \(name)"
            dots.horizontalSizing = .flexible()  // centred in the card, as below a pager
            dots.addAction { dots in
                record("page indicator \(name) \(dots.currentPage)")
            }
            return dots
        }
        return GallerySection(title: GalleryText.pageIndicators.localized(language), rows: [
            indicator("three", pages: 3, current: 0), indicator("eight", pages: 8, current: 4),
        ])
    }

    private static func labels(_ language: GalleryLanguage) -> Node {
        let multiline = Label(GalleryText.labelMultiline.localized(language))
        multiline.maximumLines = 0
        func cut(_ key: GalleryText, _ mode: TruncationMode) -> Label {
            let label = Label(key.localized(language), style: .subheadline)
            label.truncation = mode
            label.horizontalSizing = .flexible(maximum: 230)
            return label
        }
        let shrink = Label(GalleryText.labelShrink.localized(language), style: .headline)
        shrink.name = "label shrink"
        shrink.adjustsFontSizeToFitWidth = true
        shrink.minimumScaleFactor = 0.7
        shrink.horizontalSizing = .flexible(maximum: 300)
        return GallerySection(title: GalleryText.labels.localized(language), rows: [
            multiline, cut(.labelTail, .tail), cut(.labelMiddle, .middle), cut(.labelHead, .head), shrink,
        ])
    }

    private static func sliders(_ language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) -> Node {
        func slider(_ name: String, value: Double) -> Slider {
            let slider = Slider(value: value)
            slider.name = "slider \(name)"
            slider.horizontalSizing = .flexible()
            slider.addAction { slider in
                record("slider \(name) \((slider.value * 100).rounded() / 100)")
            }
            return slider
        }
        let plain = slider("plain", value: 0.5)
        let volume = slider("volume", value: 0.7)
        volume.minimumValueImage = SymbolCatalog.standard["speaker"]
        volume.maximumValueImage = SymbolCatalog.standard["speaker.wave.3"]
        let tapping = slider("tap", value: 0.25)
        tapping.allowsTapToPosition = true
        let disabled = slider("disabled", value: 0.4)
        disabled.isEnabled = false
        let section = GallerySection(title: GalleryText.sliders.localized(language), rows: [
            plain, caption(GalleryText.volume.localized(language)), volume,
            caption(GalleryText.tapToPosition.localized(language)), tapping, disabled,
        ])
        return section
    }

    private static func segments(_ language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) -> Node {
        func control(_ name: String, _ segments: [SegmentedControl.Segment], selected: Int?) -> SegmentedControl {
            let control = SegmentedControl(segments, selectedIndex: selected)
            control.name = "segmented \(name)"
            control.addAction { control in
                record("segmented \(name) \(control.selectedSegmentIndex.map(String.init) ?? "none")")
            }
            return control
        }
        let titles = [GalleryText.day, .week, .month, .year].map { SegmentedControl.Segment.title($0.localized(language)) }
        let periods = control("periods", titles, selected: 1)
        let symbols = control("symbols", [.symbol("list.bullet"), .symbol("square.on.square"), .symbol("star")], selected: 0)
        let momentary = control("momentary", [.title(GalleryText.previous.localized(language)),
                                              .title(GalleryText.next.localized(language))], selected: nil)
        momentary.isMomentary = true
        let partly = control("disabled segment", Array(titles.prefix(3)), selected: 0)
        partly.setEnabled(false, forSegmentAt: 2)
        return GallerySection(title: GalleryText.segmentedControls.localized(language), rows: [
            periods, symbols, caption(GalleryText.momentary.localized(language)), momentary, partly,
        ])
    }

    private static func steppers(_ language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) -> Node {
        func row(_ key: GalleryText, _ stepper: Stepper, name: String) -> Node {
            let value = Label("")
            value.name = "stepper \(name) value"
            // The stepper and the label come as arguments: the action the stepper keeps must not
            // hold the stepper (a cycle keeps the screen alive after it is left).
            func show(_ stepper: Stepper, in value: Label) { value.text = "\(key.localized(language)): \(Int(stepper.value))" }
            show(stepper, in: value)
            stepper.name = "stepper \(name)"
            stepper.addAction { [weak value] stepper in
                if let value { show(stepper, in: value) }
                record("stepper \(name) \(Int(stepper.value))")
            }
            let row = HStackNode(spacing: 12, alignment: .center, children: [value, Spacer(), stepper])
            row.horizontalSizing = .flexible()
            return row
        }
        let copies = Stepper(value: 3, in: 1...99)
        let hour = Stepper(value: 22, in: 0...23)
        hour.wraps = true
        let disabled = Stepper(value: 1, in: 0...10)
        disabled.isEnabled = false
        let section = GallerySection(title: GalleryText.steppers.localized(language), rows: [
            row(.copies, copies, name: "copies"), row(.hour, hour, name: "hour"), row(.wraps, disabled, name: "disabled"),
        ])
        return section
    }
}
