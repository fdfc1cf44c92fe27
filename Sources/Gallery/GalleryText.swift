/// Every string the gallery shows, translated into each ``GalleryLanguage``.
///
/// Keys are the English text's meaning; ``GalleryText/localized(_:)`` gives the translation.
/// A missing translation falls back to English (none is missing: a test checks every key).
public enum GalleryText: String, CaseIterable, Sendable {
    case galleryTitle, buttonsTitle, togglesTitle, toolbarsTitle
    case pickersTitle
    case styles, sizes, roles, states, activity, systemButtons
    case plain, gray, tinted, filled
    case small, medium, large
    case save, cancel, delete, done, subtitle
    case normal, highlighted, disabled, focused
    case checkout, checkingOut, downloading
    case switches, toggleButtons, checkboxes, radioGroup
    case wifi, bluetooth, airplaneMode, customTint
    case bold, italic, underline
    case selectAll, photos, music, documents
    case textSize
    case textItems, symbolItems, twoState, overflow, material
    case edit, share, reply, compose, follow, following, more
    case scrolledContent
    case valuesTitle, activityIndicators, loading, progressViews, downloadingFiles, pageIndicators, labels
    case labelMultiline, labelTail, labelMiddle, labelHead, labelShrink, sliders, volume, tapToPosition
    case segmentedControls, day, week, month, year, momentary, previous, next, steppers, copies, wraps, hour
    case formTitle
    case modalsTitle, navigationTitle, drillDown, indexedList, editMode, settings, contacts, recents, favorites, downloads, history, general, about, softwareUpdate, languageRegion, connected, notifications, missedCall, yesterday, configure

    /// The string in `language`.
    public func localized(_ language: GalleryLanguage) -> String {
        let table: [GalleryText: String] = switch language {
        case .english: Self.english
        case .arabic: Self.arabic
        case .hebrew: Self.hebrew
        case .japanese: Self.japanese
        }
        return table[self] ?? Self.english[self] ?? rawValue
    }

    static let english: [GalleryText: String] = [
        .valuesTitle: "Values", .activityIndicators: "Activity indicators", .loading: "Loading…",
        .progressViews: "Progress views", .downloadingFiles: "Downloading 3 of 8 files", .pageIndicators: "Page indicators",
        .labels: "Labels", .labelMultiline: "A label shows a small amount of static text. It may wrap onto several lines when it is told to.",
        .labelTail: "Truncated at the tail when the text is too long", .labelMiddle: "Truncated in the middle when the text is too long",
        .labelHead: "Truncated at the head when the text is too long", .labelShrink: "Shrinks to fit its width before it truncates",
        .sliders: "Sliders", .volume: "Volume", .tapToPosition: "Tap to position",
        .segmentedControls: "Segmented controls", .day: "Day", .week: "Week", .month: "Month", .year: "Year",
        .momentary: "Momentary", .previous: "Previous", .next: "Next",
        .steppers: "Steppers", .copies: "Copies", .wraps: "Wraps round", .hour: "Hour",

        .pickersTitle: "Pickers",
        .galleryTitle: "Gallery", .buttonsTitle: "Buttons", .togglesTitle: "Toggles", .toolbarsTitle: "Toolbars",
        .styles: "Styles", .sizes: "Sizes", .roles: "Roles", .states: "States", .activity: "Activity",
        .systemButtons: "System buttons",
        .plain: "Plain", .gray: "Gray", .tinted: "Tinted", .filled: "Filled",
        .small: "Small", .medium: "Medium", .large: "Large",
        .save: "Save", .cancel: "Cancel", .delete: "Delete", .done: "Done", .subtitle: "Subtitle",
        .normal: "Normal", .highlighted: "Highlighted", .disabled: "Disabled", .focused: "Focused",
        .checkout: "Checkout", .checkingOut: "Checking out…", .downloading: "Downloading",
        .switches: "Switches", .toggleButtons: "Toggle buttons", .checkboxes: "Checkboxes", .radioGroup: "Radio group",
        .wifi: "Wi-Fi", .bluetooth: "Bluetooth", .airplaneMode: "Airplane Mode", .customTint: "Custom tint",
        .bold: "Bold", .italic: "Italic", .underline: "Underline",
        .selectAll: "Select all", .photos: "Photos", .music: "Music", .documents: "Documents",
        .textSize: "Text size",
        .textItems: "Text items", .symbolItems: "Symbol items", .twoState: "Two-state item",
        .overflow: "Overflow", .material: "Over scrolled content",
        .edit: "Edit", .share: "Share", .reply: "Reply", .compose: "Compose",
        .follow: "Follow", .following: "Following", .more: "More",
        .scrolledContent: "Content scrolls beneath the toolbar",
        .formTitle: "Form", .modalsTitle: "Modals", .navigationTitle: "Navigation", .drillDown: "Drill-down with a tab bar", .indexedList: "List with an index", .editMode: "Edit mode", .settings: "Settings", .contacts: "Contacts", .recents: "Recents", .favorites: "Favorites", .downloads: "Downloads", .history: "History", .general: "General", .about: "About", .softwareUpdate: "Software Update", .languageRegion: "Language & Region", .connected: "Connected", .notifications: "Notifications", .missedCall: "Missed call", .yesterday: "Yesterday", .configure: "Configure",
    ]

