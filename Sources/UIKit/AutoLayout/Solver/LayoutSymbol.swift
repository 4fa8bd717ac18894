import Foundation

/// A column of the solver's tableau: a variable of the layout (external) or one the solver made for
/// a constraint (slack, error, dummy).
///
/// Symbols order by creation, which is what the solver's tie-breaking (Bland's rule) relies on:
/// among equal candidates the oldest symbol wins, so a solve never depends on hash order.
struct LayoutSymbol: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// What a symbol stands for.
    enum Kind: Int, Sendable {
        /// A variable of the layout (a frame edge or size), unrestricted in sign.
        case external = 0
        /// The slack of an inequality, ≥ 0.
        case slack = 1
        /// How far a non-required constraint is violated, ≥ 0; it carries a cost in the objective.
        case error = 2
        /// The marker of a required equality: always 0, never enters the basis.
        case dummy = 3
    }

    /// The creation number shifted left twice, the kind in the low two bits.
    let rawValue: Int

    init(id: Int, kind: Kind) { rawValue = id << 2 | kind.rawValue }

    var kind: Kind { Kind(rawValue: rawValue & 3)! }

    /// Whether the symbol must stay ≥ 0 (everything but the layout's own variables).
    var isRestricted: Bool { rawValue & 3 != 0 }

    /// Whether the symbol may enter the basis when the solver pivots (slack and error symbols).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (a: LayoutSymbol, b: LayoutSymbol) -> Bool { a.rawValue < b.rawValue }

    var description: String {
        let prefix = ["v", "s", "e", "d"][rawValue & 3]
        return "\(prefix)\(rawValue >> 2)"
    }
}
