import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// `CAEmitterLayer` and `CAEmitterCell` (R288): particles born at the cell's rate, moving, ageing
/// and drawn as a pure function of the layer's time and seed.
@MainActor
final class CAEmitterLayerRenderingTests: XCTestCase {
    private var clock: MediaClock!

    override func setUp() async throws {
        await MainActor.run {
            UIKitRuntime.reset()
            clock = MediaClock(time: 10)
            clock.makeCurrent()
        }
    }

    /// A white square image of `side` pixels.
    private func square(_ side: Int) -> CGImage {
        CGImage(width: side, height: side, rgba: Data(repeating: 255, count: side * side * 4))
    }

    private func emitter(_ configure: (CAEmitterCell) -> Void) -> (CAEmitterLayer, CAEmitterCell) {
        let layer = CAEmitterLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        cell.contents = square(4)
        configure(cell)
        layer.emitterCells = [cell]
        return (layer, cell)
    }

    func testR288BirthsFollowTheRateAndLifetime() async throws {
        let (layer, cell) = emitter {
            $0.birthRate = 10
            $0.lifetime = 0.5
        }
        XCTAssertEqual(layer.birthRate, 1, "the layer's multipliers default to 1")
        XCTAssertEqual(cell.scale, 1)
        XCTAssertTrue(layer.particles(atLocalTime: 10).isEmpty, "none at the start")
        let early = layer.particles(atLocalTime: 10.3)
        XCTAssertEqual(early.count, 3, "10 a second: born at 0.05, 0.15, 0.25 s")
        XCTAssertEqual(early.map(\.serial), [0, 1, 2])
        XCTAssertEqual(early[0].age, 0.25, accuracy: 1e-9)
        let later = layer.particles(atLocalTime: 12)
        XCTAssertEqual(later.count, 5, "a half-second lifetime keeps five alive")
        XCTAssertTrue(later.allSatisfy { $0.age < 0.5 })
        clock.advance(to: 12)
        layer.birthRate = 2
        XCTAssertEqual(layer.particles(atLocalTime: 12).count, 5, "the change applies from now on")
        XCTAssertEqual(layer.particles(atLocalTime: 12.5).count, 10, "2 × 10 a second for half a second")
    }

    func testR288ParticlesMoveWithVelocityAndAcceleration() async throws {
        let (layer, _) = emitter {
            $0.birthRate = 1
            $0.lifetime = 10
            $0.velocity = 100
            $0.emissionLongitude = .pi / 2
            $0.xAcceleration = 20
        }
        let particle = try XCTUnwrap(layer.particles(atLocalTime: 11.5).first)
        // Born at 0.5 s, 1 s old: 100 pt down, 10 pt right (½ × 20 × 1²).
        XCTAssertEqual(particle.age, 1, accuracy: 1e-9)
        XCTAssertEqual(particle.position.x, 110, accuracy: 1e-6)
        XCTAssertEqual(particle.position.y, 200, accuracy: 1e-6)
        XCTAssertEqual(particle.velocity.dx, 20, accuracy: 1e-6)
    }

    func testR288RangesStayWithinHalfTheRangeAndTheSeedDecides() async throws {
        let (layer, cell) = emitter {
            $0.birthRate = 200
            $0.lifetime = 2
            $0.lifetimeRange = 1
            $0.velocity = 50
            $0.velocityRange = 20
            $0.emissionRange = 2 * .pi
            $0.scale = 1
            $0.scaleRange = 0.5
        }
        XCTAssertEqual(cell.velocityRange, 20)
        let particles = layer.particles(atLocalTime: 11)
        XCTAssertEqual(particles.count, 200)
        XCTAssertTrue(particles.allSatisfy { $0.lifetime >= 1.5 && $0.lifetime <= 2.5 })
        XCTAssertTrue(particles.allSatisfy { $0.scale >= 0.75 && $0.scale <= 1.25 })
        let speeds = particles.map { hypot($0.velocity.dx, $0.velocity.dy) }
        XCTAssertTrue(speeds.allSatisfy { $0 >= 40 - 1e-9 && $0 <= 60 + 1e-9 })
        XCTAssertGreaterThan(speeds.max()! - speeds.min()!, 15, "spread over the range")
        let rightward = particles.filter { $0.velocity.dx > 0 }.count
        XCTAssertTrue((70...130).contains(rightward), "a full cone goes every way: \(rightward) of 200 right")
        XCTAssertEqual(layer.particles(atLocalTime: 11), particles, "the same frame every time")
        let (reseeded, _) = emitter {
            $0.birthRate = 200
            $0.lifetime = 2
            $0.lifetimeRange = 1
            $0.velocity = 50
            $0.velocityRange = 20
            $0.emissionRange = 2 * .pi
            $0.scaleRange = 0.5
        }
        reseeded.seed = 7
        let other = reseeded.particles(atLocalTime: 11)
        XCTAssertEqual(other.count, 200, "the seed changes the draws, not the births")
        XCTAssertNotEqual(other.map(\.scale), particles.map(\.scale), "another seed, other draws")
    }

