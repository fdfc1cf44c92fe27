// Golden comparison (tolerances, image comparison, folder reports) lives in `Goldens`, which the
// `scanout compare` command shares; tests get it with `import ScanoutTesting`.
@_exported public import Goldens
