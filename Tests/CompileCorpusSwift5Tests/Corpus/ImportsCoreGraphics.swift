// `import CoreGraphics` alone gives the CG types: geometry, affine transforms, colours, vectors.
import CoreGraphics

/// Names this file can use with nothing imported but CoreGraphics.
enum CoreGraphicsImports {
    static let translucentRed = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    static let rightward = CGVector(dx: 1, dy: 0)

    static func turnedQuarter(_ rect: CGRect) -> CGRect { rect.applying(CGAffineTransform(rotationAngle: .pi / 2)) }
}
