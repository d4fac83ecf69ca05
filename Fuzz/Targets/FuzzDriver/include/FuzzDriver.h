#include <stddef.h>
#include <stdint.h>

/// Each fuzzer's `LLVMFuzzerTestOneInput`, defined in Swift with `@_cdecl`.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver on `LLVMFuzzerTestOneInput`. SwiftPM links executables with `main` aliased to the
/// module's own entry point, so libFuzzer's `main` is never used; each fuzzer's `main.swift` calls this instead.
int PreceptFuzzMain(int argc, char **argv);
