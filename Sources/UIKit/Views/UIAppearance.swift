import Foundation

/// What an appearance proxy recorded (R348): the setters of the properties the app set on it,
/// in the order they were first set.
@MainActor
final class AppearanceRecorder {
    private(set) var keys: [String] = []
    private var setters: [String: (UIView) -> Void] = [:]

    func record(_ key: String, _ setter: @escaping (UIView) -> Void) {
        if setters[key] == nil { keys.append(key) }
        setters[key] = setter
    }

    func apply(to view: UIView, skipping explicit: Set<String>) {
        for key in keys where !explicit.contains(key) { setters[key]?(view) }
    }
}

/// A view's appearance bookkeeping (R348): the recorder of a proxy, or which properties the app
/// set on the view itself (an appearance never overrides those).
@MainActor
final class AppearanceState {
    var recorder: AppearanceRecorder?
    var explicitKeys: Set<String> = []
    var isApplying = false
}

/// An appearance proxy's key: the class it styles and the containers it is limited to.
struct AppearanceKey: Hashable {
    let type: ObjectIdentifier
    let containers: [ObjectIdentifier]
}

/// The app's appearance proxies (R348), in the order they were made.
@MainActor
final class AppearanceRegistry {
    struct Entry {
        let type: AnyClass
        let containers: [AnyClass]
        let proxy: UIView
    }
    private(set) var entries: [Entry] = []
    private var index: [AppearanceKey: Int] = [:]

    func proxy(for type: AnyClass, containers: [AnyClass], make: () -> UIView) -> UIView {
        let key = AppearanceKey(type: ObjectIdentifier(type), containers: containers.map(ObjectIdentifier.init))
        if let i = index[key] { return entries[i].proxy }
        let proxy = make()
        let state = AppearanceState()
        state.recorder = AppearanceRecorder()
        proxy.appearanceState = state
        index[key] = entries.count
        entries.append(Entry(type: type, containers: containers, proxy: proxy))
        return proxy
    }
}

/// What appearance proxies can be limited to: views and view controllers (R348).
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIView {
    /// The proxy of `type` (limited to `containers`), made by `make` the first time (R348).
    static func appearanceProxy<Proxy: UIView>(
        of type: AnyClass, in containers: [UIAppearanceContainer.Type] = [], make: () -> Proxy
    ) -> Proxy {
        let proxy = UIKitRuntime.current.appearanceRegistry.proxy(
            for: type, containers: containers.map { $0 as AnyClass }, make: make)
        guard let typed = proxy as? Proxy else {
            preconditionFailure("appearance proxy of \(type) has the wrong class")
        }
        return typed
    }

    /// Records a change of the appearance property `key` (R348): on a proxy, the setter for the
    /// views it styles; on a view, that the app set it there, so no appearance overrides it.
    func noteAppearance<View: UIView>(_ key: String, _ setter: @escaping (View) -> Void) {
        if let recorder = appearanceState?.recorder {
            recorder.record(key) { view in if let view = view as? View { setter(view) } }
            return
        }
        if appearanceState?.isApplying == true { return }
        let state = appearanceState ?? AppearanceState()
        appearanceState = state
        state.explicitKeys.insert(key)
    }

    /// Whether this view is an appearance proxy (`appearance()`), not a view on screen.
    var isAppearanceProxy: Bool { appearanceState?.recorder != nil }

    /// Applies the proxies that style this view (R348) as it moves into a window: those of its
    /// class and superclasses, the more general first, then those limited to containers it is in
    /// (the innermost container list last), skipping what the app set on the view itself.
    func applyAppearanceProxies() {
        guard let registry = UIKitRuntime.current.appearanceRegistryIfMade, !registry.entries.isEmpty,
            !isAppearanceProxy
        else { return }
        var chain: [ObjectIdentifier] = []
        var cls: AnyClass? = type(of: self)
        while let current = cls {
            chain.append(ObjectIdentifier(current))
            cls = class_getSuperclassOf(current)
        }
        let matching = registry.entries.enumerated().compactMap {
            offset, entry -> (depth: Int, order: Int, entry: AppearanceRegistry.Entry)? in
            guard let depth = chain.firstIndex(of: ObjectIdentifier(entry.type)) else { return nil }
            guard entry.containers.isEmpty || isContained(in: entry.containers) else { return nil }
            return (depth, offset, entry)
        }
        guard !matching.isEmpty else { return }
        let state = appearanceState ?? AppearanceState()
        appearanceState = state
        state.isApplying = true
        defer { state.isApplying = false }
        // Superclasses' proxies first, then the class's own; plain before contained; then in order.
        let ordered = matching.sorted { a, b in
            if a.depth != b.depth { return a.depth > b.depth }
            if a.entry.containers.count != b.entry.containers.count {
                return a.entry.containers.count < b.entry.containers.count
            }
            return a.order < b.order
        }
        for item in ordered {
            item.entry.proxy.appearanceState?.recorder?.apply(to: self, skipping: state.explicitKeys)
        }
    }

    /// Whether the view is inside instances of `containers`, the last one innermost (views up its
    /// superviews and the view controllers that own them).
    private func isContained(in containers: [AnyClass]) -> Bool {
        var ancestors: [AnyObject] = []
        var responder: UIResponder? = next
        while let current = responder {
            ancestors.append(current)
            responder = current.next
        }
        var position = 0
        for container in containers.reversed() {
            guard
                let found = ancestors[position...].firstIndex(where: { isKind($0, of: container) })
            else { return false }
            position = found + 1
        }
        return true
    }

    private func isKind(_ object: AnyObject, of cls: AnyClass) -> Bool {
        var current: AnyClass? = type(of: object)
        while let c = current {
            if c == cls { return true }
            current = class_getSuperclassOf(c)
        }
        return false
    }
}

/// The superclass of `cls` (Swift's own, as `class_getSuperclass` is Objective-C's).
func class_getSuperclassOf(_ cls: AnyClass) -> AnyClass? { _getSuperclass(cls) }

extension UIKitRuntimeState {
    /// The registry if any proxy was made (so views skip the work otherwise).
    var appearanceRegistryIfMade: AppearanceRegistry? { appearanceRegistryStorage }
    /// The registry, made on first use.
    var appearanceRegistry: AppearanceRegistry {
        if let registry = appearanceRegistryStorage { return registry }
        let registry = AppearanceRegistry()
        appearanceRegistryStorage = registry
        return registry
    }
}
