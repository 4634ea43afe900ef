import SharedDomain

@testable import VIP

/// Stands in for the form's Worker: records each draft sent and answers at once, with the user
/// a server creates from it under `createdID`, unless a failure is set.
@MainActor
final class NewUserWorkerSpy: NewUserWorkerLogic {
    /// The id the created user gets.
    var createdID = 13
    /// When set, every call fails with it.
    var failure: UsersError?
    /// The drafts sent, in order.
    private(set) var drafts: [UserDraft] = []

    func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
        drafts.append(draft)
        if let failure { throw failure }
        return Fixtures.created(draft, id: createdID)
    }
}
