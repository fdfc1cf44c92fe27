import Graphics

/// Compares text (a screen reader's words for a screen, a report) with a golden text file
/// stored beside the tests, as ``expectGolden(_:_:tolerance:filePath:)`` does images: the
/// golden is `<folder of the test file>/Goldens/<name>.txt`; a missing golden fails; on a
/// difference the actual text is written to the failure folder and the error names the first
/// line that differs. `SCANOUT_RECORD_GOLDENS=1` records.
///
/// ```swift
/// try expectTextGolden("Wi-Fi, on, switch button\n", "Spoken/toggles-en")
/// ```
public func expectTextGolden(_ text: String, _ name: String, filePath: StaticString = #filePath) throws(GoldenError) {
    let testFile = "\(filePath)"
    let folder = String(testFile[..<(testFile.lastIndex(of: "/") ?? testFile.startIndex)])
    let goldenPath = "\(folder)/Goldens/\(name).txt"
    let store = GoldenStore(failureFolder: GoldenStore.failureFolder(near: folder))
    if GoldenStore.isRecording {
        try store.makeFolders(for: goldenPath)
        try writeText(text, to: goldenPath)
        return
    }
    let actualPath = "\(store.failureFolder)/\(name.split(separator: "/").joined(separator: "-"))-actual.txt"
    guard let golden = readText(goldenPath) else {
        try store.makeFolders(for: actualPath)
        try writeText(text, to: actualPath)
        throw .missing(golden: goldenPath, actual: actualPath)
    }
    guard golden != text else { return }
    try store.makeFolders(for: actualPath)
    try writeText(text, to: actualPath)
    let expectedLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
    let want = line < expectedLines.count ? String(expectedLines[line]) : "(end)"
    let got = line < actualLines.count ? String(actualLines[line]) : "(end)"
    throw .textMismatch(golden: goldenPath, line: line + 1, expected: want, actual: got, actualPath: actualPath)
}

private func readText(_ path: String) -> String? {
    guard let bytes = try? FileBytes.read(path) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}

private func writeText(_ text: String, to path: String) throws(GoldenError) {
    do { try FileBytes.write(Array(text.utf8), to: path) } catch {
        throw .cannotWriteFailureImages(reason: error.description)
    }
}
