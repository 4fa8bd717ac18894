import Foundation

extension UIStackView {
    /// An arranged subview's `isHidden` is being set. Hidden views collapse; inside an animation
    /// block the stack view lays out at once, so the collapse (or the expansion) animates, and a view
    /// being hidden stays on screen until its collapse animation ends (its `isHidden` is already
    /// true). Returns false when `view` is not arranged here (the caller sets the layer as usual).
    func arrangedSubview(_ view: UIView, setHidden hidden: Bool) -> Bool {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return false }
        let state = view.autoLayoutState
        guard hidden != view.isHidden else { return true }
        let animating = UIView.inheritedAnimationDuration > 0
        state.collapseGeneration += 1
        if hidden && animating {
            state.isCollapsingForHide = true
            let generation = state.collapseGeneration
            let before = view.layer.animationEntries.count
            arrangementDidChange()
            layoutIfNeeded()
            let group = AnimationCompletionGroup { [weak view] _ in
                guard let view, let state = view.autoLayout, state.collapseGeneration == generation else { return }
                state.isCollapsingForHide = false
                view.layer.isHidden = true
            }
            for entry in view.layer.animationEntries.dropFirst(before) where !entry.didStop { group.track(entry) }
            group.seal()
            return true
        }
        state.isCollapsingForHide = false
        view.layer.isHidden = hidden
        arrangementDidChange()
        if animating { layoutIfNeeded() }
        return true
    }
}
