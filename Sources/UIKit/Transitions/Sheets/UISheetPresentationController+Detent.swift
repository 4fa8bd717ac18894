import Foundation

extension UISheetPresentationController {
    /// A height where a sheet rests (R140): `.large()` (the full height), `.medium()` (about half,
    /// inactive in compact height) or a custom one computed by a resolver.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The detent's identifier (`.large`, `.medium`, or the custom one).
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The system detent at the sheet's full height.
        public class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The system detent at about half the screen's height; inactive in compact height (R140).
        public class func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : (context.maximumDetentValue / 2).rounded()
            }
        }

        /// A detent whose height `resolver` computes from the context (points above the bottom safe
        /// area; nil makes it inactive). Without an identifier the detent gets a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context`, or nil when it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max($0, 0), context.maximumDetentValue) }
        }

        public override var description: String { "<Detent: \(identifier.rawValue)>" }
    }
}

extension UISheetPresentationController.Detent {
    /// The name of a detent.
    public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Same as `init(rawValue:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The full-height system detent.
        public static let large = Identifier("com.apple.UIKit.large")
        /// The half-height system detent.
        public static let medium = Identifier("com.apple.UIKit.medium")
        public var description: String {
            switch self {
            case .large: return "large"
            case .medium: return "medium"
            default: return rawValue
            }
        }
    }
}
