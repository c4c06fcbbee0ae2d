#!/usr/bin/env python3
"""Checks the house's rules for folders (docs/architecture.md, "Folders and
their guards") where the compiler cannot see them.

The compiler guards the arrows between folders: each folder's CMake target
has only its own folder and those of the targets it links on its include
path (collision_lab_folder_library in CMakeLists.txt), so a .cpp that
includes a folder above it, or beside it and not linked, does not compile.
What it cannot see, this script checks:

- a header is compiled only as part of the files that include it, with
  their include path: a header whose include points up compiles as long as
  only folders above include it. So every file, headers included, includes
  only its own folder and the folders its target links, directly or through
  them (LINKS in src/*/CMakeLists.txt); collide includes nothing of harness;
- an include spelled with `..` reaches past the include path: refused;
- inside a folder (one target), no two files include each other, however
  indirectly (a header and its .cpp count as one file);
- every source file of src/collide and src/harness sits in a folder, and no
  folder holds more than MAX_FILES source files directly;
- GL, GLFW and ImGui stay where they belong: only gl/ and app/ include the
  GL loader or call GLFW (elsewhere GLFW's header is there for its key
  codes, which the Sample API's keys are, and GLFW is linked through ImGui);
  nothing below widgets/ includes ImGui;
- a sample family (samples/<family>/) includes no other family: the samples
  are one target, so each family sees every other.

Prints one line per breach, naming the file, the line and the include, and
exits 1; exits 0 when the house holds.

    scripts/check-folders.py [SOURCE_DIR]
"""
import os
import re
import sys

MAX_FILES = 30
INCLUDE = re.compile(r'^\s*#\s*include\s+([<"])([^">]+)[">]', re.M)
FOLDER_LIBRARY = re.compile(r'collision_lab_folder_library\(\s*(\w+)\s+(\w+)(.*?)\)', re.S)
INTERFACE_LINKS = re.compile(r'target_link_libraries\(\s*(\w+)\s+INTERFACE\s+([^)]*)\)', re.S)
GLFW_CALL = re.compile(r'\bglfw[A-Z]\w*(?=\s*\()')
SOURCE_ENDINGS = ('.h', '.cpp', '.c')
GL_FOLDERS = {'harness/gl', 'harness/app'}
IMGUI_FOLDERS = GL_FOLDERS | {'harness/widgets', 'harness/layout_sample'}


def read_targets(root):
    """Maps each folder ("harness/scene") to the folders its target may use."""
    target_folder = {}
    links = {}
    for layer in ('collide', 'harness'):
        text = open(os.path.join(root, 'src', layer, 'CMakeLists.txt')).read()
        for name, folder, rest in FOLDER_LIBRARY.findall(text):
            target_folder[name] = f'{layer}/{folder}'
            after = rest.split('LINKS', 1)[1] if 'LINKS' in rest else ''
            links[name] = after.split()
        for name, listed in INTERFACE_LINKS.findall(text):
            links[name] = listed.split()

    def reachable(name, seen):
        for linked in links.get(name, []):
            if linked in links and linked not in seen:
                seen.add(linked)
                reachable(linked, seen)
        return seen

    allowed = {}
    for name, folder in target_folder.items():
        allowed[folder] = {folder} | {target_folder[t] for t in reachable(name, set())
                                      if t in target_folder}
    return allowed


def source_files(root, top):
    for directory, _, names in os.walk(os.path.join(root, top)):
        for name in sorted(names):
            if name.endswith(SOURCE_ENDINGS):
                yield os.path.relpath(os.path.join(directory, name), root)


def includes_of(root, path):
    text = open(os.path.join(root, path), encoding='utf-8').read()
    for match in INCLUDE.finditer(text):
        line = text.count('\n', 0, match.start()) + 1
        yield line, match.group(1) == '<', match.group(2)


def folder_of(path):
    """src/harness/scene/scene_file.cpp -> harness/scene."""
    return '/'.join(path.split('/')[1:3])


def unit_of(path):
    return os.path.splitext(path)[0]