    func testR288ShapesPlaceParticlesOnTheirEmitter() async throws {
        let (layer, _) = emitter {
            $0.birthRate = 100
            $0.lifetime = 1
        }
        layer.emitterSize = CGSize(width: 80, height: 40)
        layer.emitterShape = .line
        let line = layer.particles(atLocalTime: 10.5)
        XCTAssertTrue(line.allSatisfy { abs($0.position.y - 100) < 1e-9 && abs($0.position.x - 100) <= 40 })
        clock.advance(to: 11)
        layer.emitterShape = .rectangle
        let rect = layer.particles(atLocalTime: 11.9).filter { $0.birthTime >= 1 }
        XCTAssertFalse(rect.isEmpty)
        XCTAssertTrue(rect.allSatisfy { abs($0.position.x - 100) <= 40 && abs($0.position.y - 100) <= 20 })
        clock.advance(to: 12)
        layer.emitterShape = .circle
        layer.emitterMode = .outline
        let circle = layer.particles(atLocalTime: 12.9).filter { $0.birthTime >= 2 }
        XCTAssertFalse(circle.isEmpty)
        XCTAssertTrue(circle.allSatisfy { abs(hypot($0.position.x - 100, $0.position.y - 100) - 40) < 1e-6 })
        XCTAssertTrue(
            layer.particles(atLocalTime: 12.9).filter { $0.birthTime < 2 && $0.birthTime >= 1 }.allSatisfy {
                abs($0.position.y - 100) <= 20
            }, "particles born under the rectangle keep where they started")
    }

    func testR288StoppingEmissionLetsParticlesLiveOut() async throws {
        let (layer, _) = emitter {
            $0.birthRate = 10
            $0.lifetime = 1
        }
        clock.advance(to: 11)
        layer.birthRate = 0
        XCTAssertEqual(layer.particles(atLocalTime: 11.5).count, 5, "the last second's particles still alive")
        XCTAssertTrue(layer.particles(atLocalTime: 12.1).isEmpty, "and gone once they have lived")
    }

    func testR288KeyPathsReachANamedCell() async throws {
        let (layer, cell) = emitter {
            $0.birthRate = 10
            $0.lifetime = 1
        }
        cell.name = "confetti"
        clock.advance(to: 11)
        layer.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")
        XCTAssertEqual(cell.birthRate, 0)
        XCTAssertEqual(layer.value(forKeyPath: "emitterCells.confetti.birthRate") as? Float, 0)
        XCTAssertEqual(layer.particles(atLocalTime: 11.5).count, 5, "emission stopped at 1 s")
        layer.setValue(0.5, forKeyPath: "emitterCells.nobody.birthRate")
        XCTAssertEqual(cell.birthRate, 0, "an unknown name reaches nothing")
    }

    func testR288ALiveEmitterKeepsFramesComing() async throws {
        let (layer, _) = emitter {
            $0.birthRate = 10
            $0.lifetime = 1
        }
        XCTAssertFalse(FrameCycle.isAnimating, "not in a layer tree")
        let root = CALayer()
        root.addSublayer(layer)
        XCTAssertTrue(FrameCycle.isAnimating, "particles change with time alone: the host keeps drawing")
        clock.advance(to: 11)
        layer.birthRate = 0
        XCTAssertTrue(FrameCycle.isAnimating, "the particles alive live on")
        clock.advance(to: 12.1)
        XCTAssertFalse(FrameCycle.isAnimating, "all have lived out: the host may sleep")
    }

