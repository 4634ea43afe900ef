import Foundation

/// Holds the guides' prose to the code (SPEC §7, "prose that describes code that is not there"):
/// every backticked Swift identifier (`UserListInteractor`, `Store.send(_:)`, `.offline`) and every
/// backticked source path (`Scenes/UserList/UserListRouter.swift`, `Tracing/`) in a page of
/// `Docs/` must name something in `Sources/`, `SharedDomain/` or `Tests/`. Fenced blocks are
/// generated or quoted code and are not read; shell commands, options and scenario lines are not
/// identifiers and are let be. Nor may prose type a count ("9 tests", "13 files") outside what
/// `archlab docs` generates: every count is generated (SPEC §7).
struct ProseCheck {
    /// One backticked name that names nothing.
    struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// What is wrong with a span.
        enum Kind: Hashable, Sendable {
            /// A backticked name or path that names nothing in the package.
            case namesNothing
            /// A count typed into prose ("9 tests"), which drifts as the code changes.
            case typedCount
            /// A call shape or member path whose names all exist, but not as written: the
            /// labels, or the type it is on, are not the code's. What the code has instead.
            case notAsDeclared(String)
            /// A fenced block of code, a diagram, a trace or a file map with no marker above it:
            /// typed or pasted by hand. The marker it needs.
            case handMade(String)
        }

        /// The page, relative to the package: `Docs/VIP.md`.
        let page: String
        /// 1-based.
        let line: Int
        /// What stood between the backticks, or the count as written.
        let span: String
        /// What is wrong with it.
        var kind = Kind.namesNothing

