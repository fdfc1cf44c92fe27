import Graphics
import Scene

extension TabBarController {
    /// Shows `tab`, one of the More list's tabs, in place of the list, with a back button to the
    /// list on its root page; it slides in as a push does.
    func showFromMore(_ tab: Tab, animated: Bool) {
        guard let stack = tab.stack, let moreStack, isMoreSelected || !animated else { return }
        moreShownTab = tab
        stack.rootBackAction = (moreTitle, { [weak self] in self?.returnToMoreList(animated: true) })
        show(stack)
        stack.frame = bounds
        if animated, let animator = owner?.animator {
            // The list stays beneath, moving back a little, as under a push.
            contentArea.insertChild(moreStack, at: 0)
            let direction: Double = layoutDirection == .rightToLeft ? -1 : 1
            stack.transform = Transform2D(translationX: bounds.width * direction, y: 0)
            animator.animate(Animation(.timing(duration: ControlMetrics.navigationTransitionDuration, curve: .systemDefault)),
                             changes: {
                                 stack.transform = .identity
                                 moreStack.transform = Transform2D(
                                     translationX: -bounds.width * ControlMetrics.navigationParallaxFraction * direction, y: 0)
                             },
                             completion: { [weak self, weak moreStack] _ in
                                 moreStack?.transform = .identity
                                 if self?.moreShownTab === tab { moreStack?.removeFromParent() }
                             })
        }
        updateBarForScroll()
    }

    /// Goes back from a tab shown through More to the More list.
    func returnToMoreList(animated: Bool) {
        guard let shown = moreShownTab, let moreStack else { return }
        moreShownTab = nil
        shown.stack?.rootBackAction = nil
        guard animated, let animator = owner?.animator, let stack = shown.stack else {
            show(moreStack)
            updateBarForScroll()
            return
        }
        contentArea.insertChild(moreStack, at: 0)
        moreStack.frame = bounds
        let direction: Double = layoutDirection == .rightToLeft ? -1 : 1
        moreStack.transform = Transform2D(translationX: -bounds.width * ControlMetrics.navigationParallaxFraction * direction, y: 0)
        animator.animate(Animation(.timing(duration: ControlMetrics.navigationTransitionDuration, curve: .systemDefault)),
                         changes: {
                             moreStack.transform = .identity
                             stack.transform = Transform2D(translationX: bounds.width * direction, y: 0)
                         },
                         completion: { [weak self, weak stack] _ in
                             stack?.transform = .identity
                             if self?.moreShownTab == nil { self?.show(moreStack) }
                         })
        updateBarForScroll()
    }
}
