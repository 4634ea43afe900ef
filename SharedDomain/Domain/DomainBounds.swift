/// The bounds a page and a user keep wherever they come from — the server, the cache file or
/// the edit form (SPEC §5, §9). Data outside them is refused before it is stored, drawn or used
/// to size an allocation.
public enum DomainBounds {
    /// A page size: the server's `per_page`.
    public static let perPage = 1...1000
    /// Users on the server in all: `total`.
    public static let users = 0...1_000_000
    /// The longest text field, in UTF-8 bytes: 1 MiB (drawn cut with `…` on screen).
    public static let fieldBytes = 1 << 20
}
