import Gestures
import Graphics
import ScanoutTesting
import Scene
import Testing
import Text
@testable import Controls

/// The large title collapses with whatever scrolls on its page (HIG §1.2, iOS 17/18): a scroll
/// view anywhere in the page's content, a table whose header view holds a filter. Numbers on a
/// 390 × 600 scene: the bar 96 pt expanded (44 + 52), 44 pt collapsed.
@MainActor
@Suite("Navigation large title collapsing")
struct NavigationCollapseTests {
    static let full = ControlMetrics.navigationBarHeight + ControlMetrics.largeTitleAreaHeight
    static let filterHeight = 50.0

    /// A page whose content is a 50 pt filter above a scrolling list of `rows` rows, in a stack
    /// with large titles.
    func filteredList(rows: Int = 30, direction: LayoutDirection = .leftToRight)
        throws -> (SceneHarness, NavigationStack, NavigationPage, filter: Node, list: ScrollView) {
        let filter = Node()
        filter.name = "filter"
        filter.verticalSizing = .fixed(Self.filterHeight)
        let list = ScrollView(content: NavigationFixtures.rows("Row", count: rows))
        let column = VStackNode(spacing: 0, alignment: .fill)
        column.addChild(filter)
        column.addChild(list)
        let page = NavigationPage(title: "Contacts", content: column)
        let f = try SceneHarness(width: 390, height: 600, direction: direction)
        let stack = NavigationStack(root: page)
        stack.prefersLargeTitles = true
        f.place(stack, at: Rect(x: 0, y: 0, width: 390, height: 600))
        f.settleAnimations()
        return (f, stack, page, filter, list)
    }

    func windowY(_ node: Node) -> Double { node.convert(Point.zero, to: nil).y }

    @Test("A scroll view below a filter is the page's scroll view; at rest the bar is expanded, clear, the content below it")
    func nestedScrollViewFound() throws {
        let (_, stack, page, filter, list) = try filteredList()
        #expect(page.scrollView === list)
        #expect(stack.navigationBar.frame.height == Self.full)
        #expect(windowY(filter) == Self.full, "the content starts below the large title, not clipped under it")
        #expect(stack.navigationBar.titleNode?.opacity == 0 && !stack.navigationBar.isContentBeneath)
        // The inline title is the headline style: 17 pt semibold.
        #expect(stack.navigationBar.titleNode?.textStyle == .headline && stack.navigationBar.titleNode?.font == nil)
        #expect(TextStyle.headline.pointSize() == 17 && TextStyle.headline.weight == .semibold)
    }

