// Only the C library here: `stdout` is C's global, which Swift 6 lets a file read only through a
// `@preconcurrency` import (and Foundation's import would take precedence over it).
#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// The process's standard output stream.
enum StandardOutput {
    /// Makes stdout line-buffered, also into a pipe or a file: each line appears when printed,
    /// in order with stderr's, not when a buffer fills or the process exits. Call before printing.
    static func makeLineBuffered() {
        setvbuf(stdout, nil, _IOLBF, 0)
    }
}