def find_cycle(graph):
    """One cycle of `graph` (node -> set of nodes) as a list, or None."""
    state = {}
    stack = []

    def visit(node):
        state[node] = 'open'
        stack.append(node)
        for after in sorted(graph.get(node, ())):
            if state.get(after) == 'open':
                return stack[stack.index(after):] + [after]
            if after not in state:
                found = visit(after)
                if found:
                    return found
        stack.pop()
        state[node] = 'done'
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def check_sources(root, allowed, problems):
    per_folder = {}
    unit_graph = {}
    for layer in ('collide', 'harness'):
        for path in source_files(root, f'src/{layer}'):
            parts = path.split('/')
            if len(parts) != 4:
                problems.append(f'{path}: a source file outside a folder of src/{layer}')
                continue
            folder = folder_of(path)
            per_folder.setdefault(folder, []).append(path)
            if folder not in allowed:
                problems.append(f'{path}: folder {folder} is no CMake target of src/{layer}')
                continue
            if folder not in GL_FOLDERS:
                check_no_glfw_calls(root, path, problems)
            for line, system, name in includes_of(root, path):
                check_include(path, line, system, name, folder, allowed, problems)
                if (not system and folder_of("src/" + name) == folder
                        and unit_of("src/" + name) != unit_of(path)):
                    unit_graph.setdefault(unit_of(path), set()).add(unit_of('src/' + name))
    for folder, files in sorted(per_folder.items()):
        if len(files) > MAX_FILES:
            problems.append(f'src/{folder}: {len(files)} source files, more than {MAX_FILES}')
    cycle = find_cycle(unit_graph)
    if cycle:
        problems.append('files include each other: ' + ' -> '.join(cycle))


def check_no_glfw_calls(root, path, problems):
    text = open(os.path.join(root, path), encoding='utf-8').read()
    for match in GLFW_CALL.finditer(text):
        line = text.count('\n', 0, match.start()) + 1
        problems.append(f'{path}:{line}: {match.group(0)}: only gl/ and app/ call GLFW')


def check_include(path, line, system, name, folder, allowed, problems):
    where = f'{path}:{line}: #include {name}'
    if system:
        if name.startswith(('glad/', 'GL/')) and folder not in GL_FOLDERS:
            problems.append(f'{where}: only gl/ and app/ use GL')
        if name.startswith('imgui') and folder not in IMGUI_FOLDERS:
            problems.append(f'{where}: nothing below widgets/ uses ImGui')
        return
    if '..' in name.split('/'):
        problems.append(f'{where}: climbs with "..", past the include path; name the folder')
        return
    layer = name.split('/')[0]
    if layer not in ('collide', 'harness'):
        return
    if folder.startswith('collide/') and layer == 'harness':
        problems.append(f'{where}: collide includes nothing of harness')
        return
    target = '/'.join(name.split('/')[0:2])
    if name.count('/') < 2:
        problems.append(f'{where}: names no folder')
    elif target not in allowed[folder]:
        problems.append(f'{where}: {folder} may not use {target} (its target does not link it)')


def check_samples(root, problems):
    families = sorted(d for d in os.listdir(os.path.join(root, 'samples'))
                      if os.path.isdir(os.path.join(root, 'samples', d)))
    for path in source_files(root, 'samples'):
        parts = path.split('/')
        if len(parts) != 3:
            problems.append(f'{path}: a sample file outside a family folder')
            continue
        family = parts[1]
        for line, system, name in includes_of(root, path):
            if not system and '..' in name.split('/'):
                problems.append(f'{path}:{line}: #include {name}: climbs with "..", past the '
                                'include path; name the folder')
                continue
            other = name.split('/')[0]
            if not system and other in families and other != family:
                problems.append(f'{path}:{line}: #include {name}: one family uses another')


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), '..'))
    allowed = read_targets(root)
    if not allowed:
        print('Error: no collision_lab_folder_library targets found', file=sys.stderr)
        return 2
    problems = []
    check_sources(root, allowed, problems)
    check_samples(root, problems)
    for problem in problems:
        print(problem)
    folders = len(allowed)
    if problems:
        print(f'{len(problems)} breaches of the folder rules in {folders} folders')
        return 1
    print(f'the folder rules hold in {folders} folders')
    return 0


if __name__ == '__main__':
    sys.exit(main())
