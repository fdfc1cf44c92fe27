import Scanout
import Testing

@testable import CheckInApp

@Suite("Check-In strings catalog")
struct CheckInCatalogTests {
    /// The repository's root folder (this file is Tests/ScanoutCLITests/CheckInCatalogTests.swift).
    static var repository: String {
        String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
    }

    @Test("The embedded catalog equals Assets/Strings/CheckIn (rerun scripts/embed-strings if not); every word is in ar, he, ja")
    func embedded() throws {
        let file = try FileBytes.read(Self.repository + "/Assets/Strings/CheckIn/Localizable.xcstrings")
        #expect(Array((CheckInStrings.localizable + "\n").utf8) == file, "run scripts/embed-strings")
        let catalog = try StringsCatalog(json: CheckInStrings.localizable, file: CheckInStrings.localizableFile)
        #expect(Set(catalog.keys) == Set(CheckInText.allCases.map(\.rawValue)))
        for key in CheckInText.allCases {
            for locale in [InterfaceLocale.arabic, .hebrew, .japanese] {
                #expect(catalog.isTranslated(key.rawValue, into: locale), "\(key) in \(locale)")
            }
        }
        #expect(catalog.string(CheckInText.welcome.rawValue, locale: .arabic, "Ada") == "مرحبًا، Ada")
        #expect(catalog.string(CheckInText.welcome.rawValue, locale: .english, "Ada") == "Welcome, Ada")
    }
}
