import Foundation

/// Touches on a segmented control (iOS 13 and later, R253): a tap selects on touch up; a finger that
/// goes down on the selected segment drags the highlight to another.
extension UISegmentedControl {
    func segmentTrackingBegan(_ touch: UITouch) -> Bool {
        trackedSegment = segmentIndex(at: touch.location(in: self))
        guard trackedSegment != Self.noSegment else { return false }
        isDraggingSelection = trackedSegment == selectedSegmentIndex && !isMomentary
        if isMomentary { refreshSelection(showing: trackedSegment) }
        return true
    }

    func segmentTrackingMoved(_ touch: UITouch) -> Bool {
        guard isDraggingSelection else { return true }
        let under = segmentIndex(at: touch.location(in: self))
        if under != trackedSegment, segments[under].isEnabled {
            trackedSegment = under
            UIView.animate(
                withDuration: Self.selectionAnimationDuration, delay: 0,
                options: [.beginFromCurrentState, .allowUserInteraction]
            ) { self.refreshSelection(showing: under) }
        }
        return true
    }

    func segmentTrackingEnded(_ touch: UITouch?) {
        let target = touch.map { segmentIndex(at: $0.location(in: self)) } ?? Self.noSegment
        isDraggingSelection = false
        guard isTouchInside, target != Self.noSegment, segments[target].isEnabled else {
            UIView.animate(withDuration: Self.selectionAnimationDuration) { self.refreshSelection() }
            return
        }
        let changed = target != selectedSegmentIndex || isMomentary
        setSelectedIndexFromTouch(target)
        if changed {
            if let action = segments[target].action { action.perform(sender: self) }
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    func segmentTrackingCancelled() {
        isDraggingSelection = false
        UIView.animate(withDuration: Self.selectionAnimationDuration) { self.refreshSelection() }
    }

    private func setSelectedIndexFromTouch(_ index: Int) {
        let slides = selection.alpha > 0 && !isMomentary
        selectedIndex = index
        // The highlight slides from where it was (or appears where the finger lifted).
        if slides {
            UIView.animate(
                withDuration: Self.selectionAnimationDuration, delay: 0,
                options: [.beginFromCurrentState, .allowUserInteraction]
            ) { self.refreshSelection() }
        } else {
            UIView.performWithoutAnimation { refreshSelection() }
        }
    }
}
