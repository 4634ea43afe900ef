import ArchLabTestSupport
import Foundation
import Testing

@testable import LabTools

/// The guides are held to the code they describe: a backticked name that names nothing in the
/// package fails, naming its page and line (SPEC §7, "prose that describes code that is not
/// there").
@Suite("Docs' prose names only what the code has")
struct ProseCheckTests {
    private let check = ProseCheck(
        identifiers: ["UserListRouter", "routeToUserDetail", "start", "then", "offline", "send"],
        paths: ["Sources/VIP/Scenes/UserList/UserListRouter.swift", "Sources/VIP/Scenes", "Docs/VIP.md"])

    @Test func aPlantedNameThatNoCodeHasFailsNamingItsPageAndLine() {
        let page = "The Router\n\nroutes with `routeToUserDetail()` and `passDataToUserDetail`.\n"

        let findings = check.findings(page: "Docs/VIP.md", text: page)

        #expect(findings == [ProseCheck.Finding(page: "Docs/VIP.md", line: 3, span: "passDataToUserDetail")])
        #expect(findings.first?.description.hasPrefix("Docs/VIP.md:3: `passDataToUserDetail`") == true)
    }

    @Test func membersLabelsCasesAndPathsAreLookedUp() {
        let page = """
            `UserListRouter.routeToUserDetail()` `start(_:then:)` `.offline` `Scenes/UserList/UserListRouter.swift`
            `Scenes/` `start(_:completion:)` `UserListRouter.passDataToUserDetail` `Scenes/UserList/Gone.swift`
            """

        let findings = check.findings(page: "Docs/VIP.md", text: page).map(\.span)

        #expect(
            findings == [
                "start(_:completion:)", "UserListRouter.passDataToUserDetail", "Scenes/UserList/Gone.swift",
            ])
    }

    @Test func commandsOptionsPlaceholdersAndFencedCodeAreNotNames() {
        let page = """
            Run `swift run archlab docs --check`, pass `--arch mvvm`, type `tap 3`, read
            `exercise-N-ARCH.patch`, `.build/release/archlab`, `Sources/Workshop/App`.
            ```swift
            let gone = passDataToUserDetail()
            ```
            """

        #expect(check.findings(page: "Docs/VIP.md", text: page).isEmpty)
    }

    @Test func keysRoleWordsOutsideNamesFoldersAndPlaceholderFilesAreNotLookedUp() {
        let page = """
            Press `k` or `esc`; the `Presenter` role; UIKit's `scene(_:openURLContexts:)`; `PRAGMA` says `ok`;
            the `Scenes` folder; one golden per width, `NAME.w160.transcript`; `do/catch`.
            """

        #expect(check.findings(page: "Docs/VIP.md", text: page).map(\.span) == ["PRAGMA"])
    }

    @Test func everyGuideNamesOnlyWhatTheCodeHas() throws {
        let findings = try ProseCheck(root: PackageRoot.url).findings(root: PackageRoot.url)

        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func aRemovedNamePlantedInARealGuideFailsAgainstTheRealCode() throws {
        let check = try ProseCheck(root: PackageRoot.url)
        let guide = try String(
            contentsOf: PackageRoot.url.appendingPathComponent("Docs/VIP.md"), encoding: .utf8)
        let planted = guide + "The Interactor loads through `WorkerCall`.\n"

        let findings = check.findings(page: "Docs/VIP.md", text: planted)

        #expect(findings.map(\.span) == ["WorkerCall"])
        #expect(
            findings.first?.line == planted.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        )
    }

    @Test func aNameOnlyACommentMentionsDoesNotCountAsCode() {
        let names = ProseCheck.identifiers(inCode: "let router = make() // passDataToUserDetail\n")

        #expect(names.contains("router") && names.contains("make"))
        #expect(!names.contains("passDataToUserDetail"))
    }
}
