/* collision_lab/plugin.hpp's table for the narrow phase's functions
 * (collision_lab/plugin_contacts.h): each one's parameters and how they are
 * passed on, as plugin.hpp's own rows. Included by plugin.hpp; a plugin
 * includes that. */
#ifndef COLLISION_LAB_PLUGIN_CONTACTS_HPP
#define COLLISION_LAB_PLUGIN_CONTACTS_HPP

#define CL_PLUGIN_PARAMS_cl_distance_sphere_sphere \
  (const cl_sphere* p0, const cl_sphere* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_sphere_sphere p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_sphere_aabb \
  (const cl_sphere* p0, const cl_aabb* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_sphere_aabb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_sphere_obb \
  (const cl_sphere* p0, const cl_obb* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_sphere_obb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_sphere_segment \
  (const cl_sphere* p0, const cl_segment* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_sphere_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_sphere_triangle \
  (const cl_sphere* p0, const cl_triangle* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_sphere_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_sphere_capsule \
  (const cl_sphere* p0, const cl_capsule* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_sphere_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_sphere_hull \
  (const cl_sphere* p0, const cl_hull* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_sphere_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_aabb_aabb \
  (const cl_aabb* p0, const cl_aabb* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_aabb_aabb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_aabb_obb \
  (const cl_aabb* p0, const cl_obb* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_aabb_obb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_aabb_segment \
  (const cl_aabb* p0, const cl_segment* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_aabb_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_aabb_triangle \
  (const cl_aabb* p0, const cl_triangle* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_aabb_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_aabb_capsule \
  (const cl_aabb* p0, const cl_capsule* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_aabb_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_aabb_hull \
  (const cl_aabb* p0, const cl_hull* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_aabb_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_obb_obb \
  (const cl_obb* p0, const cl_obb* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_obb_obb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_obb_segment \
  (const cl_obb* p0, const cl_segment* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_obb_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_obb_triangle \
  (const cl_obb* p0, const cl_triangle* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_obb_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_obb_capsule \
  (const cl_obb* p0, const cl_capsule* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_obb_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_obb_hull \
  (const cl_obb* p0, const cl_hull* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_obb_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_segment_segment \
  (const cl_segment* p0, const cl_segment* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_segment_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_segment_triangle \
  (const cl_segment* p0, const cl_triangle* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_segment_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_segment_capsule \
  (const cl_segment* p0, const cl_capsule* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_segment_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_segment_hull \
  (const cl_segment* p0, const cl_hull* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_segment_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_triangle_triangle \
  (const cl_triangle* p0, const cl_triangle* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_triangle_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_triangle_capsule \
  (const cl_triangle* p0, const cl_capsule* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_triangle_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_triangle_hull \
  (const cl_triangle* p0, const cl_hull* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_triangle_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_capsule_capsule \
  (const cl_capsule* p0, const cl_capsule* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_capsule_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_capsule_hull \
  (const cl_capsule* p0, const cl_hull* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_capsule_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_distance_hull_hull \
  (const cl_hull* p0, const cl_hull* p1, cl_distance_result* p2)
#define CL_PLUGIN_ARGS_cl_distance_hull_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_sphere_sphere \
  (const cl_sphere* p0, const cl_sphere* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_sphere_sphere p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_sphere_aabb \
  (const cl_sphere* p0, const cl_aabb* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_sphere_aabb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_sphere_obb \
  (const cl_sphere* p0, const cl_obb* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_sphere_obb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_sphere_segment \
  (const cl_sphere* p0, const cl_segment* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_sphere_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_sphere_triangle \
  (const cl_sphere* p0, const cl_triangle* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_sphere_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_sphere_capsule \
  (const cl_sphere* p0, const cl_capsule* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_sphere_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_sphere_hull \
  (const cl_sphere* p0, const cl_hull* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_sphere_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_aabb_aabb \
  (const cl_aabb* p0, const cl_aabb* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_aabb_aabb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_aabb_obb \
  (const cl_aabb* p0, const cl_obb* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_aabb_obb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_aabb_segment \
  (const cl_aabb* p0, const cl_segment* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_aabb_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_aabb_triangle \
  (const cl_aabb* p0, const cl_triangle* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_aabb_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_aabb_capsule \
  (const cl_aabb* p0, const cl_capsule* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_aabb_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_aabb_hull \
  (const cl_aabb* p0, const cl_hull* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_aabb_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_obb_obb \
  (const cl_obb* p0, const cl_obb* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_obb_obb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_obb_segment \
  (const cl_obb* p0, const cl_segment* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_obb_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_obb_triangle \
  (const cl_obb* p0, const cl_triangle* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_obb_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_obb_capsule \
  (const cl_obb* p0, const cl_capsule* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_obb_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_obb_hull \
  (const cl_obb* p0, const cl_hull* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_obb_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_segment_segment \
  (const cl_segment* p0, const cl_segment* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_segment_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_segment_triangle \
  (const cl_segment* p0, const cl_triangle* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_segment_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_segment_capsule \
  (const cl_segment* p0, const cl_capsule* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_segment_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_segment_hull \
  (const cl_segment* p0, const cl_hull* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_segment_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_triangle_triangle \
  (const cl_triangle* p0, const cl_triangle* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_triangle_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_triangle_capsule \
  (const cl_triangle* p0, const cl_capsule* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_triangle_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_triangle_hull \
  (const cl_triangle* p0, const cl_hull* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_triangle_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_capsule_capsule \
  (const cl_capsule* p0, const cl_capsule* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_capsule_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_capsule_hull \
  (const cl_capsule* p0, const cl_hull* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_capsule_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_penetration_hull_hull \
  (const cl_hull* p0, const cl_hull* p1, cl_penetration* p2)
#define CL_PLUGIN_ARGS_cl_penetration_hull_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_sphere_sphere \
  (const cl_sphere* p0, const cl_sphere* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_sphere_sphere p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_sphere_aabb \
  (const cl_sphere* p0, const cl_aabb* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_sphere_aabb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_sphere_obb \
  (const cl_sphere* p0, const cl_obb* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_sphere_obb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_sphere_segment \
  (const cl_sphere* p0, const cl_segment* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_sphere_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_sphere_triangle \
  (const cl_sphere* p0, const cl_triangle* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_sphere_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_sphere_capsule \
  (const cl_sphere* p0, const cl_capsule* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_sphere_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_sphere_hull \
  (const cl_sphere* p0, const cl_hull* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_sphere_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_aabb_aabb \
  (const cl_aabb* p0, const cl_aabb* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_aabb_aabb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_aabb_obb (const cl_aabb* p0, const cl_obb* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_aabb_obb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_aabb_segment \
  (const cl_aabb* p0, const cl_segment* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_aabb_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_aabb_triangle \
  (const cl_aabb* p0, const cl_triangle* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_aabb_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_aabb_capsule \
  (const cl_aabb* p0, const cl_capsule* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_aabb_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_aabb_hull \
  (const cl_aabb* p0, const cl_hull* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_aabb_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_obb_obb (const cl_obb* p0, const cl_obb* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_obb_obb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_obb_segment \
  (const cl_obb* p0, const cl_segment* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_obb_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_obb_triangle \
  (const cl_obb* p0, const cl_triangle* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_obb_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_obb_capsule \
  (const cl_obb* p0, const cl_capsule* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_obb_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_obb_hull (const cl_obb* p0, const cl_hull* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_obb_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_segment_segment \
  (const cl_segment* p0, const cl_segment* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_segment_segment p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_segment_triangle \
  (const cl_segment* p0, const cl_triangle* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_segment_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_segment_capsule \
  (const cl_segment* p0, const cl_capsule* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_segment_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_segment_hull \
  (const cl_segment* p0, const cl_hull* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_segment_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_triangle_triangle \
  (const cl_triangle* p0, const cl_triangle* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_triangle_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_triangle_capsule \
  (const cl_triangle* p0, const cl_capsule* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_triangle_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_triangle_hull \
  (const cl_triangle* p0, const cl_hull* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_triangle_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_capsule_capsule \
  (const cl_capsule* p0, const cl_capsule* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_capsule_capsule p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_capsule_hull \
  (const cl_capsule* p0, const cl_hull* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_capsule_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_contacts_hull_hull \
  (const cl_hull* p0, const cl_hull* p1, cl_contacts* p2)
#define CL_PLUGIN_ARGS_cl_contacts_hull_hull p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_cast_sphere_sphere \
  (const cl_sphere* p0, const cl_vec3* p1, const cl_sphere* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_sphere_sphere p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_sphere_aabb \
  (const cl_sphere* p0, const cl_vec3* p1, const cl_aabb* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_sphere_aabb p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_sphere_obb \
  (const cl_sphere* p0, const cl_vec3* p1, const cl_obb* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_sphere_obb p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_sphere_segment \
  (const cl_sphere* p0, const cl_vec3* p1, const cl_segment* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_sphere_segment p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_sphere_triangle \
  (const cl_sphere* p0, const cl_vec3* p1, const cl_triangle* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_sphere_triangle p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_sphere_capsule \
  (const cl_sphere* p0, const cl_vec3* p1, const cl_capsule* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_sphere_capsule p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_sphere_hull \
  (const cl_sphere* p0, const cl_vec3* p1, const cl_hull* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_sphere_hull p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_aabb_aabb \
  (const cl_aabb* p0, const cl_vec3* p1, const cl_aabb* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_aabb_aabb p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_aabb_obb \
  (const cl_aabb* p0, const cl_vec3* p1, const cl_obb* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_aabb_obb p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_aabb_segment \
  (const cl_aabb* p0, const cl_vec3* p1, const cl_segment* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_aabb_segment p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_aabb_triangle \
  (const cl_aabb* p0, const cl_vec3* p1, const cl_triangle* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_aabb_triangle p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_aabb_capsule \
  (const cl_aabb* p0, const cl_vec3* p1, const cl_capsule* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_aabb_capsule p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_aabb_hull \
  (const cl_aabb* p0, const cl_vec3* p1, const cl_hull* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_aabb_hull p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_obb_obb \
  (const cl_obb* p0, const cl_vec3* p1, const cl_obb* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_obb_obb p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_obb_segment \
  (const cl_obb* p0, const cl_vec3* p1, const cl_segment* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_obb_segment p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_obb_triangle \
  (const cl_obb* p0, const cl_vec3* p1, const cl_triangle* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_obb_triangle p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_obb_capsule \
  (const cl_obb* p0, const cl_vec3* p1, const cl_capsule* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_obb_capsule p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_obb_hull \
  (const cl_obb* p0, const cl_vec3* p1, const cl_hull* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_obb_hull p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_segment_segment \
  (const cl_segment* p0, const cl_vec3* p1, const cl_segment* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_segment_segment p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_segment_triangle \
  (const cl_segment* p0, const cl_vec3* p1, const cl_triangle* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_segment_triangle p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_segment_capsule \
  (const cl_segment* p0, const cl_vec3* p1, const cl_capsule* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_segment_capsule p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_segment_hull \
  (const cl_segment* p0, const cl_vec3* p1, const cl_hull* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_segment_hull p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_triangle_triangle \
  (const cl_triangle* p0, const cl_vec3* p1, const cl_triangle* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_triangle_triangle p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_triangle_capsule \
  (const cl_triangle* p0, const cl_vec3* p1, const cl_capsule* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_triangle_capsule p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_triangle_hull \
  (const cl_triangle* p0, const cl_vec3* p1, const cl_hull* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_triangle_hull p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_capsule_capsule \
  (const cl_capsule* p0, const cl_vec3* p1, const cl_capsule* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_capsule_capsule p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_capsule_hull \
  (const cl_capsule* p0, const cl_vec3* p1, const cl_hull* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_capsule_hull p0, p1, p2, p3
#define CL_PLUGIN_PARAMS_cl_cast_hull_hull \
  (const cl_hull* p0, const cl_vec3* p1, const cl_hull* p2, cl_cast* p3)
#define CL_PLUGIN_ARGS_cl_cast_hull_hull p0, p1, p2, p3

#endif /* COLLISION_LAB_PLUGIN_CONTACTS_HPP */
