/// The strings of the gallery's multiple-selection sample, translated into each
/// ``GalleryLanguage`` (kept apart from ``GalleryText``, as the pickers' and the form's are).
enum GallerySelectionText: String, CaseIterable, Sendable {
    case multipleSelection, documents, selectAll, deselectAll, delete

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        let table: [GallerySelectionText: String] = switch language {
        case .english: Self.english
        case .arabic: Self.arabic
        case .hebrew: Self.hebrew
        case .japanese: Self.japanese
        }
        return table[self] ?? Self.english[self] ?? rawValue
    }

    static let english: [GallerySelectionText: String] = [
        .multipleSelection: "Selecting several rows", .documents: "Documents", .selectAll: "Select All",
        .deselectAll: "Deselect All", .delete: "Delete",
    ]

    static let arabic: [GallerySelectionText: String] = [
        .multipleSelection: "تحديد عدة صفوف", .documents: "المستندات", .selectAll: "تحديد الكل",
        .deselectAll: "إلغاء تحديد الكل", .delete: "حذف",
    ]

    static let hebrew: [GallerySelectionText: String] = [
        .multipleSelection: "בחירת כמה שורות", .documents: "מסמכים", .selectAll: "בחירת הכול",
        .deselectAll: "ביטול הבחירה", .delete: "מחיקה",
    ]

    static let japanese: [GallerySelectionText: String] = [
        .multipleSelection: "複数の行を選択", .documents: "書類", .selectAll: "すべてを選択",
        .deselectAll: "すべての選択を解除", .delete: "削除",
    ]

    /// The title of the destructive toolbar item that deletes `count` selected rows, with the
    /// plural each language needs ("Delete" alone when nothing is selected).
    static func deleteItems(_ count: Int, _ language: GalleryLanguage) -> String {
        guard count > 0 else { return delete.localized(language) }
        switch language {
        case .english:
            return count == 1 ? "Delete 1 Item" : "Delete \(count) Items"
        case .hebrew:
            return count == 1 ? "מחיקת פריט אחד" : "מחיקת \(count) פריטים"
        case .japanese:
            return "\(count)件を削除"
        case .arabic:
            // Arabic counts in five forms: one, two, 3–10 (plural), 11–99 (singular accusative),
            // and hundreds (singular genitive), by the last two digits.
            let n = arabicDigits(count)
            switch count % 100 {
            case _ where count == 1: return "حذف عنصر واحد"
            case _ where count == 2: return "حذف عنصرين"
            case 3...10: return "حذف \(n) عناصر"
            case 11...99: return "حذف \(n) عنصرًا"
            default: return "حذف \(n) عنصر"
            }
        }
    }

    /// `value` written with Arabic-Indic digits, as the gallery's Arabic text writes numbers.
    static func arabicDigits(_ value: Int) -> String {
        String(String(value).unicodeScalars.map { scalar -> Character in
            guard let digit = scalar.properties.numericType != nil ? Int(String(scalar)) : nil else { return Character(scalar) }
            return Character(Unicode.Scalar(0x0660 + UInt32(digit)) ?? scalar)
        })
    }
}
