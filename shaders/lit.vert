#version 330 core
// Solid faces (Draw::LitTriangle): one vertex stream per frame, like the
// lines', lit by lit.frag.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec4 a_color;

uniform mat4 u_view_projection;

out vec3 v_world;
out vec4 v_color;

void main() {
  v_world = a_position;
  v_color = a_color;
  gl_Position = u_view_projection * vec4(a_position, 1.0);
}
