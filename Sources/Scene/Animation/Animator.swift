public import Graphics

/// The animation engine of one ``SceneOwner``: runs implicit and explicit animations, advanced
/// to each frame's timestamp.
///
/// ## Background
/// *Implicit* animations: inside ``animate(_:changes:completion:)``, setting a node's
/// ``Node/frame``, ``Node/transform``, ``Node/opacity`` or a colour ``Node/background`` does not
/// jump; the node keeps showing the old value and moves to the new one over the following frames.
/// *Explicit* animations move any ``VectorAnimatable`` value through an update closure
/// (``animate(from:to:with:key:update:completion:)``).
///
/// Each running animation has a key (the node and property, or one given); a new animation on a
/// key interrupts the old one, starting from the value shown now and, for springs, with the
/// velocity it had, so motion never jumps or stops dead. A direct assignment outside an animation
/// block cancels the running animation of that property. Completions run with `true` when an
/// animation reaches its end and `false` when it is interrupted or cancelled.
///
/// Time comes only from frame timestamps (page flips, or a host's virtual clock): an animation
/// started between two frames starts at the timestamp of the last frame, so a virtual clock
/// gives the same values on every run.
@MainActor
public final class Animator {
    /// Identifies the value an animation drives: a declared ``AnimatedProperty``, of a node or of
    /// the scene as a whole. A new animation with the same key interrupts the running one.
    public struct Key: Hashable, Sendable {
        let node: ObjectIdentifier?
        let property: AnimatedProperty

        /// The key of `property` for the whole scene: one animation of it at a time per animator.
        public init(_ property: AnimatedProperty) {
            node = nil
            self.property = property
        }

        /// The key of `property` of `node`.
        public init(node: Node, property: AnimatedProperty) {
            self.node = ObjectIdentifier(node)
            self.property = property
        }

        /// The property's name, for logs.
        var name: String { property.description }
    }

    final class Track {
        let key: Key
        let animation: Animation
        let from: [Double]
        let to: [Double]
        var current: [Double]
        var velocity: [Double]
        let initialVelocity: [Double]
        var startTime: Double?
        var lastTime: Double?
        let apply: @MainActor ([Double]) -> Void
        var completions: [@MainActor (Bool) -> Void]
        /// The type of the node the animation drives, when known (for ``Animator/frameRequesters``).
        var nodeType: Node.Type?
        /// Whether the animation asks for frames only while ``shownBy`` is on screen.
        var isGatedByVisibility = false
        /// The node whose pixels show the animation (see ``Animator/animate(from:to:with:key:initialVelocity:shownBy:update:completion:)``).
        weak var shownBy: Node?

        init(key: Key, animation: Animation, from: [Double], to: [Double], velocity: [Double],
             apply: @escaping @MainActor ([Double]) -> Void, completions: [@MainActor (Bool) -> Void]) {
            self.key = key
            self.animation = animation
            self.from = from
            self.to = to
            current = from
            self.velocity = velocity
            initialVelocity = velocity
            self.apply = apply
            self.completions = completions
        }
    }

    /// The owner this animator belongs to, or `nil` once it is gone.
    var owner: SceneOwner? { ownerLink }
    /// Set by the owner that made this animator and cleared by its deinit; not `weak`, which
    /// would give the owner a side table and every retain and release of it the slow path.
    unowned(unsafe) var ownerLink: SceneOwner?
    var tracks: [Key: Track] = [:]
    /// Keys in start order, so that updates and completions run in a stable order.
    var order: [Key] = []
    /// The animation of the innermost ``animate(_:changes:completion:)`` block.
    var transaction: (animation: Animation, completion: CompletionGroup?)?
    var isApplying = false
    /// The timestamp of the last frame, in seconds.
    public private(set) var currentTime: Double?

    init() {}

    /// Called by the owner's deinit: the animator may outlive it (``SceneOwner/animator`` is
    /// public).
    func forgetOwner(_ dying: SceneOwner) {
        if ownerLink === dying { ownerLink = nil }
    }

    /// Whether any animation is running. An animation tied to a node that draws nothing on
    /// screen runs without asking for frames (see ``wantsFrame(onScreen:)``).
    public var isAnimating: Bool { !tracks.isEmpty }

    /// Whether a running animation asks for the next frame: any animation, except one that
    /// repeats for ever and is shown by a node (``animate(from:to:with:key:initialVelocity:shownBy:update:completion:)``)
    /// that painted nothing inside `screen` (device pixels) in the last frame: scrolled away,
    /// clipped, hidden or gone. Such an animation still advances in the frames drawn for other
    /// reasons, and asks again once its node is on screen.
    public func wantsFrame(onScreen screen: PixelRect) -> Bool {
        for key in order {
            guard let track = tracks[key] else { continue }
            if isAsking(track, onScreen: screen) { return true }
        }
        return false
    }

