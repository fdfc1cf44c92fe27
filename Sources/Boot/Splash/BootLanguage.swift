public import Scene

/// A language of the splash's built-in texts: Scanout's built-in languages
/// (``InterfaceLanguage``). Arabic and Hebrew lay the splash out right to left (the progress bar
/// fills from the leading edge, the prompt's field sits at the leading side).
public typealias BootLanguage = InterfaceLanguage

/// The splash's built-in texts in each language.
extension InterfaceLanguage {
    /// The prompt of an `ask-password` that names none.
    public var passwordPrompt: String {
        switch self {
        case .english: "Enter the passphrase to unlock the disk"
        case .arabic: "أدخل عبارة المرور لفتح القرص"
        case .hebrew: "הזינו את משפט הסיסמה לפתיחת הדיסק"
        case .japanese: "ディスクのロックを解除するパスフレーズを入力してください"
        }
    }

    /// The prompt of an `ask-question` that names none.
    public var questionPrompt: String {
        switch self {
        case .english: "Type your answer"
        case .arabic: "اكتب إجابتك"
        case .hebrew: "הקלידו את התשובה"
        case .japanese: "回答を入力してください"
        }
    }

    /// The entry's placeholder.
    public var placeholder: String {
        switch self {
        case .english: "Required"
        case .arabic: "مطلوب"
        case .hebrew: "חובה"
        case .japanese: "必須"
        }
    }
}
