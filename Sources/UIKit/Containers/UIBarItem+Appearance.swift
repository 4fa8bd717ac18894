import Foundation

/// The bar button item proxies the app made (R348): the setters recorded on each, by the class
/// and containers it styles.
@MainActor
final class BarItemAppearanceRegistry {
    struct Entry {
        let type: AnyClass
        let containers: [AnyClass]
        let proxy: UIBarButtonItem
        var keys: [String] = []
        var setters: [String: (UIBarButtonItem) -> Void] = [:]
    }
    var entries: [Entry] = []

    func proxy(for type: AnyClass, containers: [AnyClass]) -> UIBarButtonItem {
        let ids = containers.map(ObjectIdentifier.init)
        if let entry = entries.first(where: {
            ObjectIdentifier($0.type) == ObjectIdentifier(type) && $0.containers.map(ObjectIdentifier.init) == ids
        }) {
            return entry.proxy
        }
        let proxy = UIBarButtonItem()
        proxy.isAppearanceProxy = true
        entries.append(Entry(type: type, containers: containers, proxy: proxy))
        return proxy
    }

    func record(_ key: String, on proxy: UIBarButtonItem, _ setter: @escaping (UIBarButtonItem) -> Void) {
        guard let i = entries.firstIndex(where: { $0.proxy === proxy }) else { return }
        if entries[i].setters[key] == nil { entries[i].keys.append(key) }
        entries[i].setters[key] = setter
    }
}

extension UIBarButtonItem {
    /// The proxy whose `tintColor` and title attributes style every bar button item as its bar
    /// shows it (R348).
    public class func appearance() -> UIBarButtonItem {
        UIKitRuntime.current.barItemAppearance.proxy(for: self, containers: [])
    }

    /// The proxy styling bar button items shown inside instances of `containerTypes` (R348).
    public class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UIBarButtonItem
    {
        UIKitRuntime.current.barItemAppearance.proxy(for: self, containers: containerTypes.map { $0 as AnyClass })
    }

    /// Records an appearance property's change (R348): on a proxy, its setter; on an item, that
    /// the app set it (no proxy overrides it then).
    func noteItemAppearance(_ key: String, _ setter: @escaping (UIBarButtonItem) -> Void) {
        if isAppearanceProxy {
            UIKitRuntime.current.barItemAppearanceIfMade?.record(key, on: self, setter)
        } else if !isApplyingAppearance {
            appearanceKeysSetByApp.insert(key)
        }
    }

    /// Applies the proxies that style this item as `bar` shows it (R348): its class's and its
    /// superclasses', the more general first, then those whose containers hold the bar.
    func applyAppearanceProxies(shownIn bar: UIView) {
        guard let registry = UIKitRuntime.current.barItemAppearanceIfMade, !registry.entries.isEmpty,
            !isAppearanceProxy
        else { return }
        var chain: [ObjectIdentifier] = []
        var cls: AnyClass? = type(of: self)
        while let current = cls {
            chain.append(ObjectIdentifier(current))
            cls = _getSuperclass(current)
        }
        var holders: [AnyObject] = []
        var responder: UIResponder? = bar
        while let current = responder {
            holders.append(current)
            responder = current.next
        }
        func holds(_ containers: [AnyClass]) -> Bool {
            var position = 0
            for container in containers.reversed() {
                guard let found = holders[position...].firstIndex(where: { Self.isKind($0, of: container) }) else {
                    return false
                }
                position = found + 1
            }
            return true
        }
        let matching = registry.entries.enumerated().compactMap { offset, entry -> (Int, Int, Int)? in
            guard let depth = chain.firstIndex(of: ObjectIdentifier(entry.type)), holds(entry.containers) else {
                return nil
            }
            return (depth, entry.containers.count, offset)
        }.sorted { a, b in a.0 != b.0 ? a.0 > b.0 : a.1 != b.1 ? a.1 < b.1 : a.2 < b.2 }
        isApplyingAppearance = true
        defer { isApplyingAppearance = false }
        for (_, _, offset) in matching {
            let entry = registry.entries[offset]
            for key in entry.keys where !appearanceKeysSetByApp.contains(key) { entry.setters[key]?(self) }
        }
    }

    private static func isKind(_ object: AnyObject, of cls: AnyClass) -> Bool {
        var current: AnyClass? = type(of: object)
        while let c = current {
            if c == cls { return true }
            current = _getSuperclass(c)
        }
        return false
    }
}

extension UIKitRuntimeState {
    /// The bar button item proxies, made on first use.
    var barItemAppearance: BarItemAppearanceRegistry {
        if let registry = barItemAppearanceIfMade { return registry }
        let registry = BarItemAppearanceRegistry()
        barItemAppearanceIfMade = registry
        return registry
    }
}
