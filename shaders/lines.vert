#version 330 core
// Lines and points: one vertex stream per frame, one draw call each.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec4 a_color;
layout(location = 2) in float a_point_size;

uniform mat4 u_view_projection;

out vec4 v_color;

void main() {
  gl_Position = u_view_projection * vec4(a_position, 1.0);
  gl_PointSize = a_point_size;
  v_color = a_color;
}
