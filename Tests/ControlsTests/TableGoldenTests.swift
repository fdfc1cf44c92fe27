import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// Sheets of the table view: every cell style and accessory in an inset grouped table; a plain
/// table with pinned headers, an index, a selected row and a row swiped open; edit mode with
/// delete, insert and reorder controls and one row's Delete shown. Light and dark, left to right
/// and right to left (Hebrew), at 2×.
@MainActor
@Suite("Table goldens")
struct TableGoldenTests {
    let tolerance = GoldenTolerance.perChannel(2, maxDifferingPixels: 0)

    func t(_ rtl: Bool, _ en: String, _ he: String) -> String { rtl ? he : en }

    func stylesData(rtl: Bool) -> TableData {
        TableData(sections: [
            .init(header: t(rtl, "Cell styles", "סגנונות תא"), footer: t(rtl, "Value 1 suits settings; value 2 suits caption and value pairs.", "ערך 1 מתאים להגדרות; ערך 2 לזוגות של כותרת וערך."), rows: [
                .init(title: t(rtl, "Default", "ברירת מחדל")),
                .init(title: t(rtl, "Subtitle", "כותרת משנה"), detail: t(rtl, "Detail below the title", "פרט מתחת לכותרת"), style: .subtitle),
                .init(title: t(rtl, "Value 1", "ערך 1"), detail: t(rtl, "Detail", "פרט"), style: .value1),
                .init(title: t(rtl, "mobile", "נייד"), detail: "+1 555 0100", style: .value2),
                .init(title: t(rtl, "With image", "עם תמונה"), image: "gear", imageColor: .system(.systemGray)),
                .init(title: t(rtl, "A default row whose title is long enough to wrap onto a second line", "שורה שהכותרת שלה ארוכה מספיק כדי לעבור לשורה שנייה בטבלה"))
            ]),
            .init(header: t(rtl, "Accessories", "אביזרים"), footer: nil, rows: [
                .init(title: t(rtl, "Disclosure indicator", "מחוון גילוי"), accessory: .disclosure),
                .init(title: t(rtl, "Detail button", "כפתור פרטים"), accessory: .detail),
                .init(title: t(rtl, "Detail disclosure", "גילוי פרטים"), accessory: .detailDisclosure),
                .init(title: t(rtl, "Checkmark", "סימן ביקורת"), accessory: .checkmark),
                .init(title: "Wi-Fi", image: "lock", imageColor: .system(.systemBlue), accessory: .toggle(true)),
                .init(title: t(rtl, "Custom", "מותאם"), accessory: .custom),
                .init(title: t(rtl, "Wi-Fi network", "רשת"), detail: "HomeNet", style: .value1, accessory: .disclosure)
            ])
        ])
    }

    func plainData(rtl: Bool) -> TableData {
        let names = rtl ? [["אבי", "אורה", "איתן"], ["בני", "ברק"], ["גבריאל בן דוד", "גילה", "גדי"], ["דנה", "דוד"]]
            : [["Aaron", "Abigail", "Adam"], ["Beatrice", "Ben"], ["Christopher Robin", "Chloe", "Cleo"], ["Dana", "David"]]
        let letters = rtl ? ["א", "ב", "ג", "ד"] : ["A", "B", "C", "D"]
        let data = TableData(sections: zip(letters, names).map { letter, rows in
            .init(header: letter, footer: nil, rows: rows.map { .init(title: $0) })
        })
        data.indexTitles = letters + (rtl ? ["ה", "ו", "ז", "ח"] : ["E", "F", "G", "H"])
        return data
    }

    func editData(rtl: Bool) -> TableData {
        let data = TableData(sections: [
            .init(header: t(rtl, "Favourites", "מועדפים"), footer: nil, rows: [
                .init(title: t(rtl, "Add favourite", "הוספת מועדף")),
                .init(title: t(rtl, "Home", "בית"), detail: t(rtl, "mobile", "נייד"), style: .subtitle),
                .init(title: t(rtl, "Office", "משרד"), detail: t(rtl, "work", "עבודה"), style: .subtitle),
                .init(title: t(rtl, "Grandma", "סבתא"), detail: t(rtl, "home", "בית"), style: .subtitle),
                .init(title: t(rtl, "Pizza", "פיצה"), detail: t(rtl, "other", "אחר"), style: .subtitle)
            ])
        ])
        data.insertRows = [0]
        data.movable = true
        return data
    }

