#version 330 core
// A solid sphere lit as lit.frag lights faces, by the same fixed light, but
// with the sphere's own normal at each pixel, so that it shades smoothly
// rather than by facets; its side away from the light is in the shade, as a
// ball's is.
in vec3 v_normal;
in vec4 v_color;

out vec4 frag_color;

const vec3 kLight = normalize(vec3(0.4, 1.0, 0.7));

void main() {
  float light = 0.45 + 0.55 * max(dot(normalize(v_normal), kLight), 0.0);
  frag_color = vec4(v_color.rgb * light, v_color.a);
}
