#!/bin/bash
# Stage tools/truth/counters/async_job.sh for the device queue: run from the repository root.
set -eu
D=${1:-/work/main/.devq/inside}
mkdir -p "$D"
cp tools/truth/counters/{async_job.sh,profile.py,metrics.txt} tests/data/counters/async_sm90a.ptx "$D"/
cp tests/data/counters/async_cases.json "$D"/cases.json
cp tests/data/counters/async_inputs.npz tests/data/kernels/triton.npz src/ptxemu/examples/tensor_sm90a.ptx "$D"/
# seeded inputs are not stored (tensor_inputs.seeded.json): written out whole for the device
python3 tools/recompress_npz.py --whole tests/data/kernels/tensor_inputs.npz "$D"/tensor_inputs.npz
printf '#!/bin/bash\nbash async_job.sh\n' > "$D"/job.sh
du -sh "$D"
