# ruff: noqa: E501  (the embedded HTML/JS page keeps its natural line lengths)
"""`ptxemu layout --html DIR`: a static, offline, searchable explorer of every fragment layout.

DIR/index.html + DIR/layouts.js (the tables, deduplicated, base64) + DIR/desc/*.svg (descriptor
pictures for every swizzle mode x major-ness x operand). The page draws each layout as an SVG
grid from the tables themselves (plain JS, no network) and lists the per-thread register table.
"""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

import numpy as np

from ptxemu.errors import PtxemuError
from ptxemu.layouts import layout, render, smem
from ptxemu.layouts.catalog import all_forms


def _encode(L) -> dict:
    idx = L._first_copy()
    n = L.rows * L.cols
    t = np.full(n, 255, np.uint8)
    r = np.zeros(n, np.uint8)
    s = np.zeros(n, np.uint8)
    cell = L.row[idx].astype(np.int64) * L.cols + L.col[idx]
    t[cell], r[cell], s[cell] = L.thread[idx], L.reg[idx], L.slot[idx]
    b64 = lambda a: base64.b64encode(a.tobytes()).decode()  # noqa: E731
    return {"rows": L.rows, "cols": L.cols, "threads": L.threads, "regs": L.regs, "slots": L.slots,
            "bits": L.bits, "reg_bits": L.reg_bits, "container": L.container_bits, "shift": L.shift,
            "copies": L.copies, "t": b64(t), "r": b64(r), "s": b64(s)}


def build_data() -> dict:
    layouts: dict[str, dict] = {}
    forms = []
    for ins, ops in all_forms():
        entry = {"ins": ins, "ops": {}}
        for op in ops:
            L = layout(ins, op)
            enc = _encode(L)
            key = hashlib.sha1(json.dumps(enc, sort_keys=True).encode()).hexdigest()[:12]
            layouts.setdefault(key, enc)
            entry["ops"][op] = {"id": key, "type": L.element_type, "note": L.note}
        forms.append(entry)
    return {"forms": forms, "layouts": layouts}


DESC_CASES = [  # (operand, major, swizzle W, rows, cols, bits)
    (op, major, W) for op in ("a", "b") for major in ("K", "MN") for W in (16, 32, 64, 128)]


def _desc_svgs(outdir: Path) -> list[dict]:
    out = []
    (outdir / "desc").mkdir(parents=True, exist_ok=True)
    for op, major, W in DESC_CASES:
        bits = 16  # f16: the operand spans 128 bytes along MN and 32 bytes along K
        rows, cols = (64, 16) if op == "a" else (16, 64)
        if major == "K":  # core matrices of 8 MN rows x 16 bytes; 8-row groups SBO apart
            lbo, sbo = (128, 256) if W == 16 else (16, 8 * W)
        else:  # MN-major: 8 K rows per core matrix / atom; K groups of 8 SBO apart
            lbo, sbo = (1024, 128) if W == 16 else (8 * W, 1024)
        d = smem.Descriptor(0, lbo, sbo, 0, W)
        name = f"desc_{op}_{major}_{smem.SWIZZLE_NAMES[W]}.svg"
        try:
            (outdir / "desc" / name).write_text(render.descriptor_svg(d, op, major, rows, cols, bits))
        except PtxemuError:
            continue
        out.append({"file": f"desc/{name}", "title": f"{op.upper()} {major}-major, swizzle "
                    f"{smem.SWIZZLE_NAMES[W]}, f16 {rows}x{cols}, LBO={lbo:#x} SBO={sbo:#x}",
                    "desc": f"{d.encode():#018x}"})
    return out


