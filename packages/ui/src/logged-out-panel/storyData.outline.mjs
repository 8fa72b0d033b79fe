// Converts a line of text to SVG path data using a TrueType-flavoured WOFF font (no dependencies).
// Used once to make storyData.ts's glyph outlines; run: node packages/ui/src/logged-out-panel/storyData.outline.mjs
import fs from 'node:fs';
import zlib from 'node:zlib';

export function loadFont(file) {
  const buf = fs.readFileSync(file);
  if (buf.toString('ascii', 0, 4) !== 'wOFF') throw new Error('not a WOFF');
  const numTables = buf.readUInt16BE(12);
  const tables = {};
  for (let i = 0; i < numTables; i++) {
    const e = 44 + i * 20;
    const tag = buf.toString('ascii', e, e + 4);
    const offset = buf.readUInt32BE(e + 4);
    const compLength = buf.readUInt32BE(e + 8);
    const origLength = buf.readUInt32BE(e + 12);
    const data = buf.subarray(offset, offset + compLength);
    tables[tag] = compLength < origLength ? zlib.inflateSync(data) : data;
  }
  const head = tables.head;
  const unitsPerEm = head.readUInt16BE(18);
  const locFormat = head.readInt16BE(50);
  const numGlyphs = tables.maxp.readUInt16BE(4);
  const numHMetrics = tables.hhea.readUInt16BE(34);
  const loca = [];
  for (let i = 0; i <= numGlyphs; i++) {
    loca.push(locFormat === 0 ? tables.loca.readUInt16BE(i * 2) * 2 : tables.loca.readUInt32BE(i * 4));
  }
  const advance = (g) => tables.hmtx.readUInt16BE(Math.min(g, numHMetrics - 1) * 4);
  // cmap: prefer format 12, else format 4 (Windows Unicode).
  const cmap = tables.cmap;
  const n = cmap.readUInt16BE(2);
  let sub12 = null, sub4 = null;
  for (let i = 0; i < n; i++) {
    const pid = cmap.readUInt16BE(4 + i * 8), eid = cmap.readUInt16BE(6 + i * 8), off = cmap.readUInt32BE(8 + i * 8);
    const fmt = cmap.readUInt16BE(off);
    if (pid === 3 && fmt === 12) sub12 = off;
    if (pid === 3 && eid === 1 && fmt === 4) sub4 = off;
  }
  const glyphOf = (cp) => {
    if (sub12 !== null) {
      const groups = cmap.readUInt32BE(sub12 + 12);
      for (let i = 0; i < groups; i++) {
        const g = sub12 + 16 + i * 12;
        const start = cmap.readUInt32BE(g), end = cmap.readUInt32BE(g + 4), sg = cmap.readUInt32BE(g + 8);
        if (cp >= start && cp <= end) return sg + cp - start;
      }
      return 0;
    }
    const segX2 = cmap.readUInt16BE(sub4 + 6);
    const ends = sub4 + 14, starts = ends + segX2 + 2, deltas = starts + segX2, ranges = deltas + segX2;
    for (let i = 0; i < segX2 / 2; i++) {
      const end = cmap.readUInt16BE(ends + i * 2), start = cmap.readUInt16BE(starts + i * 2);
      if (cp < start || cp > end) continue;
      const delta = cmap.readInt16BE(deltas + i * 2), ro = cmap.readUInt16BE(ranges + i * 2);
      if (ro === 0) return (cp + delta) & 0xffff;
      const gi = cmap.readUInt16BE(ranges + i * 2 + ro + (cp - start) * 2);
      return gi === 0 ? 0 : (gi + delta) & 0xffff;
    }
    return 0;
  };
  // Contours of a glyph: arrays of {x, y, on}.
  const contours = (g) => {
    const start = loca[g], end = loca[g + 1];
    if (end <= start) return [];
    const glyf = tables.glyf.subarray(start, end);
    const nc = glyf.readInt16BE(0);
    if (nc < 0) {
      const out = [];
      let p = 10, more = true;
      while (more) {
        const flags = glyf.readUInt16BE(p), gi = glyf.readUInt16BE(p + 2);
        p += 4;
        let dx, dy;
        if (flags & 1) { dx = glyf.readInt16BE(p); dy = glyf.readInt16BE(p + 2); p += 4; }
        else { dx = glyf.readInt8(p); dy = glyf.readInt8(p + 1); p += 2; }
        let a = 1, b = 0, c = 0, d = 1;
        if (flags & 8) { a = d = glyf.readInt16BE(p) / 16384; p += 2; }
        else if (flags & 0x40) { a = glyf.readInt16BE(p) / 16384; d = glyf.readInt16BE(p + 2) / 16384; p += 4; }
        else if (flags & 0x80) { a = glyf.readInt16BE(p) / 16384; b = glyf.readInt16BE(p + 2) / 16384; c = glyf.readInt16BE(p + 4) / 16384; d = glyf.readInt16BE(p + 6) / 16384; p += 8; }
        for (const contour of contours(gi)) out.push(contour.map((pt) => ({ x: pt.x * a + pt.y * c + dx, y: pt.x * b + pt.y * d + dy, on: pt.on })));
        more = Boolean(flags & 0x20);
      }
      return out;
    }
    const endPts = [];
    for (let i = 0; i < nc; i++) endPts.push(glyf.readUInt16BE(10 + i * 2));
    const nPts = endPts[nc - 1] + 1;
    let p = 10 + nc * 2;
    p += 2 + glyf.readUInt16BE(p);
    const flags = [];
    while (flags.length < nPts) {
      const f = glyf[p++];
      flags.push(f);
      if (f & 8) { let r = glyf[p++]; while (r--) flags.push(f); }
    }
    const xs = [], ys = [];
    let v = 0;
    for (const f of flags) {
      if (f & 2) { const dv = glyf[p++]; v += f & 16 ? dv : -dv; }
      else if (!(f & 16)) { v += glyf.readInt16BE(p); p += 2; }
      xs.push(v);
    }
    v = 0;
    for (const f of flags) {
      if (f & 4) { const dv = glyf[p++]; v += f & 32 ? dv : -dv; }
      else if (!(f & 32)) { v += glyf.readInt16BE(p); p += 2; }
      ys.push(v);
    }
    const out = [];
    let s = 0;
    for (const e of endPts) {
      const c = [];
      for (let i = s; i <= e; i++) c.push({ x: xs[i], y: ys[i], on: Boolean(flags[i] & 1) });
      out.push(c);
      s = e + 1;
    }
    return out;
  };
  return { unitsPerEm, glyphOf, contours, advance };
}

