import Foundation

extension UIWindow {
    /// The traits of a phone before any host sets them.
    static let defaultTraits = UITraitCollection(
        horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1, userInterfaceStyle: .light,
        preferredContentSizeCategory: .large)

    /// Rotates the interface to `orientation` as the device turned (R100–R105): refuses while a
    /// non-interactive transition runs (R18) or when the top controller does not support it; else
    /// announces the trait change (R101–R102) and the size change with a coordinator whose alongside
    /// animations run in the rotation's animation, then animates the window's bounds and a
    /// counter-rotation to the new layout. Returns whether the rotation started.
    @discardableResult
    package func rotate(
        to orientation: UIInterfaceOrientation, safeAreaInsets newInsets: UIEdgeInsets,
        traits deviceTraits: UITraitCollection,
        animated: Bool = true
    ) -> Bool {
        // The device gives size classes and scale; appearance and text size stay.
        let newTraits = UITraitCollection(traitsFrom: [windowTraits, deviceTraits])
        let from = interfaceOrientation
        guard orientation != from else { return false }
        if let busy = TransitionDriver.inFlight.first(where: { !$0.context.isInteractive }) {
            DiagnosticLog.current.report(
                "rotationRefused",
                "rotation to \(orientation) refused: \(busy.context.name) is running and UIKit disables autorotation during a non-interactive transition",
                rule: "R18")
            return false
        }
        guard orientation != .portraitUpsideDown || deviceRotatesUpsideDown else {
            // R166: an iPhone without a Home button never turns the interface upside down.
            DiagnosticLog.current.report(
                "upsideDownNotSupportedByDevice",
                "rotation to portraitUpsideDown refused: an iPhone without a Home button never turns its interface upside down, whatever supportedInterfaceOrientations allows (phones with a Home button do, when the top controller supports it)",
                rule: "R166")
            return false
        }
        guard let root = rootViewController else { return false }
        var top = root
        while let presented = top.presentedViewController { top = presented }
        guard top.supportedInterfaceOrientations.allows(orientation) else {
            DiagnosticLog.current.report(
                "orientationNotSupported",
                "rotation to \(orientation) refused: \(logName(top)).supportedInterfaceOrientations does not include it"
            )
            return false
        }
        if let delegate = UIApplication.shared.delegate,
            !delegate.application(.shared, supportedInterfaceOrientationsFor: self).allows(orientation)
        {
            DiagnosticLog.current.report(
                "orientationNotSupported",
                "rotation to \(orientation) refused: the app delegate's application(_:supportedInterfaceOrientationsFor:) does not include it",
                rule: "R335")
            return false
        }
        let oldSize = bounds.size
        let newSize =
            from.isLandscape == orientation.isLandscape ? oldSize : CGSize(width: oldSize.height, height: oldSize.width)
        let delta = orientation.angle - from.angle
        let quarterTurns = max(1, Int((abs(delta) / (.pi / 2)).rounded()))
        let duration: TimeInterval = animated ? 0.3 * Double(quarterTurns) : 0  // R104 (iPhone)

        let context = TransitionContext(
            name: "rotate to \(orientation)", container: self, animated: animated, style: .none, from: root, to: root,
            fromView: nil, toView: nil, initialFrames: [], finalFrames: [])
        context.transitionDuration = duration
        // R40: a pure rotation by the difference of the interface angles, entries rounded.
        let t = CGAffineTransform(rotationAngle: delta)
        context.targetTransform = CGAffineTransform(
            a: t.a.rounded(), b: t.b.rounded(), c: t.c.rounded(), d: t.d.rounded(), tx: 0, ty: 0)
        let coordinator = TransitionCoordinator(context: context)
        var participants: [UIViewController] = [root]
        while let presented = participants.last?.presentedViewController { participants.append(presented) }
        for controller in participants { controller.ownTransitionCoordinator = coordinator }
        let log = EventLog.current
        log.record("rotate \(from) → \(orientation) (\(String(format: "%.1f", duration)) s)")

        // R102: traits first, then size.
        let oldTraits = windowTraits
        if newTraits != oldTraits {
            log.record("willTransition(to: \(newTraits))")
            root.willTransition(to: newTraits, with: coordinator)
        }
        log.record("viewWillTransition(to: \(formatNumber(newSize.width))x\(formatNumber(newSize.height)))")
        root.viewWillTransition(to: newSize, with: coordinator)

        interfaceOrientation = orientation
        let traitsBefore = TraitPropagation.snapshot(under: self)
        let previousTraitCollection = traitCollection
        windowTraits = newTraits
        UIScreen.main.bounds = CGRect(origin: .zero, size: newSize)
        // R335: the scene's geometry changed; its delegate hears the old values.
        if let scene = windowScene, let sceneDelegate = scene.delegate as? UIWindowSceneDelegate {
            sceneDelegate.windowScene(
                scene, didUpdate: scene.coordinateSpace, interfaceOrientation: from,
                traitCollection: previousTraitCollection)
        }
        context.markRunning(at: MediaClock.current.time)
        let center = CGPoint(x: newSize.width / 2, y: newSize.height / 2)
        let finish = { [weak self] (_: Bool) in
            for controller in participants { controller.ownTransitionCoordinator = nil }
            log.record("rotation ended")
            for block in context.alongsideCompletions { block(context) }
            if newTraits != oldTraits { TraitPropagation.tell(traitsBefore) }
            self?.setNeedsLayout()
        }
        UIView.performWithoutAnimation {
            self.center = center
            // The content starts where it was relative to the turned device, then turns upright.
            self.transform = CGAffineTransform(rotationAngle: -delta)
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveEaseInOut,
            animations: {
                self.bounds = CGRect(origin: .zero, size: newSize)
                self.transform = .identity
                self.deviceSafeAreaInsets = newInsets
                self.layoutIfNeeded()
                context.flushAlongside()
            }, completion: finish)
        return true
    }
}
