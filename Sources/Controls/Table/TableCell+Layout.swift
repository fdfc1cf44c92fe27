import Graphics
import Scene
import Text

/// A cell's parts placed in leading-to-trailing terms (x from the leading edge), before mirroring.
struct TableCellLayout {
    var height: Double = 0
    var frames: [(node: Node, rect: Rect)] = []
    /// Where the text starts (the separator starts here too).
    var textStart: Double = 0
}

extension TableCell {
    /// The leading and trailing margin of a row `width` points wide: 16 pt, 20 pt on wide tables.
    static func margin(forRowWidth width: Double) -> Double {
        width >= ControlMetrics.tableWideWidth ? ControlMetrics.tableCellWideMargin : ControlMetrics.tableCellMargin
    }

    /// The layout for a row `width` points wide; with `height` the parts are centred in it,
    /// otherwise in the height the text needs.
    func computeLayout(width rowWidth: Double, height fixedHeight: Double? = nil) -> TableCellLayout {
        var layout = TableCellLayout()
        // The content's width: the row's, less the section index's strip beside an index.
        let width = max(0, rowWidth - contentTrailingInset)
        let margin = TableCell.margin(forRowWidth: width)
        let padding = ControlMetrics.tableCellVerticalPadding
        var leading = margin
        var trailing = width - margin
        let editing = isEditing
        var frames: [(Node, Rect, centred: Bool)] = []

        if editing && showsSelectionIndicator {
            let d = ControlMetrics.tableSelectionIndicatorDiameter
            frames.append((selectionIndicator, Rect(x: margin - 4, y: 0, width: d + 8, height: d + 8), true))
            leading += ControlMetrics.tableEditControlWidth
        } else if editing && editingStyle != .none {
            let d = ControlMetrics.tableEditControlDiameter
            frames.append((editControl, Rect(x: margin - 4, y: 0, width: d + 8, height: d + 8), true))
            leading += ControlMetrics.tableEditControlWidth
        }
        if editing && showsReorderControl {
            let w = ControlMetrics.tableReorderControlWidth
            frames.append((reorderControl, Rect(x: width - w, y: 0, width: w, height: 0), false))
            trailing = width - w - 4
        }
        if !editing && showsSelectionCheckmark {
            // The selection checkmark's column is kept on every row, checked or not, so that a
            // toggle never rewraps the text (and so never changes the row's height).
            let size = selectionCheckmark.sizeThatFits(.unspecified)
            frames.append((selectionCheckmark, Rect(x: trailing - size.width, y: 0, width: size.width, height: size.height), true))
            trailing -= size.width + ControlMetrics.tableAccessorySpacing
        } else if !editing {
            var x = trailing
            for (i, node) in accessoryNodes.enumerated().reversed() {
                let size = node.sizeThatFits(.unspecified)
                x -= size.width
                frames.append((node, Rect(x: x, y: 0, width: size.width, height: size.height), true))
                if i > 0 { x -= ControlMetrics.tableAccessorySpacing + 2 }
            }
            if !accessoryNodes.isEmpty { trailing = x - ControlMetrics.tableAccessorySpacing }
        }
        if imageNode.symbol != nil {
            let side = ControlMetrics.tableCellImageSize
            frames.append((imageNode, Rect(x: leading, y: 0, width: side, height: side), true))
            leading += side + ControlMetrics.tableCellImageSpacing
        }
        layout.textStart = leading
        let available = max(0, trailing - leading)
        let hasDetail = !detailTextLabel.text.isEmpty
        var textHeight = 0.0
        var textFrames: [(Node, Rect)] = []
        func measure(_ node: TextNode, _ w: Double) -> Size { node.sizeThatFits(ProposedSize(width: max(0, w), height: nil)) }

        // At the accessibility text sizes a value row stacks its value under its title, both at
        // the leading edge, as iOS's value cells do (UIListContentConfiguration.valueCell).
        let stacksValue = (style == .value1 || style == .value2) && environment.textSize.isAccessibilityCategory
        let titleAlignment: TextAlignment = style == .value2 && !stacksValue ? .trailing : .leading
        let detailAlignment: TextAlignment = style == .value1 && !stacksValue ? .trailing : .leading
        if textLabel.alignment != titleAlignment { textLabel.alignment = titleAlignment }
        if detailTextLabel.alignment != detailAlignment { detailTextLabel.alignment = detailAlignment }

        switch stacksValue ? .subtitle : style {
        case .default:
            let s = measure(textLabel, available)
            textFrames.append((textLabel, Rect(x: leading, y: 0, width: available, height: s.height)))
            textHeight = s.height
        case .subtitle:
            let t = measure(textLabel, available)
            textFrames.append((textLabel, Rect(x: leading, y: 0, width: available, height: t.height)))
            textHeight = t.height
            if hasDetail {
                let d = measure(detailTextLabel, available)
                let y = t.height + ControlMetrics.tableSubtitleSpacing
                textFrames.append((detailTextLabel, Rect(x: leading, y: y, width: available, height: d.height)))
                textHeight = y + d.height
            }
        case .value1:
            // HIG §1.10: the value keeps its width; the title gives way.
            let ideal = hasDetail ? detailTextLabel.sizeThatFits(.unspecified).width : 0
            let detailWidth = min(ideal, available / 2)
            let titleWidth = max(0, available - (hasDetail ? detailWidth + ControlMetrics.tableAccessorySpacing : 0))
            let t = measure(textLabel, titleWidth)
            textFrames.append((textLabel, Rect(x: leading, y: 0, width: titleWidth, height: t.height)))
            textHeight = t.height
            if hasDetail {
                let d = measure(detailTextLabel, detailWidth)
                textFrames.append((detailTextLabel, Rect(x: trailing - detailWidth, y: 0, width: detailWidth,
                                                         height: d.height)))
                textHeight = max(textHeight, d.height)
            }
        case .value2:
            // A fixed caption column keeps the gutter straight from row to row.
            let captionWidth = min(ControlMetrics.tableValue2CaptionWidth, available / 2)
            let valueX = leading + captionWidth + ControlMetrics.tableValue2Gutter
            let valueWidth = max(0, trailing - valueX)
            let c = measure(textLabel, captionWidth)
            let v = measure(detailTextLabel, valueWidth)
            textHeight = max(c.height, v.height)
            // The caption sits on the value's first baseline.
            let shift = max(0, (detailTextLabel.firstBaseline ?? 0) - (textLabel.firstBaseline ?? 0))
            textFrames.append((textLabel, Rect(x: leading, y: shift, width: captionWidth, height: c.height)))
            textFrames.append((detailTextLabel, Rect(x: valueX, y: 0, width: valueWidth, height: v.height)))
        }
        textLabel.isHidden = false
        detailTextLabel.isHidden = style == .default || !hasDetail

        let height = fixedHeight ?? max(ControlMetrics.tableRowHeight, textHeight + 2 * padding)
        layout.height = height
        let textTop = (height - textHeight) / 2
        for (node, r) in textFrames {
            layout.frames.append((node, r.offsetBy(dx: 0, dy: textTop)))
        }
        for (node, r, centred) in frames {
            if centred {
                layout.frames.append((node, Rect(x: r.minX, y: (height - r.height) / 2, width: r.width, height: r.height)))
            } else {
                layout.frames.append((node, Rect(x: r.minX, y: 0, width: r.width, height: height)))
            }
        }
        return layout
    }