const r = (v) => Math.round(v * 10) / 10;

/** Path data for text at a font size, its left edge at x, its baseline at y. */
export function outline(font, text, size, x0 = 0, y0 = 0, letterSpacing = 0) {
  const k = size / font.unitsPerEm;
  let pen = x0;
  const parts = [];
  for (const ch of text) {
    const g = font.glyphOf(ch.codePointAt(0));
    for (const contour of font.contours(g)) {
      const pts = contour.map((p) => ({ x: pen + p.x * k, y: y0 - p.y * k, on: p.on }));
      if (pts.length === 0) continue;
      // Start at an on-curve point (or the midpoint of two off-curve points).
      let startIdx = pts.findIndex((p) => p.on);
      let start;
      let seq;
      if (startIdx === -1) {
        start = { x: (pts[0].x + pts[1].x) / 2, y: (pts[0].y + pts[1].y) / 2, on: true };
        seq = [...pts, start];
      } else {
        start = pts[startIdx];
        seq = [...pts.slice(startIdx + 1), ...pts.slice(0, startIdx), start];
      }
      let d = `M${r(start.x)} ${r(start.y)}`;
      let ctrl = null;
      for (const p of seq) {
        if (p.on) {
          d += ctrl ? `Q${r(ctrl.x)} ${r(ctrl.y)} ${r(p.x)} ${r(p.y)}` : `L${r(p.x)} ${r(p.y)}`;
          ctrl = null;
        } else if (ctrl) {
          const mid = { x: (ctrl.x + p.x) / 2, y: (ctrl.y + p.y) / 2 };
          d += `Q${r(ctrl.x)} ${r(ctrl.y)} ${r(mid.x)} ${r(mid.y)}`;
          ctrl = p;
        } else ctrl = p;
      }
      parts.push(`${d}Z`);
    }
    pen += font.advance(g) * k + letterSpacing;
  }
  return { d: parts.join('').replace(/ -/g, '-'), width: pen - x0 };
}

// The banner texts, as in storyData.ts: Bold 19 px titles, Regular 12.5 px subtitles.
const fonts = new URL('../../node_modules/pretendard/dist/web/static/woff/', import.meta.url);
const bold = loadFont(new URL('Pretendard-Bold.woff', fonts));
const regular = loadFont(new URL('Pretendard-Regular.woff', fonts));
const texts = [
  ['telegram', '텔레그램 상담', '24시간 1:1 상담 바로가기'],
  ['notice', '공지 채널', '새 도메인과 소식 안내'],
  ['attendance', '출석체크 이벤트', '매일 출석하고 포인트 받기'],
  ['deposit', '첫 충전 보너스', '입금하고 보너스 받기'],
];
for (const [key, title, subtitle] of texts) {
  console.log(`  ${key}: {\n    /** ${title} */\n    title: '${outline(bold, title, 19).d}',`);
  console.log(`    /** ${subtitle} */\n    subtitle: '${outline(regular, subtitle, 12.5).d}',\n  },`);
}
