/// The kiosk's words in English and Arabic (any other language shows English).
enum CheckInText {
    case title, name, company, checkIn, today, nobodyYet, welcome, hostNotified, missingName, ok

    /// The text in the language `locale` names.
    func localized(_ locale: String) -> String {
        let arabic = locale.lowercased().hasPrefix("ar")
        switch self {
        case .title: return arabic ? "تسجيل الزوار" : "Visitor Check-In"
        case .name: return arabic ? "الاسم" : "Name"
        case .company: return arabic ? "الشركة" : "Company"
        case .checkIn: return arabic ? "تسجيل الدخول" : "Check In"
        case .today: return arabic ? "زوار اليوم" : "CHECKED IN TODAY"
        case .nobodyYet: return arabic ? "لا يوجد زوار بعد" : "Nobody yet"
        case .welcome: return arabic ? "مرحبًا" : "Welcome"
        case .hostNotified: return arabic ? "تم إبلاغ مضيفك." : "Your host has been told you are here."
        case .missingName: return arabic ? "اكتب اسمك أولًا" : "Type Your Name First"
        case .ok: return arabic ? "حسنًا" : "OK"
        }
    }
}
