public import Graphics

/// Every number the controls use, in points, in one place.
///
/// Each value says where it comes from: **HIG** when the guidelines state it (docs/hig.md, cited
/// as HIG §N), **iOS** when they give no number (HIG §6.4) and the value is the one current iOS
/// (UIKit, iOS 17) draws.
public enum ControlMetrics {
    // MARK: Hit targets

    /// The smallest area a control answers touches in, whatever its visual size.
    /// HIG §3.6 and §1.40: 44 × 44 pt.
    public static let minimumHitTarget = Size(width: 44, height: 44)

    // MARK: Focus

    /// The width of the keyboard focus ring. iOS (iPadOS keyboard focus ring): 3 pt.
    public static let focusRingWidth: Double = 3
    /// The gap between a control's edge and its focus ring. iOS (iPadOS): 2 pt outside the shape.
    public static let focusRingGap: Double = 2
    /// How far the focus ring of an alert's or action sheet's button keeps inside the button's
    /// row (clear of the separators and the modal's rim; its corners concentric with the alert's).
    /// iOS: the ring keeps a few points of air round it; 6 pt.
    public static let modalFocusRingInset: Double = 6
    /// How far a picker wheel's focus ring reaches beyond the selection band it sits on (its inner
    /// edge inside the band), so it does not crowd the rows above and below. iOS: a small outset,
    /// 1 pt.
    public static let pickerFocusRingOutset: Double = 1

    // MARK: Disabled

    /// The opacity of a disabled control. iOS (`UIControl` disabled look): 0.4.
    public static let disabledOpacity: Double = 0.4
    /// How much darker a highlighted (pressed) filled shape is drawn. iOS: about 15 % black over it.
    public static let highlightDarkening: Double = 0.15

    // MARK: Buttons (UIButton.Configuration, iOS 17)

    /// The height of a small button. iOS: 28 pt (`.small` buttonSize, a capsule-like shape).
    public static let buttonHeightSmall: Double = 28
    /// The height of a medium button. iOS: 34 pt (`.medium` buttonSize).
    public static let buttonHeightMedium: Double = 34
    /// The height of a large button. iOS: 50 pt (`.large` buttonSize).
    public static let buttonHeightLarge: Double = 50
    /// The corner radius of a small button. iOS: 14 pt (half its 28 pt height: a capsule).
    public static let buttonCornerRadiusSmall: Double = 14
    /// The corner radius of a medium button. iOS: 8 pt (`.medium` `cornerStyle: .dynamic`).
    public static let buttonCornerRadiusMedium: Double = 8
    /// The corner radius of a large button. iOS: 12 pt (`.large` `cornerStyle: .dynamic`).
    public static let buttonCornerRadiusLarge: Double = 12
    /// The horizontal content padding of a small button. iOS: 10 pt.
    public static let buttonPaddingSmall: Double = 10
    /// The horizontal content padding of a medium button. iOS: 12 pt.
    public static let buttonPaddingMedium: Double = 12
    /// The horizontal content padding of a large button. iOS: 20 pt.
    public static let buttonPaddingLarge: Double = 20
    /// The gap between a button's symbol and its title. iOS: 6 pt (`imagePadding` default).
    public static let buttonImagePadding: Double = 6
    /// The gap between a button's title and subtitle. iOS: 2 pt (`titlePadding`).
    public static let buttonTitlePadding: Double = 2
    /// The opacity of a plain button's content while pressed. iOS: about 0.3 (the title dims).
    public static let buttonPlainHighlightOpacity: Double = 0.3
    /// The same in dark mode, where content dimmed to 0.3 all but vanishes on black. iOS (dark
    /// appearance): the pressed title keeps about half its strength, 0.5.
    public static let buttonPlainHighlightOpacityDark: Double = 0.5
    /// The opacity of the tint wash behind a tinted button's content. iOS (`.tinted()`): 0.15.
    public static let buttonTintedBackgroundAlpha: Double = 0.15
    /// The opacity of the tint wash in dark mode. iOS (dark appearance, `.tinted()`): a stronger
    /// wash, about 0.3, so the shape reads on black (0.15 of the tint is nearly black there).
    public static let buttonTintedBackgroundAlphaDark: Double = 0.3
    /// The vertical padding around a button's content when a subtitle makes it taller than its
    /// size's height. iOS: 7 pt (medium), scaled alike for the other sizes.
    public static let buttonVerticalPadding: Double = 7

