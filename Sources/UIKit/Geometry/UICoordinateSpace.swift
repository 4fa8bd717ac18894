import Foundation

/// Something with its own coordinates that points and rectangles convert between: a view, or a
/// screen's coordinate space (R248).
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// The bounds of the space.
    var bounds: CGRect { get }
    /// `point` from this space into `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `point` from `coordinateSpace` into this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `rect` from this space into `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// `rect` from `coordinateSpace` into this space.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        // Another space is the screen's: window coordinates are screen coordinates on a phone.
        return convert(point, to: nil as UIView?)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return convert(point, from: nil as UIView?)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return convert(rect, to: nil as UIView?)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return convert(rect, from: nil as UIView?)
    }
}

/// A screen's coordinate space: the screen's bounds, in which a phone's window sits at the origin.
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    private weak var screen: UIScreen?
    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }
    var bounds: CGRect { screen?.bounds ?? .zero }
    private var window: UIWindow? { UIApplication.shared.keyWindow }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        guard let view = coordinateSpace as? UIView else { return point }
        return view.convert(point, from: nil as UIView?)
    }
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        guard let view = coordinateSpace as? UIView else { return point }
        return view.convert(point, to: nil as UIView?)
    }
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.convert(rect, from: nil as UIView?)
    }
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.convert(rect, to: nil as UIView?)
    }
}

extension UIScreen {
    /// The screen's coordinate space (the window's, on a phone).
    public var coordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
    /// The screen's coordinates in portrait, whatever the interface orientation (here: the same
    /// space as `coordinateSpace`, which is what a portrait interface has).
    public var fixedCoordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
}
