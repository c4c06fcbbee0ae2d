#version 330 core
// A mesh in one colour, each face lit by its angle to a fixed light so that
// the shape reads without edges. The face's normal comes from the screen
// derivatives of its position: meshes need no normals, and either side
// lights the same. Drawn by its edges (the wireframe look, u_edges), a mesh
// is in its colour unlit: a line has no face to light.
in vec3 v_world;

uniform vec4 u_color;
uniform bool u_edges;

out vec4 frag_color;

const vec3 kLight = normalize(vec3(0.4, 1.0, 0.7));

void main() {
  if (u_edges) {
    frag_color = u_color;
    return;
  }
  vec3 normal = normalize(cross(dFdx(v_world), dFdy(v_world)));
  float light = 0.45 + 0.55 * abs(dot(normal, kLight));
  frag_color = vec4(u_color.rgb * light, u_color.a);
}
