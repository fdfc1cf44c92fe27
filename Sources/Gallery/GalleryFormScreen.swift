import Scanout

/// The form screen (HIG §1.12, §1.24, §1.27): an account card with name, email and a four-digit
/// PIN (secure entry), a search bar with a prompt, Cancel and a scope bar filtering a short list
/// live, and a notes text view holding two paragraphs. Every edit is recorded. The on-screen
/// keyboard (``GalleryApp/keyboardHost``) types into the fields: name and email ask for Next,
/// the email keyboard, the PIN the number pad.
@MainActor
enum GalleryFormScreen {
    /// The screen's sections; `record` hears every edit and search.
    static func sections(language: GalleryLanguage, focus: FocusRequest,
                         record: @escaping @MainActor (String) -> Void) -> [Node] {
        [account(language, record: record), search(language, record: record), notes(language, record: record)]
    }

    private static func account(_ language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) -> Node {
        func text(_ key: GalleryFormText) -> String { key.localized(language) }
        func field(_ name: String, placeholder: GalleryFormText) -> TextField {
            let field = TextField(placeholder: text(placeholder))
            field.name = name
            field.horizontalSizing = .flexible()
            field.onTextChange = { field in
                record(field.isSecureTextEntry ? "\(name) \(field.accessibilityValue ?? "")" : "\(name) \(field.text)")
            }
            return field
        }
        // Return goes from field to field (Next); the PIN's pad has no return key, so its
        // keyboard goes with a tap on Done in the bar above the pad.
        let name = field("form name", placeholder: .name)
        name.text = text(.anna)
        name.autocapitalizationType = .words
        name.returnKeyType = .next
        let email = field("form email", placeholder: .email)
        email.keyboardType = .emailAddress
        email.autocapitalizationType = .none
        email.returnKeyType = .next
        let pin = field("form pin", placeholder: .pin)
        pin.keyboardType = .numberPad
        pin.returnKeyType = .done
        pin.isSecureTextEntry = true
        pin.maximumLength = 4
        pin.shouldChangeText = { _, replacement in replacement.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
        pin.text = "2468"
        let footer = TextNode(text(.pinFooter), style: .footnote, color: .secondaryLabel)
        return GallerySection(title: text(.account), rows: [name, email, pin, footer], contentPadding: EdgeInsets(16))
    }

    private static func search(_ language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) -> Node {
        func text(_ key: GalleryFormText) -> String { key.localized(language) }
        let bar = SearchBar(placeholder: text(.searchPlaceholder))
        bar.name = "form search"
        bar.prompt = text(.searchPrompt)
        bar.cancelButton.title = text(.cancel)
        bar.scopeButtonTitles = [text(.all), text(.visitors), text(.staff)]
        bar.scopeBarPlacement = .below
        bar.showsBookmarkButton = true
        let people: [(GalleryFormText, isStaff: Bool)] = [(.anna, false), (.bo, true), (.carmen, true), (.dai, false)]
        let results = VStackNode(spacing: 0, alignment: .fill)
        results.name = "form search results"
        func show(_ query: String, scope: Int) {
            results.removeAllChildren()
            let matches = people.filter { person in
                let inScope = scope == 0 || (scope == 1 && !person.isStaff) || (scope == 2 && person.isStaff)
                return inScope && (query.isEmpty || text(person.0).lowercased().contains(query.lowercased()))
            }
            for (index, person) in matches.enumerated() {
                let row = ListRow(text(person.0))
                row.showsSeparator = index < matches.count - 1
                results.addChild(row)
            }
            if matches.isEmpty {
                let row = ListRow(text(.noResults))
                row.titleNode.color = .secondaryLabel
                row.showsSeparator = false
                results.addChild(row)
            }
        }
        show("", scope: 0)
        bar.onSearchTextChange = { query, scope in
            show(query, scope: scope)
            record("form search \(query) scope \(scope)")
        }
        return GallerySection(title: text(.search), rows: [bar, results], rowSpacing: 0, contentPadding: .zero)
    }

    private static func notes(_ language: GalleryLanguage, record: @escaping @MainActor (String) -> Void) -> Node {
        let notes = TextView(text: GalleryFormText.notesText.localized(language))
        notes.name = "form notes"
        notes.verticalSizing = .fixed(132)
        notes.onTextChange = { view in record("form notes \(view.editor.characterCount) characters") }
        return GallerySection(title: GalleryFormText.notes.localized(language), rows: [notes],
                              contentPadding: EdgeInsets(horizontal: 11, vertical: 0))
    }
}
