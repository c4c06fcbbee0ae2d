#version 330 core
// Retained meshes: each mesh's vertices stay on the GPU; one draw call
// places it with its model matrix.
layout(location = 0) in vec3 a_position;

uniform mat4 u_view_projection;
uniform mat4 u_model;

out vec3 v_world;

void main() {
  vec4 world = u_model * vec4(a_position, 1.0);
  v_world = world.xyz;
  gl_Position = u_view_projection * world;
}
