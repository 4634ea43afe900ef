// The cache benchmark's physical limit: the cache's statements driven by plain C, compiled as C,
// with no Swift between the loop and SQLite. `archlab bench` times it beside the Swift cache and
// the Swift raw C-API loop (SPEC §8).
#ifndef CSQLITEBASELINE_H
#define CSQLITEBASELINE_H

#include <stdint.h>

/// One open database with its statements prepared, and the rows it writes.
typedef struct archlab_c_baseline archlab_c_baseline;

/// Opens (creating) `path` with the cache's pragmas (WAL, synchronous=NORMAL), runs the
/// `migration_count` schema migrations and prepares every statement. The rows are generated
/// here, before any timing, with the same values as the Swift benchmark's pages: user `id` is
/// "First<id>", "Last<id>", "user<id>@example.com", "https://reqres.in/img/faces/<id % 12 + 1>-image.jpg".
/// Returns NULL when any step fails.
archlab_c_baseline *_Nullable archlab_c_baseline_open(
    const char *_Nonnull path, const char *_Nonnull const *_Nonnull migrations, int migration_count,
    int rows, int per_page);

/// Upserts every page, one transaction per page (BEGIN IMMEDIATE, the page's rows, the page's
/// counts, COMMIT). Returns the rows written, or -1 on the first SQLite error.
int64_t archlab_c_baseline_save_all(archlab_c_baseline *_Nonnull baseline);

/// Reads every page back `passes` times (the page's counts, then its rows by position), copying
/// each row's values out of the statement. Returns the rows read, or -1 on an SQLite error.
int64_t archlab_c_baseline_read_all(archlab_c_baseline *_Nonnull baseline, int passes);

/// Finalizes the statements, closes the database and frees the rows.
void archlab_c_baseline_close(archlab_c_baseline *_Nullable baseline);

#endif
