#!/bin/bash
# Lay out the capture3 device job: .devq/capture3/{job.sh, programs/, bin.tar.xz (capture2's), overlay/}
set -eu
here=$(cd "$(dirname "$0")" && pwd); repo=$(cd "$here/../../../.." && pwd)
dest=${1:-/work/main/.devq/capture3}
M=/work/.mirror
rm -rf "$dest/programs" "$dest/overlay"; mkdir -p "$dest/programs/cupy" "$dest/overlay/ptxemu/cli"
cp "$here/job.sh" "$here/../job_common.sh" "$dest/"; cp "$here"/*.py "$dest/programs/"
git --git-dir=$M/cupy+cupy/repo show HEAD:examples/finance/black_scholes.py > "$dest/programs/cupy/black_scholes.py"
mkdir -p "$dest/programs/triton"; cp "$here/../capture2/triton_tutorial.py" "$here/../capture2/compiled_model.py" "$dest/programs/"
git --git-dir=$M/lightseekorg+triton/repo show HEAD:python/tutorials/01-vector-add.py > "$dest/programs/triton/01-vector-add.py"
cp "${BIN_TAR:-/work/main/.devq/capture2/bin.tar.xz}" "$dest/bin.tar.xz"
cp -r "$repo/src/ptxemu/capture" "$dest/overlay/ptxemu/"
cp "$repo/src/ptxemu/cli/capture_cmd.py" "$repo/src/ptxemu/cli/replay_cmd.py" "$dest/overlay/ptxemu/cli/"
find "$dest" -name __pycache__ -prune -exec rm -rf {} +
du -sh "$dest"
