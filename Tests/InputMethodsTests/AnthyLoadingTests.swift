import Testing
@testable import InputMethods

/// Anthy opened with `dlopen` at the first conversion, not at exec: its functions are all found,
/// and a missing library is an error that says what to install.
@Suite("Anthy: loaded when first needed")
struct AnthyLoadingTests {
    @Test("Every function the converter calls is found in libanthy.so.1")
    func functionsFound() {
        var found = false
        if case .success = AnthyFunctions.shared { found = true }
        #expect(found, "\(AnthyFunctions.shared)")
    }

    @Test("A missing libanthy names Debian's package and says kana input still works")
    func missingLibrary() {
        let message = KanaKanjiError.libraryMissing(reason: "libanthy.so.1: cannot open shared object file").description
        #expect(message.contains("libanthy.so.1: cannot open shared object file"))
        #expect(message.contains("install Debian's libanthy1"))
        #expect(message.contains("kana input still works"))
    }
}
