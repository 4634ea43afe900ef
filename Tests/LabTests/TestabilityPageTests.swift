import ArchLabTestSupport
import Foundation
import Lab
import Testing

@testable import LabTools

/// `Docs/Testability.md`: the page `Scripts/mutate.sh` generates from `Docs/testability.json`.
/// It must be the page its results give, come from one run over every architecture that names
/// a commit of this repository, and show what it promises: each architecture's own unit tests
/// catch at least four in five of the faults the identical suite catches.
@Suite("Docs/Testability.md: seeded faults and the tests that catch them")
struct TestabilityPageTests {
    struct Record: Decodable {
        let commit: String
        let sample: Int
        let seed: Int
        let command: String
        let architectures: [String: Measured]
    }

    struct Measured: Decodable {
        let title: String
        let module: String
        let mutants: [Mutant]

        var compiled: [Mutant] { mutants.filter { $0.outcome != "did-not-compile" } }
        var caughtBySuite: [Mutant] {
            compiled.filter { ["killed-by-both", "killed-by-suite-only"].contains($0.outcome) }
        }
        var caughtByBoth: [Mutant] { compiled.filter { $0.outcome == "killed-by-both" } }
        var survivors: [Mutant] { compiled.filter { $0.outcome == "survived" } }
    }

    struct Mutant: Decodable {
        let file: String
        let line: Int
        let before: String
        let after: String
        let outcome: String
    }

    static let outcomes: Set = [
        "killed-by-both", "killed-by-unit-only", "killed-by-suite-only", "survived", "did-not-compile",
    ]

    private static func record() throws -> Record {
        try JSONDecoder().decode(
            Record.self, from: Data(contentsOf: PackageRoot.appending("Docs/testability.json")))
    }

    /// Whether this clone holds the whole history: a shallow clone (CI's, often) lacks the
    /// measured commit, which says nothing about the page.
    static let hasFullHistory: Bool = {
        let shallow = try? Subprocess.run(
            Subprocess.env, ["git", "rev-parse", "--is-shallow-repository"], in: PackageRoot.url)
        return shallow?.status == 0 && shallow?.output.hasPrefix("false") == true
    }()

    @Test(.enabled(if: hasFullHistory, "a shallow clone does not hold the measured commit"))
    func theMeasuredCommitIsACommitOfThisRepository() throws {
        let record = try Self.record()
        let known = try Subprocess.run(
            Subprocess.env, ["git", "cat-file", "-e", "\(record.commit)^{commit}"], in: PackageRoot.url)

        #expect(known.status == 0, "\(record.commit) is not a commit of this repository")
    }

    @Test func thePageIsTheOneItsResultsGive() throws {
        let check = try Subprocess.run(
            Subprocess.env, ["python3", "Scripts/mutate.py", "--page-only", "--check"], in: PackageRoot.url,
            mergingErrors: true)

        #expect(check.status == 0, "\(check.output)")
    }

    @Test func theResultsComeFromOneRunOverEveryArchitectureAtACommitOfThisRepository() throws {
        let record = try Self.record()
        let page = try String(contentsOf: PackageRoot.appending("Docs/Testability.md"), encoding: .utf8)

        #expect(record.commit.count == 40 && record.commit.allSatisfy(\.isHexDigit))
        #expect(page.contains("Measured on commit `\(record.commit)`"))
        #expect(page.contains(record.command))
        #expect(record.command.hasPrefix("Scripts/mutate.sh all --sample "))
        #expect(Set(record.architectures.keys) == Set(Architectures.builtIn.map(\.name)))
        #expect(record.sample >= 30)
        for (name, measured) in record.architectures {
            #expect(
                measured.compiled.count == record.sample,
                "\(name): \(measured.compiled.count) compiled faults")
            #expect(measured.mutants.allSatisfy { Self.outcomes.contains($0.outcome) }, "\(name)")
            #expect(
                page.contains(
                    "| \(measured.title) | \(measured.mutants.count) | \(measured.compiled.count) |"))
        }
    }

    @Test(arguments: Architectures.builtIn)
    func itsUnitTestsCatchFourInFiveOfWhatTheSuiteCatches(architecture: Architecture) throws {
        let measured = try #require(try Self.record().architectures[architecture.name])
        let suite = measured.caughtBySuite.count
        let both = measured.caughtByBoth.count

        #expect(suite > 0, "the suite caught none of \(architecture.title)'s faults")
        #expect(
            both * 5 >= suite * 4,
            "\(architecture.title)'s unit tests catch \(both) of the \(suite) faults the suite catches")
    }

    @Test(arguments: Architectures.builtIn)
    func everySurvivorIsShownAsADiff(architecture: Architecture) throws {
        let measured = try #require(try Self.record().architectures[architecture.name])
        let page = try String(contentsOf: PackageRoot.appending("Docs/Testability.md"), encoding: .utf8)

        for mutant in measured.survivors {
            #expect(page.contains("`\(mutant.file):\(mutant.line)`"))
            #expect(page.contains("-\(mutant.before)\n+\(mutant.after)\n"))
        }
    }
}
