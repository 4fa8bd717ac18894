import Foundation

/// A context menu on a view (R313): a long press lifts a preview of the view (or of the
/// configuration's preview controller) over a blurred screen, with its menu beside it. Choosing an
/// action closes the menu and runs it; a tap on the preview commits it (the delegate's
/// `willPerformPreviewActionForMenuWith`); a tap elsewhere closes the menu.
@MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu shows (iOS 14).
    public enum AppearanceStyle: Int, Sendable {
        case unknown = 0
        case rich = 1
        case compact = 2
    }

    /// Asked for the menu and told of it.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// A preview and menu (rich), as on an iPhone.
    open var menuAppearance: AppearanceStyle { .rich }

    /// The long press that shows the menu, added to the view.
    let press = UILongPressGestureRecognizer()
    /// The menu on screen, while one is.
    var presentation: ContextMenuPresentation?
    /// Where the last press began, in the view (for the configuration).
    private var pressLocation: CGPoint = .zero
    private var pendingConfiguration: UIContextMenuConfiguration?
    /// The press's delegate (gesture recognizers hold theirs weakly).
    private let gate = PressGate()

    /// An interaction asking `delegate` for its menus.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        press.addTarget(self, action: UIContextMenuInteraction.pressChanged)
        gate.interaction = self
        press.delegate = gate
    }

    public func willMove(to view: UIView?) {
        if let old = self.view { old.removeGestureRecognizer(press) }
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// The location of the interaction's touch in `view`'s space.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return pressLocation }
        return own.convert(pressLocation, to: view)
    }

    /// Closes the menu shown by this interaction.
    open func dismissMenu() { presentation?.close(committing: false) }

    /// Asks the configuration at the press's start: no configuration, no press (other gestures
    /// and the view's touches carry on).
    func configurationToBegin() -> UIContextMenuConfiguration? {
        guard let view, presentation == nil else { return nil }
        pressLocation = press.location(in: view)
        pendingConfiguration = configuration(at: pressLocation)
        return pendingConfiguration
    }

    /// The configuration for a press at `location`: the delegate's (a table or collection view
    /// asks its own delegate for the row under it).
    func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
        delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }

    private func pressChanged() {
        guard press.state == .began, let configuration = pendingConfiguration else { return }
        pendingConfiguration = nil
        present(configuration)
    }

    /// Shows the preview and the menu for `configuration`.
    func present(_ configuration: UIContextMenuConfiguration) {
        guard let view, let window = view.window else { return }
        let previewController = configuration.previewProvider?()
        let targeted = highlightPreview(for: configuration)
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        let menu = configuration.actionProvider?([])
        presentation = ContextMenuPresentation(
            interaction: self, configuration: configuration, menu: menu, targetedPreview: targeted,
            previewController: previewController, window: window, animator: animator)
        EventLog.current.record("context menu shown")
    }

    /// The preview lifted as the menu shows: the delegate's, else the view.
    func highlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        if let preview = delegate?.contextMenuInteraction(
            self, previewForHighlightingMenuWithConfiguration: configuration)
        {
            return preview
        }
        return view.map { UITargetedPreview(view: $0) }
    }

    /// The menu is closing: the delegate hears of it with an animator whose blocks run with the
    /// closing.
    func menuWillEnd(_ configuration: UIContextMenuConfiguration, animator: ContextMenuAnimator) {
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
    }

    /// The preview was tapped.
    func previewWasCommitted(_ configuration: UIContextMenuConfiguration, animator: ContextMenuAnimator) {
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}

/// The press's delegate: a press begins only where there is a configuration.
@MainActor
final class PressGate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.configurationToBegin() != nil
    }
}
