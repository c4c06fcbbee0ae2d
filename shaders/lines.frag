#version 330 core
// Lines, points, and spheres drawn as rings (lines.vert): a ring keeps the
// pixels of the point's square within about 1.5 pixels inside its circle.
in vec4 v_color;
flat in float v_ring_size;

out vec4 frag_color;

void main() {
  if (v_ring_size > 0.0) {
    float r = length(gl_PointCoord * 2.0 - 1.0);
    if (r > 1.0 || r < 1.0 - 3.0 / v_ring_size) {
      discard;
    }
  }
  frag_color = v_color;
}
