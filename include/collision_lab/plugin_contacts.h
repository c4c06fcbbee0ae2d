/* The narrow phase's functions of Collision Lab's plugin ABI: distance,
 * penetration, contact manifold and shape cast between two convex shapes,
 * for your engine's narrow phase to be checked beside the harness's own
 * (docs/plugins.md, "Contacts"). Included by collision_lab/plugin.h, which
 * declares the types and the conventions (normal from A to B, depth >= 0
 * when overlapping, distance 0 when touching); a plugin includes that.
 *
 * The kinds, in this order: sphere, aabb, obb, segment, triangle, capsule,
 * hull. Each pair of them (a kind with itself too) has one function per
 * question, named with the earlier kind first (cl_distance_sphere_capsule,
 * never cl_distance_capsule_sphere): the harness swaps a pair given the
 * other way round and mirrors the answer (the normal turned, the closest
 * points exchanged).
 *
 * - cl_distance_A_B: returns 1 with *out set (a distance always exists; 0
 *   is the plugin's error): the gap and both closest points.
 * - cl_penetration_A_B: returns 1 with *out set when A and B overlap or
 *   touch (depth 0), 0 when they are apart (*out not read).
 * - cl_contacts_A_B: returns 1 with *out set; out->count 0 (or a return
 *   of 0) when they are apart, else 1 to 4 points on B's surface.
 * - cl_cast_A_B: A moved by t * translation, t in [0, 1]; returns 1 with
 *   *out at the first t at which it touches static B (t 0 when they touch
 *   or overlap already), 0 when it never does within the translation.
 *
 * Out of range, and reported as the plugin's error naming the function and
 * the inputs: a return other than 0 or 1, a number that is NaN or infinite,
 * a negative distance or depth, a count outside 0..4, a normal that is not
 * of unit length (within 1e-6), a t outside [0, 1]. */
#ifndef COLLISION_LAB_PLUGIN_CONTACTS_H
#define COLLISION_LAB_PLUGIN_CONTACTS_H

