// The system libcurl for the remote client (SharedDomain/Data/Remote/CurlHTTPClient.swift).
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: each typed
// wrapper below passes one kind of argument.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/// Receives body bytes: returns `size * count` to go on, anything else to stop the transfer.
typedef size_t (*archlab_curl_data_function)(char *data, size_t size, size_t count, void *context);
/// Called while a transfer runs: nonzero stops it.
typedef int (*archlab_curl_progress_function)(
    void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total,
    curl_off_t uploaded);

static inline CURLcode archlab_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode archlab_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode archlab_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode archlab_curl_set_data_function(
    CURL *handle, CURLoption option, archlab_curl_data_function function) {
    return curl_easy_setopt(handle, option, function);
}

static inline CURLcode archlab_curl_set_progress_function(
    CURL *handle, archlab_curl_progress_function function) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, function);
}

static inline CURLcode archlab_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode archlab_curl_get_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}
