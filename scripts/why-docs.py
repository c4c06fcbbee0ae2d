#!/usr/bin/env python3
"""Rewrites docs/why.md's examples with what --explain prints today.

Each example in docs/why.md is a marker line
    <!-- explain: --sample sphere-sphere --pair 0,2 -->
followed by a ```text block; this runs `collision-lab --explain` with the
marker's arguments and puts its output in the block. The suite's
ExplainCli.DocsExamplesAreWhatExplainPrintsToday fails when a block and
the output differ; run this after changing a trace's words:

    python3 scripts/why-docs.py [build/collision-lab]
"""
import re
import shlex
import subprocess
import sys
from pathlib import Path

MARKER = re.compile(r"(<!-- explain: (.*?) -->\n```text\n)(.*?)(```)", re.S)


def main():
    exe = sys.argv[1] if len(sys.argv) > 1 else "build/collision-lab"
    doc = Path(__file__).resolve().parent.parent / "docs" / "why.md"
    text = doc.read_text()

    def rewrite(match):
        args = shlex.split(match.group(2))
        run = subprocess.run([exe, "--explain", *args], capture_output=True, text=True,
                             cwd=doc.parent.parent)
        if run.returncode != 0:
            sys.exit(f"--explain {match.group(2)}: exit {run.returncode}: {run.stderr}")
        return match.group(1) + run.stdout + match.group(4)

    new_text, count = MARKER.subn(rewrite, text)
    doc.write_text(new_text)
    print(f"{count} examples written to {doc}")


if __name__ == "__main__":
    main()
