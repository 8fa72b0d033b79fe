// The foundations page's tables (Storybook docs only, not exported): every token of both themes, read from the
// same objects the themes are built from, so the page cannot drift from the CSS.
import type { CSSProperties, ReactNode } from 'react';
import { darkTokens, lightTokens } from '../theme/tokens';

type Tree = { [key: string]: string | Tree };

/** [dotted name, value] for every leaf of a token group. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const cell: CSSProperties = { padding: '6px 10px', borderBottom: '1px solid #d9dce3', verticalAlign: 'middle', textAlign: 'left' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 12 };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '12px 0 28px' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ value, label }: { value: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span aria-hidden="true" style={{ width: 40, height: 24, borderRadius: 4, background: value, border: '1px solid #8a8f99' }} />
      <span style={code} aria-label={`${label} ${value}`}>
        {value}
      </span>
    </span>
  );
}

/** Every colour of the contract, dark beside light (`vars.color.*`). */
export function ColourTokens() {
  const light = Object.fromEntries(leaves(lightTokens.color as Tree));
  return (
    <Table caption="Colours (vars.color)" head={['token', 'dark (site)', 'light (recommender area)']}>
      {leaves(darkTokens.color as Tree).map(([name, dark]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
            {name}
          </th>
          <td style={cell}>
            <Swatch value={dark} label="dark" />
          </td>
          <td style={cell}>
            <Swatch value={light[name] ?? ''} label="light" />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The type scale in Pretendard, with Korean and numbers as the site sets them. */
export function TypeScale() {
  const { font } = darkTokens;
  return (
    <Table caption="Type scale (vars.font.size, weights and line heights)" head={['token', 'size', 'sample']}>
      {Object.entries(font.size).map(([name, size]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
            size.{name}
          </th>
          <td style={{ ...cell, ...code }}>{size}</td>
          <td style={{ ...cell, fontFamily: font.family, fontSize: size, lineHeight: font.lineHeight.normal }}>
            베팅하기 · 배당 1.85 · ₩1,234,567{' '}
            {Object.entries(font.weight).map(([weight, value]) => (
              <span key={weight} style={{ fontWeight: Number(value), marginLeft: 12 }}>
                {weight}
              </span>
            ))}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Spacing, radii, shadows (both themes), layers and motion. */
export function LayoutTokens() {
  return (
    <>
      <Table caption="Spacing (vars.space)" head={['token', 'value', '']}>
        {Object.entries(darkTokens.space).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
              space.{name}
            </th>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={cell}>
              <span aria-hidden="true" style={{ display: 'inline-block', height: 12, width: value, background: '#2f6fde' }} />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Radii (vars.radius)" head={['token', 'value', '']}>
        {Object.entries(darkTokens.radius).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
              radius.{name}
            </th>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={cell}>
              <span aria-hidden="true" style={{ display: 'inline-block', width: 48, height: 32, borderRadius: value, border: '2px solid #2f6fde' }} />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Shadows (vars.shadow)" head={['token', 'dark', 'light']}>
        {Object.entries(darkTokens.shadow).map(([name, dark]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
              shadow.{name}
            </th>
            <td style={{ ...cell, ...code }}>{dark}</td>
            <td style={{ ...cell, ...code }}>{lightTokens.shadow[name as keyof typeof lightTokens.shadow]}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Layers and motion (vars.zIndex, vars.motion)" head={['token', 'value']}>
        {[...leaves({ zIndex: darkTokens.zIndex, motion: darkTokens.motion } as Tree)].map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: 400 }}>
              {name}
            </th>
            <td style={{ ...cell, ...code }}>{value}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}
