/**
 * The Open Graph card (1200 x 630), as the element tree satori renders: the site's indigo on
 * deep navy, the product mark and name, the page's section or date above its title, the
 * description, and tags. Plain objects rather than JSX so the build step needs no React.
 */
import { MARK, markSvg } from '../brand-mark';
import { OG_IMAGE_SIZE } from '../routes';

/** Bump when the layout changes: it is part of every image's cache key. */
export const OG_TEMPLATE_VERSION = 4;

export interface OgCardInput {
  productName: string;
  /** The site's host name, shown in the corner: testflux.example. */
  host: string;
  eyebrow: string;
  title: string;
  description: string;
  tags: string[];
}

export interface OgElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: OgChild | OgChild[]; [key: string]: unknown };
}
type OgChild = OgElement | string;

const COLORS = {
  background: '#0b1020',
  accent: MARK.fill,
  text: '#ffffff',
  muted: '#c7d2fe',
  chip: '#a5b4fc',
};

/** The product mark (lib/brand-mark.ts), drawn on the card. */
export const MARK_SVG = markSvg();

const el = (type: string, style: Record<string, string | number>, children?: OgChild | OgChild[]): OgElement => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }) },
});

/** Long titles get a smaller size so they fit in three lines. */
export function titleSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  if (title.length <= 100) return 50;
  return 44;
}

/** Cuts text at a word boundary with an ellipsis (satori has no multi-line clamp). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).replace(/[\s,;:.-]+$/, '')}…`;
}

export function ogCard(input: OgCardInput): OgElement {
  const mark = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;
  const header = el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
    el('div', { display: 'flex', alignItems: 'center' }, [
      { type: 'img', props: { src: mark, width: 64, height: 64, style: { marginRight: 20 } } },
      el('div', { fontSize: 40, fontWeight: 700, color: COLORS.text }, input.productName),
    ]),
    el('div', { fontSize: 26, color: COLORS.muted }, input.host),
  ]);
  const body = el('div', { display: 'flex', flexDirection: 'column' }, [
    ...(input.eyebrow
      ? [el('div', { fontSize: 30, fontWeight: 700, color: COLORS.chip, marginBottom: 18 }, clip(input.eyebrow, 60))]
      : []),
    el(
      'div',
      { fontSize: titleSize(input.title), fontWeight: 700, color: COLORS.text, lineHeight: 1.12 },
      clip(input.title, 130),
    ),
    el('div', { fontSize: 28, color: COLORS.muted, lineHeight: 1.4, marginTop: 24 }, clip(input.description, 128)),
  ]);
  const tags = el(
    'div',
    { display: 'flex', flexWrap: 'wrap', height: 48, overflow: 'hidden' },
    input.tags.slice(0, 4).map((tag) =>
      el(
        'div',
        {
          fontSize: 24,
          color: COLORS.text,
          border: `2px solid ${COLORS.chip}`,
          borderRadius: 24,
          padding: '6px 20px',
          marginRight: 14,
        },
        clip(tag, 30),
      ),
    ),
  );
  return el(
    'div',
    {
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
      display: 'flex',
      // A flat colour: a gradient quadruples the PNG size for little gain at thumbnail size.
      backgroundColor: COLORS.background,
      fontFamily: 'Inter',
    },
    [
      el('div', { width: 18, height: '100%', flexShrink: 0, backgroundColor: COLORS.accent }),
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          minWidth: 0,
          padding: '56px 72px 52px 64px',
        },
        [header, body, tags],
      ),
    ],
  );
}
