#!/bin/bash
# Lay out the device job for the integrator: .devq/capture/{job.sh, programs/, overlay/ptxemu/...}
# (overlay: this branch's capture package and CLI verbs, laid over main's src on the device).
set -eu
here=$(cd "$(dirname "$0")" && pwd); repo=$(cd "$here/../../.." && pwd)
dest=${1:-/work/main/.devq/capture}
rm -rf "$dest/programs" "$dest/overlay"; mkdir -p "$dest/programs" "$dest/overlay/ptxemu/cli"
cp "$here/job.sh" "$here/job_min.sh" "$dest/"
cp "$here"/*.cu "$here"/*.py "$dest/programs/"
cp -r "$repo/src/ptxemu/capture" "$dest/overlay/ptxemu/"
cp "$repo/src/ptxemu/cli/capture_cmd.py" "$repo/src/ptxemu/cli/replay_cmd.py" "$dest/overlay/ptxemu/cli/"
find "$dest" -name __pycache__ -prune -exec rm -rf {} +
du -sh "$dest"