    // MARK: Symbols (weight-matched to adjacent text)

    /// A symbol's square is this many times the adjacent text's point size. iOS (SF Symbols,
    /// medium scale next to 17 pt body text: about 21 pt): 1.25.
    public static let symbolBoxPerPointSize: Double = 1.25
    /// The stroke width per point of text size at regular weight. iOS (SF Symbols regular at
    /// 17 pt: about 1.5 pt strokes): 0.09.
    public static let symbolStrokePerPointSize: Double = 0.09
    /// How much the stroke per point size grows per unit of weight (bold 17 pt: 2.1 pt). iOS: 0.00012.
    public static let symbolStrokePerPointSizePerWeight: Double = 0.00012
    /// Symbols are fitted to the pixel grid (whole-pixel strokes, bars on pixel centres) below
    /// this many device pixels per point. iOS (SF Symbols' hinted 1× artwork): 1× screens only.
    public static let symbolPixelSnapBelowScale: Double = 1.5

    // MARK: Activity indicator (UIActivityIndicatorView .medium)

    /// The side of the activity indicator. iOS `.medium`: 20 pt.
    public static let activityIndicatorSize: Double = 20
    /// The number of spokes. iOS: 8.
    public static let activityIndicatorSpokes: Int = 8
    /// The time of one turn. iOS: 1 s (one spoke step every 1/8 s).
    public static let activityIndicatorPeriod: Double = 1
    /// The spokes' inner and outer radius as fractions of the half side. iOS: 0.45 … 1.
    public static let activityIndicatorInnerRadius: Double = 0.45
    /// The spoke width as a fraction of the side. iOS: 0.1 (2 pt at 20 pt).
    public static let activityIndicatorSpokeWidth: Double = 0.1
    /// The opacity of the faintest spoke. iOS: 0.25.
    public static let activityIndicatorMinimumAlpha: Double = 0.25

    // MARK: System buttons (UIButton.ButtonType)

    /// The side of the info, contact-add, detail-disclosure and close symbols. iOS: 22 pt.
    public static let systemButtonSymbolSize: Double = 22
    /// The stroke of those symbols. iOS: 1.5 pt (regular weight at 17 pt).
    public static let systemButtonStroke: Double = 1.5

    // MARK: Lint thresholds (HIG §1.40, §1.41, §1.42)

    /// The most filled buttons in one view before ``HIGLint`` warns. HIG §1.40 says “not too
    /// many”; the threshold is ours: 1.
    public static let lintMaximumFilledButtons: Int = 1
    /// The most text items in a toolbar. HIG §1.42: 3.
    public static let lintMaximumToolbarTextItems: Int = 3

    // MARK: Switch (UISwitch)

    /// The size of a switch's track. iOS: 51 × 31 pt.
    public static let switchSize = Size(width: 51, height: 31)
    /// The diameter of a switch's knob. iOS: 27 pt.
    public static let switchKnobDiameter: Double = 27
    /// The gap between the knob and the track's edge. iOS: 2 pt ((31 − 27) / 2).
    public static let switchKnobInset: Double = 2
    /// How far the knob stretches while pressed. iOS: 7 pt wider (27 → 34 pt).
    public static let switchKnobPressedStretch: Double = 7
    /// The knob's shadow. iOS: black 15 % offset 3 pt blur 8 pt, plus a 1 pt 6 % ring.
    public static let switchKnobShadowOffset: Double = 3
    /// The knob's shadow blur radius. iOS: 8 pt.
    public static let switchKnobShadowBlur: Double = 8
    /// The on/off labels' glyph size (the Accessibility “On/Off Labels” setting). iOS: a 1 pt × 10 pt
    /// bar for “I”, a 10 pt ring of 1 pt for “O”.
    public static let switchLabelGlyphSize: Double = 10
    /// The stroke of the on/off labels. iOS: 1 pt (drawn 1.5 pt here for 1× screens).
    public static let switchLabelStroke: Double = 1.5
    /// A drag farther than this fraction of the knob's travel past the middle flips the switch.
    /// iOS: the half-way point.
    public static let switchFlipFraction: Double = 0.5

    // MARK: Checkbox and radio button (macOS-style, HIG §1.41)

