import Testing
@testable import Text

@Suite("Text libraries")
struct TextLibrariesTests {
    @Test("Each text library answers with its run-time version")
    func versionsComeFromTheLibraries() throws {
        let freeType = try #require(TextLibraries.freeType)
        #expect(freeType.version.split(separator: ".").count == 3)
        #expect(freeType.version.hasPrefix("2."))
        #expect(TextLibraries.harfBuzz.version.first?.isNumber == true)
        #expect(TextLibraries.friBidi.version.contains("1."))
        #expect(TextLibraries.unibreak.version.split(separator: ".").allSatisfy { Int($0) != nil })
        #expect(TextLibraries.fontconfig.version.hasPrefix("2."))
        #expect(TextLibraries.all.count == 5)
    }
}
