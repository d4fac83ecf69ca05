#ifndef PRECEPT_CCRYPTO_SHIM_H
#define PRECEPT_CCRYPTO_SHIM_H
// OpenSSL 3 marks the one-shot-context SHA-256 functions deprecated in favour of EVP; they remain supported,
// keep the context a plain C struct (so a hash in progress is a Swift value), and run the same SHA-NI/AVX code.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/sha.h>
#endif
