import { figureMarkup } from '@/lib/content/figures';

const ALT =
  'Testflux Studio with the test case SHOP-142 Checkout with saved card open in the editor: six steps, ' +
  'step 4 Click Checkout Page > Pay now button marked Healed, a passed run with one heal to review, and ' +
  'Yaan AI explaining that the Pay now button now reads Pay securely, with a confidence of 0.93 and the ' +
  'buttons Accept Heal and Reject Heal.';

/** The product picture under the hero: an inline SVG of Studio that follows the colour mode. */
export function StudioVisual() {
  return (
    <figure
      className="studio-visual"
      // Inline, not <img>: the page's light and dark variables colour it. Zero client JS.
      dangerouslySetInnerHTML={{ __html: figureMarkup('studio-overview', ALT) }}
    />
  );
}
