import Foundation

/// What a layer showed in the last frame drawn, kept for the first change after it: a
/// `CATransition` animates from that state (R240), on iOS the last one committed to the render
/// server, whatever the app changed earlier in the same turn of the run loop before adding it.
struct CommittedLayerState {
    var model: LayerProperties
    var contents: Any?
    var contentsGravity: CALayerContentsGravity
    var textContent: TextContent?
    var sublayers: [CALayer]?
    var mask: CALayer?
}

/// The frames drawn: each ends with `endFrame()` (at the end of `FrameCycle.run`, after layout and
/// display, when the tree is what the frame shows).
@MainActor
enum LayerCommit {
    /// Counts the frames; a layer's kept state belongs to the frame it was kept in.
    static var generation = 0
    /// The layers that kept their state since the last frame (they forget it at the next).
    static var changed: [CALayer] = []

    /// The tree as it is now is what the frame shows: the kept states are forgotten.
    static func endFrame() {
        generation &+= 1
        for layer in changed { layer.committedState = nil }
        changed.removeAll(keepingCapacity: true)
    }
}

extension CALayer {
    /// Keeps the layer's state as the last frame showed it, before its first change since (called
    /// by the setters of everything a snapshot copies).
    func noteWillChange() {
        guard committedGeneration != LayerCommit.generation else { return }
        committedGeneration = LayerCommit.generation
        committedState = CommittedLayerState(
            model: model, contents: contents, contentsGravity: contentsGravity, textContent: textContent,
            sublayers: sublayers, mask: mask)
        LayerCommit.changed.append(self)
    }

    /// A static copy of the layer as the last frame drawn showed it (R240): the kept state where the
    /// layer changed since, its presentation values elsewhere; sublayers alike. A layer created
    /// since the last frame copies as it was made (it was not on screen: nothing).
    func committedSnapshotCopy() -> CALayer {
        let copy = CALayer()
        let kept = committedGeneration == LayerCommit.generation ? committedState : nil
        copy.model = kept?.model ?? presentationProperties
        copy.contents = kept != nil ? kept?.contents : contents
        copy.contentsGravity = kept?.contentsGravity ?? contentsGravity
        copy.textContent = kept != nil ? kept?.textContent : textContent
        copy.name = name
        for sublayer in (kept != nil ? kept?.sublayers : sublayers) ?? [] {
            copy.addSublayer(sublayer.committedSnapshotCopy())
        }
        copy.mask = (kept != nil ? kept?.mask : mask)?.committedSnapshotCopy()
        return copy
    }
}