    func selectionData(rtl: Bool) -> TableData {
        TableData(sections: [
            .init(header: nil, footer: nil, rows: [
                .init(title: t(rtl, "Anna Lindqvist", "ענת לוי"), detail: t(rtl, "Photos from the weekend", "תמונות מסוף השבוע"), style: .subtitle),
                .init(title: t(rtl, "Build server", "שרת הבנייה"), detail: t(rtl, "Nightly build failed", "הבנייה הלילית נכשלה"), style: .subtitle),
                .init(title: t(rtl, "Marco Rossi", "מרקו רוסי"), detail: t(rtl, "Lunch on Friday?", "ארוחת צהריים ביום שישי?"), style: .subtitle),
                .init(title: t(rtl, "Newsletter", "עלון"), detail: t(rtl, "This week in embedded Linux", "השבוע בלינוקס משובץ"), style: .subtitle),
                .init(title: t(rtl, "Priya Nair", "פריה נאיר"), detail: t(rtl, "Slides for Monday", "שקפים ליום שני"), style: .subtitle),
                .init(title: t(rtl, "Support", "תמיכה"), detail: t(rtl, "Your ticket was closed", "הפנייה שלך נסגרה"), style: .subtitle)
            ])
        ])
    }

    /// An alarm's Repeat list: the days of the week, one of them too long for one line.
    func repeatData(rtl: Bool) -> TableData {
        let days = rtl ? ["כל יום ראשון", "כל יום שני", "כל יום שלישי", "כל יום רביעי", "כל יום חמישי", "כל יום שישי", "כל שבת"]
            : ["Every Sunday", "Every Monday", "Every Tuesday", "Every Wednesday", "Every Thursday", "Every Friday", "Every Saturday"]
        return TableData(sections: [.init(header: t(rtl, "Repeat", "חזרה"), footer: nil, rows: days.map { .init(title: $0) })])
    }

    func render(_ data: TableData, style: TableViewStyle, rtl: Bool, scheme: ColorScheme, height: Double = 667,
                scale: Double = 2, textSize: TextSize = .large,
                prepare: (TableView, SceneHarness) throws -> Void = { _, _ in }) throws -> Bitmap {
        var environment = EnvironmentValues()
        environment.layoutDirection = rtl ? .rightToLeft : .leftToRight
        environment.colorScheme = scheme
        environment.textSize = textSize
        let fixture = try SceneHarness(width: 375, height: height, environment: environment, scale: scale)
        let table = TableView(style: style)
        table.dataSource = data
        table.delegate = data
        if rtl { table.deleteButtonTitle = "מחיקה" }
        fixture.place(table, at: Rect(x: 0, y: 0, width: 375, height: height))
        try prepare(table, fixture)
        fixture.settle()
        return fixture.bitmap
    }

    func variants(_ name: String, _ make: (Bool, ColorScheme) throws -> Bitmap) throws {
        for rtl in [false, true] {
            for scheme in [ColorScheme.light, .dark] {
                let image = try make(rtl, scheme)
                try expectGolden(image, "Table/\(name)-\(scheme == .dark ? "dark" : "light")-\(rtl ? "rtl" : "ltr")@2x",
                                 tolerance: tolerance)
            }
        }
    }

    @Test("Inset grouped: every cell style and accessory, headers and a footer, a wrapped row")
    func styles() throws {
        try variants("styles") { rtl, scheme in try render(stylesData(rtl: rtl), style: .insetGrouped, rtl: rtl, scheme: scheme, height: 880) }
    }

    @Test("Every cell style at each of the twelve text sizes, light, at 1×: rows grow with the text, labels stay inside their rows",
          arguments: TextSize.allCases)
    func stylesAtTextSize(size: TextSize) throws {
        var heights: [Double] = []
        let image = try render(stylesData(rtl: false), style: .insetGrouped, rtl: false, scheme: .light, height: 880,
                               scale: 1, textSize: size) { table, _ in
            heights = try Self.checkRows(of: table, size: size)
        }
        try expectGolden(image, "Table/sizes/styles-\(size.name)-light", tolerance: tolerance)
        // Row 0 is one line of body text: its height follows the size (44 pt at most sizes up to large).
        let body = [TextSize.extraSmall: 14.0, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
                    .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
                    .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53]
        let first = try #require(heights.first)
        #expect(first >= 44, "\(size): never under the 44 pt touch target")
        #expect(first >= (body[size] ?? 17) * 1.2, "\(size): the row holds its line of text (\(first) pt)")
    }

    @Test("Every cell style at the largest text size, dark and right to left, at 1×", arguments: [false, true])
    func stylesAtLargestTextSize(rtl: Bool) throws {
        let scheme: ColorScheme = rtl ? .light : .dark
        let image = try render(stylesData(rtl: rtl), style: .insetGrouped, rtl: rtl, scheme: scheme, height: 880, scale: 1,
                               textSize: .accessibilityExtraExtraExtraLarge) { table, _ in
            _ = try Self.checkRows(of: table, size: .accessibilityExtraExtraExtraLarge)
        }
        try expectGolden(image, "Table/sizes/styles-accessibility-extra-extra-extra-large-\(rtl ? "light-rtl" : "dark")",
                         tolerance: tolerance)
    }