#ifdef __cplusplus
extern "C" {
#endif

/* Distance and closest points. */
CL_PLUGIN_EXPORT int cl_distance_sphere_sphere(const cl_sphere* a, const cl_sphere* b,
                                               cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_sphere_aabb(const cl_sphere* a, const cl_aabb* b,
                                             cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_sphere_obb(const cl_sphere* a, const cl_obb* b,
                                            cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_sphere_segment(const cl_sphere* a, const cl_segment* b,
                                                cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_sphere_triangle(const cl_sphere* a, const cl_triangle* b,
                                                 cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_sphere_capsule(const cl_sphere* a, const cl_capsule* b,
                                                cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_sphere_hull(const cl_sphere* a, const cl_hull* b,
                                             cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_aabb_aabb(const cl_aabb* a, const cl_aabb* b,
                                           cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_aabb_obb(const cl_aabb* a, const cl_obb* b,
                                          cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_aabb_segment(const cl_aabb* a, const cl_segment* b,
                                              cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_aabb_triangle(const cl_aabb* a, const cl_triangle* b,
                                               cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_aabb_capsule(const cl_aabb* a, const cl_capsule* b,
                                              cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_aabb_hull(const cl_aabb* a, const cl_hull* b,
                                           cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_obb_obb(const cl_obb* a, const cl_obb* b, cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_obb_segment(const cl_obb* a, const cl_segment* b,
                                             cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_obb_triangle(const cl_obb* a, const cl_triangle* b,
                                              cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_obb_capsule(const cl_obb* a, const cl_capsule* b,
                                             cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_obb_hull(const cl_obb* a, const cl_hull* b,
                                          cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_segment_segment(const cl_segment* a, const cl_segment* b,
                                                 cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_segment_triangle(const cl_segment* a, const cl_triangle* b,
                                                  cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_segment_capsule(const cl_segment* a, const cl_capsule* b,
                                                 cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_segment_hull(const cl_segment* a, const cl_hull* b,
                                              cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_triangle_triangle(const cl_triangle* a, const cl_triangle* b,
                                                   cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_triangle_capsule(const cl_triangle* a, const cl_capsule* b,
                                                  cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_triangle_hull(const cl_triangle* a, const cl_hull* b,
                                               cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_capsule_capsule(const cl_capsule* a, const cl_capsule* b,
                                                 cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_capsule_hull(const cl_capsule* a, const cl_hull* b,
                                              cl_distance_result* out);
CL_PLUGIN_EXPORT int cl_distance_hull_hull(const cl_hull* a, const cl_hull* b,
                                           cl_distance_result* out);

/* Penetration depth and normal. */
CL_PLUGIN_EXPORT int cl_penetration_sphere_sphere(const cl_sphere* a, const cl_sphere* b,
                                                  cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_sphere_aabb(const cl_sphere* a, const cl_aabb* b,
                                                cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_sphere_obb(const cl_sphere* a, const cl_obb* b,
                                               cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_sphere_segment(const cl_sphere* a, const cl_segment* b,
                                                   cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_sphere_triangle(const cl_sphere* a, const cl_triangle* b,
                                                    cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_sphere_capsule(const cl_sphere* a, const cl_capsule* b,
                                                   cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_sphere_hull(const cl_sphere* a, const cl_hull* b,
                                                cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_aabb_aabb(const cl_aabb* a, const cl_aabb* b,
                                              cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_aabb_obb(const cl_aabb* a, const cl_obb* b,
                                             cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_aabb_segment(const cl_aabb* a, const cl_segment* b,
                                                 cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_aabb_triangle(const cl_aabb* a, const cl_triangle* b,
                                                  cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_aabb_capsule(const cl_aabb* a, const cl_capsule* b,
                                                 cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_aabb_hull(const cl_aabb* a, const cl_hull* b,
                                              cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_obb_obb(const cl_obb* a, const cl_obb* b, cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_obb_segment(const cl_obb* a, const cl_segment* b,
                                                cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_obb_triangle(const cl_obb* a, const cl_triangle* b,
                                                 cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_obb_capsule(const cl_obb* a, const cl_capsule* b,
                                                cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_obb_hull(const cl_obb* a, const cl_hull* b,
                                             cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_segment_segment(const cl_segment* a, const cl_segment* b,
                                                    cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_segment_triangle(const cl_segment* a, const cl_triangle* b,
                                                     cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_segment_capsule(const cl_segment* a, const cl_capsule* b,
                                                    cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_segment_hull(const cl_segment* a, const cl_hull* b,
                                                 cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_triangle_triangle(const cl_triangle* a, const cl_triangle* b,
                                                      cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_triangle_capsule(const cl_triangle* a, const cl_capsule* b,
                                                     cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_triangle_hull(const cl_triangle* a, const cl_hull* b,
                                                  cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_capsule_capsule(const cl_capsule* a, const cl_capsule* b,
                                                    cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_capsule_hull(const cl_capsule* a, const cl_hull* b,
                                                 cl_penetration* out);
CL_PLUGIN_EXPORT int cl_penetration_hull_hull(const cl_hull* a, const cl_hull* b,
                                              cl_penetration* out);

/* Contact manifolds. */
CL_PLUGIN_EXPORT int cl_contacts_sphere_sphere(const cl_sphere* a, const cl_sphere* b,
                                               cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_sphere_aabb(const cl_sphere* a, const cl_aabb* b,
                                             cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_sphere_obb(const cl_sphere* a, const cl_obb* b, cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_sphere_segment(const cl_sphere* a, const cl_segment* b,
                                                cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_sphere_triangle(const cl_sphere* a, const cl_triangle* b,
                                                 cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_sphere_capsule(const cl_sphere* a, const cl_capsule* b,
                                                cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_sphere_hull(const cl_sphere* a, const cl_hull* b,
                                             cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_aabb_aabb(const cl_aabb* a, const cl_aabb* b, cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_aabb_obb(const cl_aabb* a, const cl_obb* b, cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_aabb_segment(const cl_aabb* a, const cl_segment* b,
                                              cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_aabb_triangle(const cl_aabb* a, const cl_triangle* b,
                                               cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_aabb_capsule(const cl_aabb* a, const cl_capsule* b,
                                              cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_aabb_hull(const cl_aabb* a, const cl_hull* b, cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_obb_obb(const cl_obb* a, const cl_obb* b, cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_obb_segment(const cl_obb* a, const cl_segment* b,
                                             cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_obb_triangle(const cl_obb* a, const cl_triangle* b,
                                              cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_obb_capsule(const cl_obb* a, const cl_capsule* b,
                                             cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_obb_hull(const cl_obb* a, const cl_hull* b, cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_segment_segment(const cl_segment* a, const cl_segment* b,
                                                 cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_segment_triangle(const cl_segment* a, const cl_triangle* b,
                                                  cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_segment_capsule(const cl_segment* a, const cl_capsule* b,
                                                 cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_segment_hull(const cl_segment* a, const cl_hull* b,
                                              cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_triangle_triangle(const cl_triangle* a, const cl_triangle* b,
                                                   cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_triangle_capsule(const cl_triangle* a, const cl_capsule* b,
                                                  cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_triangle_hull(const cl_triangle* a, const cl_hull* b,
                                               cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_capsule_capsule(const cl_capsule* a, const cl_capsule* b,
                                                 cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_capsule_hull(const cl_capsule* a, const cl_hull* b,
                                              cl_contacts* out);
CL_PLUGIN_EXPORT int cl_contacts_hull_hull(const cl_hull* a, const cl_hull* b, cl_contacts* out);

/* Shape casts (the harness does not call these yet: declared for the cast query to come). */
CL_PLUGIN_EXPORT int cl_cast_sphere_sphere(const cl_sphere* a, const cl_vec3* translation,
                                           const cl_sphere* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_sphere_aabb(const cl_sphere* a, const cl_vec3* translation,
                                         const cl_aabb* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_sphere_obb(const cl_sphere* a, const cl_vec3* translation,
                                        const cl_obb* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_sphere_segment(const cl_sphere* a, const cl_vec3* translation,
                                            const cl_segment* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_sphere_triangle(const cl_sphere* a, const cl_vec3* translation,
                                             const cl_triangle* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_sphere_capsule(const cl_sphere* a, const cl_vec3* translation,
                                            const cl_capsule* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_sphere_hull(const cl_sphere* a, const cl_vec3* translation,
                                         const cl_hull* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_aabb_aabb(const cl_aabb* a, const cl_vec3* translation,
                                       const cl_aabb* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_aabb_obb(const cl_aabb* a, const cl_vec3* translation, const cl_obb* b,
                                      cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_aabb_segment(const cl_aabb* a, const cl_vec3* translation,
                                          const cl_segment* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_aabb_triangle(const cl_aabb* a, const cl_vec3* translation,
                                           const cl_triangle* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_aabb_capsule(const cl_aabb* a, const cl_vec3* translation,
                                          const cl_capsule* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_aabb_hull(const cl_aabb* a, const cl_vec3* translation,
                                       const cl_hull* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_obb_obb(const cl_obb* a, const cl_vec3* translation, const cl_obb* b,
                                     cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_obb_segment(const cl_obb* a, const cl_vec3* translation,
                                         const cl_segment* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_obb_triangle(const cl_obb* a, const cl_vec3* translation,
                                          const cl_triangle* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_obb_capsule(const cl_obb* a, const cl_vec3* translation,
                                         const cl_capsule* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_obb_hull(const cl_obb* a, const cl_vec3* translation, const cl_hull* b,
                                      cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_segment_segment(const cl_segment* a, const cl_vec3* translation,
                                             const cl_segment* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_segment_triangle(const cl_segment* a, const cl_vec3* translation,
                                              const cl_triangle* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_segment_capsule(const cl_segment* a, const cl_vec3* translation,
                                             const cl_capsule* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_segment_hull(const cl_segment* a, const cl_vec3* translation,
                                          const cl_hull* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_triangle_triangle(const cl_triangle* a, const cl_vec3* translation,
                                               const cl_triangle* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_triangle_capsule(const cl_triangle* a, const cl_vec3* translation,
                                              const cl_capsule* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_triangle_hull(const cl_triangle* a, const cl_vec3* translation,
                                           const cl_hull* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_capsule_capsule(const cl_capsule* a, const cl_vec3* translation,
                                             const cl_capsule* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_capsule_hull(const cl_capsule* a, const cl_vec3* translation,
                                          const cl_hull* b, cl_cast* out);
CL_PLUGIN_EXPORT int cl_cast_hull_hull(const cl_hull* a, const cl_vec3* translation,
                                       const cl_hull* b, cl_cast* out);

#ifdef __cplusplus
}
#endif

#endif /* COLLISION_LAB_PLUGIN_CONTACTS_H */
