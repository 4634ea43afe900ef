import CSQLiteBaseline
import Foundation
import Lab

/// The C baseline (`Sources/CSQLiteBaseline`): owns the C side's database and rows, and runs its
/// loops; the timed work is C from the first statement to the last.
final class CBaseline {
    private let handle: OpaquePointer

    /// Opens `path` with the cache's pragmas and `migrations`, and generates `rows` users in
    /// pages of `perPage`.
    init(path: String, migrations: [String], rows: Int, perPage: Int) throws {
        guard
            let handle = Platform.withCStrings(
                migrations,
                { pointers in
                    pointers.withUnsafeBufferPointer {
                        archlab_c_baseline_open(
                            path, $0.baseAddress!, Int32($0.count), Int32(rows), Int32(perPage))
                    }
                })
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        self.handle = handle
    }

    deinit { archlab_c_baseline_close(handle) }

    /// Upserts every page, one transaction each; the rows written, or -1.
    func saveAll() -> Int { Int(archlab_c_baseline_save_all(handle)) }

    /// Reads every page `passes` times; the rows read, or -1.
    func readAll(passes: Int) -> Int { Int(archlab_c_baseline_read_all(handle, Int32(passes))) }
}

@available(*, unavailable)
extension CBaseline: Sendable {}
