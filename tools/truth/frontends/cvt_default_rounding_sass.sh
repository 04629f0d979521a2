#!/usr/bin/env bash
# What ptxas makes of cvt.bf16.f16 / cvt.f16.bf16 without a rounding modifier (Triton emits the
# first; the manual asks for a modifier): each beside the same conversion with .rn, .rz, .rm, .rp,
# for sm_90a, sm_100a, sm_120a, by the ptxas (12.8) and cuobjdump in Triton 3.6's wheel.
#   tools/truth/frontends/cvt_default_rounding_sass.sh > tests/data/frontends/cvt_default_rounding_sass.txt
set -euo pipefail
B=$(python -c "import triton, os; print(os.path.join(os.path.dirname(triton.__file__), 'backends/nvidia/bin'))")
T=$(mktemp -d)
for arch in sm_90a sm_100a sm_120a; do
  px=$B/ptxas; [ "$arch" != sm_90a ] && px=$B/ptxas-blackwell
  for pair in "bf16 f16" "f16 bf16"; do
    set -- $pair
    for r in "" .rn .rz .rm .rp; do
      cat > "$T/k.ptx" <<PTX
.version 8.7
.target $arch
.address_size 64
.visible .entry k(.param .u64 p)
{
  .reg .b16 %h<3>; .reg .b64 %rd<2>;
  ld.param.u64 %rd1, [p];
  ld.global.b16 %h1, [%rd1];
  cvt$r.$1.$2 %h2, %h1;
  st.global.b16 [%rd1+2], %h2;
  ret;
}
PTX
      "$px" -arch=$arch "$T/k.ptx" -o "$T/k.cubin"
      sass=$("$B/cuobjdump" -sass "$T/k.cubin" | grep -E 'F2F' | sed -E 's/^ *\/\*[0-9a-f]+\*\/ *//; s/ +&.*;/ ;/; s/ +/ /g')
      echo "$arch cvt$r.$1.$2 => $sass"
    done
  done
done
rm -rf "$T"