    static let arabic: [GalleryText: String] = [
        .valuesTitle: "القيم", .activityIndicators: "مؤشرات النشاط", .loading: "جارٍ التحميل…",
        .progressViews: "أشرطة التقدم", .downloadingFiles: "جارٍ تنزيل ٣ من ٨ ملفات", .pageIndicators: "مؤشرات الصفحات",
        .labels: "التسميات", .labelMultiline: "تعرض التسمية قدرًا صغيرًا من النص الثابت. ويمكن أن تلتف على عدة أسطر عند الطلب.",
        .labelTail: "يُقتطع من النهاية عندما يكون النص طويلًا جدًا", .labelMiddle: "يُقتطع من الوسط عندما يكون النص طويلًا جدًا",
        .labelHead: "يُقتطع من البداية عندما يكون النص طويلًا جدًا", .labelShrink: "يتقلص ليناسب عرضه قبل أن يُقتطع",
        .sliders: "أشرطة التمرير", .volume: "مستوى الصوت", .tapToPosition: "النقر لتحديد الموضع",
        .segmentedControls: "عناصر التحكم المقسمة", .day: "يوم", .week: "أسبوع", .month: "شهر", .year: "سنة",
        .momentary: "لحظي", .previous: "السابق", .next: "التالي",
        .steppers: "أزرار الخطوة", .copies: "النسخ", .wraps: "يلتف", .hour: "الساعة",

        .pickersTitle: "المنتقيات",
        .galleryTitle: "المعرض", .buttonsTitle: "الأزرار", .togglesTitle: "المفاتيح", .toolbarsTitle: "أشرطة الأدوات",
        .styles: "الأنماط", .sizes: "الأحجام", .roles: "الأدوار", .states: "الحالات", .activity: "النشاط",
        .systemButtons: "أزرار النظام",
        .plain: "عادي", .gray: "رمادي", .tinted: "ملوّن", .filled: "ممتلئ",
        .small: "صغير", .medium: "متوسط", .large: "كبير",
        .save: "حفظ", .cancel: "إلغاء", .delete: "حذف", .done: "تم", .subtitle: "عنوان فرعي",
        .normal: "عادي", .highlighted: "مضغوط", .disabled: "معطّل", .focused: "محدد",
        .checkout: "الدفع", .checkingOut: "جارٍ الدفع…", .downloading: "جارٍ التنزيل",
        .switches: "مفاتيح التبديل", .toggleButtons: "أزرار التبديل", .checkboxes: "خانات الاختيار", .radioGroup: "مجموعة خيارات",
        .wifi: "Wi-Fi", .bluetooth: "بلوتوث", .airplaneMode: "وضع الطيران", .customTint: "لون مخصص",
        .bold: "عريض", .italic: "مائل", .underline: "تسطير",
        .selectAll: "تحديد الكل", .photos: "الصور", .music: "الموسيقى", .documents: "المستندات",
        .textSize: "حجم النص",
        .textItems: "عناصر نصية", .symbolItems: "عناصر رموز", .twoState: "عنصر بحالتين",
        .overflow: "الفائض", .material: "فوق محتوى مُمرَّر",
        .edit: "تعديل", .share: "مشاركة", .reply: "رد", .compose: "إنشاء",
        .follow: "متابعة", .following: "تتابعه", .more: "المزيد",
        .scrolledContent: "يمر المحتوى أسفل شريط الأدوات",
        .formTitle: "نموذج", .modalsTitle: "النوافذ", .navigationTitle: "التنقل", .drillDown: "تعمّق مع شريط علامات التبويب", .indexedList: "قائمة مع فهرس", .editMode: "وضع التعديل", .settings: "الإعدادات", .contacts: "جهات الاتصال", .recents: "الأخيرة", .favorites: "المفضلة", .downloads: "التنزيلات", .history: "السجل", .general: "عام", .about: "حول", .softwareUpdate: "تحديث البرامج", .languageRegion: "اللغة والمنطقة", .connected: "متصل", .notifications: "الإشعارات", .missedCall: "مكالمة فائتة", .yesterday: "أمس", .configure: "تخصيص",
    ]

