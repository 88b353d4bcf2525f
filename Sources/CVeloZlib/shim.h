// zlib (inflate) for reading .fit.gz / .tcx.gz / .gpx.gz exports.
// No stable API: only VeloIO imports this module.
#ifndef VELOSCORE_CZLIB_SHIM_H
#define VELOSCORE_CZLIB_SHIM_H
#include <zlib.h>
#endif
