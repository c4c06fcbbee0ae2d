#pragma once

// The helper process's side (collision-lab-plugin-host): loads one plugin
// with dlopen and answers calls to its functions over a socket
// (plugin_wire.h) until the app closes it. The user's code runs here and
// only here, so when it crashes, aborts or hangs, this process dies or is
// killed and the app carries on (plugin_process.h).

#include <string>

namespace harness::plugins {

// The file descriptor the host talks on: the app's end of a socket pair is
// given to the host as this descriptor.
inline constexpr int kHostSocketFd = 3;

// The host's exit status when the plugin asked for memory beyond its limit
// (the app's --plugin-memory): an allocation that fails ends the host at
// once with it (src/plugin_host_malloc.cpp), so that the app can say so.
inline constexpr int kHostOutOfMemoryStatus = 113;

// Loads `path`, sends the hello, serves calls on `fd`. Returns the process's
// exit status: 0 when the app closed the socket, 1 when the plugin did not
// load (the hello said why) or the socket failed.
int ServePlugin(const std::string& path, int fd);

}  // namespace harness::plugins
