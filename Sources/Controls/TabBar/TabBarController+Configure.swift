import Gestures
import Graphics
import Scene

extension TabBarController {
    /// Opens the Configure screen over the content (the tab bar stays visible below it), sliding
    /// up from the bottom.
    public func presentConfigure() {
        guard configureView == nil else { return }
        let view = TabConfigureView(tabs: tabs, title: configureTexts.configure, done: configureTexts.done)
        view.doneItem.addAction { [weak self] _ in self?.dismissConfigure() }
        configureView = view
        insertChild(view, at: children.firstIndex { $0 === tabBar } ?? children.count)
        let barHeight = tabBar.totalHeight
        view.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - barHeight)
        configureDrag.isEnabled = true
        if let animator = owner?.animator {
            view.transform = Transform2D(translationX: 0, y: bounds.height)
            animator.animate(Animation(.timing(duration: ControlMetrics.navigationTransitionDuration, curve: .systemDefault))) {
                view.transform = .identity
            }
        }
    }

    /// Closes the Configure screen (Done). If the selected tab went into the More list, More is
    /// selected.
    public func dismissConfigure() {
        guard let view = configureView else { return }
        configureView = nil
        configureDrag.isEnabled = false
        endDrag()
        if let selected = selectedTab, !barTabs.contains(where: { $0 === selected }) { selectMore() }
        guard let animator = owner?.animator else {
            view.removeFromParent()
            return
        }
        animator.animate(Animation(.timing(duration: ControlMetrics.navigationTransitionDuration, curve: .systemDefault)),
                         changes: { view.transform = Transform2D(translationX: 0, y: bounds.height) },
                         completion: { _ in view.removeFromParent() })
    }

    /// Moves the tab at `from` to the bar slot `to` by swapping the two (HIG §1.4: the user
    /// chooses which tabs the bar shows).
    public func swapTabs(_ from: Int, _ to: Int) {
        guard from != to, tabs.indices.contains(from), tabs.indices.contains(to) else { return }
        tabs.swapAt(from, to)
        rebuild()
        configureView?.reload(tabs)
        onTabOrderChange?(tabs)
    }

    // MARK: Dragging

    func handleConfigureDrag(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer, let view = configureView else { return }
        let location = pan.location(in: self)
        switch pan.state {
        case .began:
            let start = Point(x: location.x - pan.translation.x, y: location.y - pan.translation.y)
            let inBar = tabBar.convert(start, from: self)
            if let i = tabBar.buttonIndex(at: inBar), i < barTabs.count {
                beginDrag(tab: barTabs[i], at: location)
            } else if let cell = view.cell(at: view.convert(start, from: self)), let tab = cell.tab {
                beginDrag(tab: tab, at: location)
            }
        case .changed:
            moveDrag(to: location)
        case .ended:
            moveDrag(to: location)
            if let tab = draggedTab, let from = tabs.firstIndex(where: { $0 === tab }),
               let slot = tabBar.buttonIndex(at: tabBar.convert(location, from: self)), slot < barTabs.count {
                swapTabs(from, slot)
            }
            endDrag()
        default:
            endDrag()
        }
    }

    private func beginDrag(tab: Tab, at location: Point) {
        let ghost = TabConfigureCell(tab: tab)
        ghost.name = "drag image"
        ghost.isUserInteractionEnabled = false
        ghost.opacity = 0.85
        addChild(ghost)
        dragState = (tab, ghost)
        moveDrag(to: location)
    }

    private func moveDrag(to location: Point) {
        guard let ghost = dragState?.ghost else { return }
        let side = ControlMetrics.configureCellSize
        ghost.frame = Rect(x: location.x - side / 2, y: location.y - side / 2, width: side, height: side)
        let slot = tabBar.buttonIndex(at: tabBar.convert(location, from: self))
        for (i, button) in tabBar.buttons.enumerated() { button.isHighlighted = i == slot && i < barTabs.count }
    }

    func endDrag() {
        dragState?.ghost.removeFromParent()
        dragState = nil
        for button in tabBar.buttons { button.isHighlighted = false }
    }

    /// The tab being dragged.
    public var draggedTab: Tab? { dragState?.tab }
}
