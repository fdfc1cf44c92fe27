// An app imports Foundation beside Scanout: no name of `import Scanout` may make one of
// Foundation's ambiguous. This file names Foundation's types unqualified next to Scanout's, so a
// public Scanout type that takes one of these names again breaks the build here
// ("'IndexPath' is ambiguous for type lookup"), not in an app author's code.
import Foundation
import Scanout
import Testing

@MainActor
@Suite("import Foundation beside import Scanout")
struct FoundationCoexistenceTests {
    /// Foundation's value and reference types an app is likely to use, each named unqualified.
    /// Compiling this list is the check; the test also makes sure each name means Foundation's.
    static let foundationTypes: [(name: String, type: Any.Type)] = [
        ("AffineTransform", AffineTransform.self), ("AttributedString", AttributedString.self),
        ("Bundle", Bundle.self), ("ByteCountFormatter", ByteCountFormatter.self), ("Calendar", Calendar.self),
        ("CharacterSet", CharacterSet.self), ("Data", Data.self), ("Date", Date.self),
        ("DateComponents", DateComponents.self), ("DateFormatter", DateFormatter.self),
        ("DateInterval", DateInterval.self), ("Decimal", Decimal.self), ("FileHandle", FileHandle.self),
        ("FileManager", FileManager.self), ("Formatter", Formatter.self), ("IndexPath", IndexPath.self),
        ("IndexSet", IndexSet.self), ("JSONDecoder", JSONDecoder.self), ("JSONEncoder", JSONEncoder.self),
        ("Locale", Locale.self), ("Measurement<UnitLength>", Measurement<UnitLength>.self),
        ("Notification", Notification.self), ("NotificationCenter", NotificationCenter.self),
        ("NumberFormatter", NumberFormatter.self), ("OperationQueue", OperationQueue.self),
        ("PersonNameComponents", PersonNameComponents.self), ("Pipe", Pipe.self), ("Process", Process.self),
        ("ProcessInfo", ProcessInfo.self), ("Progress", Progress.self),
        ("PropertyListEncoder", PropertyListEncoder.self), ("RunLoop", RunLoop.self), ("Scanner", Scanner.self),
        ("Thread", Thread.self), ("TimeZone", TimeZone.self), ("Timer", Timer.self), ("URL", URL.self),
        ("URLComponents", URLComponents.self), ("UserDefaults", UserDefaults.self), ("UUID", UUID.self),
    ]

    @Test("Foundation's names resolve to Foundation's types beside Scanout's")
    func foundationNamesAreFoundations() {
        for (name, type) in Self.foundationTypes {
            let described = String(reflecting: type)
            #expect(described.hasPrefix("Foundation") || described.hasPrefix("FoundationEssentials")
                        || described.hasPrefix("FoundationInternationalization") || described.hasPrefix("__C."),
                    "\(name) is \(described)")
        }
    }

    @Test("Scanout's table rows and transforms keep their own names: TableIndexPath, Transform2D")
    func scanoutNamesBesideFoundation() {
        let row = TableIndexPath(row: 2, section: 1)
        let foundationPath = IndexPath(indexes: [1, 2])
        #expect(row.section == foundationPath[0] && row.row == foundationPath[1])
        let moved = Transform2D.identity.concatenating(Transform2D(translationX: 10, y: 20))
        #expect(moved.tx == 10 && moved.ty == 20)
        var foundationTransform = AffineTransform.identity
        foundationTransform.translate(x: 10, y: 20)
        #expect(foundationTransform.tX == moved.tx && foundationTransform.tY == moved.ty)
    }
}
