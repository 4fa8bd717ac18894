import Foundation

/// The particles of an emitter as a pure function of time (R288): births are where the integral of
/// the birth rate (piecewise constant between recorded changes) passes k + ½ for particle k, and
/// each particle's values are drawn from a hash of the seed, its cell and its number, so any frame
/// can be computed on its own — the same in every run, scrubbed or stepped.
struct EmitterSimulation {
    /// The layer's values with the simulation time each took effect, oldest first.
    var layerHistory: [(time: Double, value: EmitterLayerSettings)]
    /// The cell lists with the simulation time each was set, oldest first.
    var cellsHistory: [(time: Double, cells: [CAEmitterCell])]
    /// A cell's values with the simulation time each took effect, oldest first.
    var cellHistory: (CAEmitterCell) -> [(time: Double, value: EmitterCellSettings)]

    /// The particles alive at simulation time `t`, cell by cell, oldest first.
    func particles(at t: Double) -> [EmitterParticle] {
        guard t >= 0 else { return [] }
        var cells: [CAEmitterCell] = []
        for entry in cellsHistory {
            for cell in entry.cells where !cells.contains(where: { $0 === cell }) { cells.append(cell) }
        }
        var out: [EmitterParticle] = []
        for (index, cell) in cells.enumerated() {
            out += particles(of: cell, index: index, at: t)
        }
        return out
    }

    private static func value<V>(_ entries: [(time: Double, value: V)], at t: Double) -> V {
        var result = entries[0].value
        for entry in entries where entry.time <= t { result = entry.value }
        return result
    }

    private func cellIsListed(_ cell: CAEmitterCell, at t: Double) -> Bool {
        var listed: [CAEmitterCell] = []
        for entry in cellsHistory where entry.time <= t { listed = entry.cells }
        return listed.contains { $0 === cell }
    }

    private func particles(of cell: CAEmitterCell, index: Int, at t: Double) -> [EmitterParticle] {
        let own = cellHistory(cell)
        guard !own.isEmpty, !layerHistory.isEmpty else { return [] }
        // The oldest a particle alive now can be: the longest lifetime under any recorded values.
        let longest =
            own.map { $0.value }.flatMap { c in layerHistory.map { c.longestLifetime(multiplier: $0.value.lifetime) } }
            .max() ?? 0
        guard longest > 0 else { return [] }
        // Segments of constant rate: every recorded change, and the cell's active interval.
        var breaks = Set([0.0, t])
        for entry in layerHistory where entry.time > 0 && entry.time < t { breaks.insert(entry.time) }
        for entry in own where entry.time > 0 && entry.time < t { breaks.insert(entry.time) }
        for entry in cellsHistory where entry.time > 0 && entry.time < t { breaks.insert(entry.time) }
        for entry in own {
            for edge in [entry.value.beginTime, entry.value.beginTime + entry.value.duration]
            where edge > 0 && edge < t {
                breaks.insert(edge)
            }
        }
        let times = breaks.sorted()
        var out: [EmitterParticle] = []
        var births = 0.0  // the integral of the rate up to the segment's start
        for i in 0..<(times.count - 1) {
            let (a, b) = (times[i], times[i + 1])
            let layer = Self.value(layerHistory, at: a)
            let values = Self.value(own, at: a)
            let active = a >= values.beginTime && (values.duration <= 0 || a < values.beginTime + values.duration)
            let rate =
                values.isEnabled && active && cellIsListed(cell, at: a)
                ? max(0, Double(layer.birthRate) * Double(values.birthRate)) : 0
            defer { births += rate * (b - a) }
            guard rate > 0, b > t - longest else { continue }
            // Particle k is born where the integral reaches k + ½.
            let from = max(a, t - longest)
            var k = Int((births + rate * (from - a) - 0.5).rounded(.up))
            while true {
                let birth = a + (Double(k) + 0.5 - births) / rate
                if birth >= b || birth > t { break }
                if birth >= from,
                    let particle = Self.particle(k, of: values, layer, cell: cell, index: index, birth: birth, at: t)
                {
                    out.append(particle)
                }
                k += 1
            }
        }
        return out
    }