    func testR288AlphaSpeedAndScaleSpeedChangeParticlesWithAge() async throws {
        let (layer, _) = emitter {
            $0.birthRate = 1
            $0.lifetime = 5
            $0.alphaSpeed = -0.25
            $0.scaleSpeed = 0.5
            $0.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        }
        let particle = try XCTUnwrap(layer.particles(atLocalTime: 12.5).first)
        XCTAssertEqual(particle.age, 2, accuracy: 1e-9)
        XCTAssertEqual(particle.alpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(particle.scale, 2, accuracy: 1e-6)
        XCTAssertEqual(particle.green, 0.5, accuracy: 1e-6)
    }

    func testR288ACellWithoutContentsDrawsNothing() async throws {
        let (layer, cell) = emitter {
            $0.birthRate = 50
            $0.lifetime = 10
            $0.color = CGColor(gray: 0, alpha: 1)
        }
        cell.contents = nil
        clock.advance(to: 11)
        let canvas = try renderOnWhite(layer, width: 200, height: 200).canvas
        assertPixel(canvas, 100, 100, is: (255, 255, 255), "no image, no particle")
        cell.contents = square(4)
        let drawn = try renderOnWhite(layer, width: 200, height: 200).canvas
        assertPixel(drawn, 100, 100, is: (0, 0, 0), "a black-tinted square at the emitter")
    }

    func testR288AdditiveRenderModeAddsColours() async throws {
        let background = CALayer()
        background.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        background.backgroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        let (layer, _) = emitter {
            $0.birthRate = 2
            $0.lifetime = 10
            $0.color = CGColor(red: 0.4, green: 0, blue: 0, alpha: 1)
        }
        layer.renderMode = .additive
        background.addSublayer(layer)
        clock.advance(to: 11)
        // Two particles on the same spot: 0.2 + 0.4 + 0.4 red.
        let canvas = try renderOnWhite(background, width: 200, height: 200).canvas
        assertPixel(canvas, 100, 100, is: (255, 51, 51), tolerance: 3)
        layer.renderMode = .unordered
        let normal = try renderOnWhite(background, width: 200, height: 200).canvas
        assertPixel(normal, 100, 100, is: (102, 0, 0), tolerance: 3, "normal blending covers")
    }

    /// Confetti as apps throw it: a line along the top, coloured rectangles falling and turning,
    /// one second after the emitter was added.
    func testR288ConfettiAfterOneSecondGolden() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 240)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let layer = CAEmitterLayer()
        layer.frame = root.bounds
        layer.emitterPosition = CGPoint(x: 100, y: -10)
        layer.emitterShape = .line
        layer.emitterSize = CGSize(width: 200, height: 1)
        let colors: [CGColor] = [
            CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1), CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1),
            CGColor(red: 0, green: 0.48, blue: 1, alpha: 1), CGColor(red: 1, green: 0.8, blue: 0, alpha: 1),
        ]
        let piece = CGImage(width: 8, height: 4, rgba: Data(repeating: 255, count: 8 * 4 * 4))
        layer.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.birthRate = 12
            cell.lifetime = 6
            cell.velocity = 120
            cell.velocityRange = 60
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 4
            cell.yAcceleration = 80
            cell.spin = 3
            cell.spinRange = 4
            cell.scale = 1
            cell.scaleRange = 0.5
            cell.color = color
            cell.contents = piece
            return cell
        }
        root.addSublayer(layer)
        clock.advance(to: 11)
        FrameCycle.run(windows: [])
        let particles = layer.particles(atLocalTime: 11)
        XCTAssertEqual(particles.count, 48, "four cells × 12 a second × 1 s")
        let canvas = try renderOnWhite(root, width: 200, height: 240).canvas
        try assertGolden(canvas, named: "layers-emitter-confetti-1s")
    }
}
