import Foundation

/// `constant + Σ coefficient × variable` over the layout's variables: one side of a constraint
/// after its attributes were written in the coordinates of the view that holds it.
struct LinearExpression: Equatable {
    /// The coefficients of the variables.
    var terms: [LayoutSymbol: Double]
    /// The constant term.
    var constant: Double

    init(terms: [LayoutSymbol: Double] = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// A lone variable.
    init(_ variable: LayoutSymbol, coefficient: Double = 1) {
        terms = [variable: coefficient]
        constant = 0
    }

    /// Adds `coefficient × variable`.
    mutating func add(_ variable: LayoutSymbol, _ coefficient: Double = 1) {
        terms[variable, default: 0] += coefficient
    }

    /// Adds `factor × other`.
    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        for (variable, coefficient) in other.terms { terms[variable, default: 0] += coefficient * factor }
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var sum = a
        sum.add(b)
        return sum
    }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var difference = a
        difference.add(b, times: -1)
        return difference
    }

    static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        var product = LinearExpression(constant: 0)
        product.add(a, times: factor)
        return product
    }
}