    /// The side of a checkbox's square. iOS has none; macOS regular 14 pt, scaled for touch: 22 pt.
    public static let checkboxSize: Double = 22
    /// The corner radius of a checkbox. macOS proportion (3.5/14) at 22 pt: 5 pt.
    public static let checkboxCornerRadius: Double = 5
    /// The stroke of the checkmark and the mixed dash. 2.5 pt at 22 pt (SF Symbols “semibold”).
    public static let checkmarkStroke: Double = 2.5
    /// The border of an off checkbox or radio button. iOS hairline-ish: 1.5 pt.
    public static let toggleBorderWidth: Double = 1.5
    /// The diameter of a radio button. macOS regular 14 pt, scaled for touch: 22 pt.
    public static let radioSize: Double = 22
    /// The diameter of the on dot of a radio button. macOS proportion (6/14): 9 pt.
    public static let radioDotDiameter: Double = 9
    /// The gap between a checkbox or radio button and its label. macOS: 6 pt; touch: 8 pt.
    public static let toggleLabelSpacing: Double = 8
    /// The gap between options of a radio group laid out vertically. iOS list rhythm: 12 pt.
    public static let radioVerticalSpacing: Double = 12
    /// The gap after the longest option of a horizontal radio group. macOS: 20 pt.
    public static let radioHorizontalGap: Double = 20
    /// The options of a radio group. HIG §1.41: 2–5.
    public static let radioGroupOptions: ClosedRange<Int> = 2...5

    // MARK: Toggle button

    /// The height of a toggle button. iOS: a medium button, 34 pt.
    public static let toggleButtonHeight: Double = 34
    /// The corner radius of a toggle button. iOS: 8 pt (a medium button).
    public static let toggleButtonCornerRadius: Double = 8
    /// The horizontal padding of a toggle button. iOS: 12 pt (a medium button).
    public static let toggleButtonPadding: Double = 12

    // MARK: List rows (UITableViewCell, inset grouped)

    /// The minimum height of a list row. iOS: 44 pt (HIG §3.6 hit target).
    public static let listRowHeight: Double = 44
    /// The leading and trailing padding of a list row. iOS: 16 pt (20 pt on wide screens).
    public static let listRowPadding: Double = 16
    /// The gap between a row's title and its accessory. iOS: 8 pt.
    public static let listRowSpacing: Double = 8

    // MARK: Toolbar (UIToolbar)

    /// The height of a top toolbar. iOS: 44 pt.
    public static let toolbarHeight: Double = 44
    /// The height of a bottom toolbar. iOS: 49 pt on devices without a home indicator (the
    /// 44 pt bar plus the tab-bar rhythm); the home indicator's safe area is added below.
    public static let bottomToolbarHeight: Double = 49
    /// The target size of a toolbar icon. HIG §1.42: 24 × 24 pt.
    public static let toolbarIconSize: Double = 24
    /// The largest toolbar icon. HIG §1.42: 28 × 28 pt.
    public static let toolbarIconMaximumSize: Double = 28
    /// The leading and trailing padding of a toolbar. iOS: 16 pt (8 pt margin + 8 pt item padding).
    public static let toolbarPadding: Double = 16
    /// The default width of a fixed space. iOS: 8 pt (`UIBarButtonItem.fixedSpace(0)` uses the
    /// standard spacing).
    public static let toolbarFixedSpace: Double = 8
    /// The gap between adjacent items. iOS: 8 pt.
    public static let toolbarItemSpacing: Double = 8
    /// The gap between items inside a group. iOS: 4 pt.
    public static let toolbarGroupSpacing: Double = 4
    /// The width of the hairline between a toolbar and the content. iOS: 1 device pixel; drawn as
    /// 1/scale pt.
    public static let toolbarHairlinePixels: Double = 1
    /// The blur of the toolbar material: the Gaussian's standard deviation, in points. iOS bar
    /// material (`.systemChromeMaterial`, the usual `saturate(180%) blur(20px)` reconstruction):
    /// 20 pt, so text beneath is unreadable and only colour mass shows (three box passes).
    public static let toolbarMaterialBlur: Double = 20
    /// How much the material multiplies the saturation of what it blurs. iOS bar material: 1.8.
    public static let toolbarMaterialSaturation: Double = 1.8
    /// How opaque the material's tint is over the blurred content. iOS chrome material: about 0.8.
    public static let toolbarMaterialTintAlpha: Double = 0.78

    // MARK: Menu (UIMenu, iOS context menu)

