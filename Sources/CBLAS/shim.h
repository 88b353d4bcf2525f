// CBLAS shim: the C BLAS interface from OpenBLAS plus the Fortran LAPACK
// routines veloscore calls. Debian's OpenBLAS is built with NO_LAPACKE=1, so the
// LAPACK drivers are declared here with the Fortran calling convention
// (every argument by pointer, gfortran's hidden string lengths appended last).
// No stable API: only VeloKernels imports this module.
#ifndef VELOSCORE_CBLAS_SHIM_H
#define VELOSCORE_CBLAS_SHIM_H

#include <stddef.h>
#include <cblas.h>

/// LAPACK DGELSY: least squares min ||A·X − B|| by QR with column pivoting and
/// a complete orthogonal factorisation; columns whose incremental condition
/// estimate exceeds 1/rcond are treated as dependent (rank-revealing).
void dgelsy_(const int *m, const int *n, const int *nrhs, double *a, const int *lda,
             double *b, const int *ldb, int *jpvt, const double *rcond, int *rank,
             double *work, const int *lwork, int *info);

/// LAPACK DTRCON: estimate of the reciprocal condition number of a triangular matrix.
void dtrcon_(const char *norm, const char *uplo, const char *diag, const int *n,
             const double *a, const int *lda, double *rcond, double *work, int *iwork,
             int *info, size_t norm_len, size_t uplo_len, size_t diag_len);

#endif
