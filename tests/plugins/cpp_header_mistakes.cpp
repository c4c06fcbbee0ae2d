// Mistakes collision_lab/plugin.hpp turns into compile errors, one per
// CL_MISTAKE_... definition (tests/CMakeLists.txt compiles each and expects
// its message), and one into the call's error at run time (an exception);
// with none defined, a plugin that compiles warning-free.
#include "collision_lab/plugin.hpp"

CL_PLUGIN_NAME("mistakes");

#if defined(CL_MISTAKE_ARGUMENTS)
// One sphere where the function has two.
CL_PLUGIN_FUNCTION(cl_sphere_sphere, [](const cl_sphere& a) { return a.radius > 0.0; });
#elif defined(CL_MISTAKE_ARGUMENT_ORDER)
// The box first: cl_sphere_aabb takes the sphere first.
CL_PLUGIN_FUNCTION(cl_sphere_aabb, [](const cl_aabb&, const cl_sphere&) { return true; });
#elif defined(CL_MISTAKE_YES_OR_NO_AS_INT)
// A yes or no is a bool, not an int that could be 2.
CL_PLUGIN_FUNCTION(cl_sphere_sphere, [](const cl_sphere&, const cl_sphere&) { return 1; });
#elif defined(CL_MISTAKE_T_AS_BOOL)
// A ray cast answers its t, not only whether it hits.
CL_PLUGIN_FUNCTION(cl_raycast_sphere, [](const cl_ray&, const cl_sphere&) { return true; });
#elif defined(CL_MISTAKE_THROWS)
// Run, not only compiled: an exception is the call's error (-1), never an
// answer, and what it says goes to stderr.
#include <cstdio>
#include <stdexcept>
#include <string>
CL_PLUGIN_FUNCTION(cl_sphere_sphere, [](const cl_sphere& a, const cl_sphere&) -> bool {
  throw std::domain_error("radius " + std::to_string(a.radius));
});
int main() {
  const cl_sphere a = {{0.0, 0.0, 0.0}, 2.5};
  std::fprintf(stderr, "returned %d\n", cl_sphere_sphere(&a, &a));
  return 0;
}
#elif defined(CL_MISTAKE_NAME)
CL_PLUGIN_FUNCTION(cl_sphere_sphre, [](const cl_sphere&, const cl_sphere&) { return true; });
#else
CL_PLUGIN_FUNCTION(cl_sphere_sphere, [](const cl_sphere&, const cl_sphere&) { return true; });
CL_PLUGIN_FUNCTION(cl_raycast_sphere,
                   [](const cl_ray&, const cl_sphere&) { return std::optional<double>(1.0); });
#endif
