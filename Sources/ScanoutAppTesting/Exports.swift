// An app's tests import this one module: golden comparison (`expectGolden`, `GoldenTolerance`)
// comes with it.
@_exported public import ScanoutTesting
