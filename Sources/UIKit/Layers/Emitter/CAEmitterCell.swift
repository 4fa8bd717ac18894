import Foundation

/// One kind of particle an emitter layer emits (R288): how many a second (`birthRate`), for how
/// long (`lifetime` ± `lifetimeRange`), which way and how fast, how they grow, turn and change
/// colour, and the image they draw (`contents`). A value with a range is drawn for each particle
/// uniformly in [value − range/2, value + range/2], from the emitter's seeded generator. A particle
/// keeps the values in force when it was born; changing a value changes the particles born after.
@preconcurrency @MainActor
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// Every particle-shaping value, with when each set of values took effect.
    package private(set) var history: SettingsHistory<EmitterCellSettings>

    /// Creates a cell with Core Animation's defaults (no particles until `birthRate` is set).
    public override init() {
        history = SettingsHistory(EmitterCellSettings(), at: CACurrentMediaTime())
        super.init()
    }

    /// Creates a cell from an archive: no archives here, so it is the cell `init()` gives.
    public required init?(coder: NSCoder) {
        history = SettingsHistory(EmitterCellSettings(), at: CACurrentMediaTime())
        super.init()
    }

    /// Core Animation's default for a key (nil for keys this cell does not know).
    open class func defaultValue(forKey key: String) -> Any? {
        let d = EmitterCellSettings()
        switch key {
        case "enabled": return d.isEnabled
        case "scale": return d.scale
        case "color": return d.color
        case "contentsRect": return d.contentsRect
        case "contentsScale": return d.contentsScale
        case "birthRate", "lifetime", "lifetimeRange": return Float(0)
        default: return nil
        }
    }

    /// Whether the value for `key` is archived (always: there is no archiving here).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    private var values: EmitterCellSettings { history.current }

    private func set<T>(_ keyPath: WritableKeyPath<EmitterCellSettings, T>, _ value: T) {
        var next = history.current
        next[keyPath: keyPath] = value
        history.record(next, at: CACurrentMediaTime())
        LayerTreeChanges.invalidate()
    }

    /// The cell's name, used in key paths (`emitterCells.NAME.birthRate`).
    open var name: String?
    /// Whether the cell emits (default true).
    open var isEnabled: Bool {
        get { values.isEnabled }
        set { set(\.isEnabled, newValue) }
    }
    /// Particles per second, multiplied by the layer's `birthRate` (default 0).
    open var birthRate: Float {
        get { values.birthRate }
        set { set(\.birthRate, newValue) }
    }
    /// Seconds each particle lives, multiplied by the layer's `lifetime` (default 0).
    open var lifetime: Float {
        get { values.lifetime }
        set { set(\.lifetime, newValue) }
    }
    /// The range of `lifetime` (default 0).
    open var lifetimeRange: Float {
        get { values.lifetimeRange }
        set { set(\.lifetimeRange, newValue) }
    }
    /// The angle of emission out of the x–y plane (default 0; drawn flat here).
    open var emissionLatitude: CGFloat {
        get { values.emissionLatitude }
        set { set(\.emissionLatitude, newValue) }
    }
    /// The angle of emission in the x–y plane, from the x axis towards y (down, on iOS) (default 0).
    open var emissionLongitude: CGFloat {
        get { values.emissionLongitude }
        set { set(\.emissionLongitude, newValue) }
    }
    /// The width of the cone of emission around the emission angle, in radians (default 0).
    open var emissionRange: CGFloat {
        get { values.emissionRange }
        set { set(\.emissionRange, newValue) }
    }
    /// Initial speed in points per second, multiplied by the layer's `velocity` (default 0).
    open var velocity: CGFloat {
        get { values.velocity }
        set { set(\.velocity, newValue) }
    }
    /// The range of `velocity` (default 0).
    open var velocityRange: CGFloat {
        get { values.velocityRange }
        set { set(\.velocityRange, newValue) }
    }
    /// Acceleration along x, points per second squared (default 0).
    open var xAcceleration: CGFloat {
        get { values.xAcceleration }
        set { set(\.xAcceleration, newValue) }
    }
    /// Acceleration along y, points per second squared (default 0; positive falls down the screen).
    open var yAcceleration: CGFloat {
        get { values.yAcceleration }
        set { set(\.yAcceleration, newValue) }
    }
    /// Acceleration along z (default 0; drawn flat here).
    open var zAcceleration: CGFloat {
        get { values.zAcceleration }
        set { set(\.zAcceleration, newValue) }
    }
    /// The size of the image, multiplied by the layer's `scale` (default 1).
    open var scale: CGFloat {
        get { values.scale }
        set { set(\.scale, newValue) }
    }
    /// The range of `scale` (default 0).
    open var scaleRange: CGFloat {
        get { values.scaleRange }
        set { set(\.scaleRange, newValue) }
    }
    /// Change of scale per second of a particle's life (default 0).
    open var scaleSpeed: CGFloat {
        get { values.scaleSpeed }
        set { set(\.scaleSpeed, newValue) }
    }
    /// Turning speed in radians per second, multiplied by the layer's `spin` (default 0).
    open var spin: CGFloat {
        get { values.spin }
        set { set(\.spin, newValue) }
    }
    /// The range of `spin` (default 0).
    open var spinRange: CGFloat {
        get { values.spinRange }
        set { set(\.spinRange, newValue) }
    }
    /// The colour the image is multiplied by (default opaque white).
    open var color: CGColor? {
        get { values.color }
        set { set(\.color, newValue ?? CGColor(gray: 1, alpha: 1)) }
    }
    /// The range of the red component (default 0).
    open var redRange: Float {
        get { values.redRange }
        set { set(\.redRange, newValue) }
    }
    /// The range of the green component (default 0).
    open var greenRange: Float {
        get { values.greenRange }
        set { set(\.greenRange, newValue) }
    }
    /// The range of the blue component (default 0).
    open var blueRange: Float {
        get { values.blueRange }
        set { set(\.blueRange, newValue) }
    }
    /// The range of the alpha component (default 0).
    open var alphaRange: Float {
        get { values.alphaRange }
        set { set(\.alphaRange, newValue) }
    }
    /// Change of the red component per second (default 0).
    open var redSpeed: Float {
        get { values.redSpeed }
        set { set(\.redSpeed, newValue) }
    }
    /// Change of the green component per second (default 0).
    open var greenSpeed: Float {
        get { values.greenSpeed }
        set { set(\.greenSpeed, newValue) }
    }
    /// Change of the blue component per second (default 0).
    open var blueSpeed: Float {
        get { values.blueSpeed }
        set { set(\.blueSpeed, newValue) }
    }
    /// Change of the alpha component per second (default 0; negative fades particles out).
    open var alphaSpeed: Float {
        get { values.alphaSpeed }
        set { set(\.alphaSpeed, newValue) }
    }
    /// The image each particle draws: a `CGImage` (a cell without one draws nothing, as on iOS).
    open var contents: Any? { didSet { LayerTreeChanges.invalidate() } }
    /// The part of `contents` drawn, in unit coordinates (default the whole image).
    open var contentsRect: CGRect {
        get { values.contentsRect }
        set { set(\.contentsRect, newValue) }
    }
    /// Pixels of `contents` per point (default 1).
    open var contentsScale: CGFloat {
        get { values.contentsScale }
        set { set(\.contentsScale, newValue) }
    }
    /// The filter for enlarged images (kept; images are filtered linearly).
    open var magnificationFilter: String = "linear"
    /// The filter for reduced images (kept; images are filtered linearly).
    open var minificationFilter: String = "linear"
    /// The mipmap bias for reduced images (kept).
    open var minificationFilterBias: Float = 0
    /// Cells emitted by each particle of this one (kept, not simulated: particles do not emit).
    open var emitterCells: [CAEmitterCell]?
    /// Extra values (kept).
    open var style: [AnyHashable: Any]?

    // MARK: CAMediaTiming

    /// When, in seconds of the emitter's simulation, the cell starts emitting (default 0).
    public var beginTime: CFTimeInterval {
        get { values.beginTime }
        set { set(\.beginTime, newValue) }
    }
    /// For how long the cell emits (default 0: for ever).
    public var duration: CFTimeInterval {
        get { values.duration }
        set { set(\.duration, newValue) }
    }
    /// Kept for CAMediaTiming.
    public var speed: Float = 1
    /// Kept for CAMediaTiming.
    public var timeOffset: CFTimeInterval = 0
    /// Kept for CAMediaTiming.
    public var repeatCount: Float = 0
    /// Kept for CAMediaTiming.
    public var repeatDuration: CFTimeInterval = 0
    /// Kept for CAMediaTiming.
    public var autoreverses = false
    /// Kept for CAMediaTiming.
    public var fillMode: CAMediaTimingFillMode = .removed
}
