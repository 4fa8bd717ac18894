import Foundation

extension UIViewController {
    /// Before the view lays out (R336): the update the controller asked for, then the
    /// configuration's view kept over every other subview.
    func updateContentUnavailableIfNeeded() {
        if needsContentUnavailableUpdate {
            needsContentUnavailableUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        guard let shown = contentUnavailableView, let view = viewIfLoaded else { return }
        if shown.superview !== view || view.subviews.last !== shown { view.addSubview(shown) }
        shown.frame = view.bounds
        // The state may have changed since (the search text): show the configuration for it.
        if let configuration = contentUnavailableConfiguration {
            shown.configuration = configuration.updated(for: contentUnavailableConfigurationState)
        }
    }

    /// Shows `contentUnavailableConfiguration` over the view at once (or takes it away).
    func showContentUnavailable() {
        guard let configuration = contentUnavailableConfiguration else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            return
        }
        let updated = configuration.updated(for: contentUnavailableConfigurationState)
        if let shown = contentUnavailableView, type(of: shown.configuration) == type(of: updated) {
            shown.configuration = updated
        } else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = updated.makeContentView()
        }
        guard let view = viewIfLoaded, let shown = contentUnavailableView else { return }
        shown.frame = view.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(shown)
    }
}