    static let hebrew: [GalleryText: String] = [
        .valuesTitle: "ערכים", .activityIndicators: "מחווני פעילות", .loading: "טוען…",
        .progressViews: "פסי התקדמות", .downloadingFiles: "מוריד 3 מתוך 8 קבצים", .pageIndicators: "מחווני עמודים",
        .labels: "תוויות", .labelMultiline: "תווית מציגה מעט טקסט קבוע. היא יכולה לגלוש לכמה שורות כשמבקשים ממנה.",
        .labelTail: "נחתך בסוף כשהטקסט ארוך מדי", .labelMiddle: "נחתך באמצע כשהטקסט ארוך מדי",
        .labelHead: "נחתך בהתחלה כשהטקסט ארוך מדי", .labelShrink: "מתכווץ כדי להתאים לרוחב לפני שהוא נחתך",
        .sliders: "מחוונים", .volume: "עוצמת קול", .tapToPosition: "הקשה למיקום",
        .segmentedControls: "בקרים מפולחים", .day: "יום", .week: "שבוע", .month: "חודש", .year: "שנה",
        .momentary: "רגעי", .previous: "הקודם", .next: "הבא",
        .steppers: "צעדים", .copies: "עותקים", .wraps: "מתגלגל", .hour: "שעה",

        .pickersTitle: "בוררים",
        .galleryTitle: "גלריה", .buttonsTitle: "כפתורים", .togglesTitle: "מתגים", .toolbarsTitle: "סרגלי כלים",
        .styles: "סגנונות", .sizes: "גדלים", .roles: "תפקידים", .states: "מצבים", .activity: "פעילות",
        .systemButtons: "כפתורי מערכת",
        .plain: "פשוט", .gray: "אפור", .tinted: "צבוע", .filled: "מלא",
        .small: "קטן", .medium: "בינוני", .large: "גדול",
        .save: "שמור", .cancel: "ביטול", .delete: "מחק", .done: "סיום", .subtitle: "כותרת משנה",
        .normal: "רגיל", .highlighted: "לחוץ", .disabled: "מושבת", .focused: "בפוקוס",
        .checkout: "לתשלום", .checkingOut: "מבצע תשלום…", .downloading: "מוריד",
        .switches: "מתגים", .toggleButtons: "כפתורי מצב", .checkboxes: "תיבות סימון", .radioGroup: "קבוצת בחירה",
        .wifi: "Wi-Fi", .bluetooth: "בלוטות׳", .airplaneMode: "מצב טיסה", .customTint: "צבע מותאם",
        .bold: "מודגש", .italic: "נטוי", .underline: "קו תחתון",
        .selectAll: "בחר הכול", .photos: "תמונות", .music: "מוזיקה", .documents: "מסמכים",
        .textSize: "גודל טקסט",
        .textItems: "פריטי טקסט", .symbolItems: "פריטי סמלים", .twoState: "פריט דו־מצבי",
        .overflow: "גלישה", .material: "מעל תוכן נגלל",
        .edit: "עריכה", .share: "שיתוף", .reply: "השב", .compose: "חדש",
        .follow: "מעקב", .following: "במעקב", .more: "עוד",
        .scrolledContent: "התוכן נגלל מתחת לסרגל הכלים",
        .formTitle: "טופס", .modalsTitle: "חלונות", .navigationTitle: "ניווט", .drillDown: "העמקה עם סרגל לשוניות", .indexedList: "רשימה עם אינדקס", .editMode: "מצב עריכה", .settings: "הגדרות", .contacts: "אנשי קשר", .recents: "אחרונים", .favorites: "מועדפים", .downloads: "הורדות", .history: "היסטוריה", .general: "כללי", .about: "אודות", .softwareUpdate: "עדכון תוכנה", .languageRegion: "שפה ואזור", .connected: "מחובר", .notifications: "עדכונים", .missedCall: "שיחה שלא נענתה", .yesterday: "אתמול", .configure: "התאמה",
    ]