    @Test("Scrolled by 0, 20, 52 and 200 pt: the bar, the large title, the filter and the rows move as iOS's do",
          arguments: [0.0, 20, 52, 200])
    func collapseAtOffsets(scrolled: Double) throws {
        let (f, stack, _, filter, list) = try filteredList()
        let bar = stack.navigationBar
        let large = try #require(bar.largeTitleNode)
        let titleAtRest = windowY(large)
        let firstRow = try #require(list.content.children.first)
        let rowAtRest = windowY(firstRow)
        list.contentOffset.y = list.minimumContentOffset.y + scrolled
        f.settleAnimations()
        let collapse = min(scrolled, ControlMetrics.largeTitleAreaHeight)
        #expect(bar.frame.height == Self.full - collapse, "the bar shrinks by the collapse")
        #expect(abs(windowY(large) - (titleAtRest - collapse)) < 0.5, "the large title goes up with the content")
        #expect(windowY(filter) == Self.full - collapse, "the filter follows, then stays below the collapsed bar")
        #expect(abs(windowY(firstRow) - (rowAtRest - scrolled)) < 1e-9, "the rows move exactly as far as scrolled")
        let inline = try #require(bar.titleNode)
        // The inline title fades in over the last 8 pt of the collapse.
        let expectedOpacity = max(0, min(1, 1 - (ControlMetrics.largeTitleAreaHeight - collapse) / 8))
        #expect(abs(inline.opacity - expectedOpacity) < 1e-9)
        #expect(bar.isContentBeneath == (scrolled > ControlMetrics.largeTitleAreaHeight),
                "the material and hairline once content is under the bar")
        #expect(bar.isTranslucentNow == (scrolled > ControlMetrics.largeTitleAreaHeight))
    }

    @Test("Pulled down 30 pt, the bar stretches by 30 and the content follows it down; a finger lets go, it springs back")
    func pullDownStretches() throws {
        let (f, stack, _, filter, list) = try filteredList()
        list.contentOffset.y = list.minimumContentOffset.y - 30
        f.owner.layoutIfNeeded()
        #expect(stack.navigationBar.frame.height == Self.full + 30)
        #expect(windowY(filter) == Self.full + 30)
        list.contentOffset.y = list.minimumContentOffset.y
        f.owner.layoutIfNeeded()
        try f.start("down 1 200,300\nwait 0.02\nmove 1 200,315\nwait 0.02\nmove 1 200,415\nwait 0.5\nup 1")
        f.run(seconds: 0.3)
        #expect(list.contentOffset.y < list.minimumContentOffset.y - 20, "pulled down under the finger")
        #expect(stack.navigationBar.frame.height > Self.full + 20 && windowY(filter) == stack.navigationBar.frame.height)
        f.run(seconds: 2)
        #expect(list.contentOffset.y == list.minimumContentOffset.y)
        #expect(stack.navigationBar.frame.height == Self.full && windowY(filter) == Self.full, "let go, it springs back")
    }

    @Test("A finger drag scrolls the list: rows follow the finger 1:1 through the collapse, the title collapses, the last row reaches the bottom")
    func fingerDragCollapses() throws {
        let (f, stack, _, filter, list) = try filteredList()
        let firstRow = try #require(list.content.children.first)
        let rowAtRest = windowY(firstRow)
        // Down on a row, past the slop, 100 pt up, held, lifted without speed.
        try f.play("down 1 200,400\nwait 0.02\nmove 1 200,385\nwait 0.02\nmove 1 200,285\nwait 0.5\nup 1")
        #expect(list.contentOffset.y == list.minimumContentOffset.y + 100)
        #expect(abs(windowY(firstRow) - (rowAtRest - 100)) < 1e-9, "the rows followed the finger exactly")
        #expect(stack.navigationBar.frame.height == ControlMetrics.navigationBarHeight)
        #expect(windowY(filter) == ControlMetrics.navigationBarHeight, "the filter pinned below the collapsed bar")
        #expect(stack.navigationBar.titleNode?.opacity == 1 && stack.navigationBar.isTranslucentNow)
        // At the end of the list the last row's bottom is the list's bottom on screen.
        list.contentOffset.y = list.maximumContentOffset.y
        f.owner.layoutIfNeeded()
        let last = try #require(list.content.children.last)
        let lastBottom = last.convert(Point(x: 0, y: last.bounds.height), to: nil).y
        let listBottom = list.convert(Point(x: 0, y: list.bounds.height), to: nil).y
        #expect(abs(lastBottom - listBottom) < 1e-9)
        #expect(abs(listBottom - 600) < 1e-9, "the list reaches the bottom of the page")
        // Dragged back down past the top: expanded again, clear.
        try f.play("drag 200,200 200,580 duration=0.3\ndrag 200,200 200,580 duration=0.3")
        #expect(list.contentOffset.y == list.minimumContentOffset.y)
        #expect(stack.navigationBar.frame.height == Self.full && !stack.navigationBar.isContentBeneath)
        #expect(windowY(filter) == Self.full)
    }

    @Test("A text view's own scrolling is not the page's: a form with notes keeps its large title")
    func textViewIsNotThePageScrollView() throws {
        let column = VStackNode(spacing: 8, alignment: .fill)
        let notes = TextView(pasteboard: Pasteboard())
        notes.verticalSizing = .fixed(120)
        column.addChild(notes)
        let page = NavigationPage(title: "Notes", content: column)
        #expect(page.scrollView == nil)
    }

    @Test("A page whose content has no scroll view keeps its large title and lays the content below it")
    func noScrollViewNoCollapse() throws {
        let page = NavigationFixtures.plainPage("About")
        let f = try SceneHarness(width: 390, height: 600)
        let stack = NavigationStack(root: page)
        stack.prefersLargeTitles = true
        f.place(stack, at: Rect(x: 0, y: 0, width: 390, height: 600))
        f.settleAnimations()
        #expect(page.scrollView == nil)
        #expect(page.content.frame == Rect(x: 0, y: Self.full, width: 390, height: 600 - Self.full))
    }

    @Test("A table with a filter in its header view: the filter scrolls away with the rows under the collapsing title")
    func tableHeaderFilterCollapses() throws {
        let data = TableData(sections: [.init(header: nil, footer: nil,
                                              rows: (0..<40).map { TableData.Row(title: "Row \($0)") })])
        let table = TableView(style: .plain)
        table.dataSource = data
        let filter = SearchBar(placeholder: "Filter")
        table.tableHeaderView = filter
        let page = NavigationPage(title: "Contacts", content: table)
        let f = try SceneHarness(width: 390, height: 600)
        let stack = NavigationStack(root: page)
        stack.prefersLargeTitles = true
        f.place(stack, at: Rect(x: 0, y: 0, width: 390, height: 600))
        f.settleAnimations()
        let filterHeight = filter.frame.height
        #expect(filterHeight > 30, "the header is as tall as the search bar measures")
        #expect(windowY(filter) == Self.full)
        let firstRow = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        #expect(windowY(firstRow) == Self.full + filterHeight, "the rows start below the header view")
        try f.play("down 1 200,400\nwait 0.02\nmove 1 200,385\nwait 0.02\nmove 1 200,285\nwait 0.5\nup 1")
        #expect(table.contentOffset.y == table.minimumContentOffset.y + 100)
        #expect(windowY(filter) == Self.full - 100, "the header scrolled with the rows, under the bar")
        #expect(stack.navigationBar.frame.height == ControlMetrics.navigationBarHeight)
        #expect(stack.navigationBar.isTranslucentNow)
    }
}