    /// The width of a menu. iOS: 250 pt.
    public static let menuWidth: Double = 250
    /// The height of a menu row. iOS: 44 pt.
    public static let menuRowHeight: Double = 44
    /// The corner radius of a menu. iOS: 13 pt.
    public static let menuCornerRadius: Double = 13
    /// The leading padding of a menu row. iOS: 16 pt.
    public static let menuRowPadding: Double = 16
    /// The gap between a menu and the item that opened it. iOS: 8 pt.
    public static let menuOffset: Double = 8

    // MARK: Scroll view (UIScrollView, iOS 17)

    /// The velocity a flick keeps per millisecond at the normal rate. iOS
    /// `UIScrollView.DecelerationRate.normal`: 0.998.
    public static let scrollDecelerationRateNormal: Double = 0.998
    /// The velocity kept per millisecond at the fast rate (pickers, paging). iOS
    /// `UIScrollView.DecelerationRate.fast`: 0.99.
    public static let scrollDecelerationRateFast: Double = 0.99
    /// How little distance may be left when a flick counts as stopped, in points. iOS: half a
    /// device pixel (0.5 pt at 1×; the scroll view divides by the screen scale).
    public static let scrollStopThreshold: Double = 0.5
    /// The rubber-band constant `c` of `(1 − 1 / (x·c/d + 1))·d`. iOS (UIScrollView): 0.55.
    public static let scrollRubberBandCoefficient: Double = 0.55
    /// The stiffness of the critically damped spring that bounces content back from an edge and
    /// settles pages. iOS (UIScrollView's bounce, mass 1, damping ratio 1): 100.
    public static let scrollBounceStiffness: Double = 100
    /// The slowest lift that still flicks, in points per second; slower lifts just stop. UIKit
    /// decelerates any velocity; ours: 20 pt/s, so a finger that rests before lifting never drifts.
    public static let scrollMinimumFlickVelocity: Double = 20
    /// The thickness of a scroll indicator. iOS 13+: 3 pt.
    public static let scrollIndicatorThickness: Double = 3
    /// The gap between a scroll indicator and the view's edge. iOS: 3 pt.
    public static let scrollIndicatorInset: Double = 3
    /// The shortest a scroll indicator gets while the content is inside its bounds. iOS: 36 pt.
    public static let scrollIndicatorMinimumLength: Double = 36
    /// The shortest a squeezed indicator gets. iOS: 7 pt (a dot as wide as its thickness plus margins).
    public static let scrollIndicatorSqueezedLength: Double = 7
    /// The opacity of the indicator's colour. iOS default style: black (white in dark) at 35 %.
    public static let scrollIndicatorAlpha: Double = 0.35
    /// How long the indicators stay after the content stops, in seconds. iOS: about 0.5 s.
    public static let scrollIndicatorHideDelay: Double = 0.5
    /// How long the indicators take to fade, in seconds. iOS: 0.25 s (in and out).
    public static let scrollIndicatorFadeDuration: Double = 0.25
    /// How long a programmatic animated scroll (scroll to an item, a double-tap zoom) takes. iOS:
    /// about 0.3 s, ease in-out.
    public static let scrollAnimationDuration: Double = 0.3
    /// The zoom scales a scroll view allows by default. iOS: 1 … 1 (no zoom unless set).
    public static let scrollDefaultZoomRange: ClosedRange<Double> = 1...1

    // MARK: Table view (UITableView, iOS 17)