    /// Places the parts for the current bounds, the revealed actions and the slide.
    func layoutParts() {
        let b = bounds
        let rtl = layoutDirection == .rightToLeft
        let revealed = min(revealedWidth, b.width)
        // In edit mode the Delete button takes the trailing end and the content narrows, so the
        // turned minus stays in view; a swipe slides the whole content instead.
        let narrows = isEditing && revealed > 0
        let width = narrows ? b.width - revealed : b.width
        let layout = computeLayout(width: width, height: b.height)
        separatorStart = layout.textStart
        func mirrored(_ r: Rect, in w: Double) -> Rect {
            rtl ? Rect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) : r
        }
        editControl.isHidden = !(isEditing && editingStyle != .none) || showsSelectionIndicator
        selectionIndicator.isHidden = !(isEditing && showsSelectionIndicator)
        reorderControl.isHidden = !(isEditing && showsReorderControl) || narrows
        for node in accessoryNodes { node.isHidden = isEditing || showsSelectionCheckmark }
        updateSelectionCheckmark()
        for (node, rect) in layout.frames { node.frame = mirrored(rect, in: width) }
        if narrows {
            contentView.frame = Rect(x: rtl ? revealed : 0, y: 0, width: width, height: b.height)
        } else {
            contentView.frame = Rect(x: rtl ? revealed : -revealed, y: 0, width: b.width, height: b.height)
        }
        actionsView.frame = mirrored(Rect(x: b.width - revealed, y: 0, width: revealed, height: b.height), in: b.width)
        let preferred = actionsWidth
        let stretch = preferred > 0 ? revealed / preferred : 0
        var x = 0.0
        for (index, button) in actionButtons.enumerated().reversed() {
            // The outermost action also spans the index's strip; its title keeps to its leading
            // side, clear of the index.
            let w = preferredWidth(ofAction: index) * stretch
            let r = Rect(x: x, y: 0, width: w, height: b.height)
            button.frame = rtl ? Rect(x: revealed - r.maxX, y: 0, width: w, height: b.height) : r
            x += w
        }
        actionsView.isHidden = revealed <= 0
    }
}
