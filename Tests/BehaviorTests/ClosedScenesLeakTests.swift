import Lab
import TerminalUI
import Testing

/// Every architecture, through the same door: opening and closing the detail or the New user
/// form many times, with and without a save, then dropping the whole app, frees every screen
/// and the app itself.
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

    @Test(arguments: Architectures.underTest)
    func openingAndClosingTheNewUserFormThirtyTimesLeavesNothingBehind(architecture: Architecture)
        async throws
    {
        var session: LabSession? = try LabSession(
            architecture: architecture, configuration: SessionConfiguration())
        await session?.perform(.appear)
        var closed: [WeakScreen] = []

        for round in 1...30 {
            await session?.perform(.new)
            let navigation = try #require((session?.app as? NavigationApp)?.navigation)
            try #require(navigation.screens.count == 2, "round \(round): `new` opened no form")
            closed.append(WeakScreen(navigation.top))
            // Closed three ways (SPEC N3, N5): by its save, by cancel and by back.
            switch round % 3 {
            case 0:
                await session?.perform(.set(field: "first-name", text: "Round"))
                await session?.perform(.set(field: "last-name", text: "Number\(round)"))
                await session?.perform(.set(field: "email", text: "round\(round)@example.com"))
                await session?.perform(.save)
            case 1: await session?.perform(.cancel)
            default: await session?.perform(.back)
            }
            let screens = (session?.app as? NavigationApp)?.navigation.screens.count
            try #require(screens == 1, "round \(round): the form did not close")
        }

        let frame = try #require(session?.frame().lines.joined(separator: "\n"))
        #expect(frame.contains("Added Round Number30"), "the last save reached the list:\n\(frame)")
        #expect(
            closed.allSatisfy { $0.screen == nil },
            "\(closed.filter { $0.screen != nil }.count) New user forms leaked")
        weak let app = session?.app as? NavigationApp
        session = nil
        #expect(app == nil, "the app outlived its session")
    }

    struct WeakScreen {
        weak var screen: TerminalScreen?
        init(_ screen: TerminalScreen?) { self.screen = screen }
    }
}
