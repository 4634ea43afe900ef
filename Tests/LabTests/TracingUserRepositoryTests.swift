import Foundation
import SharedDomain
import Testing

@testable import Lab

/// The repository boundary's recorder: a creation is traced as an update is, its call and its
/// answer (SPEC N3).
@Suite("TracingUserRepository")
struct TracingUserRepositoryTests {
    private func makeSUT(_ backend: DemoBackend) throws -> (TracingUserRepository, BoundaryTracer) {
        let tracer = BoundaryTracer()
        let repository = OfflineFirstUserRepository(
            remote: ReqresUserRemote(client: backend), cache: try SQLiteUserCache(path: ":memory:"),
            warn: { _ in })
        return (TracingUserRepository(base: repository, tracer: tracer, caller: "Worker"), tracer)
    }

    private var ada: UserDraft {
        var draft = UserDraft()
        draft[.firstName] = "Ada"
        draft[.lastName] = "Lovelace"
        draft[.email] = "ada@example.com"
        return draft
    }

    @Test func aCreationIsRecordedWithTheIdTheServerGave() async throws {
        let (repository, tracer) = try makeSUT(DemoBackend())

        let created = try await repository.createUser(ada)

        #expect(created.id == 13)
        #expect(
            tracer.drain().map(\.description) == [
                "Worker → Repository: createUser", "Repository → Worker: → created user 13",
            ])
    }

    @Test func aFailedCreationIsRecordedWithItsError() async throws {
        let backend = DemoBackend()
        backend.setMode(.status(503))
        let (repository, tracer) = try makeSUT(backend)

        await #expect(throws: UsersError.server(status: 503)) { try await repository.createUser(ada) }

        #expect(
            tracer.drain().map(\.description) == [
                "Worker → Repository: createUser", "Repository → Worker: → server(503)",
            ])
    }
}
