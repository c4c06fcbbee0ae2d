/* A plugin.h of another ABI (2), found before Collision Lab's own: what
 * plugin.hpp must refuse to compile with (tests/CMakeLists.txt,
 * plugin.cpp_header_refuses_another_abis_plugin_h). */
#ifndef COLLISION_LAB_PLUGIN_H
#define COLLISION_LAB_PLUGIN_H
#define CL_PLUGIN_ABI 2
#define CL_PLUGIN_EXPORT __attribute__((visibility("default")))
#endif
