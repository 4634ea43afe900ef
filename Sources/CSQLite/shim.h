#include <sqlite3.h>

/// `sqlite3_db_config` for the options that take an int and report the setting back (on/off
/// flags such as SQLITE_DBCONFIG_DEFENSIVE): the C function is variadic, which Swift cannot
/// call. Returns SQLite's result code; `reported` receives the setting now in force.
static inline int archlab_sqlite3_db_config_flag(sqlite3 *db, int option, int value, int *reported) {
    return sqlite3_db_config(db, option, value, reported);
}