        var description: String {
            switch kind {
            case .namesNothing:
                "\(page):\(line): `\(span)` names nothing in Sources/, SharedDomain/ or Tests/"
            case .typedCount:
                "\(page):\(line): \"\(span)\" is a count typed by hand; have `archlab docs` generate it, or drop it"
            case .notAsDeclared(let what):
                "\(page):\(line): `\(span)` is not declared as written: \(what)"
            case .handMade(let marker):
                "\(page):\(line): a \(span) typed by hand; put \(marker) above it and run `archlab docs`"
            }
        }
    }

    /// A number of tests, files, scenarios or declarations written into prose: it is true the day
    /// it is typed. Counts are generated (Comparison.md, the figures of Performance.md) or not
    /// written. (Built on each use: a regular expression's sendability differs between Linux's
    /// Foundation and Apple's.)
    static var typedCount: NSRegularExpression {
        // A literal pattern: it always compiles.
        try! NSRegularExpression(
            pattern:
                #"(?<![\w.:-])(?:\d[\d,]*|(?i:two|three|four|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozens of))(?: [A-Za-z-]+){0,2} (?:tests|test files|test cases|suites|scenarios|files|declarations|types|protocols|decorators|recorders|lines|crossings|methods|classes|wrappers)\b"#
        )
    }

    /// Identifiers the code declares or uses, comments left out: a name only a comment mentions
    /// does not count as existing.
    let identifiers: Set<String>
    /// Every file and folder of the package, relative to it: `Sources/VIP/App/VIPComposition.swift`.
    let paths: Set<String>
    /// What the sources declare, for call shapes and member paths.
    let declarations: SwiftDeclarations

    /// The marker of names from outside the package that a page writes as call shapes, where
    /// the package declares the same name otherwise (the playbooks' `configure(viewController:)`,
    /// UIKit's `viewWillAppear(_:)`): `<!-- foreign: configure(viewController:) -->`.
    static let foreignMarker = "<!-- foreign: "

    /// Names from outside this package that the guides compare ArchLab with: Apple's UIKit,
    /// SwiftUI and Observation, The Composable Architecture, and the seed playbooks' own
    /// properties (`isLoading`, `isRefreshing`, `bannerText`: the flags the guides warn against; Clean
    /// Swift's `displayedOrders`). They are not looked up.
    static let outsideNames: Set<String> = [
        "UIViewController", "UINavigationController", "UINavigationControllerDelegate", "UIView",
        "UITableView", "UITableViewDelegate", "UITableViewDataSource", "UIRefreshControl", "UIWindow",
        "UIHostingController", "UIApplication", "UIScene", "UISceneDelegate", "viewDidLoad",
        "viewWillAppear", "viewDidDisappear", "setNeedsLayout", "setNeedsDisplay", "layoutSubviews",
        "viewWillLayoutSubviews", "updateProperties", "awakeFromNib", "setViewControllers",
        "pushViewController", "popViewController", "present", "dismiss", "ObservableObject", "Published",
        "Observable", "ObservationIgnored", "withObservationTracking", "State", "Binding", "Environment",
        "View", "WindowGroup", "Button", "List", "ForEach", "ScrollViewReader", "NavigationStack",
        "NavigationPath", "AnyView", "onTapGesture", "onAppear", "task", "Scope", "ifLet",
        "_printChanges", "StackState", "TestStore", "Reducer", "Effect", "Store", "Date", "isLoading",
        "isRefreshing", "bannerText", "displayedOrders", "DisplayedOrder",
        "MainActor", "Sendable", "Task", "CancellationError", "URLSession", "NSLock", "Mutex",
        "Synchronization", "onDisappear", "onChange", "onOpenURL", "refreshable", "searchable",
        "navigationController", "setViewControllers", "animated", "scene", "openURLContexts", "StoreOf",
        // C and SQLite: the calls, constants and answers ArchLab's cache and terminal meet.
        "wcwidth", "EBADF", "ENOSPC", "EPIPE", "sqlite_schema", "user_version", "ok",
        // The environment variables libcurl and its TLS library read.
        "http_proxy", "https_proxy", "ALL_PROXY", "NO_PROXY", "SSLKEYLOGFILE",
    ]

    /// The patterns' role words, which a guide backticks as roles (`Presenter`, `Worker`), not as
    /// declarations: each architecture's own types carry a scene's or module's name in front.
    static let roleNames: Set<String> = [
        "View", "ViewInput", "ViewOutput", "Presenter", "Interactor", "Worker", "Router", "Entity",
        "Repository", "DataStore", "Configurator", "Models", "Request", "Response", "ViewModel",
        "Coordinator", "Intent", "Action", "Reducer",
    ]

    /// Whole spans from outside the package that read like a name or a path of it: a Swift
    /// statement pair, a C header, the file the cache is moved aside to.
    static let outsideSpans: Set<String> = ["do/catch", "sqlite3.h", "users.sqlite.corrupt"]

    /// Keys of the explorer (`k`, `esc`), not names.
    static let keys: Set<String> = ["esc", "enter", "space", "tab"]

    /// Swift's own words, which a guide may backtick without naming a declaration.
    static let keywords: Set<String> = [
        "do", "catch", "try", "throw", "throws", "rethrows", "async", "await", "let", "var", "weak",
        "unowned", "self", "Self", "nil", "true", "false", "struct", "class", "enum", "protocol",
        "extension", "func", "init", "deinit", "isolated", "nonisolated", "actor", "public",
        "package", "internal", "private", "fileprivate", "final", "open", "static", "inout", "some",
        "any", "import", "return", "guard", "if", "else", "switch", "case", "default", "for", "in",
        "while", "defer", "where", "typealias", "override", "mutating", "lazy", "escaping",
        "Sendable", "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Int", "String",
        "Bool", "Double", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Void", "Never",
        "AnyObject", "main", "rawValue",
    ]

    /// Reads the package at `root`: its Swift sources' identifiers and its paths.
    init(root: URL) throws {
        var identifiers: Set<String> = []
        var paths: Set<String> = []
        // The declarations call shapes are held to, read from the same texts.
        var declarations = SwiftDeclarations()
        let declaring: Set<String> = ["Sources", "SharedDomain", "Tests"]
        let manager = FileManager.default
        for top in ["Sources", "SharedDomain", "Tests", "Scripts", "Docs", "Fuzz", ".ci"] {
            let folder = root.appendingPathComponent(top)
            guard let walk = manager.enumerator(atPath: folder.path) else { continue }
            paths.insert(top)
            for case let relative as String in walk {
                paths.insert("\(top)/\(relative)")
                guard relative.hasSuffix(".swift"), top != "Docs" else { continue }
                let text = try String(
                    contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                identifiers.formUnion(Self.identifiers(inCode: text))
                if declaring.contains(top) { declarations.read(text, file: "\(top)/\(relative)") }
            }
        }
        for file in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] { paths.insert(file) }
        self.init(identifiers: identifiers, paths: paths, declarations: declarations)
    }

    /// A check over these identifiers, paths and declarations (tests give their own).
    init(identifiers: Set<String>, paths: Set<String>, declarations: SwiftDeclarations = .init()) {
        self.identifiers = identifiers
        self.paths = paths
        self.declarations = declarations
    }

    /// What `page` (named `name`) backticks that names nothing, in page order.
    func findings(page name: String, text: String) -> [Finding] {
        var findings: [Finding] = []
        var fenced = false
        // Between `<!-- Generated by …` and `<!-- End of generated …` (or the page's end), the
        // text is what `archlab docs` wrote: its counts are generated.
        var generated = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let foreign = Set(
            lines.filter { $0.hasPrefix(Self.foreignMarker) && $0.hasSuffix(" -->") }.flatMap {
                $0.dropFirst(Self.foreignMarker.count).dropLast(4).split(separator: " ").map(String.init)
            })
        // A page `archlab docs` writes whole (Comparison.md, Choosing.md) draws its own blocks.
        let wholeGenerated = lines.prefix(4).contains { $0.hasPrefix("<!-- Generated by") }
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                if !fenced, !wholeGenerated,
                    let (kind, marker) = Self.handMade(
                        fence: String(line), first: index + 1 < lines.count ? String(lines[index + 1]) : "",
                        above: index > 0 ? String(lines[index - 1]) : "")
                {
                    findings.append(Finding(page: name, line: index + 1, span: kind, kind: .handMade(marker)))
                }
                fenced.toggle()
                continue
            }
            guard !fenced else { continue }
            if line.contains("<!-- Generated by") { generated = true }
            if line.contains("<!-- End of generated") { generated = false }
            for span in Self.backticked(in: line) {
                if !names(span) {
                    findings.append(Finding(page: name, line: index + 1, span: span))
                } else if !foreign.contains(span), let problem = notAsDeclared(span) {
                    findings.append(
                        Finding(page: name, line: index + 1, span: span, kind: .notAsDeclared(problem)))
                }
            }
            guard !generated else { continue }
            for count in Self.typedCounts(in: line) {
                findings.append(Finding(page: name, line: index + 1, span: count, kind: .typedCount))
            }
        }
        return findings
    }

    /// Every finding in the Markdown pages under `Docs/` of `root`.
    func findings(root: URL) throws -> [Finding] {
        let docs = root.appendingPathComponent("Docs")
        let pages = (FileManager.default.enumerator(atPath: docs.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        return try pages.flatMap { page in
            findings(
                page: "Docs/\(page)",
                text: try String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8))
        }
    }

    // MARK: What a span names

    /// Whether `span` names something that exists, or is no name at all (a command, an option,
    /// a scenario line, a placeholder).
    private func names(_ span: String) -> Bool {
        if Self.outsideSpans.contains(span) || Self.keys.contains(span) || span.count == 1 { return true }
        if Self.isFileLike(span), Self.isPlaceholder(span) { return true }
        if let path = Self.pathLike(span) { return namesPath(path) }
        guard let components = Self.identifierComponents(span) else { return true }
        // A module or scene folder (`UserDetail`) is named as it is spelled on disk.
        if components.count == 1, resolves(components[0]) { return true }
        return components.allSatisfy {
            identifiers.contains($0) || Self.outsideNames.contains($0) || Self.keywords.contains($0)
                || Self.roleNames.contains($0)
        }
    }

    /// What a fenced block opened by `fence`, starting with line `first` under line `above`, is,
    /// and the marker it lacks, when it shows what `archlab docs` generates: Swift, a diagram, a
    /// trace, a file map. Nil when it is marked or shows nothing generated (a shell command, a
    /// diff, a scenario).
    static func handMade(fence: String, first: String, above: String) -> (String, String)? {
        let language = fence.trimmingCharacters(in: .whitespaces).dropFirst(3)
        let marked = above.hasPrefix("<!-- ") && above.hasSuffix(" -->")
        let markers = [
            SwiftExcerpts.markerStart, GuideDiagrams.markerStart, RoleDiagrams.markerStart,
            FileTrees.markerStart,
        ]
        guard !(marked && markers.contains(where: above.hasPrefix)) else { return nil }
        if language == "swift" { return ("Swift block", "`<!-- swift: FILE NAME… -->`") }
        if language == "mermaid" {
            return ("diagram", "`<!-- trace: ARCH: STEPS -->` or `<!-- holds: FOLDER -->`")
        }
        if first.hasPrefix("▶ ") { return ("trace", "`<!-- trace: ARCH: STEPS -->`") }
        if first.range(of: #"^(Sources|SharedDomain|Tests)/[A-Za-z/]*/$"#, options: .regularExpression) != nil
        {
            return ("file map", "`<!-- tree: FOLDER -->`")
        }
        return nil
    }

    /// What is wrong with call shape or member path `span` whose names exist: a type that does
    /// not declare the member, or labels no declaration of that name on that type takes. Nil when
    /// it is as declared, or is not a shape of the package's (a variable's member, a type from
    /// outside).
    func notAsDeclared(_ span: String) -> String? {
        guard !Self.isFileLike(span), let (path, labels) = Self.shape(span), let base = path.last else {
            return nil
        }
        let receiver = path.count > 1 ? path[path.count - 2] : nil
        func isType(_ name: String) -> Bool { name.first?.isUppercase == true }
        guard let labels else {
            // `UserListModels.FetchUsers.Request`: each step a member of the one before.
            for (owner, member) in zip(path, path.dropFirst()) {
                guard isType(owner), declarations.declaresType(owner) else { return nil }
                let isInit = member == "init" && !declarations.callables(named: "init", on: owner).isEmpty
                if !isInit, !declarations.members(of: owner).contains(member) {
                    return "\(owner) declares no \(member)" + elsewhere(member)
                }
            }
            return nil
        }
        let candidates: [SwiftDeclarations.Callable]
        let owner: String?
        switch receiver {
        case _ where isType(base):
            // `UserListing(pages:)`, `UserDraft.Field(rawValue:)`: an initialiser.
            guard declarations.declaresType(base) else { return nil }
            if let receiver, isType(receiver), declarations.declaresType(receiver),
                !declarations.members(of: receiver).contains(base)
            {
                return "\(receiver) declares no \(base)" + elsewhere(base)
            }
            (candidates, owner) = (declarations.callables(named: "init", on: base), base)
        case let type? where isType(type):
            guard declarations.declaresType(type) else { return nil }
            (candidates, owner) = (declarations.callables(named: base, on: type), type)
        default:
            (candidates, owner) = (declarations.callables(named: base, on: nil), nil)
        }
        let name = owner.map { "\($0).\(base == $0 ? "init" : base)" } ?? base
        if candidates.isEmpty {
            // A name the sources declare as no function at all: a closure property
            // (`onSessionExpired()`), a name from outside, or one the identifier check answers.
            if declarations.callables(named: base, on: nil).isEmpty, owner != base,
                owner.map({ declarations.members(of: $0).contains(base) }) ?? true
            {
                return nil
            }
            let missing = owner == base ? "init" : base
            return "\(owner ?? "the package") declares no \(missing)" + elsewhere(missing)
        }
        if candidates.contains(where: { Self.matches(labels, $0.parameters[...]) }) { return nil }
        // A closure property takes no labels: `onClose()` calls `let onClose: () -> Void`.
        if labels.allSatisfy({ $0 == .named(nil) || $0 == .rest }), declarations.propertyNames.contains(base)
        {
            return nil
        }
        let shapes = Set(candidates.map(\.shape)).sorted()
        return "\(name) takes " + shapes.joined(separator: " or ")
    }

    /// Where else `name` is declared, for a finding: " (Store and ViewStore declare it)".
    private func elsewhere(_ name: String) -> String {
        let owners = Set((declarations.callables[name] ?? []).compactMap(\.parent))
            .union(declarations.types.filter { $0.value.members.contains(name) }.map(\.key)).sorted()
        guard !owners.isEmpty, name != "init" else { return "" }
        return " (\(owners.prefix(4).joined(separator: ", ")) declare\(owners.count == 1 ? "s" : "") it)"
    }

    /// One written argument of a call shape.
    enum Label: Equatable {
        /// `label:`, or `_:` (nil).
        case named(String?)
        /// `…`: any parameters.
        case rest
    }

    /// Whether labels written as `written` call a declaration taking `parameters`: in order,
    /// defaulted parameters may be left out, and `…` stands for any.
    static func matches(_ written: [Label], _ parameters: ArraySlice<SwiftDeclarations.Parameter>) -> Bool {
        guard let first = written.first else { return parameters.allSatisfy(\.defaulted) }
        let rest = Array(written.dropFirst())
        if first == .rest {
            return (parameters.startIndex...parameters.endIndex).contains { matches(rest, parameters[$0...]) }
        }
        guard let parameter = parameters.first else { return false }
        if case .named(parameter.label) = first, matches(rest, parameters.dropFirst()) { return true }
        return parameter.defaulted && matches(written, parameters.dropFirst())
    }

    /// The names of `span` and, for a call shape, its labels: `UserListRouter.assembleModule(
    /// repository:…)` is (["UserListRouter", "assembleModule"], [repository, …]); a member path
    /// has no labels. Nil when `span` is neither.
    static func shape(_ span: String) -> (path: [String], labels: [Label]?)? {
        var text = Substring(span)
        if text.hasPrefix(".") { text = text.dropFirst() }
        var labels: [Label]?
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
            guard arguments.isEmpty || arguments.hasSuffix(":") || arguments.hasSuffix("…") else {
                return nil
            }
            var written: [Label] = []
            for piece in arguments.split(separator: ":") {
                var word = piece.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))[...]
                while word.hasPrefix("…") {
                    written.append(.rest)
                    word = word.dropFirst().drop { $0 == " " || $0 == "," }
                }
                guard !word.isEmpty else { continue }
                guard word == "_" || isIdentifier(String(word)) else { return nil }
                written.append(.named(word == "_" ? nil : String(word)))
            }
            labels = written
            text = text[..<open]
        }
        let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !path.isEmpty, path.allSatisfy(isIdentifier), labels != nil || path.count > 1 else {
            return nil
        }
        return (path, labels)
    }

    private func namesPath(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        // The workshop's slot exists only while a workshop is open (`archlab workshop start`), its
        // composition root written by `archlab workshop start`.
        if trimmed == "Sources/Workshop" || trimmed.hasPrefix("Sources/Workshop/")
            || trimmed == "WorkshopComposition.swift"
        {
            return true
        }
        if resolves(trimmed) || resolves(trimmed + ".swift") { return true }
        // `UsersCoordinatorTests.aClosedDetailFreesEveryPart`: a test file and one of its tests.
        if let dot = trimmed.lastIndex(of: "."), !trimmed[dot...].contains("/") {
            let member = String(trimmed[trimmed.index(after: dot)...])
            return resolves(trimmed[..<dot] + ".swift") && identifiers.contains(member)
        }
        return false
    }

    private func resolves(_ path: String) -> Bool {
        paths.contains(path) || paths.contains { $0.hasSuffix("/" + path) }
    }

    // MARK: Reading spans

    /// The counts typed into `line`'s prose, backticked spans left out.
    static func typedCounts(in line: Substring) -> [String] {
        let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset % 2 == 0 ? String($0.element) : "" }.joined(separator: " ")
        let range = NSRange(prose.startIndex..., in: prose)
        return typedCount.matches(in: prose, range: range).compactMap {
            Range($0.range, in: prose).map { String(prose[$0]) }
        }
    }

    static func backticked(in line: Substring) -> [String] {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// A relative path of the package (`App/VIPComposition.swift`, `Tracing/`), or nil: commands,
    /// options, build output (`.build/…`), globs and placeholders (`exercise-N-ARCH.patch`) are
    /// not checked.
    static func pathLike(_ span: String) -> String? {
        let pathCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "/._+-"))
        guard span.unicodeScalars.allSatisfy(pathCharacters.contains), !span.hasPrefix("-"),
            !span.hasPrefix("."), !span.hasPrefix("/")
        else { return nil }
        guard isFileLike(span), !isPlaceholder(span) else { return nil }
        return span
    }

    /// Whether `span` reads as a path or a file name: it has a folder or a known extension.
    static func isFileLike(_ span: String) -> Bool {
        let extensions = [
            ".swift", ".md", ".sh", ".py", ".json", ".scenario", ".transcript", ".patch", ".supp",
        ]
        return span.contains("/") || extensions.contains(where: span.hasSuffix)
    }

    /// Whether the path `span` stands for many, written with a placeholder in capitals.
    static func isPlaceholder(_ span: String) -> Bool {
        let segments = span.split(separator: "/")
        // A placeholder is written in capitals (NAME, ARCH, N); so are none of the package's folders.
        let placeholder = segments.contains { segment in
            segment.split(whereSeparator: { "-._".contains($0) }).contains {
                $0.count <= 5 && $0.allSatisfy(\.isUppercase) && !$0.allSatisfy(\.isNumber)
                    && !["VIP", "VIPER", "MVP", "MVVM", "MVI", "JSON", "HTTP", "SQL", "UI"].contains($0)
            }
        }
        return placeholder
    }

    /// The names `Type.member(label:)`, `.case` or `@Attribute` is made of, or nil when the span is
    /// not a Swift name.
    static func identifierComponents(_ span: String) -> [String]? {
        var text = Substring(span)
        if text.hasPrefix("@") || text.hasPrefix(".") { text = text.dropFirst() }
        var labels: [String] = []
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
            // `start(_:then:)` names its labels; `tap(3)` or `Date()` passes values, not labels.
            guard arguments.isEmpty || arguments.hasSuffix(":") || arguments.hasSuffix("…") else {
                return nil
            }
            labels = arguments.split(separator: ":")
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "… ,")) }
                .filter { !$0.isEmpty && $0 != "_" }
            text = text[..<open]
        }
        let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.isEmpty, components.allSatisfy(isIdentifier), labels.allSatisfy(isIdentifier)
        else { return nil }
        return components + labels
    }

    private static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first,
            CharacterSet.letters.union(CharacterSet(charactersIn: "_")).contains(first)
        else { return false }
        return word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_")).contains($0) && $0.isASCII
        }
    }

    /// The identifiers of Swift source `code`, its comments and string literals left out.
    static func identifiers(inCode code: String) -> Set<String> {
        var names: Set<String> = []
        for line in code.split(separator: "\n") {
            var text = line
            if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
            var word = ""
            var inString = false
            for character in text {
                if character == "\"" { inString.toggle() }
                if !inString, character.isASCII, character.isLetter || character.isNumber || character == "_"
                {
                    word.append(character)
                    continue
                }
                if let first = word.first, !first.isNumber { names.insert(word) }
                word = ""
            }
            if let first = word.first, !first.isNumber { names.insert(word) }
        }
        return names
    }
}
