import Foundation

/// What the package's Swift sources declare, read from the sources themselves: each type with
/// what it inherits and what it declares, and each function, initialiser and enum case with its
/// argument labels. `ProseCheck` holds the guides' call shapes (`UserListRouter.assembleModule(
/// repository:…)`) and member paths (`UserListModels.FetchUsers.Request`) to it.
///
/// It is a reader of declarations, not a compiler: it knows what a declaration's first line
/// says (its keyword, name, labels and defaults), which is all a call shape names.
struct SwiftDeclarations: Sendable {
    /// One parameter of a function, initialiser or enum case.
    struct Parameter: Hashable, Sendable {
        /// The argument label; nil for `_` or an enum case's unlabelled value.
        let label: String?
        /// Whether a call may leave it out (a default value, or an optional `var` of a
        /// memberwise initialiser).
        let defaulted: Bool
    }

    /// A function, initialiser (named `init`) or enum case with values, as declared.
    struct Callable: Hashable, Sendable {
        /// The type it is declared in (an extension counts as its type), or nil at file level or
        /// inside a body.
        let parent: String?
        let parameters: [Parameter]

        /// How a guide writes it: `(repository:tracker:)`, `(_:)`.
        var shape: String {
            "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
    }

    /// What one type declaration or extension says.
    struct TypeFacts: Sendable {
        var inherits: Set<String> = []
        var members: Set<String> = []
    }

    /// A stored property as declared: `weak var viewController: (any UserListDisplayLogic)?`.
    struct StoredProperty: Hashable, Sendable {
        /// The type that holds it, and that type's keyword (`class`, `struct`, `actor`, `enum`).
        let owner: String
        let ownerKind: String
        /// Its declaration without its initial value: attributes, modifiers, `let`/`var`, name, type.
        let declaration: String
        /// The file, relative to the package.
        let file: String
    }

    /// A type declaration (not an extension): its simple name, keyword and file.
    struct DeclaredType: Hashable, Sendable {
        let name: String
        let kind: String
        let file: String
    }

    /// Every type declared in the package, in file order.
    private(set) var declaredTypes: [DeclaredType] = []

    /// Every stored property of a type declared in the package, in file order.
    private(set) var storedProperties: [StoredProperty] = []
    /// The names of every property a type declares, stored or computed: a closure property
    /// (`onClose`) is called with no labels at all.
    private(set) var propertyNames: Set<String> = []

    /// Every function, initialiser and case by name.
    private(set) var callables: [String: [Callable]] = [:]
    /// What each type (by its simple name) and its extensions declare and inherit.
    private(set) var types: [String: TypeFacts] = [:]

    init() {}

