import Apps
import Graphics
import Testing
@testable import MultiApp
@testable import Runtime

/// What the multi-app runtime tells memory reports (`scanout apps --memory-every`): the coverage
/// every scene it holds keeps, and what it shows.
@MainActor
@Suite("Multi-app runtime: memory reports")
struct MultiAppReportTests {
    @Test("The coverage reported is the system scene's plus every running app's, suspended ones included")
    func coverageCountsEveryScene() throws {
        let s = try MultiAppScreen()
        // Rounded bars: shapes whose coverage the apps' raster caches keep.
        s.record("Mail").bar.cornerRadius = 8
        s.record("Clock").bar.cornerRadius = 8
        try s.launchMailThenClock()
        let (mail, clock) = (s.content.apps[0], s.content.apps[1])
        #expect(mail.state == .suspended && clock.state == .foreground)
        let system = s.content.systemOwner.coverageCacheBytes
        let apps = s.content.apps.map(\.instance.coverageCacheBytes)
        #expect(system > 0, "the home screen's icons are drawn through the cache")
        #expect(apps[0] > 0 && apps[1] > 0, "Mail (suspended) and Clock each keep their bars' coverage: \(apps)")
        #expect(s.content.coverageCacheBytes == system + apps.reduce(0, +))

        var reported: MemoryReport?
        s.session.host.reportMemory(every: 3600) { reported = $0 }
        #expect(reported?.coverageCacheBytes == s.content.coverageCacheBytes)
        #expect(reported?.shownState == "shown=clock running=2")
        #expect(reported?.line.contains(" shown=clock running=2") == true, "\(reported?.line ?? "")")
    }

    @Test("What is shown: the home screen, the switcher, or the app in front with its own words")
    func shownState() throws {
        let s = try MultiAppScreen()
        #expect(s.content.reportedState == "shown=home running=0")
        try s.launchMailThenClock()
        #expect(s.content.reportedState == "shown=clock running=2")
        s.content.apps[1].instance.describesShownState = { "page=alarms" }
        #expect(s.content.reportedState == "shown=clock running=2 page=alarms")
        try s.play("swipe 240,300 240,100 fingers=4\nwait 0.6")
        #expect(s.content.isShowingSwitcher)
        #expect(s.content.reportedState == "shown=switcher running=2")
        // A suspended app says so in its own words.
        #expect(s.content.apps[0].instance.reportedState == "phase=suspended")
    }
}
