import Testing

@testable import SharedDomain

/// A decorator's message named after the method it is recorded from: the name alone, or the name
/// with the arguments a trace shows.
@Suite("Traced messages named after the calling method")
struct TracedMessageTests {
    private final class Role {}

    private struct Decorator {
        let role: Traced<Role>
        let weakRole: WeaklyTraced<Role>

        func refresh() { _ = role() }
        func didTapRow(at index: Int) { _ = role(with: "at: \(index)") }
        func viewDidLoad() { _ = weakRole() }
        func display(_ count: Int) { _ = weakRole(with: "rowCount: \(count)") }
    }

    @Test func aMethodWithoutArgumentsIsRecordedByItsNameAndOneWithThemWithWhatItIsGiven() {
        let tracer = BoundaryTracer()
        let role = Role()
        let sut = Decorator(
            role: Traced(role, from: "View", to: "Interactor", tracer: tracer),
            weakRole: WeaklyTraced(role, from: "Presenter", to: "View", tracer: tracer))

        sut.refresh()
        sut.didTapRow(at: 2)
        sut.viewDidLoad()
        sut.display(6)

        #expect(
            tracer.drain().map(\.description) == [
                "View → Interactor: refresh()", "View → Interactor: didTapRow(at: 2)",
                "Presenter → View: viewDidLoad()", "Presenter → View: display(rowCount: 6)",
            ])
    }

    @Test func theRoleCalledIsReturnedAndAWeaklyHeldOneOnlyWhileItLives() {
        let tracer = BoundaryTracer()
        let held = Role()
        var role: Role? = Role()
        let traced = Traced(held, from: "A", to: "B", tracer: tracer)
        let weaklyTraced = WeaklyTraced(role!, from: "A", to: "B", tracer: tracer)

        #expect(traced() === held)
        #expect(weaklyTraced() === role)
        role = nil

        #expect(weaklyTraced() == nil)
        #expect(tracer.drain().count == 3)
    }
}
