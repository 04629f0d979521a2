#!/bin/bash
# Lay out the capture4 device job: .devq/capture4/{job.sh, job_common.sh, programs/, overlay/}
set -eu
here=$(cd "$(dirname "$0")" && pwd); repo=$(cd "$here/../../../.." && pwd)
dest=${1:-/work/main/.devq/capture4}
M=/work/.mirror
rm -rf "$dest/programs" "$dest/overlay"; mkdir -p "$dest/programs/triton" "$dest/overlay/ptxemu/cli"
cp "$here/job.sh" "$here/../job_common.sh" "$dest/"; cp "$here/../capture2/triton_tutorial.py" "$dest/programs/"
git --git-dir=$M/lightseekorg+triton/repo show HEAD:python/tutorials/03-matrix-multiplication.py \
  > "$dest/programs/triton/03-matrix-multiplication.py"
cp -r "$repo/src/ptxemu/capture" "$dest/overlay/ptxemu/"
cp "$repo/src/ptxemu/cli/capture_cmd.py" "$repo/src/ptxemu/cli/replay_cmd.py" "$dest/overlay/ptxemu/cli/"
find "$dest" -name __pycache__ -prune -exec rm -rf {} +
du -sh "$dest"
