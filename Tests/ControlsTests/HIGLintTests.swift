import Scene
import Testing
@testable import Controls

/// Stand-ins for the toggles engineer's Switch, ListRow, Toolbar and RadioGroup: any node can
/// adopt ``HIGLintSubject``.
@MainActor
final class LintProbe: Node, HIGLintSubject {
    let higLintTrait: HIGLintTrait
    init(_ trait: HIGLintTrait, name: String? = nil) {
        higLintTrait = trait
        super.init()
        self.name = name
    }
}

@MainActor
@Suite("HIG lint", .serialized)
struct HIGLintTests {
    func container(_ children: [Node], name: String = "root") -> Node {
        let n = Node()
        n.name = name
        for c in children { n.addChild(c) }
        return n
    }

    @Test("One filled button per view passes; a second one is reported once, naming both")
    func filledButtons() {
        let one = container([Button(title: "Buy", style: .filled), Button(title: "Later", style: .gray)])
        #expect(HIGLint.check(one).isEmpty)
        let a = Button(title: "Buy", style: .filled), b = Button(title: "Gift", style: .filled)
        a.name = "buy"; b.name = "gift"
        let issues = HIGLint.check(container([a, b]))
        #expect(issues.map(\.rule) == [.multipleFilledButtons])
        #expect(issues.first?.message.contains("root/buy") == true)
        #expect(issues.first?.message.contains("root/gift") == true)
    }

    @Test("Filled buttons are counted per view; hidden ones are not counted")
    func perView() {
        let sheet = LintProbe(.view, name: "sheet")
        sheet.addChild(Button(title: "Done", style: .filled))
        let root = container([Button(title: "Buy", style: .filled), sheet])
        #expect(HIGLint.check(root).isEmpty)
        let hidden = Button(title: "Other", style: .filled)
        hidden.isHidden = true
        #expect(HIGLint.check(container([Button(title: "Buy", style: .filled), hidden])).isEmpty)
    }

    @Test("A destructive primary button is reported; a destructive button or a primary one alone is not")
    func destructivePrimary() {
        let delete = Button(title: "Delete", role: .destructive)
        delete.name = "delete"
        #expect(HIGLint.check(container([delete, Button(title: "Save", role: .primary)])).isEmpty)
        delete.keyRole = .primary
        let issues = HIGLint.check(container([delete]))
        #expect(issues.map(\.rule) == [.destructivePrimaryButton])
        #expect(issues.first?.path == "root/delete")
    }

    @Test("A table row is a list row: a switch as its accessory is in its place, one beside the table is not")
    func switchInTableRow() {
        let cell = TableCell(style: .default)
        cell.name = "bluetooth row"
        let bluetooth = Switch()
        bluetooth.name = "bluetooth"
        cell.accessory = .switchControl(bluetooth)
        #expect(bluetooth.ancestorChain.contains { $0 === cell }, "the accessory is inside the row")
        #expect(HIGLint.check(container([cell])).isEmpty)
        let loose = Switch()
        loose.name = "loose"
        let issues = HIGLint.check(container([cell, loose]))
        #expect(issues.map(\.rule) == [.switchOutsideListRow])
        #expect(issues.first?.path == "root/loose")
    }

    @Test("A switch is reported outside a list row, not inside one")
    func switches() {
        let row = LintProbe(.listRow)
        let inner = Node()
        row.addChild(inner)
        inner.addChild(LintProbe(.switchControl))
        #expect(HIGLint.check(container([row])).isEmpty)
        let issues = HIGLint.check(container([LintProbe(.switchControl, name: "wifi")]))
        #expect(issues.map(\.rule) == [.switchOutsideListRow])
        #expect(issues.first?.path == "root/wifi")
    }

    @Test("Toolbars: 3 text items pass, 4 are reported")
    func toolbars() {
        #expect(HIGLint.check(container([LintProbe(.toolbar(textItemCount: 3))])).isEmpty)
        let issues = HIGLint.check(container([LintProbe(.toolbar(textItemCount: 4))]))
        #expect(issues.map(\.rule) == [.toolbarTextItems])
        #expect(issues.first?.message.contains("4 text items") == true)
    }

    @Test("Radio groups: 2 to 5 options pass, 6 (and 1) are reported")
    func radioGroups() {
        for count in 2...5 {
            #expect(HIGLint.check(container([LintProbe(.radioGroup(optionCount: count))])).isEmpty)
        }
        #expect(HIGLint.check(container([LintProbe(.radioGroup(optionCount: 6))])).map(\.rule) == [.radioGroupOptionCount])
        #expect(HIGLint.check(container([LintProbe(.radioGroup(optionCount: 1))])).map(\.rule) == [.radioGroupOptionCount])
    }

    @Test("report(_:to:) sends each issue to the caller's sink in debug builds and never crashes")
    func sink() {
        var logged: [HIGLintIssue] = []
        let delete = Button(title: "Delete", style: .filled, role: .destructive)
        delete.keyRole = .primary
        let root = container([delete, Button(title: "Buy", style: .filled), LintProbe(.switchControl)])
        let returned = HIGLint.report(root) { logged.append($0) }
        if HIGLint.isEnabled {
            #expect(Set(logged.map(\.rule)) == [.destructivePrimaryButton, .switchOutsideListRow, .multipleFilledButtons])
            #expect(returned == logged)
            #expect(logged.allSatisfy { $0.description.hasPrefix("HIG lint [") })
        } else {
            #expect(logged.isEmpty)
        }
    }
}
