import ArchLabTestSupport
import Foundation
import Testing

/// `archlab compare --side-by-side` draws narrow columns for the eye but judges the full frames,
/// so its verdict is plain `compare`'s: side by side at 100 columns, every scenario of the suite
/// exits as it does without.
@Suite("compare --side-by-side: the verdict of plain compare")
struct SideBySideVerdictTests {
    static let scenarios: [String] = {
        let folder = PackageRoot.appending("Tests/BehaviorTests/Scenarios")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".scenario") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    @Test func theSuiteHasItsScenarios() {
        #expect(Self.scenarios.count >= 30)
    }

    @Test(arguments: scenarios)
    func sideBySideAtAHundredColumnsExitsAsPlainCompare(scenario: String) throws {
        let plain = try ArchLabProcess.run(["compare", scenario])
        let sideBySide = try ArchLabProcess.run(["compare", scenario, "--side-by-side", "--width", "100"])

        #expect(sideBySide.status == plain.status, "\(sideBySide.stdout.suffix(600))")
        // The report under the columns is plain compare's, line for line.
        #expect(sideBySide.stdout.hasSuffix(plain.stdout), "\(sideBySide.stdout.suffix(600))")
    }

    @Test func anExpectThatFailsFailsSideBySideToo() throws {
        let scenario = "appear\nexpect 7 of 12\n"

        let plain = try ArchLabProcess.run(["compare", "-"], input: scenario)
        let sideBySide = try ArchLabProcess.run(
            ["compare", "-", "--side-by-side", "--width", "100"], input: scenario)

        #expect(plain.status == 1)
        #expect(sideBySide.status == 1)
    }

    @Test func anExpectOnTextPastANarrowColumnHoldsSideBySide() throws {
        // At 100 columns each of five frames is too narrow for the address: the columns cut it.
        let scenario = "appear\nexpect george.bluth@reqres.in\n"

        let sideBySide = try ArchLabProcess.run(
            ["compare", "-", "--side-by-side", "--width", "100"], input: scenario)

        #expect(sideBySide.status == 0, "\(sideBySide.stdout)")
        #expect(!sideBySide.stdout.contains("george.bluth@reqres.in"), "\(sideBySide.stdout)")
    }
}
