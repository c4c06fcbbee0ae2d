#!/usr/bin/env python3
"""Checks the house's rule that every header opens with a paragraph saying
what it is for (docs/architecture.md, "Where a change goes"): a newcomer
opening any header of src/, samples/ or include/ reads first what it holds
and how it is used.

A header's opening paragraph is the first thing in it, before or just after
its include guard (`#pragma once`, or `#ifndef X` / `#define X`): a block of
`//` lines, or one `/* ... */` comment, of at least MIN_WORDS words, ended by
a blank line or a preprocessor line. A comment that runs straight into a
declaration is that declaration's, not the header's; a header whose first
code comes before any comment has none.

Prints one line per header without one, naming it and what it starts with,
and exits 1; exits 0 when every header has one.

    scripts/check-header-openings.py [SOURCE_DIR]
"""
import os
import re
import sys

FOLDERS = ('src', 'samples', 'include')
MIN_WORDS = 10
GUARD = re.compile(r'#\s*(pragma\s+once|ifndef\s+\w+|define\s+\w+)\s*$')


def headers(root):
    for top in FOLDERS:
        for directory, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                if name.endswith(('.h', '.hpp')):
                    yield os.path.relpath(os.path.join(directory, name), root)


def opening_comment(lines):
    """The words of the header's opening comment and the line after it, or
    (None, the first line of code) when the header starts with code."""
    i = 0
    while i < len(lines):
        text = lines[i].strip()
        if not text or GUARD.match(text):
            i += 1
            continue
        if text.startswith('//'):
            words = []
            while i < len(lines) and lines[i].strip().startswith('//'):
                words += lines[i].strip()[2:].split()
                i += 1
            return words, lines[i].strip() if i < len(lines) else ''
        if text.startswith('/*'):
            words = []
            while i < len(lines):
                words += lines[i].replace('/*', ' ').replace('*/', ' ').strip(' *').split()
                i += 1
                if '*/' in lines[i - 1]:
                    break
            return words, lines[i].strip() if i < len(lines) else ''
        return None, text
    return None, ''


def problem_of(path, root):
    lines = open(os.path.join(root, path), encoding='utf-8').read().split('\n')
    words, after = opening_comment(lines)
    if words is None:
        return f'{path}: no opening paragraph; it starts with "{after[:60]}"'
    if len(words) < MIN_WORDS:
        return (f'{path}: its opening comment is {len(words)} word(s) long; a paragraph '
                f'saying what the header is for has at least {MIN_WORDS}')
    if after and not after.startswith('#'):
        return (f'{path}: its first comment runs into "{after[:60]}", so it is that '
                'declaration\'s; put a paragraph about the header first, then a blank line')
    return None


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), '..'))
    paths = list(headers(root))
    if not paths:
        print(f'Error: no headers under {", ".join(FOLDERS)} of {root}', file=sys.stderr)
        return 2
    problems = [p for p in (problem_of(path, root) for path in paths) if p]
    for problem in problems:
        print(problem)
    if problems:
        print(f'{len(problems)} of {len(paths)} headers open without a paragraph saying '
              'what they are for')
        return 1
    print(f'all {len(paths)} headers open with a paragraph saying what they are for')
    return 0


if __name__ == '__main__':
    sys.exit(main())
