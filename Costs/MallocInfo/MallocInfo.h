#include <malloc.h>
#include <stddef.h>

/// The bytes malloc has handed out and not had back: chunks in the main
/// arena (the probe is single-threaded) plus blocks mapped for large requests.
static inline size_t elf_malloc_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
