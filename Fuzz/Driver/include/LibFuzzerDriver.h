// libFuzzer's driver, called from each target's entry point (SwiftPM names an executable's entry
// `<Target>_main`; libFuzzer's own `main` cannot take its place, so the target calls this).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
