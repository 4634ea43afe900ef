import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIPER

/// The controllable repository answered with fixture pages and saves, each answer settled before
/// the test goes on.
extension ControllableUserRepository {
    /// Answers parked call `number` with page `page` of the fixture, then waits until the app
    /// has applied it.
    func answer(_ number: Int, withPage page: Int, settling settler: Settler) async {
        answer(number, with: .page(.fixture(page)))
        await settler.settle()
    }

    /// Waits until the app's work is parked, answers the latest parked call with page `page` of
    /// the fixture, and waits until the app has applied it.
    func answerLatest(withPage page: Int, settling settler: Settler) async {
        await settler.settle()
        guard let number = parked.last else {
            Issue.record("no call is parked")
            return
        }
        await answer(number, withPage: page, settling: settler)
    }

    /// The number of the latest parked save, once the app's work is parked.
    func parkedSave(settling settler: Settler) async -> (number: Int, user: User)? {
        await settler.settle()
        let calls = calls
        for number in parked.reversed() {
            if case .updateUser(let user) = calls[number - 1] { return (number, user) }
        }
        return nil
    }

    /// Answers the latest parked save with what it sent, as a server that stores it, and waits
    /// until the app has applied it.
    func storeLatestSave(settling settler: Settler) async {
        guard let save = await parkedSave(settling: settler) else {
            Issue.record("no save is parked")
            return
        }
        answer(save.number, with: .user(save.user))
        await settler.settle()
    }
}