    @Test("Rows only grow as the text size grows")
    func rowsGrowWithTextSize() throws {
        var previous: [Double]?
        for size in TextSize.allCases {
            var heights: [Double] = []
            _ = try render(stylesData(rtl: false), style: .insetGrouped, rtl: false, scheme: .light, height: 880, scale: 1,
                           textSize: size) { table, _ in
                heights = (0..<6).map { table.rectForRow(at: TableIndexPath(row: $0, section: 0)).height }
            }
            if let previous {
                for (row, (before, now)) in zip(previous, heights).enumerated() {
                    #expect(now >= before - 0.5, "\(size): row \(row) shrank from \(before) to \(now)")
                }
            }
            previous = heights
        }
        let largest = try #require(previous)
        #expect(largest[0] > 60, "at the largest size the first row is taller than at the default: \(largest)")
    }

    /// The first section's rows on the screen: each label inside its row, the title and the
    /// detail apart. Returns their heights.
    static func checkRows(of table: TableView, size: TextSize) throws -> [Double] {
        var heights: [Double] = []
        for row in 0..<6 {
            let path = TableIndexPath(row: row, section: 0)
            let rect = table.rectForRow(at: path)
            heights.append(rect.height)
            guard let cell = table.cellForRow(at: path) else { continue }
            let labels = [cell.textLabel, cell.detailTextLabel].filter { !$0.isHidden && !$0.text.isEmpty }
            func inCell(_ label: TextNode) -> Rect { Rect(origin: label.convert(Point(x: 0, y: 0), to: cell), size: label.bounds.size) }
            for label in labels {
                let frame = inCell(label)
                #expect(frame.minY >= -0.5 && frame.maxY <= cell.bounds.height + 0.5,
                        "\(size) row \(row): “\(label.text)” \(frame) outside its row (\(cell.bounds.height) pt)")
                #expect(frame.minX >= -0.5 && frame.maxX <= cell.bounds.width + 0.5,
                        "\(size) row \(row): “\(label.text)” \(frame) beyond the row's width")
            }
            if labels.count == 2 {
                let a = inCell(labels[0]), b = inCell(labels[1])
                #expect(a.insetBy(dx: 0.5, dy: 0.5).intersection(b.insetBy(dx: 0.5, dy: 0.5)).isEmpty,
                        "\(size) row \(row): title \(a) and detail \(b) overlap")
            }
        }
        return heights
    }

    @Test("Plain: pinned section header, section index on the trailing edge, a selected row, a row swiped open")
    func plain() throws {
        try variants("plain") { rtl, scheme in
            try render(plainData(rtl: rtl), style: .plain, rtl: rtl, scheme: scheme) { table, fixture in
                table.contentOffset = Point(x: 0, y: 40)
                fixture.frame()
                table.selectRow(at: TableIndexPath(row: 1, section: 1), animated: false)
                let cell = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 2)))
                let centre = cell.convert(cell.bounds.center, to: nil)
                let end = rtl ? centre.x + 150 : centre.x - 150
                try fixture.playInFrames("drag \(centre.x),\(centre.y) \(end),\(centre.y) duration=0.4")
                #expect(table.revealedRow == TableIndexPath(row: 0, section: 2))
            }
        }
    }

    @Test("Edit mode: insert and delete controls, reorder handles, one row's Delete shown with its minus turned")
    func editing() throws {
        try variants("edit") { rtl, scheme in
            try render(editData(rtl: rtl), style: .insetGrouped, rtl: rtl, scheme: scheme) { table, fixture in
                table.setEditing(true, animated: true)
                fixture.settle()
                table.toggleDeleteConfirmation(at: TableIndexPath(row: 2, section: 0))
            }
        }
    }

    @Test("Edit mode selecting several rows: empty circles, two rows selected with filled circles and the selection fill")
    func multipleSelection() throws {
        try variants("multiselect") { rtl, scheme in
            try render(selectionData(rtl: rtl), style: .plain, rtl: rtl, scheme: scheme, height: 400) { table, fixture in
                table.allowsMultipleSelectionDuringEditing = true
                table.setEditing(true, animated: true)
                fixture.settle()
                for row in [1, 2] {
                    let cell = try #require(table.cellForRow(at: TableIndexPath(row: row, section: 0)))
                    let p = cell.convert(cell.bounds.center, to: nil)
                    try fixture.play("tap \(p.x),\(p.y)")
                }
                #expect(table.indexPathsForSelectedRows == [TableIndexPath(row: 1, section: 0), TableIndexPath(row: 2, section: 0)])
            }
        }
    }

    @Test("Several choices outside edit mode: the checked days show a trailing checkmark in the tint and no fill")
    func checkmarks() throws {
        try variants("checkmarks") { rtl, scheme in
            try render(repeatData(rtl: rtl), style: .insetGrouped, rtl: rtl, scheme: scheme, height: 400) { table, fixture in
                table.allowsMultipleSelection = true
                fixture.settle()
                for row in [1, 2, 3, 5] {
                    let cell = try #require(table.cellForRow(at: TableIndexPath(row: row, section: 0)))
                    let p = cell.convert(cell.bounds.center, to: nil)
                    try fixture.play("tap \(p.x),\(p.y)")
                }
                #expect(table.indexPathsForSelectedRows.map(\.row) == [1, 2, 3, 5])
            }
        }
    }
}
