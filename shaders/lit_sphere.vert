#version 330 core
// Solid spheres (Draw::LitSphere), instanced as sphere.vert's wireframes:
// the unit sphere's triangles are shared, each instance brings its centre,
// radius and colour. Lit by lit_sphere.frag.
layout(location = 0) in vec3 a_unit_position;
layout(location = 1) in vec4 a_center_radius;
layout(location = 2) in vec4 a_color;

uniform mat4 u_view_projection;

out vec3 v_normal;
out vec4 v_color;

void main() {
  v_normal = a_unit_position;
  v_color = a_color;
  vec3 world = a_center_radius.xyz + a_unit_position * a_center_radius.w;
  gl_Position = u_view_projection * vec4(world, 1.0);
}
