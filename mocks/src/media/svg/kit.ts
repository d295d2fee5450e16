/** Tiny SVG-writing helpers: rounding keeps the files small, `doc` wraps a drawing. */

export const r1 = (n: number) => Math.round(n * 10) / 10;

function attrs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join(' ');
}

export function tag(name: string, values: Record<string, string | number>, children = ''): string {
  return children ? `<${name} ${attrs(values)}>${children}</${name}>` : `<${name} ${attrs(values)}/>`;
}

export function linear(
  id: string,
  stops: readonly [number, string, number?][],
  dir = 'x1="0" y1="0" x2="0" y2="1"',
) {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

export function radial(id: string, stops: readonly [number, string, number?][], extra = '') {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" ${extra}>${s}</radialGradient>`;
}

export function doc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** A smooth closed-bottom path through points (quadratic curves through the midpoints). */
export function ridge(points: readonly [number, number][], bottom: number): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${r1(first[0])} ${bottom} L${r1(first[0])} ${r1(first[1])}`;
  for (let i = 0; i < rest.length; i++) {
    const p = i === 0 ? first : rest[i - 1]!;
    const q = rest[i]!;
    d += ` Q${r1(p[0])} ${r1(p[1])} ${r1((p[0] + q[0]) / 2)} ${r1((p[1] + q[1]) / 2)}`;
  }
  const last = rest.at(-1) ?? first;
  d += ` L${r1(last[0])} ${r1(last[1])} L${r1(last[0])} ${bottom} Z`;
  return d;
}
