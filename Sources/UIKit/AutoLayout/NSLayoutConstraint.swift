import Foundation

/// A relation between two attributes of views or layout guides (or one attribute and a constant):
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// Active constraints live on the nearest common ancestor of their items and are solved in that
/// hierarchy's layout pass (see docs/auto-layout.md).
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The second item, nil for a constraint to a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The attribute of the second item (`notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// How the first attribute compares with the second.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The constant added to the second attribute; changing it re-solves incrementally.
    open var constant: CGFloat {
        didSet { if constant != oldValue { engine?.constantDidChange(self) } }
    }

    /// How strongly the constraint holds (1000: required).
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { engine?.priorityDidChange(self, from: oldValue) } }
    }

    /// A name shown in the constraint's description and in conflict reports.
    open var identifier: String?

    /// Kept for source compatibility; Stagecraft does not archive.
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Activating installs it on the nearest common
    /// ancestor of its items.
    open var isActive: Bool {
        get { holder != nil || (kind != .user && engine != nil) }
        set {
            if newValue {
                activateInHierarchy()
            } else {
                deactivateFromHierarchy()
            }
        }
    }

    /// The view the constraint is installed on (UIKit's private "container").
    weak var holder: UIView?
    /// What made the constraint (the app, or UIKit for autoresizing masks, content size, guides).
    let kind: Kind
    /// The live layout engine the constraint is in.
    weak var engine: LayoutEngine?
    /// A stable fake address for descriptions, given by the first engine that describes it.
    var debugID: Int?

    /// Who made a constraint; UIKit's private subclasses print under their own class names.
    enum Kind: Equatable {
        /// Made by the app.
        case user
        /// `NSAutoresizingMaskLayoutConstraint`: a frame value of a view that translates its mask.
        case autoresizing
        /// `NSContentSizeLayoutConstraint`: hugging and compression resistance around the intrinsic size.
        case contentSize(hugging: Float, compressionResistance: Float)
        /// A constraint UIKit makes for a layout guide or a measurement.
        case system
    }

    /// Creates an inactive constraint `item1.attr1 (relation) multiplier × item2.attr2 + constant`.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c, kind: .user)
    }

    init(
        first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, kind: Kind
    ) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
        self.kind = kind
        super.init()
    }

    /// The anchor of the first item's attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The anchor of the second item's attribute, if any.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// Activates every constraint in the list.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in the list.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The priority the solver uses: UIKit's range is 1…1000.
    var solverPriority: Float { min(max(priority.rawValue, 1), 1000) }

    open override var description: String { MainActor.assumeIsolated { constraintDescription } }
}
