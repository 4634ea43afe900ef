// The few parts of libcurl's easy interface that the remote client uses
// (SharedDomain/Data/Remote/CurlHTTPClient.swift), declared here so that building needs no curl
// header: the library itself is loaded at run time (SharedDomain/Data/Remote/LibCurl.swift),
// only when a real server is asked for.
//
// The numbers are libcurl's own (curl/curl.h): an option is its type's base plus its number,
// and libcurl keeps both stable across versions. Every entry point is called from C, through
// the function pointers the loader found: curl_easy_setopt and curl_easy_getinfo are variadic,
// and a variadic call made through a non-variadic Swift function type passes its arguments
// where the callee does not look for them on some platforms (on Apple silicon, on the stack).
#ifndef ARCHLAB_CCURL_H
#define ARCHLAB_CCURL_H

#include <stddef.h>
#include <stdint.h>

/// libcurl's result codes, those the client tells apart.
typedef enum CURLcode {
    CURLE_OK = 0,
    CURLE_UNSUPPORTED_PROTOCOL = 1,
    CURLE_URL_MALFORMAT = 3,
    CURLE_COULDNT_RESOLVE_PROXY = 5,
    CURLE_COULDNT_RESOLVE_HOST = 6,
    CURLE_COULDNT_CONNECT = 7,
    CURLE_WEIRD_SERVER_REPLY = 8,
    CURLE_PARTIAL_FILE = 18,
    CURLE_WRITE_ERROR = 23,
    CURLE_OPERATION_TIMEDOUT = 28,
    CURLE_ABORTED_BY_CALLBACK = 42,
    CURLE_TOO_MANY_REDIRECTS = 47,
    CURLE_GOT_NOTHING = 52,
    CURLE_RECV_ERROR = 56,
    CURLE_BAD_CONTENT_ENCODING = 61,
    CURLE_FILESIZE_EXCEEDED = 63,
} CURLcode;

/// libcurl's option numbers, those the client sets: type base (0 long, 10000 pointer,
/// 20000 function, 30000 64-bit offset) plus the option's own number.
typedef enum CURLoption {
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_PROXY = 10004,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_LOW_SPEED_LIMIT = 19,
    CURLOPT_LOW_SPEED_TIME = 20,
    CURLOPT_HTTPHEADER = 10023,
    CURLOPT_HEADERDATA = 10029,
    CURLOPT_CUSTOMREQUEST = 10036,
    CURLOPT_NOPROGRESS = 43,
    CURLOPT_FOLLOWLOCATION = 52,
    CURLOPT_XFERINFODATA = 10057,
    CURLOPT_CONNECTTIMEOUT = 78,
    CURLOPT_HEADERFUNCTION = 20079,
    CURLOPT_HTTPGET = 80,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_ACCEPT_ENCODING = 10102,
    CURLOPT_MAXFILESIZE_LARGE = 30117,
    CURLOPT_POSTFIELDSIZE_LARGE = 30120,
    CURLOPT_COPYPOSTFIELDS = 10165,
    CURLOPT_NOPROXY = 10177,
    CURLOPT_XFERINFOFUNCTION = 20219,
    CURLOPT_HTTP09_ALLOWED = 285,
    CURLOPT_PROTOCOLS_STR = 10318,
    CURLOPT_REDIR_PROTOCOLS_STR = 10319,
} CURLoption;

/// libcurl's information numbers, those the client reads: type base (0x100000 string,
/// 0x200000 long) plus the item's own number.
typedef enum CURLINFO {
    CURLINFO_RESPONSE_CODE = 0x200002,
    CURLINFO_REDIRECT_URL = 0x10001F,
} CURLINFO;

/// curl_global_init's flags: everything libcurl sets up by default.
#define ARCHLAB_CURL_GLOBAL_DEFAULT 3L

/// libcurl's 64-bit offset type (curl_off_t, 64 bits wherever Swift runs).
typedef int64_t archlab_curl_off_t;

/// The entry points found in the loaded libcurl; a null one means the library is unusable.
typedef struct archlab_curl_api {
    void *global_init;
    void *easy_init;
    void *easy_cleanup;
    void *easy_perform;
    void *easy_setopt;
    void *easy_getinfo;
    void *slist_append;
    void *slist_free_all;
} archlab_curl_api;

/// Receives body or header bytes: returns `size * count` to go on, anything else to stop.
typedef size_t (*archlab_curl_data_function)(char *data, size_t size, size_t count, void *context);
/// Called while a transfer runs: nonzero stops it.
typedef int (*archlab_curl_progress_function)(
    void *context, archlab_curl_off_t download_total, archlab_curl_off_t downloaded,
    archlab_curl_off_t upload_total, archlab_curl_off_t uploaded);

/// Whether every entry point was found.
int archlab_curl_api_is_complete(const archlab_curl_api *api);

CURLcode archlab_curl_global_init(const archlab_curl_api *api);
void *archlab_curl_easy_init(const archlab_curl_api *api);
void archlab_curl_easy_cleanup(const archlab_curl_api *api, void *handle);
CURLcode archlab_curl_easy_perform(const archlab_curl_api *api, void *handle);
/// Appends a copy of `line` to `list` (null for a new list); null when out of memory.
void *archlab_curl_slist_append(const archlab_curl_api *api, void *list, const char *line);
void archlab_curl_slist_free_all(const archlab_curl_api *api, void *list);

// curl_easy_setopt, one kind of argument each.
CURLcode archlab_curl_set_long(const archlab_curl_api *api, void *handle, CURLoption option, long value);
CURLcode archlab_curl_set_offset(
    const archlab_curl_api *api, void *handle, CURLoption option, archlab_curl_off_t value);
CURLcode archlab_curl_set_pointer(
    const archlab_curl_api *api, void *handle, CURLoption option, const void *value);
CURLcode archlab_curl_set_data_function(
    const archlab_curl_api *api, void *handle, CURLoption option, archlab_curl_data_function function);
CURLcode archlab_curl_set_progress_function(
    const archlab_curl_api *api, void *handle, archlab_curl_progress_function function);

// curl_easy_getinfo, one kind of answer each.
CURLcode archlab_curl_get_long(const archlab_curl_api *api, void *handle, CURLINFO info, long *value);
CURLcode archlab_curl_get_string(const archlab_curl_api *api, void *handle, CURLINFO info, char **value);

#endif
