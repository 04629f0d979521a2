#!/bin/bash
# Lay out the 2-GPU device job: .devq/capture_x2/{job.sh, programs/, overlay/ptxemu/...}
set -eu
here=$(cd "$(dirname "$0")" && pwd); repo=$(cd "$here/../../../.." && pwd)
dest=${1:-/work/main/.devq/capture_x2}
rm -rf "$dest/programs" "$dest/overlay"; mkdir -p "$dest/programs" "$dest/overlay/ptxemu/cli"
cp "$here/job.sh" "$dest/"; cp "$here"/*.py "$dest/programs/"
cp -r "$repo/src/ptxemu/capture" "$dest/overlay/ptxemu/"
cp "$repo/src/ptxemu/cli/capture_cmd.py" "$repo/src/ptxemu/cli/replay_cmd.py" "$dest/overlay/ptxemu/cli/"
find "$dest" -name __pycache__ -prune -exec rm -rf {} +
du -sh "$dest"