    private func isAsking(_ track: Track, onScreen screen: PixelRect) -> Bool {
        guard track.isGatedByVisibility else { return true }
        guard let node = track.shownBy, let owner, node.owner === owner else { return false }
        return !node.paintedOwnRect.intersection(screen).isEmpty
    }

    /// The animations that ask for frames now, each named by its node's type and property (or
    /// its custom key): what keeps a scene from settling.
    public var frameRequesters: [String] {
        let screen = owner.map { PixelRect(size: $0.pixelSize) } ?? .zero
        return order.compactMap { key in
            guard let track = tracks[key], isAsking(track, onScreen: screen) else { return nil }
            return track.nodeType.map { "\($0) \(key.name)" } ?? key.name
        }
    }

    /// How many animations are running.
    public var runningCount: Int { tracks.count }

    /// Whether an animation is running for `key`.
    public func isAnimating(_ key: Key) -> Bool { tracks[key] != nil }

    /// Animates the node properties changed in `changes` with `animation`.
    ///
    /// `completion` runs once, after every animation started in the block has ended (`true`) or
    /// been interrupted (`false` if any was); at once if nothing was animated.
    public func animate(_ animation: Animation = .default, changes: () -> Void,
                        completion: (@MainActor (Bool) -> Void)? = nil) {
        let group = completion.map { CompletionGroup(completion: $0) }
        let outer = transaction
        transaction = (animation, group)
        changes()
        transaction = outer
        group?.seal()
    }

    /// Applies the node properties changed in `changes` at once, even inside an
    /// ``animate(_:changes:completion:)`` block (UIKit's `performWithoutAnimation`): a property
    /// whose animation is running jumps to its new value, as a change outside any block does.
    /// Returns what `changes` returns.
    public func performWithoutAnimation<Result>(_ changes: () -> Result) -> Result {
        let outer = transaction
        transaction = nil
        defer { transaction = outer }
        return changes()
    }

    /// Animates a custom value from `from` to `to`, calling `update` with the value of each frame
    /// (and once more with `to` at the end).
    ///
    /// - Parameters:
    ///   - key: Identifies the animation; a running animation with this key is interrupted and the
    ///     new one starts from its current value and velocity instead of `from`. `nil` makes a
    ///     fresh key.
    ///   - initialVelocity: The speed to start a spring with, per second, when no animation is
    ///     interrupted (a finger's speed when a dragged knob is let go).
    ///   - shownBy: For an animation that repeats for ever (restarted by its completion, such as
    ///     an activity indicator's turn), the node whose pixels show it: while that node paints
    ///     nothing on screen (scrolled away, clipped, hidden), the animation asks for no frames,
    ///     so an animation nobody can see costs no wake-ups. `nil` (the default) for an animation
    ///     that ends: it asks for frames until it does, seen or not (a page sliding in from off
    ///     screen is not visible when it starts).
    /// - Returns: The key, for ``cancel(_:)``.
    @discardableResult
    public func animate<Value: VectorAnimatable>(from: Value, to: Value, with animation: Animation = .default,
                                                 key: Key? = nil, initialVelocity: Value? = nil,
                                                 shownBy: Node? = nil,
                                                 update: @escaping @MainActor (Value) -> Void,
                                                 completion: (@MainActor (Bool) -> Void)? = nil) -> Key {
        let key = key ?? Key(AnimatedProperty(unnamed: nextCustomKey()))
        start(key: key, from: from.animatableComponents, to: to.animatableComponents, animation: animation,
              initialVelocity: initialVelocity?.animatableComponents,
              apply: { update(Value(animatableComponents: $0)) }, completion: completion)
        if let shownBy, let track = tracks[key] {
            track.isGatedByVisibility = true
            track.shownBy = shownBy
            track.nodeType = type(of: shownBy)
        }
        return key
    }

    /// Stops the animation of `key` where it is; its completion runs with `false`.
    public func cancel(_ key: Key) {
        guard let track = tracks.removeValue(forKey: key) else { return }
        order.removeAll { $0 == key }
        for c in track.completions { c(false) }
    }

    /// The current velocity of the animation of `key`, component by component (per second).
    public func velocity(of key: Key) -> [Double]? { tracks[key]?.velocity }

    private var customCounter = 0
    private func nextCustomKey() -> Int {
        customCounter += 1
        return customCounter
    }

    func start(key: Key, from: [Double], to: [Double], animation: Animation, initialVelocity: [Double]? = nil,
               apply: @escaping @MainActor ([Double]) -> Void, completion: (@MainActor (Bool) -> Void)?) {
        var start = from
        var velocity = [Double](repeating: 0, count: to.count)
        if let initialVelocity, initialVelocity.count == to.count { velocity = initialVelocity }
        var completions: [@MainActor (Bool) -> Void] = []
        if let running = tracks.removeValue(forKey: key) {
            order.removeAll { $0 == key }
            if running.current.count == to.count {
                start = running.current
                velocity = running.velocity
            }
            for c in running.completions { c(false) }
        }
        if let completion { completions.append(completion) }
        var animation = animation
        if case .spring(let spring) = animation.kind, owner?.environment.reduceMotion == true {
            // Reduce Motion: springs settle without bouncing.
            animation.kind = .spring(spring.withoutOvershoot)
        }
        let track = Track(key: key, animation: animation, from: start, to: to, velocity: velocity, apply: apply,
                          completions: completions)
        track.startTime = currentTime
        track.lastTime = currentTime
        tracks[key] = track
        order.append(key)
        owner?.requestFrame()
    }