    /// Reads every Swift file under `folders` of `root`.
    init(root: URL, folders: [String]) throws {
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
            // In name order, so what is read first (a table's rows, a diagram's nodes) is the same on
            // every file system.
            for relative in (walk.allObjects as? [String] ?? []).sorted()
            where relative.hasSuffix(".swift") {
                read(
                    try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8),
                    file: "\(folder)/\(relative)")
            }
        }
    }

    /// Whether the package declares a type (or extends one) of this simple name.
    func declaresType(_ name: String) -> Bool { types[name] != nil }

    /// `name` and everything it inherits or conforms to that the package declares, its
    /// extensions included.
    func family(_ name: String) -> Set<String> {
        var seen: Set<String> = []
        var queue = [name]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let facts = types[next] else { continue }
            queue.append(contentsOf: facts.inherits)
        }
        return seen
    }

    /// The names `type` declares (members, nested types, cases), its family's included.
    func members(of type: String) -> Set<String> {
        family(type).reduce(into: []) { $0.formUnion(types[$1]?.members ?? []) }
    }

    /// The declarations named `name` that `type` has (or, with no type, any of that name).
    func callables(named name: String, on type: String?) -> [Callable] {
        let all = callables[name] ?? []
        guard let type else { return all }
        let family = family(type)
        return all.filter { $0.parent.map(family.contains) ?? false }
    }

    // MARK: Reading a file

    private enum Scope {
        /// A type's or extension's body: its name and kind keyword.
        case type(String, kind: String)
        /// Any other braces: a body, a closure, an accessor.
        case other
    }

    /// A struct being read: its stored properties, for the memberwise initialiser.
    private struct PendingStruct {
        var stored: [Parameter] = []
        var hasInit = false
    }

    /// Adds what `source`, the file at `file` (relative to the package), declares.
    mutating func read(_ source: String, file: String) {
        var tokens: [String] = []
        /// The line of each token, from 0.
        var lineOf: [Int] = []
        let code = SwiftCodeLines(source)
        for (number, line) in code.bare.enumerated() {
            let words = SwiftCodeLines.tokens(line)
            tokens.append(contentsOf: words)
            tokens.append("\n")
            lineOf.append(contentsOf: repeatElement(number, count: words.count + 1))
        }
        var scopes: [Scope] = []
        var structs: [PendingStruct] = []
        /// A type keyword's name, waiting for its `{`.
        var opening: Scope?
        var index = 0
        func word(_ offset: Int) -> String? {
            index + offset < tokens.count ? tokens[index + offset] : nil
        }
        func nextSignificant(from start: Int) -> Int {
            var at = start
            while at < tokens.count, tokens[at] == "\n" { at += 1 }
            return at
        }
        while index < tokens.count {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1] : ""
            let enclosing: String? = {
                if case .type(let name, _)? = scopes.last { return name }
                return nil
            }()
            let enclosingKind: String? = {
                if case .type(_, let kind)? = scopes.last { return kind }
                return nil
            }()
            switch token {
            case "{":
                scopes.append(opening ?? .other)
                if case .type(_, "struct")? = opening { structs.append(PendingStruct()) }
                opening = nil
            case "}":
                if case .type(let name, "struct")? = scopes.popLast(), let pending = structs.popLast(),
                    !pending.hasInit
                {
                    add("init", Callable(parent: name, parameters: pending.stored))
                }
            case "struct", "class", "enum", "protocol", "actor", "extension":
                // `class func`, `class var`: a modifier, not a type; `.class`: a member.
                guard previous != ".", previous != "@", let name = word(1), Self.isIdentifier(name),
                    !Self.modifierFollowers.contains(name)
                else { break }
                var at = index + 2
                var simple = name
                // `extension UserListModels.FetchUsers`: the last component is the type.
                while at + 1 < tokens.count, tokens[at] == ".", Self.isIdentifier(tokens[at + 1]) {
                    simple = tokens[at + 1]
                    at += 2
                }
                if let enclosing, token != "extension" {
                    types[enclosing, default: .init()].members.insert(simple)
                }
                var facts = types[simple, default: .init()]
                // The inheritance clause, up to `where` or the body.
                var depth = 0
                var inClause = false
                while at < tokens.count, tokens[at] != "{" {
                    let part = tokens[at]
                    if part == "<" { depth += 1 }
                    if part == ">" { depth -= 1 }
                    if part == "where", depth == 0 { break }
                    if part == ":", depth == 0 { inClause = true }
                    if inClause, depth == 0, Self.isIdentifier(part), tokens[at - 1] != "." {
                        // `SharedDomain.UserRepository`: the last component is the type.
                        var last = part
                        var next = at + 1
                        while next + 1 < tokens.count, tokens[next] == ".",
                            Self.isIdentifier(tokens[next + 1])
                        {
                            last = tokens[next + 1]
                            next += 2
                        }
                        facts.inherits.insert(last)
                        at = next - 1
                    }
                    at += 1
                }
                types[simple] = facts
                // An enum with raw values has `init(rawValue:)`.
                if token == "enum", !facts.inherits.isDisjoint(with: Self.rawValueTypes) {
                    add(
                        "init",
                        Callable(parent: simple, parameters: [Parameter(label: "rawValue", defaulted: false)])
                    )
                }
                if token != "extension" {
                    declaredTypes.append(DeclaredType(name: simple, kind: token, file: file))
                }
                opening = .type(simple, kind: token)
                index = at - 1
            case "func" where previous != ".":
                guard let name = word(1), Self.isIdentifier(name) else { break }
                if let enclosing { types[enclosing, default: .init()].members.insert(name) }
                if let (parameters, end) = parameters(tokens, after: index + 2) {
                    add(name, Callable(parent: enclosing, parameters: parameters))
                    index = end
                }
            case "init" where previous != "." && enclosing != nil:
                var at = index + 1
                if let mark = word(1), mark == "?" || mark == "!" { at += 1 }
                if let (parameters, end) = parameters(tokens, after: at) {
                    add("init", Callable(parent: enclosing, parameters: parameters))
                    if enclosingKind == "struct", !structs.isEmpty {
                        structs[structs.count - 1].hasInit = true
                    }
                    index = end
                }
            case "case" where enclosingKind == "enum":
                // `case a, b(value: Int), c`
                var at = index + 1
                while at < tokens.count, let name = Optional(tokens[at]), Self.isIdentifier(name) {
                    types[enclosing!, default: .init()].members.insert(name)
                    at += 1
                    if at < tokens.count, tokens[at] == "(", let (values, end) = caseValues(tokens, at: at) {
                        add(name, Callable(parent: enclosing, parameters: values))
                        at = end + 1
                    }
                    // A raw value.
                    if at < tokens.count, tokens[at] == "=" { at += 2 }
                    guard at < tokens.count, tokens[at] == "," else { break }
                    at = nextSignificant(from: at + 1)
                }
                index = at - 1
            case "var", "let", "typealias", "associatedtype":
                guard let name = word(1), Self.isIdentifier(name), let enclosing else { break }
                types[enclosing, default: .init()].members.insert(name)
                guard token == "var" || token == "let" else { break }
                propertyNames.insert(name)
                guard !isStatic(tokens, before: index) else { break }
                if let declaration = Self.storedDeclaration(code.lines[lineOf[index]], name: name) {
                    storedProperties.append(
                        StoredProperty(
                            owner: enclosing, ownerKind: enclosingKind ?? "", declaration: declaration,
                            file: file))
                }
                guard enclosingKind == "struct", !structs.isEmpty else { break }
                // A stored property: its type runs to the line's end, an `=` or a `{`.
                var at = index + 2
                var initialised = false
                var optional = false
                var computed = false
                while at < tokens.count, tokens[at] != "\n" {
                    if tokens[at] == "=" { initialised = true; break }
                    if tokens[at] == "{" { computed = true; break }
                    if tokens[at] == "?" { optional = true }
                    at += 1
                }
                guard !computed, !(token == "let" && initialised) else { break }
                structs[structs.count - 1].stored.append(
                    Parameter(label: name, defaulted: initialised || (optional && token == "var")))
            default:
                break
            }
            index += 1
        }
    }

    /// The declaration of stored property `name` on `line`, without its initial value when it
    /// has a type (with it when the value gives the type): from its attributes and modifiers to
    /// the end of its type. Nil for a computed property (a body and no `=`).
    private static func storedDeclaration(_ line: String, name: String) -> String? {
        let modifiers =
            #"(?:(?:@\w+(?:\([^)]*\))?|weak|unowned|lazy|nonisolated|final|override|(?:public|package|internal|fileprivate|private)(?:\(set\))?)\s+)*"#
        let pattern = modifiers + #"(?:let|var)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#
        guard let found = line.range(of: pattern, options: .regularExpression) else { return nil }
        var declaration = ""
        var depth = 0
        var previous: Character = " "
        for character in line[found.lowerBound...] {
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">": depth -= 1
            case "=" where depth == 0 && declaration.contains(":"), ";" where depth == 0,
                "}" where depth == 0:
                return declaration.trimmingCharacters(in: .whitespaces)
            case "{" where depth == 0 && !declaration.contains("="):
                return nil
            default: break
            }
            declaration.append(character)
            previous = character
        }
        return declaration.trimmingCharacters(in: .whitespaces)
    }

    private mutating func add(_ name: String, _ callable: Callable) {
        callables[name, default: []].append(callable)
    }

    /// Whether the declaration whose keyword is at `index` is `static` or `class`.
    private func isStatic(_ tokens: [String], before index: Int) -> Bool {
        var at = index - 1
        while at >= 0, tokens[at] != "\n", tokens[at] != "{", tokens[at] != "}" {
            if tokens[at] == "static" || tokens[at] == "class" { return true }
            at -= 1
        }
        return false
    }

    /// The parameters of a declaration whose generic clause or `(` starts at `start`, and the
    /// index of its closing `)`.
    private func parameters(_ tokens: [String], after start: Int) -> ([Parameter], Int)? {
        var at = start
        if at < tokens.count, tokens[at] == "<" {
            var depth = 0
            repeat {
                if tokens[at] == "<" { depth += 1 }
                if tokens[at] == ">", tokens[at - 1] != "-" { depth -= 1 }
                at += 1
            } while at < tokens.count && depth > 0
        }
        guard at < tokens.count, tokens[at] == "(", let (pieces, end) = split(tokens, at: at) else {
            return nil
        }
        let parameters = pieces.compactMap { piece -> Parameter? in
            guard let colon = piece.firstIndex(of: ":") else { return nil }
            let names = piece[..<colon].filter(Self.isIdentifier)
            guard let label = names.first else { return nil }
            return Parameter(label: label == "_" ? nil : label, defaulted: piece[colon...].contains("="))
        }
        return (parameters, end)
    }

    /// An enum case's associated values: `(UsersError)`, `(page: UsersPage, from: Source)`.
    private func caseValues(_ tokens: [String], at open: Int) -> ([Parameter], Int)? {
        guard let (pieces, end) = split(tokens, at: open) else { return nil }
        let values = pieces.map { piece -> Parameter in
            let label: String? =
                if let colon = piece.firstIndex(of: ":"), colon == piece.startIndex + 1,
                    Self.isIdentifier(piece[piece.startIndex]), piece[piece.startIndex] != "_"
                {
                    piece[piece.startIndex]
                } else { nil }
            return Parameter(label: label, defaulted: piece.contains("="))
        }
        return (values, end)
    }

    /// The comma-separated pieces between the `(` at `open` and its `)`, newlines left out, and
    /// the index of the `)`.
    private func split(_ tokens: [String], at open: Int) -> ([ArraySlice<String>], Int)? {
        var pieces: [ArraySlice<String>] = []
        var current: [String] = []
        var depth = 0
        var at = open
        while at < tokens.count {
            let token = tokens[at]
            defer { at += 1 }
            switch token {
            case "(", "[", "{", "<":
                depth += 1
                if depth == 1 { continue }
            case ")", "]", "}":
                depth -= 1
            case ">" where tokens[at - 1] != "-":
                depth -= 1
            case "\n":
                continue
            case "," where depth == 1:
                pieces.append(ArraySlice(current))
                current = []
                continue
            default:
                break
            }
            if depth == 0 {
                if !current.isEmpty { pieces.append(ArraySlice(current)) }
                return (pieces, at)
            }
            current.append(token)
        }
        return nil
    }

    /// The raw-value types an enum may inherit.
    private static let rawValueTypes: Set<String> = [
        "String", "Int", "UInt8", "Character", "Double", "UInt32",
    ]

    /// What may follow `class` when it is a modifier.
    private static let modifierFollowers: Set<String> = [
        "func", "var", "let", "override", "final", "subscript", "private", "fileprivate", "internal",
        "public", "package", "open", "nonisolated",
    ]

    static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        let isStart = first == 0x5F || (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first)
        return isStart
            && word.utf8.allSatisfy {
                $0 == 0x5F || $0 >= 0x30 && $0 <= 0x39 || $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x61 && $0 <= 0x7A
            }
    }
}
