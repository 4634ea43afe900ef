import Foundation

@testable import LabTools

/// A macOS version, e.g. 15.4, compared part by part (15 is 15.0).
struct MacOSVersion: Comparable, CustomStringConvertible {
    let parts: [Int]

    init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        self.parts = parts.compactMap { $0 }
    }

    var description: String { parts.map(String.init).joined(separator: ".") }

    static func < (left: Self, right: Self) -> Bool {
        for index in 0..<max(left.parts.count, right.parts.count) {
            let (one, other) = (
                left.parts.indices.contains(index) ? left.parts[index] : 0,
                right.parts.indices.contains(index) ? right.parts[index] : 0
            )
            if one != other { return one < other }
        }
        return false
    }

    static func == (left: Self, right: Self) -> Bool { !(left < right) && !(right < left) }
}

/// What the toolchain's module interfaces (`.swiftinterface`) say each public declaration needs
/// on macOS, `@available(macOS N, …)`, and the uses of the newer ones in Swift code. A Linux
/// toolchain ships the interfaces of the standard library, `_Concurrency`, `Observation`,
/// `Synchronization` and the rest with the same attributes the SDK's have, so what the package
/// calls can be held to its deployment target without a Mac.
///
/// Code is matched by its words, not type-checked, so a use counts only where the words cannot
/// mean an older declaration: a type by its name, an initializer by its type and first label, a
/// function by its name and first label, a property as `.name`, each only when every declaration
/// spelled so is newer than the target, and none of the package's own names.
struct MacOSAvailability {
    /// One public declaration of an interface, with the macOS it needs (nil: no attribute).
    struct Declaration {
        enum Kind: String { case type, initializer, function, property }

        let module: String
        /// The type or extended type it is a member of; nil at the top level.
        let owner: String?
        let kind: Kind
        let name: String
        /// The first parameter's label: "_" when unlabelled, "" when there is none.
        let firstLabel: String?
        let macOS: MacOSVersion?
        /// The declaration as written, for the words an older declaration uses.
        let text: String

        var spelled: String {
            let owner = owner.map { "\($0)." } ?? ""
            switch kind {
            case .type, .property: return owner + name
            case .initializer, .function:
                return owner + name + "(\(firstLabel.map { $0.isEmpty ? "" : "\($0):" } ?? ""))"
            }
        }
    }

    /// A use in code of a declaration newer than the target.
    struct Use: Equatable {
        let line: Int
        let api: String
        let macOS: MacOSVersion
    }

    let declarations: [Declaration]
    /// The interface files read.
    let files: [URL]