    /// The height of a row with one line of body text. iOS: 44 pt (HIG §3.6 hit target).
    public static let tableRowHeight: Double = 44
    /// The height rows are assumed to have before they are measured. iOS (`estimatedRowHeight`
    /// automatic): 44 pt.
    public static let tableEstimatedRowHeight: Double = 44
    /// The leading and trailing margin of a cell's content. iOS: 16 pt (20 pt on wide screens).
    public static let tableCellMargin: Double = 16
    /// The margin of a cell's content in a wide table (iOS's regular-width layout margins): 20 pt.
    public static let tableCellWideMargin: Double = 20
    /// From this table width on, cells use ``tableCellWideMargin``. iOS: regular width, about 600 pt.
    public static let tableWideWidth: Double = 600
    /// The vertical padding of a cell's content. iOS: 11 pt above and below body text (44 pt rows).
    public static let tableCellVerticalPadding: Double = 11
    /// The gap between a subtitle cell's title and subtitle. iOS: 2 pt.
    public static let tableSubtitleSpacing: Double = 2
    /// The side of a cell's image. iOS: 29 pt (Settings icons); the image box is 29 × 29.
    public static let tableCellImageSize: Double = 29
    /// The gap between a cell's image and its text. iOS: 16 pt (the text starts at 61 pt).
    public static let tableCellImageSpacing: Double = 16
    /// The width of a value 2 cell's caption column. iOS: about 28 % of the row; ours: 92 pt.
    public static let tableValue2CaptionWidth: Double = 92
    /// The gap between a value 2 cell's caption and value (the gutter). iOS: 6 pt.
    public static let tableValue2Gutter: Double = 6
    /// The gap between a cell's content and its accessory. iOS: 10 pt.
    public static let tableAccessorySpacing: Double = 10
    /// The text size a disclosure chevron matches. iOS: the body size, 17 pt, semibold, in the
    /// tertiary label colour (a chevron about 8 × 13 pt).
    public static let tableDisclosurePointSize: Double = 17
    /// The side of a detail (info) button in a row. iOS: 22 pt.
    public static let tableDetailButtonSize: Double = 22
    /// The text size a row's checkmark matches. iOS: the body size, 17 pt, bold, in the tint.
    public static let tableCheckmarkPointSize: Double = 17
    /// The inset-grouped style's side margin. iOS: 16 pt (20 pt on wide screens).
    public static let tableInsetGroupedMargin: Double = 16
    /// The inset-grouped style's section corner radius. iOS: 10 pt.
    public static let tableInsetGroupedCornerRadius: Double = 10
    /// The height of a plain section header. iOS 15+: 28 pt, headline-weight footnote text.
    public static let tablePlainHeaderHeight: Double = 28
    /// The height of a grouped section's header with a title. iOS: 38 pt (footnote text, 7 pt
    /// below it).
    public static let tableGroupedHeaderHeight: Double = 38
    /// The first grouped section's gap above it when it has no header, and the space below the
    /// last section. iOS: 18 pt.
    public static let tableGroupedEmptyHeaderHeight: Double = 18
    /// The gap between two grouped sections when the second has no header (and the first no
    /// footer). iOS 15+ inset grouped: about 35 pt (Settings' root).
    public static let tableGroupedSectionGap: Double = 35
    /// The corner radius of a cell image's coloured square (Settings' 29 pt icons). iOS: about
    /// 6.5 pt, continuous.
    public static let tableCellImageCornerRadius: Double = 6.5
    /// The padding below a grouped header's text and above a footer's. iOS: 7 pt.
    public static let tableGroupedHeaderTextGap: Double = 7
    /// How long a selected row's highlight takes to fade when it is deselected. iOS: 0.5 s.
    public static let tableSelectionFadeDuration: Double = 0.5
    /// How long a selected row stays lit before the action runs or it fades. iOS: a brief flash,
    /// about 0.15 s.
    public static let tableSelectionFlashDuration: Double = 0.15
    /// The width of the section index column. iOS: 15 pt of text, 30 pt touch area.
    public static let tableIndexWidth: Double = 30
    /// The text size of section index entries. iOS: 11 pt semibold caption, tint colour.
    public static let tableIndexFontSize: Double = 11
    /// The height of one index entry. iOS: about 13.5 pt; ours: 14 pt.
    public static let tableIndexEntryHeight: Double = 14
    /// The width of a revealed swipe action button. iOS: the title plus 15 pt each side, at least 74 pt.
    public static let tableSwipeActionMinimumWidth: Double = 74
    /// The horizontal padding of a swipe action's title. iOS: 15 pt.
    public static let tableSwipeActionPadding: Double = 15
    /// How far a row must be swiped, as a fraction of its width, to run the first action at once
    /// (a full swipe). iOS: about half the row.
    public static let tableFullSwipeFraction: Double = 0.5
    /// The width of the edit-mode control column (delete or insert control). iOS: 38 pt
    /// (a 22 pt circle with 8 pt margins).
    public static let tableEditControlWidth: Double = 38
    /// The diameter of the delete and insert controls. iOS: 22 pt.
    public static let tableEditControlDiameter: Double = 22
    /// The width of the reorder handle column. iOS: 38 pt (three 2 pt bars, 18 pt long).
    public static let tableReorderControlWidth: Double = 38
    /// The length of a reorder handle's bars. iOS: 18 pt.
    public static let tableReorderBarLength: Double = 18
    /// How long editing-mode and data-change animations take, in seconds. iOS: 0.3 s.
    public static let tableUpdateAnimationDuration: Double = 0.3
    /// How long the other rows take to move out of a dragged row's way, and the row to settle
    /// where it is dropped, in seconds. iOS: 0.2 s.
    public static let tableReorderShiftDuration: Double = 0.2
    /// The diameter of the selection circle a row shows when a table selects several rows in
    /// edit mode. iOS: 22 pt, in the edit control's 38 pt column.
    public static let tableSelectionIndicatorDiameter: Double = 22
    /// The width of the empty selection circle's ring. iOS: 1.5 pt, system gray 3.
    public static let tableSelectionIndicatorRingWidth: Double = 1.5
    /// The stroke of the white checkmark in a filled selection circle. iOS: 2 pt (semibold).
    public static let tableSelectionCheckmarkStroke: Double = 2
    /// How deep the zones along a table's top and bottom edges are, as a fraction of the visible
    /// height, where a row held while being reordered scrolls the table. iOS: a sixth of the
    /// visible height (80 pt of a 480 pt table).
    public static let tableReorderAutoscrollZoneFraction: Double = 1.0 / 6
    /// How fast a reorder scrolls the table when the finger is at the visible area's edge (or
    /// beyond), in points per second; the speed rises linearly from 0 at the zone's inner edge.
    /// iOS: 10 pt per 60 Hz frame, 600 pt/s.
    public static let tableReorderAutoscrollMaximumSpeed: Double = 600
    /// How many extra cells the table keeps beyond the visible ones, for reuse. iOS: a handful;
    /// ours: 4.
    public static let tableReusePoolLimit: Int = 4
}

