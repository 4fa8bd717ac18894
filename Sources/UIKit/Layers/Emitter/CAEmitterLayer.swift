import Foundation

/// A layer that emits, moves and draws particles (R288): each of `emitterCells` emits
/// `birthRate × cell.birthRate` particles a second from `emitterShape` around `emitterPosition`,
/// each living, moving and changing as its cell says. The simulation is a pure function of the
/// layer's time and `seed` (the same frame every run); it starts when the layer is created, and a
/// value changed later applies to particles born after the change, as Core Animation's does.
/// Particles are drawn in the layer's plane above its own content and below its sublayers.
open class CAEmitterLayer: CALayer {
    /// The media time the simulation starts at (the layer's creation).
    package private(set) var simulationStart: CFTimeInterval = CACurrentMediaTime()
    /// The layer-wide values, with when each set took effect.
    package private(set) var history = SettingsHistory(EmitterLayerSettings(), at: CACurrentMediaTime())
    /// The cell lists, with when each was set.
    package private(set) var cellsHistory: [(time: CFTimeInterval, cells: [CAEmitterCell])] = []

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        simulationStart = other.simulationStart
        history = other.history
        cellsHistory = other.cellsHistory
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var values: EmitterLayerSettings { history.current }

    private func set<T>(_ keyPath: WritableKeyPath<EmitterLayerSettings, T>, _ value: T) {
        var next = history.current
        next[keyPath: keyPath] = value
        history.record(next, at: CACurrentMediaTime())
        LayerTreeChanges.invalidate()
    }

    /// The kinds of particle emitted (nil: none).
    open var emitterCells: [CAEmitterCell]? {
        get { cellsHistory.last?.cells }
        set {
            let now = CACurrentMediaTime()
            if let last = cellsHistory.last, last.time >= now { cellsHistory.removeLast() }
            cellsHistory.append((now, newValue ?? []))
            LayerTreeChanges.invalidate()
            Self.register(self)
        }
    }
    /// Multiplies every cell's `birthRate` (default 1; 0 stops emission, the particles alive live on).
    open var birthRate: Float {
        get { values.birthRate }
        set { set(\.birthRate, newValue) }
    }
    /// Multiplies every cell's `lifetime` (default 1).
    open var lifetime: Float {
        get { values.lifetime }
        set { set(\.lifetime, newValue) }
    }
    /// Multiplies every cell's `velocity` (default 1).
    open var velocity: Float {
        get { values.velocity }
        set { set(\.velocity, newValue) }
    }
    /// Multiplies every cell's `scale` (default 1).
    open var scale: Float {
        get { values.scale }
        set { set(\.scale, newValue) }
    }
    /// Multiplies every cell's `spin` (default 1).
    open var spin: Float {
        get { values.spin }
        set { set(\.spin, newValue) }
    }
    /// The centre of the emission shape, in the layer's coordinates (default (0, 0)).
    open var emitterPosition: CGPoint {
        get { values.emitterPosition }
        set { set(\.emitterPosition, newValue) }
    }
    /// The z of the emission shape's centre (default 0; drawn flat here).
    open var emitterZPosition: CGFloat {
        get { values.emitterZPosition }
        set { set(\.emitterZPosition, newValue) }
    }
    /// The size of the emission shape (default zero).
    open var emitterSize: CGSize {
        get { values.emitterSize }
        set { set(\.emitterSize, newValue) }
    }
    /// The depth of a cuboid or sphere (default 0; drawn flat here).
    open var emitterDepth: CGFloat {
        get { values.emitterDepth }
        set { set(\.emitterDepth, newValue) }
    }
    /// The emission shape (default `.point`).
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { values.emitterShape }
        set { set(\.emitterShape, newValue) }
    }
    /// Where on the shape particles start (default `.volume`).
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { values.emitterMode }
        set { set(\.emitterMode, newValue) }
    }
    /// The seed of the generator that draws each particle's values within their ranges (default 0).
    open var seed: UInt32 {
        get { values.seed }
        set { set(\.seed, newValue) }
    }
    /// How particles are composited (default `.unordered`).
    open var renderMode: CAEmitterLayerRenderMode = .unordered { didSet { LayerTreeChanges.invalidate() } }
    /// Whether particles keep their depth (kept; particles lie in the layer's plane here).
    open var preservesDepth = false

    /// Emitters that have been given cells, held weakly: the frame loop keeps drawing while one of
    /// them in a layer tree has particles.
    private static var registered: [WeakEmitter] = []

    private struct WeakEmitter {
        weak var layer: CAEmitterLayer?
    }

    private static func register(_ layer: CAEmitterLayer) {
        registered.removeAll { $0.layer == nil }
        if !registered.contains(where: { $0.layer === layer }) { registered.append(WeakEmitter(layer: layer)) }
    }

    /// Whether some emitter in a layer tree has particles alive or being born now (R288): its
    /// pixels change with time alone, so the host must keep drawing frames (`FrameCycle.isAnimating`).
    package static var hasLiveParticles: Bool {
        let now = CACurrentMediaTime()
        return registered.contains { entry in
            guard let layer = entry.layer, layer.superlayer != nil || layer.delegate != nil else { return false }
            let rate = layer.birthRate * (layer.emitterCells ?? []).reduce(0) { $0 + ($1.isEnabled ? $1.birthRate : 0) }
            return rate > 0 || !layer.particles(atLocalTime: layer.localTime(atMediaTime: now)).isEmpty
        }
    }

    /// The particles alive when the layer's local time is `localTime`, in drawing order for
    /// `renderMode` (R288).
    package func particles(atLocalTime localTime: CFTimeInterval) -> [EmitterParticle] {
        let start = self.localTime(atMediaTime: simulationStart)
        func simulationTime(_ media: CFTimeInterval) -> Double { self.localTime(atMediaTime: media) - start }
        let simulation = EmitterSimulation(
            layerHistory: history.entries.map { (simulationTime($0.time), $0.value) },
            cellsHistory: cellsHistory.map { (simulationTime($0.time), $0.cells) },
            cellHistory: { cell in cell.history.entries.map { (simulationTime($0.time), $0.value) } })
        var alive = simulation.particles(at: localTime - start)
        switch renderMode {
        case .oldestFirst, .backToFront, .additive:
            alive.sort { ($0.birthTime, $0.cellIndex) < ($1.birthTime, $1.cellIndex) }
        case .oldestLast:
            alive.sort { ($0.birthTime, $0.cellIndex) > ($1.birthTime, $1.cellIndex) }
        default: break
        }
        return alive
    }
}
