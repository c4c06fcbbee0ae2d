#pragma once

// The helper process's wire format: what the app and the plugin host
// (plugin_host.h) send each other over a socket pair, in the machine's own
// byte order (both ends are built together).
//
//   hello, host to app, once:  u32 kHelloMagic, u32 loaded (1 or 0), i32 abi
//                              (cl_plugin_abi()'s answer, or -1), string (the
//                              plugin's name, or why it did not load), u32 n,
//                              n x u32 (the ABI functions it exports, by their
//                              index in PluginFunctions())
//   call, app to host:         u32 index, u32 n, n doubles: the arguments'
//                              structs in order (ArgumentOffsets: a hull is
//                              its count, then its points), n at most
//                              kMaxCallDoubles
//   answer, host to app:       i32 the function's return value,
//                              ResultDoubles() doubles (NaN where unset; a
//                              cl_contacts's count as a double)
//   a string:                  u32 length, then its bytes
//
// A call is answered before the next is sent; the host exits when the app
// closes its end.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace harness::plugins {

inline constexpr std::uint32_t kHelloMagic = 0x434c5048;  // "CLPH"
// A name or reason longer than this is cut (a plugin's name is one line).
inline constexpr std::uint32_t kMaxWireString = 4096;

enum class ReadStatus { kOk, kClosed, kTimedOut };

using Deadline = std::optional<std::chrono::steady_clock::time_point>;

// Writes every byte; false when the other end is gone (never SIGPIPE).
bool WriteAll(int fd, const void* data, std::size_t size);
// Reads exactly `size` bytes, waiting with poll() until `deadline` (none:
// for ever). kClosed when the other end closed or failed first.
ReadStatus ReadAll(int fd, void* data, std::size_t size, const Deadline& deadline);

bool WriteString(int fd, const std::string& text);
ReadStatus ReadString(int fd, std::string& text, const Deadline& deadline);

}  // namespace harness::plugins