    /// Called by node setters: whether the change of `property` from `old` to `new` is taken over
    /// by an animation (the setter then keeps showing `old`).
    ///
    /// `apply` gets the node and is meant not to capture it: the track it starts holds the node
    /// weakly, and only when an animation really starts. A setter that formed a `[weak self]`
    /// closure on every change would give every node it runs on a side table, and with it the
    /// slow path for every retain and release of that node for the rest of its life.
    func intercept<Target: Node, Value: VectorAnimatable>(
        _ node: Target, _ property: AnimatedProperty, from old: Value, to new: Value,
        apply: @escaping @MainActor (Target, Value) -> Void
    ) -> Bool {
        if isApplying || (tracks.isEmpty && transaction == nil) { return false }
        let key = Key(node: node, property: property)
        let target = new.animatableComponents
        if let running = tracks[key], transaction == nil {
            if running.to == target { return true }  // a relayout setting the same target again
            cancel(key)
            return false
        }
        guard let transaction else { return false }
        if let running = tracks[key], running.to == target, running.animation == transaction.animation { return true }
        let group = transaction.completion
        group?.enter()
        var completion: (@MainActor (Bool) -> Void)?
        if let group {
            completion = { finished in group.leave(finished: finished) }
        }
        let update: @MainActor ([Double]) -> Void = { [weak node] components in
            if let node { apply(node, Value(animatableComponents: components)) }
        }
        start(key: key, from: old.animatableComponents, to: target, animation: transaction.animation,
              apply: update, completion: completion)
        tracks[key]?.nodeType = type(of: node)
        return true
    }

    /// Advances every animation to `time` (seconds) and applies the values.
    public func advance(to time: Double) {
        // Set first: an animation started by a completion below starts at this frame's time.
        currentTime = time
        guard !tracks.isEmpty else { return }
        var finished: [Track] = []
        isApplying = true
        for key in order {
            guard let track = tracks[key] else { continue }
            let startTime = track.startTime ?? time
            track.startTime = startTime
            let elapsed = max(0, time - startTime - track.animation.delay)
            let done = step(track, elapsed: elapsed, time: time)
            track.apply(track.current)
            if done { finished.append(track) }
        }
        isApplying = false
        for track in finished {
            tracks.removeValue(forKey: track.key)
            order.removeAll { $0 == track.key }
        }
        for track in finished {
            for c in track.completions { c(true) }
        }
    }

    /// Moves `track` to `elapsed` seconds after its start; returns whether it has ended.
    func step(_ track: Track, elapsed: Double, time: Double) -> Bool {
        switch track.animation.kind {
        case .timing(let duration, let curve):
            // A frame within a nanosecond of the end is the end (1/60 s steps do not add up exactly).
            let fraction = duration > 0 && elapsed < duration - 1e-9 ? elapsed / duration : 1
            let p = curve.progress(at: fraction)
            let previous = track.current
            for i in track.to.indices {
                track.current[i] = track.from[i] + (track.to[i] - track.from[i]) * p
            }
            if let last = track.lastTime, time > last {
                for i in track.to.indices { track.velocity[i] = (track.current[i] - previous[i]) / (time - last) }
            }
            track.lastTime = time
            if fraction >= 1 {
                track.current = track.to
                return true
            }
            return false
        case .spring(let spring):
            var settled = true
            for i in track.to.indices {
                let s = spring.state(displacement: track.from[i] - track.to[i], velocity: track.initialVelocity[i],
                                     at: elapsed)
                track.current[i] = track.to[i] + s.displacement
                track.velocity[i] = s.velocity
                let scale = max(1, abs(track.from[i] - track.to[i]))
                if abs(s.displacement) > 1e-3 * scale || abs(s.velocity) > 1e-2 * scale { settled = false }
            }
            track.lastTime = time
            if settled {
                track.current = track.to
                return true
            }
            return false
        }
    }
}

/// Runs a block's completion once every animation it started has ended.
@MainActor
final class CompletionGroup {
    let completion: @MainActor (Bool) -> Void
    var pending = 0
    var allFinished = true
    var sealed = false
    var fired = false

    init(completion: @escaping @MainActor (Bool) -> Void) { self.completion = completion }

    func enter() { pending += 1 }

    func leave(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, pending == 0, !fired else { return }
        fired = true
        completion(allFinished)
    }
}
