import Foundation
import Testing

/// `archlab script` streams its transcript: its peak memory does not grow with the steps.
/// Not measured under AddressSanitizer, whose quarantine holds freed memory on purpose.
@Suite("archlab script memory", .disabled(if: addressSanitizerIsOn, "AddressSanitizer keeps freed memory"))
struct ScriptMemoryTests {
    /// Peak resident memory (KiB) of one `archlab script` run of `steps` repaints of a
    /// 1000-row list.
    private func peakMemory(steps: Int) throws -> Int {
        let script = "appear\n" + String(repeating: "scroll-to-top\n", count: steps)
        let run = try PeakMemory.of(
            [ArchLabProcess.binary.path, "script", "-", "--users", "1000", "--per-page", "1000"],
            input: script, keepingOutput: false)
        #expect(run.status == 0)
        return run.kibibytes
    }

    @Test func peakMemoryStaysFlatAsTheNumberOfStepsGrowsTenfold() throws {
        let few = try peakMemory(steps: 20)
        let many = try peakMemory(steps: 200)

        // Keeping every frame would add about 100 KiB a step (18 MiB here); streaming adds none.
        #expect(many - few < 6 * 1024, "peak \(few) KiB after 20 steps, \(many) KiB after 200")
    }
}
