#version 330 core
// u_alpha scales the colour's alpha, as in lines.frag: a wireframe sphere
// hidden behind a solid is drawn again, faint.
in vec4 v_color;

uniform float u_alpha;

out vec4 frag_color;

void main() {
  frag_color = vec4(v_color.rgb, v_color.a * u_alpha);
}
