// `import QuartzCore` alone gives Core Animation: layers, animations, 3-D transforms, media time.
import QuartzCore

/// Names this file can use with nothing imported but QuartzCore.
enum QuartzCoreImports {
    static let quarterTurn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

    static func spinningLayer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = Double.pi
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(spin, forKey: "spin")
        return layer
    }

    static func now() -> CFTimeInterval { CACurrentMediaTime() }

    static func isIdentity(_ transform: CATransform3D) -> Bool { CATransform3DIsIdentity(transform) }
}
