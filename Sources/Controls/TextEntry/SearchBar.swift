import Gestures
public import Graphics
public import Scene
import Text

/// A search bar (HIG §1.24): a rounded search field with the search symbol at its leading end,
/// a placeholder, a clear button and an optional Bookmarks button sharing the trailing slot,
/// an optional prompt above, a Cancel button, and an optional scope bar of at most four
/// buttons below the field (beside it in landscape).
///
/// ## Background
/// The field is a ``TextField`` (``searchField``) with the editing model every text control
/// shares. The clear button shows only while the bar holds text and the Bookmarks button only
/// while it holds none: they never show together. ``onSearchTextChange`` is the live
/// filtering hook: it runs after every edit and every scope change, with the text and the
/// selected scope, so local data narrows as people type; ``onSearchButton`` runs on the Search
/// key (Return) for searches that cannot run live. Cancel empties the bar, ends editing and runs
/// ``onCancel``.
///
/// <!-- example context:
/// final class Visitors { func filter(_ text: String, scope: Int) {} }
/// let table = Visitors()
/// -->
/// ```swift
/// let search = SearchBar(placeholder: "Search")
/// search.scopeButtonTitles = ["All", "Visitors", "Staff"]
/// search.onSearchTextChange = { text, scope in table.filter(text, scope: scope) }
/// ```
///
/// More than ``ControlMetrics/searchScopeMaximumButtons`` scope titles are a HIG lint issue
/// (``HIGLintIssue/Rule/scopeBarButtonCount``); the bar shows them all, as UIKit does.
@MainActor
open class SearchBar: Node, HIGLintSubject {
    /// The bar's background (HIG §1.24).
    public enum BarStyle: Sendable, Hashable {
        /// The look of the bar or list it sits in (it draws no background of its own).
        case `default`
        /// Black, with a light field.
        case black
    }

    /// Where the scope bar goes.
    public enum ScopeBarPlacement: Sendable, Hashable {
        /// Below the field, or beside it when the screen is wider than it is tall (landscape).
        case automatic
        /// Always below the field.
        case below
        /// Always beside the field, at its trailing end.
        case beside
    }

    /// The search field.
    public let searchField: TextField
    /// The Cancel button.
    public let cancelButton: Button
    /// The Bookmarks button, shown in the trailing slot while the bar is empty when
    /// ``showsBookmarkButton`` is set.
    public let bookmarkButton: Button
    /// The scope bar (hidden without ``scopeButtonTitles``).
    public let scopeBar: SegmentedControl
    private let promptNode = TextNode("", style: .footnote, color: .secondaryLabel)
    private let searchSymbol: SymbolNode

    /// A short heading above the bar (`nil`: none).
    public var prompt: String? {
        didSet {
            guard prompt != oldValue else { return }
            promptNode.text = prompt ?? ""
            promptNode.isHidden = prompt == nil
            setNeedsLayout()
        }
    }
    /// The hint shown while the bar is empty ("Search").
    public var placeholder: String {
        get { searchField.placeholder }
        set { searchField.placeholder = newValue }
    }
    /// The text searched for.
    public var text: String {
        get { searchField.text }
        set {
            searchField.text = newValue
            textDidChange()
        }
    }
    /// Whether the Bookmarks button shows while the bar is empty.
    public var showsBookmarkButton = false { didSet { if showsBookmarkButton != oldValue { updateTrailingSlot() } } }
    /// Whether the Cancel button shows; `nil` (the default) shows it while the bar is edited.
    public var showsCancelButton: Bool? { didSet { if showsCancelButton != oldValue { setNeedsLayout() } } }
    /// The scope bar's titles: at most ``ControlMetrics/searchScopeMaximumButtons``.
    public var scopeButtonTitles: [String] = [] { didSet { if scopeButtonTitles != oldValue { rebuildScopeBar() } } }
    /// The selected scope (an index into ``scopeButtonTitles``).
    public var selectedScopeButtonIndex: Int {
        get { scopeBar.selectedSegmentIndex ?? 0 }
        set { scopeBar.setSelectedSegmentIndex(newValue, animated: false) }
    }
    /// Where the scope bar goes.
    public var scopeBarPlacement: ScopeBarPlacement = .automatic { didSet { if scopeBarPlacement != oldValue { setNeedsLayout() } } }
    /// The background.
    public var barStyle: BarStyle = .default { didSet { if barStyle != oldValue { appearanceDidChange() } } }
    /// The live filtering hook: after every edit and scope change, with the text and the scope.
    public var onSearchTextChange: (@MainActor (String, Int) -> Void)?
    /// Runs on the keyboard's Search key (Return).
    public var onSearchButton: (@MainActor (SearchBar) -> Void)?
    /// Runs after Cancel emptied the bar and ended editing.
    public var onCancel: (@MainActor (SearchBar) -> Void)?
    /// Runs when the Bookmarks button is tapped.
    public var onBookmarkButton: (@MainActor (SearchBar) -> Void)?

