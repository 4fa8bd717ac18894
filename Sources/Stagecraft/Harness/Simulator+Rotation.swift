import Foundation
import UIKit

extension Simulator {
    /// The interface orientation.
    public var orientation: UIInterfaceOrientation { window.interfaceOrientation }

    /// The device turned to the current orientation.
    public var geometry: DeviceGeometry { device.geometry(orientation) }

    /// Rotates the device so the interface turns to `orientation` (R100–R105): the hierarchy gets
    /// `viewWillTransition(to:with:)` with a live coordinator and the layout animates (0.3 s per
    /// quarter turn). Refused (returns false, with a diagnostic) during a non-interactive transition
    /// (R18) or when the top controller does not support the orientation.
    @discardableResult
    public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) -> Bool {
        // The device turns whether or not the interface follows (R248).
        UIDevice.current.setOrientation(UIDeviceOrientation(interfaceOrientation: orientation))
        let target = device.geometry(orientation)
        let started = window.rotate(
            to: orientation, safeAreaInsets: target.safeAreaInsets, traits: target.traits(scale: scale),
            animated: animated)
        if started { application.setStatusBarFrame(target.statusBarFrame) }
        settle()
        return started
    }

    /// Turns the interface for `UIWindowScene.requestGeometryUpdate` (R248): to the first of
    /// landscape right, landscape left, portrait, upside down that `mask` allows (iOS turns a phone
    /// asked for landscape to landscape right first). Returns whether a rotation started.
    func rotateInterface(toOneOf mask: UIInterfaceOrientationMask) -> Bool {
        let order: [UIInterfaceOrientation] = [.landscapeRight, .landscapeLeft, .portrait, .portraitUpsideDown]
        for candidate in order where mask.allows(candidate) && candidate != orientation {
            if rotate(to: candidate) { return true }
        }
        return false
    }

    /// Turns the device a quarter turn counter-clockwise (⌘← in the iOS Simulator): portrait goes to
    /// landscape right, landscape left back to portrait.
    @discardableResult
    public func rotateLeft() -> Bool {
        switch orientation {
        case .portrait: return rotate(to: .landscapeRight)
        case .landscapeLeft: return rotate(to: .portrait)
        case .portraitUpsideDown: return rotate(to: .landscapeLeft)
        default: return rotate(to: .portraitUpsideDown)
        }
    }

    /// Turns the device a quarter turn clockwise (⌘→): portrait goes to landscape left.
    @discardableResult
    public func rotateRight() -> Bool {
        switch orientation {
        case .portrait: return rotate(to: .landscapeLeft)
        case .landscapeRight: return rotate(to: .portrait)
        case .portraitUpsideDown: return rotate(to: .landscapeRight)
        default: return rotate(to: .portraitUpsideDown)
        }
    }
}
