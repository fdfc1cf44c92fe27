import Glibc
import Graphics
import Testing
@testable import Text

/// A hand-moved clock and a fault switch the font system's seams read (tests run on virtual time).
private final class FaultState: @unchecked Sendable {
    var now = 1000.0
    /// Whether opening a font file fails as if the process were out of file descriptors.
    var isExhausted = false
    var attempts: [String: Int] = [:]
}

@Suite("Fonts: opening again after running out of file descriptors")
struct FontRetryTests {
    /// A font system whose face opener fails with `EMFILE` while `state.isExhausted`, as
    /// `hb_blob_create_from_file_or_fail` does when the process has no descriptor left.
    private func faultyFonts(_ state: FaultState) throws -> FontSystem {
        let fonts = try FontSystem()
        fonts.now = { state.now }
        fonts.openFace = { descriptor, library throws(TextError) in
            state.attempts[descriptor.family, default: 0] += 1
            if state.isExhausted {
                throw FontFace.transientOpenError(descriptor, errno: EMFILE) ?? .noUsableFont(searched: [])
            }
            return try FontFace(descriptor: descriptor, library: library)
        }
        return fonts
    }

    private func families(_ paragraph: Paragraph) -> Set<String> {
        Set(paragraph.runs.filter { $0.width > 0 }.map(\.font.family))
    }

    @Test("Hebrew set while its font cannot be opened uses the open faces, and Noto Sans Hebrew once it opens")
    func hebrewFaceOpensLater() throws {
        let state = FaultState()
        state.isExhausted = true
        let fonts = try faultyFonts(state)
        let before = Paragraph("שלום", fonts: fonts)
        #expect(!families(before).contains("Noto Sans Hebrew"))
        #expect(before.lines.count == 1 && before.size.width > 0)  // still laid out (tofu or a system face)
        let failure = try #require(fonts.loadFailures.first { $0.isTransient })
        #expect(failure.description.contains("Too many open files"))
        #expect(failure.description.contains("LimitNOFILE"))
        // Within the retry interval the file is not opened again, however much text asks.
        let attemptsAfterFirst = state.attempts["Noto Sans Hebrew"] ?? 0
        let failuresAfterFirst = fonts.loadFailures
        for _ in 0..<50 { _ = Paragraph("שלום עולם", fonts: fonts) }
        #expect(state.attempts["Noto Sans Hebrew"] == attemptsAfterFirst)
        // Each face that failed (Arabic, Hebrew, CJK, emoji, a system face) is listed once, not per attempt.
        #expect(fonts.loadFailures == failuresAfterFirst)
        #expect(Set(fonts.loadFailures.map(\.description)).count == fonts.loadFailures.count)
        // Descriptors are back; after the interval the face opens and text uses it.
        state.isExhausted = false
        state.now += FontSystem.retryInterval
        let after = Paragraph("שלום", fonts: fonts)
        #expect(families(after) == ["Noto Sans Hebrew"])
        #expect(fonts.openedFaces.contains { $0.family == "Noto Sans Hebrew" })
        // And the answer is remembered again: no further opening.
        let attempts = state.attempts["Noto Sans Hebrew"] ?? 0
        _ = Paragraph("עולם", fonts: fonts)
        #expect(state.attempts["Noto Sans Hebrew"] == attempts)
    }

    @Test("A face still failing at its retry waits another interval, then opens")
    func failingRetryWaitsAgain() throws {
        let state = FaultState()
        state.isExhausted = true
        let fonts = try faultyFonts(state)
        #expect(!families(Paragraph("مرحبا", fonts: fonts)).contains("Noto Sans Arabic"))
        state.now += FontSystem.retryInterval
        #expect(!families(Paragraph("مرحبا", fonts: fonts)).contains("Noto Sans Arabic"))  // tried, failed again
        let attempts = state.attempts["Noto Sans Arabic"] ?? 0
        #expect(attempts == 2)
        state.isExhausted = false
        state.now += FontSystem.retryInterval / 2
        #expect(!families(Paragraph("مرحبا", fonts: fonts)).contains("Noto Sans Arabic"))  // not yet due
        #expect(state.attempts["Noto Sans Arabic"] == attempts)
        state.now += FontSystem.retryInterval / 2
        #expect(families(Paragraph("مرحبا", fonts: fonts)) == ["Noto Sans Arabic"])
    }

    @Test("Bold text whose every face fails for now is set in the regular chain, and in bold once the faces open")
    func boldChainResolvedAgain() throws {
        let state = FaultState()
        let fonts = try faultyFonts(state)
        state.isExhausted = true
        let style = ParagraphStyle(font: Font(pointSize: 17, weight: .bold))
        let before = Paragraph("Wi-Fi", style: style, fonts: fonts)
        #expect(before.runs.allSatisfy { $0.font.weight == .regular })
        state.isExhausted = false
        state.now += FontSystem.retryInterval
        let after = Paragraph("Wi-Fi", style: style, fonts: fonts)
        #expect(after.runs.allSatisfy { $0.font.weight == .bold && $0.font.path.hasSuffix("Inter-Bold.otf") })
    }

    @Test("Only running out of descriptors or memory is worth a retry; a damaged file is not")
    func transientErrnos() {
        let descriptor = FontDescriptor(family: "X", path: "/usr/share/fonts/x.ttf")
        for code in [EMFILE, ENFILE, ENOMEM] {
            #expect(FontFace.transientOpenError(descriptor, errno: code)?.isTransient == true)
        }
        for code in [ENOENT, EACCES, EISDIR] { #expect(FontFace.transientOpenError(descriptor, errno: code) == nil) }
        #expect(!TextError.fontLoadFailed(path: "x", faceIndex: 0, freeTypeError: 2).isTransient)
    }
}