// MARK: - Navigation bar, navigation stack and tab bar

extension ControlMetrics {
    // MARK: Navigation bar (UINavigationBar, iOS 17; HIG §1.2, §3.3)

    /// The height of a navigation bar in portrait (regular height). iOS: 44 pt (HIG §6.4).
    public static let navigationBarHeight: Double = 44
    /// The height of a navigation bar in landscape on a compact-height screen. HIG §1.2 and §3.3:
    /// thinner in landscape; iOS: 32 pt (HIG §6.4).
    public static let navigationBarCompactHeight: Double = 32
    /// A landscape screen lower than this, in points, has compact height (thin bars, no large
    /// titles). iOS: every iPhone in landscape (at most 430 pt tall) is compact, every iPad
    /// (at least 744 pt) regular; 500 pt separates them.
    public static let compactHeightThreshold: Double = 500
    /// The height the large title adds below the bar. iOS: 52 pt (a 96 pt bar).
    public static let largeTitleAreaHeight: Double = 52
    /// The point size of a large title. iOS: 34 pt bold (`.largeTitle` with `.bold`).
    public static let largeTitlePointSize: Double = 34
    /// The gap between a large title's baseline and the bar's bottom edge. iOS: 12 pt.
    public static let largeTitleBaselineInset: Double = 12
    /// The height the prompt line adds above the bar. iOS: 30 pt (a 74 pt bar).
    public static let navigationPromptHeight: Double = 30
    /// The leading and trailing margin of the bar's items. iOS: 16 pt (8 pt system margin + 8 pt).
    public static let navigationBarMargin: Double = 16
    /// The distance from the bar's leading edge to the back chevron's ink. iOS 17/18: 8 pt.
    public static let backButtonMargin: Double = 8
    /// The gap between adjacent bar items, and between items and the title. iOS: 8 pt.
    public static let navigationBarItemSpacing: Double = 8
    /// The gap between the back chevron's ink and the back title's ink. iOS 17/18: 6 pt.
    public static let backChevronSpacing: Double = 6
    /// The point size the back chevron is drawn at: the project's chevron (15 of 24 grid units
    /// tall) at 24 pt draws the ink of SF Symbols' `chevron.backward` at 17 pt semibold, about
    /// 12 × 21 pt. iOS 17/18 (`UINavigationBar`'s back indicator).
    public static let backChevronPointSize: Double = 24
    /// The height of a bar item (its focus ring's; it answers touches in 44 × 44 pt) in a 44 pt
    /// bar. iOS 17/18 draws no background behind bar items: 32 pt is only the focus ring's
    /// capsule.
    public static let barItemHeight: Double = 32
    /// The height of a bar item in a 32 pt (landscape) bar: 26 pt.
    public static let barItemCompactHeight: Double = 26
    /// The horizontal padding around a bar item's title or symbol (the room for the focus
    /// ring); the bar's 16 pt margin is measured to the content. iOS 17/18: adjacent items'
    /// contents about 20 pt apart (6 + 8 + 6).
    public static let barItemPadding: Double = 6

