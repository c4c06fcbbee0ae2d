#version 330 core
// Lines, points, and spheres drawn as rings (lines.vert): a ring keeps the
// pixels of the point's square within about 1.5 pixels inside its circle.
// In the solid look a sphere that small is a lit dot instead: its disc
// shaded as the sphere it stands for, lit from the viewer's upper left.
// u_alpha scales every colour's alpha: edges hidden behind a solid are
// drawn again, faint, so that a point inside a box still shows.
in vec4 v_color;
flat in float v_ring_size;

uniform bool u_lit_dots;
uniform float u_alpha;

out vec4 frag_color;

const vec3 kDotLight = normalize(vec3(-0.4, 0.6, 0.7));

void main() {
  if (u_lit_dots) {
    vec2 p = gl_PointCoord * 2.0 - 1.0;
    float r2 = dot(p, p);
    if (r2 > 1.0) {
      discard;
    }
    vec3 normal = vec3(p.x, -p.y, sqrt(1.0 - r2));
    float light = 0.45 + 0.55 * max(dot(normal, kDotLight), 0.0);
    frag_color = vec4(v_color.rgb * light, v_color.a * u_alpha);
    return;
  }
  if (v_ring_size > 0.0) {
    float r = length(gl_PointCoord * 2.0 - 1.0);
    if (r > 1.0 || r < 1.0 - 3.0 / v_ring_size) {
      discard;
    }
  }
  frag_color = vec4(v_color.rgb, v_color.a * u_alpha);
}
