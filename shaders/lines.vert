#version 330 core
// Lines and points: one vertex stream per frame, one draw call each. A point
// with a negative size is a sphere too small for its mesh (sphere_lod.h),
// drawn as a ring that size across.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec4 a_color;
layout(location = 2) in float a_point_size;

uniform mat4 u_view_projection;

out vec4 v_color;
flat out float v_ring_size;

void main() {
  gl_Position = u_view_projection * vec4(a_position, 1.0);
  gl_PointSize = abs(a_point_size);
  v_color = a_color;
  v_ring_size = a_point_size < 0.0 ? -a_point_size : 0.0;
}