_PAGE = r"""<!doctype html><html><head><meta charset="utf-8"><title>ptxemu layouts</title>
<style>
body{font-family:sans-serif;margin:0;display:flex;height:100vh}
#side{width:34%;overflow:auto;border-right:1px solid #ccc;padding:6px}
#main{flex:1;overflow:auto;padding:8px}
#q{width:95%;font-size:14px;padding:4px}
.f{font-family:monospace;font-size:11px;cursor:pointer;padding:2px}
.f:hover{background:#eef} .op{color:#06c;margin-left:6px;text-decoration:underline}
table{border-collapse:collapse;font-family:monospace;font-size:10px}
td,th{border:1px solid #ddd;padding:1px 3px}
</style></head><body>
<div id="side"><input id="q" placeholder="search, e.g. wgmma n64 f16 d / ldmatrix trans / kind::mxf4 sfa">
<div id="count"></div><div id="list"></div><h4>Descriptor pictures</h4><div id="descs"></div></div>
<div id="main"><p>Select a form and operand. Cells are coloured by thread and labelled
T&lt;thread&gt;:r&lt;register&gt;[.slot]; slot s of a register holds bits
[s*container+shift, s*container+shift+bits).</p></div>
<script src="layouts.js"></script>
<script>
const D = LAYOUT_DATA;
function dec(b){const s=atob(b);const a=new Uint8Array(s.length);for(let i=0;i<s.length;i++)a[i]=s.charCodeAt(i);return a;}
function color(t){if(t==255)return "#f0f0f0";const lane=t%32,w=Math.floor(t/32)%4;
  return `hsl(${((lane*13)%32)/32*360},65%,${84-5*w}%)`;}
function show(fi,op){
  const f=D.forms[fi], e=f.ops[op], L=D.layouts[e.id];
  const t=dec(L.t), r=dec(L.r), s=dec(L.s);
  let lab=(i)=>t[i]==255?"":`T${t[i]}:r${r[i]}`+(L.slots>1?`.${s[i]}`:"");
  let w=0; for(let i=0;i<t.length;i++) w=Math.max(w,lab(i).length);
  const cw=Math.max(3,w)*6.2+8, ch=18, left=34, top=22;
  let svg=[`<svg xmlns="http://www.w3.org/2000/svg" width="${left+L.cols*cw+8}" height="${top+L.rows*ch+8}" font-family="monospace" font-size="10">`];
  for(let c=0;c<L.cols;c++) svg.push(`<text x="${left+c*cw+2}" y="${top-4}" fill="#555">${c}</text>`);
  for(let rr=0;rr<L.rows;rr++){svg.push(`<text x="2" y="${top+rr*ch+13}" fill="#555">${rr}</text>`);
    for(let c=0;c<L.cols;c++){const i=rr*L.cols+c;const x=left+c*cw,y=top+rr*ch;
      svg.push(`<rect x="${x}" y="${y}" width="${cw}" height="${ch}" fill="${color(t[i])}" stroke="#fff"><title>(${rr},${c})</title></rect><text x="${x+3}" y="${y+13}">${lab(i)}</text>`);}}
  svg.push("</svg>");
  // per-thread table: thread -> register -> (row,col) of each slot
  const per={}; for(let i=0;i<t.length;i++){if(t[i]==255)continue;const k=t[i];(per[k]=per[k]||{});
    const cell=`(${Math.floor(i/L.cols)},${i%L.cols})`;(per[k][r[i]]=per[k][r[i]]||[])[s[i]]=cell;}
  let tab="<table><tr><th>thread</th>"; for(let j=0;j<L.regs;j++) tab+=`<th>r${j}</th>`; tab+="</tr>";
  for(const k of Object.keys(per).map(Number).sort((a,b)=>a-b)){tab+=`<tr><th>T${k}</th>`;
    for(let j=0;j<L.regs;j++) tab+=`<td>${(per[k][j]||[]).join(" ")}</td>`; tab+="</tr>";}
  tab+="</table>";
  document.getElementById("main").innerHTML=`<h3 style="font-family:monospace">${f.ins} &mdash; operand ${op}</h3>
   <p>${L.rows}x${L.cols} elements of ${e.type||"?"} (${L.bits} bits in ${L.container}-bit slots, shift ${L.shift}),
   ${L.threads} threads x ${L.regs} ${L.reg_bits}-bit registers x ${L.slots} slots${L.copies>1?`, ${L.copies} copies (quad-pair 0 shown)`:""}.
   Source: ${e.note}</p>${svg.join("")}<h4>Registers</h4>${tab}`;
}
function render(){
  const words=document.getElementById("q").value.toLowerCase().split(/\s+/).filter(x=>x);
  let html=[],n=0;
  D.forms.forEach((f,fi)=>{const hay=(f.ins+" "+Object.keys(f.ops).join(" ")).toLowerCase();
    if(words.every(w=>hay.includes(w))){n++; if(n>400)return;
      html.push(`<div class="f">${f.ins}`+Object.keys(f.ops).map(op=>`<span class="op" onclick="show(${fi},'${op}')">${op}</span>`).join("")+"</div>");}});
  document.getElementById("count").textContent=`${n} forms`+(n>400?" (first 400 shown)":"");
  document.getElementById("list").innerHTML=html.join("");
}
document.getElementById("q").addEventListener("input",render);
document.getElementById("descs").innerHTML=DESC.map(d=>`<div class="f"><a href="${d.file}" target="_blank">${d.title}</a> ${d.desc}</div>`).join("");
render();
</script></body></html>
"""


def write_explorer(outdir: str | Path) -> dict:
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    data = build_data()
    descs = _desc_svgs(out)
    (out / "layouts.js").write_text("const LAYOUT_DATA = " + json.dumps(data, separators=(",", ":"))
                                    + ";\nconst DESC = " + json.dumps(descs) + ";\n")
    (out / "index.html").write_text(_PAGE)
    return {"forms": len(data["forms"]), "layouts": len(data["layouts"]), "descriptors": len(descs)}
