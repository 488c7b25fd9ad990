import { figureMarkup } from '@/lib/content/figures';
import { DiagramZoom } from './diagram-zoom';

/**
 * A theme-aware figure: content/figures/<name>.svg inlined at build time, so the page's light
 * and dark colours reach it. The figure is a button that opens it full size (DiagramZoom).
 */
export function Diagram({ name, alt, caption }: { name: string; alt: string; caption?: string }) {
  const svg = figureMarkup(name, alt);
  return (
    <figure className="diagram">
      <button type="button" className="diagram__open" aria-haspopup="dialog" aria-label={`Enlarge figure: ${alt}`}>
        <span className="diagram__svg" dangerouslySetInnerHTML={{ __html: svg }} />
        <span className="diagram__hint" aria-hidden="true">
          <svg viewBox="0 0 16 16" width="16" height="16">
            <path d="M6.5 1a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65-1.06 1.06-3.65-3.65A5.5 5.5 0 1 1 6.5 1Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm.75 1.75v1.5h1.5v1.5h-1.5v1.5h-1.5v-1.5h-1.5v-1.5h1.5v-1.5Z" />
          </svg>
        </span>
      </button>
      {caption ? <figcaption>{caption}</figcaption> : null}
      <DiagramZoom />
    </figure>
  );
}