    // MARK: Navigation transitions (UINavigationController)

    /// The duration of a push or pop. iOS: 0.35 s.
    public static let navigationTransitionDuration: Double = 0.35
    /// How far the page underneath moves, as a fraction of the width (parallax). iOS: 0.3.
    public static let navigationParallaxFraction: Double = 0.3
    /// How dark the page underneath becomes at the end of a push. iOS: black at 10 % (light) and
    /// about 25 % (dark, where 10 % barely shows).
    public static let navigationDimmingAlphaLight: Double = 0.1
    /// The dimming of the page underneath in dark mode. iOS: about 0.25.
    public static let navigationDimmingAlphaDark: Double = 0.25
    /// The blur radius of the shadow along the incoming page's leading edge. iOS: about 10 pt.
    public static let navigationEdgeShadowBlur: Double = 10
    /// The opacity of that shadow. iOS: about 0.15.
    public static let navigationEdgeShadowAlpha: Double = 0.15
    /// An edge swipe lifted past this fraction of the width completes the pop; before it, the
    /// pop is cancelled (HIG §2.4: the swipe follows the finger). iOS: one half.
    public static let edgeSwipeCompletionFraction: Double = 0.5
    /// A lift faster than this, in points per second, completes (inward) or cancels (outward) the
    /// edge swipe whatever the distance. iOS: about 500 pt/s.
    public static let edgeSwipeFlickVelocity: Double = 500

    // MARK: Tab bar (UITabBar, iOS 17; HIG §1.4)

    /// The height of a tab bar with regular height (portrait). iOS: 49 pt (HIG §6.4), plus the
    /// bottom safe area.
    public static let tabBarHeight: Double = 49
    /// The height of a tab bar on a compact-height (landscape phone) screen, where each tab's
    /// symbol sits beside its title. iOS 11 and later (`UITabBar`'s compact inline layout): 32 pt,
    /// plus the bottom safe area (HIG §1.4).
    public static let tabBarCompactHeight: Double = 32
    /// The most tabs a tab bar shows; more give 4 tabs and More. HIG §1.4: 5.
    public static let tabBarMaximumTabs: Int = 5
    /// The side of a tab's symbol. HIG §1.36: about 30 × 30 pt; iOS draws 25–28 pt: 28 pt.
    public static let tabBarIconSize: Double = 28
    /// The point size of a tab's label. iOS: 10 pt medium.
    public static let tabBarLabelPointSize: Double = 10
    /// The side of a tab's symbol in a compact tab bar. Apple's HIG › Tab bars (iOS 13–16 icon
    /// table): compact-bar symbols about 18 pt for a circle, 20 pt tall at most; the project's
    /// circles fill 21 of 24 units: 20 pt.
    public static let tabBarCompactIconSize: Double = 20
    /// The point size of a tab's label in a compact tab bar. iOS 17/18 (the compact inline
    /// layout): 13 pt medium.
    public static let tabBarCompactLabelPointSize: Double = 13
    /// The gap between a tab's symbol and its label in a compact tab bar. iOS: 6 pt.
    public static let tabBarCompactIconSpacing: Double = 6
    /// The distance from the bar's top edge to the top of the symbol. iOS: 5 pt.
    public static let tabBarIconTop: Double = 5
    /// The height of a badge. iOS: 18 pt (a circle for one digit, an oval for more).
    public static let tabBadgeHeight: Double = 18
    /// The point size of a badge's text. iOS: 13 pt regular.
    public static let tabBadgePointSize: Double = 13
    /// The horizontal padding inside a badge. iOS: 5 pt.
    public static let tabBadgePadding: Double = 5
    /// How far a badge's leading edge sits from the symbol's centre towards the trailing side
    /// (HIG §1.4: the trailing top corner of the icon). iOS: 6 pt.
    public static let tabBadgeOffsetX: Double = 6
    /// How far above the symbol's top the badge's top sits. iOS: 2 pt.
    public static let tabBadgeOffsetY: Double = 2
    /// The side of a tab in the Configure screen's grid. iOS: 80 pt cells, 4 per row.
    public static let configureCellSize: Double = 80
}
