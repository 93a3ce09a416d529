// Only the header matters (a C target needs a source file); libFuzzer itself is linked by
// -sanitize=fuzzer.
#include "LibFuzzerDriver.h"
