// Zstandard (libzstd) for compressing the pages of the Parquet files `batch` writes.
// No stable API: only VeloIO imports this module, on Linux (Darwin's libraries use gzip).
#ifndef VELOSCORE_CZSTD_SHIM_H
#define VELOSCORE_CZSTD_SHIM_H
#include <zstd.h>
#endif