    /// Particle `k` of a cell born at `birth` under `c` and `e`, at simulation time `t`; nil once it
    /// has died.
    static func particle(
        _ k: Int, of c: EmitterCellSettings, _ e: EmitterLayerSettings, cell: CAEmitterCell, index: Int,
        birth: Double, at t: Double
    ) -> EmitterParticle? {
        var draw = ParticleRandom(seed: e.seed, cell: index, particle: k)
        /// A value drawn uniformly in [mean − range/2, mean + range/2].
        func vary(_ mean: Double, _ range: Double) -> Double { mean + range * (draw.next() - 0.5) }
        let age = t - birth
        let lifetime = vary(Double(c.lifetime), Double(c.lifetimeRange)) * Double(e.lifetime)
        guard age >= 0, age < lifetime else { return nil }
        let origin = origin(e, &draw)
        let angle = vary(Double(c.emissionLongitude), Double(c.emissionRange))
        let latitude = vary(Double(c.emissionLatitude), 0)
        let speed = vary(Double(c.velocity), Double(c.velocityRange)) * Double(e.velocity)
        let v0 = (x: speed * cos(angle) * cos(latitude), y: speed * sin(angle) * cos(latitude))
        let (ax, ay) = (Double(c.xAcceleration), Double(c.yAcceleration))
        let position = CGPoint(
            x: origin.x + v0.x * age + 0.5 * ax * age * age, y: origin.y + v0.y * age + 0.5 * ay * age * age)
        let scale = max(0, (vary(Double(c.scale), Double(c.scaleRange)) + Double(c.scaleSpeed) * age) * Double(e.scale))
        let spin = vary(Double(c.spin), Double(c.spinRange)) * Double(e.spin)
        func component(_ base: CGFloat, _ range: Float, _ speed: Float) -> CGFloat {
            CGFloat(min(max(vary(Double(base), Double(range)) + Double(speed) * age, 0), 1))
        }
        let red = component(c.color.red, c.redRange, c.redSpeed)
        let green = component(c.color.green, c.greenRange, c.greenSpeed)
        let blue = component(c.color.blue, c.blueRange, c.blueSpeed)
        let alpha = component(c.color.alpha, c.alphaRange, c.alphaSpeed)
        return EmitterParticle(
            cellIndex: index, cell: ObjectIdentifier(cell), serial: k, birthTime: birth, age: age,
            lifetime: lifetime, position: position,
            velocity: CGVector(dx: v0.x + ax * age, dy: v0.y + ay * age), scale: CGFloat(scale),
            rotation: CGFloat(spin * age), red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Where a particle starts on the layer's emission shape.
    static func origin(_ e: EmitterLayerSettings, _ draw: inout ParticleRandom) -> CGPoint {
        let centre = e.emitterPosition
        let (w, h) = (Double(e.emitterSize.width), Double(e.emitterSize.height))
        let (u, v) = (draw.next(), draw.next())
        let outline = e.emitterMode == .outline
        switch e.emitterShape {
        case .line:
            return CGPoint(x: Double(centre.x) + w * (u - 0.5), y: Double(centre.y))
        case .rectangle, .cuboid:
            guard outline, w + h > 0 else {
                return CGPoint(x: Double(centre.x) + w * (u - 0.5), y: Double(centre.y) + h * (v - 0.5))
            }
            // A point along the perimeter, walked clockwise from the top-left corner.
            var d = u * 2 * (w + h)
            let (x0, y0) = (Double(centre.x) - w / 2, Double(centre.y) - h / 2)
            if d < w { return CGPoint(x: x0 + d, y: y0) }
            d -= w
            if d < h { return CGPoint(x: x0 + w, y: y0 + d) }
            d -= h
            if d < w { return CGPoint(x: x0 + w - d, y: y0 + h) }
            return CGPoint(x: x0, y: y0 + h - (d - w))
        case .circle, .sphere:
            let radius = w / 2 * (outline ? 1 : v.squareRoot())
            let theta = 2 * Double.pi * u
            return CGPoint(x: Double(centre.x) + radius * cos(theta), y: Double(centre.y) + radius * sin(theta))
        default:
            return centre
        }
    }
}

/// The deterministic generator of one particle's values: SplitMix64 over the layer's seed, the
/// cell's index and the particle's number (Steele, Lea, Flood, "Fast splittable pseudorandom
/// number generators", 2014).
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state =
            UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    /// The next value, uniform in [0, 1).
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
