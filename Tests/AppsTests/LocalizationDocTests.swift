// The example of docs/localization.md, compiled and run: keep the two the same (the code between
// the markers is the page's, word for word).
import Scanout
import ScanoutTesting
import Testing

// docs/localization.md: begin
/// The text of `Localizable.xcstrings`, embedded (`scripts/embed-strings` writes such a file).
enum GreeterStrings {
    static let localizable = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld visitors today" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld visitor today" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld visitors today" } } } } },
            "ar" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا زوار اليوم" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "زائر واحد اليوم" } },
              "two" : { "stringUnit" : { "state" : "translated", "value" : "زائران اليوم" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld زوار اليوم" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld زائرًا اليوم" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld زائر اليوم" } } } } }
          }
        },
        "Welcome, %@" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "مرحبًا، %@" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "ようこそ、%@さん" } }
          }
        }
      },
      "version" : "1.0"
    }
    """#
}

final class Greeter: App {
    var name: String { "Greeter" }

    func makeRootView(context: AppContext) -> Node {
        let locale = context.environment.locale
        let strings: StringsCatalog
        do {
            strings = try StringsCatalog(json: GreeterStrings.localizable, file: "Localizable.xcstrings")
        } catch {
            context.log("\(error)")  // names the file and what is wrong in it
            strings = StringsCatalog(sourceLanguage: .english, file: "Localizable.xcstrings")
        }
        let welcome = TextNode(strings.string("Welcome, %@", locale: locale, .text("Ada")), style: .largeTitle)
        let count = TextNode(strings.string("%lld visitors today", locale: locale, .integer(12)), style: .body)
        return VStackNode(spacing: 8, alignment: .leading, children: [welcome, count])
    }
}
// docs/localization.md: end

@MainActor
@Suite("docs/localization.md's example")
struct LocalizationDocTests {
    /// The texts the example shows in `locale`.
    func texts(in locale: InterfaceLocale) throws -> [String] {
        var environment = EnvironmentValues()
        environment.locale = locale
        environment.layoutDirection = locale.layoutDirection
        let instance = AppInstance(Greeter(), configuration: AppConfiguration(pixelSize: PixelSize(width: 390, height: 844),
                                                                                scale: 1, environment: environment))
        instance.useFonts(try TestFonts.system())
        var logged: [String] = []
        instance.log = { logged.append($0) }
        instance.launch()
        #expect(logged.isEmpty, "\(logged)")
        func texts(of node: Node) -> [String] {
            ((node as? TextNode).map { [$0.text] } ?? []) + node.children.flatMap { texts(of: $0) }
        }
        return texts(of: instance.scene.root)
    }

    @Test("The greeter shows its words in English, Arabic (plural many, Arabic-Indic digits) and Japanese (English count)")
    func greeter() throws {
        #expect(try texts(in: .english) == ["Welcome, Ada", "12 visitors today"])
        #expect(try texts(in: .arabic) == ["مرحبًا، Ada", "١٢ زائرًا اليوم"])
        #expect(try texts(in: .japanese) == ["ようこそ、Adaさん", "12 visitors today"])
        #expect(try texts(in: .hebrew) == ["Welcome, Ada", "12 visitors today"], "no Hebrew: the source language")
    }

    @Test("The example's text is the page's")
    func sameAsThePage() throws {
        let page = String(decoding: try FileBytes.read(Self.repository + "/docs/localization.md"), as: UTF8.self)
        let test = String(decoding: try FileBytes.read(#filePath), as: UTF8.self)
        let begin = "// docs/localization.md: begin\n", end = "// docs/localization.md: end"
        let inTest = try #require(test.range(of: begin).flatMap { b in test.range(of: end, range: b.upperBound..<test.endIndex).map { test[b.upperBound..<$0.lowerBound] } })
        #expect(page.contains("import Scanout\n\n" + inTest), "copy the example from docs/localization.md into this file")
    }

    /// The repository's root folder (this file is Tests/AppsTests/LocalizationDocTests.swift).
    static var repository: String {
        String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
    }
}
