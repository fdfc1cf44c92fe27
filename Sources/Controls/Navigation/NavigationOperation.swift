import Scene

/// A push or pop asked for while a ``NavigationStack`` transition runs: it waits its turn and
/// runs, animated as asked, when the transition has ended (UIKit queues them the same way,
/// rather than jumping the running one to its end).
@MainActor
enum NavigationOperation {
    case push(NavigationPage, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
}

extension NavigationStack {
    /// Whether `page` waits in the queue to be pushed.
    func isWaitingToBePushed(_ page: NavigationPage) -> Bool {
        pendingOperations.contains { operation in
            if case .push(let waiting, _) = operation { return waiting === page }
            return false
        }
    }

    /// Runs the waiting pushes and pops in order, until one starts a transition (the rest wait
    /// for its end) or none is left.
    func runPendingOperations() {
        while transition == nil, !pendingOperations.isEmpty {
            switch pendingOperations.removeFirst() {
            case .push(let page, let animated): performPush(page, animated: animated)
            case .pop(let animated): performPop(animated: animated)
            case .popToRoot(let animated): performPopToRoot(animated: animated)
            }
        }
    }
}
