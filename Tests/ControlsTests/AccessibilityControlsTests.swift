import Graphics
import ScanoutTesting
import Scene
import Testing
@testable import Controls

/// The standard controls describe themselves to a screen reader with no app code: labels from
/// titles, values from state in the interface's language, traits, and the standard actions.
@MainActor
@Suite struct AccessibilityControlsTests {
    /// What the reader says for `element` in `language`.
    func said(_ element: any AccessibleElement, _ language: InterfaceLanguage = .english) -> String {
        AccessibilitySpeech.utterance(for: element, in: language).text
    }

    @Test("A button is labelled with its title, or its symbol's name; disabled it is dimmed; activate taps it")
    func button() throws {
        let scene = try SceneHarness()
        let save = Button(title: "Save")
        var taps = 0
        save.addAction { _ in taps += 1 }
        scene.place(save, at: Rect(x: 20, y: 20, width: 100, height: 44))
        #expect(save.isAccessibilityElement && said(save) == "Save, button")
        #expect(save.accessibilityActivate() && taps == 1)
        save.isEnabled = false
        #expect(said(save) == "Save, dimmed, button")
        #expect(!save.accessibilityActivate() && taps == 1, "a disabled button does nothing")
        let info = Button(title: nil, symbol: "info")
        scene.place(info, at: Rect(x: 20, y: 80, width: 44, height: 44))
        #expect(info.accessibilityLabel == "info")
        save.accessibilityLabel = "Save draft"
        #expect(save.accessibilityLabel == "Save draft", "the app's label wins")
    }

    @Test("A row with a switch reads as the switch: “Wi-Fi, on, switch button”, in the interface's language")
    func switchRow() throws {
        let scene = try SceneHarness()
        let control = Switch(isOn: true)
        var changes: [Bool] = []
        control.addAction { changes.append($0.isOn) }
        let row = ListRow("Wi-Fi", accessory: control)
        scene.place(row, at: Rect(x: 0, y: 40, width: 320, height: 44))
        #expect(AccessibilityTree.elements(of: scene.root).count == 1, "one element for the row")
        #expect(said(row) == "Wi-Fi, on, switch button")
        #expect(row.accessibilityHint == "double tap to toggle setting")
        #expect(row.accessibilityActivate())
        #expect(!control.isOn && changes == [false])
        #expect(said(row) == "Wi-Fi, off, switch button")
        let centre = control.convert(Point(x: control.bounds.width / 2, y: control.bounds.height / 2), to: nil)
        #expect(row.accessibilityActivationPoint == centre, "a touch aimed at the row lands on its switch")
        try scene.play("tap \"Wi-Fi\"")
        #expect(control.isOn && changes == [false, true], "a script's tap on the row's label toggles the switch")
        scene.root.environmentOverrides.locale = .arabic
        #expect(said(row, .arabic) == "Wi-Fi، تشغيل، زر تبديل")
        scene.root.environmentOverrides.locale = .japanese
        #expect(said(row, .japanese) == "Wi-Fi、オン、スイッチボタン")
    }

