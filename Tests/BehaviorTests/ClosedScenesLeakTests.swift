import Lab
import TerminalUI
import Testing

/// Every architecture, through the same door: opening and closing the detail many times, with
/// and without a save, then dropping the whole app, frees every screen and the app itself.
/// (Each architecture's own tests also check every inner role — presenters, interactors,
/// stores — with weak references in its idiom.)
@Suite("Closed scenes free their parts, every architecture")
@MainActor
struct ClosedScenesLeakTests {
    @Test(arguments: Architectures.underTest)
    func openingAndClosingTheDetailFiftyTimesLeavesNothingBehind(architecture: Architecture) async throws {
        var session: LabSession? = try LabSession(
            architecture: architecture, configuration: SessionConfiguration())
        await session?.perform(.appear)
        var closed: [WeakScreen] = []

        for round in 1...50 {
            await session?.perform(.tap(round % 6 + 1))
            let navigation = try #require((session?.app as? NavigationApp)?.navigation)
            // Only a detail that was really opened can show that closing it freed it.
            try #require(navigation.screens.count == 2, "round \(round): the tap opened no detail")
            closed.append(WeakScreen(navigation.top))
            if round % 5 == 0 {
                await session?.perform(.edit)
                await session?.perform(.set(field: "last-name", text: "Round\(round)"))
                await session?.perform(.save)
            }
            await session?.perform(.back)
        }

        #expect(
            closed.allSatisfy { $0.screen == nil },
            "\(closed.filter { $0.screen != nil }.count) detail screens leaked")
        let root = WeakScreen((session?.app as? NavigationApp)?.navigation.screens.first)
        weak let app = session?.app as? NavigationApp
        session = nil
        #expect(app == nil, "the app outlived its session")
        #expect(root.screen == nil, "the list screen outlived the app")
    }

    struct WeakScreen {
        weak var screen: TerminalScreen?
        init(_ screen: TerminalScreen?) { self.screen = screen }
    }
}
