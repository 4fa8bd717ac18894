import Foundation

/// A trait of `UITraitCollection` (iOS 17), named in `registerForTraitChanges(_:handler:)`.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when nothing specifies the trait.
    static var defaultValue: Value { get }
    /// A unique name.
    static var identifier: String { get }
    /// Whether dynamic colours may depend on the trait.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as `registerForTraitChanges` takes them: `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}

/// The preferred text size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
}

/// The width class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The height class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// Pixels per point.
public enum UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}

extension UITraitCollection {
    /// Whether `trait` has another value in `other` (traits Stagecraft does not model never change).
    package func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): return userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            return preferredContentSizeCategory != other.preferredContentSizeCategory
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): return horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): return verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitDisplayScale.self): return displayScale != other.displayScale
        default: return false
        }
    }
}

/// A registration `registerForTraitChanges` returns, to pass to `unregisterForTraitChanges`.
public protocol UITraitChangeRegistration: Sendable {}

/// One registered handler.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration, @unchecked Sendable {
    let traits: [UITrait]
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// What views and view controllers (and the window) have: their traits, told when they change.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of the environment.
    var traitCollection: UITraitCollection { get }
    /// The traits changed (called only when they did).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// An object that can register for trait changes (iOS 17): views and view controllers.
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

/// Where views and view controllers keep their trait-change registrations.
@MainActor
protocol TraitRegistrationHolder: AnyObject {
    var traitChangeRegistrations: [TraitChangeRegistration] { get set }
}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and the previous traits whenever one of `traits` changes,
    /// after `traitCollectionDidChange(_:)`, with the new traits as `UITraitCollection.current`.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let object = object as? Self { handler(object, previous) }
        }
        (self as? TraitRegistrationHolder)?.traitChangeRegistrations.append(registration)
        return registration
    }

    /// The form Apple's samples write inside a class, naming the object's type in the closure —
    /// `{ (self: Self, previousTraitCollection: UITraitCollection) in … }` (`Self` is then the
    /// dynamic type, which the form above cannot take): `handler` hears the object as that type.
    @discardableResult
    public func registerForTraitChanges<Object: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Object, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { (object: Self, previous: UITraitCollection) in
            if let object = object as? Object { handler(object, previous) }
        }
    }

    /// Calls a method of `target` (held weakly) taking no argument whenever one of `traits`
    /// changes (`#selector(updateColors)` becomes `MyView.updateColors`).
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (_: Self, _: UITraitCollection) in
            if let target { action(target)() }
        }
    }

    /// Removes a registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? TraitRegistrationHolder)?.traitChangeRegistrations.removeAll { $0 === (registration as AnyObject) }
    }

    /// Runs the handlers registered for a trait that differs between `previous` and the traits now.
    func runTraitChangeHandlers(previous: UITraitCollection) {
        let now = traitCollection
        for registration in (self as? TraitRegistrationHolder)?.traitChangeRegistrations ?? []
        where registration.traits.contains(where: { now.differs(in: $0, from: previous) }) {
            registration.handler(self, previous)
        }
    }
}
