import Foundation
import Testing

/// `archlab script` streams its transcript: its peak memory does not grow with the steps.
/// Not measured under AddressSanitizer, whose quarantine holds freed memory on purpose.
@Suite("archlab script memory", .disabled(if: addressSanitizerIsOn, "AddressSanitizer keeps freed memory"))
struct ScriptMemoryTests {
    /// Peak resident memory (KiB) of one `archlab script` run of `steps` repaints of a
    /// 1000-row list, as `getrusage(RUSAGE_CHILDREN)` reports it in a fresh parent process
    /// that has no other child (macOS reports bytes, Linux KiB).
    private func peakMemory(steps: Int) throws -> Int {
        let measure = """
            import resource, subprocess, sys
            script = "appear\\n" + "scroll-to-top\\n" * int(sys.argv[2])
            subprocess.run([sys.argv[1], "script", "-", "--users", "1000", "--per-page", "1000"],
                           input=script.encode(), stdout=subprocess.DEVNULL, check=True)
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            print(peak // 1024 if sys.platform == "darwin" else peak)  # macOS counts bytes, Linux KiB
            """
        let run = try ArchLabProcess.run(
            ["-c", measure, ArchLabProcess.binary.path, String(steps)],
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
        return try #require(Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(run.stderr)")
    }

    @Test func peakMemoryStaysFlatAsTheNumberOfStepsGrowsTenfold() throws {
        let few = try peakMemory(steps: 20)
        let many = try peakMemory(steps: 200)

        // Keeping every frame would add about 100 KiB a step (18 MiB here); streaming adds none.
        #expect(many - few < 6 * 1024, "peak \(few) KiB after 20 steps, \(many) KiB after 200")
    }
}