    static let japanese: [GalleryText: String] = [
        .valuesTitle: "値", .activityIndicators: "アクティビティインジケータ", .loading: "読み込み中…",
        .progressViews: "プログレスビュー", .downloadingFiles: "8個中3個のファイルをダウンロード中", .pageIndicators: "ページインジケータ",
        .labels: "ラベル", .labelMultiline: "ラベルは少量の静的なテキストを表示します。指定すれば複数行に折り返せます。",
        .labelTail: "テキストが長すぎると末尾が省略されます", .labelMiddle: "テキストが長すぎると中央が省略されます",
        .labelHead: "テキストが長すぎると先頭が省略されます", .labelShrink: "省略する前に幅に合わせて縮小されます",
        .sliders: "スライダ", .volume: "音量", .tapToPosition: "タップで移動",
        .segmentedControls: "セグメンテッドコントロール", .day: "日", .week: "週", .month: "月", .year: "年",
        .momentary: "モーメンタリ", .previous: "前へ", .next: "次へ",
        .steppers: "ステッパー", .copies: "部数", .wraps: "循環", .hour: "時",

        .pickersTitle: "ピッカー",
        .galleryTitle: "ギャラリー", .buttonsTitle: "ボタン", .togglesTitle: "トグル", .toolbarsTitle: "ツールバー",
        .styles: "スタイル", .sizes: "サイズ", .roles: "役割", .states: "状態", .activity: "アクティビティ",
        .systemButtons: "システムボタン",
        .plain: "プレーン", .gray: "グレイ", .tinted: "ティント", .filled: "塗りつぶし",
        .small: "小", .medium: "中", .large: "大",
        .save: "保存", .cancel: "キャンセル", .delete: "削除", .done: "完了", .subtitle: "サブタイトル",
        .normal: "通常", .highlighted: "ハイライト", .disabled: "無効", .focused: "フォーカス",
        .checkout: "購入手続き", .checkingOut: "手続き中…", .downloading: "ダウンロード中",
        .switches: "スイッチ", .toggleButtons: "トグルボタン", .checkboxes: "チェックボックス", .radioGroup: "ラジオグループ",
        .wifi: "Wi-Fi", .bluetooth: "Bluetooth", .airplaneMode: "機内モード", .customTint: "カスタムカラー",
        .bold: "太字", .italic: "斜体", .underline: "下線",
        .selectAll: "すべて選択", .photos: "写真", .music: "ミュージック", .documents: "書類",
        .textSize: "文字サイズ",
        .textItems: "テキスト項目", .symbolItems: "シンボル項目", .twoState: "2状態の項目",
        .overflow: "オーバーフロー", .material: "スクロールするコンテンツの上",
        .edit: "編集", .share: "共有", .reply: "返信", .compose: "作成",
        .follow: "フォロー", .following: "フォロー中", .more: "その他",
        .scrolledContent: "コンテンツはツールバーの下をスクロールします",
        .formTitle: "フォーム", .modalsTitle: "モーダル", .navigationTitle: "ナビゲーション", .drillDown: "タブバー付きの階層", .indexedList: "インデックス付きリスト", .editMode: "編集モード", .settings: "設定", .contacts: "連絡先", .recents: "履歴", .favorites: "よく使う項目", .downloads: "ダウンロード", .history: "ヒストリー", .general: "一般", .about: "情報", .softwareUpdate: "ソフトウェア・アップデート", .languageRegion: "言語と地域", .connected: "接続済み", .notifications: "通知", .missedCall: "不在着信", .yesterday: "昨日", .configure: "カスタマイズ",
    ]
}
