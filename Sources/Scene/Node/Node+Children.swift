extension Node {
    /// Runs `body` on each child, back to front, without retaining each child.
    ///
    /// The frame's walks (drawing, painted rects, layout) visit every node of the tree each
    /// frame. A `for child in children` loop retains and releases every child it visits, and a
    /// node that is weakly referenced (controls' `[weak self]` closures) keeps its reference count
    /// in a side table, where each of those is an atomic operation through a call. Here the
    /// array is retained once, for the whole loop, and every child is reached through it: the
    /// children stay alive while `body` runs even if `body` changes the tree (a layout that adds
    /// or removes nodes), because this copy of the array keeps them.
    /// No closure is handed to the standard library here: a closure formed on the main actor
    /// and passed to a non-isolated function checks its executor at run time, once per call.
    @inline(__always)
    func forEachChildUnretained(_ body: (Node) -> Void) {
        let snapshot = children
        for i in 0..<snapshot.count {
            Unmanaged.passUnretained(snapshot[i])._withUnsafeGuaranteedRef(body)
        }
        _fixLifetime(snapshot)  // the array, and so every child, lives until the last call returns
    }
}