    /// The folder of the toolchain's interfaces, `<toolchain>/usr/lib/swift/<platform>`, found
    /// from the `swift` on PATH (symbolic links resolved): the one holding
    /// `Swift.swiftmodule/*.swiftinterface`; nil when there is none (as in Xcode's toolchain,
    /// whose interfaces are in the SDK).
    static let interfaceFolder: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let manager = FileManager.default
        for folder in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard manager.isExecutableFile(atPath: swift.path) else { continue }
            let library = swift.resolvingSymlinksInPath().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("lib/swift")
            let platforms = (try? manager.contentsOfDirectory(atPath: library.path)) ?? []
            for platform in platforms.sorted() {
                let candidate = library.appendingPathComponent(platform)
                if interface(of: "Swift", in: candidate) != nil { return candidate }
            }
            return nil
        }
        return nil
    }()

    /// The public interface of `module` in `folder` (not its `.private.swiftinterface`).
    static func interface(of module: String, in folder: URL) -> URL? {
        let moduleFolder = folder.appendingPathComponent("\(module).swiftmodule")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder.path)) ?? []
        return names.sorted().first {
            $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
        }
        .map { moduleFolder.appendingPathComponent($0) }
    }

    /// The modules every Swift file sees without importing them.
    static let implicitModules = ["Swift", "_Concurrency", "_StringProcessing"]

    /// Reads the interfaces of `modules` in `folder`; a module without one is left out.
    init(modules: [String], folder: URL) throws {
        var declarations: [Declaration] = []
        var files: [URL] = []
        for module in Set(modules).sorted() {
            guard let file = Self.interface(of: module, in: folder) else { continue }
            files.append(file)
            declarations += Self.declarations(
                module: module, text: try String(contentsOf: file, encoding: .utf8))
        }
        self.declarations = declarations
        self.files = files
    }

    init(declarations: [Declaration]) {
        self.declarations = declarations
        files = []
    }

    // MARK: Reading an interface

    private static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "extension", "typealias", "func", "init", "var",
        "let", "subscript", "case", "associatedtype", "macro", "operator", "precedencegroup",
    ]

    /// The macOS `attributes` ask for: the newest `@available(macOS N` or
    /// `@available(macOS, introduced: N`; nil when none names one.
    static func macOS(in attributes: String) -> MacOSVersion? {
        attributes.matches(of: #/@available\(\s*macOS\s*(?:,\s*introduced:)?\s*([0-9]+(?:\.[0-9]+)*)/#)
            .compactMap { MacOSVersion($0.1) }.max()
    }

    /// Whether `attributes` make the declaration unavailable (everywhere or on macOS).
    static func isUnavailable(_ attributes: String) -> Bool {
        attributes.contains(#/@available\(\s*(\*|macOS)\s*,\s*unavailable/#)
    }

    /// The declarations of one interface: each at the top level or a member of a type or an
    /// extension (not what bodies of inlinable code declare), with its own availability or the
    /// newer of its own and its type's or extension's.
    static func declarations(module: String, text: String) -> [Declaration] {
        struct Context {
            let name: String
            let macOS: MacOSVersion?
            let unavailable: Bool
            let depth: Int
        }
        var found: [Declaration] = []
        var contexts: [Context] = []
        var depth = 0
        var attributes = ""
        for line in SwiftCodeLines(text).bare {
            var opens = 0
            var closes = 0
            for byte in line.utf8 {
                if byte == UInt8(ascii: "{") { opens += 1 }
                if byte == UInt8(ascii: "}") { closes += 1 }
            }
            defer {
                depth += opens - closes
                while let last = contexts.last, depth < last.depth { contexts.removeLast() }
            }
            // Only the lines declaring a member of the innermost type: not inside a body.
            guard depth == (contexts.last?.depth ?? 0) else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let tokens = withoutAttributes(SwiftCodeLines.tokens(trimmed))
            guard let at = tokens.firstIndex(where: { declarationKeywords.contains($0) }) else {
                attributes = trimmed.hasPrefix("@") ? attributes + " " + trimmed : ""
                continue
            }
            let allAttributes = attributes + " " + trimmed
            attributes = ""
            // What a client cannot call: kept in the interface for inlinable code only.
            let modifiers = tokens[..<at]
            if allAttributes.contains("@usableFromInline") || modifiers.contains("internal")
                || modifiers.contains("private") || modifiers.contains("fileprivate")
            {
                continue
            }
            let own = allAttributes.contains("macOS") ? macOS(in: allAttributes) : nil
            let outer = contexts.last
            let effective = [own, outer?.macOS].compactMap { $0 }.max()
            let unavailable =
                (allAttributes.contains("unavailable") && isUnavailable(allAttributes))
                || outer?.unavailable == true
            let word = tokens[at]
            let rest = tokens[(at + 1)...].filter { $0 != "`" }[...]
            // `Swift.Unicode.UTF8` is `UTF8`; an operator's name is no word.
            var nameAt = rest.startIndex
            while nameAt + 2 < rest.endIndex, rest[nameAt + 1] == "." { nameAt += 2 }
            let name = rest.indices.contains(nameAt) ? rest[nameAt] : ""
            let isWord = name.first.map { $0.isLetter || $0 == "_" } ?? false
            let owner = outer?.name
            switch word {
            case "struct", "class", "enum", "protocol", "actor", "typealias", "extension":
                guard isWord else { continue }
                if word != "extension", !unavailable {
                    found.append(
                        Declaration(
                            module: module, owner: owner, kind: .type, name: name, firstLabel: nil,
                            macOS: effective, text: trimmed))
                }
                if word != "typealias", opens > closes {
                    contexts.append(
                        Context(name: name, macOS: effective, unavailable: unavailable, depth: depth + 1))
                }
            case "init", "func":
                guard !unavailable, word == "init" || isWord else { continue }
                found.append(
                    Declaration(
                        module: module, owner: owner, kind: word == "init" ? .initializer : .function,
                        name: word == "init" ? "init" : name,
                        firstLabel: firstLabel(word == "init" ? rest : rest[(nameAt + 1)...]),
                        macOS: effective, text: trimmed))
            case "var", "let":
                guard !unavailable, isWord else { continue }
                found.append(
                    Declaration(
                        module: module, owner: owner, kind: .property, name: name, firstLabel: nil,
                        macOS: effective, text: trimmed))
            default:
                continue
            }
        }
        return found
    }

    /// The first parameter's label of the parameter list `tokens` start with (after a `?` or
    /// `!` and any generic parameters): "_", a label, or "" when the list is empty.
    static func firstLabel(_ tokens: ArraySlice<String>) -> String? {
        var angle = 0
        var at = tokens.startIndex
        while at < tokens.endIndex {
            let token = tokens[at]
            at += 1
            if token == "<" { angle += 1 }
            if token == ">" { angle -= 1 }
            if token == "(", angle == 0 { break }
        }
        guard at < tokens.endIndex else { return nil }
        return tokens[at] == ")" ? "" : tokens[at]
    }

    /// `tokens` without their attributes (`@inlinable`, `@available(macOS 15.0, *)`).
    static func withoutAttributes(_ tokens: [String]) -> [String] {
        var kept: [String] = []
        var at = 0
        while at < tokens.count {
            guard tokens[at] == "@" else {
                kept.append(tokens[at])
                at += 1
                continue
            }
            at += 2
            if at < tokens.count, tokens[at] == "(" {
                var depth = 0
                while at < tokens.count {
                    if tokens[at] == "(" { depth += 1 }
                    if tokens[at] == ")" { depth -= 1 }
                    at += 1
                    if depth == 0 { break }
                }
            }
        }
        return kept
    }

    // MARK: Uses

    /// How a use of one newer spelling reads: the word a line must have, then the expression.
    struct Pattern {
        let api: String
        let word: String
        let regex: Regex<AnyRegexOutput>
        let macOS: MacOSVersion
    }

    /// The words that declare a name after them.
    static let declaring: Set<String> = [
        "func", "var", "let", "case", "struct", "class", "enum", "protocol", "actor", "typealias",
        "associatedtype",
    ]

    /// The names code declares itself (its lines' `SwiftCodeLines.tokens`), which a use never
    /// means an interface's.
    static func declaredNames(_ lines: [[String]]) -> Set<String> {
        var names: Set<String> = []
        for tokens in lines where tokens.count > 1 {
            for at in 0..<(tokens.count - 1) where declaring.contains(tokens[at]) {
                if let first = tokens[at + 1].first, first.isLetter || first == "_" {
                    names.insert(tokens[at + 1])
                }
            }
        }
        return names
    }

    /// What a use of each newer-than-`target` spelling looks like, with the oldest macOS any
    /// declaration so spelled needs.
    func patterns(newerThan target: MacOSVersion, excluding ownNames: Set<String>) -> [Pattern] {
        let zero = MacOSVersion("0")!
        func oldest(_ group: [Declaration]) -> MacOSVersion { group.map { $0.macOS ?? zero }.min() ?? zero }
        func escaped(_ text: String) -> String {
            text.unicodeScalars.map {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" ? String($0) : "\\\($0)"
            }
            .joined()
        }
        var found: [Pattern] = []
        func add(_ api: String, word: String, _ pattern: String, _ macOS: MacOSVersion) {
            if let regex = try? Regex(pattern) {
                found.append(Pattern(api: api, word: word, regex: regex, macOS: macOS))
            }
        }
        let types = Dictionary(
            grouping: declarations.filter { $0.kind == .type && $0.owner == nil }, by: \.name)
        for (name, group) in types
        where oldest(group) > target && !ownNames.contains(name) && !name.hasPrefix("_") {
            add(name, word: name, #"(?:^|[^\w.])\#(escaped(name))(?![\w])"#, oldest(group))
        }
        let initializers = Dictionary(
            grouping: declarations.filter { $0.kind == .initializer && $0.owner != nil },
            by: { "\($0.owner!)(\($0.firstLabel ?? "")" })
        for (_, group) in initializers where oldest(group) > target {
            let first = group[0]
            guard let owner = first.owner, let label = first.firstLabel, !label.isEmpty, label != "_",
                !ownNames.contains(owner)
            else { continue }
            add(
                "\(owner).init(\(label):)", word: owner,
                #"(?:^|[^\w.])\#(escaped(owner))(?:\s*<[^>()]*>)?(?:\.init)?\s*\(\s*\#(escaped(label))\s*:"#,
                oldest(group))
        }
        let functions = Dictionary(
            grouping: declarations.filter { $0.kind == .function },
            by: { "\($0.name)(\($0.firstLabel ?? "")" })
        for (_, group) in functions where oldest(group) > target {
            let first = group[0]
            guard first.name.first.map({ $0.isLetter || $0 == "_" }) == true, !first.name.hasPrefix("_"),
                !ownNames.contains(first.name), let label = first.firstLabel
            else { continue }
            let arguments = label.isEmpty ? #"\s*\)"# : label == "_" ? "" : #"\s*\#(escaped(label))\s*:"#
            add(
                first.spelled, word: first.name, #"(?:^|[^\w])\#(escaped(first.name))\s*\(\#(arguments)"#,
                oldest(group))
        }
        // A property's name is also a tuple's label, a parameter's, an enum case's: it counts only
        // when no older declaration has the word.
        let properties = Dictionary(grouping: declarations.filter { $0.kind == .property }, by: \.name)
        let candidates = Set(
            properties.filter { oldest($0.value) > target && !ownNames.contains($0.key) }.keys)
        var oldestWithWord: [String: MacOSVersion] = [:]
        for declaration in declarations {
            for word in declaration.text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            where candidates.contains(String(word)) {
                oldestWithWord[String(word)] = min(
                    oldestWithWord[String(word)] ?? declaration.macOS ?? zero, declaration.macOS ?? zero)
            }
        }
        for name in candidates.sorted() where !name.hasPrefix("_") && (oldestWithWord[name] ?? zero) > target
        {
            let group = properties[name]!
            add(
                group.count == 1 ? group[0].spelled : name, word: name,
                #"\.\#(escaped(name))(?![\w])(?!\s*[(:])"#,
                oldestWithWord[name] ?? oldest(group))
        }
        return found.sorted { $0.api < $1.api }
    }

    /// What finds the uses of everything newer than one target, made once for many files.
    struct Finder {
        /// The patterns by the word a line must have.
        let patterns: [String: [Pattern]]

        /// The uses in `code` (lines of code, string contents blanked: `SwiftCodeLines.bare`).
        func uses(in code: [String]) -> [Use] {
            var found: [Use] = []
            for (index, line) in code.enumerated() {
                // The regular expressions run only on the lines that have their word.
                for word in Set(SwiftCodeLines.tokens(line)) {
                    for pattern in patterns[word] ?? [] where line.contains(pattern.regex) {
                        found.append(Use(line: index + 1, api: pattern.api, macOS: pattern.macOS))
                    }
                }
            }
            return found.sorted { ($0.line, $0.api) < ($1.line, $1.api) }
        }
    }

    /// The finder of what is newer than `target`, leaving out `ownNames`.
    func finder(newerThan target: MacOSVersion, excluding ownNames: Set<String> = []) -> Finder {
        Finder(patterns: Dictionary(grouping: patterns(newerThan: target, excluding: ownNames), by: \.word))
    }
}
