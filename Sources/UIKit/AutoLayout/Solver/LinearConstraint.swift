import Foundation

/// A constraint as the solver sees it: `expression (relation) 0` at a priority (1000 required).
final class LinearConstraint {
    /// How the expression compares with zero.
    enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The priority at which UIKit's constraints are required.
    static let required: Float = 1000

    /// The left side; the right side is 0. Change the constant through `LayoutSolver.setConstant`.
    var expression: LinearExpression
    /// How the expression compares with zero.
    let relation: Relation
    /// The priority level: 1000 is required, anything lower may be violated at a cost.
    let priority: Float
    /// What the constraint stands for (an `NSLayoutConstraint`), for conflict reports.
    weak var owner: AnyObject?
    /// An index for the owner's own bookkeeping (which of its solver constraints this is).
    var ownerIndex = 0

    /// The symbol that marks the constraint's row (a slack, an error or a dummy), while added.
    var marker: LayoutSymbol?
    /// The second error symbol of a non-required constraint, while added.
    var other: LayoutSymbol?
    /// The coefficient of `marker` in the constraint's equation as first written
    /// (`expression + k·marker + … = 0`); a change of constant shifts the marker by Δ/k.
    var markerCoefficient: Double = 1

    init(_ expression: LinearExpression, _ relation: Relation, priority: Float = LinearConstraint.required) {
        self.expression = expression
        self.relation = relation
        self.priority = min(priority, Self.required)
    }

    /// Whether the constraint must hold exactly.
    var isRequired: Bool { priority >= Self.required }

    /// Whether the constraint is in a solver.
    var isAdded: Bool { marker != nil }
}
