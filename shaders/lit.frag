#version 330 core
// A solid's face in its own colour, lit by its angle to the same fixed light
// as the meshes (mesh.frag), so that every solid in a scene is lit alike.
// The normal comes from the screen derivatives of the position: no normals
// to send, and either side lights the same (a triangle is two-sided).
in vec3 v_world;
in vec4 v_color;

out vec4 frag_color;

const vec3 kLight = normalize(vec3(0.4, 1.0, 0.7));

void main() {
  vec3 normal = normalize(cross(dFdx(v_world), dFdy(v_world)));
  float light = 0.45 + 0.55 * abs(dot(normal, kLight));
  frag_color = vec4(v_color.rgb * light, v_color.a);
}
