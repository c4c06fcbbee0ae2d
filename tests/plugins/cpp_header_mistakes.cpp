// Mistakes collision_lab/plugin.hpp turns into compile errors, one per
// CL_MISTAKE_... definition (tests/CMakeLists.txt compiles each and expects
// its message); with none defined, a plugin that compiles warning-free.
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
#elif defined(CL_MISTAKE_NAME)
CL_PLUGIN_FUNCTION(cl_sphere_sphre, [](const cl_sphere&, const cl_sphere&) { return true; });
#else
CL_PLUGIN_FUNCTION(cl_sphere_sphere, [](const cl_sphere&, const cl_sphere&) { return true; });
CL_PLUGIN_FUNCTION(cl_raycast_sphere,
                   [](const cl_ray&, const cl_sphere&) { return std::optional<double>(1.0); });
#endif
