/// The ranges of the numeric options and scenario arguments (SPEC §5): outside them a value is
/// refused with a message, before it can size a frame, a dataset or an allocation.
public enum Bounds {
    /// `--width`: frame columns.
    public static let width = 20...1000
    /// `--rows`: list rows shown at once.
    public static let rows = 1...10_000
    /// `--users` and `backend users`: users in the demo backend.
    public static let users = 0...1_000_000
    /// `--per-page` and `backend per-page`: a page size.
    public static let perPage = 1...1000
    /// `backend status`: what every request answers. An error status only: a success, a 1xx or
    /// an unfollowed 3xx is not a failure mode of the server (SPEC §5).
    public static let errorStatus = 400...599
    /// `--open` and `open`: a user id.
    public static let userID = 1...Int.max
}
