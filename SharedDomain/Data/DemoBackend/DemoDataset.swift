/// The demo backend's deterministic users: reqres's first twelve, then generated ones whose
/// names exercise the text layout (accents, decomposed marks, CJK, emoji).
enum DemoDataset {
    /// The user with `id`: one of reqres's twelve, or a generated one.
    static func user(id: Int) -> User {
        if id >= 1, id <= reqres.count {
            let (first, last) = reqres[id - 1]
            return User(
                id: id, firstName: first, lastName: last,
                email: "\(first.lowercased()).\(last.lowercased())@reqres.in",
                avatarURL: "https://reqres.in/img/faces/\(id)-image.jpg")
        }
        let first = firstNames[(id * 7) % firstNames.count]
        let last = lastNames[(id * 11) % lastNames.count]
        return User(id: id, firstName: first, lastName: last, email: "user\(id)@example.com")
    }

    private static let reqres: [(String, String)] = [
        ("George", "Bluth"), ("Janet", "Weaver"), ("Emma", "Wong"), ("Eve", "Holt"),
        ("Charles", "Morris"), ("Tracey", "Ramos"), ("Michael", "Lawson"), ("Lindsay", "Ferguson"),
        ("Tobias", "Funke"), ("Byron", "Fields"), ("George", "Edwards"), ("Rachel", "Howell"),
    ]

    private static let firstNames = [
        "Zoë", "José", "Björn", "Chloé", "Søren", "美咲", "Łukasz", "Amélie", "太郎", "Noe\u{0308}l",
        "Ana", "Jürgen", "지민", "Renée", "Dvořák", "Aiko 🌸",
    ]

    private static let lastNames = [
        "García", "Müller", "山田", "Núñez", "O'Brien", "Ångström", "Nguyễn", "김", "Dubois",
        "Kowalski 🚀", "Jose\u{0301}", "Schäfer", "佐藤", "Øverby",
    ]
}