    /// Whether the placeholder is the default "Search", in the language of the environment.
    private let localizesPlaceholder: Bool

    /// Creates a search bar with `placeholder`; without one, "Search" in the language of the
    /// bar's environment (``ControlText``), as its Cancel button is.
    public init(placeholder: String? = nil, pasteboard: Pasteboard = .general) {
        searchField = TextField(placeholder: placeholder ?? ControlText.search.localized(.english), pasteboard: pasteboard)
        localizesPlaceholder = placeholder == nil
        cancelButton = Button(title: ControlText.cancel.localized(.english))
        bookmarkButton = Button(symbol: "bookmarks")
        scopeBar = SegmentedControl([], selectedIndex: 0)
        searchSymbol = SymbolNode("search", textStyle: .body, color: .secondaryLabel)
        super.init()
        name = "search bar"
        searchField.name = "search field"
        searchField.borderStyle = .filled
        searchField.clearButtonMode = .always
        searchField.returnKeyType = .search
        searchField.leadingView = searchSymbol
        searchField.onTextChange = { [weak self] _ in self?.textDidChange() }
        searchField.addAction { [weak self] _ in
            guard let self else { return }
            self.onSearchButton?(self)
        }
        searchField.onEditingChange = { [weak self] _ in self?.setNeedsLayout() }
        cancelButton.keyRole = .cancel
        cancelButton.addAction { [weak self] _ in self?.cancel() }
        bookmarkButton.addAction { [weak self] _ in
            guard let self else { return }
            self.onBookmarkButton?(self)
        }
        scopeBar.addAction { [weak self] _ in self?.scopeDidChange() }
        promptNode.alignment = .center
        promptNode.maximumLines = 1
        promptNode.isHidden = true
        for child in [promptNode, searchField, cancelButton, scopeBar] as [Node] { addChild(child) }
        scopeBar.isHidden = true
        updateTrailingSlot()
        appearanceDidChange()
    }

    /// The default placeholder and Cancel follow the environment's language; a Cancel the app
    /// renamed keeps its name.
    override open func environmentDidChange() {
        super.environmentDidChange()
        let language = ControlText.language(for: environment)
        if localizesPlaceholder { searchField.placeholder = ControlText.search.localized(language) }
        let cancel = ControlText.cancel
        if let title = cancelButton.title, InterfaceLanguage.allCases.contains(where: { cancel.localized($0) == title }) {
            cancelButton.title = cancel.localized(language)
        }
    }

    /// Whether the bar is being edited.
    public var isEditing: Bool { searchField.isEditing }

    /// Whether Cancel shows now.
    public var isCancelButtonShown: Bool { showsCancelButton ?? isEditing }

    /// Empties the bar, ends editing and runs ``onCancel`` (the Cancel button).
    public func cancel() {
        if !searchField.text.isEmpty { searchField.clear() }
        searchField.endEditing()
        setNeedsLayout()
        onCancel?(self)
    }

    /// The lint counts the scope buttons (HIG §1.24: at most four).
    public var higLintTrait: HIGLintTrait { .scopeBar(buttonCount: scopeButtonTitles.count) }

    // MARK: Changes

    private func textDidChange() {
        updateTrailingSlot()
        onSearchTextChange?(searchField.text, selectedScopeButtonIndex)
    }

    private func scopeDidChange() {
        onSearchTextChange?(searchField.text, selectedScopeButtonIndex)
    }

