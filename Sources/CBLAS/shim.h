// CBLAS shim: the C BLAS interface from OpenBLAS plus the one Fortran LAPACK
// routine veloscore calls. Debian's OpenBLAS is built with NO_LAPACKE=1, so the
// LAPACK driver is declared here with the Fortran calling convention
// (every argument by pointer, gfortran's hidden string length appended last).
// No stable API: only VeloKernels imports this module.
#ifndef VELOSCORE_CBLAS_SHIM_H
#define VELOSCORE_CBLAS_SHIM_H

#include <stddef.h>
#include <cblas.h>

/// LAPACK DGELS: least squares min ||A·X − B|| by QR (column-major).
void dgels_(const char *trans, const int *m, const int *n, const int *nrhs,
            double *a, const int *lda, double *b, const int *ldb,
            double *work, const int *lwork, int *info, size_t trans_len);

#endif
