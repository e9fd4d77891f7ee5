#ifndef HEAP_GAUGE_H
#define HEAP_GAUGE_H
#include <stddef.h>

/// Bytes the allocator has handed out and not yet taken back (0 where the platform does not say).
size_t heap_gauge_bytes_in_use(void);

/// The process's peak resident memory so far, in bytes.
size_t heap_gauge_peak_resident_bytes(void);

#endif