    /// HIG §1.24: Bookmarks only while the bar holds no text; the field's clear button (which
    /// hides its trailing view) only while it holds some.
    private func updateTrailingSlot() {
        let bookmarks = showsBookmarkButton && searchField.text.isEmpty
        searchField.trailingView = bookmarks ? bookmarkButton : nil
    }

    private func rebuildScopeBar() {
        scopeBar.segments = scopeButtonTitles.map { .title($0) }
        if scopeBar.selectedSegmentIndex == nil || scopeBar.selectedSegmentIndex ?? 0 >= scopeButtonTitles.count {
            scopeBar.setSelectedSegmentIndex(scopeButtonTitles.isEmpty ? nil : 0, animated: false)
        }
        scopeBar.isHidden = scopeButtonTitles.isEmpty
        setNeedsLayout()
    }

    private func appearanceDidChange() {
        switch barStyle {
        case .default:
            // No background of its own: the bar takes the look of what it sits in (a navigation
            // bar, a list's header, a card).
            background = nil
            environmentOverrides.colorScheme = nil
        case .black:
            // Black: the dark appearance's field, labels and buttons on black.
            background = .color(.fixed(.black))
            environmentOverrides.colorScheme = .dark
        }
        setNeedsDisplay()
    }

    // MARK: Layout

    /// Whether the scope bar sits beside the field now.
    public var isScopeBarBeside: Bool {
        switch scopeBarPlacement {
        case .below: return false
        case .beside: return true
        case .automatic:
            guard let screen = ancestorChain.first?.bounds else { return false }
            return screen.width > screen.height
        }
    }

    override open var isLayoutContainer: Bool { true }

    override open func contentSize(fitting proposal: ProposedSize) -> Size {
        let m = ControlMetrics.self
        var height = m.searchBarVerticalPadding * 2 + m.searchFieldHeight
        if prompt != nil { height += m.searchBarPromptHeight }
        if !scopeButtonTitles.isEmpty && !isScopeBarBeside { height += m.segmentedHeight + m.searchBarVerticalPadding }
        return Size(width: proposal.width ?? 320, height: height)
    }

    override open func layoutChildren() {
        let m = ControlMetrics.self
        let b = bounds
        let rtl = layoutDirection == .rightToLeft
        let inset = m.searchBarHorizontalPadding
        var y = 0.0
        if prompt != nil {
            promptNode.frame = Rect(x: inset, y: 0, width: max(0, b.width - 2 * inset), height: m.searchBarPromptHeight)
            y += m.searchBarPromptHeight
        }
        y += m.searchBarVerticalPadding
        var rowWidth = max(0, b.width - 2 * inset)
        cancelButton.isHidden = !isCancelButtonShown
        if isCancelButtonShown {
            let size = cancelButton.sizeThatFits(.unspecified)
            let x = rtl ? inset : b.width - inset - size.width
            cancelButton.frame = Rect(x: x, y: y + (m.searchFieldHeight - size.height) / 2, width: size.width, height: size.height)
            rowWidth = max(0, rowWidth - size.width - m.searchBarCancelGap)
        }
        let scopeBeside = !scopeButtonTitles.isEmpty && isScopeBarBeside
        var fieldWidth = rowWidth
        if scopeBeside {
            fieldWidth = (rowWidth - m.searchBarCancelGap) * m.searchFieldLandscapeShare
            let scopeWidth = rowWidth - fieldWidth - m.searchBarCancelGap
            let x = rtl ? b.width - inset - fieldWidth - m.searchBarCancelGap - scopeWidth
                : inset + fieldWidth + m.searchBarCancelGap
            scopeBar.frame = Rect(x: x, y: y + (m.searchFieldHeight - m.segmentedHeight) / 2,
                                  width: scopeWidth, height: m.segmentedHeight)
        }
        let fieldX = rtl ? b.width - inset - fieldWidth : inset
        searchField.frame = Rect(x: fieldX, y: y, width: fieldWidth, height: m.searchFieldHeight)
        y += m.searchFieldHeight + m.searchBarVerticalPadding
        if !scopeButtonTitles.isEmpty && !scopeBeside {
            scopeBar.frame = Rect(x: inset, y: y, width: max(0, b.width - 2 * inset), height: m.segmentedHeight)
        }
    }
}
