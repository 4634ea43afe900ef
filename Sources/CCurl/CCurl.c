// Calls into the loaded libcurl (include/CCurl.h says why from C). Each function casts the
// entry point the loader found to libcurl's own signature; for curl_easy_setopt and
// curl_easy_getinfo that signature is variadic, so the compiler passes the argument as the
// platform's variadic convention requires.
#include "CCurl.h"

typedef void CURL;
typedef CURLcode (*global_init_function)(long flags);
typedef CURL *(*easy_init_function)(void);
typedef void (*easy_cleanup_function)(CURL *handle);
typedef CURLcode (*easy_perform_function)(CURL *handle);
typedef CURLcode (*easy_setopt_function)(CURL *handle, CURLoption option, ...);
typedef CURLcode (*easy_getinfo_function)(CURL *handle, CURLINFO info, ...);
typedef void *(*slist_append_function)(void *list, const char *line);
typedef void (*slist_free_all_function)(void *list);

int archlab_curl_api_is_complete(const archlab_curl_api *api) {
    return api->global_init && api->easy_init && api->easy_cleanup && api->easy_perform
        && api->easy_setopt && api->easy_getinfo && api->slist_append && api->slist_free_all;
}

CURLcode archlab_curl_global_init(const archlab_curl_api *api) {
    return ((global_init_function)api->global_init)(ARCHLAB_CURL_GLOBAL_DEFAULT);
}

void *archlab_curl_easy_init(const archlab_curl_api *api) {
    return ((easy_init_function)api->easy_init)();
}

void archlab_curl_easy_cleanup(const archlab_curl_api *api, void *handle) {
    ((easy_cleanup_function)api->easy_cleanup)(handle);
}

CURLcode archlab_curl_easy_perform(const archlab_curl_api *api, void *handle) {
    return ((easy_perform_function)api->easy_perform)(handle);
}

void *archlab_curl_slist_append(const archlab_curl_api *api, void *list, const char *line) {
    return ((slist_append_function)api->slist_append)(list, line);
}

void archlab_curl_slist_free_all(const archlab_curl_api *api, void *list) {
    ((slist_free_all_function)api->slist_free_all)(list);
}

CURLcode archlab_curl_set_long(const archlab_curl_api *api, void *handle, CURLoption option, long value) {
    return ((easy_setopt_function)api->easy_setopt)(handle, option, value);
}

CURLcode archlab_curl_set_offset(
    const archlab_curl_api *api, void *handle, CURLoption option, archlab_curl_off_t value) {
    return ((easy_setopt_function)api->easy_setopt)(handle, option, value);
}

CURLcode archlab_curl_set_pointer(
    const archlab_curl_api *api, void *handle, CURLoption option, const void *value) {
    return ((easy_setopt_function)api->easy_setopt)(handle, option, value);
}

CURLcode archlab_curl_set_data_function(
    const archlab_curl_api *api, void *handle, CURLoption option, archlab_curl_data_function function) {
    return ((easy_setopt_function)api->easy_setopt)(handle, option, function);
}

CURLcode archlab_curl_set_progress_function(
    const archlab_curl_api *api, void *handle, archlab_curl_progress_function function) {
    return ((easy_setopt_function)api->easy_setopt)(handle, CURLOPT_XFERINFOFUNCTION, function);
}

CURLcode archlab_curl_get_long(const archlab_curl_api *api, void *handle, CURLINFO info, long *value) {
    return ((easy_getinfo_function)api->easy_getinfo)(handle, info, value);
}

CURLcode archlab_curl_get_string(const archlab_curl_api *api, void *handle, CURLINFO info, char **value) {
    return ((easy_getinfo_function)api->easy_getinfo)(handle, info, value);
}
