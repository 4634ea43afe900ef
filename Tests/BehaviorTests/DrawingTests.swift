import Lab
import TerminalUI
import Testing

/// SPEC §4 and §7, in every architecture: drawing a frame is pure, and the screen learns of a
/// change only because its View invalidates (VIP, VIPER, MVP: their display calls; MVVM: its
/// observation; MVI: the store's publication). A View whose binding were cut would leave the
/// host's screen stale, and these tests would fail.
@Suite("Drawing: pure frames, repaints driven by invalidation, every architecture")
@MainActor
struct DrawingTests {
    /// Every screen and mode of the feature: list, next page, search, detail, edit, save, back.
    private static let steps: [Gesture] = [
        .appear, .scrollToEnd, .search("e"), .tap(2), .edit, .set(field: "first-name", text: "Zoë"), .save,
        .back,
        .search(""), .refresh,
    ]

    @Test(arguments: Architectures.underTest)
    func drawingTwiceGivesTheSameFrameAndStartsNothing(architecture: Architecture) async throws {
        let session = try LabSession(architecture: architecture, configuration: SessionConfiguration())

        for gesture in Self.steps {
            await session.perform(gesture)
            _ = session.tracer.drain()
            let started = session.tracker.started
            let requests = session.backend?.requestCount

            let first = session.app.frame()
            let second = session.app.frame()

            #expect(first == second, "\(gesture): two draws differ")
            #expect(session.tracer.drain().isEmpty, "\(gesture): drawing crossed a boundary")
            #expect(session.tracker.started == started, "\(gesture): drawing started work")
            #expect(session.backend?.requestCount == requests, "\(gesture): drawing sent a request")
        }
    }

    @Test(arguments: Architectures.underTest)
    func anAsyncAnswerAsksTheHostToRepaintAndTheNewFrameShowsIt(architecture: Architecture) async throws {
        let session = try LabSession(architecture: architecture, configuration: SessionConfiguration())
        let backend = try #require(session.backend)
        backend.hold()
        await session.perform(.appear)
        #expect(session.frame().contains("Loading users…"))
        var repaintsAsked = 0
        session.onNeedsDisplay = { repaintsAsked += 1 }

        backend.endHold()
        for number in backend.parkedRequests { backend.release(number) }
        await session.settle()

        #expect(repaintsAsked > 0, "the answer arrived, but the View never invalidated")
        #expect(session.frame().contains("6 of 12"))
        #expect(!session.frame().contains("Loading users…"))
    }

    @Test(arguments: Architectures.underTest)
    func withoutAnInvalidationTheHostKeepsThePaintedFrame(architecture: Architecture) async throws {
        let session = try LabSession(architecture: architecture, configuration: SessionConfiguration())
        await session.perform(.appear)
        let painted = session.frame()

        // The server changes, but nothing asks the app: no View invalidates, nothing repaints.
        session.backend?.rename(id: 1, firstName: "Nobody", lastName: "Asked")
        await session.settle()

        #expect(session.frame() == painted)
    }
}
