#include "CSQLiteBaseline.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// A generated user: its id and four texts, each with its length.
typedef struct {
    int64_t id;
    char first[24], last[24], email[40], avatar[64];
    int first_len, last_len, email_len, avatar_len;
} user_row;

struct archlab_c_baseline {
    sqlite3 *database;
    sqlite3_stmt *insert_user, *insert_page, *select_page, *select_users, *begin, *commit;
    user_row *rows;
    // Where reads copy each row: heap memory the caller can reach, so no copy is optimised away.
    user_row scratch;
    int row_count, per_page, page_count;
};

static int prepare(sqlite3 *database, const char *sql, sqlite3_stmt **statement) {
    return sqlite3_prepare_v2(database, sql, -1, statement, NULL) == SQLITE_OK;
}

archlab_c_baseline *archlab_c_baseline_open(
    const char *path, const char *const *migrations, int migration_count, int rows, int per_page) {
    if (rows < 1 || per_page < 1) return NULL;
    archlab_c_baseline *baseline = calloc(1, sizeof *baseline);
    if (!baseline) return NULL;
    baseline->row_count = rows;
    baseline->per_page = per_page;
    baseline->page_count = (rows + per_page - 1) / per_page;
    baseline->rows = calloc((size_t)rows, sizeof *baseline->rows);
    if (!baseline->rows) goto fail;
    for (int index = 0; index < rows; index++) {
        user_row *row = &baseline->rows[index];
        int id = index + 1;
        row->id = id;
        row->first_len = snprintf(row->first, sizeof row->first, "First%d", id);
        row->last_len = snprintf(row->last, sizeof row->last, "Last%d", id);
        row->email_len = snprintf(row->email, sizeof row->email, "user%d@example.com", id);
        row->avatar_len = snprintf(
            row->avatar, sizeof row->avatar, "https://reqres.in/img/faces/%d-image.jpg", id % 12 + 1);
    }
    if (sqlite3_open_v2(
            path, &baseline->database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
            NULL) != SQLITE_OK)
        goto fail;
    if (sqlite3_exec(
            baseline->database, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;", NULL, NULL,
            NULL) != SQLITE_OK)
        goto fail;
    for (int index = 0; index < migration_count; index++) {
        if (sqlite3_exec(baseline->database, migrations[index], NULL, NULL, NULL) != SQLITE_OK) goto fail;
    }
    if (!prepare(
            baseline->database,
            "INSERT INTO cached_user (page, position, id, first_name, last_name, email, avatar) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            &baseline->insert_user)
        || !prepare(
            baseline->database,
            "INSERT OR REPLACE INTO cached_page (page, per_page, total, total_pages) VALUES (?, ?, ?, ?)",
            &baseline->insert_page)
        || !prepare(
            baseline->database, "SELECT total, total_pages, per_page FROM cached_page WHERE page = ?",
            &baseline->select_page)
        || !prepare(
            baseline->database,
            "SELECT id, first_name, last_name, email, avatar FROM cached_user WHERE page = ? "
            "ORDER BY position",
            &baseline->select_users)
        || !prepare(baseline->database, "BEGIN IMMEDIATE", &baseline->begin)
        || !prepare(baseline->database, "COMMIT", &baseline->commit))
        goto fail;
    return baseline;
fail:
    archlab_c_baseline_close(baseline);
    return NULL;
}

/// Steps a statement that returns no rows and resets it; 1 on success.
static int run(sqlite3_stmt *statement) {
    int code = sqlite3_step(statement);
    sqlite3_reset(statement);
    return code == SQLITE_DONE;
}

int64_t archlab_c_baseline_save_all(archlab_c_baseline *baseline) {
    int64_t written = 0;
    for (int page = 1; page <= baseline->page_count; page++) {
        if (!run(baseline->begin)) return -1;
        int first = (page - 1) * baseline->per_page;
        int end = first + baseline->per_page < baseline->row_count ? first + baseline->per_page
                                                                  : baseline->row_count;
        sqlite3_stmt *insert = baseline->insert_user;
        for (int index = first; index < end; index++) {
            const user_row *row = &baseline->rows[index];
            sqlite3_bind_int64(insert, 1, page);
            sqlite3_bind_int64(insert, 2, index - first);
            sqlite3_bind_int64(insert, 3, row->id);
            sqlite3_bind_text(insert, 4, row->first, row->first_len, SQLITE_TRANSIENT);
            sqlite3_bind_text(insert, 5, row->last, row->last_len, SQLITE_TRANSIENT);
            sqlite3_bind_text(insert, 6, row->email, row->email_len, SQLITE_TRANSIENT);
            sqlite3_bind_text(insert, 7, row->avatar, row->avatar_len, SQLITE_TRANSIENT);
            if (!run(insert)) return -1;
            written++;
        }
        sqlite3_stmt *counts = baseline->insert_page;
        sqlite3_bind_int64(counts, 1, page);
        sqlite3_bind_int64(counts, 2, baseline->per_page);
        sqlite3_bind_int64(counts, 3, baseline->row_count);
        sqlite3_bind_int64(counts, 4, baseline->page_count);
        if (!run(counts) || !run(baseline->commit)) return -1;
    }
    return written;
}

/// Copies column `column` of the current row into `into` (capacity `size`), as a reader must
/// before the next step invalidates it.
static void copy_text(sqlite3_stmt *statement, int column, char *into, size_t size) {
    const unsigned char *text = sqlite3_column_text(statement, column);
    size_t length = (size_t)sqlite3_column_bytes(statement, column);
    if (!text) length = 0;
    if (length >= size) length = size - 1;
    memcpy(into, text ? (const char *)text : "", length);
    into[length] = 0;
}

int64_t archlab_c_baseline_read_all(archlab_c_baseline *baseline, int passes) {
    int64_t read = 0;
    user_row *row = &baseline->scratch;
    for (int pass = 0; pass < passes; pass++) {
        for (int page = 1; page <= baseline->page_count; page++) {
            sqlite3_stmt *counts = baseline->select_page;
            sqlite3_bind_int64(counts, 1, page);
            int found = sqlite3_step(counts) == SQLITE_ROW;
            sqlite3_reset(counts);
            if (!found) return -1;
            sqlite3_stmt *users = baseline->select_users;
            sqlite3_bind_int64(users, 1, page);
            int code;
            while ((code = sqlite3_step(users)) == SQLITE_ROW) {
                row->id = sqlite3_column_int64(users, 0);
                copy_text(users, 1, row->first, sizeof row->first);
                copy_text(users, 2, row->last, sizeof row->last);
                copy_text(users, 3, row->email, sizeof row->email);
                copy_text(users, 4, row->avatar, sizeof row->avatar);
                read++;
            }
            sqlite3_reset(users);
            if (code != SQLITE_DONE) return -1;
        }
    }
    return read;
}

void archlab_c_baseline_close(archlab_c_baseline *baseline) {
    if (!baseline) return;
    sqlite3_stmt *statements[] = {baseline->insert_user, baseline->insert_page, baseline->select_page,
                                  baseline->select_users, baseline->begin, baseline->commit};
    for (size_t index = 0; index < sizeof statements / sizeof *statements; index++) {
        sqlite3_finalize(statements[index]);
    }
    sqlite3_close_v2(baseline->database);
    free(baseline->rows);
    free(baseline);
}
