import Foundation

/// A placeholder in a menu whose elements come later (iOS 14, R350): when the menu shows, the
/// provider is called with a completion; until it is called the menu shows a disabled
/// "Loading…" row, then the elements take the placeholder's place. The elements of a cached
/// element are kept for every later showing; an `uncached` one asks its provider each time its
/// menu shows.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    private let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    private let isCached: Bool
    /// The elements the provider gave (kept while cached, or for the current showing).
    private(set) var resolved: [UIMenuElement]?
    private var isLoading = false

    private init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, cached: Bool) {
        self.provider = provider
        isCached = cached
        super.init(title: "")
    }

    /// An element whose provider runs the first time its menu shows; its elements are kept.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, cached: true)
    }

    /// An element whose provider runs every time its menu shows (iOS 15).
    public static func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void)
        -> UIDeferredMenuElement
    {
        UIDeferredMenuElement(provider: elementProvider, cached: false)
    }

    /// A new showing of the menu begins: an uncached element asks again.
    func menuWillShow() {
        guard !isCached else { return }
        resolved = nil
        isLoading = false
    }

    /// The elements to show now: the provider's, or the loading row while it has not answered
    /// (asking it the first time); `onResolve` runs when a late answer arrives.
    func elements(onResolve: @escaping () -> Void) -> [UIMenuElement] {
        if let resolved { return resolved }
        if !isLoading {
            isLoading = true
            var answeredAtOnce = false
            var inCall = true
            provider { [weak self] elements in
                guard let self, self.resolved == nil else { return }
                self.resolved = elements
                self.isLoading = false
                if inCall { answeredAtOnce = true } else { onResolve() }
            }
            inCall = false
            if answeredAtOnce, let resolved { return resolved }
        }
        return [UIAction(title: "Loading…", attributes: .disabled) { _ in }]
    }

    /// Every deferred element in `menu`'s tree.
    static func all(in menu: UIMenu) -> [UIDeferredMenuElement] {
        menu.children.flatMap { child -> [UIDeferredMenuElement] in
            if let deferred = child as? UIDeferredMenuElement { return [deferred] }
            if let submenu = child as? UIMenu { return all(in: submenu) }
            return []
        }
    }
}
