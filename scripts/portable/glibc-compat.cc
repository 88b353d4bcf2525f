// What the Swift toolchain's static libraries take that the portable binary's
// floor lacks (scripts/build-portable.sh links against Debian bullseye: glibc
// 2.31, GCC 10's libstdc++). They were built against a newer GCC, whose headers
// call the helpers below; each is defined here as that GCC's libstdc++ defines
// it. Linked into the portable binary only.
#include <new>

namespace std {
// GCC 11 (libstdc++ functexcept.cc): thrown by `new T[n]` when n is too large.
[[noreturn]] void __throw_bad_array_new_length() { throw bad_array_new_length(); }
}  // namespace std
