import { figureDetail, figureMarkup, type FigureRegion } from '@/lib/content/figures';

const FIGURE = 'studio-overview';

const ALT =
  'Testflux Studio with the test case SHOP-142 Checkout with saved card open in the editor: six steps, ' +
  'step 4 Click Checkout Page > Pay now button marked Healed, a passed run with one heal to review, and ' +
  'Yaan AI explaining that the Pay now button now reads Pay securely, with a confidence of 0.93 and the ' +
  'buttons Accept Heal and Reject Heal.';

/**
 * What a phone shows instead of the whole window, whose 12-unit text would be 6 px tall there:
 * the test case's steps, then the run and Yaan AI's panel, each near its own size.
 */
const DETAILS: readonly FigureRegion[] = [
  [138, 44, 338, 370],
  [476, 44, 236, 394],
];

/** The product picture under the hero: an inline SVG of Studio that follows the colour mode. */
export function StudioVisual() {
  return (
    // Inline, not <img>: the page's light and dark variables colour it. Zero client JS.
    <figure className="studio-visual">
      <div className="studio-visual__whole" dangerouslySetInnerHTML={{ __html: figureMarkup(FIGURE, ALT) }} />
      {/* Hidden from assistive technology: the whole figure's alt text says it all. */}
      <div
        className="studio-visual__details"
        dangerouslySetInnerHTML={{ __html: DETAILS.map((region) => figureDetail(FIGURE, region)).join('') }}
      />
    </figure>
  );
}
