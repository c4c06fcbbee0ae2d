#!/usr/bin/env python3
"""Writes the models Collision Lab ships, as Wavefront OBJ, into assets/models/.

The project makes its own models (no third-party meshes): a cube (six quads,
so the loader's polygon splitting is exercised), an icosphere, a torus and a
bumpy "rock" of 20,480 triangles (an icosphere subdivided five times, each
vertex pushed along its normal by a fixed sum of waves, so the file is the
same on every run). Plain python3, no packages.

    scripts/make-models.py [OUTPUT_DIR]
"""
import math
import os
import sys


def icosphere(subdivisions):
    """Unit-sphere vertices and triangles (counter-clockwise seen from outside)."""
    t = (1.0 + math.sqrt(5.0)) / 2.0
    vertices = [(-1, t, 0), (1, t, 0), (-1, -t, 0), (1, -t, 0), (0, -1, t), (0, 1, t),
                (0, -1, -t), (0, 1, -t), (t, 0, -1), (t, 0, 1), (-t, 0, -1), (-t, 0, 1)]
    vertices = [normalised(v) for v in vertices]
    faces = [(0, 11, 5), (0, 5, 1), (0, 1, 7), (0, 7, 10), (0, 10, 11), (1, 5, 9), (5, 11, 4),
             (11, 10, 2), (10, 7, 6), (7, 1, 8), (3, 9, 4), (3, 4, 2), (3, 2, 6), (3, 6, 8),
             (3, 8, 9), (4, 9, 5), (2, 4, 11), (6, 2, 10), (8, 6, 7), (9, 8, 1)]
    for _ in range(subdivisions):
        midpoints = {}

        def midpoint(a, b):
            key = (min(a, b), max(a, b))
            if key not in midpoints:
                va, vb = vertices[a], vertices[b]
                vertices.append(normalised(tuple((p + q) / 2 for p, q in zip(va, vb))))
                midpoints[key] = len(vertices) - 1
            return midpoints[key]

        finer = []
        for a, b, c in faces:
            ab, bc, ca = midpoint(a, b), midpoint(b, c), midpoint(c, a)
            finer += [(a, ab, ca), (b, bc, ab), (c, ca, bc), (ab, bc, ca)]
        faces = finer
    return vertices, faces


def normalised(v):
    length = math.sqrt(sum(c * c for c in v))
    return tuple(c / length for c in v)


def torus(major=1.0, minor=0.35, rings=48, sides=24):
    vertices, faces = [], []
    for i in range(rings):
        u = 2 * math.pi * i / rings
        for j in range(sides):
            w = 2 * math.pi * j / sides
            r = major + minor * math.cos(w)
            vertices.append((r * math.cos(u), minor * math.sin(w), r * math.sin(u)))
    for i in range(rings):
        for j in range(sides):
            a = i * sides + j
            b = ((i + 1) % rings) * sides + j
            c = ((i + 1) % rings) * sides + (j + 1) % sides
            d = i * sides + (j + 1) % sides
            faces += [(a, d, c), (a, c, b)]
    return vertices, faces


def cube():
    vertices = [(x, y, z) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]
    # Quads, counter-clockwise from outside; the loader splits them in two.
    faces = [(0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3)]
    return vertices, faces


def rock():
    vertices, faces = icosphere(5)
    bumpy = []
    for x, y, z in vertices:
        bump = (0.12 * math.sin(3.1 * x + 1.3) * math.cos(2.7 * y - 0.4) +
                0.07 * math.sin(5.3 * y + 2.1 * z) +
                0.04 * math.cos(9.7 * z - 3.3 * x + 0.5) +
                0.02 * math.sin(17.0 * x + 13.0 * y - 11.0 * z))
        radius = 1.0 + bump
        # Squashed a little so that its box and sphere differ.
        bumpy.append((1.2 * radius * x, 0.8 * radius * y, radius * z))
    return bumpy, faces


def write_obj(path, title, vertices, faces):
    with open(path, 'w', newline='\n') as out:
        out.write(f'# {title}\n# Made by scripts/make-models.py; do not edit.\n')
        out.write(f'# {len(vertices)} vertices, {len(faces)} faces\n')
        for v in vertices:
            out.write('v {:.6f} {:.6f} {:.6f}\n'.format(*[0.0 if abs(c) < 5e-7 else c for c in v]))
        for f in faces:
            out.write('f ' + ' '.join(str(i + 1) for i in f) + '\n')


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, 'assets', 'models')
    os.makedirs(out_dir, exist_ok=True)
    models = {
        'cube.obj': ('A cube of half-size 1 as six quads', cube()),
        'icosphere.obj': ('An icosphere of radius 1, subdivided twice', icosphere(2)),
        'torus.obj': ('A torus: ring radius 1, tube radius 0.35, in the xz plane', torus()),
        'rock.obj': ('A bumpy rock of 20,480 triangles', rock()),
    }
    for name, (title, (vertices, faces)) in models.items():
        write_obj(os.path.join(out_dir, name), title, vertices, faces)
        print(f'{name}: {len(vertices)} vertices, {len(faces)} faces')


if __name__ == '__main__':
    main()
