/// The strings of the gallery's modals screen (alerts, action sheets, modal views,
/// notifications, info buttons), translated into each ``GalleryLanguage``; kept apart from
/// ``GalleryText`` so each screen's strings live with it.
enum GalleryModalText: String, CaseIterable, Sendable {
    case alerts, actionSheets, modalViews, notifications, infoButtons
    case showAlert, showRiskyAlert, showSheet, compose, showNotification
    case sendFailedTitle, sendFailedMessage, cancel, retry, deleteTitle, deleteMessage, delete
    case draft, deleteDraft, saveDraft, newMessage, send, to, subject, settings, done, units
    case calendar, meetingMessage, close, view

    /// The string in `language`.
    func localized(_ language: GalleryLanguage) -> String {
        let table: [GalleryModalText: String] = switch language {
        case .english: Self.english
        case .arabic: Self.arabic
        case .hebrew: Self.hebrew
        case .japanese: Self.japanese
        }
        return table[self] ?? Self.english[self] ?? rawValue
    }

    static let english: [GalleryModalText: String] = [
        .alerts: "Alerts", .actionSheets: "Action sheets", .modalViews: "Modal views", .notifications: "Notifications",
        .infoButtons: "Info buttons", .showAlert: "Show Alert", .showRiskyAlert: "Show Risky Alert",
        .showSheet: "Show Action Sheet", .compose: "Compose", .showNotification: "Show Notification",
        .sendFailedTitle: "Unable to Send Message", .sendFailedMessage: "The server did not respond. Try again later.",
        .cancel: "Cancel", .retry: "Retry", .deleteTitle: "Delete Draft?", .deleteMessage: "This draft will be deleted.",
        .delete: "Delete", .draft: "Draft", .deleteDraft: "Delete Draft", .saveDraft: "Save Draft",
        .newMessage: "New Message", .send: "Send", .to: "To:", .subject: "Subject:", .settings: "Settings",
        .done: "Done", .units: "Units", .calendar: "Calendar", .meetingMessage: "Team meeting starts in 10 minutes.",
        .close: "Close", .view: "View",
    ]

    static let arabic: [GalleryModalText: String] = [
        .alerts: "التنبيهات", .actionSheets: "أوراق الإجراءات", .modalViews: "العروض المنبثقة", .notifications: "الإشعارات",
        .infoButtons: "أزرار المعلومات", .showAlert: "عرض التنبيه", .showRiskyAlert: "عرض تنبيه خطِر",
        .showSheet: "عرض ورقة الإجراءات", .compose: "إنشاء", .showNotification: "عرض الإشعار",
        .sendFailedTitle: "تعذّر إرسال الرسالة", .sendFailedMessage: "لم يستجب الخادم. حاول مرة أخرى لاحقًا.",
        .cancel: "إلغاء", .retry: "إعادة المحاولة", .deleteTitle: "حذف المسودة؟", .deleteMessage: "سيتم حذف هذه المسودة.",
        .delete: "حذف", .draft: "مسودة", .deleteDraft: "حذف المسودة", .saveDraft: "حفظ المسودة",
        .newMessage: "رسالة جديدة", .send: "إرسال", .to: "إلى:", .subject: "الموضوع:", .settings: "الإعدادات",
        .done: "تم", .units: "الوحدات", .calendar: "التقويم", .meetingMessage: "يبدأ اجتماع الفريق بعد 10 دقائق.",
        .close: "إغلاق", .view: "عرض",
    ]

    static let hebrew: [GalleryModalText: String] = [
        .alerts: "התראות", .actionSheets: "גיליונות פעולה", .modalViews: "תצוגות מודאליות", .notifications: "הודעות",
        .infoButtons: "כפתורי מידע", .showAlert: "הצג התראה", .showRiskyAlert: "הצג התראה מסוכנת",
        .showSheet: "הצג גיליון פעולה", .compose: "כתיבה", .showNotification: "הצג הודעה",
        .sendFailedTitle: "לא ניתן לשלוח את ההודעה", .sendFailedMessage: "השרת לא הגיב. נסו שוב מאוחר יותר.",
        .cancel: "ביטול", .retry: "נסה שוב", .deleteTitle: "למחוק את הטיוטה?", .deleteMessage: "הטיוטה תימחק.",
        .delete: "מחק", .draft: "טיוטה", .deleteDraft: "מחק טיוטה", .saveDraft: "שמור טיוטה",
        .newMessage: "הודעה חדשה", .send: "שלח", .to: "אל:", .subject: "נושא:", .settings: "הגדרות",
        .done: "סיום", .units: "יחידות", .calendar: "לוח שנה", .meetingMessage: "פגישת הצוות מתחילה בעוד 10 דקות.",
        .close: "סגור", .view: "הצג",
    ]

    static let japanese: [GalleryModalText: String] = [
        .alerts: "アラート", .actionSheets: "アクションシート", .modalViews: "モーダルビュー", .notifications: "通知",
        .infoButtons: "情報ボタン", .showAlert: "アラートを表示", .showRiskyAlert: "危険なアラートを表示",
        .showSheet: "アクションシートを表示", .compose: "作成", .showNotification: "通知を表示",
        .sendFailedTitle: "メッセージを送信できません", .sendFailedMessage: "サーバが応答しませんでした。後でもう一度お試しください。",
        .cancel: "キャンセル", .retry: "再試行", .deleteTitle: "下書きを削除しますか?", .deleteMessage: "この下書きは削除されます。",
        .delete: "削除", .draft: "下書き", .deleteDraft: "下書きを削除", .saveDraft: "下書きを保存",
        .newMessage: "新規メッセージ", .send: "送信", .to: "宛先:", .subject: "件名:", .settings: "設定",
        .done: "完了", .units: "単位", .calendar: "カレンダー", .meetingMessage: "チームミーティングが10分後に始まります。",
        .close: "閉じる", .view: "表示",
    ]
}