    @Test("Slider, stepper and page indicator are adjustable: increment and decrement change them and send actions")
    func adjustable() throws {
        let scene = try SceneHarness()
        let slider = Slider(value: 0.5)
        var sent = 0
        slider.addAction { _ in sent += 1 }
        scene.place(slider, at: Rect(x: 20, y: 20, width: 280, height: 31))
        #expect(said(slider) == "50%, adjustable")
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 1e-9 && sent == 1 && slider.accessibilityValue == "60%")
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.accessibilityValue == "40%" && sent == 3)
        scene.root.environmentOverrides.locale = .arabic
        #expect(slider.accessibilityValue == "٤٠٪")

        let stepper = Stepper(value: 3, in: 0...4)
        scene.place(stepper, at: Rect(x: 20, y: 80, width: 94, height: 32))
        #expect(stepper.accessibilityTraits.contains(.adjustable) && stepper.accessibilityValue == "٣")
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(stepper.value == 4, "stops at the maximum")

        let pages = PageIndicator(numberOfPages: 5, currentPage: 1)
        scene.place(pages, at: Rect(x: 20, y: 140, width: 200, height: 26))
        scene.root.environmentOverrides.locale = .english
        #expect(said(pages) == "page 2 of 5, adjustable")
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 2)
    }

    @Test("A segmented control's segments are its elements, leading first, “2 of 3”, the selected one selected")
    func segments() throws {
        for rtl in [false, true] {
            let scene = try SceneHarness(direction: rtl ? .rightToLeft : .leftToRight)
            let control = SegmentedControl([.title("Day"), .title("Week"), .title("Month")], selectedIndex: 0)
            var chosen: [Int?] = []
            control.addAction { chosen.append($0.selectedSegmentIndex) }
            scene.place(control, at: Rect(x: 20, y: 20, width: 280, height: 32))
            let elements = AccessibilityTree.elements(of: scene.root)
            #expect(elements.map { said($0) } == ["selected, Day, 1 of 3, button", "Week, 2 of 3, button", "Month, 3 of 3, button"])
            let first = elements[0].accessibilityFrame, second = elements[1].accessibilityFrame
            #expect(rtl ? first.minX > second.minX : first.minX < second.minX, "leading first (rtl: \(rtl))")
            #expect(elements[1].accessibilityActivate())
            #expect(control.selectedSegmentIndex == 1 && chosen == [1])
        }
    }

    @Test("Table rows are one element each; a switch row reads and toggles as the switch; headers are headings")
    func tableRows() throws {
        let data = TableData(sections: [
            .init(header: "Network", footer: nil, rows: [
                .init(title: "Wi-Fi", detail: "Home", style: .value1, accessory: .disclosure),
                .init(title: "Bluetooth", accessory: .toggle(false)),
            ]),
        ])
        let (scene, table) = try tableScene(data, style: .insetGrouped)
        #expect(table.accessibilityContainerType == .list)
        let spoken = AccessibilityTree.elements(of: scene.root).map { said($0) }
        #expect(spoken == ["Network, heading", "Wi-Fi, Home, button", "Bluetooth, off, switch button"])
        let bluetooth = try #require(table.cellForRow(at: TableIndexPath(row: 1, section: 0)))
        #expect(bluetooth.accessibilityActivate())
        #expect(said(bluetooth) == "Bluetooth, on, switch button")
        let wifi = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        #expect(wifi.accessibilityActivate())
        #expect(data.selected == [TableIndexPath(row: 0, section: 0)], "activating a row selects it, as a tap does")
    }

    @Test("Touch scripts by element: swipe-left row:\"Row 2\" reveals Delete, tap \"Delete\" deletes the row")
    func swipeRowByElement() throws {
        let data = TableData(rows: 6)
        let (scene, table) = try tableScene(data)
        try scene.playInFrames("swipe-left row:\"Row 2\" duration=0.3")
        #expect(table.revealedRow == TableIndexPath(row: 2, section: 0))
        let revealed = AccessibilityTree.elements(of: scene.root).map { $0.accessibilityLabel ?? "" }
        #expect(revealed.contains("Delete"), "the revealed action is an element: \(revealed)")
        try scene.playInFrames("tap \"Delete\"")
        #expect(data.titles == [["Row 0", "Row 1", "Row 3", "Row 4", "Row 5"]])
    }

    @Test("A target that is not on the screen stops the script with the labels the screen has")
    func missingTarget() throws {
        let scene = try SceneHarness()
        scene.place(Button(title: "Open"), at: Rect(x: 20, y: 20, width: 100, height: 44))
        scene.place(Button(title: "Cancel"), at: Rect(x: 140, y: 20, width: 100, height: 44))
        do {
            try scene.play("wait 0.1\ntap \"Opne\"")
            Issue.record("the script should have failed")
        } catch {
            #expect(error.line == 2)
            #expect(error.kind == .elementNotFound(target: "\"Opne\"", available: ["\"Open\"", "\"Cancel\""]))
            #expect(error.description == "line 2: no element matches \"Opne\" (the screen has: \"Open\", \"Cancel\")")
        }
    }

    @Test("Alerts are modal to the reader; escape chooses Cancel; the alert's buttons are buttons")
    func alert() throws {
        let fixture = try PresentationFixture()
        let alert = Alert(title: "Delete draft?", message: "It cannot be undone.")
        var chose: [String] = []
        alert.addAction(AlertAction("Cancel", role: .cancel) { chose.append("cancel") })
        alert.addAction(AlertAction("Delete", role: .destructive) { chose.append("delete") })
        fixture.presenter.present(alert, animated: false)
        fixture.settle()
        let reader = AccessibilityNavigator(root: fixture.presenter)
        let spoken = reader.elements.map { said($0) }
        #expect(spoken.first == "Delete draft?")
        #expect(spoken.contains("Cancel, button") && spoken.contains("Delete, button"))
        #expect(!spoken.contains("Save, button"), "the screen behind the alert is not read")
        reader.moveNext()
        #expect(reader.escape())
        fixture.settle()
        #expect(chose == ["cancel"] && !alert.isPresented)
        #expect(reader.elements.map { said($0) } == ["Save, button", "Back, button"])
    }

    @Test("Text fields: label from the placeholder, value the text (a count for secure entry), search fields named")
    func textFields() throws {
        let scene = try SceneHarness()
        let name = TextField(text: "Ada", placeholder: "Name")
        scene.place(name, at: Rect(x: 20, y: 20, width: 280, height: 36))
        #expect(said(name) == "Name, Ada, text field")
        let pin = TextField(text: "1234", placeholder: "PIN")
        pin.isSecureTextEntry = true
        scene.place(pin, at: Rect(x: 20, y: 70, width: 280, height: 36))
        #expect(pin.accessibilityValue == "4 characters")
        let search = SearchBar(placeholder: "Search")
        scene.place(search, at: Rect(x: 0, y: 120, width: 320, height: 56))
        #expect(search.searchField.accessibilityTraits.contains(.searchField))
        #expect(said(search.searchField) == "Search, search field")
    }

    @Test("A keyboard's keys are elements in reading order: left to right in English, right to left in Arabic")
    func keyboardKeys() throws {
        for language in [KeyboardLanguage.english, .arabic] {
            let scene = try SceneHarness(width: 390, height: 844)
            let keyboard = try Keyboard(languages: [language])
            scene.place(keyboard, at: Rect(x: 0, y: 544, width: 390, height: 300))
            let keys = AccessibilityTree.elements(of: scene.root)
            let rtl = language == .arabic
            #expect(keys.first?.accessibilityLabel == (rtl ? "ج" : "q"), "\(language): \(keys.prefix(3).map { $0.accessibilityLabel ?? "" })")
            let first = try #require(keys.first?.accessibilityFrame), second = try #require(keys.dropFirst().first?.accessibilityFrame)
            #expect(rtl ? first.minX > second.minX : first.minX < second.minX)
            #expect(keys.allSatisfy { $0.accessibilityTraits.contains(.keyboardKey) })
            #expect(keys.contains { $0.accessibilityLabel == AccessibilityText.delete.localized(.english) })
            #expect(keys.first?.accessibilityLanguage == language.languageTag)
        }
    }
}
