import Scanout
import Testing

@testable import SettingsApp

@MainActor
@Suite("Settings strings catalog")
struct SettingsCatalogTests {
    /// The repository's root folder (this file is Tests/SettingsAppTests/SettingsCatalogTests.swift).
    static var repository: String {
        String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
    }

    @Test("The embedded catalog equals Assets/Strings/Settings (rerun scripts/embed-strings if not); every word is in ar, he, ja")
    func embedded() throws {
        let file = try FileBytes.read(Self.repository + "/Assets/Strings/Settings/Localizable.xcstrings")
        #expect(Array((SettingsStrings.localizable + "\n").utf8) == file, "run scripts/embed-strings")
        let catalog = try StringsCatalog(json: SettingsStrings.localizable, file: SettingsStrings.localizableFile)
        #expect(Set(catalog.keys) == Set(SettingsText.allCases.map(\.rawValue)))
        for key in SettingsText.allCases where key != .wifi && key != .utc {
            for locale in [InterfaceLocale.arabic, .hebrew, .japanese] {
                #expect(catalog.isTranslated(key.rawValue, into: locale), "\(key) in \(locale)")
            }
        }
    }

    @Test("Auto-Lock's choices take each language's plural forms, in its digits")
    func autoLockTitles() throws {
        let catalog = try StringsCatalog(json: SettingsStrings.localizable, file: SettingsStrings.localizableFile)
        func titles(_ locale: InterfaceLocale) -> [String] {
            let model = SettingsModel(locale: locale, strings: catalog)
            return [30, 60, 120, 300, 0].map { model.autoLockTitle($0) }
        }
        #expect(titles(.english) == ["30 Seconds", "1 Minute", "2 Minutes", "5 Minutes", "Never"])
        #expect(titles(.arabic) == ["٣٠ ثانية", "دقيقة واحدة", "دقيقتان", "٥ دقائق", "أبدًا"])
        #expect(titles(.hebrew) == ["30 שניות", "דקה אחת", "2 דקות", "5 דקות", "אף פעם"])
        #expect(titles(.japanese) == ["30秒", "1分", "2分", "5分", "なし"])
        #expect(SettingsModel(locale: .arabic, strings: catalog).autoLockTitle(660) == "١١ دقيقة", "11 is many")
    }
}
