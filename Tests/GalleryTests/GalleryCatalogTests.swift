import Scanout
import Testing

@testable import Gallery

@Suite("Gallery strings catalogs")
struct GalleryCatalogTests {
    /// Each table: its embedded text, its file name, and the keys the gallery looks up in it.
    static let tables: [(json: String, file: String, keys: [String])] = [
        (GalleryStrings.gallery, GalleryStrings.galleryFile, GalleryText.allCases.map(\.rawValue)),
        (GalleryStrings.form, GalleryStrings.formFile, GalleryFormText.allCases.map(\.rawValue)),
        (GalleryStrings.modals, GalleryStrings.modalsFile, GalleryModalText.allCases.map(\.rawValue)),
        (GalleryStrings.pickers, GalleryStrings.pickersFile, GalleryPickerText.allCases.map(\.rawValue)),
        (GalleryStrings.repeats, GalleryStrings.repeatsFile, GalleryRepeatText.allCases.map(\.rawValue)),
        (GalleryStrings.selection, GalleryStrings.selectionFile,
         GallerySelectionText.allCases.map(\.rawValue) + ["deleteItems"]),
    ]

    /// The repository's root folder (this file is Tests/GalleryTests/GalleryCatalogTests.swift).
    static var repository: String {
        String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
    }

    @Test("The embedded catalogs equal Assets/Strings/Gallery (rerun scripts/embed-strings if not), and read",
          arguments: Self.tables.indices)
    func embedded(index: Int) throws {
        let table = Self.tables[index]
        let file = try FileBytes.read(Self.repository + "/Assets/Strings/Gallery/" + table.file)
        #expect(Array((table.json + "\n").utf8) == file, "\(table.file) differs from its embedded copy: run scripts/embed-strings")
        let catalog = try StringsCatalog(json: table.json, file: table.file)
        #expect(Set(catalog.keys) == Set(table.keys), "\(table.file): keys without a case, or cases without a key")
        for key in table.keys {
            for language in GalleryLanguage.allCases {
                #expect(catalog.isTranslated(key, into: language.locale), "\(table.file): \(key) in \(language)")
            }
        }
    }
}
