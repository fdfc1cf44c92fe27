import Apps
public import Devices
import Graphics
import Scene

extension MultiAppContent {
    /// The device turned to `newRotation` (clockwise, relative to the screen as mounted; from
    /// its accelerometer or a control command): the interface follows if the app in front
    /// supports it and ignores it otherwise (HIG §3.3: parts of the UI that work in one
    /// orientation only stay in it; another app, or the home screen, follows it later).
    ///
    /// Following it, the app in front is told the orientation will change, its layout re-flows
    /// for the turned size, the change is animated with the app's ``RotationTransition`` (the
    /// one-step rotation or a cross-fade), touches are mapped with the new rotation, and the
    /// app is told it did change.
    ///
    /// - Returns: whether the interface turned (or will, once the running transition ends).
    @discardableResult
    public func rotate(to newRotation: DisplayRotation, animated: Bool = true) -> Bool {
        deviceRotation = newRotation
        return turnInterface(to: newRotation, animated: animated)
    }

    /// Turns the interface to `newRotation` unless the app in front does not support it.
    @discardableResult
    func turnInterface(to newRotation: DisplayRotation, animated: Bool) -> Bool {
        if let app = foreground ?? presented, !app.supports(orientation(for: newRotation)) {
            log("rotation to \(newRotation) ignored: \(app.displayName) does not support it")
            return false
        }
        guard newRotation != rotation else { return true }
        if isTransitioning {
            pendingRotation = newRotation
            return true
        }
        let app = presented
        let oldRotation = rotation
        let oldPicture = animated ? captureFrame() : nil
        let oldSize = interfaceBounds.size
        // The app in front is told the orientation will change, re-flows, and is told it did.
        rotation = newRotation
        layoutForInterface()
        guard animated, let oldPicture else { return true }
        // The new layout, drawn once into a picture the transition turns in.
        let newPicture = Bitmap(pictureSize: interfaceSize)
        if let app {
            _ = app.instance.renderFrame(into: newPicture, at: systemOwner.animator.currentTime, bufferAge: 0)
        } else {
            systemOwner.renderFrame(into: newPicture, bufferAge: 0, timestamp: systemOwner.animator.currentTime)
        }
        let bounds = interfaceBounds
        // Turning the old picture by the difference keeps it where it was on the glass.
        let turn = Double(oldRotation.rawValue - newRotation.rawValue)
        let angle = Self.shortestAngle(degrees: turn)
        let oldFrame = Rect(x: (bounds.width - oldSize.width) / 2, y: (bounds.height - oldSize.height) / 2,
                            width: oldSize.width, height: oldSize.height)
        let backdrop = Node()
        backdrop.frame = bounds
        backdrop.background = .color(.fixed(.black))
        let old = BitmapNode(image: oldPicture)
        old.frame = oldFrame
        old.transform = Transform2D(rotationAngle: angle)
        let new = BitmapNode(image: newPicture)
        let style = rotationTransition
        let duration = abs(turn).truncatingRemainder(dividingBy: 360) == 180
            ? MultiAppMetrics.halfRotationDuration
            : (style == .crossFade ? MultiAppMetrics.crossFadeDuration : MultiAppMetrics.rotationDuration)
        begin { finish in
            overlay.addChild(backdrop)
            switch style {
            case .oneStep:
                // One step: both pictures turn together; the new one fades up over the old.
                new.frame = oldFrame
                new.transform = Transform2D(rotationAngle: angle)
                new.opacity = 0
                overlay.addChild(old)
                overlay.addChild(new)
                systemOwner.animator.animate(Animation(.timing(duration: duration, curve: .easeInOut)),
                                             changes: {
                                                 old.transform = .identity
                                                 old.frame = bounds
                                                 old.opacity = 0
                                                 new.transform = .identity
                                                 new.frame = bounds
                                                 new.opacity = 1
                                             },
                                             completion: { _ in finish(app) })
            case .crossFade:
                new.frame = bounds
                overlay.addChild(new)
                overlay.addChild(old)
                systemOwner.animator.animate(Animation(.timing(duration: duration, curve: .easeInOut)),
                                             changes: { old.opacity = 0 },
                                             completion: { _ in finish(app) })
            }
        }
        return true
    }

    /// Turns the interface to where the device is, if the app in front supports it; else to a
    /// rotation it supports (an app that works in one orientation only shows in it).
    func followDeviceRotation() {
        guard let app = presented else {
            if rotation != deviceRotation { turnInterface(to: deviceRotation, animated: true) }
            return
        }
        if app.supports(orientation(for: deviceRotation)) {
            if rotation != deviceRotation { turnInterface(to: deviceRotation, animated: true) }
        } else if !app.supports(orientation) {
            let supported = DisplayRotation.allCases.first { app.supports(orientation(for: $0)) } ?? .none
            turnInterface(to: supported, animated: true)
        }
    }

    /// `degrees` as the shortest turn, in radians (−180° … 180°; clockwise positive).
    static func shortestAngle(degrees: Double) -> Double {
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 }
        if d < -180 { d += 360 }
        return d * Double.pi / 180
    }
}

/// How the picture changes when the interface turns (HIG §3.3).
public enum RotationTransition: Sendable, Hashable {
    /// The one-step rotation: the old picture turns with the screen while the new layout turns
    /// in and fades up.
    case oneStep
    /// A cross-fade from the old layout to the new one, for very complex layouts.
    case crossFade
}
